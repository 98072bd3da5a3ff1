// Parses the movement tables of Fire Effect: paces and their limits (6.1-6.3),
// fractions of a move (6.3, 6.4) and the road bonus (6.1).
#include "core/json/InputLimits.h"
#include "core/rules/fireeffect/FireEffectTableReading.h"

namespace adjutant::fireeffect {

namespace {

FireEffectMover parseMover(const JsonReader& row) {
    FireEffectMover mover;
    mover.rule = ruleOf(row);
    mover.movesAs = row.optionalString("movesAs");
    if (!mover.movesAs.empty()) {
        return mover;
    }
    for (const auto& [pace, yards] : row.requireObject("paces").members()) {
        if (auto value = yards.asNumber(0.0)) {
            mover.paces[pace] = *value;
        }
    }
    JsonReader limits = row.child("limits");
    if (!limits.present()) {
        return mover;
    }
    for (const auto& [pace, limit] : limits.members()) {
        if (!mover.paces.count(pace)) {
            limit.error("no pace \"" + pace + "\" in this row's paces");
        }
        mover.limits[pace] =
            FireEffectPaceLimit{limit.requireInt("uses", 0, limits::kMaxRulesetCount),
                                limit.requireInt("inMoves", 1, limits::kMaxRulesetCount)};
    }
    return mover;
}

void parseMovers(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = tables.child("movementRates");
    for (const auto& [key, row] : tableRows(tables, "movementRates")) {
        out.movementRates[key] = parseMover(row);
    }
    // A mover that moves as another takes that one's paces and limits.
    for (auto& [key, mover] : out.movementRates) {
        if (mover.movesAs.empty()) {
            continue;
        }
        auto base = out.movementRates.find(mover.movesAs);
        if (base == out.movementRates.end() || !base->second.movesAs.empty()) {
            table.child(key).errorAt(
                "movesAs",
                "\"" + mover.movesAs + "\" is not a row of this table with its own paces");
            continue;
        }
        mover.paces = base->second.paces;
        mover.limits = base->second.limits;
    }
    requireRows(table, {"infantry"});
    for (const auto& [key, attributes] : out.unitTypeAttributes) {
        if (!attributes.mover.empty() && !out.movementRates.count(attributes.mover)) {
            tables.child("unitTypeAttributes")
                .child(key)
                .error("mover \"" + attributes.mover + "\" has no row in /tables/movementRates");
        }
    }
    // The infantry row names the paces the other tables refer to.
    JsonReader infantry = table.child("infantry").child("paces");
    if (infantry.present()) {
        for (const char* pace : {"march", "advancingFiring", "quickMarch", "charge"}) {
            if (!infantry.has(pace)) {
                infantry.errorAt(pace,
                                 std::string("missing pace \"") + pace + "\" (expected yards)");
            }
        }
    }
}

void parseCosts(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = tables.child("movementCosts");
    for (const auto& [key, row] : tableRows(tables, "movementCosts")) {
        ruleOf(row);
        out.movementCosts[key] = readFraction(row, "fraction");
    }
    requireRows(table, {"limberOrUnlimber", "formationChange", "mountOrDismount", "facingChange",
                        "riverCrossing"});

    for (const auto& [reading, row] : tableRows(tables, "gallopReadings")) {
        ruleOf(row);
        out.gallopReadings[reading] = row.requireNumber("gallop", 0.0);
    }

    JsonReader roads = requireTable(tables, "roadBonus");
    JsonReader road = requireCitedRow(roads, "road");
    if (road.present()) {
        out.roadBonusYards = road.requireNumber("yards", 0.0);
        out.roadQuickMarchAnyFormation = road.requireBool("quickMarchAnyFormation");
    }
}

}  // namespace

void parseMovementTables(const JsonReader& tables, const RulesetDefinition& /*definition*/,
                         FireEffectTables& out) {
    parseMovers(tables, out);
    parseCosts(tables, out);
}

}  // namespace adjutant::fireeffect
