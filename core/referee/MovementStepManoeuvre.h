#pragma once

// The frame in which the Fire Effect and War of Princes referees check and
// make a manoeuvre: the ruleset prices it from its own form, it must be the
// movement step, the unit must be free to act, the ruleset's own limits must
// allow it and its end must be a place the unit may stand; once made, the
// unit stands where the pricing left it. Each ruleset keeps its pricing, its
// limits and what it records of the move.

#include <fmt/format.h>

#include <optional>
#include <string>
#include <utility>

#include "core/engine/GameState.h"
#include "core/referee/Manoeuvre.h"
#include "core/referee/ManoeuvreOffer.h"
#include "core/referee/ManoeuvreOffers.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

/// Prices the ruleset's manoeuvre form (the type of `Priced::order`) held in
/// `manoeuvre`: the unit it names must be in the game, and ends, but for what
/// the manoeuvre changes, where its path ends in its own formation;
/// `priceRest(priced, order, unit)` does the rest of the ruleset's pricing and
/// says whether it could (`reason` says why not). Nothing when another
/// ruleset made it or it cannot be priced.
template <typename Priced, typename PriceRest>
std::optional<Priced> priceUnitManoeuvre(const GameState& state, const Manoeuvre& manoeuvre,
                                         std::string& reason, const PriceRest& priceRest) {
    using Form = decltype(Priced::order);
    const Form* order = formOf<Form>(manoeuvre);
    if (!order) {
        reason = notThisRulesetsManoeuvre().reason;
        return std::nullopt;
    }
    const Unit* unit = state.findUnit(order->unitId);
    if (!unit) {
        reason = fmt::format("no unit \"{}\" in the game", order->unitId);
        return std::nullopt;
    }
    Priced p;
    p.order = *order;
    p.finalPose = p.order.path.empty() ? unit->pose : p.order.path.back();
    p.finalFormation = unit->formation;
    if (!priceRest(p, p.order, *unit)) {
        return std::nullopt;
    }
    return p;
}

/// The verdict on `manoeuvre`: `price(state, manoeuvre, reason)` prices it
/// (nothing, with the reason, when it cannot); `outOfStep` is the refusal
/// outside the movement step; `ownLimits(priced, verdict)` fills in the
/// ruleset's figures and says whether its limits allow the manoeuvre (the
/// refusal in `verdict` when not); `placeProblem(state, priced)` says why the
/// unit may not end where it would.
template <typename Price, typename OwnLimits, typename PlaceProblem>
ManoeuvreVerdict checkMovementStepManoeuvre(const RulesetReferee& referee, const GameState& state,
                                            const Manoeuvre& manoeuvre, const Price& price,
                                            const char* outOfStep, const OwnLimits& ownLimits,
                                            const PlaceProblem& placeProblem) {
    ManoeuvreVerdict verdict;
    const auto p = price(state, manoeuvre, verdict.reason);
    if (!p) {
        return verdict;
    }
    const SequenceStep* step = state.currentStep();
    if (!step || step->id != "movement") {
        verdict.reason = outOfStep;
        return verdict;
    }
    if (auto why = referee.whyCannotAct(state, p->order.unitId)) {
        verdict.reason = *why;
        return verdict;
    }
    if (!ownLimits(*p, verdict)) {
        return verdict;
    }
    if (auto problem = placeProblem(state, *p)) {
        verdict.reason = *problem;
        return verdict;
    }
    verdict.legal = true;
    return verdict;
}

/// Makes the manoeuvre `price` prices (nothing when it cannot):
/// the unit takes the pose and formation it was priced to end in, then
/// `record(unit, priced)` keeps what the ruleset counts of it.
template <typename Price, typename Record>
void makeMovementStepManoeuvre(GameState& state, const Manoeuvre& manoeuvre, const Price& price,
                               const Record& record) {
    std::string reason;
    const auto p = price(state, manoeuvre, reason);
    if (!p) {
        return;
    }
    auto unit = state.editUnit(p->order.unitId);
    unit->pose = p->finalPose;
    unit->formation = p->finalFormation;
    record(*unit, *p);
}

}  // namespace adjutant
