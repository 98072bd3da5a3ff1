// Parses hand to hand (6.1-6.3) and morale (2.2 bases are read with the
// organisation; 7.2-7.4 here) of War of Princes.
#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <set>

#include "core/json/InputLimits.h"
#include "core/rules/princes/PrincesTableReading.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant::princes {

namespace {

void parseMeleeFactors(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = tables.child("meleeFactors");
    readCitedRows(tables, "meleeFactors", out.meleeFactors,
                  [&](PrincesMeleeFactor& entry, const JsonReader& row) {
                      entry.arm = row.requireString("arm");
                      entry.against = row.requireString("against");
                      entry.factor = row.requireInt("factor", 0, 6);
                  });
    // Artillery crews fight as the arm named in meleeResolution, so only these four exist.
    for (const char* arm : {"infantry", "cavalry"}) {
        for (const char* against : {"infantry", "cavalry"}) {
            if (table.present() && out.meleeFactor(arm, against) == 0) {
                table.error(fmt::format("no row gives the factor of {} against {}", arm, against));
            }
        }
    }
}

void parseMeleeResolution(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = requireTable(tables, "meleeResolution");
    JsonReader kill = requireCitedRow(table, "killNumber");
    if (kill.present()) {
        out.killNumberMin = kill.requireInt("min", 0, 6);
        out.killNumberMax = kill.requireInt("max", 0, 6);
    }
    JsonReader dice = requireCitedRow(table, "dice");
    if (dice.present()) {
        out.meleeDice.figuresPerDie = dice.requireInt("figuresPerDie", 1, limits::kMaxRulesetCount);
        out.meleeDice.leftoverForDie =
            dice.requireInt("leftoverForDie", 1, limits::kMaxRulesetCount);
    }
    JsonReader crew = requireCitedRow(table, "artilleryCrew");
    if (crew.present()) {
        const std::string fightsAs = crew.requireString("fightsAs");
        out.crewFightsAs = troopCategoryFromKey(fightsAs);
        if (!out.crewFightsAs && crew.child("fightsAs").isString()) {
            crew.errorAt(
                "fightsAs",
                fmt::format("unknown arm '{}' (expected 'infantry' or 'cavalry')", fightsAs));
        }
    }
}

void parseMoraleResults(const JsonReader& tables, PrincesTables& out) {
    static const std::set<std::string> rallyOutcomes{"rallied", "ralliedHaltedNoFire",
                                                     "ralliedHaltedDisordered", "keepsRouting"};
    JsonReader table = tables.child("moraleResults");
    for (const auto& [key, row] : tableRows(tables, "moraleResults")) {
        PrincesMoraleResult entry;
        entry.key = key;
        entry.rule = ruleOf(row);
        if (row.has("min")) {
            entry.min = row.requireInt("min");
        }
        if (row.has("max")) {
            entry.max = row.requireInt("max");
        }
        entry.halt = row.optionalBool("halt", false);
        entry.noFire = row.optionalBool("noFire", false);
        entry.disorder = row.optionalBool("disorder", false);
        entry.retire = row.optionalBool("retire", false);
        entry.rout = row.optionalBool("rout", false);
        entry.whenHalted = row.optionalString("whenHalted");
        entry.whenRetiring = row.optionalString("whenRetiring");
        entry.rally = row.requireString("rally");
        if (!entry.rally.empty() && !rallyOutcomes.count(entry.rally)) {
            row.errorAt("rally",
                        "expected rallied, ralliedHaltedNoFire, ralliedHaltedDisordered "
                        "or keepsRouting, found \"" +
                            entry.rally + "\"");
        }
        out.moraleResults.push_back(entry);
    }
    static constexpr int kOpen = std::numeric_limits<int>::min();
    std::sort(out.moraleResults.begin(), out.moraleResults.end(),
              [](const PrincesMoraleResult& a, const PrincesMoraleResult& b) {
                  return a.min.value_or(kOpen) < b.min.value_or(kOpen);
              });
    // The bands must cover every total exactly once, from "or less" to "or more".
    for (std::size_t i = 0; i < out.moraleResults.size(); ++i) {
        const PrincesMoraleResult& result = out.moraleResults[i];
        JsonReader row = table.child(result.key);
        bool first = i == 0;
        bool last = i + 1 == out.moraleResults.size();
        if (first && result.min) {
            row.errorAt("min",
                        "the lowest band must have no \"min\" (it covers every lower total)");
        }
        if (!first && !result.min) {
            row.errorAt("min", "missing (only the lowest band may be open below)");
        }
        if (last && result.max) {
            row.errorAt("max",
                        "the highest band must have no \"max\" (it covers every higher total)");
        }
        if (!last && !result.max) {
            row.errorAt("max", "missing (only the highest band may be open above)");
        }
        if (result.min && result.max && *result.max < *result.min) {
            row.errorAt("max", "smaller than \"min\"");
        }
        if (!first && result.min && out.moraleResults[i - 1].max &&
            *result.min != *out.moraleResults[i - 1].max + 1) {
            row.errorAt(
                "min", fmt::format("starts at {} but the band \"{}\" ends at {} ({})", *result.min,
                                   out.moraleResults[i - 1].key, *out.moraleResults[i - 1].max,
                                   *result.min > *out.moraleResults[i - 1].max + 1 ? "a gap"
                                                                                   : "an overlap"));
        }
    }
    for (const PrincesMoraleResult& result : out.moraleResults) {
        for (const auto& [field, target] :
             {std::pair{"whenHalted", result.whenHalted}, {"whenRetiring", result.whenRetiring}}) {
            if (!target.empty() && !table.has(target)) {
                table.child(result.key)
                    .errorAt(field, "no result \"" + target + "\" in this table");
            }
        }
    }
    requireRows(table, {"pass", "halt", "haltDisordered", "retire", "rout"});
}

void parseStrength(const JsonReader& tables, PrincesTables& out) {
    for (const auto& [key, row] : tableRows(tables, "moraleStrength")) {
        PrincesStrengthStep step;
        step.key = key;
        step.rule = ruleOf(row);
        step.change = row.requireInt("change", -12, 0);
        std::vector<JsonReader> fraction = row.requireArray("atOrBelow");
        if (fraction.size() == 2) {
            step.numerator = fraction[0].asInt(0).value_or(0);
            step.denominator = fraction[1].asInt(1).value_or(1);
        } else if (row.has("atOrBelow")) {
            row.errorAt("atOrBelow", "expected [numerator, denominator]");
        }
        out.moraleStrength.push_back(step);
    }
    // Mildest first; a lower strength must never be punished less.
    std::sort(out.moraleStrength.begin(), out.moraleStrength.end(),
              [](const PrincesStrengthStep& a, const PrincesStrengthStep& b) {
                  return a.numerator * b.denominator > b.numerator * a.denominator;
              });
    JsonReader table = tables.child("moraleStrength");
    for (std::size_t i = 1; i < out.moraleStrength.size(); ++i) {
        if (out.moraleStrength[i].change > out.moraleStrength[i - 1].change) {
            table.child(out.moraleStrength[i].key)
                .errorAt("change", "a lower strength must not have a milder modifier than \"" +
                                       out.moraleStrength[i - 1].key + "\"");
        }
    }
    if (table.present() && out.moraleStrength.empty()) {
        table.error("empty (expected at least one strength step)");
    }
}

void parseMoraleMovement(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = requireTable(tables, "moraleMovement");
    JsonReader halt = requireCitedRow(table, "chargerHalt");
    if (halt.present()) {
        out.chargerHaltShort = halt.requireNumber("shortOfTarget", 0.0);
    }
    JsonReader gun = requireCitedRow(table, "unlimberedGunRetire");
    if (gun.present()) {
        out.unlimberedGunRetire = gun.requireNumber("distance", 0.0);
    }
}

}  // namespace

void parseMeleeTables(const JsonReader& tables, const RulesetDefinition& definition,
                      PrincesTables& out) {
    parseMeleeFactors(tables, out);
    parseModifiers(
        tables, "meleeModifiers",
        {"classAorB", "chargingHaltedEnemy", "infantryInSquare", "enemyDisordered", "classD",
         "skirmishersVsFormed", "cavalryVsSquare", "overObstacle", "noBayonets"},
        definition, out.meleeModifiers);
    parseMeleeResolution(tables, out);
}

void parseMoraleTables(const JsonReader& tables, const RulesetDefinition& definition,
                       PrincesTables& out) {
    parseMoraleResults(tables, out);
    JsonReader triggers = tables.child("moraleTriggers");
    for (const auto& [key, row] : tableRows(tables, "moraleTriggers")) {
        ruleOf(row);
        out.moraleTriggers[key] = row.requireString("who");
    }
    requireRows(triggers, {"initiateCharge", "standToCharge", "shootingCasualties", "afterMelee",
                           "rallyRouters", "firedOnByArtillery"});
    parseModifiers(tables, "moraleModifiers",
                   {"inCover", "generalAttached", "squareVsCavalry", "disordered",
                    "militiaOrCavalryFiredOnByArtillery", "noBayonetsOrSkirmishersVsFormed"},
                   definition, out.moraleModifiers);
    parseStrength(tables, out);
    parseMoraleMovement(tables, out);
}

}  // namespace adjutant::princes
