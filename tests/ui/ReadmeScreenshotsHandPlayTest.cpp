// Moves made by hand in War of Princes and in Fire Effect, for the README:
// a unit dragged on the table with the referee's verdict beside its ghost, the
// move left shaded, and the orders already given drawn as arrows. Taken like
// the other README pictures (scripts/screenshots); without
// ADJUTANT_README_SCREENSHOTS they are only checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/handplay/HandPlayScript.h"
#include "ui/items/GhostUnitItem.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::HandPlay;

// The unit of `side` nearest `near` that may move `inches` straight ahead.
std::string moverOf(HandPlay& play, int side, double inches, const std::set<std::string>& avoid,
                    QPointF near) {
    std::string best;
    double bestDistance = 0;
    for (const Unit& u : play.state().units()) {
        if (u.side != side || avoid.count(u.id) || testing::isGeneral(play, u) || !play.mayAct(u)) {
            continue;
        }
        const Pose to{u.pose.position + u.pose.forward() * inches, u.pose.facingDegrees};
        const auto offer = play.dragOffer(u.id, ManoeuvreDrag::Kind::Move, to);
        const double distance = QLineF(play.centreOf(u.id), near).length();
        if (offer && offer->verdict.legal && (best.empty() || distance < bestDistance)) {
            best = u.id;
            bestDistance = distance;
        }
    }
    return best;
}

void zoomAround(HandPlay& play, const std::string& id, QSizeF size) {
    const QPointF centre = play.centreOf(id);
    play.view().fitInView(QRectF(centre - QPointF(size.width() / 2, size.height() * 0.6), size),
                          Qt::KeepAspectRatio);
    QCoreApplication::processEvents();
}

// Zooms to the units named, with a margin of `margin` inches.
void zoomOnto(HandPlay& play, const std::vector<std::string>& ids, double margin) {
    QRectF area;
    for (const std::string& id : ids) {
        const QPointF c = play.centreOf(id);
        area = area.isNull() ? QRectF(c, QSizeF(0.01, 0.01))
                             : area.united(QRectF(c, QSizeF(0.01, 0.01)));
    }
    play.view().fitInView(area.adjusted(-margin, -margin, margin, margin), Qt::KeepAspectRatio);
    QCoreApplication::processEvents();
}

TEST(ReadmeScreenshotsHandPlay, CowpensAUnitDraggedByHandWithTheRefereesVerdict) {
    HandPlay play(testing::shippedScenario("cowpens-1781.scenario.json"), 2);
    play.window.resize(1366, 768);
    ASSERT_TRUE(play.advanceTo("movement"));
    const int side = *play.state().phasingSide();
    // One unit moved already, a gun ordered to fire (its arrow on the table)
    // and the unit nearest the gun being dragged.
    const std::string first = testing::moveByHand(play, {}, side);
    ASSERT_FALSE(first.empty());
    const auto fire = testing::legalFire(play, side);
    ASSERT_TRUE(fire.has_value()) << "nothing may fire at Cowpens' first movement step";
    testing::giveFireOrderByHand(play, fire->first, fire->second);
    const std::string second =
        moverOf(play, side, 3.0, {first, fire->first}, play.centreOf(fire->first));
    ASSERT_FALSE(second.empty());
    zoomOnto(play, {second, fire->first, fire->second}, 7.0);
    const Unit& unit = play.unit(second);
    const QPointF from = play.centreOf(second);
    play.click(from);
    const QPointF to = from + testing::point(unit.pose.forward() * 3.0);
    play.beginDrag(from, to);
    ui::SelectMoveTool& tool = play.tools().selectMoveTool();
    ASSERT_TRUE(tool.dragging());
    EXPECT_TRUE(tool.verdict().legal) << tool.verdict().reason;
    EXPECT_TRUE(tool.ghost()->isVisible());
    EXPECT_TRUE(tool.calloutText().startsWith("Move")) << tool.calloutText().toStdString();
    EXPECT_TRUE(tool.calloutText().contains(" in left")) << tool.calloutText().toStdString();
    EXPECT_TRUE(testing::takeScreenshot(play.window, "princes-hand-move.png"));
    const Pose before = unit.pose;
    play.endDrag(to);
    EXPECT_NE(play.unit(second).pose, before);
}

TEST(ReadmeScreenshotsHandPlay, StPrivatAColumnDraggedAtQuickMarch) {
    HandPlay play(testing::shippedScenario("st-privat-1870.scenario.json"), 2);
    play.window.resize(1366, 768);
    ASSERT_TRUE(play.advanceTo("movement"));
    const int side = *play.state().phasingSide();
    std::string column;
    for (const Unit& u : play.state().units()) {
        const auto modes = play.referee().moveModes(play.state(), u.id);
        if (u.side == side && u.formation == Formation::MarchColumn && play.mayAct(u) &&
            modes.size() > 2 && modes[2].id == "quickMarch") {
            const Pose to{u.pose.position + u.pose.forward() * 3.0, u.pose.facingDegrees};
            ManoeuvreDrag drag;
            drag.unitId = u.id;
            drag.to = to;
            drag.mode = "quickMarch";
            const auto offer = play.referee().offerDrag(play.state(), drag);
            if (offer && offer->verdict.legal) {
                column = u.id;
                break;
            }
        }
    }
    ASSERT_FALSE(column.empty()) << "no column may quick march";
    zoomAround(play, column, QSizeF(36, 24));
    const QPointF from = play.centreOf(column);
    play.click(from);
    const QPointF to = from + testing::point(play.unit(column).pose.forward() * 3.0);
    play.beginDrag(from, to);
    ui::SelectMoveTool& tool = play.tools().selectMoveTool();
    // How far the area shaded under the column reaches from its front.
    const auto farthest = [&] {
        double reach = 0;
        for (const Vec2& p : play.tools().overlays().overlays().allowance) {
            reach = std::max(reach, (p - play.unit(column).pose.position).length());
        }
        return reach;
    };
    const double marching = farthest();
    // Tab steps through the paces the referee offers: march, advancing, quick march.
    for (int i = 0; i < 6 && tool.moveModeId() != "quickMarch"; ++i) {
        play.key(Qt::Key_Tab);
    }
    ASSERT_EQ(tool.moveModeId(), "quickMarch");
    // The area follows the pace: quick march reaches further.
    EXPECT_GT(farthest(), marching + 0.3);
    EXPECT_TRUE(tool.verdict().legal) << tool.verdict().reason;
    EXPECT_TRUE(tool.calloutText().contains("quick march")) << tool.calloutText().toStdString();
    EXPECT_TRUE(tool.calloutText().contains(" yds")) << tool.calloutText().toStdString();
    EXPECT_TRUE(testing::takeScreenshot(play.window, "fireeffect-hand-move.png"));
    play.endDrag(to);
    const auto* made =
        dynamic_cast<const ManoeuvreCommand*>(&play.session().game().command(play.cursor() - 1));
    ASSERT_NE(made, nullptr);
    EXPECT_EQ(made->label(), "Move at quick march");
}

}  // namespace
}  // namespace adjutant
