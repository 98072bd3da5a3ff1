#pragma once

#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/referee/Resolution.h"
#include "core/referee/StepAgenda.h"
#include "core/referee/TurnReport.h"

namespace adjutant {

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

/// A referee's first role: the sequence of play. It resolves each step for
/// both sides, keeps the bound's bookkeeping, says whose player turn it is and
/// who holds the initiative, and tells a person (the phase panel) and a match
/// between two people (core/match) what the present step is for and who gives
/// orders in it.
class RefereeSteps {
  public:
    virtual ~RefereeSteps() = default;

    /// Resolves the current step for both sides, throwing every die through
    /// `dice`, and returns what happened (a step with nothing to do says so in
    /// one resolution). Does not move to the next step.
    virtual std::vector<Resolution> resolveStep(GameState& state, DiceSource& dice) const = 0;
    /// End-of-bound bookkeeping, called after the last step and before the
    /// bound number goes up: "this bound" becomes "last bound", counters run down.
    /// None by default: a ruleset whose player turns clear their own records
    /// carries nothing from one bound to the next.
    virtual void endBound(GameState& /*state*/) const {}
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

    /// Who holds the initiative now.
    virtual InitiativeReport initiative(const GameState& /*state*/) const { return {}; }

    /// What the present step is for, which sides may act in it and why a side
    /// cannot. The default: every side may act; the step's name as its purpose.
    virtual StepBriefing stepBriefing(const GameState& state) const;

    /// Who gives orders now, and in what order they are carried out when
    /// revealed together (core/match). The default: the sides the step
    /// briefing lets act, revealed with the side holding the initiative first
    /// (else the side to act), side after side or interleaved as the game's
    /// option `simultaneousOrders` says.
    virtual StepOrderGivers orderGivers(const GameState& state) const;

    /// The tests and other events resolving the current step brings about by
    /// itself, unit by unit, in the order it will resolve them (empty when it
    /// only carries out orders).
    virtual StepAgenda stepAgenda(const GameState& /*state*/) const { return {}; }
};

}  // namespace adjutant
