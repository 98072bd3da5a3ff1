// Copying and pasting features in the editor (FeatureClipboard.h), and the
// vertex edits it works alongside, each undoable.
#include <gtest/gtest.h>

#include "core/editor/FeatureClipboard.h"
#include "core/editor/ScenarioEdits.h"
#include "tests/core/editor/EditorTestSupport.h"

namespace adjutant {
namespace {

using Kind = FeatureRef::Kind;

Scenario withWood() {
    Scenario scenario = test::newTricorneScenario();
    scenario.table.areas.push_back(
        {"woods-1", "Oak wood", AreaKind::Woods, {{10, 10}, {20, 10}, {20, 20}, {10, 20}}, 1});
    scenario.table.lines.push_back({"road-1", "", LinearKind::Road, {{0, 30}, {72, 30}}});
    return scenario;
}

TEST(FeatureClipboardTest, APastedWoodIsACopyUnderAFreshIdMovedAndUndoable) {
    ScenarioDraft draft(withWood());
    const auto copied = copyFeature(draft.scenario(), {Kind::Area, 0});
    ASSERT_TRUE(copied);
    const Vec2 offset = pasteOffset(*copied, draft.scenario().table, {1, 1});
    EXPECT_EQ(offset, (Vec2{1, 1}));
    const ScenarioEdit paste = pasteFeature(*copied, offset);
    EXPECT_EQ(paste.label, "Paste woods");
    ASSERT_EQ(draft.apply(paste), "");
    const auto& areas = draft.scenario().table.areas;
    ASSERT_EQ(areas.size(), 2U);
    EXPECT_EQ(areas[1].id, "woods-2");
    EXPECT_EQ(areas[1].name, "Oak wood");
    EXPECT_EQ(areas[1].outline[0], (Vec2{11, 11}));
    ASSERT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().table.areas.size(), 1U);
}

TEST(FeatureClipboardTest, ACopyAtTheTablesEdgeIsPastedTheOtherWayOrInPlace) {
    const Scenario scenario = withWood();
    const auto road = copyFeature(scenario, {Kind::Line, 0});
    ASSERT_TRUE(road);
    // The road runs edge to edge: neither way keeps it on the table.
    EXPECT_EQ(pasteOffset(*road, scenario.table, {1, 1}), (Vec2{0, 0}));
    const auto wood = copyFeature(scenario, {Kind::Area, 0});
    ASSERT_TRUE(wood);
    // Fifteen inches left would leave the table; fifteen right does not.
    EXPECT_EQ(pasteOffset(*wood, scenario.table, {-15, 0}), (Vec2{15, 0}));
    ScenarioDraft draft(scenario);
    ASSERT_EQ(draft.apply(pasteFeature(*road, {0, 0})), "");
    EXPECT_EQ(draft.scenario().table.lines.back().id, "road-2");
    // Pasted off the table, it is refused as drawing it would be.
    EXPECT_NE(draft.apply(pasteFeature(*road, {0, 40})), "");
    EXPECT_FALSE(copyFeature(scenario, {Kind::Area, 5}));
}

TEST(FeatureClipboardTest, VertexEditsOnATracedOutlineAreEachOneUndoableEdit) {
    ScenarioDraft draft(withWood());
    const FeatureRef wood{Kind::Area, 0};
    ASSERT_EQ(draft.apply(edits::insertVertex(wood, 2, {22, 15})), "");
    ASSERT_EQ(draft.apply(edits::moveVertex(wood, 0, {9, 9})), "");
    ASSERT_EQ(draft.apply(edits::deleteVertex(wood, 3)), "");
    const auto& outline = draft.scenario().table.areas[0].outline;
    EXPECT_EQ(outline, (std::vector<Vec2>{{9, 9}, {20, 10}, {22, 15}, {10, 20}}));
    ASSERT_TRUE(draft.undo());
    ASSERT_TRUE(draft.undo());
    ASSERT_TRUE(draft.undo());
    EXPECT_EQ(draft.scenario().table.areas[0].outline,
              (std::vector<Vec2>{{10, 10}, {20, 10}, {20, 20}, {10, 20}}));
}

}  // namespace
}  // namespace adjutant
