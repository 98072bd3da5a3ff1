// Parses the movement side of War of Princes: rates (4.1), the allowance model
// (4.2, 4.3, 4.7), artillery actions (4.4) and terrain (4.6).
#include <set>

#include "core/json/InputLimits.h"
#include "core/model/Terrain.h"
#include "core/rules/princes/PrincesTableReading.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant::princes {

namespace {

void parseMovement(const JsonReader& tables, const RulesetDefinition& definition,
                   PrincesTables& out) {
    JsonReader table = tables.child("movement");
    readCitedRows(tables, "movement", out.movement,
                  [&](PrincesMovementRow& entry, const JsonReader& row) {
                      JsonReader rates = row.requireObject("rates");
                      for (const auto& [formationKeyText, rate] : rates.members()) {
                          auto formation = formationFromName(rate, formationKeyText);
                          auto inches = rate.asNumber(0.0);
                          if (formation && inches) {
                              entry.rates[*formation] = *inches;
                          }
                      }
                      if (row.has("chargeBonus")) {
                          entry.chargeBonus = row.requireNumber("chargeBonus", 0.0);
                      }
                      entry.rout = row.requireNumber("rout", 0.0);
                      if (row.has("prolonge")) {
                          entry.prolonge = row.requireNumber("prolonge", 0.0);
                      }
                  });
    // Every formation a unit type may adopt needs a rate in its arm's row.
    std::set<std::pair<std::string, Formation>> reported;
    for (const UnitType& type : definition.unitTypes) {
        const std::string arm(troopCategoryKey(type.arm));
        JsonReader row = requireRow(table, arm);
        auto found = out.movement.find(arm);
        if (!row.present() || found == out.movement.end()) {
            continue;
        }
        for (Formation formation : type.formations) {
            if (!found->second.rates.count(formation) && reported.emplace(arm, formation).second) {
                row.child("rates").errorAt(
                    formationKey(formation),
                    "missing rate for formation \"" + std::string(formationKey(formation)) +
                        "\" used by unit type \"" + type.key + "\" (expected inches)");
            }
        }
    }
}

void parseAllowance(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = requireTable(tables, "allowance");
    PrincesAllowance& a = out.allowance;
    JsonReader perTurn = requireCitedRow(table, "perTurn");
    if (perTurn.present()) {
        a.movesPerTurn = perTurn.requireNumber("moves", 0.0);
    }
    JsonReader facing = requireCitedRow(table, "facing");
    if (facing.present()) {
        a.smallTurnDegrees = facing.requireNumber("smallTurnDegrees", 0.0, 360.0);
        a.smallTurnCost = facing.requireNumber("smallTurnCost", 0.0);
        a.largeTurnCost = facing.requireNumber("largeTurnCost", 0.0);
    }
    JsonReader obstacle = requireCitedRow(table, "obstacleNeedsUnspent");
    if (obstacle.present()) {
        a.obstacleNeedsUnspent = obstacle.requireNumber("fraction", 0.0, 1.0);
    }
    JsonReader moveAndFire = requireCitedRow(table, "moveAndFire");
    if (moveAndFire.present()) {
        a.moveAndFireMaxSpent = moveAndFire.requireNumber("maxSpent", 0.0, 1.0);
    }
    JsonReader reload = requireCitedRow(table, "rifleReload");
    if (reload.present()) {
        a.rifleReloadTurns = reload.requireInt("turns", 0, limits::kMaxRulesetCount);
    }
    JsonReader square = requireCitedRow(table, "squareChange");
    if (square.present()) {
        a.squareChangeCost = square.requireNumber("cost", 0.0);
        a.squareChangeMayFire = square.requireBool("mayFire");
    }
    JsonReader reform = requireCitedRow(table, "reform");
    if (reform.present()) {
        a.reformCost = reform.requireNumber("cost", 0.0);
    }
}

void parseArtilleryActions(const JsonReader& tables, PrincesTables& out) {
    JsonReader table = tables.child("artilleryActions");
    readCitedRows(
        tables, "artilleryActions", out.artilleryActions,
        [&](PrincesArtilleryActions& entry, const JsonReader& row) {
            entry.actionsPerTurn = row.requireInt("actionsPerTurn", 1, limits::kMaxRulesetCount);
            entry.maxMoves = row.requireInt("maxMoves", 0, limits::kMaxRulesetCount);
            entry.maxFires = row.requireInt("maxFires", 0, limits::kMaxRulesetCount);
            if (row.has("halfMoveAndFireDistance")) {
                entry.halfMoveAndFireDistance = row.requireNumber("halfMoveAndFireDistance", 0.0);
            }
        });
    requireRows(table, {"foot", "horse"});

    static const std::set<std::string> counts{"move", "fire", "other"};
    JsonReader kinds = tables.child("artilleryActionKinds");
    for (const auto& [action, row] : tableRows(tables, "artilleryActionKinds")) {
        ruleOf(row);
        std::string kind = row.requireString("counts");
        if (!kind.empty() && !counts.count(kind)) {
            row.errorAt("counts",
                        "expected \"move\", \"fire\" or \"other\", found \"" + kind + "\"");
        }
        out.artilleryActionKinds[action] = kind;
    }
    requireRows(kinds, {"move", "limber", "unlimber", "fire", "prolonge"});
}

void parseTerrain(const JsonReader& tables, PrincesTables& out) {
    static const std::set<std::string> knownTraits{"lightInfantry", "irregular", "militia",
                                                   "noBayonets", "horseArtillery"};
    JsonReader table = tables.child("terrain");
    for (const auto& [kind, row] : tableRows(tables, "terrain")) {
        if (!areaKindFromKey(kind) && !linearKindFromKey(kind)) {
            row.error("unknown terrain kind \"" + kind +
                      "\" (expected woods, town, marsh, hill, hedge, wall, stream, ditch or road)");
        }
        PrincesTerrainEffect& entry = out.terrain[kind];
        entry.rule = ruleOf(row);
        entry.contourCost = row.optionalNumber("contourCost", 0.0, 0.0);
        entry.crossingCost = row.optionalNumber("crossingCost", 0.0, 0.0, 1.0);
        entry.speedFactor = row.optionalNumber("speedFactor", 1.0, 0.0, 1.0);
        entry.negatesPenalties = row.optionalBool("negatesPenalties", false);
        entry.disorders = row.requireBool("disorders");
        entry.cover = row.requireBool("cover");
        entry.exemptTraits = stringList(row, "exemptTraits");
        for (const std::string& trait : entry.exemptTraits) {
            if (!knownTraits.count(trait)) {
                row.errorAt("exemptTraits", "unknown trait \"" + trait + "\"");
            }
        }
    }
    requireRows(table, {"hill", "hedge", "wall", "stream", "woods", "road"});
}

}  // namespace

void parseMovementTables(const JsonReader& tables, const RulesetDefinition& definition,
                         PrincesTables& out) {
    parseMovement(tables, definition, out);
    parseAllowance(tables, out);
    parseArtilleryActions(tables, out);
    parseTerrain(tables, out);
}

}  // namespace adjutant::princes
