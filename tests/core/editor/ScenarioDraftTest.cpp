#include "core/editor/ScenarioDraft.h"

#include <gtest/gtest.h>

#include "core/editor/ScenarioEdits.h"

namespace adjutant {
namespace {

Scenario titled(const std::string& title) {
    Scenario scenario;
    scenario.title = title;
    return scenario;
}

ScenarioEdit setYear(int year) {
    return {"Set year", [year](Scenario& scenario) {
                scenario.year = year;
                return std::string();
            }};
}

// Saving into another folder carries the map along: the history stays, and
// every state that showed the map shows the carried copy.
TEST(ScenarioDraftTest, AMovedMapKeepsTheHistoryAndEveryStateFindsIt) {
    Scenario scenario = titled("Kolin");
    scenario.map = MapImage{"maps/kolin.png", {0, 0}, 0, 1.0, {}};
    ScenarioDraft draft(scenario);
    ASSERT_EQ(draft.apply(setYear(1757)), "");
    ASSERT_EQ(draft.apply(setYear(1758)), "");
    draft.moveMap(MapImage{"kolin.png", {0, 0}, 0, 1.0, std::string(64, 'a')});
    EXPECT_TRUE(draft.canUndo());
    EXPECT_EQ(draft.scenario().map->file, "kolin.png");
    ASSERT_TRUE(draft.undo());
    ASSERT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().year, scenario.year);
    ASSERT_TRUE(draft.scenario().map.has_value());
    EXPECT_EQ(draft.scenario().map->file, "kolin.png");
    EXPECT_EQ(draft.scenario().map->sha256, std::string(64, 'a'));
}

TEST(ScenarioDraftTest, StartsUnmodifiedWithNothingToUndo) {
    const ScenarioDraft draft(titled("Kolin"));
    EXPECT_EQ(draft.scenario().title, "Kolin");
    EXPECT_FALSE(draft.canUndo());
    EXPECT_FALSE(draft.canRedo());
    EXPECT_FALSE(draft.isModified());
    EXPECT_EQ(draft.undoLabel(), "");
    EXPECT_EQ(draft.redoLabel(), "");
    EXPECT_EQ(draft.revision(), 0U);
}

TEST(ScenarioDraftTest, UndoAndRedoStepThroughTheEditsWithTheirLabels) {
    ScenarioDraft draft(titled("Kolin"));
    ASSERT_EQ(draft.apply(edits::setText({"Leuthen", "SYW", 1757, "", ""})), "");
    ASSERT_EQ(draft.apply(setYear(1758)), "");
    EXPECT_EQ(draft.scenario().title, "Leuthen");
    EXPECT_EQ(draft.scenario().year, 1758);
    EXPECT_EQ(draft.undoLabel(), "Set year");
    EXPECT_TRUE(draft.isModified());

    EXPECT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().year, 1757);
    EXPECT_EQ(draft.undoLabel(), "Edit scenario description");
    EXPECT_EQ(draft.redoLabel(), "Set year");

    EXPECT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().title, "Kolin");
    EXPECT_FALSE(draft.canUndo());
    EXPECT_FALSE(draft.undo());
    EXPECT_FALSE(draft.isModified());

    EXPECT_TRUE(draft.redo());
    EXPECT_TRUE(draft.redo());
    EXPECT_FALSE(draft.redo());
    EXPECT_EQ(draft.scenario().year, 1758);
    EXPECT_EQ(draft.redoLabel(), "");
    // apply, apply, undo, undo, redo, redo: six changes of what is shown.
    EXPECT_EQ(draft.revision(), 6U);
}

TEST(ScenarioDraftTest, ARefusedEditLeavesEverythingAsItWas) {
    ScenarioDraft draft(titled("Kolin"));
    const ScenarioEdit halfDone{"Break", [](Scenario& scenario) {
                                    scenario.title = "changed before refusing";
                                    scenario.year = 99;
                                    return std::string("cannot do that");
                                }};
    EXPECT_EQ(draft.apply(halfDone), "cannot do that");
    EXPECT_EQ(draft.scenario().title, "Kolin");
    EXPECT_EQ(draft.scenario().year, 0);
    EXPECT_FALSE(draft.canUndo());
    EXPECT_FALSE(draft.isModified());
    EXPECT_EQ(draft.revision(), 0U);
    EXPECT_NE(draft.apply(ScenarioEdit{"Nothing", {}}), "");
}

TEST(ScenarioDraftTest, AnEditAfterUndoDropsTheRedoHistory) {
    ScenarioDraft draft;
    draft.apply(setYear(1));
    draft.apply(setYear(2));
    draft.undo();
    ASSERT_TRUE(draft.canRedo());
    draft.apply(setYear(3));
    EXPECT_FALSE(draft.canRedo());
    EXPECT_EQ(draft.scenario().year, 3);
    draft.undo();
    EXPECT_EQ(draft.scenario().year, 1);
}

TEST(ScenarioDraftTest, ModifiedFollowsTheSavedStateThroughUndoAndRedo) {
    ScenarioDraft draft;
    draft.apply(setYear(1));
    draft.apply(setYear(2));
    draft.markSaved();
    EXPECT_FALSE(draft.isModified());
    draft.undo();
    EXPECT_TRUE(draft.isModified());
    draft.redo();
    EXPECT_FALSE(draft.isModified());

    // The saved state (year 2) is redone away by a new edit: no state in the
    // history matches the file any more, not even year 1.
    draft.undo();
    draft.apply(setYear(5));
    EXPECT_TRUE(draft.isModified());
    draft.undo();
    EXPECT_EQ(draft.scenario().year, 1);
    EXPECT_TRUE(draft.isModified());
    draft.markSaved();
    EXPECT_FALSE(draft.isModified());
}

TEST(ScenarioDraftTest, TheOldestEditsFallOffBeyondTheHistoryLimit) {
    ScenarioDraft draft;
    draft.apply(setYear(1));
    draft.markSaved();  // saved at year 1, which will fall off
    const int edits = 310;
    for (int year = 2; year <= edits; ++year) {
        ASSERT_EQ(draft.apply(setYear(year)), "");
    }
    // 300 states kept: the present one (year 310) and 299 before it.
    int undone = 0;
    while (draft.undo()) {
        ++undone;
    }
    EXPECT_EQ(undone, static_cast<int>(ScenarioDraft::kHistoryLimit) - 1);
    EXPECT_EQ(draft.scenario().year, edits - 299);  // 11
    EXPECT_TRUE(draft.isModified());
}

TEST(ScenarioDraftTest, TheSavedStateStaysKnownWhileItIsInTheHistory) {
    ScenarioDraft draft;
    for (int year = 1; year <= 10; ++year) {
        draft.apply(setYear(year));
    }
    draft.markSaved();  // year 10
    for (int year = 11; year <= 300; ++year) {
        draft.apply(setYear(year));
    }
    // 301 states made, 300 kept: year 0 fell off, the saved year 10 is still there.
    for (int i = 0; i < 290; ++i) {
        ASSERT_TRUE(draft.undo());
    }
    EXPECT_EQ(draft.scenario().year, 10);
    EXPECT_FALSE(draft.isModified());
}

}  // namespace
}  // namespace adjutant
