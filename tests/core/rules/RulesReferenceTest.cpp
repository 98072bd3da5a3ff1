// The rules reference: sections found by their numbers and glossary terms, a
// section holding its subsections, citations split into the sections they
// name, and the shipped references read.

#include <gtest/gtest.h>

#include "core/json/Diagnostics.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

const char* kDocument = R"(# A ruleset in brief

Opening words.

## 15 Morale

### 15.4 Present morale status

The value and its factors.

#### 15.4.1 A detail

More.

### 15.5 Results

Table.

## Readings where the book is unclear

### A40 Morale factors

A reading.

## Glossary

### Shaken

Unsteady.

### Present morale status

PMS for short.
)";

TEST(RulesReference, FindsSectionsByNumberWithTheirSubsections) {
    const RulesReference reference = RulesReference::parse(kDocument);
    const ReferenceSection* section = reference.find("15.4");
    ASSERT_NE(section, nullptr);
    EXPECT_EQ(section->title, "Present morale status");
    EXPECT_EQ(section->level, 3);
    EXPECT_NE(section->markdown.find("#### 15.4.1 A detail"), std::string::npos);
    EXPECT_EQ(section->markdown.find("15.5"), std::string::npos);
    EXPECT_NE(reference.find("15.4.1"), nullptr);
    // The chapter holds every section under it.
    EXPECT_NE(reference.find("15")->markdown.find("### 15.5 Results"), std::string::npos);
    EXPECT_NE(reference.find("\xc2\xa7"
                             "15.5"),
              nullptr);  // "§15.5"
    EXPECT_NE(reference.find("A40"), nullptr);
    EXPECT_EQ(reference.find("15.6"), nullptr);
    // A heading that only groups is no section.
    EXPECT_EQ(reference.find("Readings"), nullptr);
}

TEST(RulesReference, FindsGlossaryTermsInAnyCase) {
    const RulesReference reference = RulesReference::parse(kDocument);
    const ReferenceSection* shaken = reference.find("SHAKEN");
    ASSERT_NE(shaken, nullptr);
    EXPECT_TRUE(shaken->glossary);
    EXPECT_EQ(shaken->markdown, "### Shaken\n\nUnsteady.\n\n");
    EXPECT_NE(reference.find("present morale status"), nullptr);
}

TEST(RulesReference, SplitsCitationsIntoSections) {
    EXPECT_EQ(citedSections("14.6, A37"), (std::vector<std::string>{"14.6", "A37"}));
    EXPECT_EQ(citedSections("6.1-6.3"), (std::vector<std::string>{"6.1", "6.3"}));
    EXPECT_EQ(citedSections("\xc2\xa7"
                            "15.4"),
              (std::vector<std::string>{"15.4"}));
    EXPECT_EQ(citedSections("10.2, A10, A18"), (std::vector<std::string>{"10.2", "A10", "A18"}));
    EXPECT_TRUE(citedSections("").empty());
    EXPECT_TRUE(isSectionNumber("8.2.1"));
    EXPECT_TRUE(isSectionNumber("B21"));
    EXPECT_FALSE(isSectionNumber("8."));
    EXPECT_FALSE(isSectionNumber("and"));
}

TEST(RulesReference, EveryShippedRulesetHasAReferenceWithAGlossary) {
    Diagnostics loading;
    const RulesetRegistry rulesets = loadBuiltinRulesets(adjutant::testResourceDir(), loading);
    for (const char* id : {"tricorne", "princes", "fire-effect-1870"}) {
        const RulesetDefinition* ruleset = rulesets.find(id);
        ASSERT_TRUE(ruleset) << id;
        Diagnostics problems;
        const std::optional<RulesReference> reference =
            loadRulesReference(*ruleset, adjutant::testResourceDir(), problems);
        ASSERT_TRUE(reference) << problems.toString();
        int terms = 0;
        for (const ReferenceSection& section : reference->sections()) {
            terms += section.glossary ? 1 : 0;
        }
        EXPECT_GE(terms, 10) << id;
    }
}

TEST(RulesReference, AMissingFileIsAnError) {
    Diagnostics problems;
    EXPECT_FALSE(RulesReference::load("no/such/rules.md", problems));
    EXPECT_TRUE(problems.hasErrors());
}

TEST(RulesReference, TheResourceFolderIsAboveTheRulesets) {
    RulesetDefinition ruleset;
    ruleset.id = "house";
    ruleset.reference = "tricorne";
    ruleset.file = "/games/resources/rulesets/house.json";
    EXPECT_EQ(resourceFolderOf(ruleset), "/games/resources");
    EXPECT_EQ(rulesReferencePath("/games/resources", ruleset),
              "/games/resources/reference/tricorne/rules.md");
}

}  // namespace
}  // namespace adjutant
