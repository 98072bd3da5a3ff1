#pragma once

// What a person does at the table in every ruleset, as the HandPlay suites
// play it: move, wheel, change formation, fire, charge, resolve a bound, undo
// and redo. Each action is made with the mouse and the keys and checked
// against the game. Which unit does it is chosen with the referee's verdicts,
// so the script plays any shipped scenario.

#include <algorithm>
#include <cmath>
#include <set>

#include "core/ai/CommanderSettings.h"
#include "core/model/Formation.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/ManoeuvreCommand.h"
#include "tests/ui/handplay/HandPlaySupport.h"
#include "ui/docks/UnitInspectorDock.h"
#include "ui/items/OrderArrowsItem.h"
#include "ui/session/ComputerTurns.h"
#include "ui/tools/FireTool.h"

namespace adjutant::testing {

inline double turnBetween(double from, double to) {
    double d = Pose::normalizeBearing(to - from);
    return d > 180.0 ? d - 360.0 : d;
}

inline QPointF point(Vec2 v) {
    return {v.x, v.y};
}

inline bool isGeneral(const HandPlay& play, const Unit& u) {
    const UnitType* type = play.state().ruleset().findUnitType(u.type);
    return !type || type->arm == TroopCategory::General;
}

/// The name a menu or the status bar gives a unit.
inline QString nameOf(const Unit& u) {
    return QString::fromStdString(u.name.empty() ? u.id : u.name);
}

/// A unit (not in `avoid`, of `side` when given) that the referee lets move
/// straight ahead this step, and the pose it would reach: up to 2 inches, or
/// less of what is left of its allowance.
struct ForwardMove {
    std::string unitId;
    Pose to;
};
inline std::optional<ForwardMove> unitToMove(const HandPlay& play,
                                             const std::set<std::string>& avoid = {},
                                             std::optional<int> side = std::nullopt) {
    for (const Unit& u : play.state().units()) {
        if (avoid.count(u.id) || isGeneral(play, u) || !play.mayAct(u) ||
            (side && u.side != *side)) {
            continue;
        }
        const UnitMovement movement = play.referee().unitMovement(play.state(), u.id);
        const double d = std::min(2.0, movement.leftInches * 0.4);
        if (d < 0.5) {
            continue;
        }
        const Pose to{u.pose.position + u.pose.forward() * d, u.pose.facingDegrees};
        const auto offer = play.dragOffer(u.id, ManoeuvreDrag::Kind::Move, to);
        if (offer && offer->verdict.legal) {
            return ForwardMove{u.id, to};
        }
    }
    return std::nullopt;
}

/// Selects a unit that may move this step and drags it forward; checks the
/// pose it reaches, and that the journal, the unit panel and the status bar
/// give the same distance. Returns the unit moved (empty: none could).
inline std::string moveByHand(HandPlay& play, const std::set<std::string>& avoid = {},
                              std::optional<int> side = std::nullopt) {
    const std::optional<ForwardMove> move = unitToMove(play, avoid, side);
    if (!move) {
        ADD_FAILURE() << "no unit may move at step " << play.step();
        return {};
    }
    const std::string moverId = move->unitId;
    const Pose target = move->to;
    const QPointF centre = play.centreOf(moverId);
    play.click(centre);
    EXPECT_EQ(play.session().selectedUnit().toStdString(), moverId);

    const Pose before = play.unit(moverId).pose;
    const double movedBefore = play.referee().unitMovement(play.state(), moverId).movedInches;
    play.drag(centre, centre + point(target.position - before.position));
    const Unit& moved = play.unit(moverId);
    EXPECT_NEAR(moved.pose.position.x, target.position.x, 0.1) << moverId;
    EXPECT_NEAR(moved.pose.position.y, target.position.y, 0.1) << moverId;
    EXPECT_NEAR(moved.pose.facingDegrees, before.facingDegrees, 1e-6);

    // One distance: the journal's command, the unit panel and the status bar.
    const Game& game = play.session().game();
    const auto* command = dynamic_cast<const ManoeuvreCommand*>(&game.command(game.cursor() - 1));
    EXPECT_NE(command, nullptr);
    const UnitMovement after = play.referee().unitMovement(play.state(), moverId);
    if (command) {
        EXPECT_NEAR(command->distanceInches(), after.movedInches - movedBefore, 1e-9);
        EXPECT_GT(command->distanceInches(), 0.0);
        const QString figure = play.session().distanceFormat().length(command->distanceInches());
        EXPECT_TRUE(play.status().contains(figure))
            << play.status().toStdString() << " lacks " << figure.toStdString();
        EXPECT_FALSE(play.status().contains("stays where it was")) << play.status().toStdString();
    }
    return moverId;
}

/// Wheels the selected unit by dragging a front corner: +20 or -20 degrees,
/// whichever the referee allows; checks the facing it reaches. False when
/// neither is allowed.
inline bool wheelByHand(HandPlay& play, const std::string& id) {
    const geometry::UnitLayout layout = play.layout(id);
    for (const double angle : {20.0, -20.0, 10.0, -10.0}) {
        const Pose to = geometry::wheeledPose(layout, angle);
        const auto offer = play.dragOffer(id, ManoeuvreDrag::Kind::Wheel, to, angle);
        if (!offer || !offer->verdict.legal) {
            continue;
        }
        // A clockwise wheel swings the left corner round the right one.
        const Vec2 pivot = angle > 0 ? layout.frontRight : layout.frontLeft;
        const Vec2 corner = angle > 0 ? layout.frontLeft : layout.frontRight;
        const Vec2 arm = corner - pivot;
        const Vec2 swung = pivot + Pose::directionOf(Pose::bearingOf(arm) + angle) * arm.length();
        const double facing = play.unit(id).pose.facingDegrees;
        play.drag(point(corner), point(swung));
        EXPECT_NEAR(turnBetween(facing, play.unit(id).pose.facingDegrees), angle, 1.01)
            << id << ": " << play.status().toStdString();
        return true;
    }
    return false;
}

/// Undoes the last command with Ctrl+Z and redoes it with Ctrl+Shift+Z,
/// checking the unit's pose and formation each time.
inline void undoAndRedoByHand(HandPlay& play, const std::string& id) {
    const Unit now = play.unit(id);
    play.undo();
    const Unit undone = play.unit(id);
    EXPECT_FALSE(undone.pose == now.pose && undone.formation == now.formation)
        << "undo left " << id << " as it was";
    play.redo();
    EXPECT_EQ(play.unit(id).pose, now.pose);
    EXPECT_EQ(play.unit(id).formation, now.formation);
}

/// Changes the formation of a unit (not in `avoid`) from its context menu.
inline std::string changeFormationByHand(HandPlay& play, const std::set<std::string>& avoid) {
    for (const std::string& id : play.unitIds()) {
        if (avoid.count(id) || !play.mayAct(play.unit(id))) {
            continue;
        }
        const auto offer = play.menuOffer(id, "Formation");
        if (!offer || offer->label.rfind("Form ", 0) != 0) {
            continue;
        }
        const Formation before = play.unit(id).formation;
        play.chooseFromMenu(play.centreOf(id), QString::fromStdString(offer->label));
        const Unit& after = play.unit(id);
        EXPECT_NE(after.formation, before) << id;
        EXPECT_NE(offer->label.find(std::string(formationName(after.formation))), std::string::npos)
            << offer->label << " left " << id << " in " << formationName(after.formation);
        return id;
    }
    ADD_FAILURE() << "no unit may change formation at step " << play.step();
    return {};
}

/// A unit that may fire now and a target the referee allows it, if any.
inline std::optional<std::pair<std::string, std::string>> legalFire(
    const HandPlay& play, std::optional<int> side = std::nullopt) {
    for (const Unit& firer : play.state().units()) {
        if (isGeneral(play, firer) || !play.mayAct(firer) || (side && firer.side != *side) ||
            !play.ordersOf(firer.id).empty()) {
            continue;
        }
        for (const Unit& target : play.state().units()) {
            if (target.side == firer.side || isGeneral(play, target)) {
                continue;
            }
            const FirePreview preview =
                play.referee().previewFire(play.state(), firer.id, target.id, {});
            if (preview.legal && preview.canFire) {
                return std::make_pair(firer.id, target.id);
            }
        }
    }
    return std::nullopt;
}

inline std::optional<std::pair<std::string, std::string>> legalCharge(const HandPlay& play) {
    if (play.step() != "declareCharges") {
        return std::nullopt;
    }
    for (const Unit& charger : play.state().units()) {
        if (isGeneral(play, charger) || !play.mayAct(charger) ||
            !play.ordersOf(charger.id).empty()) {
            continue;
        }
        for (const Unit& target : play.state().units()) {
            if (target.side != charger.side && !isGeneral(play, target) &&
                !play.referee().refuseCharge(play.state(), charger.id, {target.id})) {
                return std::make_pair(charger.id, target.id);
            }
        }
    }
    return std::nullopt;
}

/// The arrow of a unit's waiting order, on the table.
inline std::optional<QLineF> arrowOf(HandPlay& play, const std::string& unitId) {
    for (const auto& arrow : play.tools().orders().item()->arrows()) {
        const auto& orders = play.tools().orders().orders();
        if (arrow.order >= 0 && orders[static_cast<std::size_t>(arrow.order)].unitId == unitId) {
            return arrow.line;
        }
    }
    return std::nullopt;
}

/// Takes a waiting order back from its arrow's menu, checks it is gone, and
/// brings it back with Ctrl+Z.
inline void takeBackAndUndo(HandPlay& play, const std::string& unitId, const QString& label) {
    const std::optional<QLineF> arrow = arrowOf(play, unitId);
    ASSERT_TRUE(arrow.has_value()) << "no arrow for the order of " << unitId;
    const auto before = play.ordersOf(unitId);
    play.chooseFromMenu(arrow->pointAt(0.5), label);
    EXPECT_TRUE(play.ordersOf(unitId).empty()) << unitId;
    EXPECT_FALSE(arrowOf(play, unitId).has_value());
    play.undo();
    ASSERT_EQ(play.ordersOf(unitId).size(), before.size());
    EXPECT_EQ(play.ordersOf(unitId).front().targetIds, before.front().targetIds);
}

/// Plays on to a step where a unit may fire, gives the order with the fire
/// tool (F, click the firer, click the target, Enter), takes it back from its
/// arrow and back again, and checks the default orders leave it as it is.
inline void giveFireOrderByHand(HandPlay& play, const std::string& firerId,
                                const std::string& targetId) {
    play.key(Qt::Key_F);
    play.click(play.centreOf(firerId));
    play.click(play.centreOf(targetId));
    const QString callout = play.tools().fireTool().calloutText();
    EXPECT_FALSE(callout.contains("Weapon 0")) << callout.toStdString();
    for (const std::string& line : play.tools().fireTool().preview().working) {
        EXPECT_TRUE(callout.contains(QString::fromStdString(line))) << line;
    }
    EXPECT_FALSE(play.tools().fireTool().preview().working.empty());
    play.key(Qt::Key_Return);
    const auto orders = play.ordersOf(firerId);
    ASSERT_EQ(orders.size(), 1U) << play.status().toStdString();
    EXPECT_EQ(orders.front().kind, StandingOrder::Kind::Fire);
    EXPECT_EQ(orders.front().targetIds, std::vector<std::string>{targetId});
    play.key(Qt::Key_Escape);
    play.key(Qt::Key_S);
}

inline void fireByHand(HandPlay& play) {
    ASSERT_TRUE(play.playUntil([&] { return legalFire(play).has_value(); }))
        << "no unit could fire in the bounds played";
    const auto [firerId, targetId] = *legalFire(play);
    giveFireOrderByHand(play, firerId, targetId);
    if (::testing::Test::HasFatalFailure()) {
        return;
    }

    takeBackAndUndo(play, firerId,
                    QString("Cancel the fire order at %1").arg(nameOf(play.unit(targetId))));
    // Delete takes back the selected unit's waiting order too.
    play.click(play.centreOf(firerId));
    play.key(Qt::Key_Delete);
    EXPECT_TRUE(play.ordersOf(firerId).empty());
    play.undo();
    EXPECT_EQ(play.ordersOf(firerId).size(), 1U);
    // The default orders give the firer no second order.
    play.giveDefaultOrders();
    const auto kept = play.ordersOf(firerId);
    ASSERT_EQ(kept.size(), 1U);
    EXPECT_EQ(kept.front().targetIds, std::vector<std::string>{targetId});
}

/// Plays on to a declare-charges step where a unit may charge, declares it
/// with the charge tool (C, drag from the charger onto the target), takes it
/// back from its arrow and back again, and checks the default orders leave it.
inline std::string chargeByHand(HandPlay& play) {
    EXPECT_TRUE(play.playUntil([&] { return legalCharge(play).has_value(); }))
        << "no unit could charge in the bounds played";
    const auto pair = legalCharge(play);
    if (!pair) {
        return {};
    }
    const auto [chargerId, targetId] = *pair;
    play.key(Qt::Key_C);
    play.drag(play.centreOf(chargerId), play.centreOf(targetId));
    const auto orders = play.ordersOf(chargerId);
    EXPECT_EQ(orders.size(), 1U) << play.status().toStdString();
    if (orders.empty()) {
        return {};
    }
    EXPECT_EQ(orders.front().kind, StandingOrder::Kind::Charge);
    EXPECT_EQ(orders.front().targetIds, std::vector<std::string>{targetId});
    play.key(Qt::Key_S);
    takeBackAndUndo(play, chargerId,
                    QString("Withdraw the charge on %1").arg(nameOf(play.unit(targetId))));
    play.giveDefaultOrders();
    const auto kept = play.ordersOf(chargerId);
    EXPECT_EQ(kept.size(), 1U);
    if (!kept.empty()) {
        EXPECT_EQ(kept.front().targetIds, std::vector<std::string>{targetId});
    }
    return chargerId;
}

/// Resolves steps to the start of the next bound, then a whole bound with
/// Ctrl+Return, checking that every step of the sequence was resolved.
inline void resolveAWholeBound(HandPlay& play) {
    const int next = play.state().bound() + 1;
    for (int i = 0; i < 60 && play.state().bound() < next; ++i) {
        play.resolveStep();
    }
    ASSERT_EQ(play.state().bound(), next);
    ASSERT_EQ(play.state().stepIndex(), 0U);
    std::set<std::string> resolved;
    for (int i = 0; i < 60 && play.state().bound() == next; ++i) {
        resolved.insert(play.step());
        play.resolveStep();
    }
    EXPECT_EQ(play.state().bound(), next + 1);
    for (const SequenceStep& step : play.state().ruleset().sequence) {
        EXPECT_TRUE(resolved.count(step.id)) << "step " << step.id << " was not resolved";
    }
}

/// The unit a command orders, if it orders one.
inline std::string orderedUnit(const Command& command) {
    if (const auto* manoeuvre = dynamic_cast<const ManoeuvreCommand*>(&command)) {
        return manoeuvre->unitId();
    }
    const nlohmann::json json = command.toJson();
    if (json.contains("firer")) {
        return json.at("firer").get<std::string>();
    }
    if (json.contains("charger")) {
        return json.at("charger").get<std::string>();
    }
    return {};
}

/// Each order of the game went to its own side: the computer's (with its
/// reasons) to the second side's units, the person's to the first side's; the
/// computer gave some, the person at least `personOrders`.
inline void expectEachSideOrderedItsOwn(const HandPlay& play, int personOrders) {
    const Game& game = play.session().game();
    int computer = 0;
    int person = 0;
    for (std::size_t i = 0; i < game.cursor(); ++i) {
        const std::string id = orderedUnit(game.command(i));
        const Unit* ordered = id.empty() ? nullptr : play.state().findUnit(id);
        if (!ordered) {
            continue;
        }
        if (!game.command(i).note().empty()) {
            ++computer;
            EXPECT_EQ(ordered->side, 1) << game.command(i).describe();
        } else {
            ++person;
            EXPECT_EQ(ordered->side, 0) << game.command(i).describe();
        }
    }
    EXPECT_GT(computer, 0);
    EXPECT_GE(person, personOrders);
}

/// The computer gives the second side's orders while a person gives the
/// first side's by hand: a move with the mouse in a movement step of theirs
/// and a fire order with the fire tool, each step resolved with Ctrl+Return
/// once the computer is done. Checks that both gave orders, each only to
/// their own units, and that the person's moved unit stands where it was put.
inline void playAgainstTheComputer(HandPlay& play) {
    ui::ComputerTurns& computer = play.window.computerTurns();
    computer.setInterval(0);
    ASSERT_EQ(
        play.session().setCommanders({std::nullopt, CommanderSettings{Difficulty::Steady, 7}}),
        QString());
    const int person = 0;
    std::string moved;
    int movedAtCommand = -1;
    bool fired = false;
    for (int i = 0; i < 300 && (moved.empty() || !fired || play.state().bound() < 3); ++i) {
        ASSERT_TRUE(waitUntil([&] { return !computer.isBusy(); }));
        const bool mayMove = std::any_of(
            play.state().units().begin(), play.state().units().end(), [&](const Unit& u) {
                return u.side == person && !isGeneral(play, u) && play.mayAct(u);
            });
        if (moved.empty() && play.step() == "movement" && mayMove) {
            moved = moveByHand(play, {}, person);
            if (!moved.empty()) {
                movedAtCommand = static_cast<int>(play.cursor()) - 1;
            }
        }
        if (!fired) {
            if (const auto pair = legalFire(play, person)) {
                giveFireOrderByHand(play, pair->first, pair->second);
                fired = true;
            }
        }
        play.resolveStep();
    }
    EXPECT_FALSE(moved.empty()) << "the person never had a unit to move";
    EXPECT_TRUE(fired) << "the person never had a unit to fire";
    expectEachSideOrderedItsOwn(play, 2);
    const Game& game = play.session().game();
    if (movedAtCommand >= 0) {
        const auto* command = dynamic_cast<const ManoeuvreCommand*>(
            &game.command(static_cast<std::size_t>(movedAtCommand)));
        ASSERT_NE(command, nullptr);
        EXPECT_EQ(command->unitId(), moved);
        EXPECT_TRUE(command->note().empty());
    }
}

}  // namespace adjutant::testing
