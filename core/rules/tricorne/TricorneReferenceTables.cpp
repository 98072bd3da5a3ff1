#include "core/rules/ReferenceTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <tuple>
#include <utility>

#include "core/rules/PlainWords.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/tricorne/TricorneActionCode.h"
#include "core/rules/tricorne/TricorneOutcomeTables.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

namespace {

using namespace reference_table;
using Rows = std::vector<std::vector<std::string>>;

// What each row of a factor table is about, in the order the reference lists
// them; a row the ruleset adds beyond these is spelt out from its key.
const Labels kFiringFactors{
    {"targetInSkirmishLine", "target in skirmish line"},
    {"targetEnfiladedOrInColumnOfRoute", "target enfiladed or in column of route"},
    {"targetInSquareOrObliqueFire", "target in square, or oblique fire"},
    {"targetInHardCover", "target in or behind hard cover"},
    {"targetInSoftCover", "target in or behind soft cover (a wood)"},
    {"musketFireAtCavalry", "muskets firing at cavalry"},
    {"artilleryFireAtCavalry", "artillery firing at cavalry"},
    {"infantryAdvancingAndFiring", "infantry advancing and firing"},
    {"firerShakenUnformedRetiredOrRetreated",
     "firer shaken or unformed, retired this bound or retreated last bound"},
    {"firstVolley", "infantry's first volley of the game"},
    {"russianInfantryFiring", "Russian infantry firing"},
    {"firerRoutedLastBound", "firer routed last bound"},
    {"targetRussianInfantry", "target is Russian infantry"},
};

const Labels kBreakthroughModifiers{
    {"chargingFlankOrRear", "charging a flank or the rear"},
    {"cavalryChargingCavalry", "cavalry charging cavalry"},
    {"bothCharging", "both units charging each other"},
    {"perCasualtyDuringCharge", "each figure the charger lost in this charge"},
    {"chargerUnformed", "the charger was unformed when it charged"},
    {"chargingRussianInfantry", "charging Russian infantry"},
    {"squareFormedThisBound", "against a square formed this bound"},
    {"squareFormedLastBound", "against a square formed last bound"},
};

const Labels kTacticalFactors{
    {"attackedInFlankOrRear", "attacked in a flank or the rear"},
    {"infantryAgainstHardCover", "infantry fighting troops behind hard cover"},
    {"cavalryAgainstSquare",
     "cavalry fighting infantry in square (not once it has broken through)"},
    {"fightingUphill", "fighting uphill"},
    {"reformingShakenUnformedOrRetreated", "reforming, shaken, unformed, or retreated last bound"},
    {"routedLastBound", "routed last bound"},
    {"grenadiersAgainstHardCover", "grenadiers against hard cover, instead of the modifier above"},
};

const Labels kMoraleFactors{
    {"generalInContact", "a general in base contact"},
    {"inHardCover", "in hard cover"},
    {"generalNearby", "a general within {d} (not with a general in base contact)"},
    {"nationalBonus", "national steadiness"},
    {"perCasualty", "each figure or gun lost this game"},
    {"perBoundContinuousCavalryMelee", "each bound cavalry has been locked in melee"},
    {"shakenRetiredOrBrokenThrough",
     "shaken or retired this bound, or infantry broken through by cavalry"},
    {"attackedInFlankOrRear", "attacked in a flank or the rear"},
    {"retreatedThisBound", "retreated this bound"},
    {"routedThisBound", "routed this bound"},
    {"routedLastBound", "routed last bound"},
};

const Labels kMeleeClasses{
    {"infantryOrLightCavalry", "infantry, light cavalry"},
    {"mediumCavalry", "medium cavalry"},
    {"heavyCavalry", "heavy cavalry"},
};

const Labels kMovementClasses{
    {"infantry", "infantry"},
    {"lightInfantry", "light infantry"},
    {"lightCavalry", "light cavalry"},
    {"mediumCavalry", "medium cavalry"},
    {"heavyCavalry", "heavy cavalry"},
    {"lightArtillery", "light artillery"},
    {"mediumArtillery", "medium artillery"},
    {"heavyArtillery", "heavy artillery"},
    {"horseArtillery", "horse artillery"},
    {"general", "general"},
};

std::string labelOf(const Labels& labels, const std::string& key, const RulesetDefinition& ruleset,
                    std::string_view group) {
    return keptLabel(labels, key).value_or(ruleset.word(group, key));
}

// A factor's value as the table reads it: "−1 each", "+1 for each full 3 figures firing",
// and the nations it is for.
std::string factorCell(const TricorneFactor& factor, std::string_view each) {
    std::string cell = signedNumber(factor.value);
    if (factor.perFigures) {
        cell += fmt::format(" for each full {} figures firing", *factor.perFigures);
    } else if (!each.empty()) {
        cell += " each";
    }
    return cell;
}

// "the choice "First-volley bonus" read as "+2, as the source's example counts it"".
std::string readingInWords(const RulesetDefinition& ruleset, const std::string& optionId,
                           const std::string& choice) {
    const RuleOption* option = ruleset.findOption(optionId);
    if (!option) {
        return fmt::format("another reading ({})", spelledOut(choice));
    }
    const auto described = option->choices.find(choice);
    return fmt::format("the choice \"{}\" read as \"{}\"{}", option->name,
                       described != option->choices.end() ? described->second : spelledOut(choice),
                       option->defaultChoice == choice ? " (this ruleset's reading)" : "");
}

// The lines under a table for the readings that change its numbers:
// "With the choice "X" read as "Y": a −3, b −2." (option, then choice, in order).
using Readings = std::map<std::pair<std::string, std::string>, std::vector<std::string>>;

std::string readingsInWords(const RulesetDefinition& ruleset, const Readings& readings) {
    std::string text;
    for (const auto& [reading, changes] : readings) {
        std::string list;
        for (std::size_t i = 0; i < changes.size(); ++i) {
            list += (i == 0 ? "" : "; ") + changes[i];
        }
        text += fmt::format("\nWith {}: {}.\n",
                            readingInWords(ruleset, reading.first, reading.second), list);
    }
    return text;
}

std::string factorTable(const RulesetDefinition& ruleset, const TricorneFactorTable& table,
                        const Labels& labels, std::string_view group,
                        std::vector<std::string> headings,
                        const std::vector<std::string_view>& perEach = {}) {
    Rows rows;
    Readings readings;
    for (const std::string& key : ordered(labels, table)) {
        const TricorneFactor& factor = table.find(key)->second;
        const bool each = std::find(perEach.begin(), perEach.end(), key) != perEach.end();
        std::string label = citing(labelOf(labels, key, ruleset, group), factor.rule);
        if (!factor.nations.empty() && key == "nationalBonus") {
            std::string nations;
            for (std::size_t i = 0; i < factor.nations.size(); ++i) {
                nations += (i == 0 ? "" : (i + 1 == factor.nations.size() ? " or " : ", ")) +
                           ruleset.word("nations", factor.nations[i]);
            }
            label = nations;
        }
        if (const auto at = label.find("{d}"); at != std::string::npos) {
            label.replace(at, 3, factor.distance ? inches(*factor.distance) : "reach");
        }
        rows.push_back({label, factorCell(factor, each ? "each" : "")});
        for (const auto& [optionId, choices] : factor.byOption) {
            for (const auto& [choice, value] : choices) {
                TricorneFactor other = factor;
                other.value = value;
                other.perFigures.reset();
                readings[{optionId, choice}].push_back(label + ": " +
                                                       factorCell(other, each ? "each" : ""));
            }
        }
    }
    return markdown(headings, rows) + readingsInWords(ruleset, readings);
}

std::string movementCell(const std::optional<double>& pace) {
    return pace ? inches(*pace) : std::string();
}

std::string limberingTime(double bounds) {
    return bounds == 0 ? "free" : tricorneBoundsInWords(bounds);
}

// The paces of a movement class as the troop-type table shows them.
struct Paces {
    std::string pace;
    std::string charge;
    std::string column;
};

Paces pacesOf(const TricorneMovementClass& move) {
    Paces out;
    if (move.linePace) {
        out.pace = inches(*move.linePace);
    } else if (move.skirmishPace) {
        out.pace = inches(*move.skirmishPace) + " (skirmish)";
    } else if (move.unlimberedPace) {
        out.pace = inches(*move.unlimberedPace) + " unlimbered";
    } else if (move.limberedPace) {
        out.pace = inches(*move.limberedPace) + " limbered";
    }
    if (move.chargeBonus) {
        out.charge = plusInches(*move.chargeBonus);
    }
    if (move.columnOfRoutePace) {
        out.column = inches(*move.columnOfRoutePace);
    } else if (move.unlimberedPace && move.limberedBonus) {
        out.column = inches(*move.unlimberedPace + *move.limberedBonus) + " limbered";
    }
    return out;
}

int groupOf(const TricorneTroopType& troop) {
    switch (troop.category) {
        case TroopCategory::Infantry:
            return 0;
        case TroopCategory::LightInfantry:
            return 1;
        case TroopCategory::Cavalry:
            return troop.cavalryWeight == "light" ? 2 : troop.cavalryWeight == "medium" ? 3 : 4;
        case TroopCategory::Artillery:
            return troop.battalionGun ? 5 : 6;
        default:
            return 9;
    }
}

int artilleryOrder(const std::string& artilleryClass) {
    static const std::vector<std::string> order{"light", "medium", "heavy", "horse"};
    const auto found = std::find(order.begin(), order.end(), artilleryClass);
    return static_cast<int>(found - order.begin());
}

std::string classOf(const TricorneTroopType& troop) {
    switch (troop.category) {
        case TroopCategory::Infantry:
            return "infantry";
        case TroopCategory::LightInfantry:
            return "light infantry";
        case TroopCategory::Cavalry:
            return troop.cavalryWeight + " cavalry";
        case TroopCategory::Artillery:
            return troop.battalionGun ? "battalion gun (" + troop.artilleryClass + " artillery)"
                                      : troop.artilleryClass + " artillery";
        default:
            return "general";
    }
}

std::string troopTypes(const RulesetDefinition& ruleset, const TricorneTables& tables) {
    struct Entry {
        const UnitType* type;
        const TricorneTroopType* troop;
    };
    std::vector<Entry> entries;
    for (const UnitType& type : ruleset.unitTypes) {
        if (const TricorneTroopType* troop = tables.troopType(type.key)) {
            entries.push_back({&type, troop});
        }
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry& a, const Entry& b) {
        const auto key = [](const Entry& e) {
            return std::make_tuple(groupOf(*e.troop), artilleryOrder(e.troop->artilleryClass),
                                   e.troop->gunWeightLb);
        };
        return key(a) < key(b);
    });
    Rows rows;
    const RuleChoices defaults;
    for (const Entry& entry : entries) {
        const TricorneTroopType& troop = *entry.troop;
        const std::optional<TricorneMovementClass> move =
            tables.movement.classFor(troop.movementClass, defaults);
        Paces paces = move ? pacesOf(*move) : Paces{};
        std::string melee;
        if (const auto found = tables.meleeFactors.find(troop.meleeClass);
            !troop.meleeClass.empty() && found != tables.meleeFactors.end()) {
            melee = number(found->second.inContact) + " / " + number(found->second.charging);
        }
        std::string breakthrough;
        if (troop.category == TroopCategory::Cavalry) {
            if (const auto found = tables.breakthroughBase.find(troop.cavalryWeight);
                found != tables.breakthroughBase.end()) {
                breakthrough = number(found->second.value);
            }
        }
        std::string morale;
        if (troop.battalionGun) {
            morale = "its battalion's";
            paces = Paces{"its battalion's", "", ""};
        } else if (const auto found = tables.unitMorale.find(entry.type->moraleClass);
                   troop.category != TroopCategory::General && found != tables.unitMorale.end()) {
            morale = number(found->second.value);
        }
        std::string fires;
        if (const TricorneWeaponRow* row = tables.weaponRow(entry.type->weapon);
            row && !entry.type->weapon.empty()) {
            fires = row->name;
        }
        rows.push_back({entry.type->name, classOf(troop), paces.pace, paces.charge, paces.column,
                        melee, breakthrough, morale, fires});
    }
    return markdown(
        {"Troop type", "Class", "Line or skirmish pace", "Charge bonus", "Column of route",
         "Melee factor (fighting on / charging)", "Breakthrough base", "Morale", "Fires with"},
        rows);
}

std::string movement(const RulesetDefinition& ruleset, const TricorneTables& tables) {
    Rows rows;
    for (const std::string& key : ordered(kMovementClasses, tables.movement.classes)) {
        if (key == "general") {
            continue;
        }
        const TricorneMovementClass& move = tables.movement.classes.at(key);
        std::string line = movementCell(move.linePace);
        std::string column = movementCell(move.columnOfRoutePace);
        if (move.unlimberedPace) {
            line = inches(*move.unlimberedPace) + " unlimbered";
            if (move.limberedBonus) {
                column = inches(*move.unlimberedPace + *move.limberedBonus) + " limbered";
            }
        } else if (move.limberedPace) {
            line = inches(*move.limberedPace) + " limbered only";
        }
        rows.push_back({labelOf(kMovementClasses, key, ruleset, "movementClasses"), line,
                        movementCell(move.skirmishPace),
                        move.chargeBonus ? plusInches(*move.chargeBonus) : std::string(), column,
                        move.limberBounds ? limberingTime(*move.limberBounds) : std::string()});
    }
    Readings readings;
    for (const auto& [optionId, choices] : tables.movement.overrides) {
        for (const auto& [choice, classes] : choices) {
            for (const auto& [key, paces] : classes) {
                const std::string troops =
                    labelOf(kMovementClasses, key, ruleset, "movementClasses");
                std::vector<std::string>& changes = readings[{optionId, choice}];
                if (paces.linePace) {
                    changes.push_back(troops + ", line: " + inches(*paces.linePace));
                }
                if (paces.skirmishPace) {
                    changes.push_back(troops + ", skirmish line: " + inches(*paces.skirmishPace));
                }
                if (paces.columnOfRoutePace) {
                    changes.push_back(troops +
                                      ", column of route: " + inches(*paces.columnOfRoutePace));
                }
                if (paces.chargeBonus) {
                    changes.push_back(troops + ", charge bonus: " + plusInches(*paces.chargeBonus));
                }
            }
        }
    }
    return markdown(
               {"Troops", "Line", "Skirmish line", "Charge bonus", "Column of route", "Limbering"},
               rows) +
           readingsInWords(ruleset, readings);
}

std::string weapons(const TricorneTables& tables) {
    std::vector<const TricorneWeaponRow*> sorted;
    for (const auto& [key, row] : tables.weaponRows) {
        sorted.push_back(&row);
    }
    // Small arms first, then the guns by their reach.
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto* a, const auto* b) {
        const auto key = [](const TricorneWeaponRow* row) {
            return std::make_tuple(row->per != "figure", row->longRange(),
                                   row->bands.empty() ? 0.0 : row->bands.front().factor);
        };
        return key(a) < key(b);
    });
    Rows rows;
    for (const TricorneWeaponRow* row : sorted) {
        std::vector<std::string> cells{row->name, row->per};
        for (std::size_t band = 0; band < 3; ++band) {
            cells.push_back(band < row->bands.size()
                                ? fmt::format("up to {}: {}", inches(row->bands[band].maxRange),
                                              number(row->bands[band].factor))
                                : std::string());
        }
        rows.push_back(cells);
    }
    return markdown({"Weapon", "Counted per", "Short", "Medium", "Long"}, rows);
}

std::string meleeFactors(const RulesetDefinition& ruleset, const TricorneTables& tables) {
    Rows rows;
    for (const std::string& key : ordered(kMeleeClasses, tables.meleeFactors)) {
        const TricorneMeleeFactor& factor = tables.meleeFactors.at(key);
        rows.push_back({labelOf(kMeleeClasses, key, ruleset, "meleeClasses"),
                        number(factor.inContact), number(factor.charging)});
    }
    return markdown(
        {"Troops", "Fighting on (melee from last bound)", "Charging (first bound of contact)"},
        rows);
}

std::string unitMorale(const RulesetDefinition& ruleset, const TricorneTables& tables) {
    std::map<double, std::vector<std::string>> byValue;
    for (const auto& [key, factor] : tables.unitMorale) {
        byValue[factor.value].push_back(ruleset.word("classes", key));
    }
    Rows rows;
    for (const auto& [value, classes] : byValue) {
        std::string troops;
        for (std::size_t i = 0; i < classes.size(); ++i) {
            troops += (i == 0 ? "" : (i + 1 == classes.size() ? " and " : ", ")) + classes[i];
        }
        rows.push_back({capitalised(troops), number(value)});
    }
    return markdown({"Troops", "Unit morale"}, rows);
}

std::string breakthroughBase(const TricorneTables& tables) {
    Rows rows;
    for (const std::string weight : {"heavy", "medium", "light"}) {
        if (const auto found = tables.breakthroughBase.find(weight);
            found != tables.breakthroughBase.end()) {
            rows.push_back({weight + std::string(" cavalry"), number(found->second.value)});
        }
    }
    return markdown({"Charger", "Base"}, rows);
}

const std::vector<ReferenceTableName>& tricorneReferenceTables() {
    using T = TricorneTables;
    static const std::vector<ReferenceTableName> names{
        {"troop-types", "every troop type with its class, paces, melee factor, morale and weapon",
         drawnFrom<T>(troopTypes)},
        {"movement", "paces by class of troops", drawnFrom<T>(movement)},
        {"fire", "the weapon table: factor by range band", drawnFrom<T>(weapons)},
        {"fire-modifiers", "modifiers of the fire factor",
         drawnFrom<T>([](const RulesetDefinition& ruleset, const T& tables) {
             return factorTable(ruleset, tables.firingFactors, kFiringFactors, "firingFactors",
                                {"Condition", "Modifier"});
         })},
        {"melee", "melee factors per figure", drawnFrom<T>(meleeFactors)},
        {"melee-modifiers", "modifiers of the melee factor",
         drawnFrom<T>([](const RulesetDefinition& ruleset, const T& tables) {
             return factorTable(ruleset, tables.tacticalFactors, kTacticalFactors,
                                "tacticalFactors", {"Condition", "Modifier"});
         })},
        {"breakthrough", "the charger's breakthrough base", drawnFrom<T>(breakthroughBase)},
        {"breakthrough-modifiers", "modifiers of the breakthrough test",
         drawnFrom<T>([](const RulesetDefinition& ruleset, const T& tables) {
             return factorTable(ruleset, tables.breakthroughModifiers, kBreakthroughModifiers,
                                "breakthroughModifiers", {"Modifier", "Value"},
                                {"perCasualtyDuringCharge"});
         })},
        {"morale", "unit morale by troops", drawnFrom<T>(unitMorale)},
        {"morale-modifiers", "modifiers of present morale",
         drawnFrom<T>([](const RulesetDefinition& ruleset, const T& tables) {
             return factorTable(ruleset, tables.moraleFactors, kMoraleFactors, "moraleFactors",
                                {"Condition", "Modifier"},
                                {"perCasualty", "perBoundContinuousCavalryMelee"});
         })},
        {"response", "the response to a charge by die minus present morale",
         drawnFrom<T>(tricorneResponseTable)},
        {"morale-results", "what a morale test does by die minus present morale",
         drawnFrom<T>(tricorneMoraleResultsTable)},
    };
    return names;
}

}  // namespace

// The members have the drawings' names, so the list is kept outside the class.
const std::vector<ReferenceTableName>& TricorneTables::referenceTables() const {
    return tricorneReferenceTables();
}

}  // namespace adjutant
