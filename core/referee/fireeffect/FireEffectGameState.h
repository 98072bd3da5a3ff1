#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/Vec2.h"
#include "core/referee/UnitStatusGameState.h"
#include "core/referee/fireeffect/FireEffectMorale.h"

namespace adjutant {

class GameState;
struct GameSetup;
class JsonReader;

/// Figures that broke and left their unit (8.1, 8.2 [P]). A group is held as
/// status on its parent unit, not as a unit of its own: it stands at
/// `position`, flees to its own side's rear in its side's halves, is checked
/// once out of danger and rejoins its parent when it rallies.
struct FireEffectBrokenGroup {
    int figures = 0;
    Vec2 position;
    FireEffectBrokenState state = FireEffectBrokenState::Fleeing;
    int ownHalvesChecked = 0;  // own halves completed since it was checked (B23)
    /// The half (game-wide count from 0) in which it broke, or was last fired at
    /// or caught in hand to hand: the "fired at" of out of danger (8.2).
    int halfBroken = 0;

    bool operator==(const FireEffectBrokenGroup&) const = default;
};

/// A charge declared this half (9.2): its target, whether the charger fires,
/// and how far away (yards) it started, for the bayonet-charge exception (3.7).
struct FireEffectCharge {
    std::string target;
    bool willFire = false;
    double startYards = 0;
    bool contact = false;  // it reached its target in the movement step

    bool operator==(const FireEffectCharge&) const = default;
};

/// The Fire Effect status of one unit (11.1) beyond what Unit holds (figures,
/// formation, pose).
struct FireEffectUnitState {
    // --- formation extras ---------------------------------------------------------
    bool prone = false;       // lying down (optional rule, 3.4)
    bool dismounted = false;  // cavalry fires only dismounted (B28)
    // --- this half -------------------------------------------------------------------
    double yardsMoved = 0;
    std::string pace;  // the pace of its last manoeuvre this half
    int limberOperations = 0;
    int formationChanges = 0;
    int riverCrossings = 0;  // rivers crossed this move where crossing costs (6.4, P)
    int mountOperations = 0;
    bool fired = false;
    FireEffectCharge charge;     // target empty: no charge
    bool failedToStand = false;  // militia that failed 8.3 and stayed (option militiaChargeFailure)
    // --- across moves ------------------------------------------------------------------
    /// Moves in which a limited pace was used (extended gallop, slow trot, gallop), by pace.
    std::map<std::string, std::vector<int>> paceHistory;
    int gunsSilenced = 0;
    std::vector<FireEffectBrokenGroup> brokenGroups;
    double carriedFraction = 0;  // rounding = carryFractions
    bool offTable = false;       // fled off the table: out of the game

    bool hasCharge() const { return !charge.target.empty(); }
    bool operator==(const FireEffectUnitState&) const = default;
    nlohmann::json toJson() const;
    /// Reads a status as a scenario gives it or a saved state holds it; every
    /// member of the wrong type is an error at its JSON pointer, every unknown
    /// one a warning, and the rest is read.
    static FireEffectUnitState read(const JsonReader& json);
    /// The same, the problems left unsaid (for a status already checked).
    static FireEffectUnitState fromJson(const nlohmann::json& json);
};

/// One execution of fire of the present fire step, in the order resolved (9.4,
/// 9.5): morale after fire is tested volley by volley from this log.
struct FireEffectVolley {
    std::string firer;
    std::string target;
    int casualties = 0;
    int figuresBefore = 0;  // the target's figures before this volley
    bool operator==(const FireEffectVolley&) const = default;
};

/// A fire order of the present half: the target and the method ("mass",
/// "individual", "group"; empty: the ruleset's default).
struct FireEffectFireOrder {
    std::string target;
    std::string mode;
    bool operator==(const FireEffectFireOrder&) const = default;
};

/// Two units brought into contact by a charge this half (9.6).
struct FireEffectContact {
    std::string attacker;
    std::string defender;
    bool operator==(const FireEffectContact&) const = default;
};

/// Fire Effect's part of a game state: every unit's status, the side with the
/// first half, the fire orders, the volley log of the present fire step and the
/// contacts made this half.
class FireEffectGameState final
    : public UnitStatusGameState<FireEffectGameState, FireEffectUnitState> {
  public:
    /// Sides in the order of their halves this move (9.0).
    std::vector<int> halfOrder;
    std::vector<int> initiativeRolls;                       // this move's, under rollEachMove
    std::map<std::string, FireEffectFireOrder> fireOrders;  // by firer
    std::vector<FireEffectVolley> volleyLog;
    std::vector<FireEffectContact> contacts;

    int firstHalfSide() const { return halfOrder.empty() ? 0 : halfOrder.front(); }

    nlohmann::json toJson() const override;
    /// Compares every member directly: toJson writes each one to one.
    bool sameAs(const RulesetGameState& other) const override;

    /// The state at the start of a game: the scenario's unit `status` read as
    /// each unit's starting state ({"prone": true}), the sides in scenario order.
    static std::unique_ptr<RulesetGameState> create(const GameSetup& setup);
    static std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                                      const GameSetup& setup);
};

/// The Fire Effect part of a game state; throws std::logic_error if the game
/// is not run by the Fire Effect engine (a programming error).
FireEffectGameState& fireEffectState(GameState& state);
const FireEffectGameState& fireEffectState(const GameState& state);

/// "fleeing", "checked", "rallied" and back.
std::string fireEffectBrokenStateKey(FireEffectBrokenState state);
FireEffectBrokenState fireEffectBrokenStateFromKey(const std::string& key);

}  // namespace adjutant
