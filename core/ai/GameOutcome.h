#pragma once

#include <array>
#include <map>
#include <string>
#include <vector>

#include "core/ai/ObjectiveHolding.h"
#include "core/engine/GameState.h"
#include "core/model/EnumKeys.h"

namespace adjutant {

/// How one army stands when a game is judged: its figures at the start and
/// those still in action (units routing, broken or gone from the table count
/// as lost, as they would to a player counting what is left to fight).
struct ArmyStanding {
    int startFigures = 0;
    int figuresInAction = 0;
    double breakPoint = 0.5;  // the share lost at which it breaks
    bool broken = false;      // it has lost that share

    int figuresLost() const { return startFigures - figuresInAction; }
    double lossFraction() const;
};

/// One objective of the victory conditions as the game stands.
struct ObjectiveStanding {
    std::string objectiveId;
    std::string name;  // the objective's name, or its id
    double value = 0;
    int holder = -1;   // the side that must hold it, or -1 for either
    int byBound = 0;   // judged at the end of this bound (the last one when 0)
    int heldNow = -1;  // the side holding it now, -1 for neither
    bool judged = false;
    int scoredBy = -1;  // once judged: the side that scores its value, or -1
};

/// What the objectives were judged to be held by at the ends of their
/// bounds: objective id -> the side holding it then (-1 for neither).
using ObjectiveRecord = std::map<std::string, int>;

/// How a game ended, by the scenario's victory conditions.
enum class GameResult { Draw, Marginal, Decisive };
/// The words a simulation's results are written in and read back from.
inline constexpr EnumKeys<GameResult, 3> kGameResultWords{{
    {GameResult::Decisive, "decisive"},
    {GameResult::Marginal, "marginal"},
    {GameResult::Draw, "draw"},
}};
std::string_view gameResultWord(GameResult result);  // "draw", "marginal", "decisive"

/// The result of a game: decided when an army broke, else judged at the end
/// on points (docs/scenario-format.md, "Victory conditions"): each side scores
/// the objectives it held when they were judged and, for the enemy's losses,
/// one point per `lossPercentPerPoint`; a lead above the draw margin wins,
/// one of at least the decisive margin (if any) wins decisively.
struct GameOutcome {
    std::array<ArmyStanding, 2> armies;
    std::array<double, 2> points{};
    std::vector<ObjectiveStanding> objectives;
    bool decided = false;  // an army broke
    bool final = false;    // judged at the end of the game
    /// A side began with no units: no battle was fought, so nobody wins,
    /// whatever the objectives and points say (winner stays -1).
    bool undecidable = false;
    int winner = -1;  // index of the winning side; -1 for a draw or not yet
    GameResult result = GameResult::Draw;
    int bound = 0;        // the bound the game stood at when judged
    int lastBound = 0;    // the scenario's last bound
    std::string summary;  // one line: "Prussian army wins: Austrian army broken (52% lost)"
};

/// Judges the game as it stands. With `final` false only a decision counts
/// (an army broke); with `final` true an undecided game is judged on points.
/// `record` holds the objectives already judged at the end of earlier bounds;
/// the others are judged as they are held now.
GameOutcome judgeGame(const GameState& state, const OutOfActionTest& outOfAction, bool final,
                      const ObjectiveRecord* record = nullptr);

/// Records in `record` who holds each objective judged at the end of
/// `endedBound`, with `state` as it stands at that end.
void recordObjectives(const GameState& state, const OutOfActionTest& outOfAction, int endedBound,
                      ObjectiveRecord& record);

}  // namespace adjutant
