#pragma once

// The shipped rulesets and their rules references, read as text and JSON by the
// tests that hold the references to the rulesets. The reference text is the
// rendered one, its tables drawn from the ruleset, as every player reads it.

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant::shipped_reference {

struct Shipped {
    const char* ruleset;
    const char* reference;
};

inline constexpr Shipped kTricorne{"tricorne", "tricorne"};
inline constexpr Shipped kPrinces{"princes", "princes"};
inline constexpr Shipped kFireEffect{"fire-effect-1870", "fire-effect-1870"};
inline constexpr Shipped kAll[] = {kTricorne, kPrinces, kFireEffect};

inline std::string readText(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The reference file as written, table directives and all.
inline std::string referenceSource(const Shipped& shipped) {
    return readText(std::string(testResourceDir()) + "/reference/" + shipped.reference +
                    "/rules.md");
}

inline const RulesetRegistry& shippedRulesets() {
    static const RulesetRegistry registry = [] {
        Diagnostics ignored;
        return loadBuiltinRulesets(testResourceDir(), ignored);
    }();
    return registry;
}

/// The reference as a player reads it: its tables rendered from the shipped ruleset;
/// empty when it cannot be loaded.
inline std::string referenceText(const Shipped& shipped) {
    const RulesetDefinition* ruleset = shippedRulesets().find(shipped.ruleset);
    if (!ruleset) {
        return {};
    }
    Diagnostics problems;
    const std::optional<RulesReference> reference =
        loadRulesReference(*ruleset, testResourceDir(), problems);
    return reference ? reference->markdown() : std::string();
}

inline nlohmann::json rulesetJson(const Shipped& shipped) {
    return nlohmann::json::parse(
        readText(std::string(testResourceDir()) + "/rulesets/" + shipped.ruleset + ".json"));
}

}  // namespace adjutant::shipped_reference
