#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/Manoeuvre.h"
#include "core/referee/ManoeuvreOffer.h"
#include "core/referee/StandingOrder.h"

namespace adjutant {

/// A manoeuvre or fire order the referee proposes for a unit (the default orders
/// `adjutant-cli play` gives, or a hint for the AI).
struct ProposedManoeuvre {
    std::string unitId;
    ManoeuvrePtr manoeuvre;
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

/// A referee's second role: the orders a player gives and their checks. Each
/// order is checked and then carried out by one call (performManoeuvre,
/// giveFireOrder, declareCharge), which refuses what the check refuses: an
/// order the rules do not allow never reaches the ruleset's own procedure,
/// whoever calls it. Checks alone (checkManoeuvre, refuseFireOrder,
/// refuseCharge) answer the table's questions before an order is given.
class RefereeOrders {
  public:
    virtual ~RefereeOrders() = default;

    // --- manoeuvres -------------------------------------------------------------
    /// Reads a manoeuvre in the ruleset's JSON form (from a save, the
    /// network, the command line or a lesson); nullptr, with the reason, when
    /// it cannot be read.
    virtual ManoeuvrePtr readManoeuvre(const nlohmann::json& form, std::string& reason) const = 0;
    /// The verdict on a manoeuvre on `state`. One this ruleset did not make is
    /// simply not legal, with the reason.
    ManoeuvreVerdict checkManoeuvre(const GameState& state, const Manoeuvre& manoeuvre) const;
    /// The same for a manoeuvre in the ruleset's JSON form; one that cannot be
    /// read is not legal, with the reason.
    ManoeuvreVerdict checkManoeuvre(const GameState& state, const nlohmann::json& form) const;
    /// Makes the manoeuvre when checkManoeuvre calls it legal; otherwise
    /// changes nothing and gives the reason.
    [[nodiscard]] std::optional<std::string> performManoeuvre(GameState& state,
                                                              const Manoeuvre& manoeuvre) const;
    [[nodiscard]] std::optional<std::string> performManoeuvre(GameState& state,
                                                              const nlohmann::json& form) const;
    /// A manoeuvre about to be made on `state`, in plain words ("Wheel 30°
    /// right", "Form square"), for the journal; the form's "kind" by default.
    virtual std::string describeManoeuvre(const GameState& state, const Manoeuvre& manoeuvre) const;

    // --- fire orders ------------------------------------------------------------
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
    /// Records a fire order when refuseFireOrder accepts it; it is carried out
    /// when the firing step is resolved. An empty target cancels the unit's
    /// order, which is always allowed. Otherwise changes nothing and gives the
    /// reason.
    [[nodiscard]] std::optional<std::string> giveFireOrder(GameState& state,
                                                           const std::string& firerId,
                                                           const std::string& targetId,
                                                           const std::string& mode) const;

    // --- charges ----------------------------------------------------------------
    /// Why `chargerId` may not declare a charge on these targets now, or
    /// nothing (an empty list withdraws a declaration, always allowed).
    virtual std::optional<std::string> refuseCharge(
        const GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const = 0;
    /// Records a charge declaration when refuseCharge accepts it; it is
    /// carried out when the charge steps are resolved. No targets withdraws
    /// the unit's declaration, which is always allowed. Otherwise changes
    /// nothing and gives the reason.
    [[nodiscard]] std::optional<std::string> declareCharge(
        GameState& state, const std::string& chargerId,
        const std::vector<std::string>& targetIds) const;

    // --- what may act, and what waits -------------------------------------------
    /// Why the unit may not act in the current step, or nothing if it may.
    virtual std::optional<std::string> whyCannotAct(const GameState& state,
                                                    const std::string& unitId) const = 0;

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

  private:
    // The ruleset's own procedures, reached only through the checked calls above.
    /// The verdict on a manoeuvre; one another ruleset made (formOf finds no
    /// form of this ruleset's in it) is not legal, with the reason.
    virtual ManoeuvreVerdict judgeManoeuvre(const GameState& state,
                                            const Manoeuvre& manoeuvre) const = 0;
    /// Makes a manoeuvre judgeManoeuvre has just called legal on this state.
    virtual void makeManoeuvre(GameState& state, const Manoeuvre& manoeuvre) const = 0;
    /// Records a fire order refuseFireOrder has just accepted on this state,
    /// or cancels the unit's order (an empty target).
    virtual void recordFireOrder(GameState& state, const std::string& firerId,
                                 const std::string& targetId, const std::string& mode) const = 0;
    /// Records a charge declaration refuseCharge has just accepted on this
    /// state, or withdraws the unit's declaration (no targets).
    virtual void recordCharge(GameState& state, const std::string& chargerId,
                              const std::vector<std::string>& targetIds) const = 0;
};

}  // namespace adjutant
