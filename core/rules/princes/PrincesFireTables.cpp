// Parses the firing tables of War of Princes: ranges and hits (5.1), target
// categories, musketry (5.2), artillery fire (5.3) and arcs (5.4).
#include <fmt/format.h>

#include <set>

#include "core/json/InputLimits.h"
#include "core/rules/princes/PrincesTableReading.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant::princes {

namespace {

std::vector<PrincesRangeBand> parseBands(const JsonReader& row) {
    std::vector<PrincesRangeBand> bands;
    std::vector<JsonReader> elements = row.requireArray("bands");
    if (row.present() && row.has("bands") && elements.empty()) {
        row.errorAt("bands", "empty (expected at least one band)");
    }
    for (const JsonReader& element : elements) {
        PrincesRangeBand band;
        band.band = element.requireString("band");
        band.from = element.requireNumber("from", 0.0);
        band.to = element.requireNumber("to", 0.0);
        tables::checkBandRange(
            element, band.band, band.from, band.to,
            bands.empty() ? std::nullopt : std::optional<double>(bands.back().to));
        bands.push_back(band);
    }
    return bands;
}

void parseRanges(const JsonReader& tables, const RulesetDefinition& definition,
                 PrincesTables& out) {
    JsonReader table = tables.child("ranges");
    readCitedRows(
        tables, "ranges", out.ranges,
        [&](PrincesWeaponRanges& entry, const JsonReader& row) { entry.bands = parseBands(row); });
    for (const UnitType& type : definition.unitTypes) {
        if (!type.weapon.empty()) {
            requireRow(table, type.weapon);
        }
    }
}

void parseHitTable(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = tables.child("hitTable");
    readCitedRows(tables, "hitTable", out.hitTable,
                  [&](PrincesHitRow& entry, const JsonReader& row) {
                      for (const auto& [category, key] : kPrincesTargetCategories) {
                          entry.byCategory[category] = nullableInt(row, key, 0, 6);
                      }
                      entry.ball = nullableInt(row, "ball", 0, 6);
                  });
    // Every band a weapon can reach needs its row of hit numbers.
    std::set<std::string> bands;
    for (const auto& [weapon, ranges] : out.ranges) {
        for (const PrincesRangeBand& band : ranges.bands) {
            bands.insert(band.band);
        }
    }
    for (const std::string& band : bands) {
        requireRow(table, band);
    }
}

void parseTargetCategories(const JsonReader& tables, const RulesetDefinition& definition,
                           PrincesTables& out) {
    JsonReader table = tables.child("targetCategories");
    for (const auto& [formationName, row] : tableRows(tables, "targetCategories")) {
        ruleOf(row);
        auto formation = formationFromName(row, formationName);
        std::string category = row.requireString("category");
        const auto named = valueNamedIn(kPrincesTargetCategories, category);
        if (named && formation) {
            out.targetCategories[*formation] = *named;
        } else if (!category.empty()) {
            row.errorAt("category", "expected column, line, dispersed or protected, found \"" +
                                        category + "\"");
        }
    }
    for (const UnitType& type : definition.unitTypes) {
        for (Formation formation : type.formations) {
            requireRow(table, formationKey(formation));
        }
    }
}

void parseMusketry(const JsonReader& tables, const RulesetDefinition& definition,
                   PrincesTables& out) {
    JsonReader table = requireTable(tables, "musketry");
    JsonReader dice = requireCitedRow(table, "dice");
    if (dice.present()) {
        out.musketryDice.figuresPerDie =
            dice.requireInt("figuresPerDie", 1, limits::kMaxRulesetCount);
        out.musketryDice.leftoverForDie =
            dice.requireInt("leftoverForDie", 1, limits::kMaxRulesetCount);
    }
    JsonReader ranks = requireCitedRow(table, "ranks");
    if (ranks.present()) {
        out.firingRanks = ranks.requireInt("firingRanks", 1, limits::kMaxRulesetCount);
        out.squareFaceFraction = ranks.requireNumber("squareFaceFraction", 0.0, 1.0);
    }
    JsonReader threshold = requireCitedRow(table, "threshold");
    if (threshold.present()) {
        out.thresholdMin = threshold.requireInt("min", 0, 6);
        out.thresholdMax = threshold.requireInt("max", 0, 6);
    }
    parseModifiers(tables, "musketryModifiers",
                   {"firerClassAorB", "firerClassD", "firerDisordered"}, definition,
                   out.musketryModifiers);
}

void parseArtilleryFire(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = requireTable(tables, "artilleryFire");
    JsonReader ball = requireCitedRow(table, "ball");
    if (ball.present()) {
        out.ballDicePerGun = ball.requireInt("dicePerGun", 1, limits::kMaxRulesetCount);
    }
    JsonReader canister = requireCitedRow(table, "canister");
    if (canister.present()) {
        out.canisterDicePerCrewFigure =
            canister.requireInt("dicePerCrewFigure", 1, limits::kMaxRulesetCount);
        out.canisterMaxRange = canister.requireNumber("maxRange", 0.0);
        out.canisterHitBand = canister.requireString("hitBand");
        if (!out.canisterHitBand.empty() && !out.hitTable.count(out.canisterHitBand)) {
            canister.errorAt("hitBand",
                             "band \"" + out.canisterHitBand + "\" has no row in /tables/hitTable");
        }
    }
    JsonReader arcTable = requireTable(tables, "fireArc");
    JsonReader arc = requireCitedRow(arcTable, "arc");
    if (arc.present()) {
        out.arcHalfAngleDegrees = arc.requireNumber("halfAngleDegrees", 0.0, 180.0);
        out.targetsPerTurn = arc.requireInt("targetsPerTurn", 1, limits::kMaxRulesetCount);
    }
}

}  // namespace

void parseFireTables(const JsonReader& tables, const RulesetDefinition& definition,
                     PrincesTables& out) {
    parseRanges(tables, definition, out);
    parseHitTable(tables, out);
    parseTargetCategories(tables, definition, out);
    parseMusketry(tables, definition, out);
    parseArtilleryFire(tables, out);
}

}  // namespace adjutant::princes
