// The generic ruleset loader and registry: the real Tricorne file loads cleanly,
// and broken files are refused with every problem named by file and JSON pointer.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

#include "core/rules/RulesetRegistry.h"
#include "core/rules/tricorne/TricorneTables.h"
#include "tests/support/DiagnosticsChecks.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

const std::string kTricornePath =
    std::string(adjutant::testResourceDir()) + "/rulesets/tricorne.json";

std::string invalidFile(const std::string& name) {
    return std::string(adjutant::testDataDir()) + "/invalid/" + name;
}

RulesetRegistry tricorneRegistry() {
    RulesetRegistry registry;
    registry.registerEngine("tricorne", parseTricorneTables);
    return registry;
}

using testing::hasError;

TEST(RulesetRegistry, LoadsTricorneWithoutErrorsOrWarnings) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;
    const RulesetDefinition* tricorne = registry.loadFile(kTricornePath, diagnostics);

    ASSERT_NE(tricorne, nullptr) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    EXPECT_EQ(registry.find("tricorne"), tricorne);
    EXPECT_EQ(tricorne->engine, "tricorne");
    EXPECT_EQ(tricorne->file, kTricornePath);
    EXPECT_NE(dynamic_cast<const TricorneTables*>(tricorne->typedTables.get()), nullptr);
}

TEST(RulesetRegistry, TricorneCatalogueMatchesTheDigest) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;
    const RulesetDefinition* tricorne = registry.loadFile(kTricornePath, diagnostics);
    ASSERT_NE(tricorne, nullptr) << diagnostics.toString();

    // Section 2: musketeers never skirmish; light infantry only skirmish.
    const UnitType* musketeer = tricorne->findUnitType("musketeer");
    ASSERT_NE(musketeer, nullptr);
    EXPECT_EQ(musketeer->moraleClass, "regularLine");
    EXPECT_EQ(
        musketeer->formations,
        (std::vector<Formation>{Formation::Line, Formation::ColumnOfRoute, Formation::Square}));
    const UnitType* jaeger = tricorne->findUnitType("jaeger");
    ASSERT_NE(jaeger, nullptr);
    EXPECT_EQ(jaeger->weapon, "rifle");
    EXPECT_EQ(jaeger->defaultFormation, Formation::SkirmishLine);
    EXPECT_TRUE(tricorne->findUnitType("battery12lb")->battery);

    // Section 1.4 (A6): distance multipliers by figure scale.
    EXPECT_DOUBLE_EQ(tricorne->findFigureScale("15mm")->distanceMultiplier, 1.0);
    EXPECT_DOUBLE_EQ(tricorne->findFigureScale("6mm")->distanceMultiplier, 0.5);
    EXPECT_NEAR(tricorne->findFigureScale("2mm")->distanceMultiplier, 1 / 2.54, 1e-4);

    // Section 4: per-figure bases, frontage first (A5); battalion gun twice as deep.
    const FigureScale* scale15 = tricorne->findFigureScale("15mm");
    EXPECT_DOUBLE_EQ(scale15->bases.at("infantry").frontageMm, 10);
    EXPECT_DOUBLE_EQ(scale15->bases.at("infantry").depthMm, 15);
    EXPECT_DOUBLE_EQ(scale15->bases.at("artillery").frontageMm, 40);
    EXPECT_DOUBLE_EQ(scale15->bases.at("battalionGun").depthMm, 30);
    EXPECT_DOUBLE_EQ(tricorne->findFigureScale("25mm")->bases.at("cavalry").depthMm, 50);

    // Section 5: line in two ranks, skirmish line one rank at double spacing.
    EXPECT_EQ(tricorne->findLayout(Formation::Line)->ranks, 2);
    EXPECT_EQ(tricorne->findLayout(Formation::ColumnOfRoute)->files, 2);
    EXPECT_DOUBLE_EQ(tricorne->findLayout(Formation::SkirmishLine)->spacing, 2.0);

    // Section 3: caps, and no cap where the digest has "?".
    EXPECT_EQ(tricorne->maxFiguresFor("prussia", "hussar"), 20);
    EXPECT_EQ(tricorne->maxFiguresFor("russia", "horseGrenadier"), 20);
    EXPECT_EQ(tricorne->maxFiguresFor("britain", "horseGrenadier"), 2);
    EXPECT_EQ(tricorne->maxFiguresFor("russia", "musketeer"), std::nullopt);

    // Section 8 and section 18.
    ASSERT_EQ(tricorne->sequence.size(), 10u);
    EXPECT_EQ(tricorne->sequence.front().id, "declareCharges");
    EXPECT_EQ(tricorne->sequence.back().id, "moraleReactions");
    EXPECT_EQ(tricorne->findOption("movementTable")->defaultChoice, "H1");
    EXPECT_EQ(tricorne->findOption("firstVolleyBonus")->defaultChoice, "perThreeFigures");
    EXPECT_EQ(tricorne->findOption("brokenChargeHalt")->rule, "A9");
}

TEST(RulesetRegistry, UnknownEngineIsRefusedAtItsPointer) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;
    const std::string path = invalidFile("ruleset-unknown-engine.json");

    EXPECT_EQ(registry.loadFile(path, diagnostics), nullptr);
    EXPECT_TRUE(hasError(diagnostics, "/engine", "unknown engine 'napoleonic'"))
        << diagnostics.toString();
    EXPECT_EQ(diagnostics.items().front().file, path);
    EXPECT_EQ(registry.find("broken-engine"), nullptr);
}

TEST(RulesetRegistry, UnknownMoraleClassIsRefusedAtItsPointer) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;

    EXPECT_EQ(registry.loadFile(invalidFile("ruleset-unknown-morale-class.json"), diagnostics),
              nullptr);
    EXPECT_TRUE(
        hasError(diagnostics, "/unitTypes/musketeer/moraleClass", "unknown morale class 'veteran'"))
        << diagnostics.toString();
    EXPECT_EQ(registry.find("broken-morale-class"), nullptr);
}

TEST(RulesetRegistry, ReportsEveryBrokenCrossReferenceAtOnce) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;

    EXPECT_EQ(registry.loadFile(invalidFile("ruleset-bad-cross-references.json"), diagnostics),
              nullptr);
    const std::string all = diagnostics.toString();
    EXPECT_TRUE(hasError(diagnostics, "/options/firstVolleyBonus/default", "'perFourFigures'"))
        << all;
    EXPECT_TRUE(hasError(diagnostics, "/unitTypes/hussar/baseKind", "figure scale '15mm'")) << all;
    EXPECT_TRUE(hasError(diagnostics, "/unitTypes/dragoon/defaultFormation", "'square'")) << all;
    EXPECT_TRUE(hasError(diagnostics, "/unitTypes/grenadier/formations/2", "'wedge'")) << all;
    EXPECT_TRUE(hasError(diagnostics, "/maxFigures/atlantis", "unknown nation")) << all;
    EXPECT_TRUE(hasError(diagnostics, "/maxFigures/prussia/pikeman", "unknown unit type")) << all;
}

TEST(RulesetRegistry, DuplicateIdIsRefused) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;
    ASSERT_NE(registry.loadFile(kTricornePath, diagnostics), nullptr);

    EXPECT_EQ(registry.loadFile(kTricornePath, diagnostics), nullptr);
    EXPECT_TRUE(hasError(diagnostics, "/id", "duplicate ruleset id 'tricorne'"))
        << diagnostics.toString();
    EXPECT_EQ(registry.all().size(), 1u);
}

TEST(RulesetRegistry, ParseFileDoesNotAddTheRuleset) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;

    auto parsed = registry.parseFile(kTricornePath, diagnostics);
    ASSERT_NE(parsed, nullptr) << diagnostics.toString();
    EXPECT_EQ(parsed->id, "tricorne");
    EXPECT_EQ(registry.find("tricorne"), nullptr);
    EXPECT_TRUE(registry.all().empty());
}

TEST(RulesetRegistry, MissingFileIsAnErrorNotACrash) {
    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;

    EXPECT_EQ(registry.loadFile(invalidFile("no-such-ruleset.json"), diagnostics), nullptr);
    EXPECT_TRUE(diagnostics.hasErrors());
}

TEST(RulesetRegistry, EngineParserThatThrowsBecomesAnError) {
    RulesetRegistry registry;
    registry.registerEngine(
        "tricorne",
        [](const JsonReader&, const RulesetDefinition&) -> std::shared_ptr<const RulesetTables> {
            throw std::runtime_error("parser bug");
        });
    Diagnostics diagnostics;

    EXPECT_EQ(registry.loadFile(kTricornePath, diagnostics), nullptr);
    EXPECT_TRUE(hasError(diagnostics, "/tables", "parser bug")) << diagnostics.toString();
}

TEST(RulesetRegistry, LoadDirectoryKeepsGoodFilesAndReportsBadOnes) {
    namespace fs = std::filesystem;
    const fs::path folder = fs::temp_directory_path() / "adjutant-ruleset-registry-test";
    fs::remove_all(folder);
    fs::create_directories(folder);
    fs::copy_file(kTricornePath, folder / "tricorne.json");
    fs::copy_file(invalidFile("ruleset-unknown-morale-class.json"), folder / "broken.json");
    std::ofstream(folder / "notes.txt") << "not a ruleset";

    RulesetRegistry registry = tricorneRegistry();
    Diagnostics diagnostics;
    const bool allLoaded = registry.loadDirectory(folder.string(), diagnostics);
    fs::remove_all(folder);

    EXPECT_FALSE(allLoaded);
    EXPECT_NE(registry.find("tricorne"), nullptr);
    EXPECT_EQ(registry.find("broken-morale-class"), nullptr);
    EXPECT_EQ(registry.all().size(), 1u);
    EXPECT_TRUE(hasError(diagnostics, "/unitTypes/musketeer/moraleClass", "veteran"));
}

}  // namespace
}  // namespace adjutant
