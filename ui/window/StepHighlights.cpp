#include "ui/window/StepHighlights.h"

#include <QAction>
#include <QSettings>

#include "core/referee/EnemiesInReach.h"
#include "core/referee/RulesetReferee.h"
#include "ui/items/ActionHighlightsItem.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

constexpr const char* kShown = "table/showWhoMayAct";

QVector<QPolygonF> outlinesOf(const TableScene& scene, const std::vector<std::string>& ids) {
    QVector<QPolygonF> outlines;
    for (const std::string& id : ids) {
        const UnitItem* item = scene.unitItem(QString::fromStdString(id));
        if (item && item->isVisible()) {
            outlines << item->mapToScene(item->body().footprint);
        }
    }
    return outlines;
}

}  // namespace

StepHighlights::StepHighlights(GameSession& session, TableScene& scene, QObject* parent)
    : QObject(parent), session_(session), scene_(scene) {
    action_ = new QAction(tr("Show &who may act"), this);
    action_->setObjectName(QStringLiteral("showWhoMayAct"));
    action_->setCheckable(true);
    action_->setChecked(QSettings().value(kShown, true).toBool());
    action_->setToolTip(
        tr("Ring the units that may act in this step; for a selected unit, mark the enemies "
           "it could fire at (red) and those its charge could reach (orange)"));
    connect(action_, &QAction::toggled, this, [this](bool on) {
        QSettings().setValue(kShown, on);
        refresh();
    });
    connect(&session_, &GameSession::gameReplaced, this, &StepHighlights::refresh);
    connect(&session_, &GameSession::changed, this, &StepHighlights::refresh);
    connect(&session_, &GameSession::selectionChanged, this, &StepHighlights::refresh);
    connect(&session_, &GameSession::viewChanged, this, &StepHighlights::refresh);
    connect(&session_, &GameSession::viewReplaced, this, &StepHighlights::refresh);
}

ActionHighlightsItem* StepHighlights::item() const {
    return item_;
}

void StepHighlights::refresh() {
    const RulesetReferee* referee = session_.hasGame() ? session_.referee() : nullptr;
    // A replay shows a past moment: nobody acts in it.
    if (!referee || !action_->isChecked() || session_.isViewing()) {
        if (item_) {
            item_->setOutlines({}, {}, {});
        }
        return;
    }
    if (!item_) {
        item_ = new ActionHighlightsItem();
        scene_.addItem(item_);
    }
    const GameState& state = session_.state();
    const StepBriefing briefing = referee->stepBriefing(state);
    QVector<QPolygonF> fire;
    QVector<QPolygonF> charge;
    const QString selected = session_.selectedUnit();
    if (!selected.isEmpty()) {
        const EnemiesInReach reach = enemiesInReach(*referee, state, selected.toStdString());
        fire = outlinesOf(scene_, reach.fireTargets);
        charge = outlinesOf(scene_, reach.chargeTargets);
    }
    item_->setOutlines(outlinesOf(scene_, briefing.unitsThatMayAct), fire, charge);
}

}  // namespace adjutant::ui
