// Everything the window shows of a unit comes from the referee, in every
// ruleset: its outline as the referee lays it out (an unformed battalion,
// Fire Effect's broken groups), its badges, the move left in the unit panel
// and on the table, the fire tool's working and the initiative line.
#include <gtest/gtest.h>

#include <QLabel>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <fstream>

#include "core/rules/UnitLayoutSpec.h"
#include "tests/ui/handplay/HandPlayScript.h"
#include "ui/docks/PhaseTrackerDock.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/items/UnitItem.h"
#include "ui/tools/SelectionOverlays.h"
#include "ui/window/TableSync.h"

namespace adjutant {
namespace {

using testing::HandPlay;

QString variantOf(const QTemporaryDir& folder, const char* scenario,
                  const std::function<void(nlohmann::json&)>& edit) {
    std::ifstream in(testing::shippedScenario(scenario).toStdString());
    nlohmann::json json = nlohmann::json::parse(in);
    edit(json);
    // The map and other files are found beside the scenario.
    json.erase("map");
    const QString path = folder.filePath("variant.scenario.json");
    std::ofstream(path.toStdString()) << json.dump(2);
    return path;
}

QPolygonF polygonOf(const std::vector<Vec2>& points) {
    QPolygonF polygon;
    for (const Vec2& p : points) {
        polygon << QPointF(p.x, p.y);
    }
    return polygon;
}

QTreeWidgetItem* findRow(QTreeWidgetItem* parent, const QString& label) {
    for (int i = 0; i < parent->childCount(); ++i) {
        if (parent->child(i)->text(0) == label) {
            return parent->child(i);
        }
        if (QTreeWidgetItem* found = findRow(parent->child(i), label)) {
            return found;
        }
    }
    return nullptr;
}

TEST(TableShowsTheReferee, AnUnformedBattalionIsDrawnAsTheRefereeLaysItOut) {
    QTemporaryDir folder;
    const QString path = variantOf(folder, "tricorne-tutorial.scenario.json", [](auto& json) {
        json["sides"][0]["units"][0]["status"] = {{"unformed", true}};
    });
    HandPlay play(path, 1);
    const std::string id = play.state().units().front().id;
    const ui::UnitItem* item = play.window.tableScene()->unitItem(QString::fromStdString(id));
    ASSERT_NE(item, nullptr);
    const auto picture = play.referee().picture(play.state(), id);
    ASSERT_TRUE(picture.layout.has_value());
    EXPECT_EQ(picture.layout->cohesion, Cohesion::Unformed);
    EXPECT_EQ(item->body().footprint, polygonOf(picture.layout->footprint));
    // ... which is not the formed outline the scenario's formation alone gives.
    const Unit& unit = play.unit(id);
    const auto spec =
        layoutSpecFor(unit, play.state().ruleset(), play.session().setup().scenario->figureScale);
    ASSERT_TRUE(spec.has_value());
    EXPECT_NE(item->body().footprint, polygonOf(geometry::layoutUnit(*spec, unit.pose).footprint));
    EXPECT_TRUE(
        play.window.tableSync()->badgeText(QString::fromStdString(id)).contains("Unformed"));
}

TEST(TableShowsTheReferee, FireEffectBrokenGroupsAreDrawnBesideTheirUnit) {
    QTemporaryDir folder;
    std::string id;
    const QString path = variantOf(folder, "fire-effect-tutorial.scenario.json", [&](auto& json) {
        auto& unit = json["sides"][0]["units"][0];
        id = unit["id"].template get<std::string>();
        const auto at = unit["pose"]["position"];
        unit["status"] = {
            {"brokenGroups",
             {{{"figures", 4},
               {"position", {at[0].template get<double>(), at[1].template get<double>() + 4}},
               {"state", "fleeing"}}}}};
    });
    HandPlay play(path, 1);
    const auto picture = play.referee().picture(play.state(), id);
    ASSERT_EQ(picture.detached.size(), 1U);
    EXPECT_EQ(picture.detached.front().label, "4 figures, fleeing");
    const ui::UnitItem* item = play.window.tableScene()->unitItem(QString::fromStdString(id));
    ASSERT_NE(item, nullptr);
    EXPECT_FALSE(item->body().detached.isEmpty());
    // Drawn beside the unit, never picked as it.
    const Vec2 group = picture.detached.front().layout.centre();
    EXPECT_TRUE(item->boundingRect().contains(QPointF(group.x, group.y)));
    EXPECT_FALSE(item->shape().contains(QPointF(group.x, group.y)));
    EXPECT_TRUE(
        play.window.tableSync()->badgeText(QString::fromStdString(id)).contains("Broken groups"));
}

TEST(TableShowsTheReferee, AFreshUnitWearsNoBadgeInAnyRuleset) {
    for (const char* scenario :
         {"tricorne-tutorial.scenario.json", "princes-tutorial.scenario.json",
          "fire-effect-tutorial.scenario.json"}) {
        HandPlay play(testing::shippedScenario(scenario), 1);
        for (const Unit& unit : play.state().units()) {
            EXPECT_EQ(play.window.tableSync()->badgeText(QString::fromStdString(unit.id)),
                      QString())
                << scenario << " " << unit.id;
        }
    }
}

TEST(TableShowsTheReferee, TheUnitPanelGivesTheMoveLeftAsTheTableDoes) {
    for (const char* scenario :
         {"tricorne-tutorial.scenario.json", "princes-tutorial.scenario.json",
          "fire-effect-tutorial.scenario.json"}) {
        HandPlay play(testing::shippedScenario(scenario), 3);
        ASSERT_TRUE(play.advanceTo("movement"));
        const std::string moved = testing::moveByHand(play);
        ASSERT_FALSE(moved.empty()) << scenario;
        auto* panel = play.window.findChild<ui::UnitInspectorDock*>("unitInspectorDock");
        ASSERT_NE(panel, nullptr);
        const ui::DistanceFormat format = play.session().distanceFormat();
        const UnitMovement movement = play.referee().unitMovement(play.state(), moved);
        QTreeWidgetItem* movedRow = findRow(panel->tree()->invisibleRootItem(), "Moved");
        QTreeWidgetItem* leftRow = findRow(panel->tree()->invisibleRootItem(), "Move left");
        ASSERT_NE(movedRow, nullptr) << scenario;
        ASSERT_NE(leftRow, nullptr) << scenario;
        EXPECT_EQ(movedRow->text(1), format.length(movement.movedInches)) << scenario;
        EXPECT_TRUE(leftRow->text(1).startsWith(format.length(movement.leftInches))) << scenario;
        EXPECT_EQ(findRow(panel->tree()->invisibleRootItem(), "Allowance spent"), nullptr);
        EXPECT_EQ(findRow(panel->tree()->invisibleRootItem(), "Moved (yds)"), nullptr);
        // The table's caption gives the same figure.
        EXPECT_EQ(play.tools().overlays().overlays().allowanceInches, movement.leftInches);
    }
}

TEST(TableShowsTheReferee, ThePhaseTrackerSaysWhoMovesFirstInTheRulesetsWithPlayerTurns) {
    for (const char* scenario :
         {"princes-tutorial.scenario.json", "fire-effect-tutorial.scenario.json"}) {
        HandPlay play(testing::shippedScenario(scenario), 3);
        play.resolveStep();  // the initiative
        const int first = *play.state().phasingSide();
        const QString side = QString::fromStdString(
            play.session().setup().scenario->sides[static_cast<std::size_t>(first)].name);
        const QString line = play.window.phaseTracker()->initiativeLabel()->text();
        EXPECT_TRUE(line.contains(side + " moves first")) << line.toStdString();
    }
}

}  // namespace
}  // namespace adjutant
