#include "core/referee/tricorne/TricorneCasualties.h"

#include <fmt/format.h>

#include <cmath>
#include <stdexcept>
#include <utility>

#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

namespace {

// The table's row, so explanations cite it and the value is never written twice.
const TricorneFactor& pointsRow(const TricorneContext& context) {
    const auto& table = context.tables().casualties;
    auto it = table.find("pointsPerCasualty");
    if (it == table.end()) {
        throw std::logic_error("the casualties table has no pointsPerCasualty row");
    }
    return it->second;
}

}  // namespace

CasualtyResult computeCasualties(double totalBeforeDie, double pointsPerCasualty, DiceSource& dice,
                                 const std::string& purpose) {
    if (pointsPerCasualty <= 0) {
        throw std::logic_error("points per casualty must be positive");
    }
    CasualtyResult r;
    r.totalBeforeDie = totalBeforeDie;
    r.die = dice.roll(purpose);
    r.total = totalBeforeDie - r.die;

    Explanation& e = r.explanation;
    e.label = "Casualty calculation";
    e.rule = "14.4";
    e.add("Total before the die", totalBeforeDie, "14.4");
    // The die is taken away from the total: shown as thrown, with the taking
    // away in words, never as a negative die.
    e.add("Die", static_cast<double>(r.die), "14.4", "taken away from the total");
    e.add("Total after the die", r.total, "14.4");

    if (r.total <= 0) {
        e.add("Casualties", 0.0, "A45", "the total is 0 or less: no effect, no further die");
        e.value = 0.0;
        e.note = "no casualties";
        return r;
    }

    r.fullSixes = static_cast<int>(std::floor(r.total / pointsPerCasualty));
    r.remainder = r.total - pointsPerCasualty * r.fullSixes;
    e.add("Full " + formatRulesNumber(pointsPerCasualty) + "s", static_cast<double>(r.fullSixes),
          "14.4", "one casualty each");
    e.add("Remainder", r.remainder, "A45");

    // A die shows at least 1: with r < 1 it can never be <= r, so it is not thrown.
    if (r.remainder >= 1) {
        const int die2 = dice.roll(purpose + " (remainder)");
        r.remainderDie = die2;
        r.remainderCasualty = die2 <= r.remainder;
        e.add("Remainder die", static_cast<double>(die2), "14.4",
              r.remainderCasualty ? std::to_string(die2) + " is " + formatRulesNumber(r.remainder) +
                                        " or less: one more casualty"
                                  : std::to_string(die2) + " is more than " +
                                        formatRulesNumber(r.remainder) + ": no further casualty");
    } else if (r.remainder > 0) {
        e.add("Remainder die", std::nullopt, "A45",
              fmt::format("not thrown: no die can be {} or less", formatRulesNumber(r.remainder)));
    }

    r.casualties = r.fullSixes + (r.remainderCasualty ? 1 : 0);
    e.add("Casualties", static_cast<double>(r.casualties), "14.4");
    e.value = static_cast<double>(r.casualties);
    e.note = r.casualties == 1 ? "1 casualty" : std::to_string(r.casualties) + " casualties";
    return r;
}

CasualtyResult computeCasualties(const TricorneContext& context, double totalBeforeDie,
                                 DiceSource& dice, const std::string& purpose) {
    return computeCasualties(totalBeforeDie, pointsRow(context).valueFor(context.choices()), dice,
                             purpose);
}

double addFactorTotal(Explanation& root, Explanation factors) {
    const double total = factors.value.value_or(0);
    root.add(std::move(factors));
    return total;
}

}  // namespace adjutant
