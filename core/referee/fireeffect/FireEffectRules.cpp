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

double parsedNumber(const std::string& text, double fallback) {
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} && end == text.data() + text.size() && value > 0 ? value : fallback;
}

}  // namespace

double FireEffectRules::yardsPerInch() const {
    return parsedNumber(option("yardsPerInch"), definition().unitsPerInch);
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
