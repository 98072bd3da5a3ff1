#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/ai/GameOutcome.h"

namespace adjutant {

class Game;
class RulesetReferee;
class RulesetStateFactory;

/// The facts of an after-action report, gathered from a game's journal: who
/// fought, how it ended, what each side lost bound by bound, the turning
/// points and what happened in each bound. Plain data; the words and the
/// pictures are the report writer's (ui/report/).
struct BattleReport {
    struct Side {
        std::string name;
        std::string colour;  // "#rrggbb", as the table draws the side
        int startUnits = 0;
        int startFigures = 0;
    };

    /// What one side did and suffered in one bound.
    struct SideBound {
        int figuresLost = 0;   // casualties taken in the bound
        int unitsBroken = 0;   // units put out of action in the bound
        int volleys = 0;       // fire resolved for its units
        int charges = 0;       // charges its units declared
        int moraleTests = 0;   // morale tests its units took
        double shareLost = 0;  // of its starting figures lost or out of action, at the bound's end
        bool broken = false;   // the army was broken at the bound's end
    };

    struct Bound {
        int number = 0;
        bool complete = true;  // false for a bound the game stopped in
        std::array<SideBound, 2> sides;
        std::string initiative;           // the referee's summary of who had the initiative
        std::vector<std::string> melees;  // the referee's summary of each melee fought
    };

    struct TurningPoint {
        enum class Kind {
            ChargeWon,   // the target broke or gave ground, the charger did not
            ChargeLost,  // the charger broke or was thrown back
            ChargeHeld,  // neither gave way
            UnitBroken,  // a unit went out of action (routed, broken, off the table)
            ArmyBroken,  // an army lost the share of its figures that breaks it
        };
        Kind kind = Kind::UnitBroken;
        int bound = 0;
        int side = 0;        // the charger's, the broken unit's or the army's side
        std::string unit;    // the charger or the broken unit's name (empty for an army)
        std::string target;  // the charge's target's name
        std::string how;     // for a charge: "broke", "gave ground", "thrown back", ""
    };

    std::string title;
    std::string rulesetName;
    std::uint64_t seed = 0;
    std::array<Side, 2> sides;
    int boundsPlayed = 0;  // complete bounds
    GameOutcome outcome;   // judged on the game as it stands (decided, or on losses)
    std::vector<Bound> bounds;
    std::vector<TurningPoint> turningPoints;
};

/// Replays the commands in effect of `game` (with their recorded dice) and
/// gathers the report. `referee` answers whether a unit is out of action
/// (none: no unit ever is); `states` builds the ruleset's state for the replay.
BattleReport gatherBattleReport(const Game& game, const RulesetStateFactory& states,
                                const RulesetReferee* referee);

}  // namespace adjutant
