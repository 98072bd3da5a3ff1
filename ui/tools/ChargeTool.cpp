#include "ui/tools/ChargeTool.h"

#include "core/referee/ChargeOrderCommand.h"
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

ChargeTool::ChargeTool(GameSession& session, TableScene& scene, SelectionOverlays& overlays,
                       QObject* parent)
    : TableTool(session, scene, parent), overlays_(overlays) {
    connect(&session, &GameSession::gameReplaced, this, [this] { cancel(); });
    connect(&session, &GameSession::viewReplaced, this, [this] { cancel(); });
}

QString ChargeTool::hint() const {
    return tr("Drag from a unit onto the enemy it charges (declared at step 1 of the bound)");
}

QString ChargeTool::calloutText() const {
    return callout_ && callout_->isVisible() ? callout_->text() : QString();
}

QVector<CalloutItem::OddsBlock> ChargeTool::calloutOdds() const {
    return callout_ && callout_->isVisible() ? callout_->odds() : QVector<CalloutItem::OddsBlock>();
}

void ChargeTool::cancel() {
    chargerId_.clear();
    targetId_.clear();
    refusal_.reset();
    hideMarks();
}

void ChargeTool::hideMarks() {
    if (arrow_) {
        arrow_->setVisible(false);
    }
    if (callout_) {
        callout_->setVisible(false);
    }
    overlays_.force(SelectionOverlays::Layer::Reach, false);
}

bool ChargeTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasGame()) {
        return false;
    }
    cancel();
    const Unit* charger = unitAt(event.table);
    if (!charger) {
        session().selectUnit({});
        return true;
    }
    chargerId_ = QString::fromStdString(charger->id);
    session().selectUnit(chargerId_);
    overlays_.showUnit(chargerId_);
    overlays_.force(SelectionOverlays::Layer::Reach, true);
    judge(event.table);
    return true;
}

bool ChargeTool::mouseMove(const ToolMouseEvent& event) {
    if (chargerId_.isEmpty()) {
        return false;
    }
    judge(event.table);
    return true;
}

void ChargeTool::judge(QPointF cursor) {
    const Unit* charger = unit(chargerId_);
    if (!charger) {
        cancel();
        return;
    }
    const Unit* target = unitAt(cursor);
    if (target && target->id == charger->id) {
        target = nullptr;
    }
    targetId_ = target ? QString::fromStdString(target->id) : QString();
    refusal_.reset();
    QPointF to = cursor;
    QString text = tr("Drag onto the unit %1 charges").arg(nameOf(*charger));
    bool good = true;
    if (target) {
        if (const auto layout = layoutOf(*target)) {
            to = toScenePoint(layout->centre());
        }
        const RulesetReferee* judge = referee();
        refusal_ = judge ? judge->refuseCharge(session().state(), charger->id, {target->id})
                         : std::optional<std::string>(
                               "this ruleset has no referee to declare "
                               "charges with");
        good = !refusal_.has_value();
        if (refusal_) {
            refusal_ = RefereeLanguage::textStd(session().state(), *refusal_);
        }
        text = good ? tr("%1 may charge %2").arg(nameOf(*charger), nameOf(*target))
                    : QString::fromStdString(*refusal_);
    }
    ArrowLineItem* arrow = ensureItemIn(scene(), arrow_);
    arrow->setLine(toScenePoint(charger->pose.position), to, good);
    arrow->setVisible(true);
    // Before it is declared: how the target may answer and whether the charge
    // goes home, counted over every die face by the referee.
    QVector<CalloutItem::OddsBlock> odds;
    if (target && good) {
        if (const RulesetReferee* judge = referee()) {
            ChargeOdds chances = judge->chargeOdds(session().state(), charger->id, {target->id});
            if (chances.responses) {
                RefereeLanguage::translate(session().state(), *chances.responses);
            }
            for (RulesOdds& test : chances.onTheWay) {
                RefereeLanguage::translate(session().state(), test);
            }
            // Every test on the way in, in the order taken, the target's answer among them.
            for (std::size_t i = 0; i <= chances.onTheWay.size(); ++i) {
                if (i == chances.beforeResponse && chances.responses) {
                    odds.append({oddsTitle(*chances.responses), oddsBars(*chances.responses)});
                }
                if (i < chances.onTheWay.size()) {
                    odds.append({oddsTitle(chances.onTheWay[i]), oddsBars(chances.onTheWay[i])});
                }
            }
            if (chances.goesHome) {
                const Chance home = *chances.goesHome;
                odds.append({chances.onTheWay.empty()
                                 ? tr("The charge goes home")
                                 : tr("The charge goes home, every test above counted"),
                             {OddsBar{tr("Reaches and fights %1").arg(nameOf(*target)),
                                      home.value(), QString::fromStdString(home.text())}}});
            }
        }
    }
    CalloutItem* callout = ensureItemIn(scene(), callout_);
    callout->setText(text);
    callout->setOdds(odds);
    callout->setTone(!target ? CalloutItem::Tone::Info
                             : (good ? CalloutItem::Tone::Good : CalloutItem::Tone::Bad));
    callout->setPos(cursor);
    callout->setVisible(true);
}

bool ChargeTool::mouseRelease(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || chargerId_.isEmpty()) {
        return false;
    }
    judge(event.table);
    const Unit* charger = unit(chargerId_);
    const Unit* target = unit(targetId_);
    if (charger && target) {
        if (refusal_) {
            emit message(tr("No charge: %1").arg(QString::fromStdString(*refusal_)));
        } else {
            // Named before the order: applying it replaces the state the units live in.
            const QString declared =
                tr("%1 declares a charge on %2").arg(nameOf(*charger), nameOf(*target));
            const GameChange change = session().apply(std::make_unique<ChargeOrderCommand>(
                session().referees(), charger->id, std::vector<std::string>{target->id}));
            emit message(change.accepted()
                             ? declared
                             : tr("No charge: %1")
                                   .arg(RefereeLanguage::text(session().state(), change.reason)));
        }
    }
    chargerId_.clear();
    targetId_.clear();
    hideMarks();
    return true;
}

}  // namespace adjutant::ui
