#include "core/referee/tricorne/TricorneInitiative.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>

#include "core/dice/DiceSource.h"
#include "core/engine/GameState.h"
#include "core/model/DisplayName.h"
#include "core/referee/PlainText.h"
#include "core/referee/UnitIdList.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "core/referee/tricorne/TricorneTablesOf.h"

namespace adjutant {

namespace {

constexpr const char* kRule = "7.2";

}  // namespace

std::vector<TricorneInitiativeTerm> initiativeModifiers(const TricorneTables& tables,
                                                        const std::string& nation,
                                                        const std::string& opponentNation,
                                                        const std::string& period) {
    std::vector<TricorneInitiativeTerm> terms;
    for (const auto& [key, row] : tables.initiative) {
        if (!contains(row.nations, nation)) {
            continue;
        }
        if (!row.periods.empty() && !contains(row.periods, period)) {
            continue;
        }
        // A7: the Swedish exception cancels only the Prussian +1, only in SYW games.
        if (contains(row.exceptPeriods, period) &&
            contains(row.exceptAgainstNations, opponentNation)) {
            continue;
        }
        terms.push_back({key, row.value, row.rule.empty() ? kRule : row.rule});
    }
    return terms;
}

Resolution rollInitiative(GameState& state, DiceSource& dice) {
    const Scenario& scenario = *state.setup().scenario;
    if (scenario.sides.size() != 2) {
        throw std::logic_error("the initiative needs exactly two sides");
    }
    const TricorneTables& tables = tricorneTablesOf(state);

    Resolution resolution;
    resolution.kind = "initiative";
    resolution.step = "initiative";
    resolution.explanation = Explanation{"Initiative", std::nullopt, kRule, {}, {}};

    std::array<double, 2> totals{};
    for (std::size_t i = 0; i < 2; ++i) {
        const Side& side = scenario.sides[i];
        const Side& other = scenario.sides[1 - i];
        const int die = dice.roll(fmt::format("initiative: {}", displayName(side)));
        Explanation line{displayName(side) + " (" + wordFor(state, "nations", side.nation) + ")",
                         std::nullopt,
                         kRule,
                         {},
                         {}};
        line.add("Die", die, kRule);
        double total = die;
        for (const TricorneInitiativeTerm& term :
             initiativeModifiers(tables, side.nation, other.nation, scenario.period)) {
            line.add(wordFor(state, "initiative", term.key), term.value, term.rule);
            total += term.value;
        }
        line.value = total;
        line.note = fmt::format("total {}", formatRulesNumber(total));
        resolution.explanation.add(std::move(line));
        totals[i] = total;
    }
    resolution.rolls = dice.takeRolls();

    TricorneInitiative& initiative = tricorneState(state).initiative;
    initiative.rolled = true;
    const double difference = std::abs(totals[0] - totals[1]);
    resolution.explanation.value = difference;
    if (difference == 0) {
        initiative.side = -1;
        initiative.boundsOwed = 0;
        resolution.summary = "Equal totals: both sides start in the same bound";
    } else {
        const int winner = totals[0] > totals[1] ? 0 : 1;
        initiative.side = winner;
        initiative.boundsOwed = static_cast<int>(std::lround(difference));
        const Side& side = scenario.sides[static_cast<std::size_t>(winner)];
        resolution.summary =
            fmt::format("{} has the initiative and moves {} bound{} first", displayName(side),
                        initiative.boundsOwed, initiative.boundsOwed == 1 ? "" : "s");
    }
    resolution.explanation.note = resolution.summary;
    return resolution;
}

}  // namespace adjutant
