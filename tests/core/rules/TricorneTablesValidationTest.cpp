// Broken Tricorne tables are refused with the JSON path of the problem.
#include <gtest/gtest.h>

#include <string>

#include "core/rules/RulesetRegistry.h"
#include "core/rules/tricorne/TricorneTables.h"
#include "tests/support/DiagnosticsChecks.h"
#include "tests/support/TestPaths.h"

namespace adjutant {
namespace {

// Loads one broken file and returns what was reported; the file must be refused.
Diagnostics loadBroken(const std::string& name) {
    RulesetRegistry registry;
    registry.registerEngine("tricorne", parseTricorneTables);
    Diagnostics diagnostics;
    const RulesetDefinition* loaded =
        registry.loadFile(std::string(adjutant::testDataDir()) + "/invalid/" + name, diagnostics);
    EXPECT_EQ(loaded, nullptr) << name << " should have been refused";
    EXPECT_TRUE(registry.all().empty());
    return diagnostics;
}

using testing::hasError;

TEST(TricorneTablesValidation, MissingWeaponRowNamesTheWeaponAndTheUnitType) {
    Diagnostics diagnostics = loadBroken("ruleset-missing-row.json");
    EXPECT_TRUE(hasError(diagnostics, "/tables/weaponFactors",
                         "missing row for weapon 'rifle' used by unit type 'jaeger'"))
        << diagnostics.toString();
    EXPECT_EQ(diagnostics.errorCount(), 1u) << diagnostics.toString();
}

TEST(TricorneTablesValidation, MissingMoraleBandLeavesAGap) {
    Diagnostics diagnostics = loadBroken("ruleset-missing-morale-band.json");
    EXPECT_TRUE(hasError(diagnostics, "/tables/moraleResults/bands", "no band covers d = 4 to 4"))
        << diagnostics.toString();
}

TEST(TricorneTablesValidation, MissingResponseColumnIsNamed) {
    Diagnostics diagnostics = loadBroken("ruleset-missing-response-column.json");
    EXPECT_TRUE(hasError(diagnostics, "/tables/responseToCharge/bands/3",
                         "missing column 'cavalry' in band 'oneOrTwoOver'"))
        << diagnostics.toString();
}

TEST(TricorneTablesValidation, RangeBandsMustIncrease) {
    Diagnostics diagnostics = loadBroken("ruleset-range-bands-decrease.json");
    EXPECT_TRUE(hasError(diagnostics, "/tables/weaponFactors/musket/bands/2/maxRange",
                         "range bands must increase"))
        << diagnostics.toString();
}

}  // namespace
}  // namespace adjutant
