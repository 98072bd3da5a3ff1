// A callout (the referee's verdict by the pointer, a distance, a fire
// preview) is always whole in the view and never where a tooltip opens.
#include <gtest/gtest.h>

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>

#include "tests/ui/QtTestApp.h"
#include "ui/items/CalloutItem.h"

namespace adjutant {
namespace {

TEST(CalloutItem, SitsAboveRightOfItsPointAndTurnsAtTheEdgesOfTheView) {
    testing::qtTestApp();
    ui::CalloutItem callout;
    callout.setText("Not legal: the move would take it 2.5 in beyond its allowance of 6 in");
    const QRectF view(0, 0, 800, 600);
    // In the open: above and right of the point, clear of the pointer's tooltip below it.
    const QRectF open = callout.boxIn(view, {300, 300});
    EXPECT_GT(open.left(), 0.0);
    EXPECT_LT(open.bottom(), 0.0);
    // At the right edge: to the left of the point, still whole.
    const QRectF right = callout.boxIn(view, {790, 300}).translated(790, 300);
    EXPECT_TRUE(view.contains(right));
    EXPECT_LT(right.right(), 790.0);
    // At the top: below, whole.
    const QRectF top = callout.boxIn(view, {300, 8}).translated(300, 8);
    EXPECT_TRUE(view.contains(top));
    // In a corner of a view narrower than the text: pushed in whole.
    const QRectF narrow(0, 0, 200, 150);
    EXPECT_TRUE(narrow.contains(callout.boxIn(narrow, {190, 140}).translated(190, 140)));
}

TEST(CalloutItem, IsDrawnWholeAtTheRightEdgeOfTheView) {
    testing::qtTestApp();
    QGraphicsScene scene(0, 0, 40, 30);
    QGraphicsView view(&scene);
    view.setFrameShape(QFrame::NoFrame);
    view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    view.setBackgroundBrush(Qt::white);
    view.resize(400, 300);
    view.setTransform(QTransform::fromScale(10, 10));
    auto* callout = new ui::CalloutItem;
    callout->setText("Out of range by 3 in");
    callout->setPos(39, 15);  // 390 pixels across: a box to its right would be cut off
    scene.addItem(callout);
    view.show();
    QCoreApplication::processEvents();
    const QImage image = view.viewport()->grab().toImage();
    // The dark box lies left of the point, inside the view.
    int dark = 0;
    for (int x = 200; x < 385; ++x) {
        dark += image.pixelColor(x, 124).lightness() < 60 ? 1 : 0;
    }
    EXPECT_GT(dark, 60);
}

}  // namespace
}  // namespace adjutant
