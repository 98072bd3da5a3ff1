// The movement area on the table is the referee's: dragged inside it a unit
// is accepted, dragged just beyond its edge (still within the move left as
// the crow flies) it is refused, with a wood and a hill set in the way; in
// every ruleset. Also takes the README's picture of an area cut by a wood and
// a hill (scripts/screenshots).
#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>
#include <nlohmann/json.hpp>

#include "core/json/JsonFile.h"
#include "tests/ui/ScreenshotSupport.h"
#include "tests/ui/handplay/HandPlayScript.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::HandPlay;

// The first infantry unit which may move now (of the side moving, where the
// sides take turns).
std::string firstMover(HandPlay& play) {
    const std::optional<int> side = play.state().phasingSide();
    for (const Unit& u : play.state().units()) {
        const UnitType* type = play.state().ruleset().findUnitType(u.type);
        if ((!side || u.side == *side) && type && type->arm == TroopCategory::Infantry &&
            play.mayAct(u)) {
            return u.id;
        }
    }
    return {};
}

nlohmann::json square(Vec2 centre, double side) {
    const double h = side / 2;
    return nlohmann::json::array({{centre.x - h, centre.y - h},
                                  {centre.x + h, centre.y - h},
                                  {centre.x + h, centre.y + h},
                                  {centre.x - h, centre.y + h}});
}

// The shipped scenario with a wood 45 degrees right of `unit`'s front and a
// two-level hill 45 degrees left, written to `folder`; its path.
QString withWoodAndHill(const QString& shipped, const Unit& unit, const QTemporaryDir& folder) {
    Diagnostics diagnostics;
    std::optional<nlohmann::json> read = readJsonFile(shipped.toStdString(), diagnostics);
    EXPECT_TRUE(read) << diagnostics.toString();
    nlohmann::json scenario = read.value_or(nlohmann::json::object());
    scenario.erase("map");  // the map picture stays beside the shipped file
    const Vec2 at = unit.pose.position;
    const Vec2 wood = at + Pose::directionOf(unit.pose.facingDegrees + 45) * 4.5;
    const Vec2 hill = at + Pose::directionOf(unit.pose.facingDegrees - 45) * 4.5;
    auto& areas = scenario["table"]["areas"];
    areas.push_back({{"id", "test-wood"},
                     {"name", "Test wood"},
                     {"kind", "woods"},
                     {"outline", square(wood, 4)}});
    areas.push_back({{"id", "test-hill"},
                     {"name", "Test hill"},
                     {"kind", "hill"},
                     {"level", 1},
                     {"outline", square(hill, 4)}});
    areas.push_back({{"id", "test-hill-top"},
                     {"name", "Test hill, top"},
                     {"kind", "hill"},
                     {"level", 2},
                     {"outline", square(hill, 2)}});
    const QString path = folder.filePath("with-wood-and-hill.scenario.json");
    QFile out(path);
    EXPECT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(scenario.dump(1)));
    return path;
}

struct AreaScene {
    QTemporaryDir folder;
    std::unique_ptr<HandPlay> play;
    std::string mover;

    explicit AreaScene(const char* scenario) {
        const QString shipped = testing::shippedScenario(scenario);
        Unit unit;
        {
            HandPlay plain(shipped, 3);
            EXPECT_TRUE(plain.advanceTo("movement"));
            mover = firstMover(plain);
            if (mover.empty()) {
                return;
            }
            unit = plain.unit(mover);
        }
        play = std::make_unique<HandPlay>(withWoodAndHill(shipped, unit, folder), 3);
        EXPECT_TRUE(play->advanceTo("movement"));
        EXPECT_EQ(play->unit(mover).pose, unit.pose);
        const QPointF centre = play->centreOf(mover);
        play->view().fitInView(QRectF(centre - QPointF(11, 9), QSizeF(22, 14)),
                               Qt::KeepAspectRatio);
        QCoreApplication::processEvents();
        play->click(centre);
    }
    const Unit& unit() const { return play->unit(mover); }
    /// Begins a drag that would leave the unit's front-edge centre at `to`;
    /// whether the referee accepts it.
    bool beginDragTo(Vec2 to) {
        const QPointF from = play->centreOf(mover);
        play->beginDrag(from, from + testing::point(to - unit().pose.position));
        return play->tools().selectMoveTool().verdict().legal;
    }
    /// Drags the unit's front-edge centre to `to` and lets go: whether the
    /// unit moved there. A move made is taken back.
    bool dragTo(Vec2 to) {
        const Pose before = unit().pose;
        const QPointF from = play->centreOf(mover);
        const QPointF end = from + testing::point(to - before.position);
        play->beginDrag(from, end);
        const bool legal = play->tools().selectMoveTool().verdict().legal;
        play->endDrag(end);
        const bool moved = !(unit().pose == before);
        EXPECT_EQ(moved, legal) << "the verdict shown and the move made differ";
        if (moved) {
            EXPECT_NEAR((unit().pose.position - to).length(), 0.0, 0.1);
            play->undo();
        }
        return moved;
    }
    const std::vector<Vec2>& area() const { return play->tools().overlays().overlays().allowance; }
};

// The area's outline point along the bearing `offset` degrees from the front.
Vec2 edgeToward(const std::vector<Vec2>& area, double offset) {
    const std::size_t rays = area.size();
    return area[static_cast<std::size_t>(
                    std::lround(Pose::normalizeBearing(offset) / (360.0 / rays))) %
                rays];
}

void expectDragsAgreeWithTheArea(const char* scenario, bool countsGround) {
    SCOPED_TRACE(scenario);
    AreaScene scene(scenario);
    ASSERT_TRUE(scene.play) << "nobody may move";
    const Vec2 from = scene.unit().pose.position;
    // The area is drawn while the unit is dragged.
    scene.beginDragTo(from + scene.unit().pose.forward() * 0.5);
    ASSERT_TRUE(scene.play->tools().overlays().allowanceItem()->isVisible());
    const std::vector<Vec2> area = scene.area();
    const double allowance = scene.play->tools().overlays().overlays().allowanceInches;
    ASSERT_GE(area.size(), 36U);
    scene.play->key(Qt::Key_Escape);
    scene.play->endDrag(scene.play->centreOf(scene.mover));
    for (const double offset : {45.0, -45.0, 0.0}) {
        SCOPED_TRACE(offset);
        const Vec2 edge = edgeToward(area, offset);
        const double reach = (edge - from).length();
        ASSERT_GT(reach, 1.0);
        const Vec2 direction = (edge - from) * (1.0 / reach);
        EXPECT_TRUE(scene.dragTo(from + direction * (reach * 0.75)));
        if (reach + 0.6 < allowance) {
            EXPECT_FALSE(scene.dragTo(from + direction * (reach + 0.6)));
        }
    }
    if (countsGround) {
        const double ahead = (edgeToward(area, 0) - from).length();
        EXPECT_LT((edgeToward(area, 45) - from).length(), ahead - 0.5) << "the wood";
        EXPECT_LT((edgeToward(area, -45) - from).length(), ahead - 0.25) << "the hill";
    }
}

TEST(MovementAreaOnTheTable, TricorneDragsAgreeWithTheAreaCutByAWoodAndAHill) {
    expectDragsAgreeWithTheArea("tricorne-tutorial.scenario.json", true);
}

TEST(MovementAreaOnTheTable, PrincesDragsAgreeWithTheAreaCutByAWoodAndAHill) {
    expectDragsAgreeWithTheArea("princes-tutorial.scenario.json", true);
}

// Fire Effect leaves woods and hills to the scenario (B30): the area is the
// move left, cut only where the referee refuses.
TEST(MovementAreaOnTheTable, FireEffectDragsAgreeWithTheArea) {
    expectDragsAgreeWithTheArea("fire-effect-tutorial.scenario.json", false);
}

TEST(ReadmeScreenshotsMovementArea, AnAreaCutByAWoodAndAHill) {
    AreaScene scene("tricorne-tutorial.scenario.json");
    ASSERT_TRUE(scene.play);
    scene.play->window.resize(1366, 768);
    QCoreApplication::processEvents();
    const Vec2 from = scene.unit().pose.position;
    // The whole area (the move left all round the front) with a margin.
    const double reach =
        std::max(scene.play->tools().overlays().overlays().allowanceInches, 6.0) + 1.5;
    scene.play->view().fitInView(QRectF(from.x - reach, from.y - reach, 2 * reach, 2 * reach),
                                 Qt::KeepAspectRatio);
    QCoreApplication::processEvents();
    EXPECT_TRUE(
        scene.beginDragTo(from + Pose::directionOf(scene.unit().pose.facingDegrees + 30) * 2));
    EXPECT_TRUE(testing::takeScreenshot(scene.play->window, "movement-area.png"));
    scene.play->key(Qt::Key_Escape);
    scene.play->endDrag(scene.play->centreOf(scene.mover));
}

}  // namespace
}  // namespace adjutant
