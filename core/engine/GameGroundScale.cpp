#include "core/engine/GameGroundScale.h"

#include <charconv>
#include <string>

#include "core/engine/GameSetup.h"

namespace adjutant {

namespace {

// A reading that is a number above 0, written plainly ("50", "25.5").
double positiveNumber(const std::string& text) {
    double value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, error] = std::from_chars(text.data(), end, value);
    return error == std::errc() && ptr == end && value > 0 ? value : 0;
}

}  // namespace

double gameUnitsPerInch(const GameSetup& setup) {
    if (!setup.ruleset) {
        return 0;
    }
    const RulesetDefinition& ruleset = *setup.ruleset;
    for (const std::string& id : {ruleset.distanceUnit + "sPerInch", std::string("unitsPerInch")}) {
        if (ruleset.findOption(id)) {
            if (const double chosen = positiveNumber(setup.option(id)); chosen > 0) {
                return chosen;
            }
        }
    }
    return ruleset.unitsPerInch;
}

}  // namespace adjutant
