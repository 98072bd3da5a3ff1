// Damaged scenario files must only ever produce diagnostics: no crash, no exception.
#include <gtest/gtest.h>

#include <cstdint>
#include <nlohmann/json.hpp>
#include <random>
#include <string>

#include "core/io/ScenarioReader.h"
#include "tests/core/io/ScenarioTestSupport.h"

namespace adjutant {
namespace {

std::string tutorialText() {
    return test::tutorialJson().dump(1);
}

/// Parses and reads damaged text; a result without an error, or an error
/// without a scenario, is the only thing allowed.
void readDamaged(const std::string& text, const std::string& what) {
    Diagnostics diagnostics;
    std::optional<Scenario> scenario;
    EXPECT_NO_THROW({
        if (auto json = parseJsonText(text, "damaged.scenario.json", diagnostics)) {
            scenario = readScenarioJson(*json, "damaged.scenario.json", test::shippedRulesets(),
                                        diagnostics);
        }
    }) << what;
    EXPECT_NE(scenario.has_value(), diagnostics.hasErrors()) << what;
}

TEST(ScenarioFuzz, TruncatedFilesOnlyGiveDiagnostics) {
    const std::string text = tutorialText();
    // Every cut in the first stretch (the header and table), then a spread over the rest.
    for (std::size_t length = 0; length < text.size(); length += length < 600 ? 1 : 37) {
        readDamaged(text.substr(0, length), "truncated at " + std::to_string(length));
    }
}

TEST(ScenarioFuzz, TruncatedFilesAreErrors) {
    const std::string text = tutorialText();
    for (std::size_t length = 0; length + 2 < text.size(); length += 101) {
        Diagnostics diagnostics;
        EXPECT_FALSE(parseJsonText(text.substr(0, length), "cut", diagnostics).has_value());
        EXPECT_TRUE(diagnostics.hasErrors());
    }
}

TEST(ScenarioFuzz, FlippedBytesOnlyGiveDiagnostics) {
    const std::string text = tutorialText();
    std::mt19937_64 random(20240611);  // fixed seed: the same damage on every run
    for (int round = 0; round < 1500; ++round) {
        std::string damaged = text;
        const int flips = 1 + static_cast<int>(random() % 4);
        for (int i = 0; i < flips; ++i) {
            const std::size_t at = random() % damaged.size();
            damaged[at] = static_cast<char>(damaged[at] ^ static_cast<char>(1 << (random() % 8)));
        }
        readDamaged(damaged, "round " + std::to_string(round));
    }
}

TEST(ScenarioFuzz, ReplacedValuesOnlyGiveDiagnostics) {
    // Damage that keeps the JSON valid reaches deeper than byte flips: every
    // value in the document replaced in turn by values of every other type.
    const nlohmann::json original = test::tutorialJson();
    const nlohmann::json flat = original.flatten();
    const nlohmann::json replacements =
        nlohmann::json::array({nullptr, -1, 1e300, 2147483648.0, 0.5, "", nlohmann::json::object(),
                               nlohmann::json::array({1, 2, 3})});
    for (const auto& [pointer, value] : flat.items()) {
        for (const nlohmann::json& replacement : replacements) {
            nlohmann::json damaged = original;
            damaged[nlohmann::json::json_pointer(pointer)] = replacement;
            Diagnostics diagnostics;
            std::optional<Scenario> scenario;
            EXPECT_NO_THROW(scenario = readScenarioJson(damaged, "d.scenario.json",
                                                        test::shippedRulesets(), diagnostics))
                << pointer << " = " << replacement.dump();
            EXPECT_NE(scenario.has_value(), diagnostics.hasErrors())
                << pointer << " = " << replacement.dump();
        }
    }
}

}  // namespace
}  // namespace adjutant
