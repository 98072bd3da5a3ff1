// Where outlines overlap (a wood on a hill, a road through the wood), a click
// selects the one on top and Tab the next one under that point, Shift+Tab the
// one before, round again at the end; the status bar says which of how many.
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTest>

#include "core/editor/ScenarioEdits.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/EditSelectTool.h"

namespace adjutant {
namespace {

TerrainArea area(AreaKind kind, std::vector<Vec2> outline) {
    TerrainArea made;
    made.kind = kind;
    made.outline = std::move(outline);
    return made;
}

TEST(OverlappingFeatures, TabChoosesEachOutlineUnderTheClickInTurn) {
    testing::EditorWindow w;
    ui::EditorSession& session = w.editor.session();
    ASSERT_EQ(session.apply(
                  edits::addArea(area(AreaKind::Hill, {{10, 10}, {40, 10}, {40, 35}, {10, 35}}))),
              QString());
    ASSERT_EQ(session.apply(
                  edits::addArea(area(AreaKind::Woods, {{20, 15}, {32, 15}, {32, 28}, {20, 28}}))),
              QString());
    LinearFeature road;
    road.kind = LinearKind::Road;
    road.points = {{5, 22}, {60, 22}};
    ASSERT_EQ(session.apply(edits::addLine(road)), QString());

    ui::EditorTool* select = &w.editor.selectTool();
    QSignalSpy said(select, &ui::EditorTool::message);
    testing::click(w.view(), QPointF(25, 22));
    ASSERT_TRUE(session.selectedFeature().has_value());
    // The road lies on top, then the wood, then the hill beneath.
    EXPECT_EQ(*session.selectedFeature(), (FeatureRef{FeatureRef::Kind::Line, 0}));
    ASSERT_FALSE(said.isEmpty());
    EXPECT_TRUE(said.last().at(0).toString().contains("1 of 3")) << said.size();

    QTest::keyClick(&w.view(), Qt::Key_Tab);
    EXPECT_EQ(*session.selectedFeature(), (FeatureRef{FeatureRef::Kind::Area, 1}));
    EXPECT_TRUE(said.last().at(0).toString().contains("2 of 3"));
    QTest::keyClick(&w.view(), Qt::Key_Tab);
    EXPECT_EQ(*session.selectedFeature(), (FeatureRef{FeatureRef::Kind::Area, 0}));
    QTest::keyClick(&w.view(), Qt::Key_Tab);
    EXPECT_EQ(*session.selectedFeature(), (FeatureRef{FeatureRef::Kind::Line, 0}));
    QTest::keyClick(&w.view(), Qt::Key_Tab, Qt::ShiftModifier);
    EXPECT_EQ(*session.selectedFeature(), (FeatureRef{FeatureRef::Kind::Area, 0}));

    // Delete then removes the outline chosen, the hill, and only it.
    QTest::keyClick(&w.view(), Qt::Key_Delete);
    ASSERT_EQ(w.scenario().table.areas.size(), 1u);
    EXPECT_EQ(w.scenario().table.areas[0].kind, AreaKind::Woods);
    EXPECT_EQ(w.scenario().table.lines.size(), 1u);
}

TEST(OverlappingFeatures, WhereOnlyOneOutlineLiesTabChoosesNothingElse) {
    testing::EditorWindow w;
    ui::EditorSession& session = w.editor.session();
    ASSERT_EQ(session.apply(
                  edits::addArea(area(AreaKind::Woods, {{20, 15}, {32, 15}, {32, 28}, {20, 28}}))),
              QString());
    testing::click(w.view(), QPointF(25, 20));
    ASSERT_TRUE(session.selectedFeature().has_value());
    EXPECT_FALSE(w.editor.selectTool().chooseNextOverlapping(true));
    EXPECT_EQ(*session.selectedFeature(), (FeatureRef{FeatureRef::Kind::Area, 0}));
}

}  // namespace
}  // namespace adjutant
