// The shipped rules references speak to a player: no file paths, no ruleset
// keys in backticks, no heading about the program's inner workings; every
// choice they name is one the ruleset offers under that name; and every troop
// type of the ruleset has its row in the reference's troop-type table, with the
// class the referee gives it.

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

struct Shipped {
    const char* ruleset;
    const char* reference;
};

const Shipped kShipped[] = {
    {"tricorne", "tricorne"}, {"princes", "princes"}, {"fire-effect-1870", "fire-effect-1870"}};

std::string readText(const std::string& path) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

std::string referenceText(const Shipped& shipped) {
    return readText(std::string(testResourceDir()) + "/reference/" + shipped.reference +
                    "/rules.md");
}

nlohmann::json rulesetJson(const Shipped& shipped) {
    return nlohmann::json::parse(
        readText(std::string(testResourceDir()) + "/rulesets/" + shipped.ruleset + ".json"));
}

std::vector<std::string> linesOf(const std::string& text) {
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        lines.push_back(line);
    }
    return lines;
}

// The text between the quotation marks of every `the choice "..."`, which may
// run over a line break (the reference is wrapped by hand).
std::vector<std::string> choicesNamed(const std::string& text) {
    std::vector<std::string> names;
    const std::string opening = "the choice \"";
    for (std::size_t at = text.find(opening); at != std::string::npos;
         at = text.find(opening, at + 1)) {
        const std::size_t from = at + opening.size();
        const std::size_t to = text.find('"', from);
        if (to == std::string::npos) {
            break;
        }
        std::string name = text.substr(from, to - from);
        std::replace(name.begin(), name.end(), '\n', ' ');
        names.push_back(name);
    }
    return names;
}

TEST(ShippedReferenceWording, NoFilePathNoKeyInBackticksNoEngineHeading) {
    for (const Shipped& shipped : kShipped) {
        const std::string text = referenceText(shipped);
        ASSERT_FALSE(text.empty()) << shipped.reference;
        EXPECT_EQ(text.find('`'), std::string::npos) << shipped.reference;
        for (const char* path : {"resources/", "docs/", ".json", ".md"}) {
            EXPECT_EQ(text.find(path), std::string::npos) << shipped.reference << ": " << path;
        }
        for (const std::string& line : linesOf(text)) {
            if (!line.empty() && line.front() == '#') {
                EXPECT_EQ(line.find("Engine"), std::string::npos)
                    << shipped.reference << ": " << line;
            }
        }
    }
}

TEST(ShippedReferenceWording, EveryChoiceNamedIsOneTheRulesetOffers) {
    for (const Shipped& shipped : kShipped) {
        std::set<std::string> offered;
        const nlohmann::json ruleset = rulesetJson(shipped);
        for (const auto& option : ruleset.at("options")) {
            offered.insert(option.at("name").get<std::string>());
        }
        const std::vector<std::string> named = choicesNamed(referenceText(shipped));
        EXPECT_GE(named.size(), 5U) << shipped.reference;
        for (const std::string& name : named) {
            EXPECT_TRUE(offered.count(name) == 1)
                << shipped.reference << " names a choice the ruleset does not offer: " << name;
        }
    }
}

TEST(ShippedReferenceWording, EveryTroopTypeHasItsRowInTheTroopTypeTable) {
    for (const Shipped& shipped : kShipped) {
        const std::string text = referenceText(shipped);
        const nlohmann::json ruleset = rulesetJson(shipped);
        for (const auto& [key, type] : ruleset.at("unitTypes").items()) {
            const std::string row = "\n| " + type.at("name").get<std::string>() + " | ";
            EXPECT_NE(text.find(row), std::string::npos)
                << shipped.reference << " has no row for " << key;
        }
    }
}

// The classes a learner could not find before: the referee's class of each
// cavalry type, read from the ruleset, is the one its row shows.
TEST(ShippedReferenceWording, CavalryRowsShowTheRulesetsClass) {
    {
        const Shipped tricorne = kShipped[0];
        const std::string text = referenceText(tricorne);
        const nlohmann::json ruleset = rulesetJson(tricorne);
        for (const auto& [key, troop] : ruleset.at("tables").at("troopTypes").items()) {
            if (!troop.contains("cavalryWeight")) {
                continue;
            }
            const std::string row =
                "\n| " + ruleset.at("unitTypes").at(key).at("name").get<std::string>() + " | " +
                troop.at("cavalryWeight").get<std::string>() + " cavalry |";
            EXPECT_NE(text.find(row), std::string::npos) << "tricorne: " << key;
        }
    }
    {
        const Shipped fireEffect = kShipped[2];
        const std::string text = referenceText(fireEffect);
        const nlohmann::json ruleset = rulesetJson(fireEffect);
        for (const auto& [key, attributes] :
             ruleset.at("tables").at("unitTypeAttributes").items()) {
            if (!attributes.contains("cavalryClass")) {
                continue;
            }
            std::string weight = attributes.at("cavalryClass").get<std::string>();
            weight = weight.substr(0, weight.find("Cavalry"));
            const std::string row = "\n| " +
                                    ruleset.at("unitTypes").at(key).at("name").get<std::string>() +
                                    " | cavalry | " + weight + " cavalry |";
            EXPECT_NE(text.find(row), std::string::npos) << "fire-effect-1870: " << key;
        }
    }
}

}  // namespace
}  // namespace adjutant
