// Parses the fire tables of Fire Effect: small arms (3.1-3.7), artillery (4.1-4.3)
// and machine guns (5), then checks the cross-references of the unit attributes.
#include <algorithm>
#include <cmath>
#include <set>

#include "core/json/InputLimits.h"
#include "core/rules/fireeffect/FireEffectTableReading.h"

namespace adjutant::fireeffect {

namespace {

void parseRanges(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = tables.child("smallArmsRanges");
    readCitedRows(tables, "smallArmsRanges", out.smallArmsRanges,
                  [&](FireEffectSmallArmsRanges& entry, const JsonReader& row) {
                      entry.bands = readBands(row, false);
                      if (row.has("longByAgreement")) {
                          entry.longByAgreement = row.requireNumber("longByAgreement", 0.0);
                      }
                  });
    requireRows(table, {"jager", "line", "militia"});
}

void parseWeapons(const JsonReader& tables, const RulesetDefinition& definition,
                  FireEffectTables& out) {
    static const std::set<std::string> kinds{"smallArms", "artillery", "machineGun"};
    JsonReader table = tables.child("weapons");
    Rows rows = tableRows(tables, "weapons");
    for (const auto& [key, row] : rows) {
        FireEffectWeapon& entry = out.weapons[key];
        entry.rule = ruleOf(row);
        entry.kind = row.requireString("kind");
        if (!entry.kind.empty() && !kinds.count(entry.kind)) {
            row.errorAt("kind", "expected smallArms, artillery or machineGun, found \"" +
                                    entry.kind + "\"");
        }
        entry.loading = row.optionalString("loading");
        if (row.has("maxRange")) {
            entry.maxRange = row.requireNumber("maxRange", 0.0);
        }
    }
    // A howitzer's reach is a fraction of its cannon's; resolved after every row is read.
    for (const auto& [key, row] : rows) {
        if (!row.has("maxRangeOf")) {
            continue;
        }
        std::string base = row.requireString("maxRangeOf");
        FireEffectFraction fraction = readFraction(row, "rangeFraction");
        auto found = out.weapons.find(base);
        if (found == out.weapons.end() || table.child(base).has("maxRangeOf")) {
            row.errorAt("maxRangeOf", "expected a weapon of this table with its own maxRange");
            continue;
        }
        FireEffectWeapon& howitzer = out.weapons[key];
        howitzer.maxRange = found->second.maxRange * fraction.numerator / fraction.denominator;
        howitzer.maxRangeOf = base;
        howitzer.rangeFraction = fraction;
    }
    for (const UnitType& type : definition.unitTypes) {
        if (!type.weapon.empty()) {
            requireRow(table, type.weapon);
        }
    }
}

void parseFireMethods(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = requireTable(tables, "fireMethods");
    JsonReader mass = requireCitedRow(table, "mass");
    if (mass.present()) {
        out.massShotsDivisor = mass.requireNumber("shotsDivisor", 1.0);
        out.massProneDieReduction = mass.requireInt("proneDieReduction", 0, 5);
    }
    JsonReader individual = requireCitedRow(table, "individual");
    out.individualFaces = readFaces(individual, "hitFaces");
    out.individualProneFaces = readFaces(individual, "proneHitFaces");
    JsonReader readings = individual.child("faceReadings");
    if (readings.present()) {
        for (const auto& [reading, row] : readings.members()) {
            FireEffectFaceReading& entry = out.individualFaceReadings[reading];
            entry.rule = ruleOf(row);
            entry.hitFaces = readFaces(row, "hitFaces");
            entry.proneHitFaces = readFaces(row, "proneHitFaces");
        }
    }
    JsonReader jager = requireCitedRow(table, "jagerIndividual");
    out.jagerIndividualFaces = readFaces(jager, "hitFaces");
    out.jagerIndividualProneFaces = readFaces(jager, "proneHitFaces");
    if (jager.present()) {
        out.jagerIndividualUnder = jager.requireNumber("underRange", 0.0);
    }
    JsonReader group = requireCitedRow(table, "jagerGroup");
    if (group.present()) {
        out.jagerGroupSize = group.requireInt("groupSize", 1, limits::kMaxRulesetCount);
        out.jagerGroupUnder = group.requireNumber("underRange", 0.0);
    }
}

void parseRangeAndCover(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = tables.child("rangeAndCover");
    for (const auto& [key, row] : tableRows(tables, "rangeAndCover")) {
        ruleOf(row);
        std::string band = row.requireString("band");
        bool cover = row.requireBool("cover");
        out.rangeAndCover[band + (cover ? "/cover" : "/open")] = readFraction(row, "multiplier");
    }
    // Every band of every class needs both an open and a covered entry.
    std::set<std::string> bands;
    for (const auto& [fireClass, ranges] : out.smallArmsRanges) {
        for (const FireEffectBand& band : ranges.bands) {
            bands.insert(band.band);
        }
    }
    for (const std::string& band : bands) {
        for (const char* cover : {"open", "cover"}) {
            if (table.present() && !out.rangeAndCover.count(band + "/" + cover)) {
                table.error("no row for band \"" + band + "\" with cover " +
                            (std::string(cover) == "cover" ? "true" : "false"));
            }
        }
    }

    JsonReader covers = tables.child("coverKinds");
    readCitedRows(tables, "coverKinds", out.coverKinds,
                  [&](FireEffectCover& entry, const JsonReader& row) {
                      entry.vsSmallArms = row.requireBool("vsSmallArms");
                      entry.vsCannon = row.requireBool("vsCannon");
                      entry.vsMachineGun = row.requireBool("vsMachineGun");
                  });
    requireRows(covers, {"none", "soft", "hard"});
}

void parseRateOfFire(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = tables.child("rateOfFire");
    readCitedRows(tables, "rateOfFire", out.rateOfFire,
                  [&](FireEffectRateOfFire& entry, const JsonReader& row) {
                      entry.ownHalf = row.requireBool("ownHalf");
                      entry.enemyHalf = row.requireBool("enemyHalf");
                  });
    requireRows(table, {"muzzle", "breech", "artillery", "machineGun"});

    JsonReader moving = requireTable(tables, "fireAndMovement");
    JsonReader advancing = requireCitedRow(moving, "advancingFiring");
    JsonReader light = requireCitedRow(moving, "lightTroopsFiring");
    JsonReader charger = requireCitedRow(moving, "chargerFiring");
    JsonReader bayonet = requireCitedRow(moving, "bayonetChargeException");
    if (advancing.present()) {
        out.advancingFiringMaxMove = advancing.requireNumber("maxMove", 0.0);
    }
    if (light.present()) {
        out.lightTroopsFiringMaxMove = light.requireNumber("maxMove", 0.0);
    }
    if (charger.present()) {
        out.chargerFiringMaxChargeMove = charger.requireNumber("maxChargeMove", 0.0);
    }
    if (bayonet.present()) {
        out.bayonetChargeStartWithin = bayonet.requireNumber("startWithin", 0.0);
    }
}

void checkBandHits(const JsonReader& owner, const std::vector<FireEffectBand>& bands) {
    std::vector<JsonReader> elements = owner.child("bands").elements();
    for (std::size_t i = 0; i < bands.size() && i < elements.size(); ++i) {
        if (!bands[i].automatic && bands[i].hitFaces.empty()) {
            elements[i].error("expected \"automatic\": true or a non-empty \"hitFaces\"");
        }
    }
}

void parseArtilleryEffect(const JsonReader& tables, FireEffectTables& out) {
    JsonReader effect = tables.child("artilleryEffect");
    for (const auto& [category, row] : tableRows(tables, "artilleryEffect")) {
        ruleOf(row);
        out.artilleryEffectSubtract[category] = row.requireInt("subtract", 0, 6);
    }
    requireRows(effect, {"column", "line", "openOrder", "cover"});

    JsonReader rules = requireTable(tables, "artilleryEffectRules");
    JsonReader minimum = requireCitedRow(rules, "minimum");
    JsonReader prone = requireCitedRow(rules, "prone");
    JsonReader heavy = requireCitedRow(rules, "heavyEffectBonus");
    JsonReader silenced = requireCitedRow(rules, "gunSilenced");
    if (minimum.present()) {
        out.effectMinimum = minimum.requireInt("figures", 0, limits::kMaxRulesetCount);
    }
    if (prone.present()) {
        out.proneExtraSubtract = prone.requireInt("extraSubtract", 0, 6);
    }
    if (heavy.present()) {
        out.heavyEffectBonus = heavy.requireInt("bonus", 0, 6);
    }
    out.gunSilencedFaces = readFaces(silenced, "silencedOnFaces");
}

void parseTargetCategories(const JsonReader& tables, const RulesetDefinition& definition,
                           FireEffectTables& out) {
    JsonReader table = tables.child("targetCategories");
    for (const auto& [formationName, row] : tableRows(tables, "targetCategories")) {
        ruleOf(row);
        auto formation = formationFromKey(formationName);
        if (!formation) {
            row.error("unknown formation \"" + formationName + "\"");
        }
        std::string category = row.requireString("category");
        if (!category.empty() && !out.artilleryEffectSubtract.count(category)) {
            row.errorAt("category", "\"" + category + "\" has no row in /tables/artilleryEffect");
        }
        if (formation) {
            out.targetCategories[*formation] = category;
        }
    }
    for (const UnitType& type : definition.unitTypes) {
        for (Formation formation : type.formations) {
            requireRow(table, formationKey(formation));
        }
    }
}

void checkAttributeReferences(const JsonReader& tables, FireEffectTables& out) {
    JsonReader table = tables.child("unitTypeAttributes");
    for (const auto& [key, entry] : out.unitTypeAttributes) {
        JsonReader row = table.child(key);
        if (!entry.fireClass.empty() && !out.smallArmsRanges.count(entry.fireClass)) {
            row.errorAt("fireClass",
                        "\"" + entry.fireClass + "\" has no row in /tables/smallArmsRanges");
        }
        if (!entry.loading.empty() && !out.rateOfFire.count(entry.loading)) {
            row.errorAt("loading", "\"" + entry.loading + "\" has no row in /tables/rateOfFire");
        }
    }
}

}  // namespace

void parseSmallArmsTables(const JsonReader& tables, const RulesetDefinition& definition,
                          FireEffectTables& out) {
    parseRanges(tables, out);
    parseWeapons(tables, definition, out);
    parseFireMethods(tables, out);
    parseRangeAndCover(tables, out);
    parseRateOfFire(tables, out);
    checkAttributeReferences(tables, out);
}

void parseArtilleryTables(const JsonReader& tables, const RulesetDefinition& definition,
                          FireEffectTables& out) {
    JsonReader hits = tables.requireObject("artilleryHits");
    ruleOf(hits);
    if (hits.present()) {
        out.artilleryHits = readBands(hits, true);
        checkBandHits(hits, out.artilleryHits);
    }
    readCitedRows(tables, "artilleryHitReadings", out.artilleryHitReadings,
                  [&](FireEffectHitReading& entry, const JsonReader& row) {
                      entry.band = row.requireString("band");
                      entry.hitFaces = readFaces(row, "hitFaces");
                      const bool known = std::any_of(
                          out.artilleryHits.begin(), out.artilleryHits.end(),
                          [&](const FireEffectBand& b) { return b.band == entry.band; });
                      if (!entry.band.empty() && !known) {
                          row.errorAt("band", "\"" + entry.band +
                                                  "\" is not a band of /tables/artilleryHits");
                      }
                  });
    parseArtilleryEffect(tables, out);
    parseTargetCategories(tables, definition, out);

    JsonReader machineGuns = tables.requireObject("machineGunFire");
    ruleOf(machineGuns);
    if (machineGuns.present()) {
        out.machineGunFire = readBands(machineGuns, false);
        checkBandHits(machineGuns, out.machineGunFire);
    }
}

}  // namespace adjutant::fireeffect
