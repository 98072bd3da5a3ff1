// The shipped rules references speak to a player: no file paths, no ruleset
// keys in backticks, no heading about the program's inner workings; every
// choice they name is one the ruleset offers under that name.

#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/core/rules/ShippedReferenceFiles.h"
#include "tests/support/TextLines.h"

namespace adjutant {
namespace {

using namespace shipped_reference;

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
    for (const Shipped& shipped : kAll) {
        const std::string text = referenceText(shipped);
        ASSERT_FALSE(text.empty()) << shipped.reference;
        EXPECT_EQ(text.find('`'), std::string::npos) << shipped.reference;
        for (const char* path : {"resources/", "docs/", ".json", ".md"}) {
            EXPECT_EQ(text.find(path), std::string::npos) << shipped.reference << ": " << path;
        }
        for (const std::string& line : adjutant::test::textLines(text)) {
            if (!line.empty() && line.front() == '#') {
                EXPECT_EQ(line.find("Engine"), std::string::npos)
                    << shipped.reference << ": " << line;
            }
        }
    }
}

TEST(ShippedReferenceWording, EveryChoiceNamedIsOneTheRulesetOffers) {
    for (const Shipped& shipped : kAll) {
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

}  // namespace
}  // namespace adjutant
