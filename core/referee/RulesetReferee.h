#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/json/JsonReader.h"
#include "core/referee/Resolution.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What the referee says about one manoeuvre before it is made: whether it is
/// legal, why not, what it costs against what the unit may spend, and the
/// explanation tree the UI shows beside the allowance overlay.
struct ManoeuvreVerdict {
    bool legal = false;
    std::string reason;    // why it is not legal; empty when legal
    double cost = 0;       // inches of allowance the manoeuvre uses
    double allowance = 0;  // inches the unit may use this bound
    Explanation explanation;
};

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

    // --- manoeuvres and orders ------------------------------------------------
    /// Checks a manoeuvre given in the ruleset's JSON form; a manoeuvre that
    /// cannot be read is simply not legal, with the reason.
    virtual ManoeuvreVerdict checkManoeuvre(const GameState& state,
                                            const nlohmann::json& manoeuvre) const = 0;
    /// Makes a manoeuvre checkManoeuvre called legal.
    virtual void performManoeuvre(GameState& state, const nlohmann::json& manoeuvre) const = 0;
    /// Why `firerId` may not be ordered to fire at `targetId` now, or nothing.
    virtual std::optional<std::string> refuseFireOrder(const GameState& state,
                                                       const std::string& firerId,
                                                       const std::string& targetId) const = 0;
    /// Records a fire order (an empty target cancels the unit's order); it is
    /// carried out when the firing step is resolved.
    virtual void giveFireOrder(GameState& state, const std::string& firerId,
                               const std::string& targetId) const = 0;
    /// Why `chargerId` may not declare a charge on these targets now, or
    /// nothing (an empty list withdraws a declaration, always allowed).
    virtual std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const = 0;
    /// Records a charge declaration (no targets: withdraws it); it is carried
    /// out when the charge steps are resolved.
    virtual void declareCharge(GameState& state, const std::string& chargerId,
                               const std::vector<std::string>& targetIds) const = 0;
    /// Why the unit may not act in the current step, or nothing if it may.
    virtual std::optional<std::string> whyCannotAct(const GameState& state,
                                                    const std::string& unitId) const = 0;

    // --- default orders ---------------------------------------------------------
    /// Simple manoeuvres for the current step, one per unit at most (none in a
    /// step where players do not move).
    virtual std::vector<ProposedManoeuvre> defaultManoeuvres(const GameState& state) const = 0;
    /// Simple fire orders for the current step, given after the manoeuvres.
    virtual std::vector<ProposedFireOrder> defaultFireOrders(const GameState& state) const = 0;
    /// Simple charge declarations for the current step, given before anything else.
    virtual std::vector<ProposedCharge> defaultCharges(const GameState& state) const = 0;

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
};

}  // namespace adjutant
