#include "core/rules/ReferenceTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/model/TroopCategory.h"
#include "core/rules/PlainWords.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/fireeffect/FireEffectTables.h"

namespace adjutant {

namespace {

using namespace reference_table;
using Rows = std::vector<std::vector<std::string>>;

// Words the data has no group for, kept here with the order the reference lists them in.
const Labels kFireClasses{
    {"jager", "Jagers, chasseurs"}, {"line", "line infantry"}, {"militia", "militia"}};
const Labels kMovers{
    {"infantry", "infantry"},
    {"heavyCavalry", "heavy cavalry"},
    {"mediumCavalry", "medium cavalry"},
    {"lightCavalry", "light cavalry"},
    {"footArtillery", "foot artillery"},
    {"horseArtillery", "horse artillery"},
};
const Labels kPaces{
    {"march", "march"},
    {"walk", "walk"},
    {"advancingFiring", "advancing while firing"},
    {"quickMarch", "quick march"},
    {"trot", "trot"},
    {"slowTrot", "slow trot"},
    {"gallop", "gallop"},
    {"charge", "charge"},
    {"extendedGallop", "extended gallop"},
};
const Labels kShockTypes{
    {"lancer", "lancers"},         {"cuirassier", "cuirassiers"},   {"dragoon", "dragoons"},
    {"lightHorse", "light horse"}, {"infantry", "formed infantry"}, {"gunners", "gunners"},
};
const Labels kBands{
    {"pointBlank", "point-blank"}, {"close", "close"}, {"short", "short"},
    {"medium", "medium"},          {"long", "long"},
};

std::string labelOf(const Labels& labels, const std::string& key) {
    return keptLabel(labels, key).value_or(spelledOut(key));
}

// The greatest range of a weapon in yards for a unit of this fire class.
std::optional<double> reachOf(const FireEffectTables& tables, const std::string& weapon,
                              const std::string& fireClass) {
    const auto found = tables.weapons.find(weapon);
    if (found == tables.weapons.end()) {
        return std::nullopt;
    }
    const FireEffectWeapon& entry = found->second;
    if (!entry.maxRangeOf.empty()) {
        const std::optional<double> of = reachOf(tables, entry.maxRangeOf, fireClass);
        return of ? std::optional<double>(*of * entry.rangeFraction.value()) : std::nullopt;
    }
    if (std::isfinite(entry.maxRange)) {
        return entry.maxRange;
    }
    if (const auto ranges = tables.smallArmsRanges.find(fireClass);
        ranges != tables.smallArmsRanges.end() && !ranges->second.bands.empty()) {
        return ranges->second.bands.back().to;
    }
    return std::nullopt;
}

// "With the choice "X" read as "Y": what changes." for a reading the typed tables keep.
std::string readingLine(const RulesetDefinition& ruleset, const std::string& optionId,
                        const std::string& choice, const std::string& change) {
    const RuleOption* option = ruleset.findOption(optionId);
    if (!option) {
        return {};
    }
    const auto described = option->choices.find(choice);
    return fmt::format("\nWith the choice \"{}\" read as \"{}\"{}: {}.\n", option->name,
                       described != option->choices.end() ? described->second : spelledOut(choice),
                       option->defaultChoice == choice ? " (this ruleset's reading)" : "", change);
}

std::string cavalryWeight(const std::string& mover) {
    const auto at = mover.find("Cavalry");
    return at == std::string::npos ? mover : mover.substr(0, at) + " cavalry";
}

std::string troopTypes(const RulesetDefinition& ruleset, const FireEffectTables& tables) {
    Rows rows;
    for (const UnitType* each : unitTypesByArm(ruleset)) {
        const UnitType& type = *each;
        const auto found = tables.unitTypeAttributes.find(type.key);
        const FireEffectUnitAttributes attributes =
            found != tables.unitTypeAttributes.end() ? found->second : FireEffectUnitAttributes{};
        const bool gun =
            type.arm == TroopCategory::Artillery || type.arm == TroopCategory::MachineGun;
        std::string movesAs = "infantry";
        if (type.arm == TroopCategory::Cavalry) {
            movesAs = cavalryWeight(attributes.mover);
        } else if (gun) {
            const std::string mover = attributes.mover.empty() ? "footArtillery" : attributes.mover;
            movesAs = labelOf(kMovers, mover);
            if (const auto moves = tables.movementRates.find(mover);
                moves != tables.movementRates.end() && !moves->second.movesAs.empty()) {
                movesAs += " (as " + labelOf(kMovers, moves->second.movesAs) + ")";
            }
        }
        std::string shock;
        std::string melee;
        const std::string powersKey = !attributes.shockType.empty() ? attributes.shockType
                                      : gun                         ? "gunners"
                                                                    : "infantry";
        if (const auto powers = tables.handToHandPowers.find(powersKey);
            powers != tables.handToHandPowers.end()) {
            if (powers->second.shockGroup) {
                shock = std::to_string(*powers->second.shockGroup);
            }
            melee = number(powers->second.meleeFactor) + (gun ? " (gunners)" : "");
        }
        std::string weapon;
        if (!type.weapon.empty()) {
            weapon = ruleset.word("weapons", type.weapon);
            if (const std::optional<double> reach =
                    reachOf(tables, type.weapon, attributes.fireClass)) {
                weapon += ", " + yards(*reach);
            }
            if (type.arm == TroopCategory::Cavalry) {
                weapon += ", dismounted";
            }
        }
        const std::string rangeClass =
            attributes.fireClass.empty() ? "" : labelOf(kFireClasses, attributes.fireClass);
        std::string grade = ruleset.word("classes", type.moraleClass);
        if (const auto passes = tables.moraleGradePasses.find(type.moraleClass);
            passes != tables.moraleGradePasses.end()) {
            grade += " (" + faces(passes->second) + ")";
        }
        rows.push_back({type.name, std::string(troopCategoryName(type.arm)), movesAs, shock, melee,
                        weapon, rangeClass, grade});
    }
    return markdown({"Troop type", "Arm", "Moves as", "Shock: a casualty for every", "Melee factor",
                     "Weapon, greatest range", "Range class", "Grade (passes on)"},
                    rows);
}

std::string smallArmsRanges(const FireEffectTables& tables) {
    Rows rows;
    for (const std::string& key : ordered(kFireClasses, tables.smallArmsRanges)) {
        const FireEffectSmallArmsRanges& ranges = tables.smallArmsRanges.at(key);
        std::string close;
        std::string longRange;
        for (const FireEffectBand& band : ranges.bands) {
            if (band.band == "close") {
                close = "up to " + yards(band.to);
            } else if (band.band == "long") {
                longRange = "to " + yards(band.to);
                if (ranges.longByAgreement) {
                    longRange += fmt::format(" ({} by agreement)", yards(*ranges.longByAgreement));
                }
            }
        }
        rows.push_back({labelOf(kFireClasses, key), close, longRange});
    }
    return markdown({"Troops", "Close range", "Long range"}, rows);
}

std::string fraction(const FireEffectFraction& value) {
    if (value.numerator == 0) {
        return "nothing";
    }
    if (value.numerator == value.denominator) {
        return "full effect";
    }
    if (value.numerator == 1 && value.denominator == 2) {
        return "half";
    }
    if (value.numerator == 1 && value.denominator == 3) {
        return "a third";
    }
    if (value.numerator == 2 && value.denominator == 3) {
        return "two thirds";
    }
    if (value.numerator == 1 && value.denominator == 4) {
        return "a quarter";
    }
    return fmt::format("{} in {}", value.numerator, value.denominator);
}

std::string rangeAndCover(const FireEffectTables& tables) {
    Rows rows;
    for (const bool cover : {false, true}) {
        std::vector<std::string> row{cover ? "in cover" : "in the open"};
        for (const std::string band : {"close", "long"}) {
            const std::optional<FireEffectFraction> multiplier =
                tables.rangeAndCoverMultiplier(band, cover);
            row.push_back(multiplier ? fraction(*multiplier) : "");
        }
        rows.push_back(row);
    }
    return markdown({"Target", "Close", "Long"}, rows);
}

std::string bandTable(const std::vector<FireEffectBand>& bands, bool machineGun) {
    Rows rows;
    for (const FireEffectBand& band : bands) {
        std::string distance = std::isfinite(band.to)
                                   ? (band.from == 0 ? "up to " : "to ") + yards(band.to)
                                   : std::string("beyond");
        std::vector<std::string> row{labelOf(kBands, band.band), distance,
                                     band.automatic ? "always" : faces(band.hitFaces)};
        if (machineGun) {
            row.push_back(band.effectDice == 2 ? "two" : std::to_string(band.effectDice));
            row.push_back(band.extraSubtract == 0 ? ""
                                                  : fmt::format("{} more", band.extraSubtract));
        }
        rows.push_back(row);
    }
    if (machineGun) {
        return markdown({"Band", "Distance", "Hits on", "Effect dice", "Each die loses"}, rows);
    }
    return markdown({"Band", "Distance", "Hits on"}, rows);
}

std::string artilleryReach(const RulesetDefinition& ruleset, const FireEffectTables& tables) {
    Rows rows;
    for (const auto& [key, weapon] : tables.weapons) {
        if (weapon.kind != "artillery") {
            continue;
        }
        const std::optional<double> reach = reachOf(tables, key, "");
        std::string how;
        if (!weapon.maxRangeOf.empty()) {
            how = fraction(weapon.rangeFraction) + " of " +
                  ruleset.word("weapons", weapon.maxRangeOf);
        }
        rows.push_back(
            {capitalised(ruleset.word("weapons", key)), reach ? yards(*reach) : "", how});
    }
    return markdown({"Gun", "Greatest range", "Reckoned as"}, rows);
}

std::string shockAndMelee(const FireEffectTables& tables) {
    Rows rows;
    for (const std::string& key : ordered(kShockTypes, tables.handToHandPowers)) {
        const FireEffectPowers& powers = tables.handToHandPowers.at(key);
        rows.push_back({labelOf(kShockTypes, key),
                        powers.shockGroup ? std::to_string(*powers.shockGroup) : "",
                        number(powers.meleeFactor)});
    }
    return markdown({"Troops", "Shock: a casualty for every", "Melee factor"}, rows);
}

std::string movement(const FireEffectTables& tables) {
    Rows rows;
    for (const std::string& key : ordered(kMovers, tables.movementRates)) {
        const FireEffectMover& mover = tables.movementRates.at(key);
        if (!mover.movesAs.empty()) {
            rows.push_back({labelOf(kMovers, key), "as " + labelOf(kMovers, mover.movesAs)});
            continue;
        }
        std::string paces;
        std::vector<std::pair<double, std::string>> sorted;
        for (const auto& [pace, distance] : mover.paces) {
            sorted.emplace_back(distance, pace);
        }
        std::sort(sorted.begin(), sorted.end());
        for (const auto& [distance, pace] : sorted) {
            std::string text = labelOf(kPaces, pace) + " " + yards(distance);
            if (const auto limit = mover.limits.find(pace); limit != mover.limits.end()) {
                text += fmt::format(" (in at most {} of any {} moves in a row)",
                                    limit->second.uses == 1   ? std::string("one")
                                    : limit->second.uses == 2 ? std::string("two")
                                                              : std::to_string(limit->second.uses),
                                    limit->second.inMoves);
            }
            paces += (paces.empty() ? "" : "; ") + text;
        }
        rows.push_back({labelOf(kMovers, key), paces});
    }
    return markdown({"Troops", "Paces a move"}, rows);
}

std::string moraleGrades(const RulesetDefinition& ruleset, const FireEffectTables& tables) {
    Rows rows;
    std::vector<std::pair<std::size_t, std::string>> sorted;
    for (const auto& [grade, passes] : tables.moraleGradePasses) {
        sorted.emplace_back(passes.size(), grade);
    }
    std::sort(sorted.rbegin(), sorted.rend());
    for (const auto& [count, grade] : sorted) {
        const std::vector<int>& passes = tables.moraleGradePasses.at(grade);
        std::string facing;
        if (const auto charged = tables.militiaFacingChargePasses.find(grade);
            charged != tables.militiaFacingChargePasses.end()) {
            facing = faces(charged->second);
        }
        rows.push_back({capitalised(ruleset.word("classes", grade)), faces(passes), facing});
    }
    return markdown({"Grade", "Passes the test after fire on", "Stands to a charge on"}, rows);
}

// The artillery hit table, with the other readings of the medium band under it.
std::string artilleryHits(const RulesetDefinition& ruleset, const FireEffectTables& tables) {
    std::string text = bandTable(tables.artilleryHits, false);
    for (const auto& [choice, reading] : tables.artilleryHitReadings) {
        text += readingLine(ruleset, "artilleryMediumFaces", choice,
                            fmt::format("{} range hits on {}", labelOf(kBands, reading.band),
                                        faces(reading.hitFaces)));
    }
    return text;
}

// The movement table, with the gallop of each reading of "normal gallop" under it.
std::string movementWithReadings(const RulesetDefinition& ruleset, const FireEffectTables& tables) {
    std::string text = movement(tables);
    for (const auto& [choice, gallop] : tables.gallopReadings) {
        text += readingLine(ruleset, "normalGallop", choice,
                            "every cavalry class gallops " + yards(gallop));
    }
    return text;
}

const std::vector<ReferenceTableName>& fireEffectReferenceTables() {
    using T = FireEffectTables;
    static const std::vector<ReferenceTableName> names{
        {"troop-types", "every troop type with its arm, movement, shock, melee, weapon and grade",
         drawnFrom<T>(troopTypes)},
        {"fire", "small-arms ranges by troops", drawnFrom<T>(smallArmsRanges)},
        {"fire-cover", "small-arms effect by range and cover", drawnFrom<T>(rangeAndCover)},
        {"artillery-ranges", "the greatest range of each gun", drawnFrom<T>(artilleryReach)},
        {"artillery-hits", "the die a gun hits on by band", drawnFrom<T>(artilleryHits)},
        {"machine-gun", "machine-gun bands",
         drawnFrom<T>([](const T& tables) { return bandTable(tables.machineGunFire, true); })},
        {"movement", "paces by troops", drawnFrom<T>(movementWithReadings)},
        {"melee", "shock and melee factors", drawnFrom<T>(shockAndMelee)},
        {"morale", "the die each grade passes on", drawnFrom<T>(moraleGrades)},
    };
    return names;
}

}  // namespace

// The members have the drawings' names, so the list is kept outside the class.
const std::vector<ReferenceTableName>& FireEffectTables::referenceTables() const {
    return fireEffectReferenceTables();
}

}  // namespace adjutant
