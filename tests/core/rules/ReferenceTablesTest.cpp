// The tables of the rules references are drawn from the ruleset the game uses
// (docs/rules-reference.md, "Tables drawn from the ruleset"): a number changed
// in a copy of a ruleset shows in its reference, every directive of the
// shipped references renders, and a directive no engine knows is an error
// naming the file, the line and the tables expected.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>

#include "core/json/Diagnostics.h"
#include "core/referee/BuiltinRulesets.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetRegistry.h"
#include "tests/core/rules/ShippedReferenceFiles.h"
#include "tests/support/TestPaths.h"
#include "tests/support/TextLines.h"

namespace adjutant {
namespace {

namespace fs = std::filesystem;
using namespace shipped_reference;

// A house-rules folder holding a copy of a shipped ruleset under another id,
// its reference the shipped one, with one change made to its JSON.
struct HouseCopy {
    fs::path folder = fs::temp_directory_path() /
                      ("adjutant-reference-tables-" +
                       std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
                       ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::string id;
    RulesetRegistry registry;

    template <typename Change>
    HouseCopy(const Shipped& shipped, Change change) : id(std::string(shipped.ruleset) + "-club") {
        fs::remove_all(folder);
        fs::create_directories(folder);
        nlohmann::json ruleset = rulesetJson(shipped);
        ruleset["id"] = id;
        ruleset["name"] = "Our club's rules";
        ruleset["reference"] = shipped.reference;
        change(ruleset.at("tables"));
        std::ofstream(folder / (id + ".json")) << ruleset.dump(2);
        Diagnostics diagnostics;
        registry = loadBuiltinRulesets(testResourceDir(), diagnostics, folder.string());
        EXPECT_FALSE(diagnostics.hasErrors()) << diagnostics.toString();
    }
    ~HouseCopy() { fs::remove_all(folder); }

    // The copy's reference as rendered, or "" with the problems reported.
    std::string reference() const {
        const RulesetDefinition* ruleset = registry.find(id);
        if (!ruleset) {
            ADD_FAILURE() << id << " did not load";
            return {};
        }
        Diagnostics problems;
        const std::optional<RulesReference> loaded =
            loadRulesReference(*ruleset, testResourceDir(), problems);
        EXPECT_TRUE(loaded) << problems.toString();
        return loaded ? loaded->markdown() : std::string();
    }
};

// The whole line of the table row that starts with `firstCell`, or "".
std::string rowStarting(const std::string& text, const std::string& firstCell) {
    for (const std::string& line : test::textLines(text)) {
        if (line.rfind("| " + firstCell + " |", 0) == 0) {
            return line;
        }
    }
    return {};
}

// The same, within one section of the reference.
std::string rowIn(const std::string& text, const std::string& section,
                  const std::string& firstCell) {
    const RulesReference reference = RulesReference::parse(text);
    const ReferenceSection* found = reference.find(section);
    return found ? rowStarting(found->markdown, firstCell) : std::string("no section " + section);
}

TEST(ReferenceTables, TricorneShowsAChangedMeleeFactorAndFiringModifierOfItsCopy) {
    const std::string shipped = referenceText(kTricorne);
    EXPECT_EQ(rowStarting(shipped, "Dragoons"),
              "| Dragoons | medium cavalry | 12\" | +5\" | 16\" | 1.5 / 2 | 4 | 4 | – |");
    const HouseCopy copy(kTricorne, [](nlohmann::json& tables) {
        tables["meleeFactors"]["mediumCavalry"]["charging"] = 2.75;
        tables["firingFactors"]["targetInSoftCover"]["value"] = -3;
    });
    const std::string text = copy.reference();
    EXPECT_EQ(rowStarting(text, "Dragoons"),
              "| Dragoons | medium cavalry | 12\" | +5\" | 16\" | 1.5 / 2.75 | 4 | 4 | – |");
    EXPECT_EQ(rowIn(text, "12.2", "medium cavalry"), "| medium cavalry | 1.5 | 2.75 |");
    EXPECT_EQ(rowStarting(text, "target in or behind soft cover (a wood)"),
              "| target in or behind soft cover (a wood) | −3 |");
    EXPECT_EQ(rowStarting(shipped, "target in or behind soft cover (a wood)"),
              "| target in or behind soft cover (a wood) | −1 |");
}

TEST(ReferenceTables, TricorneShowsTheNumbersOfAnotherReadingUnderItsTable) {
    const std::string shipped = referenceText(kTricorne);
    const std::string reading =
        "With the choice \"Reading of the movement table's infantry rows\" "
        "read as \"Infantry line 6, light infantry skirmish 8\": ";
    EXPECT_NE(shipped.find(reading + "infantry, line: 6\"; light infantry, skirmish line: 8\"."),
              std::string::npos);
    const HouseCopy copy(kTricorne, [](nlohmann::json& tables) {
        tables["movement"]["optionOverrides"]["movementTable"]["H2"]["infantry"]["linePace"] = 5;
    });
    const std::string text = copy.reference();
    EXPECT_NE(text.find(reading + "infantry, line: 5\"; light infantry, skirmish line: 8\"."),
              std::string::npos);
    EXPECT_NE(text.find("\"First-volley bonus\" read as \"+2, as the source's example counts "
                        "it\": infantry's first volley of the game: +2."),
              std::string::npos);
}

TEST(ReferenceTables, PrincesShowsAChangedCavalryPaceAndMeleeModifierOfItsCopy) {
    const HouseCopy copy(kPrinces, [](nlohmann::json& tables) {
        tables["movement"]["cavalry"]["rates"]["line"] = 10;
        tables["meleeModifiers"]["enemyDisordered"]["change"] = 3;
    });
    const std::string text = copy.reference();
    EXPECT_EQ(
        rowStarting(text, "Light dragoons"),
        "| Light dragoons | cavalry | B (5) | 12\" | 10\" | 12\" | +3\" | 15\" | 4 / 3 | – | – "
        "| – |");
    EXPECT_EQ(rowIn(text, "4.1", "cavalry"), "| cavalry | 12\" | 10\" | 12\" | +3\" | 15\" | – |");
    EXPECT_EQ(rowStarting(text, "the enemy is disordered"), "| the enemy is disordered | +3 |");
    EXPECT_EQ(rowStarting(referenceText(kPrinces), "the enemy is disordered"),
              "| the enemy is disordered | +2 |");
}

TEST(ReferenceTables, FireEffectShowsAChangedShockGroupAndMilitiaGradeOfItsCopy) {
    const HouseCopy copy(kFireEffect, [](nlohmann::json& tables) {
        tables["handToHandPowers"]["cuirassier"]["shockGroup"] = 6;
        tables["moraleGrades"]["militiaGood"]["passFaces"] = {4, 5, 6};
    });
    const std::string text = copy.reference();
    EXPECT_EQ(
        rowStarting(text, "Cuirassiers"),
        "| Cuirassiers | cavalry | heavy cavalry | 6 | 2 | – | – | special troops (3 to 6) |");
    EXPECT_EQ(rowIn(text, "7.1", "cuirassiers"), "| cuirassiers | 6 | 2 |");
    EXPECT_EQ(rowIn(text, "8.1", "Better militia"), "| Better militia | 4 to 6 | 5 or 6 |");
    EXPECT_EQ(rowIn(referenceText(kFireEffect), "7.1", "cuirassiers"), "| cuirassiers | 4 | 2 |");
}

TEST(ReferenceTables, ACopyInThePlayersFolderReadsTheShippedReferenceWithItsOwnNumbers) {
    const HouseCopy copy(
        kTricorne, [](nlohmann::json& tables) { tables["unitMorale"]["guard"]["value"] = 8; });
    const RulesetDefinition* club = copy.registry.find(copy.id);
    ASSERT_TRUE(club);
    // The window looks beside the ruleset file first: the player's folder has no reference.
    Diagnostics alone;
    EXPECT_FALSE(loadRulesReference(*club, resourceFolderOf(*club), alone));
    Diagnostics problems;
    const std::optional<RulesReference> reference =
        loadRulesReference(*club, resourceFolderOf(*club), problems, testResourceDir());
    ASSERT_TRUE(reference) << problems.toString();
    EXPECT_EQ(rowIn(reference->markdown(), "15.3", "Guards"), "| Guards | 8 |");
}

TEST(ReferenceTables, EveryDirectiveOfTheShippedReferencesRendersAndEveryTableIsUsed) {
    for (const Shipped& shipped : kAll) {
        const RulesetDefinition* ruleset = shippedRulesets().find(shipped.ruleset);
        ASSERT_TRUE(ruleset) << shipped.ruleset;
        Diagnostics problems;
        const std::optional<RulesReference> reference =
            loadRulesReference(*ruleset, testResourceDir(), problems);
        ASSERT_TRUE(reference) << problems.toString();
        EXPECT_EQ(reference->markdown().find("{{"), std::string::npos) << shipped.ruleset;
        const std::string source = referenceSource(shipped);
        ASSERT_TRUE(ruleset->typedTables);
        for (const ReferenceTableName& table : ruleset->typedTables->referenceTables()) {
            const std::string directive = "{{table: " + std::string(table.name) + "}}";
            EXPECT_NE(source.find(directive), std::string::npos)
                << shipped.reference << " never shows " << table.name;
            const std::optional<std::string> rendered = renderReferenceTable(*ruleset, table.name);
            ASSERT_TRUE(rendered) << table.name;
            // A heading, its rule and at least one row; no symbols or fractions of code.
            EXPECT_GE(test::textLines(*rendered).size(), 3U) << table.name;
            for (const char* symbol : {"<=", ">=", "0.333", "0.667", "`"}) {
                EXPECT_EQ(rendered->find(symbol), std::string::npos)
                    << shipped.ruleset << " " << table.name << ": " << symbol;
            }
            // No key of the ruleset: no word with a capital after a small letter ("mediumCavalry").
            static const std::regex kIdentifier("\\b[a-z]+[A-Z][A-Za-z]*\\b");
            std::smatch identifier;
            EXPECT_FALSE(std::regex_search(*rendered, identifier, kIdentifier))
                << shipped.ruleset << " " << table.name << ": " << identifier.str();
        }
    }
}

TEST(ReferenceTables, TheSectionsOfARenderedReferenceHoldTheirTables) {
    const RulesetDefinition* tricorne = shippedRulesets().find("tricorne");
    ASSERT_TRUE(tricorne);
    Diagnostics problems;
    const std::optional<RulesReference> reference =
        loadRulesReference(*tricorne, testResourceDir(), problems);
    ASSERT_TRUE(reference) << problems.toString();
    const ReferenceSection* troops = reference->find("2.2");
    ASSERT_TRUE(troops);
    EXPECT_NE(troops->markdown.find("| Dragoons | medium cavalry |"), std::string::npos);
    const ReferenceSection* melee = reference->find("12.2");
    ASSERT_TRUE(melee);
    EXPECT_NE(melee->markdown.find("| heavy cavalry | 2 | 2.5 |"), std::string::npos);
}

TEST(ReferenceTables, AnUnknownDirectiveNamesTheFileTheLineAndTheTablesExpected) {
    const RulesetDefinition* tricorne = shippedRulesets().find("tricorne");
    ASSERT_TRUE(tricorne);
    const std::string path =
        std::string(testDataDir()) + "/invalid/unknown-table-directive.rules.md";
    Diagnostics problems;
    EXPECT_FALSE(expandReferenceTables(readText(path), path, *tricorne, problems));
    const std::string message = problems.toString();
    EXPECT_NE(message.find(path), std::string::npos) << message;
    EXPECT_NE(message.find("line 13"), std::string::npos) << message;
    EXPECT_NE(message.find("unknown table \"every-unit\""), std::string::npos) << message;
    EXPECT_NE(message.find("troop-types"), std::string::npos) << message;
    // The known directive on line 9 is not among the errors.
    EXPECT_EQ(message.find("line 9"), std::string::npos) << message;
}

TEST(ReferenceTables, ADirectiveOfAnotherEngineOrMalformedIsAnError) {
    const RulesetDefinition* tricorne = shippedRulesets().find("tricorne");
    ASSERT_TRUE(tricorne);
    Diagnostics other;  // a table War of Princes draws, unknown to Tricorne and Musket
    EXPECT_FALSE(
        expandReferenceTables("text\n{{table: morale-classes}}\n", "rules.md", *tricorne, other));
    EXPECT_NE(other.toString().find("unknown table \"morale-classes\""), std::string::npos)
        << other.toString();
    EXPECT_NE(other.toString().find("troop-types"), std::string::npos) << other.toString();
    EXPECT_NE(other.toString().find("line 2"), std::string::npos) << other.toString();

    Diagnostics malformed;
    EXPECT_FALSE(expandReferenceTables("{{tabel: fire}}\n", "rules.md", *tricorne, malformed));
    EXPECT_NE(malformed.toString().find("not a table directive"), std::string::npos)
        << malformed.toString();

    // Inside a fenced block a directive is shown as written.
    Diagnostics fenced;
    const std::optional<std::string> text =
        expandReferenceTables("```\n{{table: nothing}}\n```\n", "rules.md", *tricorne, fenced);
    ASSERT_TRUE(text) << fenced.toString();
    EXPECT_EQ(*text, "```\n{{table: nothing}}\n```\n");
}

TEST(ReferenceTables, NumbersAreWrittenAsTheRulesMeasureThem) {
    using namespace reference_table;
    EXPECT_EQ(number(1.5), "1.5");
    EXPECT_EQ(number(2.0 / 3.0), "0.67");
    EXPECT_EQ(signedNumber(-2),
              "\xe2\x88\x92"
              "2");
    EXPECT_EQ(signedNumber(1), "+1");
    EXPECT_EQ(inches(8), "8\"");
    EXPECT_EQ(yards(1800), "1,800 yds");
    EXPECT_EQ(yards(2000.0 / 3.0), "667 yds");
    EXPECT_EQ(faces({4, 5, 6}), "4 to 6");
    EXPECT_EQ(faces({2, 4, 6}), "2, 4 or 6");
    EXPECT_EQ(faces({5, 6}), "5 or 6");
}

}  // namespace
}  // namespace adjutant
