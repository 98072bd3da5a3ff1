#include "ui/window/TableSync.h"

#include <algorithm>

#include "core/referee/RulesetReferee.h"
#include "ui/items/ObjectiveMarkOf.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/items/StatusBadgeItem.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/session/UnitStatusWords.h"

namespace adjutant::ui {

TableSync::TableSync(GameSession& session, TableScene& scene, QObject* parent)
    : QObject(parent), session_(session), scene_(scene) {
    connect(&session_, &GameSession::gameReplaced, this, &TableSync::rebuild);
    connect(&session_, &GameSession::changed, this, &TableSync::onChanged);
    connect(&session_, &GameSession::viewReplaced, this, &TableSync::syncAllUnits);
    connect(&session_, &GameSession::selectionChanged, this, &TableSync::showSelection);
    connect(&scene_, &QGraphicsScene::selectionChanged, this, &TableSync::takeSelectionFromScene);
}

void TableSync::rebuild() {
    if (!session_.hasGame()) {
        return;
    }
    // showScenario deletes every item, the badges (children of the units) with them.
    badges_.clear();
    const GameSetup& setup = session_.setup();
    mirroring_ = true;
    scene_.showScenario(*setup.scenario, *setup.ruleset, session_.scenarioFolder());
    mirroring_ = false;
    syncAllUnits();
    GameOutcome shown;  // the objectives as last shown, marked on the new table
    shown.objectives = objectives_;
    showObjectives(shown);
    showSelection(session_.selectedUnit());
    emit tableRebuilt();
}

void TableSync::showObjectives(const GameOutcome& standing) {
    objectives_ = standing.objectives;
    ObjectiveMarksItem* item = scene_.objectiveMarks();
    if (!item || !session_.hasGame()) {
        return;
    }
    const Scenario& scenario = *session_.setup().scenario;
    QList<ObjectiveMarksItem::Mark> marks;
    for (const VictoryObjective& scored : scenario.victory.objectives) {
        const auto objective =
            std::find_if(scenario.objectives.begin(), scenario.objectives.end(),
                         [&](const Objective& o) { return o.id == scored.objectiveId; });
        if (objective == scenario.objectives.end()) {
            continue;
        }
        ObjectiveMarksItem::Mark mark = objectiveMarkOf(scenario, *objective);
        for (const ObjectiveStanding& now : objectives_) {
            const int holder = now.judged ? now.scoredBy : now.heldNow;
            if (now.objectiveId == scored.objectiveId && holder >= 0 &&
                holder < static_cast<int>(scenario.sides.size())) {
                const QColor colour(QString::fromStdString(
                    scenario.sides[static_cast<std::size_t>(holder)].colour));
                mark.colour = colour.isValid() ? colour : mark.colour;
                mark.held = true;
            }
        }
        marks << mark;
    }
    item->setMarks(std::move(marks));
    scene_.invalidateNames();
}

void TableSync::syncAllUnits() {
    if (!session_.hasGame()) {
        return;
    }
    for (const Unit& unit : session_.state().units()) {
        syncUnit(unit.id);
    }
}

void TableSync::onChanged(const GameChange& change) {
    // A change of the ruleset's own state or of the step may alter any unit's
    // status (the end of a bound clears "this bound" marks), so all are redrawn;
    // otherwise only the units the change names.
    if (change.rulesetStateChanged || change.turnChanged) {
        syncAllUnits();
        return;
    }
    for (const std::string& id : change.units) {
        syncUnit(id);
    }
}

void TableSync::syncUnit(const std::string& unitId) {
    const Unit* unit = session_.state().findUnit(unitId);
    if (!unit) {
        return;
    }
    if (const RulesetReferee* referee = session_.referee()) {
        scene_.syncUnit(*unit, referee->picture(session_.state(), unitId));
    } else {
        scene_.syncUnit(*unit);
    }
    UnitItem* item = scene_.unitItem(QString::fromStdString(unitId));
    if (!item) {
        return;
    }
    const QString id = QString::fromStdString(unitId);
    StatusBadgeItem* badge = badges_.value(id);
    if (!badge) {
        badge = new StatusBadgeItem(item);
        badges_.insert(id, badge);
    }
    const UnitStatusWords status = UnitStatusWords::of(session_, unitId);
    badge->setStatus(status.words, status.details);
}

QString TableSync::badgeText(const QString& unitId) const {
    const StatusBadgeItem* badge = badges_.value(unitId);
    return badge && badge->isVisible() ? badge->text() : QString();
}

void TableSync::showSelection(const QString& unitId) {
    if (mirroring_) {
        return;
    }
    mirroring_ = true;
    for (QGraphicsItem* item : scene_.selectedItems()) {
        item->setSelected(false);
    }
    if (UnitItem* item = scene_.unitItem(unitId)) {
        item->setSelected(true);
    }
    mirroring_ = false;
}

void TableSync::takeSelectionFromScene() {
    if (mirroring_) {
        return;
    }
    QString selected;
    for (QGraphicsItem* item : scene_.selectedItems()) {
        if (auto* unit = dynamic_cast<UnitItem*>(item)) {
            selected = unit->unitId();
            break;
        }
    }
    mirroring_ = true;
    session_.selectUnit(selected);
    mirroring_ = false;
}

}  // namespace adjutant::ui
