// The units' labels placed around other names (the generals'): kept clear of
// them while every unit finds a place, and only the names in a unit's way
// giving way when not.
#include <gtest/gtest.h>

#include "ui/scene/LabelPlacement.h"

namespace adjutant {
namespace {

using ui::LabelPlace;
using ui::LabelRequest;

// A unit facing up in the middle of a strip 100 by 30 pixels, with only a
// short name (30 by 14 pixels).
LabelRequest unitInTheStrip() {
    LabelRequest unit;
    unit.frontCentre = QPointF(50, 5);
    unit.rearCentre = QPointF(50, 15);
    unit.backwards = QPointF(0, 1);
    unit.body = QRectF(40, 5, 20, 10);
    unit.brief = QSizeF(30, 14);
    return unit;
}

const QRectF kStrip(0, 0, 100, 30);

TEST(LabelsAroundNames, ALabelIsPlacedClearOfANameThatLeavesItRoom) {
    const QList<QRectF> names{QRectF(0, 0, 12, 8)};
    const ui::LabelsAroundNames placed =
        ui::placeLabelsAround({unitInTheStrip()}, kStrip, false, {}, names);
    ASSERT_EQ(placed.places.size(), 1u);
    EXPECT_EQ(placed.places[0].text, LabelPlace::Text::Brief);
    EXPECT_FALSE(placed.places[0].box.intersects(names[0]));
    EXPECT_EQ(placed.yielded, std::vector<bool>{false});
}

TEST(LabelsAroundNames, ANameInTheOnlyPlaceGivesWayAndTheOthersStay) {
    // The first name covers the whole strip; the second lies beside it.
    const QList<QRectF> names{kStrip, QRectF(200, 0, 20, 10)};
    const ui::LabelsAroundNames placed =
        ui::placeLabelsAround({unitInTheStrip()}, kStrip, false, {}, names);
    ASSERT_EQ(placed.places.size(), 1u);
    EXPECT_EQ(placed.places[0].text, LabelPlace::Text::Brief);
    EXPECT_EQ(placed.yielded, (std::vector<bool>{true, false}));
}

TEST(LabelsAroundNames, WhatIsTakenOutrightNeverGivesWay) {
    // An objective's name over the whole strip: the unit goes unnamed, as
    // placeLabels leaves it, and the other name is not hidden for nothing.
    const QList<QRectF> names{QRectF(0, 0, 12, 8)};
    const ui::LabelsAroundNames placed =
        ui::placeLabelsAround({unitInTheStrip()}, kStrip, false, {kStrip}, names);
    EXPECT_EQ(placed.places[0].text, LabelPlace::Text::None);
    EXPECT_EQ(placed.yielded, std::vector<bool>{false});
}

}  // namespace
}  // namespace adjutant
