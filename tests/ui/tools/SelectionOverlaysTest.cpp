#include <gtest/gtest.h>

#include <QAction>

#include "core/referee/RulesetReferee.h"
#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/items/AllowanceOverlayItem.h"
#include "ui/items/ArcOverlayItem.h"
#include "ui/items/ReachOverlayItem.h"
#include "ui/items/ZoneOverlayItem.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::ToolTable;
using Layer = ui::SelectionOverlays::Layer;

TEST(SelectionOverlays, TheSelectedUnitShowsTheRefereesOverlaysLayerByLayer) {
    ToolTable table;
    ui::SelectionOverlays& overlays = table.tools->overlays();
    EXPECT_FALSE(overlays.arcItem()->isVisible());  // nothing selected
    table.session.selectUnit("pr-ir18-1");
    const UnitOverlays engine = table.session.referee()->overlays(table.state(), "pr-ir18-1");
    EXPECT_EQ(overlays.overlays().unitId, "pr-ir18-1");
    ASSERT_EQ(overlays.overlays().arcs.size(), engine.arcs.size());
    EXPECT_EQ(overlays.overlays().allowance.size(), engine.allowance.size());
    // By default: the arcs and the allowance; reach and zones on request.
    EXPECT_TRUE(overlays.arcItem()->isVisible());
    EXPECT_TRUE(overlays.allowanceItem()->isVisible());
    EXPECT_FALSE(overlays.reachItem()->isVisible());
    EXPECT_FALSE(overlays.zoneItem()->isVisible());
    EXPECT_EQ(overlays.allowanceItem()->region().size(),
              static_cast<qsizetype>(engine.allowance.size()));
    EXPECT_EQ(overlays.allowanceItem()->caption(), "Move left: 8.0 in");

    overlays.action(Layer::Zones)->setChecked(true);
    overlays.action(Layer::Reach)->setChecked(true);
    overlays.action(Layer::Arcs)->setChecked(false);
    EXPECT_TRUE(overlays.zoneItem()->isVisible());
    EXPECT_FALSE(overlays.zoneItem()->isEmpty());
    // Cut to the table: nothing drawn beyond its 72 x 48 in.
    EXPECT_TRUE(QRectF(-0.2, -0.2, 72.4, 48.4).contains(overlays.zoneItem()->boundingRect()));
    EXPECT_TRUE(overlays.reachItem()->isVisible());
    EXPECT_EQ(overlays.reachItem()->caption(), "Charge reach 11.0 in");
    EXPECT_FALSE(overlays.arcItem()->isVisible());

    table.session.selectUnit({});
    EXPECT_FALSE(overlays.zoneItem()->isVisible());
    EXPECT_FALSE(overlays.reachItem()->isVisible());
}

TEST(SelectionOverlays, ARoutedOrImmobileUnitSaysWhyItHasNoMove) {
    ToolTable table;
    table.advanceTo("movement");
    // A battalion in square cannot move (A30).
    ASSERT_TRUE(
        table
            .apply(
                {{"type", "manoeuvre"},
                 {"manoeuvre",
                  {{"unit", "pr-ir18-2"}, {"kind", "changeFormation"}, {"formation", "square"}}}})
            .accepted());
    table.session.selectUnit("pr-ir18-2");
    ui::SelectionOverlays& overlays = table.tools->overlays();
    EXPECT_TRUE(overlays.overlays().allowance.empty());
    // A short caption on the table, the referee's reason in its tooltip.
    EXPECT_EQ(overlays.allowanceItem()->caption(), "No move");
    EXPECT_EQ(overlays.allowanceItem()->captionDetails().toStdString(),
              overlays.overlays().allowanceWhyNot);
    EXPECT_FALSE(overlays.overlays().allowanceWhyNot.empty());
    EXPECT_EQ(overlays.overlays().arcs.size(), 4u);  // a square fires from every face
    // Said while the player tries to move it, not left over the unit selected.
    EXPECT_FALSE(overlays.allowanceItem()->isVisible());
    overlays.force(ui::SelectionOverlays::Layer::Allowance, true);
    EXPECT_TRUE(overlays.allowanceItem()->isVisible());
    overlays.force(ui::SelectionOverlays::Layer::Allowance, false);
    EXPECT_FALSE(overlays.allowanceItem()->isVisible());
}

}  // namespace
}  // namespace adjutant
