// A general's name that gave way to a unit's: moved near its base clear of
// the units where there is room, hidden at that zoom where there is none.
#include <gtest/gtest.h>

#include "core/model/Scenario.h"
#include "tests/ui/QtTestApp.h"
#include "ui/items/GeneralsItem.h"

namespace adjutant {
namespace {

// One general in the middle of a 40 x 30 inch table.
Scenario oneGeneral() {
    Scenario scenario;
    scenario.table.width = 40;
    scenario.table.height = 30;
    scenario.sides.resize(2);
    General general;
    general.id = "gen";
    general.name = "Generalmajor von Manteuffel";
    general.pose.position = {20, 15};
    scenario.sides[0].generals.push_back(general);
    return scenario;
}

constexpr double kPpi = 20.0;

TEST(GeneralsItem, ANameThatGaveWayMovesBesideItsBaseClearOfTheUnits) {
    testing::qtTestApp();
    ui::GeneralsItem item;
    item.setGenerals(oneGeneral());
    const QRectF own = item.nameBoxes(kPpi).front();
    // A unit's label where the name would go.
    const QList<QRectF> units{own.adjusted(-4, -2, 4, 2)};
    item.giveWay({true}, units, kPpi);
    const QRectF moved = item.shownNameBoxes(kPpi).front();
    ASSERT_FALSE(moved.isEmpty());
    EXPECT_FALSE(moved.intersects(units.front()));
    const QPointF base(20 * kPpi, 15 * kPpi);
    EXPECT_LT(QLineF(base, moved.center()).length(), QLineF(base, own.center()).length() * 4);
    // At another zoom every name shows at its own place.
    EXPECT_EQ(item.shownNameBoxes(kPpi * 2), item.nameBoxes(kPpi * 2));
}

TEST(GeneralsItem, ANameWithNoRoomNearItsBaseIsHiddenAtThatZoom) {
    testing::qtTestApp();
    ui::GeneralsItem item;
    item.setGenerals(oneGeneral());
    // Units and their names all round the general, a hand's breadth each way.
    const QRectF crowd(0, 0, 40 * kPpi, 30 * kPpi);
    item.giveWay({true}, {crowd}, kPpi);
    EXPECT_TRUE(item.shownNameBoxes(kPpi).front().isEmpty());
    // A name that did not give way stays where it was.
    item.giveWay({false}, {crowd}, kPpi);
    EXPECT_EQ(item.shownNameBoxes(kPpi), item.nameBoxes(kPpi));
}

}  // namespace
}  // namespace adjutant
