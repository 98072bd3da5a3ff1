#include "ui/tools/FireTool.h"

#include <QKeyEvent>
#include <QLocale>

#include "core/referee/FireOrderCommand.h"
#include "ui/items/ArrowLineItem.h"
#include "ui/items/CalloutItem.h"
#include "ui/items/TablePolygon.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/tools/SceneItems.h"
#include "ui/tools/SelectionOverlays.h"
#include "ui/widgets/OddsChart.h"

namespace adjutant::ui {

FireTool::FireTool(GameSession& session, TableScene& scene, SelectionOverlays& overlays,
                   QObject* parent)
    : TableTool(session, scene, parent), overlays_(overlays) {
    connect(&session, &GameSession::gameReplaced, this, [this] { cancel(); });
    connect(&session, &GameSession::viewReplaced, this, [this] { cancel(); });
    connect(&session, &GameSession::changed, this, [this] {
        // The preview was of the game before the change: look again.
        if (pending_) {
            look(unit(targetId_), callout_ ? callout_->pos() : QPointF());
        }
    });
}

QString FireTool::hint() const {
    return tr(
        "Click the unit that fires, then its target; click the target again or press "
        "Enter to give the order; Tab changes how it fires where the rules give a choice");
}

QString FireTool::calloutText() const {
    return callout_ && callout_->isVisible() ? callout_->text() : QString();
}

QVector<CalloutItem::OddsBlock> FireTool::calloutOdds() const {
    return callout_ && callout_->isVisible() ? callout_->odds() : QVector<CalloutItem::OddsBlock>();
}

void FireTool::deactivate() {
    cancel();
}

void FireTool::cancel() {
    firerId_.clear();
    targetId_.clear();
    modes_.clear();
    pending_ = false;
    preview_ = FirePreview{};
    hideMarks();
}

void FireTool::hideMarks() {
    if (line_) {
        line_->setVisible(false);
    }
    if (callout_) {
        callout_->setVisible(false);
    }
    overlays_.force(SelectionOverlays::Layer::Arcs, false);
}

void FireTool::chooseFirer(const Unit& firer) {
    cancel();
    firerId_ = QString::fromStdString(firer.id);
    session().selectUnit(firerId_);
    overlays_.showUnit(firerId_);
    overlays_.force(SelectionOverlays::Layer::Arcs, true);
    emit message(tr("%1 fires: choose its target").arg(nameOf(firer)));
}

bool FireTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasGame()) {
        return false;
    }
    const Unit* hit = unitAt(event.table);
    const Unit* firer = unit(firerId_);
    if (!hit) {
        cancel();
        session().selectUnit({});
        return true;
    }
    // A unit of the firer's own side is never a target: it becomes the firer.
    if (!firer || hit->side == firer->side) {
        chooseFirer(*hit);
        return true;
    }
    const QString id = QString::fromStdString(hit->id);
    if (pending_ && id == targetId_) {
        confirm();
        return true;
    }
    pending_ = true;  // the callout then asks for the confirmation
    look(hit, event.table);
    return true;
}

bool FireTool::mouseMove(const ToolMouseEvent& event) {
    if (firerId_.isEmpty() || pending_) {
        return false;
    }
    const Unit* hit = unitAt(event.table);
    const Unit* firer = unit(firerId_);
    look(hit && firer && hit->side != firer->side ? hit : nullptr, event.table);
    return false;
}

bool FireTool::mouseRelease(const ToolMouseEvent& event) {
    return event.button == Qt::LeftButton && !firerId_.isEmpty();
}

std::string FireTool::modeId() const {
    return modeIndex_ < modes_.size() ? modes_[modeIndex_].id : std::string();
}

bool FireTool::nextMode() {
    if (modes_.size() < 2) {
        return false;
    }
    modeIndex_ = (modeIndex_ + 1) % modes_.size();
    look(unit(targetId_), cursor_);
    return true;
}

bool FireTool::keyPress(QKeyEvent* event) {
    if (pending_ && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        confirm();
        return true;
    }
    if (!targetId_.isEmpty() && event->key() == Qt::Key_Tab && nextMode()) {
        return true;
    }
    return TableTool::keyPress(event);
}

void FireTool::look(const Unit* target, QPointF cursor) {
    const Unit* firer = unit(firerId_);
    if (!firer || !target) {
        targetId_.clear();
        modes_.clear();
        preview_ = FirePreview{};
        hideMarks();
        overlays_.force(SelectionOverlays::Layer::Arcs, firer != nullptr);
        return;
    }
    const QString id = QString::fromStdString(target->id);
    const RulesetReferee* judge = referee();
    if (id != targetId_) {
        modeIndex_ = 0;  // a new target starts from the ruleset's default
    }
    targetId_ = id;
    cursor_ = cursor;
    modes_ = judge ? judge->fireModes(session().state(), firer->id, target->id)
                   : std::vector<FireMode>{};
    if (modeIndex_ >= modes_.size()) {
        modeIndex_ = 0;
    }
    if (judge) {
        preview_ = judge->previewFire(session().state(), firer->id, target->id, modeId());
    } else {
        preview_ = FirePreview{};
        preview_.reason = "this ruleset has no referee to give fire orders";
    }
    // Shown in the window's language; the modes keep their ids.
    const GameState& state = session().state();
    for (FireMode& mode : modes_) {
        mode.label = RefereeLanguage::textStd(state, mode.label);
    }
    preview_.reason = RefereeLanguage::textStd(state, preview_.reason);
    preview_.band = RefereeLanguage::textStd(state, preview_.band);
    preview_.sightBlockedBy = RefereeLanguage::textStd(state, preview_.sightBlockedBy);
    for (std::string& line : preview_.working) {
        line = RefereeLanguage::textStd(state, line);
    }
    RefereeLanguage::translate(state, preview_.explanation);
    ArrowLineItem* line = ensureItemIn(scene(), line_);
    QPointF from = toScenePoint(firer->pose.position);
    QPointF to = cursor;
    if (judge && (preview_.sightFrom.x != 0 || preview_.sightFrom.y != 0)) {
        from = toScenePoint(preview_.sightFrom);
        to = toScenePoint(preview_.sightTo);
    }
    line->setLine(from, to, preview_.legal && preview_.sightClear);
    line->setVisible(true);
    CalloutItem* callout = ensureItemIn(scene(), callout_);
    callout->setText(describe(*firer, *target));
    // The exact chance of each number of casualties, as the referee counts it.
    QVector<CalloutItem::OddsBlock> odds;
    if (judge && preview_.canFire) {
        if (std::optional<RulesOdds> chances =
                judge->fireOdds(session().state(), firer->id, target->id, modeId())) {
            RefereeLanguage::translate(session().state(), *chances);
            odds.append({oddsTitle(*chances), oddsBars(*chances)});
        }
    }
    callout->setOdds(odds);
    callout->setTone(preview_.legal ? CalloutItem::Tone::Good : CalloutItem::Tone::Bad);
    callout->setPos(to);
    callout->setVisible(true);
}

QString FireTool::describe(const Unit& firer, const Unit& target) const {
    const DistanceFormat& format = distanceFormat();
    QStringList lines;
    lines << tr("%1 at %2").arg(nameOf(firer), nameOf(target));
    if (modeIndex_ < modes_.size()) {
        const FireMode& mode = modes_[modeIndex_];
        lines << tr("%1 (%2)").arg(QString::fromStdString(mode.label),
                                   QString::fromStdString(mode.rule));
        if (modes_.size() > 1) {
            const FireMode& next = modes_[(modeIndex_ + 1) % modes_.size()];
            lines << tr("Tab changes to %1").arg(QString::fromStdString(next.label));
        }
    }
    if (preview_.canFire) {
        lines << tr("%1 range, %2; sight clear")
                     .arg(QString::fromStdString(preview_.band), format.length(preview_.distance));
        for (const std::string& line : preview_.working) {
            lines << QString::fromStdString(line);
        }
        lines << tr("Expected casualties: %1")
                     .arg(QLocale().toString(preview_.expectedCasualties, 'f', 2));
    }
    if (!preview_.legal) {
        lines << tr("No fire order: %1").arg(QString::fromStdString(preview_.reason));
    } else if (pending_) {
        lines << tr("Click the target again or press Enter to order fire; Esc cancels");
    }
    return lines.join('\n');
}

GameChange FireTool::confirm() {
    const Unit* firer = unit(firerId_);
    const Unit* target = unit(targetId_);
    if (!pending_ || !firer || !target) {
        return GameChange::refused("no target chosen");
    }
    // Named before the order: applying it replaces the state the units live in.
    const std::string mode = modeId();
    const QString modeName = modeIndex_ < modes_.size()
                                 ? QString::fromStdString(modes_[modeIndex_].label)
                                 : QString::fromStdString(mode);
    const QString ordered =
        mode.empty()
            ? tr("%1 will fire at %2 in the firing step").arg(nameOf(*firer), nameOf(*target))
            : tr("%1 will fire %2 at %3 in the firing step")
                  .arg(nameOf(*firer), modeName, nameOf(*target));
    const GameChange change = session().apply(
        std::make_unique<FireOrderCommand>(session().referees(), firer->id, target->id, mode));
    emit message(
        change.accepted()
            ? ordered
            : tr("No fire order: %1").arg(RefereeLanguage::text(session().state(), change.reason)));
    // The firer stays chosen for another target; the order given is the last.
    pending_ = false;
    targetId_.clear();
    modes_.clear();
    hideMarks();
    overlays_.force(SelectionOverlays::Layer::Arcs, true);
    return change;
}

}  // namespace adjutant::ui
