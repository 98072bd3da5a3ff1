// The names and badges of all units are drawn by one UnitLabelsItem, kept as a
// pixmap of the view: each must be drawn behind its unit in screen pixels,
// hidden when the scene hides it, and moved (not left behind) when its unit moves.
#include <gtest/gtest.h>

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>

#include "core/geometry/UnitLayout.h"
#include "tests/ui/QtTestApp.h"
#include "ui/items/StatusBadgeItem.h"
#include "ui/items/UnitBodiesItem.h"
#include "ui/items/UnitItem.h"
#include "ui/items/UnitLabelsItem.h"

namespace adjutant {
namespace {

constexpr double kPixelsPerInch = 20.0;

ui::UnitItem::Appearance musketeers(Pose pose) {
    geometry::LayoutSpec spec;
    spec.figures = 12;
    spec.figuresPerStand = 4;
    spec.figureFrontage = 0.5;
    spec.figureDepth = 1.0;
    ui::UnitItem::Appearance appearance;
    appearance.name = "IR 1";
    appearance.arm = TroopCategory::Infantry;
    appearance.sideColour = QColor(0x2b, 0x4c, 0x9b);
    appearance.layout = geometry::layoutUnit(spec, pose);
    return appearance;
}

/// A 30 x 20 in table on black, one unit, seen at 20 pixels an inch with the
/// scene's cached layers, as the program draws them.
struct Table {
    QApplication& app = testing::qtTestApp();  // before any item is made
    QGraphicsScene scene;
    QGraphicsView view;
    ui::UnitBodiesItem* bodies = new ui::UnitBodiesItem;
    ui::UnitLabelsItem* labels = new ui::UnitLabelsItem;
    ui::UnitItem* unit = new ui::UnitItem("unit");

    Table() {
        scene.setSceneRect(0, 0, 30, 20);
        scene.setItemIndexMethod(QGraphicsScene::NoIndex);
        for (auto* layer :
             {static_cast<QGraphicsItem*>(bodies), static_cast<QGraphicsItem*>(labels)}) {
            layer->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
        }
        bodies->setArea(scene.sceneRect());
        labels->setArea(scene.sceneRect());
        scene.addItem(bodies);
        scene.addItem(unit);
        scene.addItem(labels);
        unit->setBodies(bodies);
        unit->setLabels(labels);
        bodies->addUnit(unit);
        labels->addUnit(unit);
        unit->sync(musketeers(Pose{{8.0, 8.0}, 0.0}));
        view.setScene(&scene);
        view.setBackgroundBrush(Qt::black);
        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setFrameShape(QFrame::NoFrame);
        view.resize(30 * 20, 20 * 20);
        view.setTransform(QTransform::fromScale(kPixelsPerInch, kPixelsPerInch));
        view.show();
        QCoreApplication::processEvents();
    }

    QImage grab() {
        QCoreApplication::processEvents();  // the scene's pending updates
        return view.viewport()->grab().toImage();
    }

    /// A pixel inside a plate, left of its text: `offset` is the plate's box
    /// from the unit's rear centre, `inset` how far in from the box's left edge.
    QPoint plateEdge(QPointF offset, const ui::LabelPlate& plate, double inset) {
        const QPointF anchor = view.mapFromScene(unit->rearCentre());
        return (anchor + offset + QPointF(inset, plate.bounds().center().y())).toPoint();
    }

    /// In the name's left padding (the plate starts 2 pixels left of the text).
    QPoint nameEdge() { return plateEdge(unit->nameOffset(), unit->namePlate(), -1.0); }
    /// Inside the badge's outline, left of its centred text.
    QPoint badgeEdge(const ui::StatusBadgeItem& badge) {
        return plateEdge(badge.plateOffset(), badge.plate(), 2.5);
    }
};

TEST(UnitLabelsItem, DrawsTheNameBehindTheUnitAndHidesItWhenTold) {
    Table table;
    ASSERT_FALSE(table.unit->namePlate().isEmpty());
    // Behind a unit facing up (towards -y) lies below it on the screen.
    EXPECT_GT(table.unit->nameOffset().y(), 0.0);
    // The pale plate over the black floor.
    EXPECT_GT(table.grab().pixelColor(table.nameEdge()).red(), 120);

    table.unit->setNameShown(false);
    EXPECT_EQ(table.grab().pixelColor(table.nameEdge()), QColor(Qt::black));
    table.unit->setNameShown(true);
    EXPECT_GT(table.grab().pixelColor(table.nameEdge()).red(), 120);
}

TEST(UnitLabelsItem, AMovedUnitTakesItsNameAlongAndLeavesNothingBehind) {
    Table table;
    const QPoint before = table.nameEdge();
    ASSERT_GT(table.grab().pixelColor(before).red(), 120);

    table.unit->sync(musketeers(Pose{{20.0, 12.0}, 0.0}));
    const QImage after = table.grab();
    EXPECT_EQ(after.pixelColor(before), QColor(Qt::black));
    EXPECT_GT(after.pixelColor(table.nameEdge()).red(), 120);
}

TEST(UnitLabelsItem, DrawsTheBadgeBehindTheNameWithItsTooltipOnTheBadgeItem) {
    Table table;
    auto* badge = new ui::StatusBadgeItem(table.unit);
    EXPECT_EQ(table.unit->statusBadge(), badge);
    EXPECT_FALSE(badge->isVisible());

    badge->setStatus({"Shaken", "Unformed", "Routing"}, "Shaken (6.4), unformed, routing");
    EXPECT_EQ(badge->text(), QString::fromUtf8("Shaken · Unformed · +1"));
    EXPECT_EQ(badge->toolTip(), "Shaken (6.4), unformed, routing");
    // Behind the name, further from the unit.
    EXPECT_GT(badge->plateOffset().y(), table.unit->nameOffset().y());
    const QPoint edge = table.badgeEdge(*badge);
    const QColor yellow = table.grab().pixelColor(edge);
    EXPECT_GT(yellow.red(), 200);
    EXPECT_LT(yellow.blue(), 190);

    badge->setStatus({}, {});
    EXPECT_FALSE(badge->isVisible());
    EXPECT_EQ(table.grab().pixelColor(edge), QColor(Qt::black));
}

}  // namespace
}  // namespace adjutant
