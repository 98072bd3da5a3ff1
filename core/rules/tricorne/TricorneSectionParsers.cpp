#include "core/rules/tricorne/TricorneSectionParsers.h"

#include "core/json/InputLimits.h"

#include <fmt/format.h>

#include <algorithm>

namespace adjutant {

namespace {

bool requireTable(const JsonReader& table, std::string_view what) {
    if (!table.isObject()) {
        table.error(fmt::format("missing table (expected an object of {})", what));
        return false;
    }
    return true;
}

std::optional<double> optionalPace(const JsonReader& entry, std::string_view key) {
    if (!entry.has(key)) {
        return std::nullopt;
    }
    return entry.requireNumber(key, 0.0);
}

TricorneMovementClass readMovementClass(const std::string& key, const JsonReader& entry,
                                        bool needsRule) {
    TricorneMovementClass row;
    row.key = key;
    entry.warnUnknownMembers({"rule", "linePace", "skirmishPace", "chargeBonus",
                              "columnOfRoutePace", "unlimberedPace", "limberedPace",
                              "limberedBonus", "limberBounds"});
    row.rule = needsRule ? entry.requireString("rule") : entry.optionalString("rule");
    row.linePace = optionalPace(entry, "linePace");
    row.skirmishPace = optionalPace(entry, "skirmishPace");
    row.chargeBonus = optionalPace(entry, "chargeBonus");
    row.columnOfRoutePace = optionalPace(entry, "columnOfRoutePace");
    row.unlimberedPace = optionalPace(entry, "unlimberedPace");
    row.limberedPace = optionalPace(entry, "limberedPace");
    row.limberedBonus = optionalPace(entry, "limberedBonus");
    row.limberBounds = optionalPace(entry, "limberBounds");
    return row;
}

// A map of nation -> unit type -> T, each key checked against the catalogue.
template <typename ReadValue>
void readByNationAndType(const JsonReader& table, const TricorneTableReader& reader,
                         ReadValue readValue) {
    for (const auto& [nation, byType] : table.members()) {
        if (!reader.definition().hasNation(nation)) {
            byType.error(fmt::format("unknown nation '{}' (expected one of /nations)", nation));
        }
        for (const auto& [type, value] : byType.members()) {
            if (!reader.definition().findUnitType(type)) {
                value.error(
                    fmt::format("unknown unit type '{}' (expected a key of /unitTypes)", type));
                continue;
            }
            readValue(nation, type, value);
        }
    }
}

void readAllowedSizes(const JsonReader& table, const TricorneTableReader& reader,
                      TricorneUnitSizes::Allowed& out) {
    readByNationAndType(
        table, reader,
        [&](const std::string& nation, const std::string& type, const JsonReader& list) {
            for (const JsonReader& size : list.elements()) {
                if (auto figures = size.asInt(1)) {
                    out[nation][type].push_back(*figures);
                }
            }
        });
}

void readCaps(const JsonReader& table, const TricorneTableReader& reader,
              TricorneUnitSizes::Caps& out) {
    readByNationAndType(
        table, reader,
        [&](const std::string& nation, const std::string& type, const JsonReader& cap) {
            if (auto figures = cap.asInt(0)) {
                out[nation][type] = *figures;
            }
        });
}

}  // namespace

TricorneMovementTable readTricorneMovement(const JsonReader& table,
                                           const TricorneTableReader& reader) {
    TricorneMovementTable out;
    if (!requireTable(table, "'rule', 'classes' and 'optionOverrides'")) {
        return out;
    }
    table.warnUnknownMembers({"rule", "classes", "optionOverrides"});
    out.rule = reader.readRule(table);
    for (const auto& [key, entry] : table.requireObject("classes").members()) {
        out.classes.emplace(key, readMovementClass(key, entry, true));
    }
    for (const auto& [optionId, choices] : table.child("optionOverrides").members()) {
        for (const auto& [choice, classes] : choices.members()) {
            if (!reader.checkOptionChoice(classes, optionId, choice)) {
                continue;
            }
            for (const auto& [key, entry] : classes.members()) {
                if (out.classes.count(key) == 0) {
                    entry.error(
                        fmt::format("unknown movement class '{}' (expected a key of "
                                    "/tables/movement/classes)",
                                    key));
                    continue;
                }
                out.overrides[optionId][choice].emplace(key, readMovementClass(key, entry, false));
            }
        }
    }
    return out;
}

TricorneAdvanceAndFire readTricorneAdvanceAndFire(const JsonReader& table,
                                                  const TricorneTableReader& reader) {
    TricorneAdvanceAndFire out;
    if (!requireTable(table, "advance-and-fire distances")) {
        return out;
    }
    table.warnUnknownMembers({"rule", "lineInfantry", "lightInfantry", "byNation"});
    out.rule = reader.readRule(table);
    out.lineInfantry = table.requireNumber("lineInfantry", 0.0);
    out.lightInfantry = table.requireNumber("lightInfantry", 0.0);
    for (const auto& [nation, distance] : table.child("byNation").members()) {
        if (!reader.definition().hasNation(nation)) {
            distance.error(fmt::format("unknown nation '{}' (expected one of /nations)", nation));
        }
        if (auto value = distance.asNumber(0.0)) {
            out.byNation[nation] = *value;
        }
    }
    return out;
}

std::map<std::string, TricorneArtilleryClass> readTricorneArtilleryClasses(
    const JsonReader& table, const TricorneTableReader& reader) {
    std::map<std::string, TricorneArtilleryClass> out;
    if (!requireTable(table, "artillery classes")) {
        return out;
    }
    for (const auto& [key, entry] : table.members()) {
        entry.warnUnknownMembers({"rule", "movesUnlimbered", "pivotWithoutFireDegrees",
                                  "pivotWithFireDegrees", "pivotFireEffect", "nations"});
        TricorneArtilleryClass row;
        row.key = key;
        row.rule = reader.readRule(entry);
        row.movesUnlimbered = entry.requireBool("movesUnlimbered");
        row.pivotWithoutFireDegrees = optionalPace(entry, "pivotWithoutFireDegrees");
        row.pivotWithFireDegrees = optionalPace(entry, "pivotWithFireDegrees");
        row.pivotFireEffect = optionalPace(entry, "pivotFireEffect");
        row.nations = reader.readNations(entry.child("nations"));
        out.emplace(key, std::move(row));
    }
    return out;
}

std::map<std::string, TricorneWeaponRow> readTricorneWeapons(const JsonReader& table,
                                                             const TricorneTableReader& reader) {
    std::map<std::string, TricorneWeaponRow> out;
    if (!requireTable(table, "weapon rows")) {
        return out;
    }
    for (const auto& [key, entry] : table.members()) {
        entry.warnUnknownMembers({"name", "rule", "per", "weapons", "bands"});
        TricorneWeaponRow row;
        row.key = key;
        row.name = entry.requireString("name");
        row.rule = reader.readRule(entry);
        row.per = entry.requireString("per");
        if (entry.child("per").isString() && row.per != "figure" && row.per != "gun") {
            entry.errorAt("per", fmt::format("expected 'figure' or 'gun', found '{}'", row.per));
        }
        for (const JsonReader& weapon : entry.requireArray("weapons")) {
            if (auto name = weapon.asString()) {
                row.weapons.push_back(*name);
            }
        }
        for (const JsonReader& band : entry.requireArray("bands")) {
            band.warnUnknownMembers({"maxRange", "factor"});
            TricorneWeaponBand parsed{band.requireNumber("maxRange", 0.0),
                                      band.requireNumber("factor", 0.0)};
            if (!row.bands.empty() && parsed.maxRange <= row.bands.back().maxRange) {
                band.errorAt("maxRange",
                             fmt::format("range bands must increase: {} is not beyond {}",
                                         parsed.maxRange, row.bands.back().maxRange));
            }
            row.bands.push_back(parsed);
        }
        if (entry.child("bands").isArray() && row.bands.empty()) {
            entry.errorAt("bands", "expected at least one range band");
        }
        out.emplace(key, std::move(row));
    }
    return out;
}

std::map<std::string, TricorneMeleeFactor> readTricorneMeleeFactors(
    const JsonReader& table, const TricorneTableReader& reader) {
    std::map<std::string, TricorneMeleeFactor> out;
    if (!requireTable(table, "melee factors by melee class")) {
        return out;
    }
    for (const auto& [key, entry] : table.members()) {
        entry.warnUnknownMembers({"rule", "inContact", "charging"});
        out.emplace(key, TricorneMeleeFactor{key, reader.readRule(entry),
                                             entry.requireNumber("inContact", 0.0),
                                             entry.requireNumber("charging", 0.0)});
    }
    return out;
}

std::map<std::string, TricorneInitiativeModifier> readTricorneInitiative(
    const JsonReader& table, const TricorneTableReader& reader) {
    std::map<std::string, TricorneInitiativeModifier> out;
    if (!requireTable(table, "initiative modifiers")) {
        return out;
    }
    for (const auto& [key, entry] : table.members()) {
        entry.warnUnknownMembers({"value", "rule", "nations", "periods", "exceptAgainst"});
        TricorneInitiativeModifier row;
        row.key = key;
        row.value = entry.requireNumber("value");
        row.rule = reader.readRule(entry);
        if (!entry.has("nations")) {
            entry.errorAt("nations", "missing (expected the nations the modifier applies to)");
        }
        row.nations = reader.readNations(entry.child("nations"));
        row.periods = reader.readPeriods(entry.child("periods"));
        JsonReader except = entry.child("exceptAgainst");
        except.warnUnknownMembers({"periods", "nations"});
        row.exceptPeriods = reader.readPeriods(except.child("periods"));
        row.exceptAgainstNations = reader.readNations(except.child("nations"));
        out.emplace(key, std::move(row));
    }
    return out;
}

TricorneUnitSizes readTricorneUnitSizes(const JsonReader& table,
                                        const TricorneTableReader& reader) {
    TricorneUnitSizes out;
    if (!requireTable(table, "unit-size rules")) {
        return out;
    }
    table.warnUnknownMembers(
        {"rule", "warnAboveFigures", "byPeriod", "allowedSizes", "optionOverrides"});
    out.rule = reader.readRule(table);
    out.warnAboveFigures = table.requireInt("warnAboveFigures", 1, limits::kMaxRulesetCount);
    readByNationAndType(
        table.child("byPeriod"), reader,
        [&](const std::string& nation, const std::string& type, const JsonReader& periods) {
            for (const auto& [period, cap] : periods.members()) {
                if (!reader.definition().periods.empty() &&
                    std::find(reader.definition().periods.begin(),
                              reader.definition().periods.end(),
                              period) == reader.definition().periods.end()) {
                    cap.error(fmt::format("unknown period '{}'", period));
                }
                if (auto figures = cap.asInt(1)) {
                    out.byPeriod[nation][type][period] = *figures;
                }
            }
        });
    readAllowedSizes(table.child("allowedSizes"), reader, out.allowedSizes);
    for (const auto& [optionId, choices] : table.child("optionOverrides").members()) {
        for (const auto& [choice, entry] : choices.members()) {
            if (!reader.checkOptionChoice(entry, optionId, choice)) {
                continue;
            }
            entry.warnUnknownMembers({"maxFigures", "allowedSizes"});
            TricorneUnitSizes::Override& changes = out.overrides[optionId][choice];
            readCaps(entry.child("maxFigures"), reader, changes.maxFigures);
            readAllowedSizes(entry.child("allowedSizes"), reader, changes.allowedSizes);
        }
    }
    return out;
}

std::map<std::string, TricorneImpetusTerrain> readTricorneImpetusTerrain(
    const JsonReader& table, const TricorneTableReader& reader) {
    std::map<std::string, TricorneImpetusTerrain> out;
    if (!requireTable(table, "the ground that cancels impetus, by arm")) {
        return out;
    }
    table.warnUnknownMembers({"infantry", "cavalry"});
    for (const char* arm : {"infantry", "cavalry"}) {
        const JsonReader entry = table.child(arm);
        if (!entry.isObject()) {
            entry.error("missing row (expected {\"rule\", \"areas\", \"lines\"})");
            continue;
        }
        entry.warnUnknownMembers({"rule", "areas", "lines"});
        TricorneImpetusTerrain row;
        row.rule = reader.readRule(entry);
        for (const JsonReader& kind : entry.requireArray("areas")) {
            const std::optional<std::string> key = kind.asString();
            if (auto area = key ? areaKindFromKey(*key) : std::nullopt) {
                row.areas.push_back(*area);
            } else {
                kind.error("expected an area kind: woods, town, marsh or hill");
            }
        }
        for (const JsonReader& kind : entry.requireArray("lines")) {
            const std::optional<std::string> key = kind.asString();
            if (auto line = key ? linearKindFromKey(*key) : std::nullopt) {
                row.lines.push_back(*line);
            } else {
                kind.error("expected a line kind: hedge, wall, stream, ditch or road");
            }
        }
        out.emplace(arm, std::move(row));
    }
    return out;
}

}  // namespace adjutant
