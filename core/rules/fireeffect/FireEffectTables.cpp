#include "core/rules/fireeffect/FireEffectTables.h"

#include <algorithm>

#include "core/rules/RulesetWordsCheck.h"
#include "core/rules/TableSections.h"
#include "core/rules/fireeffect/FireEffectTableReading.h"

namespace adjutant {

bool FireEffectBand::hits(int die) const {
    return automatic || std::find(hitFaces.begin(), hitFaces.end(), die) != hitFaces.end();
}

const FireEffectBand* FireEffectTables::smallArmsBand(const std::string& fireClass,
                                                      double yards) const {
    auto ranges = smallArmsRanges.find(fireClass);
    return ranges == smallArmsRanges.end() ? nullptr
                                           : fireeffect::bandAt(ranges->second.bands, yards);
}

const FireEffectBand* FireEffectTables::artilleryBand(double yards) const {
    return fireeffect::bandAt(artilleryHits, yards);
}

const FireEffectBand* FireEffectTables::machineGunBand(double yards) const {
    return fireeffect::bandAt(machineGunFire, yards);
}

std::optional<FireEffectFraction> FireEffectTables::rangeAndCoverMultiplier(const std::string& band,
                                                                            bool cover) const {
    auto found = rangeAndCover.find(band + (cover ? "/cover" : "/open"));
    if (found == rangeAndCover.end()) {
        return std::nullopt;
    }
    return found->second;
}

namespace fireeffect {

void parseUnitAttributes(const JsonReader& tables, const RulesetDefinition& definition,
                         FireEffectTables& out) {
    JsonReader table = tables.child("unitTypeAttributes");
    for (const auto& [key, row] : tableRows(tables, "unitTypeAttributes")) {
        const UnitType* type = definition.findUnitType(key);
        if (!type) {
            row.error("unit type \"" + key + "\" is not in /unitTypes");
        }
        FireEffectUnitAttributes& entry = out.unitTypeAttributes[key];
        entry.rule = ruleOf(row);
        entry.fireClass = row.optionalString("fireClass");
        entry.loading = row.optionalString("loading");
        entry.lightTroops = row.optionalBool("lightTroops", false);
        entry.shockType = row.optionalString("shockType");
        entry.mover = row.optionalString("mover", row.optionalString("cavalryClass"));
        entry.heavy = row.optionalBool("heavy", false);
        if (!type) {
            continue;
        }
        // Each arm needs the attributes its procedures look up.
        if (type->arm == TroopCategory::Infantry && entry.fireClass.empty()) {
            row.errorAt("fireClass", "missing (infantry needs jager, line or militia)");
        }
        if (type->arm == TroopCategory::Cavalry && entry.shockType.empty()) {
            row.errorAt("shockType", "missing (cavalry needs its shock type)");
        }
        if ((type->arm == TroopCategory::Cavalry || type->arm == TroopCategory::Artillery ||
             type->arm == TroopCategory::MachineGun) &&
            entry.mover.empty()) {
            row.errorAt(type->arm == TroopCategory::Cavalry ? "cavalryClass" : "mover",
                        "missing (expected a key of /tables/movementRates)");
        }
        if (!entry.fireClass.empty() && entry.loading.empty()) {
            row.errorAt("loading", "missing (troops with a fire class need muzzle or breech)");
        }
    }
    for (const UnitType& type : definition.unitTypes) {
        requireRow(table, type.key);
    }
}

namespace {

// Each alternative reading of these options needs the numbers it reads: a row of
// its table keyed by the option's choice (the default reads the main table).
template <typename Row>
void requireReadings(const RulesetDefinition& definition, const char* optionId,
                     const std::map<std::string, Row>& rows, const JsonReader& table) {
    const RuleOption* option = definition.findOption(optionId);
    if (option == nullptr || !table.present()) {
        return;
    }
    for (const auto& [choice, description] : option->choices) {
        if (choice != option->defaultChoice && !rows.count(choice)) {
            table.error("no row \"" + choice + "\" for the reading of option " + optionId);
        }
    }
}

}  // namespace

void checkOptionReadings(const JsonReader& tables, const RulesetDefinition& definition,
                         const FireEffectTables& out) {
    requireReadings(definition, "individualFireFaces", out.individualFaceReadings,
                    tables.child("fireMethods").child("individual").child("faceReadings"));
    requireReadings(definition, "artilleryMediumFaces", out.artilleryHitReadings,
                    tables.child("artilleryHitReadings"));
    requireReadings(definition, "normalGallop", out.gallopReadings, tables.child("gallopReadings"));
}

}  // namespace fireeffect

std::shared_ptr<const RulesetTables> parseFireEffectTables(const JsonReader& tables,
                                                           const RulesetDefinition& definition) {
    return tables::readSections<FireEffectTables>(
        tables, definition,
        {fireeffect::parseUnitAttributes, fireeffect::parseSmallArmsTables,
         fireeffect::parseArtilleryTables, fireeffect::parseMovementTables,
         [](const JsonReader& all, const RulesetDefinition& /*definition*/, FireEffectTables& out) {
             fireeffect::parseHandToHandTables(all, out);
         },
         fireeffect::parseMoraleTables,
         [](const JsonReader& all, const RulesetDefinition& ruleset, FireEffectTables& out) {
             fireeffect::checkOptionReadings(all, ruleset, out);
         }},
        checkFireEffectWords);
}

}  // namespace adjutant
