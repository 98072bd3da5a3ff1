#include "core/referee/fireeffect/FireEffectRules.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace adjutant {

namespace {

// Products of tenths and halves land a hair off the exact value in binary; a figure
// count never depends on anything finer than this.
constexpr double kTolerance = 1e-9;

const FireEffectTables& fireEffectTablesOf(const RulesetDefinition& definition) {
    const auto* tables = dynamic_cast<const FireEffectTables*>(definition.typedTables.get());
    if (tables == nullptr) {
        throw std::invalid_argument("ruleset " + definition.id + " has no Fire Effect tables");
    }
    return *tables;
}

double parsedNumber(const std::string& text, double fallback) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size() && value > 0 ? value : fallback;
}

}  // namespace

FireEffectRules::FireEffectRules(const RulesetDefinition& definition,
                                 std::map<std::string, std::string, std::less<>> chosen)
    : FireEffectRules(definition,
                      std::make_shared<const std::map<std::string, std::string, std::less<>>>(
                          std::move(chosen))) {}

FireEffectRules::FireEffectRules(
    const RulesetDefinition& definition,
    std::shared_ptr<const std::map<std::string, std::string, std::less<>>> chosen)
    : definition_(definition),
      tables_(fireEffectTablesOf(definition)),
      chosen_(std::move(chosen)) {}

std::string FireEffectRules::option(std::string_view optionId) const {
    auto it = chosen_->find(optionId);
    if (it != chosen_->end()) {
        return it->second;
    }
    const RuleOption* found = definition_.findOption(std::string(optionId));
    return found == nullptr ? std::string{} : found->defaultChoice;
}

bool FireEffectRules::optionIs(std::string_view optionId, std::string_view choice) const {
    // Compared in place: asked many times a half, it should not copy the reading.
    if (auto it = chosen_->find(optionId); it != chosen_->end()) {
        return it->second == choice;
    }
    return option(optionId) == choice;
}

double FireEffectRules::yardsPerInch() const {
    return parsedNumber(option("yardsPerInch"), definition_.unitsPerInch);
}

int FireEffectRules::movementMultiplier() const {
    return static_cast<int>(parsedNumber(option("movementMultiplier"), 1.0));
}

int FireEffectRules::movementMultiplierOfLimits() const {
    return optionIs("movementMultiplierScope", "ratesOnly") ? 1 : movementMultiplier();
}

FireEffectRounded FireEffectRules::roundCasualties(double exact, double carried) const {
    if (optionIs("rounding", "carryFractions")) {
        const double total = exact + carried;
        const double whole = std::floor(total + kTolerance);
        return {static_cast<int>(whole), std::max(0.0, total - whole)};
    }
    return {roundLoss(exact), 0.0};
}

int FireEffectRules::roundLoss(double exact) const {
    const double whole = std::floor(exact + kTolerance);
    if (optionIs("rounding", "nearestHalfDown") && exact - whole > 0.5 + kTolerance) {
        return static_cast<int>(whole) + 1;  // 0.6 -> 1, while 4.5 -> 4
    }
    return static_cast<int>(whole);
}

std::string fireEffectRule(std::string_view section, std::string_view reading) {
    std::string rule(section);
    if (!reading.empty()) {
        rule += ", ";
        rule += reading;
    }
    return rule;
}

bool fireEffectFaceCounts(const std::vector<int>& faces, int die) {
    return std::find(faces.begin(), faces.end(), die) != faces.end();
}

std::string fireEffectFacesText(const std::vector<int>& faces) {
    return fmt::format("{}", fmt::join(faces, ", "));
}

double fireEffectScale(double value, FireEffectFraction fraction) {
    return value * fraction.numerator / fraction.denominator;
}

double fireEffectMaximumRange(const FireEffectTables& tables, const FireEffectWeapon& weapon) {
    if (!weapon.maxRangeOf.empty()) {
        auto of = tables.weapons.find(weapon.maxRangeOf);
        if (of != tables.weapons.end()) {
            return fireEffectScale(of->second.maxRange, weapon.rangeFraction);
        }
    }
    return weapon.maxRange;
}

std::string fireEffectFractionText(FireEffectFraction fraction) {
    return fmt::format("{}/{}", fraction.numerator, fraction.denominator);
}

}  // namespace adjutant
