// The stands of all units are drawn by one UnitBodiesItem; the unit items draw
// nothing themselves but must still be picked, selected (with a halo) and hidden.
#include <gtest/gtest.h>

#include <QGraphicsScene>
#include <QImage>
#include <QPainter>

#include "core/geometry/UnitLayout.h"
#include "tests/ui/QtTestApp.h"
#include "ui/items/UnitBodiesItem.h"
#include "ui/items/UnitItem.h"

namespace adjutant {
namespace {

constexpr double kPixelsPerInch = 20.0;
const QColor kSide(0x2b, 0x4c, 0x9b);

ui::UnitItem::Appearance musketeers(Pose pose) {
    geometry::LayoutSpec spec;
    spec.figures = 12;
    spec.figuresPerStand = 4;  // three stands
    spec.figureFrontage = 0.5;
    spec.figureDepth = 1.0;
    ui::UnitItem::Appearance appearance;
    appearance.name = "IR 1";
    appearance.arm = TroopCategory::Infantry;
    appearance.sideColour = kSide;
    appearance.layout = geometry::layoutUnit(spec, pose);
    return appearance;
}

/// A 20 x 20 in table with one unit facing straight up and one turned 30 degrees.
struct Table {
    QApplication& app = testing::qtTestApp();  // before any item is made
    QGraphicsScene scene;
    ui::UnitBodiesItem* bodies = new ui::UnitBodiesItem;
    ui::UnitItem* straight = new ui::UnitItem("straight");
    ui::UnitItem* turned = new ui::UnitItem("turned");

    Table() {
        scene.setSceneRect(0, 0, 20, 20);
        bodies->setArea(scene.sceneRect());
        scene.addItem(bodies);
        for (ui::UnitItem* unit : {straight, turned}) {
            scene.addItem(unit);
            unit->setBodies(bodies);
            bodies->addUnit(unit);
        }
        straight->sync(musketeers(Pose{{5.0, 5.0}, 0.0}));
        turned->sync(musketeers(Pose{{13.0, 13.0}, 30.0}));
    }

    QImage render() {
        QImage image(400, 400, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing, true);
        scene.render(&painter, QRectF(image.rect()), scene.sceneRect());
        return image;
    }
};

QColor pixelAt(const QImage& image, QPointF inches) {
    return image.pixelColor((inches * kPixelsPerInch).toPoint());
}

QPointF standCentre(const ui::UnitItem& unit, int stand) {
    return unit.body().stands.toSubpathPolygons().at(stand).boundingRect().center();
}

TEST(UnitBodiesItem, DrawsEveryUnitsStandsInItsSideColour) {
    Table table;
    ASSERT_TRUE(table.straight->body().square);
    ASSERT_FALSE(table.turned->body().square);
    ASSERT_EQ(table.straight->body().stands.toSubpathPolygons().size(), 3);
    const QImage image = table.render();
    // The first stand of each (the symbol sits on the middle one).
    EXPECT_EQ(pixelAt(image, standCentre(*table.straight, 0)), kSide);
    EXPECT_EQ(pixelAt(image, standCentre(*table.turned, 0)), kSide);
    // Between the units the table shows.
    EXPECT_EQ(pixelAt(image, QPointF(10.0, 2.0)), QColor(Qt::white));
}

TEST(UnitBodiesItem, UnitItemsAreStillPickedByTheirStands) {
    Table table;
    const QList<QGraphicsItem*> hit =
        table.scene.items(standCentre(*table.turned, 0), Qt::IntersectsItemShape);
    EXPECT_TRUE(hit.contains(table.turned));
    EXPECT_FALSE(hit.contains(table.straight));
}

TEST(UnitBodiesItem, ASelectedUnitHasAHaloAndAHiddenOneIsNotDrawn) {
    Table table;
    // Just behind the middle of the straight unit's rear edge, inside the halo's rim.
    const QPolygonF footprint = table.straight->body().footprint;
    const QPointF rearMiddle = (footprint.at(2) + footprint.at(3)) / 2.0;
    const QPointF behind = rearMiddle + QPointF(0.0, 1.0 / kPixelsPerInch);
    EXPECT_EQ(pixelAt(table.render(), behind), QColor(Qt::white));

    table.straight->setSelected(true);
    const QColor halo = pixelAt(table.render(), behind);
    EXPECT_GT(halo.red(), 200);
    EXPECT_GT(halo.green(), 180);
    EXPECT_LT(halo.blue(), 160);

    table.turned->setVisible(false);
    EXPECT_EQ(pixelAt(table.render(), standCentre(*table.turned, 0)), QColor(Qt::white));
}

}  // namespace
}  // namespace adjutant
