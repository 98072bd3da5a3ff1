#include <gtest/gtest.h>

#include <QMouseEvent>

#include "core/geometry/Wheel.h"
#include "core/referee/RulesetReferee.h"
#include "tests/ui/tools/ToolTestSupport.h"
#include "ui/items/GhostUnitItem.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/SelectionOverlays.h"

namespace adjutant {
namespace {

using testing::ToolTable;

// IR 18's II. battalion: 12 musketeers in line, front edge centred at (42, 40), facing up.
const std::string kBattalion = "pr-ir18-2";

TEST(SelectMoveTool, AClickSelectsAndAClickOnOpenGroundDeselects) {
    ToolTable table;
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    tool.mousePress(ToolTable::at(table.centreOf(kBattalion)));
    tool.mouseRelease(ToolTable::at(table.centreOf(kBattalion)));
    EXPECT_EQ(table.session.selectedUnit(), QString::fromStdString(kBattalion));
    EXPECT_FALSE(tool.dragging());
    tool.mousePress(ToolTable::at(QPointF(5, 5)));
    EXPECT_TRUE(table.session.selectedUnit().isEmpty());
}

TEST(SelectMoveTool, ADragTooFarIsRefusedWithTheEngineReasonAndChangesNothing) {
    ToolTable table;
    table.advanceTo("movement");
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    QStringList messages;
    QObject::connect(&tool, &ui::TableTool::message,
                     [&messages](const QString& text) { messages << text; });
    const std::uint64_t before = table.hash();
    const std::size_t commands = table.session.game().cursor();
    const QPointF from = table.centreOf(kBattalion);
    const QPointF to = from + QPointF(0, -20);  // 20 in of an 8 in move, uphill
    tool.mousePress(ToolTable::at(from));
    tool.mouseMove(ToolTable::at(to));
    ASSERT_TRUE(tool.dragging());
    // The verdict shown is the referee's on the manoeuvre it offers for the same drag.
    ManoeuvreDrag drag;
    drag.unitId = kBattalion;
    drag.to = Pose{{42.0, 20.0}, 0.0};
    const std::optional<ManoeuvreOffer> offer =
        table.session.referee()->offerDrag(table.state(), drag);
    ASSERT_TRUE(offer.has_value());
    const ManoeuvreVerdict engine = offer->verdict;
    ASSERT_FALSE(engine.legal);
    EXPECT_EQ(offer->manoeuvre->toJson().at("kind"), "move");
    EXPECT_FALSE(tool.verdict().legal);
    EXPECT_EQ(tool.verdict().reason, engine.reason);
    EXPECT_EQ(tool.calloutText().toStdString(),
              "Move\n" + engine.reason + "\nTab: Advance and fire instead");
    // By hand: 20 in up the Galgenberg's slope, every inch at half speed (13.6).
    EXPECT_NE(engine.reason.find("costs 40.0 in of 8 in"), std::string::npos) << engine.reason;
    EXPECT_FALSE(tool.ghost()->legal());
    // The allowance is shaded while dragging, whatever its toggle says.
    EXPECT_TRUE(table.tools->overlays().allowanceItem()->isVisible());
    tool.mouseRelease(ToolTable::at(to));
    EXPECT_FALSE(tool.dragging());
    EXPECT_EQ(table.hash(), before);
    EXPECT_EQ(table.session.game().cursor(), commands);
    EXPECT_EQ(table.unit(kBattalion).pose.position, (Vec2{42, 40}));
    ASSERT_EQ(messages.count(), 1);
    EXPECT_EQ(messages.at(0), QString("IR 18, II. battalion stays where it was: %1")
                                  .arg(QString::fromStdString(engine.reason)));
    EXPECT_FALSE(tool.ghost()->isVisible());
}

TEST(SelectMoveTool, ADragOutsideTheMovementStepIsRefusedWithTheStepReason) {
    ToolTable table;  // bound 1 begins at step 1, declaring charges
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    const std::uint64_t before = table.hash();
    const QPointF from = table.centreOf(kBattalion);
    tool.mousePress(ToolTable::at(from));
    tool.mouseMove(ToolTable::at(from + QPointF(0, -2)));
    EXPECT_FALSE(tool.verdict().legal);
    EXPECT_NE(tool.verdict().reason.find("units manoeuvre in step 8"), std::string::npos)
        << tool.verdict().reason;
    tool.mouseRelease(ToolTable::at(from + QPointF(0, -2)));
    EXPECT_EQ(table.hash(), before);
}

TEST(SelectMoveTool, ALegalDragAppliesAManoeuvreCommand) {
    ToolTable table;
    table.advanceTo("movement");
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    const QPointF from = table.centreOf(kBattalion);
    tool.mousePress(ToolTable::at(from));
    tool.mouseMove(ToolTable::at(from + QPointF(0, -4)));
    EXPECT_TRUE(tool.verdict().legal) << tool.verdict().reason;
    EXPECT_DOUBLE_EQ(tool.verdict().cost, 4.0);
    EXPECT_DOUBLE_EQ(tool.verdict().allowance, 8.0);
    EXPECT_EQ(tool.calloutText(),
              "Move\nLegal: uses 4.0 in of the 8.0 in left\nTab: Advance and fire instead");
    EXPECT_TRUE(tool.ghost()->legal());
    tool.mouseRelease(ToolTable::at(from + QPointF(0, -4)));
    EXPECT_EQ(table.lastCommandType(), "manoeuvre");
    EXPECT_EQ(table.lastCommand()["manoeuvre"]["kind"], "move");
    const Unit& moved = table.unit(kBattalion);
    EXPECT_NEAR(moved.pose.position.x, 42.0, 1e-9);
    EXPECT_NEAR(moved.pose.position.y, 36.0, 1e-9);
    EXPECT_DOUBLE_EQ(moved.pose.facingDegrees, 0.0);
    // The allowance left after it: 4 in, as the referee now says.
    table.session.selectUnit(QString::fromStdString(kBattalion));
    EXPECT_DOUBLE_EQ(table.tools->overlays().overlays().allowanceInches, 4.0);
}

TEST(SelectMoveTool, DraggingAFrontCornerWheelsTheUnitAboutTheOther) {
    ToolTable table;
    table.advanceTo("movement");
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    table.session.selectUnit(QString::fromStdString(kBattalion));
    const geometry::UnitLayout layout = table.layout(kBattalion);
    const QPointF left = tool.handlePositions()[0];
    EXPECT_NEAR(left.x(), layout.frontLeft.x, 1e-9);
    EXPECT_NEAR(left.y(), layout.frontLeft.y, 1e-9);
    // Swing the left corner 20 degrees forward about the right one: a wheel right.
    const Vec2 pivot = layout.frontRight;
    const Vec2 swung = pivot + Pose::directionOf(270.0 + 20.0) * layout.frontage;
    ToolTable::drag(tool, left, QPointF(swung.x, swung.y));
    EXPECT_EQ(table.lastCommandType(), "manoeuvre");
    EXPECT_EQ(table.lastCommand()["manoeuvre"]["kind"], "wheel");
    EXPECT_DOUBLE_EQ(table.lastCommand()["manoeuvre"]["angle"].get<double>(), 20.0);
    const Pose expected = geometry::wheeledPose(layout, 20.0);
    EXPECT_NEAR(table.unit(kBattalion).pose.position.x, expected.position.x, 1e-9);
    EXPECT_NEAR(table.unit(kBattalion).pose.facingDegrees, 20.0, 1e-9);
}

TEST(SelectMoveTool, TheContextMenuOffersTheRulesetsFormationsCheckedByTheReferee) {
    ToolTable table;
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    // At step 1 nothing may manoeuvre: every choice says why not.
    QList<ui::ManoeuvreChoice> choices = tool.manoeuvreChoices(QString::fromStdString(kBattalion));
    ASSERT_FALSE(choices.isEmpty());
    for (const ui::ManoeuvreChoice& choice : choices) {
        EXPECT_FALSE(choice.legal) << choice.label.toStdString();
        EXPECT_TRUE(choice.reason.contains("step 8")) << choice.reason.toStdString();
    }
    table.advanceTo("movement");
    choices = tool.manoeuvreChoices(QString::fromStdString(kBattalion));
    QStringList labels;
    for (const ui::ManoeuvreChoice& choice : choices) {
        labels << choice.label;
    }
    // Musketeers may stand in line, column of route or square (the ruleset's list).
    EXPECT_TRUE(labels.contains("Form column of route")) << labels.join(", ").toStdString();
    EXPECT_TRUE(labels.contains("Form square"));
    EXPECT_FALSE(labels.contains("Form line"));  // already in line
    const auto square = std::find_if(choices.begin(), choices.end(),
                                     [](const auto& c) { return c.label == "Form square"; });
    ASSERT_TRUE(square->legal) << square->reason.toStdString();
    EXPECT_TRUE(tool.applyChoice(*square).accepted());
    EXPECT_EQ(table.unit(kBattalion).formation, Formation::Square);
    EXPECT_EQ(table.lastCommand()["manoeuvre"]["kind"], "changeFormation");
    // A unit in good order has nothing to reform: reforming is not offered.
    choices = tool.manoeuvreChoices(QString::fromStdString(kBattalion));
    const auto reform = std::find_if(choices.begin(), choices.end(),
                                     [](const auto& c) { return c.label == "Reform"; });
    EXPECT_EQ(reform, choices.end());
}

TEST(SelectMoveTool, TheViewsMouseEventsReachTheActiveTool) {
    ToolTable table;
    table.advanceTo("movement");
    table.view.show();
    const QPointF from = table.centreOf(kBattalion);
    const QPoint pressAt = table.view.mapFromScene(from);
    const QPoint releaseAt = table.view.mapFromScene(from + QPointF(0, -3));
    QWidget* viewport = table.view.viewport();
    QMouseEvent press(QEvent::MouseButtonPress, pressAt, viewport->mapToGlobal(pressAt),
                      Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &press);
    QMouseEvent move(QEvent::MouseMove, releaseAt, viewport->mapToGlobal(releaseAt), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    QMouseEvent release(QEvent::MouseButtonRelease, releaseAt, viewport->mapToGlobal(releaseAt),
                        Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &release);
    EXPECT_EQ(table.lastCommandType(), "manoeuvre");
    const Vec2 moved = table.unit(kBattalion).pose.position;
    const QPointF scenePress = table.view.mapToScene(pressAt);
    const QPointF sceneRelease = table.view.mapToScene(releaseAt);
    EXPECT_NEAR(moved.y, 40.0 + (sceneRelease - scenePress).y(), 1e-9);
    EXPECT_EQ(table.session.selectedUnit(), QString::fromStdString(kBattalion));
}

}  // namespace
}  // namespace adjutant
