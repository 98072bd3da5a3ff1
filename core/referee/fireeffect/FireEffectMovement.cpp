#include "core/referee/fireeffect/FireEffectMovement.h"

#include <fmt/format.h>

#include <algorithm>
#include <numeric>

#include "core/referee/Refusal.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

// Adds `count` times `part` to an exact fraction of the move.
void addCost(FireEffectFraction& spent, FireEffectFraction part, int count) {
    if (count <= 0 || part.numerator == 0) {
        return;
    }
    const int denominator = std::lcm(spent.denominator, part.denominator);
    spent.numerator = spent.numerator * (denominator / spent.denominator) +
                      count * part.numerator * (denominator / part.denominator);
    spent.denominator = denominator;
}

// Quick march is for columns, and on a road for any formation (6.1, B14).
bool quickMarchAllowed(const FireEffectRules& rules, const FireEffectMoveInputs& inputs) {
    if (inputs.formation == Formation::MarchColumn) {
        return true;
    }
    return inputs.wholeMoveOnRoad && (rules.tables().roadQuickMarchAnyFormation ||
                                      rules.optionIs("roadBonus", "quickMarchOnly"));
}

double roadBonusFor(const FireEffectRules& rules, const FireEffectMoveInputs& inputs) {
    if (!inputs.wholeMoveOnRoad || !rules.optionIs("roadBonus", "addToAnyPace")) {
        return 0;
    }
    if (inputs.arm != TroopCategory::Infantry && !rules.optionIs("roadBonusArms", "allArms")) {
        return 0;
    }
    return rules.tables().roadBonusYards;
}

}  // namespace

std::string fireEffectMoverOf(const FireEffectRules& rules, const std::string& unitType) {
    auto found = rules.tables().unitTypeAttributes.find(unitType);
    return found == rules.tables().unitTypeAttributes.end() || found->second.mover.empty()
               ? std::string("infantry")
               : found->second.mover;
}

FireEffectFlight fireEffectFlight(const FireEffectRules& rules, TroopCategory arm,
                                  const std::string& mover) {
    const FireEffectTables& tables = rules.tables();
    FireEffectFlight flight;
    const bool cavalry = arm == TroopCategory::Cavalry;
    flight.pace = cavalry ? tables.flightCavalryPace : tables.flightInfantryPace;
    FireEffectMoveInputs move;
    move.arm = cavalry ? arm : TroopCategory::Infantry;
    move.mover = cavalry ? mover : "infantry";
    move.pace = flight.pace;
    move.formation = Formation::MarchColumn;  // fugitives are not held to a formation's pace
    const FireEffectMoveResult rate = fireEffectMove(rules, move);
    flight.yards = rate.allowed ? rate.allowance : 0;
    flight.explanation = Explanation{"Flight",
                                     flight.yards,
                                     fireEffectRule("7.3", "B25"),
                                     fmt::format("a full move at {}", spelledOut(flight.pace)),
                                     {}};
    return flight;
}

bool fireEffectPaceLimitAllows(const FireEffectRules& rules, const FireEffectPaceLimit& limit,
                               const std::vector<int>& history, int moveNumber, int* used) {
    const int n = std::max(1, limit.inMoves);
    int first = moveNumber - n + 1;  // B15 (a): the run of N moves ending with this one
    if (rules.optionIs("gallopWindow", "fixedBlocks")) {
        first = (moveNumber - 1) / n * n + 1;  // B15 (b): moves 1-N, N+1-2N, ...
    }
    const int count = static_cast<int>(std::count_if(history.begin(), history.end(), [&](int move) {
        return move >= first && move < moveNumber;
    }));
    if (used != nullptr) {
        *used = count;
    }
    return count + 1 <= limit.uses;
}

FireEffectMoveResult fireEffectMove(const FireEffectRules& rules,
                                    const FireEffectMoveInputs& inputs) {
    const FireEffectTables& tables = rules.tables();
    FireEffectMoveResult result;
    result.explanation = Explanation{
        inputs.name.empty() ? std::string("Move") : "Move: " + inputs.name, 0.0, "6", {}, {}};
    Explanation& why = result.explanation;

    auto mover = tables.movementRates.find(inputs.mover);
    if (mover == tables.movementRates.end()) {
        return refused(std::move(result), "no movement rates for \"" + inputs.mover + "\" (6)");
    }
    auto pace = mover->second.paces.find(inputs.pace);
    if (pace == mover->second.paces.end()) {
        return refused(std::move(result), fmt::format("{} has no pace \"{}\" ({})", inputs.mover,
                                                      inputs.pace, mover->second.rule));
    }
    if (inputs.pace == "quickMarch" && !quickMarchAllowed(rules, inputs)) {
        return refused(std::move(result), "quick march only in column, or along a road (6.1, B14)");
    }
    double rate = pace->second;
    std::string rateRule = mover->second.rule;
    auto reading = tables.gallopReadings.find(rules.option("normalGallop"));
    if (inputs.pace == "gallop" && inputs.arm == TroopCategory::Cavalry &&
        reading != tables.gallopReadings.end()) {
        rate = reading->second;
        rateRule = fireEffectRule(mover->second.rule, "B15");
    }
    why.add(fmt::format("{} ({})", spelledOut(inputs.pace), spelledOut(inputs.mover)), rate,
            rateRule);

    auto limit = mover->second.limits.find(inputs.pace);
    if (limit != mover->second.limits.end()) {
        result.limitedPace = true;
        const bool allowed = fireEffectPaceLimitAllows(rules, limit->second, inputs.paceHistory,
                                                       inputs.moveNumber, &result.usesInWindow);
        why.add("Earlier uses in the window", result.usesInWindow,
                fireEffectRule(mover->second.rule, "B15"),
                fmt::format("at most {} in {} moves", limit->second.uses, limit->second.inMoves));
        if (!allowed) {
            return refused(
                std::move(result),
                fmt::format("{} already used {} time{} in the last {} moves ({}, B15)", inputs.pace,
                            result.usesInWindow, result.usesInWindow == 1 ? "" : "s",
                            limit->second.inMoves, mover->second.rule));
        }
    }

    result.roadBonus = roadBonusFor(rules, inputs);
    if (result.roadBonus > 0) {
        why.add("Along a road", result.roadBonus, fireEffectRule("6.1", "B14"));
    }
    const int multiplier = rules.movementMultiplier();
    if (multiplier != 1) {
        why.add("Movement multiplier", multiplier, fireEffectRule("6.5", "B26"));
    }
    result.paceYards = rate * multiplier;
    // The road bonus is scaled with the rates unless the multiplier scales rates only
    // (B26, option movementMultiplierScope).
    result.roadBonus *= rules.movementMultiplierOfLimits();
    const double full = result.paceYards + result.roadBonus;

    addCost(result.spent, tables.movementCosts.at("limberOrUnlimber"), inputs.limberOperations);
    addCost(result.spent, tables.movementCosts.at("mountOrDismount"), inputs.mountOperations);
    if (!rules.optionIs("formationChanges", "free")) {
        addCost(result.spent, tables.movementCosts.at("formationChange"), inputs.formationChanges);
    }
    addCost(result.spent, tables.movementCosts.at("riverCrossing"), inputs.riverCrossings);
    if (result.spent.numerator > 0) {
        why.add(inputs.riverCrossings > 0 ? "Spent on limbering, formation changes and rivers"
                                          : "Spent on limbering and formation changes",
                -result.spent.value(), fireEffectRule("6.3", "B17"),
                fmt::format("{} of the move", fireEffectFractionText(result.spent)));
    }
    const int left = std::max(0, result.spent.denominator - result.spent.numerator);
    result.allowance = fireEffectScale(full, FireEffectFraction{left, result.spent.denominator});
    result.allowanceInches = rules.toInches(result.allowance);
    why.value = result.allowance;
    why.add("Allowance (in)", result.allowanceInches, "1",
            fmt::format("at {} yds to the inch", formatRulesNumber(rules.yardsPerInch())));
    if (inputs.distance > result.allowance) {
        return refused(std::move(result), fmt::format("{} yds is more than the {} yds allowed",
                                                      formatRulesNumber(inputs.distance),
                                                      formatRulesNumber(result.allowance)));
    }
    result.allowed = true;
    why.note = fmt::format("{} yds allowed", formatRulesNumber(result.allowance));
    return result;
}

}  // namespace adjutant
