#pragma once

#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/dice/ExactOdds.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"
#include "core/referee/CommanderOptions.h"
#include "core/referee/ManoeuvreOffer.h"
#include "core/referee/Resolution.h"
#include "core/referee/StandingOrder.h"
#include "core/referee/StepAgenda.h"
#include "core/referee/TurnReport.h"
#include "core/referee/UnitDescription.h"
#include "core/referee/UnitPicture.h"
#include "core/referee/UnitStanding.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// A manoeuvre or fire order the referee proposes for a unit (the default orders
/// `adjutant-cli play` gives, or a hint for the AI). The manoeuvre is in the
/// ruleset's own JSON form, the one ManoeuvreCommand carries.
struct ProposedManoeuvre {
    std::string unitId;
    nlohmann::json manoeuvre;
};
struct ProposedFireOrder {
    std::string firerId;
    std::string targetId;
    std::string mode;  // one of the referee's fireModes; empty: the ruleset's default
};

/// One way a unit may fire at a target where the rules leave the choice to the
/// player (a gun's roundshot or canister). A ruleset with no such choice lists none.
struct FireMode {
    std::string id;     // what a fire order carries, "canister"
    std::string label;  // what the player is shown, "Canister (one die per crew figure)"
    std::string rule;   // the section that gives the choice, "5.3"
};
struct ProposedCharge {
    std::string chargerId;
    std::vector<std::string> targetIds;
};

/// The answer to one rules question of a situation file, as JSON that an
/// `expect` block is compared with (see docs/situations.md), with the
/// explanation to print.
struct RulesAnswer {
    nlohmann::json json = nlohmann::json::object();
    Explanation explanation;
};

/// What the table shows around one unit, in table inches, as the ruleset's
/// procedures work it out (the UI only draws it). Polygons are outlines, not
/// closed, in table coordinates. Everything is empty for a ruleset that gives
/// no overlays.
struct OverlayRangeBand {
    std::string weapon;     // the weapon row's name, "Musket"
    std::string name;       // "short", "medium", "long"
    double fromInches = 0;  // the band starts beyond this (0 for short range)
    double toInches = 0;    // and reaches this, inclusive
    /// The ground in the arc within `toInches` of the face: the short band lies
    /// inside the medium, the medium inside the long.
    std::vector<Vec2> within;
};
struct OverlayArc {
    Vec2 faceLeft, faceRight;  // the edge the arc opens from
    double halfAngleDegrees = 0;
    std::vector<Vec2> wedge;  // the arc, as deep as the farthest band or the charge reach
    std::vector<OverlayRangeBand> bands;
};
struct UnitOverlays {
    std::string unitId;
    /// The unit's outline as the referee lays it out (unformed as its status says).
    std::vector<Vec2> footprint;
    /// One arc per face that fires or charges (a square has four).
    std::vector<OverlayArc> arcs;
    /// Where the front-edge centre can get to in a charge this bound, the
    /// ground and the wheel counted; empty with `chargeWhyNot` when it cannot charge.
    std::vector<Vec2> chargeReach;
    double chargeReachInches = 0;
    std::string chargeWhyNot;
    /// The move left this bound and where the front-edge centre can get to
    /// with it, facing unchanged, the ground counted. A referee that works the
    /// area out cheaply fills it here (other units are not counted: the
    /// manoeuvre check says when one is in the way); the others leave it empty
    /// and give it from movementArea(), for the unit being moved only.
    double allowanceInches = 0;
    std::vector<Vec2> allowance;
    std::string allowanceWhyNot;
    /// Where an enemy stands on the unit's flanks or in its rear; each runs
    /// out to the table's size (clip it to the table). Empty for a unit with none.
    std::vector<Vec2> leftFlank, rightFlank, rear;
    /// How the regions were worked out, for a tooltip.
    std::string note;
};

/// A fire order looked at before it is given: whether it may be given now and
/// why not, what the volley would see and reach, and what it would do before
/// any die is thrown.
struct FirePreview {
    bool legal = false;    // the order may be given now
    std::string reason;    // why not; empty when legal
    bool canFire = false;  // the volley could be fired as the units stand
    bool inArc = false;
    bool sightClear = true;
    std::string sightBlockedBy;
    Vec2 sightFrom, sightTo;  // the line of fire to draw
    double distance = 0;      // table inches, as the bands are read
    std::string band;         // "short", "medium", "long"; empty beyond long range
    double weaponTotal = 0;
    double factorTotal = 0;
    double totalBeforeDie = 0;
    double expectedCasualties = 0;
    /// The working up to the die in the ruleset's own terms, one line each
    /// ("Weapon 3 + factors 1 = 4 before the die", "4 dice, each hitting on 1
    /// or 2"): what the fire tool shows. Empty when it cannot fire.
    std::vector<std::string> working;
    /// The chance of each number of casualties (index = casualties).
    std::vector<double> casualtyChances;
    Explanation explanation;  // the calculation up to the die, then the expectation
};

/// How `adjutant-cli resolve --odds` and questionOdds give the chances of a
/// question's answer: the answer member whose value each outcome is (`by`, a
/// path with dots for a member inside another: "attacker.kills"), and the
/// limits of the enumeration.
struct OddsPlan {
    std::string by;
    OddsLimits limits;
    /// One outcome's value in plain words for the question asked ("breaks
    /// through", "2 casualties"); unset, the value is written as the answer has it.
    std::function<std::string(const GameState& state, const nlohmann::json& question,
                              const nlohmann::json& value)>
        words;
};

/// The exact chance of each outcome of something a player is about to do or
/// a test a unit may have to take, for the window to show: a title, the rule
/// it comes from, and each outcome in plain words with its chance.
struct RulesOdds {
    std::string title;                // "IR 18 fires at IR Kaiser: casualties"
    std::string rule;                 // "14.4"
    Odds outcomes;                    // the values as the answer gives them (2, "rout", true)
    std::vector<std::string> labels;  // each outcome in words: "2 casualties", "routs"
};

/// What a charge may come to, before it is declared: the target's chance of
/// each response (or test result), every other test between the declaration
/// and the contact, and the chance the charge goes home, i.e. the charger
/// reaches the target and fights it, counting every one of those tests.
struct ChargeOdds {
    std::optional<RulesOdds> responses;
    /// The other tests on the way in, in the order they are taken, each named
    /// with its rule (the charger's own test to set off, the fire it meets,
    /// its test after that fire); `goesHome` counts them all.
    std::vector<RulesOdds> onTheWay;
    /// How many of `onTheWay` are taken before the target answers.
    std::size_t beforeResponse = 0;
    std::optional<Chance> goesHome;
    std::string whyNot;  // why there are no odds (an illegal charge), else empty
};

/// One side as the present step sees it: whether it may act, and if not why.
struct SideBriefing {
    int side = 0;
    bool mayAct = false;
    std::string why;   // "Austria owes two free bounds: only Prussia moves"
    std::string rule;  // "7.2"
};

/// What the present step is for and who may act in it, for the phase tracker.
struct StepBriefing {
    std::string purpose;  // one sentence: what the step is for
    std::string rule;     // the section that gives the step
    std::vector<SideBriefing> sides;
    /// Nobody has a decision to make: the step can be resolved at once.
    bool nobodyCanAct = false;
    std::string nobodyWhy;  // "no unit can reach an enemy to charge"
    /// The units that may be given the step's order now (a charge, a move, a
    /// fire order), for the table to pick out; empty when nobody can act.
    std::vector<std::string> unitsThatMayAct;
};

/// Who gives orders in the present step of a game between two people
/// (core/match): the sides with a decision to make now, whose orders stay
/// hidden from each other until all of them are in, and the order in which
/// the sides' orders are carried out once they are revealed together.
struct StepOrderGivers {
    /// The sides with orders to give now, in scenario order; empty when nobody
    /// decides anything in this step (the referee just resolves it).
    std::vector<int> sides;
    /// Every side, the one whose orders are carried out first at the reveal
    /// first (the side holding the initiative, A49).
    std::vector<int> revealOrder;
    /// The sides' orders are carried out in turn, one order of each, rather
    /// than all of one side's before the other's (the option "Orders given at
    /// once", `simultaneousOrders`).
    bool interleaved = false;
    /// What decides that order, in words for the journal.
    std::string why;
};

/// What a ruleset's procedures offer the engine, the UI and the command-line
/// tool: resolving the current step of the sequence of play for both sides,
/// checking and making manoeuvres, giving fire orders, saying what a unit may
/// do now, and answering single rules questions.
///
/// The generic commands (ResolveStepCommand, ManoeuvreCommand,
/// FireOrderCommand) only ever talk to this interface, so nothing outside a
/// ruleset's folder knows anything specific to that ruleset. Implementations
/// are stateless: everything they remember lives in the GameState.
class RulesetReferee {
  public:
    virtual ~RulesetReferee() = default;

    /// The engine key of the rulesets it referees ("tricorne").
    virtual std::string engine() const = 0;

    // --- the sequence of play -------------------------------------------------
    /// Resolves the current step for both sides, throwing every die through
    /// `dice`, and returns what happened (a step with nothing to do says so in
    /// one resolution). Does not move to the next step.
    virtual std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) const = 0;
    /// End-of-bound bookkeeping, called after the last step and before the
    /// bound number goes up: "this bound" becomes "last bound", counters run down.
    virtual void endBound(GameState& state) const = 0;
    /// The side that has player turn `playerTurn` (from 0) of the present
    /// bound, for a ruleset with alternate player turns: asked when the
    /// engine starts a player turn. The default takes the sides in scenario
    /// order; a ruleset with initiative answers from what its state recorded.
    virtual int phasingSide(const GameState& /*state*/, int playerTurn) const { return playerTurn; }
    /// How many player turns a bound has, for a ruleset with alternate player
    /// turns: one a side unless the game's options merge them (Fire Effect's
    /// `simultaneous`: both sides act in one combined half).
    virtual int playerTurnsPerBound(const GameState& state, int sides) const {
        (void)state;
        return sides;
    }

    // --- manoeuvres and orders ------------------------------------------------
    /// Checks a manoeuvre given in the ruleset's JSON form; a manoeuvre that
    /// cannot be read is simply not legal, with the reason.
    virtual ManoeuvreVerdict checkManoeuvre(const GameState& state,
                                            const nlohmann::json& manoeuvre) const = 0;
    /// Makes a manoeuvre checkManoeuvre called legal.
    virtual void performManoeuvre(GameState& state, const nlohmann::json& manoeuvre) const = 0;
    /// The choices the rules give `firerId` in how it fires at `targetId` as
    /// the units stand now (none: it simply fires). The first is the default.
    virtual std::vector<FireMode> fireModes(const GameState& /*state*/,
                                            const std::string& /*firerId*/,
                                            const std::string& /*targetId*/) const {
        return {};
    }
    /// Whether `id` names something a fire order or a charge may aim at: a unit
    /// of the game, or a target the rules add beside the units (Fire Effect's
    /// broken groups, "UNIT/broken-N"). The order commands check it before
    /// asking the referee.
    virtual bool isTarget(const GameState& state, const std::string& id) const {
        return state.findUnit(id) != nullptr;
    }
    /// Why `firerId` may not be ordered to fire at `targetId` now, or nothing.
    /// `mode` is empty (the default way) or one of fireModes, which
    /// FireOrderCommand has already checked.
    virtual std::optional<std::string> refuseFireOrder(const GameState& state,
                                                       const std::string& firerId,
                                                       const std::string& targetId,
                                                       const std::string& mode) const = 0;
    /// Records a fire order (an empty target cancels the unit's order); it is
    /// carried out when the firing step is resolved.
    virtual void giveFireOrder(GameState& state, const std::string& firerId,
                               const std::string& targetId, const std::string& mode) const = 0;
    /// Why `chargerId` may not declare a charge on these targets now, or
    /// nothing (an empty list withdraws a declaration, always allowed).
    virtual std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const = 0;
    /// Records a charge declaration (no targets: withdraws it); it is carried
    /// out when the charge steps are resolved. Only for a declaration
    /// refuseCharge has just accepted on this state: it is not checked again.
    virtual void declareCharge(GameState& state, const std::string& chargerId,
                               const std::vector<std::string>& targetIds) const = 0;
    /// Why the unit may not act in the current step, or nothing if it may.
    virtual std::optional<std::string> whyCannotAct(const GameState& state,
                                                    const std::string& unitId) const = 0;

    // --- orders made on the table -------------------------------------------------
    /// The ways a drag of the unit may be made where the rules leave the choice
    /// to the player (its paces, advancing to fire); none: a drag is simply a
    /// move. The first is the default.
    virtual std::vector<ManoeuvreMode> moveModes(const GameState& /*state*/,
                                                 const std::string& /*unitId*/) const {
        return {};
    }
    /// The manoeuvre a drag on the table makes in this ruleset (a move along a
    /// path, a wheel, a pivot, a move by prolonge ...), with the verdict on it
    /// now; nothing when the ruleset makes no manoeuvre of such a drag.
    virtual std::optional<ManoeuvreOffer> offerDrag(const GameState& /*state*/,
                                                    const ManoeuvreDrag& /*drag*/) const {
        return std::nullopt;
    }
    /// What the unit's context menu offers: every manoeuvre the rules give it
    /// that is not made by dragging (changes of formation, turns, limbering,
    /// mounting ...), each with the verdict now, those not legal with the reason.
    virtual std::vector<ManoeuvreOffer> offerManoeuvres(const GameState& /*state*/,
                                                        const std::string& /*unitId*/) const {
        return {};
    }
    /// A manoeuvre in the ruleset's form, about to be made on `state`, in plain
    /// words ("Wheel 30° right", "Form square"), for the journal; the form's
    /// "kind" by default.
    virtual std::string describeManoeuvre(const GameState& state,
                                          const nlohmann::json& manoeuvre) const;
    /// The orders given that wait for a later step (fire orders, declared
    /// charges), for the table to draw and offer to take back.
    virtual std::vector<StandingOrder> standingOrders(const GameState& /*state*/) const {
        return {};
    }

    // --- default orders ---------------------------------------------------------
    /// Simple manoeuvres for the current step, one per unit at most (none in a
    /// step where players do not move).
    virtual std::vector<ProposedManoeuvre> defaultManoeuvres(const GameState& state) const = 0;
    /// Simple fire orders for the current step, given after the manoeuvres.
    virtual std::vector<ProposedFireOrder> defaultFireOrders(const GameState& state) const = 0;
    /// Simple charge declarations for the current step, given before anything else.
    virtual std::vector<ProposedCharge> defaultCharges(const GameState& state) const = 0;

    // --- the computer commander --------------------------------------------------
    /// The orders the ruleset's tactics propose for `side`'s units in the
    /// present step, each legal now by this referee's own checks, valued for
    /// the generic commander (core/ai), which picks one per unit. `goals` says
    /// where each unit is meant to go. The default proposes none: the
    /// commander then falls back to the default orders above.
    /// True when commanderOptions gives this ruleset's own tactics (even when
    /// it proposes nothing in a step); false: the commander gives the default orders.
    virtual bool hasCommanderTactics() const { return false; }
    virtual std::vector<CommanderOption> commanderOptions(
        const GameState& /*state*/, int /*side*/, const std::vector<UnitGoal>& /*goals*/) const {
        return {};
    }
    /// True when the unit no longer counts in the fight (routing, broken, off
    /// the table, ...), as the ruleset sees it; what decides a game. The
    /// default: it has no figures left.
    virtual bool outOfAction(const GameState& state, const std::string& unitId) const {
        const Unit* unit = state.findUnit(unitId);
        return !unit || unit->figures <= 0;
    }

    // --- overlays for the table -------------------------------------------------
    /// The arcs, range bands, charge reach, movement allowance and flank and
    /// rear zones of one unit as it stands now (empty: the ruleset gives none).
    virtual UnitOverlays overlays(const GameState& /*state*/, const std::string& unitId) const {
        UnitOverlays none;
        none.unitId = unitId;
        return none;
    }
    /// Where the unit's front-edge centre can get with `reachInches` of move in
    /// the way of moving `mode` (one of moveModes; empty: the first), facing
    /// kept, as this referee judges each such move: the area the table
    /// draws when overlays() leaves `allowance` empty without a reason (it is
    /// worked out only for the unit the player is moving, not for every
    /// overlay asked). By default walked out by asking offerDrag
    /// (MovementArea.h); empty when the unit cannot move.
    virtual std::vector<Vec2> movementArea(const GameState& state, const std::string& unitId,
                                           double reachInches, const std::string& mode) const;
    /// What a fire order would do, worked out before the dice (not legal with a
    /// reason when the ruleset gives no preview).
    virtual FirePreview previewFire(const GameState& /*state*/, const std::string& /*firerId*/,
                                    const std::string& /*targetId*/,
                                    const std::string& /*mode*/) const {
        FirePreview none;
        none.reason = "this ruleset gives no fire preview";
        return none;
    }

    // --- what the table and the docks show ---------------------------------------
    /// The unit as the table draws it: its stands as the procedures lay them
    /// out (unformed, reforming, in skirmish order as its status says) and any
    /// groups standing apart from it. By default, laid out in its formation.
    virtual UnitPicture picture(const GameState& state, const std::string& unitId) const;
    /// The unit's stands as they would be laid out at `pose` (the ghost of a
    /// drag), with its present formation and status.
    virtual std::optional<geometry::UnitLayout> layoutAt(const GameState& state,
                                                         const std::string& unitId,
                                                         const Pose& pose) const;
    /// The states in effect on the unit that the table shows beside it.
    virtual std::vector<UnitMark> unitMarks(const GameState& /*state*/,
                                            const std::string& /*unitId*/) const {
        return {};
    }
    /// How far the unit has moved this bound or player turn and what it has
    /// left, as the ruleset counts it.
    virtual UnitMovement unitMovement(const GameState& /*state*/,
                                      const std::string& /*unitId*/) const {
        return {};
    }
    /// Who holds the initiative now.
    virtual InitiativeReport initiative(const GameState& /*state*/) const { return {}; }

    // --- single questions -------------------------------------------------------
    /// Answers a situation file's question (`question` is its JSON, read with
    /// paths for errors). Problems with the question go to its reader's
    /// diagnostics and give nothing; DiceError propagates.
    virtual std::optional<RulesAnswer> answer(GameState& state, const JsonReader& question,
                                              DiceSource& dice) const = 0;
    /// The id of the step a question of this kind is asked in when the
    /// situation does not say (a fire question in the firing step, ...).
    virtual std::string questionStep(const std::string& questionKind) const = 0;
    /// Sets up ruleset state a situation file gives beyond the units' status
    /// (e.g. `initiative`); problems go to the reader's diagnostics.
    virtual void readSituationState(GameState& state, const JsonReader& situation) const = 0;

    // --- exact odds -------------------------------------------------------------
    /// How the odds of a question kind are given; nothing for a kind that
    /// throws no dice.
    virtual std::optional<OddsPlan> oddsPlan(const std::string& /*questionKind*/) const {
        return std::nullopt;
    }
    /// The chance of each answer to a question (a situation file's `question`
    /// JSON) asked of `state`: every sequence of die faces the answer may
    /// throw, run on a copy of the state. The default follows oddsPlan; a
    /// ruleset overrides it where a kind needs more than that. Nothing, with
    /// `whyNot`, when the question has no odds or cannot be asked.
    virtual std::optional<Odds> questionOdds(const GameState& state, const nlohmann::json& question,
                                             std::string& whyNot) const;
    /// The odds of a fire order before it is given (casualties), as the
    /// fire tool shows them; nothing when the ruleset gives none or the
    /// order is not possible.
    virtual std::optional<RulesOdds> fireOdds(const GameState& /*state*/,
                                              const std::string& /*firerId*/,
                                              const std::string& /*targetId*/,
                                              const std::string& /*mode*/) const {
        return std::nullopt;
    }
    /// The odds of a charge before it is declared.
    virtual ChargeOdds chargeOdds(const GameState& /*state*/, const std::string& /*chargerId*/,
                                  const std::vector<std::string>& /*targetIds*/) const {
        ChargeOdds none;
        none.whyNot = "this ruleset gives no charge odds";
        return none;
    }
    /// "If it tests now": the tests the unit may face as it stands (its morale
    /// test, a breakthrough, the melee it is in), each with its odds.
    virtual std::vector<RulesOdds> unitOdds(const GameState& /*state*/,
                                            const std::string& /*unitId*/) const {
        return {};
    }

    // --- the present step, for a person -------------------------------------------
    /// What the present step is for, which sides may act in it and why a side
    /// cannot. The default: every side may act; the step's name as its purpose.
    virtual StepBriefing stepBriefing(const GameState& state) const;

    /// Who gives orders now, and in what order they are carried out when
    /// revealed together (core/match). The default: the sides the step
    /// briefing lets act, revealed with the side holding the initiative first
    /// (else the side to act), side after side or interleaved as the game's
    /// option `simultaneousOrders` says.
    virtual StepOrderGivers orderGivers(const GameState& state) const;

    // --- describing a unit ------------------------------------------------------
    /// What the unit inspector shows about a unit: its rows (identity, strength,
    /// formation, then the ruleset's status) and its present morale status with
    /// the breakdown. The default gives the fields every ruleset shares.
    virtual UnitDescription describeUnit(const GameState& state, const std::string& unitId) const {
        return describeUnitGenerically(state, unitId);
    }

    // --- what the present step will do ------------------------------------------
    /// The tests and other events resolving the current step brings about by
    /// itself, unit by unit, in the order it will resolve them (empty when it
    /// only carries out orders).
    virtual StepAgenda stepAgenda(const GameState& /*state*/) const { return {}; }
};

}  // namespace adjutant
