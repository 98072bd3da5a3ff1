#pragma once

// The shipped rulesets and their rules references, read as text and JSON by the
// tests that hold the references to the rulesets.

#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

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

inline std::string referenceText(const Shipped& shipped) {
    return readText(std::string(testResourceDir()) + "/reference/" + shipped.reference +
                    "/rules.md");
}

inline nlohmann::json rulesetJson(const Shipped& shipped) {
    return nlohmann::json::parse(
        readText(std::string(testResourceDir()) + "/rulesets/" + shipped.ruleset + ".json"));
}

}  // namespace adjutant::shipped_reference
