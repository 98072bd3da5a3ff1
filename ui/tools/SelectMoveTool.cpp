#include "ui/tools/SelectMoveTool.h"

#include <QMenu>
#include <cmath>

#include "core/geometry/Wheel.h"
#include "ui/items/CalloutItem.h"
#include "ui/items/GhostUnitItem.h"
#include "ui/items/RotateHandleItem.h"
#include "ui/items/TablePolygon.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/CommandJson.h"
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
    connect(&session, &GameSession::gameReplaced, this, [this] {
        cancel();
        placeHandles();
    });
}

QString SelectMoveTool::hint() const {
    return tr(
        "Click a unit to select it; drag it to move; drag a front corner to wheel "
        "(Shift: pivot); right-click for formations");
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
    const std::string id = unitId_.toStdString();
    if (drag_ == Drag::Move) {
        const Pose pose{startPose_.position + toVec(event.table - pressAt_),
                        startPose_.facingDegrees};
        showTrial(commandjson::moveTo(id, pose), pose, event.table);
        return true;
    }
    const auto layout = layoutOf(*moving);
    if (!layout) {
        return true;
    }
    const Vec2 corner = handle_ == 0 ? layout->frontLeft : layout->frontRight;
    const Vec2 other = handle_ == 0 ? layout->frontRight : layout->frontLeft;
    const Vec2 centre = pivot_ ? (layout->frontLeft + layout->frontRight) / 2.0 : other;
    const double angle = turnAbout(centre, corner, toVec(event.table));
    const Pose pose =
        pivot_ ? Pose{startPose_.position, Pose::normalizeBearing(startPose_.facingDegrees + angle)}
               : geometry::wheeledPose(*layout, angle);
    showTrial(pivot_ ? commandjson::pivot(id, angle) : commandjson::wheel(id, angle), pose,
              event.table);
    return true;
}

void SelectMoveTool::showTrial(const nlohmann::json& manoeuvre, const Pose& pose, QPointF cursor) {
    const Unit* moving = unit(unitId_);
    trial_ = manoeuvre;
    trialPose_ = pose;
    trialMade_ = true;
    if (const RulesetReferee* judge = referee()) {
        verdict_ = judge->checkManoeuvre(session().state(), manoeuvre);
    } else {
        verdict_ = ManoeuvreVerdict{};
        verdict_.legal = true;  // a set-up move: the player places the unit
    }
    if (const auto layout = moving ? layoutAt(*moving, pose) : std::nullopt) {
        GhostUnitItem* ghost = ensureItemIn(scene(), ghost_);
        ghost->setLayout(*layout);
        ghost->setLegal(verdict_.legal);
        ghost->setVisible(true);
    }
    CalloutItem* callout = ensureItemIn(scene(), callout_);
    const DistanceFormat& format = distanceFormat();
    if (!verdict_.legal) {
        callout->setText(QString::fromStdString(verdict_.reason));
    } else if (referee()) {
        callout->setText(tr("Legal: uses %1 of %2")
                             .arg(format.length(verdict_.cost), format.length(verdict_.allowance)));
    } else {
        callout->setText(tr("Set-up move (no referee for this ruleset)"));
    }
    callout->setTone(verdict_.legal ? CalloutItem::Tone::Good : CalloutItem::Tone::Bad);
    callout->setPos(cursor);
    callout->setVisible(true);
}

nlohmann::json SelectMoveTool::commandFor(const nlohmann::json& manoeuvre) const {
    if (referee()) {
        return commandjson::manoeuvre(manoeuvre);
    }
    // Without a referee a drag places the unit where its ghost stands.
    return commandjson::moveUnit(unitId_.toStdString(), trialPose_);
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
    if (verdict_.legal) {
        const GameChange change = applyJson(commandFor(trial_));
        if (!change.accepted()) {
            emit message(
                tr("%1 stays where it was: %2").arg(name, QString::fromStdString(change.reason)));
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
    placeHandles();
}

QList<ManoeuvreChoice> SelectMoveTool::manoeuvreChoices(const QString& unitId) const {
    QList<ManoeuvreChoice> choices;
    const Unit* target = unit(unitId);
    if (!target) {
        return choices;
    }
    const std::string id = target->id;
    const RulesetReferee* judge = referee();
    std::vector<std::pair<QString, nlohmann::json>> offers;
    if (const UnitType* type = session().state().ruleset().findUnitType(target->type)) {
        for (const Formation formation : type->formations) {
            if (formation == target->formation) {
                continue;
            }
            if (!judge) {
                offers.emplace_back(tr("Form %1").arg(QString::fromStdString(
                                        std::string(formationName(formation)))),
                                    commandjson::setFormation(id, formation));
            } else if (formation == Formation::Limbered || formation == Formation::Unlimbered) {
                const bool up = formation == Formation::Limbered;
                offers.emplace_back(up ? tr("Limber") : tr("Unlimber"),
                                    commandjson::limber(id, up));
            } else {
                offers.emplace_back(tr("Form %1").arg(QString::fromStdString(
                                        std::string(formationName(formation)))),
                                    commandjson::changeFormation(id, formation));
            }
        }
    }
    if (judge) {
        offers.emplace_back(tr("Turn right (90°)"), commandjson::turn(id, 90));
        offers.emplace_back(tr("Turn left (90°)"), commandjson::turn(id, -90));
        offers.emplace_back(tr("About turn (180°)"), commandjson::turn(id, 180));
        offers.emplace_back(tr("Reform"), commandjson::reform(id));
    }
    for (auto& [label, json] : offers) {
        ManoeuvreChoice choice;
        choice.label = label;
        if (judge) {
            const ManoeuvreVerdict verdict = judge->checkManoeuvre(session().state(), json);
            choice.legal = verdict.legal;
            choice.reason = QString::fromStdString(verdict.reason);
            choice.command = commandjson::manoeuvre(json);
        } else {
            choice.legal = true;
            choice.command = json;
        }
        choices << choice;
    }
    return choices;
}

GameChange SelectMoveTool::applyChoice(const ManoeuvreChoice& choice) {
    const GameChange change = applyJson(choice.command);
    if (!change.accepted()) {
        emit message(QString::fromStdString(change.reason));
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
    menu.setToolTipsVisible(true);
    menu.addSection(nameOf(*hit));
    if (choices.isEmpty()) {
        menu.addAction(tr("Nothing to order"))->setEnabled(false);
    }
    QHash<QAction*, int> index;
    for (int i = 0; i < choices.size(); ++i) {
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
