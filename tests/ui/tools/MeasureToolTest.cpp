#include <gtest/gtest.h>

#include "core/geometry/Distance.h"
#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/items/TapeItem.h"
#include "ui/tools/MeasureTool.h"

namespace adjutant {
namespace {

using testing::ToolTable;

TEST(MeasureTool, MeasuresFromUnitToUnitWithTheGeometryDistance) {
    ToolTable table;
    ui::MeasureTool& tool = table.tools->measureTool();
    table.tools->activate(&tool);
    // From inside IR 18's stands to inside IR Kaiser's.
    ToolTable::drag(tool, table.centreOf("pr-ir18-1"), table.centreOf("au-ir-1"));
    const double engine = geometry::distanceBetween(table.layout("pr-ir18-1").footprint,
                                                    table.layout("au-ir-1").footprint);
    ASSERT_TRUE(tool.distance().has_value());
    EXPECT_DOUBLE_EQ(*tool.distance(), engine);
    // By hand: the two front edges face each other across y 40 - 9 = 31 in, and
    // their frontages overlap; the tutorial is 15 mm, 33.333 paces an inch.
    EXPECT_NEAR(engine, 31.0, 1e-9);
    EXPECT_EQ(tool.label(), "IR 18, I. battalion to IR Kaiser, I. battalion\n31.0 in (1033 paces)");
    // The tape is laid where it was measured: its length is the distance.
    const QLineF tape(tool.tape()->from(), tool.tape()->to());
    EXPECT_NEAR(tape.length(), engine, 1e-9);
    EXPECT_TRUE(tool.tape()->isVisible());
}

TEST(MeasureTool, MeasuresFromAUnitToAPointAndBetweenPoints) {
    ToolTable table;
    ui::MeasureTool& tool = table.tools->measureTool();
    // From the Cuirassiers (front edge at y 41) straight up to an open point.
    const QPointF open(55.0, 30.0);
    ToolTable::drag(tool, table.centreOf("pr-kr2"), open);
    EXPECT_DOUBLE_EQ(*tool.distance(),
                     geometry::distanceBetween(table.layout("pr-kr2").footprint, {{55.0, 30.0}}));
    EXPECT_NEAR(*tool.distance(), 11.0, 1e-9);
    EXPECT_EQ(tool.label(), "Cuirassier regiment 2 to here\n11.0 in (367 paces)");
    // Between two open points: a plain length.
    ToolTable::drag(tool, QPointF(2, 2), QPointF(5, 6));
    EXPECT_DOUBLE_EQ(*tool.distance(), 5.0);
    EXPECT_EQ(tool.label(), "5.0 in (167 paces)");
    tool.cancel();
    EXPECT_FALSE(tool.distance().has_value());
    EXPECT_FALSE(tool.tape()->isVisible());
}

}  // namespace
}  // namespace adjutant
