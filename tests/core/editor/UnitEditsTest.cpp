// The unit, brigade, general and text edits of ScenarioEdits.h.
#include <gtest/gtest.h>

#include "core/editor/ScenarioDraft.h"
#include "core/editor/ScenarioEdits.h"

namespace adjutant {
namespace {

Scenario forces() {
    Scenario scenario;
    scenario.title = "Forces";
    Side prussia{"prussia", "Prussians", "prussia", "#000000", TableEdge::Bottom, {}, {}};
    prussia.brigades.push_back({"pr-1", "Brigade Manteuffel", "", "", BrigadeTask::None, ""});
    prussia.generals.push_back({"pr-gen", "Manteuffel", "pr-1", {{36, 45}, 0}});
    Side austria{"austria", "Austrians", "austria", "#ffffff", TableEdge::Top, {}, {}};
    austria.brigades.push_back({"au-1", "Brigade Wied", "", "", BrigadeTask::None, ""});
    scenario.sides = {prussia, austria};
    return scenario;
}

Unit musketeers(const std::string& id, int side, const std::string& brigade) {
    Unit unit;
    unit.id = id;
    unit.side = side;
    unit.type = "musketeer";
    unit.brigade = brigade;
    unit.figures = 12;
    unit.pose = {{30, 40}, 0};
    return unit;
}

TEST(UnitEditsTest, PlaceUnitFillsTheDefaultsTheFileLeavesOut) {
    ScenarioDraft draft(forces());
    Unit unit = musketeers("pr-ir18", 0, "pr-1");
    unit.pose.facingDegrees = -90;
    const ScenarioEdit edit = edits::placeUnit(unit);
    EXPECT_EQ(edit.label, "Place unit pr-ir18");
    ASSERT_EQ(draft.apply(edit), "");
    const Unit* placed = draft.scenario().findUnit("pr-ir18");
    ASSERT_NE(placed, nullptr);
    EXPECT_EQ(placed->nation, "prussia");
    EXPECT_EQ(placed->startFigures, 12);
    EXPECT_EQ(placed->pose.facingDegrees, 270);
}

TEST(UnitEditsTest, PlaceUnitRefusesDuplicateIdsUnknownSidesAndBrigadesAndOffTable) {
    Scenario scenario = forces();
    scenario.units.push_back(musketeers("pr-ir18", 0, "pr-1"));
    ScenarioDraft draft(scenario);

    const std::string duplicate = draft.apply(edits::placeUnit(musketeers("pr-ir18", 0, "")));
    EXPECT_NE(duplicate.find("already used"), std::string::npos) << duplicate;
    // Units and generals share one set of ids.
    EXPECT_NE(draft.apply(edits::placeUnit(musketeers("pr-gen", 0, ""))), "");
    const std::string noSide = draft.apply(edits::placeUnit(musketeers("x", 2, "")));
    EXPECT_NE(noSide.find("no side 2"), std::string::npos) << noSide;
    // A brigade of the other side is not a brigade of this one.
    const std::string noBrigade = draft.apply(edits::placeUnit(musketeers("y", 0, "au-1")));
    EXPECT_NE(noBrigade.find("no brigade \"au-1\" on side \"prussia\""), std::string::npos)
        << noBrigade;
    Unit off = musketeers("z", 0, "");
    off.pose.position = {72.5, 40};
    EXPECT_NE(draft.apply(edits::placeUnit(off)), "");
    Unit empty = musketeers("w", 0, "");
    empty.figures = 0;
    EXPECT_NE(draft.apply(edits::placeUnit(empty)), "");
    EXPECT_NE(draft.apply(edits::placeUnit(musketeers("", 0, ""))), "");
    EXPECT_FALSE(draft.canUndo());
    EXPECT_EQ(draft.scenario().units.size(), 1U);
}

TEST(UnitEditsTest, AddUnitsAddsMissingBrigadesAndKeepsExistingOnes) {
    ScenarioDraft draft(forces());
    std::vector<edits::BrigadeOfSide> brigades{
        {0, {"pr-1", "renamed", "ignored", "", BrigadeTask::None, ""}},
        {0, {"pr-2", "Brigade Zieten", "the hill", "advance", BrigadeTask::None, ""}}};
    std::vector<Unit> units{musketeers("a", 0, "pr-1"), musketeers("b", 0, "pr-2")};
    ASSERT_EQ(draft.apply(edits::addUnits(units, brigades, "Import")), "");
    EXPECT_EQ(draft.undoLabel(), "Import");
    const Side& prussia = draft.scenario().sides[0];
    ASSERT_EQ(prussia.brigades.size(), 2U);
    EXPECT_EQ(prussia.brigades[0].name, "Brigade Manteuffel");
    EXPECT_EQ(prussia.brigades[1].objective, "the hill");
    EXPECT_EQ(draft.scenario().units.size(), 2U);

    // One bad unit refuses the whole batch, brigades included.
    std::vector<Unit> clash{musketeers("c", 0, "pr-3"), musketeers("a", 0, "pr-3")};
    EXPECT_NE(draft.apply(edits::addUnits(clash, {{0, {"pr-3", "", "", "", BrigadeTask::None, ""}}},
                                          "Import")),
              "");
    EXPECT_EQ(draft.scenario().sides[0].brigades.size(), 2U);
    EXPECT_EQ(draft.scenario().findUnit("c"), nullptr);
    EXPECT_NE(draft.apply(edits::addUnits({}, {{5, {"pr-4", "", "", "", BrigadeTask::None, ""}}},
                                          "Import")),
              "");
}

TEST(UnitEditsTest, MoveFormAndRemoveUnits) {
    Scenario scenario = forces();
    scenario.units.push_back(musketeers("pr-ir18", 0, "pr-1"));
    ScenarioDraft draft(scenario);
    ASSERT_EQ(draft.apply(edits::moveUnit("pr-ir18", {{20, 30}, 405})), "");
    EXPECT_EQ(draft.scenario().findUnit("pr-ir18")->pose, (Pose{{20, 30}, 45}));
    EXPECT_EQ(draft.undoLabel(), "Move unit pr-ir18");
    EXPECT_NE(draft.apply(edits::moveUnit("pr-ir18", {{20, 49}, 0})), "");
    const std::string unknown = draft.apply(edits::moveUnit("pr-ir19", {{20, 30}, 0}));
    EXPECT_NE(unknown.find("no unit \"pr-ir19\""), std::string::npos) << unknown;

    ASSERT_EQ(draft.apply(edits::setUnitFormation("pr-ir18", Formation::ColumnOfRoute)), "");
    EXPECT_EQ(draft.scenario().findUnit("pr-ir18")->formation, Formation::ColumnOfRoute);
    EXPECT_NE(draft.apply(edits::setUnitFormation("nobody", Formation::Line)), "");

    EXPECT_NE(draft.apply(edits::removeUnit("nobody")), "");
    ASSERT_EQ(draft.apply(edits::removeUnit("pr-ir18")), "");
    EXPECT_TRUE(draft.scenario().units.empty());
    // Generals have their own edit (removeGeneral).
    EXPECT_NE(draft.apply(edits::removeUnit("pr-gen")), "");
    draft.undo();
    EXPECT_NE(draft.scenario().findUnit("pr-ir18"), nullptr);
}

TEST(UnitEditsTest, SetGeneralAddsOrReplacesByIdWithinItsSide) {
    Scenario scenario = forces();
    scenario.units.push_back(musketeers("pr-ir18", 0, "pr-1"));
    ScenarioDraft draft(scenario);
    ASSERT_EQ(
        draft.apply(edits::setGeneral(0, {"pr-gen", "Von Manteuffel", "pr-1", {{30, 46}, 0}})), "");
    ASSERT_EQ(draft.scenario().sides[0].generals.size(), 1U);
    EXPECT_EQ(draft.scenario().sides[0].generals[0].name, "Von Manteuffel");
    ASSERT_EQ(draft.apply(edits::setGeneral(1, {"au-gen", "Wied", "au-1", {{36, 3}, 180}})), "");
    EXPECT_EQ(draft.scenario().sides[1].generals.size(), 1U);

    EXPECT_NE(draft.apply(edits::setGeneral(1, {"pr-gen", "", "", {{1, 1}, 0}})), "");
    EXPECT_NE(draft.apply(edits::setGeneral(1, {"pr-ir18", "", "", {{1, 1}, 0}})), "");
    EXPECT_NE(draft.apply(edits::setGeneral(0, {"g", "", "au-1", {{1, 1}, 0}})), "");
    EXPECT_NE(draft.apply(edits::setGeneral(3, {"g", "", "", {{1, 1}, 0}})), "");
    EXPECT_NE(draft.apply(edits::setGeneral(0, {"g", "", "", {{-1, 1}, 0}})), "");
    EXPECT_NE(draft.apply(edits::setGeneral(0, {"", "", "", {{1, 1}, 0}})), "");
}

TEST(UnitEditsTest, SetBrigadeAndSetText) {
    ScenarioDraft draft(forces());
    ASSERT_EQ(draft.apply(edits::setBrigade(
                  0, {"pr-1", "Brigade M.", "the hill", "go", BrigadeTask::None, ""})),
              "");
    ASSERT_EQ(draft.scenario().sides[0].brigades.size(), 1U);
    EXPECT_EQ(draft.scenario().sides[0].brigades[0].orders, "go");
    ASSERT_EQ(draft.apply(edits::setBrigade(1, {"au-2", "Reserve", "", "", BrigadeTask::None, ""})),
              "");
    EXPECT_EQ(draft.scenario().sides[1].brigades.size(), 2U);
    EXPECT_NE(draft.apply(edits::setBrigade(2, {"x", "", "", "", BrigadeTask::None, ""})), "");
    EXPECT_NE(draft.apply(edits::setBrigade(0, {"", "", "", "", BrigadeTask::None, ""})), "");

    ASSERT_EQ(draft.apply(edits::setText({"Lobositz", "SYW", 1756, "fog in the morning", ""})), "");
    EXPECT_EQ(draft.scenario().title, "Lobositz");
    EXPECT_EQ(draft.scenario().period, "SYW");
    EXPECT_EQ(draft.scenario().year, 1756);
    EXPECT_EQ(draft.scenario().notes, "fog in the morning");
    EXPECT_NE(draft.apply(edits::setText({"", "SYW", 1756, "", ""})), "");
    EXPECT_EQ(draft.scenario().title, "Lobositz");
}

}  // namespace
}  // namespace adjutant
