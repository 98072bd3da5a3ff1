#include "ui/tools/SelectMoveTool.h"

#include <QKeyEvent>
#include <QMenu>
#include <cmath>

#include "core/geometry/Wheel.h"
#include "core/referee/ManoeuvreCommand.h"
#include "ui/items/CalloutItem.h"
#include "ui/items/GhostUnitItem.h"
#include "ui/items/RotateHandleItem.h"
#include "ui/items/TablePolygon.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/tools/CommandJson.h"
#include "ui/tools/OrderChoices.h"
#include "ui/tools/SceneItems.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant::ui {

namespace {

// How far the mouse must travel, in screen pixels, before a press becomes a drag.
constexpr double kDragStartPixels = 4.0;

Vec2 toVec(QPointF p) {
    return {p.x(), p.y()};
}

// The signed turn, in whole degrees (players wheel by eye), that takes the
// bearing of `from` to that of `to` about `centre`; positive is clockwise.
double turnAbout(Vec2 centre, Vec2 from, Vec2 to) {
    double d = Pose::bearingOf(to - centre) - Pose::bearingOf(from - centre);
    d = Pose::normalizeBearing(d);
    if (d > 180.0) {
        d -= 360.0;
    }
    return std::round(d);
}

}  // namespace

SelectMoveTool::SelectMoveTool(GameSession& session, TableScene& scene, SelectionOverlays& overlays,
                               QObject* parent)
    : TableTool(session, scene, parent), overlays_(overlays) {
    connect(&session, &GameSession::selectionChanged, this, [this] { placeHandles(); });
    connect(&session, &GameSession::changed, this, [this] { placeHandles(); });
    connect(&session, &GameSession::viewReplaced, this, [this] {
        cancel();
        placeHandles();
    });
    connect(&session, &GameSession::gameReplaced, this, [this] {
        cancel();
        modesUnit_.clear();
        modes_.clear();
        placeHandles();
    });
}

QString SelectMoveTool::hint() const {
    return tr(
        "Click a unit to select it; drag it to move (Tab: how it moves); drag a front corner "
        "to wheel (Shift: pivot); right-click for formations, turns and orders");
}

void SelectMoveTool::activate() {
    active_ = true;
    placeHandles();
}

void SelectMoveTool::deactivate() {
    cancel();
    active_ = false;
    placeHandles();
}

void SelectMoveTool::cancel() {
    if (drag_ != Drag::None) {
        endDrag();
    }
}

QString SelectMoveTool::calloutText() const {
    return callout_ && callout_->isVisible() ? callout_->text() : QString();
}

void SelectMoveTool::placeHandles() {
    handlesShown_ = false;
    const Unit* selected = active_ ? unit(session().selectedUnit()) : nullptr;
    const auto layout = selected ? layoutOf(*selected) : std::nullopt;
    if (layout) {
        handleAt_ = {toScenePoint(layout->frontLeft), toScenePoint(layout->frontRight)};
        handlesShown_ = true;
    }
    for (std::size_t i = 0; i < handles_.size(); ++i) {
        if (!handlesShown_ && !handles_[i]) {
            continue;
        }
        RotateHandleItem* handle = ensureItemIn(scene(), handles_[i]);
        handle->setVisible(handlesShown_ && drag_ == Drag::None);
        handle->setPos(handleAt_[i]);
    }
}

void SelectMoveTool::takeModesOf(const QString& unitId) {
    if (unitId == modesUnit_) {
        return;
    }
    modesUnit_ = unitId;
    modeIndex_ = 0;
    const RulesetReferee* judge = referee();
    modes_ = judge && !unitId.isEmpty() ? judge->moveModes(session().state(), unitId.toStdString())
                                        : std::vector<ManoeuvreMode>{};
}

std::string SelectMoveTool::moveModeId() const {
    return modeIndex_ < modes_.size() ? modes_[modeIndex_].id : std::string();
}

bool SelectMoveTool::nextMoveMode() {
    takeModesOf(session().selectedUnit());
    if (modes_.size() < 2) {
        return false;
    }
    modeIndex_ = (modeIndex_ + 1) % modes_.size();
    if (dragging() && trialMade_) {
        showTrial(trialDrag_, cursor_);
    } else {
        emit message(tr("How it moves: %1").arg(QString::fromStdString(modes_[modeIndex_].label)));
    }
    return true;
}

bool SelectMoveTool::keyPress(QKeyEvent* event) {
    if (event->key() == Qt::Key_Tab && nextMoveMode()) {
        return true;
    }
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) &&
        drag_ == Drag::None && takeBackOrders()) {
        return true;
    }
    return TableTool::keyPress(event);
}

bool SelectMoveTool::takeBackOrders() {
    const QString id = session().selectedUnit();
    bool any = false;
    for (const ManoeuvreChoice& choice : orderChoices(session(), id.toStdString())) {
        if (choice.legal) {
            applyChoice(choice);
            any = true;
        }
    }
    return any;
}

int SelectMoveTool::handleNear(const ToolMouseEvent& event) const {
    if (!handlesShown_) {
        return -1;
    }
    const double reach = (RotateHandleItem::kRadius + 2.0) / event.pixelsPerInch;
    for (int i = 0; i < 2; ++i) {
        if (QLineF(handleAt_[static_cast<std::size_t>(i)], event.table).length() <= reach) {
            return i;
        }
    }
    return -1;
}

bool SelectMoveTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasGame()) {
        return false;
    }
    pressAt_ = event.table;
    handle_ = handleNear(event);
    if (handle_ >= 0) {
        unitId_ = session().selectedUnit();
        pivot_ = event.modifiers.testFlag(Qt::ShiftModifier);
    } else if (const Unit* hit = unitAt(event.table)) {
        unitId_ = QString::fromStdString(hit->id);
        session().selectUnit(unitId_);
    } else {
        session().selectUnit({});
        drag_ = Drag::None;
        return true;
    }
    const Unit* moving = unit(unitId_);
    if (!moving) {
        return true;
    }
    takeModesOf(unitId_);
    startPose_ = moving->pose;
    drag_ = Drag::Pending;
    trialMade_ = false;
    return true;
}

bool SelectMoveTool::mouseMove(const ToolMouseEvent& event) {
    if (drag_ == Drag::None) {
        const int near = handleNear(event);
        for (std::size_t i = 0; i < handles_.size(); ++i) {
            if (handles_[i]) {
                handles_[i]->setHot(static_cast<int>(i) == near);
            }
        }
        return false;
    }
    const Unit* moving = unit(unitId_);
    if (!moving) {
        endDrag();
        return false;
    }
    if (drag_ == Drag::Pending) {
        if (QLineF(pressAt_, event.table).length() * event.pixelsPerInch < kDragStartPixels) {
            return true;
        }
        drag_ = handle_ >= 0 ? Drag::Turn : Drag::Move;
        overlays_.showUnit(unitId_);
        overlays_.force(SelectionOverlays::Layer::Allowance, true);
        overlays_.setEmphasised(true);
        placeHandles();
    }
    ManoeuvreDrag drag;
    drag.unitId = unitId_.toStdString();
    if (drag_ == Drag::Move) {
        drag.kind = ManoeuvreDrag::Kind::Move;
        drag.to =
            Pose{startPose_.position + toVec(event.table - pressAt_), startPose_.facingDegrees};
        showTrial(drag, event.table);
        return true;
    }
    const auto layout = layoutOf(*moving);
    if (!layout) {
        return true;
    }
    const Vec2 corner = handle_ == 0 ? layout->frontLeft : layout->frontRight;
    const Vec2 other = handle_ == 0 ? layout->frontRight : layout->frontLeft;
    const Vec2 centre = pivot_ ? (layout->frontLeft + layout->frontRight) / 2.0 : other;
    drag.angleDegrees = turnAbout(centre, corner, toVec(event.table));
    drag.kind = pivot_ ? ManoeuvreDrag::Kind::Pivot : ManoeuvreDrag::Kind::Wheel;
    drag.to = pivot_ ? Pose{startPose_.position,
                            Pose::normalizeBearing(startPose_.facingDegrees + drag.angleDegrees)}
                     : geometry::wheeledPose(*layout, drag.angleDegrees);
    showTrial(drag, event.table);
    return true;
}

void SelectMoveTool::showTrial(const ManoeuvreDrag& measured, QPointF cursor) {
    const Unit* moving = unit(unitId_);
    trialDrag_ = measured;
    trialDrag_.mode = moveModeId();
    cursor_ = cursor;
    trialMade_ = true;
    trialLabel_.clear();
    if (session().isPlacingUnits()) {
        // Before the first bound of a hidden set-up: a unit is placed anywhere
        // in its side's zones, as the set-up command itself judges.
        std::string error;
        trial_ = session().makeCommand(
            commandjson::deployUnit(unitId_.toStdString(), trialDrag_.to), error);
        const std::optional<std::string> why =
            trial_ ? trial_->refusal(session().state()) : std::optional<std::string>(error);
        verdict_ = ManoeuvreVerdict{};
        verdict_.legal = !why;
        verdict_.reason = RefereeLanguage::textStd(session().state(), why.value_or(std::string()));
        trialLabel_ = tr("Set up here");
    } else if (const RulesetReferee* judge = referee()) {
        const std::optional<ManoeuvreOffer> offer = judge->offerDrag(session().state(), trialDrag_);
        if (offer) {
            // The manoeuvre judged here is the one the command makes on release.
            verdict_ = offer->verdict;
            verdict_.reason = RefereeLanguage::textStd(session().state(), verdict_.reason);
            trial_ = std::make_unique<ManoeuvreCommand>(session().referees(), offer->manoeuvre);
            trialLabel_ = RefereeLanguage::text(session().state(), offer->label);
        } else {
            verdict_ = ManoeuvreVerdict{};
            verdict_.reason = "this ruleset makes no manoeuvre of such a drag";
            trial_.reset();
        }
    } else {
        verdict_ = ManoeuvreVerdict{};
        verdict_.legal = true;  // a set-up move: the player places the unit
        std::string error;
        trial_ = session().makeCommand(commandjson::moveUnit(unitId_.toStdString(), trialDrag_.to),
                                       error);
    }
    // The caption of the move left and the area follow the way of moving judged.
    overlays_.setMoveMode(trialDrag_.mode);
    overlays_.setAllowanceLeft(referee() && verdict_.allowance > 0
                                   ? std::optional<double>(verdict_.allowance)
                                   : std::nullopt);
    if (const auto layout = moving ? layoutAt(*moving, trialDrag_.to) : std::nullopt) {
        GhostUnitItem* ghost = ensureItemIn(scene(), ghost_);
        ghost->setLayout(*layout);
        ghost->setLegal(verdict_.legal);
        ghost->setVisible(true);
    }
    CalloutItem* callout = ensureItemIn(scene(), callout_);
    callout->setText(trialText());
    callout->setTone(verdict_.legal ? CalloutItem::Tone::Good : CalloutItem::Tone::Bad);
    callout->setPos(cursor);
    callout->setVisible(true);
}

QString SelectMoveTool::trialText() const {
    const DistanceFormat& format = distanceFormat();
    QStringList lines;
    if (!referee()) {
        lines << tr("Set-up move (no referee for this ruleset)");
        return lines.join('\n');
    }
    if (!trialLabel_.isEmpty()) {
        lines << trialLabel_;
    }
    if (session().isPlacingUnits()) {
        if (!verdict_.legal) {
            lines << QString::fromStdString(verdict_.reason);
        }
        return lines.join('\n');
    }
    if (!verdict_.legal) {
        lines << QString::fromStdString(verdict_.reason);
    } else if (std::abs(verdict_.cost - verdict_.distance) < 1e-6) {
        lines << tr("Legal: uses %1 of the %2 left")
                     .arg(format.length(verdict_.cost), format.length(verdict_.allowance));
    } else {
        lines << tr("Legal: moves %1, using %2 of the %3 left")
                     .arg(format.length(verdict_.distance), format.length(verdict_.cost),
                          format.length(verdict_.allowance));
    }
    if (modes_.size() > 1 && modeIndex_ < modes_.size()) {
        lines << tr("Tab: %1 instead")
                     .arg(QString::fromStdString(modes_[(modeIndex_ + 1) % modes_.size()].label));
    }
    return lines.join('\n');
}

double SelectMoveTool::movedSoFar(const QString& unitId) const {
    const RulesetReferee* judge = referee();
    return judge ? judge->unitMovement(session().state(), unitId.toStdString()).movedInches : 0.0;
}

void SelectMoveTool::reportMove(const QString& unitId, const QString& name, const QString& label,
                                double movedBefore) {
    const RulesetReferee* judge = referee();
    if (!judge) {
        return;
    }
    const DistanceFormat& format = distanceFormat();
    const UnitMovement movement = judge->unitMovement(session().state(), unitId.toStdString());
    QString text = tr("%1: %2").arg(name, label);
    if (const double moved = movement.movedInches - movedBefore; moved > 1e-9) {
        text += tr(", moved %1").arg(format.length(moved));
    }
    if (movement.known) {
        text += tr("; %1 left").arg(format.length(movement.leftInches));
    }
    emit message(text);
}

bool SelectMoveTool::mouseRelease(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || drag_ == Drag::None) {
        return false;
    }
    if (drag_ == Drag::Pending || !trialMade_) {
        drag_ = Drag::None;
        return true;
    }
    const Unit* moving = unit(unitId_);
    const QString name = moving ? nameOf(*moving) : unitId_;
    if (verdict_.legal && trial_) {
        const double before = movedSoFar(unitId_);
        const GameChange change = session().apply(std::move(trial_));
        if (!change.accepted()) {
            emit message(tr("%1 stays where it was: %2")
                             .arg(name, RefereeLanguage::text(session().state(), change.reason)));
        } else {
            reportMove(unitId_, name, trialLabel_, before);
        }
    } else {
        // Snap back: the unit never moved; the reason stays in the status bar.
        emit message(
            tr("%1 stays where it was: %2").arg(name, QString::fromStdString(verdict_.reason)));
    }
    endDrag();
    return true;
}

void SelectMoveTool::endDrag() {
    drag_ = Drag::None;
    trialMade_ = false;
    if (ghost_) {
        ghost_->setVisible(false);
    }
    if (callout_) {
        callout_->setVisible(false);
    }
    overlays_.force(SelectionOverlays::Layer::Allowance, false);
    overlays_.setEmphasised(false);
    overlays_.setMoveMode({});
    overlays_.setAllowanceLeft(std::nullopt);
    placeHandles();
}

QList<ManoeuvreChoice> SelectMoveTool::manoeuvreChoices(const QString& unitId) const {
    QList<ManoeuvreChoice> choices;
    const Unit* target = unit(unitId);
    if (!target) {
        return choices;
    }
    // Between two people a player orders only their own side, in a step with orders.
    if (const QString notMine = session().whyNotOrderable(target->id); !notMine.isEmpty()) {
        choices << ManoeuvreChoice{notMine, tr("Orders"), nullptr, false, notMine};
        return choices;
    }
    const RulesetReferee* judge = referee();
    if (!judge) {
        // A ruleset played by hand: the player sets the formation.
        if (const UnitType* type = session().state().ruleset().findUnitType(target->type)) {
            for (const Formation formation : type->formations) {
                if (formation != target->formation) {
                    std::string error;
                    std::shared_ptr<const Command> command = session().makeCommand(
                        commandjson::setFormation(target->id, formation), error);
                    choices << ManoeuvreChoice{tr("Form %1").arg(QString::fromStdString(
                                                   std::string(formationName(formation)))),
                                               tr("Formation"),
                                               std::move(command),
                                               true,
                                               {}};
                }
            }
        }
        return choices;
    }
    for (const ManoeuvreOffer& offer : judge->offerManoeuvres(session().state(), target->id)) {
        ManoeuvreChoice choice;
        choice.label = RefereeLanguage::text(session().state(), offer.label);
        choice.group = RefereeLanguage::text(session().state(), offer.group);
        choice.command = std::make_shared<ManoeuvreCommand>(session().referees(), offer.manoeuvre);
        choice.legal = offer.verdict.legal;
        choice.reason = RefereeLanguage::text(session().state(), offer.verdict.reason);
        choices << choice;
    }
    choices << orderChoices(session(), target->id);
    return choices;
}

GameChange SelectMoveTool::applyChoice(const ManoeuvreChoice& choice) {
    const Unit* chosen = unit(session().selectedUnit());
    const QString name = chosen ? nameOf(*chosen) : QString();
    if (!choice.command) {
        emit message(choice.reason);
        return GameChange::refused(choice.reason.toStdString());
    }
    const bool manoeuvre = choice.command->type() == ManoeuvreCommand::kType;
    const QString unitId = session().selectedUnit();
    const double before = movedSoFar(unitId);
    const GameChange change = session().apply(choice.command->clone());
    if (!change.accepted()) {
        emit message(RefereeLanguage::text(session().state(), change.reason));
    } else if (manoeuvre) {
        reportMove(unitId, name, choice.label, before);
    } else {
        emit message(tr("%1: %2").arg(name, choice.label));
    }
    return change;
}

bool SelectMoveTool::contextMenu(const ToolMouseEvent& event) {
    const Unit* hit = unitAt(event.table);
    if (!hit || drag_ != Drag::None) {
        return false;
    }
    const QString id = QString::fromStdString(hit->id);
    session().selectUnit(id);
    const QList<ManoeuvreChoice> choices = manoeuvreChoices(id);
    QMenu menu;
    menu.setObjectName(QStringLiteral("unitMenu"));
    menu.setToolTipsVisible(true);
    menu.addSection(nameOf(*hit));
    if (choices.isEmpty()) {
        menu.addAction(tr("Nothing to order"))->setEnabled(false);
    }
    QHash<QAction*, int> index;
    QString group;
    for (int i = 0; i < choices.size(); ++i) {
        if (i > 0 && choices[i].group != group) {
            menu.addSeparator();
        }
        group = choices[i].group;
        QAction* action = menu.addAction(
            choices[i].legal ? choices[i].label : tr("%1 (not now)").arg(choices[i].label));
        action->setEnabled(choices[i].legal);
        action->setToolTip(choices[i].legal ? QString() : choices[i].reason);
        index.insert(action, i);
    }
    if (QAction* chosen = menu.exec(event.screen); chosen && index.contains(chosen)) {
        applyChoice(choices[index.value(chosen)]);
    }
    return true;
}

}  // namespace adjutant::ui
