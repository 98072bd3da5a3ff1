// Parses hand to hand (7.1-7.4) and morale (8.1-8.3) of Fire Effect, and the
// proposed fire arc.
#include <algorithm>

#include "core/json/InputLimits.h"
#include "core/rules/fireeffect/FireEffectTableReading.h"

namespace adjutant::fireeffect {

namespace {

void parseMeleeLosses(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = requireTable(tables, "meleeLosses");
    JsonReader loser = requireCitedRow(table, "loser");
    JsonReader winner = requireCitedRow(table, "winner");
    JsonReader flight = requireCitedRow(table, "flight");
    if (loser.present()) {
        out.loserLoss = readFraction(loser, "fractionOfOwnFigures");
    }
    if (winner.present()) {
        out.winnerLoss = readFraction(winner, "fractionOfLoserLoss");
    }
    if (flight.present()) {
        out.flightInfantryPace = flight.requireString("infantryPace");
        out.flightCavalryPace = flight.requireString("cavalryPace");
    }
}

}  // namespace

void parseHandToHandTables(const JsonReader& tables, FireEffectTables& out) {
    JsonReader powers = tables.child("handToHandPowers");
    readCitedRows(tables, "handToHandPowers", out.handToHandPowers,
                  [&](FireEffectPowers& entry, const JsonReader& row) {
                      if (row.has("shockGroup")) {
                          entry.shockGroup =
                              row.requireInt("shockGroup", 1, limits::kMaxRulesetCount);
                      }
                      entry.meleeFactor = row.requireNumber("meleeFactor", 0.0);
                  });
    requireRows(powers, {"infantry", "gunners"});
    for (const auto& [key, attributes] : out.unitTypeAttributes) {
        if (!attributes.shockType.empty() && !out.handToHandPowers.count(attributes.shockType)) {
            tables.child("unitTypeAttributes")
                .child(key)
                .errorAt("shockType",
                         "\"" + attributes.shockType + "\" has no row in /tables/handToHandPowers");
        }
    }

    JsonReader shock = requireTable(tables, "shock");
    JsonReader perGroup = requireCitedRow(shock, "casualtiesPerGroup");
    if (perGroup.present()) {
        out.shockVsInfantryNotInSquare =
            perGroup.requireInt("vsInfantryNotInSquare", 0, limits::kMaxRulesetCount);
        out.shockVsOthers = perGroup.requireInt("vsOthers", 0, limits::kMaxRulesetCount);
    }

    parseMeleeLosses(tables, out);

    JsonReader halving = tables.child("halving");
    for (const auto& [key, row] : tableRows(tables, "halving")) {
        ruleOf(row);
        out.halving[key] = readFraction(row, "multiplier");
    }
    requireRows(halving,
                {"outOfFormation", "takenInFlank", "foragersVsNonSkirmishers", "gunnersVsCavalry"});
}

void parseMoraleTables(const JsonReader& tables, const RulesetDefinition& definition,
                       FireEffectTables& out) {
    JsonReader grades = tables.child("moraleGrades");
    for (const auto& [grade, row] : tableRows(tables, "moraleGrades")) {
        ruleOf(row);
        out.moraleGradePasses[grade] = readFaces(row, "passFaces");
    }
    for (const std::string& moraleClass : definition.moraleClasses) {
        requireRow(grades, moraleClass);
    }

    JsonReader afterFire = requireTable(tables, "moraleAfterFire");
    JsonReader breakers = requireCitedRow(afterFire, "breakers");
    JsonReader spill = requireCitedRow(afterFire, "spillOver");
    if (breakers.present()) {
        out.breakersPerCasualty = breakers.requireInt("perCasualty", 0, limits::kMaxRulesetCount);
    }
    if (spill.present()) {
        out.spillOverLossOver = readFraction(spill, "lossOver");
        out.spillOverRadius = spill.requireNumber("radius", 0.0);
    }

    JsonReader broken = requireTable(tables, "brokenTroops");
    JsonReader checking = requireCitedRow(broken, "checking");
    JsonReader rally = requireCitedRow(broken, "rally");
    JsonReader danger = requireCitedRow(broken, "outOfDanger");
    if (checking.present()) {
        out.checkingHalves = checking.requireInt("halves", 0, limits::kMaxRulesetCount);
    }
    out.rallyFaces = readFaces(rally, "passFaces");
    if (danger.present()) {
        out.outOfDangerEnemyWithin = danger.requireNumber("enemyWithin", 0.0);
        out.notFiredAtHalves = danger.requireInt("notFiredAtHalves", 0, limits::kMaxRulesetCount);
    }

    JsonReader militia = tables.child("militiaFacingCharge");
    for (const auto& [grade, row] : tableRows(tables, "militiaFacingCharge")) {
        ruleOf(row);
        if (std::find(definition.moraleClasses.begin(), definition.moraleClasses.end(), grade) ==
            definition.moraleClasses.end()) {
            row.error("\"" + grade + "\" is not listed in /moraleClasses");
        }
        out.militiaFacingChargePasses[grade] = readFaces(row, "passFaces");
    }
    requireRows(militia, {"militiaGood", "militiaPoor"});

    JsonReader arcs = requireTable(tables, "fireArc");
    JsonReader arc = requireCitedRow(arcs, "arc");
    if (arc.present()) {
        out.arcHalfAngleDegrees = arc.requireNumber("halfAngleDegrees", 0.0, 180.0);
        out.targetsPerExecution =
            arc.requireInt("targetsPerExecution", 1, limits::kMaxRulesetCount);
        out.squareFaces = arc.requireInt("squareFaces", 1, limits::kMaxRulesetCount);
    }
}

}  // namespace adjutant::fireeffect
