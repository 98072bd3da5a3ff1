// Fire Effect played by hand in the main window, the tutorial and St. Privat:
// in the phasing side's half a person moves and wheels a unit with the mouse
// (Tab choosing the pace), changes a formation, dismounts and mounts cavalry
// and lays infantry down and raises it from the context menu, fires, declares
// a charge, takes orders back from their arrows, resolves a whole move of
// both halves with Ctrl+Return, and undoes and redoes; each action checked
// in the game.
#include <gtest/gtest.h>

#include "core/referee/fireeffect/FireEffectGameState.h"
#include "tests/ui/handplay/HandPlayScript.h"
#include "ui/window/TableSync.h"

namespace adjutant {
namespace {

using testing::HandPlay;

const FireEffectUnitState& statusOf(const HandPlay& play, const std::string& id) {
    return fireEffectState(play.state()).unit(id);
}

// Cavalry dismounts and mounts again; infantry lies down and rises: each from
// the unit's context menu, each checked in the unit's Fire Effect status.
void mountAndLieDownByHand(HandPlay& play, const std::set<std::string>& avoid) {
    bool dismounted = false;
    bool layDown = false;
    for (const std::string& id : play.unitIds()) {
        if (avoid.count(id) || !play.mayAct(play.unit(id))) {
            continue;
        }
        const QPointF centre = play.centreOf(id);
        const auto offers = play.referee().offerManoeuvres(play.state(), id);
        auto legal = [&](const std::string& label) {
            for (const ManoeuvreOffer& offer : offers) {
                if (offer.label == label && offer.verdict.legal) {
                    return true;
                }
            }
            return false;
        };
        if (!dismounted && legal("Dismount")) {
            play.chooseFromMenu(centre, "Dismount");
            EXPECT_TRUE(statusOf(play, id).dismounted) << id;
            play.chooseFromMenu(centre, "Mount");
            EXPECT_FALSE(statusOf(play, id).dismounted) << id;
            dismounted = true;
        } else if (!layDown && legal("Lie down")) {
            play.chooseFromMenu(centre, "Lie down");
            EXPECT_TRUE(statusOf(play, id).prone) << id;
            EXPECT_TRUE(play.window.tableSync()
                            ->badgeText(QString::fromStdString(id))
                            .contains("Lying down"));
            play.chooseFromMenu(centre, "Rise");
            EXPECT_FALSE(statusOf(play, id).prone) << id;
            layDown = true;
        }
    }
    EXPECT_TRUE(dismounted) << "no cavalry could dismount";
    EXPECT_TRUE(layDown) << "no infantry could lie down";
}

void playByHand(const char* scenario, quint64 seed) {
    HandPlay play(testing::shippedScenario(scenario), seed);
    ASSERT_EQ(play.state().ruleset().engine, "fireEffect");
    ASSERT_TRUE(play.advanceTo("movement"));
    const std::string mover = testing::moveByHand(play);
    ASSERT_FALSE(mover.empty());
    testing::undoAndRedoByHand(play, mover);
    EXPECT_TRUE(testing::wheelByHand(play, mover)) << "no wheel was allowed to " << mover;
    testing::undoAndRedoByHand(play, mover);
    const std::string formed = testing::changeFormationByHand(play, {mover});
    if (!formed.empty()) {
        testing::undoAndRedoByHand(play, formed);
    }
    mountAndLieDownByHand(play, {mover, formed});
    testing::fireByHand(play);
    testing::chargeByHand(play);
    testing::resolveAWholeBound(play);
}

TEST(FireEffectHandPlay, TheTutorialPlayedWithTheMouseAndKeys) {
    playByHand("fire-effect-tutorial.scenario.json", 3);
}

TEST(FireEffectHandPlay, StPrivatPlayedWithTheMouseAndKeys) {
    playByHand("st-privat-1870.scenario.json", 5);
}

// A unit that has not moved this half shows its whole allowance, in yards.
TEST(FireEffectHandPlay, TheMoveLeftOfAFreshUnitIsItsWholeAllowance) {
    HandPlay play(testing::shippedScenario("fire-effect-tutorial.scenario.json"), 3);
    ASSERT_TRUE(play.advanceTo("movement"));
    for (const Unit& u : play.state().units()) {
        if (!play.mayAct(u) || testing::isGeneral(play, u)) {
            continue;
        }
        const UnitMovement movement = play.referee().unitMovement(play.state(), u.id);
        EXPECT_GT(movement.leftInches, 0.0) << u.id;
        EXPECT_EQ(movement.leftInches, movement.allowanceInches) << u.id;
        play.click(play.centreOf(u.id));
        const UnitOverlays overlays = play.referee().overlays(play.state(), u.id);
        EXPECT_EQ(overlays.allowanceInches, movement.leftInches) << u.id;
        return;
    }
    FAIL() << "no unit may move";
}

TEST(FireEffectHandPlay, APersonAgainstTheComputerOnTheTutorial) {
    HandPlay play(testing::shippedScenario("fire-effect-tutorial.scenario.json"), 9);
    testing::playAgainstTheComputer(play);
}

}  // namespace
}  // namespace adjutant
