#include "core/rules/ReferenceTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <utility>

#include "core/model/Formation.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant {

namespace {

using namespace reference_table;
using Rows = std::vector<std::vector<std::string>>;

const Labels kMeleeModifiers{
    {"classAorB", "class A or B"},
    {"chargingHaltedEnemy", "charging an enemy that is halted (the turn of contact)"},
    {"infantryInSquare", "infantry in square"},
    {"enemyDisordered", "the enemy is disordered"},
    {"classD", "class D"},
    {"skirmishersVsFormed", "skirmishers fighting formed troops"},
    {"cavalryVsSquare", "cavalry fighting a square"},
    {"overObstacle", "fighting across an obstacle (the side that crossed it, A20)"},
    {"noBayonets", "without bayonets (infantry and crews only)"},
};

const Labels kMoraleModifiers{
    {"inCover", "behind works or in cover"},
    {"generalAttached", "a general with the unit"},
    {"squareVsCavalry", "a square testing against cavalry"},
    {"disordered", "disordered"},
    {"militiaOrCavalryFiredOnByArtillery", "militia or cavalry fired on by guns"},
    {"noBayonetsOrSkirmishersVsFormed", "without bayonets, or skirmishers against formed troops"},
};

const Labels kMusketryModifiers{
    {"firerClassAorB", "firers of class A or B"},
    {"firerClassD", "firers of class D"},
    {"firerDisordered", "firers disordered"},
};

// What a trait of a troop type does, for the troop-type table's last column.
const Labels kTraits{
    {"lightInfantry", "light infantry: not disordered by ground"},
    {"militia", "militia: feels guns more"},
    {"irregular", "irregulars: not disordered by ground"},
};

std::string labelOf(const Labels& labels, const std::string& key, const RulesetDefinition& ruleset,
                    std::string_view group) {
    return keptLabel(labels, key).value_or(ruleset.word(group, key));
}

std::string modifierTable(const RulesetDefinition& ruleset,
                          const std::map<std::string, PrincesModifier>& table, const Labels& labels,
                          std::string_view group) {
    Rows rows;
    for (const std::string& key : ordered(labels, table)) {
        rows.push_back({labelOf(labels, key, ruleset, group), signedNumber(table.at(key).change)});
    }
    return markdown({"Condition", "Modifier"}, rows);
}

std::string rate(const PrincesMovementRow& row, Formation formation) {
    const auto found = row.rates.find(formation);
    return found != row.rates.end() && found->second > 0 ? inches(found->second) : std::string();
}

bool hasTrait(const PrincesTables& tables, const std::string& type, std::string_view trait) {
    const auto found = tables.unitTypeTraits.find(type);
    return found != tables.unitTypeTraits.end() &&
           std::find(found->second.begin(), found->second.end(), trait) != found->second.end();
}

std::string troopTypes(const RulesetDefinition& ruleset, const PrincesTables& tables) {
    Rows rows;
    for (const UnitType* type : unitTypesByArm(ruleset)) {
        const std::string arm(troopCategoryKey(type->arm));
        std::string moraleClass = type->moraleClass;
        if (const auto found = tables.moraleClasses.find(type->moraleClass);
            found != tables.moraleClasses.end()) {
            moraleClass += fmt::format(" ({})", found->second.moraleBase);
        }
        std::vector<std::string> row{type->name, arm, moraleClass};
        const auto movement = tables.movement.find(arm);
        if (movement != tables.movement.end()) {
            const PrincesMovementRow& move = movement->second;
            if (type->arm == TroopCategory::Artillery) {
                row.push_back(rate(move, Formation::Limbered) + " limbered");
                row.push_back(move.prolonge ? "prolonge " + inches(*move.prolonge) : "");
                row.push_back("");
            } else {
                row.push_back(rate(move, Formation::MarchColumn).empty()
                                  ? rate(move, Formation::ColumnOfDivisions)
                                  : rate(move, Formation::MarchColumn));
                row.push_back(rate(move, Formation::Line));
                row.push_back(rate(move, Formation::SkirmishLine));
            }
            row.push_back(move.chargeBonus ? plusInches(*move.chargeBonus) : "");
            row.push_back(inches(move.rout));
        } else {
            row.insert(row.end(), 5, "");
        }
        // Hand to hand: the factor of the arm (gun crews fight as their arm says).
        TroopCategory fightsAs = type->arm;
        if (type->arm == TroopCategory::Artillery && tables.crewFightsAs) {
            fightsAs = *tables.crewFightsAs;
        }
        const std::string fighter(troopCategoryKey(fightsAs));
        row.push_back(fmt::format("{} / {}", tables.meleeFactor(fighter, "infantry"),
                                  tables.meleeFactor(fighter, "cavalry")));
        if (const auto range = tables.ranges.find(type->weapon);
            !type->weapon.empty() && range != tables.ranges.end()) {
            row.push_back(ruleset.word("weapons", type->weapon) + " to " +
                          inches(range->second.maximum()));
        } else {
            row.push_back("");
        }
        const bool noBayonets = hasTrait(tables, type->key, "noBayonets");
        row.push_back(noBayonets ? "no" : (type->arm == TroopCategory::Cavalry ? "" : "yes"));
        std::string also;
        for (const auto& [trait, words] : kTraits) {
            if (hasTrait(tables, type->key, trait)) {
                also += (also.empty() ? "" : "; ") + std::string(words);
            }
        }
        if (hasTrait(tables, type->key, "horseArtillery")) {
            if (const auto horse = tables.artilleryActions.find("horse");
                horse != tables.artilleryActions.end()) {
                also += (also.empty() ? "" : "; ") +
                        fmt::format("{} actions a turn",
                                    horse->second.actionsPerTurn == 2
                                        ? std::string("two")
                                        : std::to_string(horse->second.actionsPerTurn));
            }
        }
        row.push_back(also);
        rows.push_back(row);
    }
    return markdown({"Troop type", "Arm", "Class (morale base)", "Column or limbered", "Line",
                     "Skirmish", "Charge bonus", "Rout", "Hand to hand against infantry / cavalry",
                     "Fires", "Bayonets", "Also"},
                    rows);
}

std::string moraleClasses(const PrincesTables& tables) {
    Rows rows;
    for (const auto& [key, moraleClass] : tables.moraleClasses) {
        rows.push_back({key, moraleClass.troopTypes, number(moraleClass.moraleBase)});
    }
    return markdown({"Class", "Troops", "Morale base"}, rows);
}

std::string movement(const PrincesTables& tables) {
    Rows rows;
    for (const std::string arm : {"infantry", "cavalry"}) {
        const auto found = tables.movement.find(arm);
        if (found == tables.movement.end()) {
            continue;
        }
        const PrincesMovementRow& move = found->second;
        const std::string troops = arm == "infantry" ? "infantry and artillery" : arm;
        std::string prolonge;
        if (arm == "infantry") {
            if (const auto guns = tables.movement.find("artillery");
                guns != tables.movement.end() && guns->second.prolonge) {
                prolonge = inches(*guns->second.prolonge) + " and fire";
            }
        }
        const std::string column = rate(move, Formation::MarchColumn).empty()
                                       ? rate(move, Formation::ColumnOfDivisions)
                                       : rate(move, Formation::MarchColumn);
        rows.push_back(
            {troops, column, rate(move, Formation::Line), rate(move, Formation::SkirmishLine),
             move.chargeBonus ? plusInches(*move.chargeBonus) : "", inches(move.rout), prolonge});
    }
    return markdown({"Troops", "Column or limbered", "Line", "Skirmish", "Charge bonus", "Rout",
                     "Gun by prolonge"},
                    rows);
}

std::string rangesAndHits(const PrincesTables& tables) {
    Rows rows;
    for (const std::string band : {"short", "medium", "long"}) {
        std::vector<std::string> row{band};
        for (const std::string weapon : {"musket", "rifle", "artillery"}) {
            std::string cell;
            if (const auto ranges = tables.ranges.find(weapon); ranges != tables.ranges.end()) {
                for (const PrincesRangeBand& each : ranges->second.bands) {
                    if (each.band == band) {
                        cell = (each.from == 0 ? "up to " : "to ") + inches(each.to);
                    }
                }
            }
            row.push_back(cell);
        }
        for (const PrincesTargetCategory category :
             {PrincesTargetCategory::Column, PrincesTargetCategory::Line,
              PrincesTargetCategory::Dispersed, PrincesTargetCategory::Protected}) {
            const std::optional<int> hits = tables.hitThreshold(band, category);
            row.push_back(hits ? std::to_string(*hits) : "");
        }
        const auto hitRow = tables.hitTable.find(band);
        row.push_back(hitRow != tables.hitTable.end() && hitRow->second.ball
                          ? std::to_string(*hitRow->second.ball)
                          : "");
        rows.push_back(row);
    }
    return markdown({"Band", "Musket", "Rifle", "Artillery", "Column", "Line", "Dispersed",
                     "Protected", "Ball"},
                    rows);
}

std::string meleeFactors(const PrincesTables& tables) {
    Rows rows;
    std::vector<const PrincesMeleeFactor*> sorted;
    for (const auto& [key, factor] : tables.meleeFactors) {
        sorted.push_back(&factor);
    }
    std::stable_sort(sorted.begin(), sorted.end(), [](const auto* a, const auto* b) {
        return std::make_pair(a->arm != "infantry", a->against != a->arm) <
               std::make_pair(b->arm != "infantry", b->against != b->arm);
    });
    for (const PrincesMeleeFactor* factor : sorted) {
        rows.push_back({factor->arm, factor->against, number(factor->factor)});
    }
    return markdown({"Fighting unit", "Against", "Factor"}, rows);
}

std::string moraleResults(const RulesetDefinition& ruleset, const PrincesTables& tables) {
    Rows rows;
    std::vector<const PrincesMoraleResult*> sorted;
    for (const PrincesMoraleResult& result : tables.moraleResults) {
        sorted.push_back(&result);
    }
    // Best first, as a player reads the table.
    std::reverse(sorted.begin(), sorted.end());
    for (const PrincesMoraleResult* result : sorted) {
        std::string total;
        if (result->min && result->max) {
            total = *result->min == *result->max
                        ? std::to_string(*result->min)
                        : fmt::format("{} to {}", *result->min, *result->max);
        } else if (result->min) {
            total = fmt::format("{} or more", *result->min);
        } else if (result->max) {
            total = fmt::format("{} or less", *result->max);
        }
        std::string words = ruleset.word("results", result->key);
        if (!result->whenHalted.empty() && result->whenHalted == result->whenRetiring) {
            words += "; instead, a unit halted or retiring " +
                     ruleset.word("results", result->whenHalted);
        } else {
            if (!result->whenHalted.empty()) {
                words += "; instead, a unit already halted " +
                         ruleset.word("results", result->whenHalted);
            }
            if (!result->whenRetiring.empty()) {
                words +=
                    "; instead, a unit retiring " + ruleset.word("results", result->whenRetiring);
            }
        }
        rows.push_back({total, words});
    }
    return markdown({"Total", "Result"}, rows);
}

std::string moraleTriggers(const RulesetDefinition& ruleset, const PrincesTables& tables) {
    static const Labels order{{"initiateCharge", ""},     {"standToCharge", ""},
                              {"shootingCasualties", ""}, {"afterMelee", ""},
                              {"rallyRouters", ""},       {"firedOnByArtillery", ""}};
    Rows rows;
    for (const std::string& key : ordered(order, tables.moraleTriggers)) {
        rows.push_back({ruleset.word("triggers", key), tables.moraleTriggers.at(key)});
    }
    return markdown({"Reason", "Who tests"}, rows);
}

std::string moraleModifiers(const RulesetDefinition& ruleset, const PrincesTables& tables) {
    Rows rows;
    for (const std::string& key : ordered(kMoraleModifiers, tables.moraleModifiers)) {
        rows.push_back({labelOf(kMoraleModifiers, key, ruleset, "moraleModifiers"),
                        signedNumber(tables.moraleModifiers.at(key).change)});
    }
    for (const PrincesStrengthStep& step : tables.moraleStrength) {
        std::string share = fmt::format("{} in {}", step.numerator, step.denominator);
        if (step.numerator == 3 && step.denominator == 4) {
            share = "three quarters";
        } else if (step.numerator == 1 && step.denominator == 2) {
            share = "half";
        } else if (step.numerator == 1 && step.denominator == 3) {
            share = "a third";
        }
        rows.push_back({"down to " + share + " of its figures", signedNumber(step.change)});
    }
    return markdown({"Condition", "Modifier"}, rows);
}

int formationRank(Formation formation) {
    switch (formation) {
        case Formation::MarchColumn:
            return 0;
        case Formation::ColumnOfDivisions:
            return 1;
        case Formation::Line:
            return 2;
        case Formation::SkirmishLine:
            return 3;
        default:
            return 4 + static_cast<int>(formation);
    }
}

std::string moveFraction(double cost) {
    if (cost == 0) {
        return "free";
    }
    if (cost == 0.5) {
        return "half a move";
    }
    if (cost == 1) {
        return "a whole move";
    }
    return number(cost) + " of a move";
}

std::string formationChanges(const PrincesTables& tables) {
    std::vector<std::pair<Formation, Formation>> columns;
    for (const PrincesFormationChangeRow& row : tables.formationChanges) {
        for (const PrincesFormationChange& change : row.changes) {
            auto pair = std::make_pair(change.from, change.to);
            if (formationRank(pair.second) < formationRank(pair.first)) {
                std::swap(pair.first, pair.second);
            }
            if (std::find(columns.begin(), columns.end(), pair) == columns.end()) {
                columns.push_back(pair);
            }
        }
    }
    std::sort(columns.begin(), columns.end(), [](const auto& a, const auto& b) {
        return std::make_pair(formationRank(a.first), formationRank(a.second)) <
               std::make_pair(formationRank(b.first), formationRank(b.second));
    });
    std::vector<std::string> headings{"Class"};
    for (const auto& [from, to] : columns) {
        headings.push_back(capitalised(std::string(formationName(from))) + " and " +
                           std::string(formationName(to)));
    }
    std::vector<const PrincesFormationChangeRow*> rows;
    for (const PrincesFormationChangeRow& row : tables.formationChanges) {
        rows.push_back(&row);
    }
    std::sort(rows.begin(), rows.end(),
              [](const auto* a, const auto* b) { return a->classes < b->classes; });
    Rows cells;
    for (const PrincesFormationChangeRow* row : rows) {
        std::string classes;
        for (std::size_t i = 0; i < row->classes.size(); ++i) {
            classes +=
                (i == 0 ? "" : (i + 1 == row->classes.size() ? " and " : ", ")) + row->classes[i];
        }
        std::vector<std::string> line{classes};
        for (const auto& [from, to] : columns) {
            std::string cell;
            for (const PrincesFormationChange& change : row->changes) {
                if ((change.from == from && change.to == to) ||
                    (change.from == to && change.to == from)) {
                    cell = !change.allowed
                               ? "not allowed"
                               : moveFraction(change.cost) + (change.mayFire ? ", may fire" : "");
                }
            }
            line.push_back(cell);
        }
        cells.push_back(line);
    }
    return markdown(headings, cells);
}

const std::vector<ReferenceTableName>& princesReferenceTables() {
    using T = PrincesTables;
    static const std::vector<ReferenceTableName> names{
        {"troop-types", "every troop type with its arm, class, paces, factors and weapon",
         drawnFrom<T>(troopTypes)},
        {"morale-classes", "the morale classes and their base", drawnFrom<T>(moraleClasses)},
        {"movement", "rates by arm", drawnFrom<T>(movement)},
        {"formation-changes", "what a change of formation costs by class",
         drawnFrom<T>(formationChanges)},
        {"fire", "range bands and the die that hits", drawnFrom<T>(rangesAndHits)},
        {"fire-modifiers", "modifiers of musketry",
         drawnFrom<T>([](const RulesetDefinition& ruleset, const T& tables) {
             return modifierTable(ruleset, tables.musketryModifiers, kMusketryModifiers,
                                  "musketryModifiers");
         })},
        {"melee", "hand-to-hand factors", drawnFrom<T>(meleeFactors)},
        {"melee-modifiers", "modifiers of hand to hand",
         drawnFrom<T>([](const RulesetDefinition& ruleset, const T& tables) {
             return modifierTable(ruleset, tables.meleeModifiers, kMeleeModifiers,
                                  "meleeModifiers");
         })},
        {"morale-results", "what a morale total does", drawnFrom<T>(moraleResults)},
        {"morale-tests", "when a unit tests", drawnFrom<T>(moraleTriggers)},
        {"morale-modifiers", "modifiers of the morale test", drawnFrom<T>(moraleModifiers)},
    };
    return names;
}

}  // namespace

// The members have the drawings' names, so the list is kept outside the class.
const std::vector<ReferenceTableName>& PrincesTables::referenceTables() const {
    return princesReferenceTables();
}

}  // namespace adjutant
