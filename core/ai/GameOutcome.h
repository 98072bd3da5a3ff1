#pragma once

#include <array>
#include <functional>
#include <string>

#include "core/engine/GameState.h"

namespace adjutant {

/// How one army stands when a game is judged: its figures at the start and
/// those still in action (units routing, broken or gone from the table count
/// as lost, as they would to a player counting what is left to fight).
struct ArmyStanding {
    int startFigures = 0;
    int figuresInAction = 0;
    bool broken = false;  // it has lost the ruleset's armyBreaksAtLoss share

    int figuresLost() const { return startFigures - figuresInAction; }
    double lossFraction() const;
};

/// The result of a game played headless: decided when an army broke, else
/// judged on losses at the end [P]: the army that lost a smaller share of its
/// figures by more than `kPointsMargin` wins on points, otherwise a draw.
struct GameOutcome {
    static constexpr double kPointsMargin = 0.05;

    std::array<ArmyStanding, 2> armies;
    bool decided = false;  // an army broke
    int winner = -1;       // index of the winning side; -1 for a draw
    int bound = 0;         // the bound the game stood at when judged
    std::string summary;   // one line: "Prussian army wins: Austrian army broken (52% lost)"
};

/// Whether a unit is out of action (routing, broken, off the table): the
/// referee's call for its ruleset.
using OutOfActionTest = std::function<bool(const GameState&, const Unit&)>;

/// Judges the game as it stands. With `final` false only a decision counts
/// (an army broke); with `final` true an undecided game is judged on losses.
GameOutcome judgeGame(const GameState& state, const OutOfActionTest& outOfAction, bool final);

}  // namespace adjutant
