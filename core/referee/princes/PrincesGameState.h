#pragma once

#include <functional>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/referee/UnitStatusGameState.h"
#include "core/referee/princes/PrincesMovement.h"

namespace adjutant {

class GameState;
struct GameSetup;
class JsonReader;

/// How a unit is moving as the morale results of 7.2 see it (digest 10.1).
enum class PrincesMotion { Moving, Halted, Retiring, Routing };

/// The War of Princes status of one unit (digest 10.1) beyond what Unit holds
/// (figures, formation, pose): order, motion, markers, the rifle reload, what
/// it has spent and done in the present player turn, its charge and what
/// happened to it in the step being resolved.
struct PrincesUnitState {
    bool disordered = false;
    bool routing = false;
    /// Own turns ends the halt marker still has to see (7.2 [P]): a marker
    /// given in the unit's own turn lasts through its next one too.
    int haltMarkerTurns = 0;
    /// It loses its next chance to fire (7.2 "no firing").
    bool noFireMarker = false;
    /// Marked retiring (7.2): own turn ends until the mark goes, like the halt marker.
    int retiringTurns = 0;
    /// The unit moved (not only turned or changed formation) in its most recent
    /// own movement step; `movedThisTurn` becomes it when its turn ends.
    bool movedInLastOwnMovement = false;
    bool movedThisTurn = false;
    /// Rifles (4.3, A6): own turns still to be spent reloading.
    int reloadTurns = 0;
    bool reloadingThisTurn = false;
    /// What the unit has spent of its allowance this player turn (4.2).
    PrincesTurnSpending spending;
    double distanceMovedThisTurn = 0;
    bool firedThisTurn = false;
    // --- its charge in the present player turn (8.2) -------------------------
    std::vector<std::string> chargeTargets;  // declared; emptied if cancelled
    bool chargeInitiated = false;            // passed its initiation test
    bool chargedThisTurn = false;            // the charge made contact (+1 in melee)
    bool standPassed = false;                // a charged target that may give closing fire
    // --- what happened to it in the step being resolved ------------------------
    int casualtiesThisStep = 0;
    bool firedOnByArtillery = false;
    bool foughtMelee = false;
    std::string causedBy;  // the enemy unit a test is against, for retire and rout moves
    // --- losses -----------------------------------------------------------------
    bool gunLost = false;   // a gun without crew, or abandoned by its routing crew
    bool offTable = false;  // routed off the table or destroyed: out of the game
    // --- what the scenario says of this unit alone ------------------------------
    /// Without bayonets (2.3, 10.1), whatever its unit type: melee -2 (6.2),
    /// morale -2 in charge and melee tests (7.4). A scenario sets it in the
    /// unit's status; infantry and gun crews only (A18).
    bool noBayonets = false;

    bool haltMarker() const { return haltMarkerTurns > 0; }
    bool retiring() const { return retiringTurns > 0; }
    PrincesMotion motion() const;

    bool operator==(const PrincesUnitState&) const = default;
    nlohmann::json toJson() const;
    /// Reads a status as a scenario gives it or a saved state holds it; every
    /// member of the wrong type is an error at its JSON pointer, every unknown
    /// one a warning, and the rest is read.
    static PrincesUnitState read(const JsonReader& json);
    /// The same, the problems left unsaid (for a status already checked).
    static PrincesUnitState fromJson(const nlohmann::json& json);
};

/// Two units of opposite sides in hand to hand (6.3): it continues each player
/// turn while both stay in contact (A25). `attacker` charged `defender`, or
/// came into contact with it in its own player turn.
struct PrincesMelee {
    std::string attacker;
    std::string defender;
    bool attackerCrossedObstacle = false;  // fights over an obstacle (A20)
    /// Fought its one round under A25 `oneRound`: the units may still touch,
    /// but the melee is over; kept so that the contact does not start another.
    bool ended = false;
    bool operator==(const PrincesMelee&) const = default;
};

/// War of Princes' part of a game state: every unit's status, the order of the
/// player turns, the fire orders and the melees in progress.
class PrincesGameState final : public UnitStatusGameState<PrincesGameState, PrincesUnitState> {
  public:
    /// Sides in the order of their player turns this bound (8.0).
    std::vector<int> turnOrder;
    /// The initiative rolls of this bound, by side (empty under `scenario`).
    std::vector<int> initiativeRolls;
    std::map<std::string, std::string> fireTargets;  // firer id -> target id (8.4)
    /// firer id -> "ball" or "canister", for guns whose player chose (5.3, A17);
    /// a gun with no entry fires canister when it may [P].
    std::map<std::string, std::string> fireShots;

    /// The melees in progress, in the order they began (ended ones too, under
    /// A25 `oneRound`, until the units part).
    const std::vector<PrincesMelee>& melees() const { return melees_; }
    /// Records a melee that begins (a charge home, a contact, a situation's).
    void addMelee(PrincesMelee melee);
    /// Takes off the record the melees `over` picks.
    void removeMelees(const std::function<bool(const PrincesMelee&)>& over);
    /// Ends, keeping it on the record, every melee the unit came on in (A25 `oneRound`).
    void endMeleesAttackedBy(const std::string& id);
    /// Whether a melee between the two is on the record, either way round, ended or not.
    bool meleeRecorded(const std::string& a, const std::string& b) const;
    /// The melees a unit is in, not ended, in the order they began.
    std::vector<const PrincesMelee*> meleesOf(const std::string& id) const;
    bool inMelee(const std::string& id) const { return !meleesOf(id).empty(); }
    /// Ends every melee of a unit (it retired, routed or is gone).
    void leaveMelees(const std::string& id);

    nlohmann::json toJson() const override;
    /// Compares every member directly: toJson writes each one to one.
    bool sameAs(const RulesetGameState& other) const override;

    /// The state at the start of a game: the scenario's unit `status` read as
    /// each unit's starting state ({"disordered": true}), the sides in order.
    static std::unique_ptr<RulesetGameState> create(const GameSetup& setup);
    static std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                                      const GameSetup& setup);

  private:
    void indexMelees();

    std::vector<PrincesMelee> melees_;
    // Unit id -> positions in melees_ of the melees it is in: a step asks for
    // every unit and every shot, and reading the whole list for each made a
    // bound of 800 a side grow with the square of the melees. Kept by the
    // members that change melees_, which is why that list is private.
    std::unordered_map<std::string, std::vector<std::size_t>> meleesByUnit_;
};

/// The War of Princes part of a game state; throws std::logic_error if the
/// game is not run by the War of Princes engine (a programming error).
PrincesGameState& princesState(GameState& state);
const PrincesGameState& princesState(const GameState& state);

}  // namespace adjutant
