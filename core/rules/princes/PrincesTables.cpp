#include "core/rules/princes/PrincesTables.h"

#include <algorithm>
#include <set>

#include "core/json/InputLimits.h"
#include "core/rules/RulesetWordsCheck.h"
#include "core/rules/TableSections.h"
#include "core/rules/princes/PrincesTableReading.h"

namespace adjutant {

int PrincesDiceRule::diceFor(int figures) const {
    if (figuresPerDie <= 0 || figures <= 0) {
        return 0;
    }
    int dice = figures / figuresPerDie;
    if (figures % figuresPerDie >= leftoverForDie) {
        ++dice;
    }
    return dice;
}

const PrincesRangeBand* PrincesWeaponRanges::bandAt(double distance) const {
    for (const PrincesRangeBand& band : bands) {
        if (distance <= band.to) {
            return distance >= band.from ? &band : nullptr;
        }
    }
    return nullptr;
}

const PrincesFormationChange* PrincesTables::formationChange(const std::string& moraleClass,
                                                             Formation from, Formation to) const {
    for (const PrincesFormationChangeRow& row : formationChanges) {
        if (std::find(row.classes.begin(), row.classes.end(), moraleClass) == row.classes.end()) {
            continue;
        }
        for (const PrincesFormationChange& change : row.changes) {
            if ((change.from == from && change.to == to) ||
                (change.from == to && change.to == from)) {
                return &change;
            }
        }
    }
    return nullptr;
}

std::optional<int> PrincesTables::hitThreshold(const std::string& band,
                                               PrincesTargetCategory category) const {
    auto row = hitTable.find(band);
    if (row == hitTable.end()) {
        return std::nullopt;
    }
    auto cell = row->second.byCategory.find(category);
    return cell == row->second.byCategory.end() ? std::nullopt : cell->second;
}

const PrincesMoraleResult* PrincesTables::moraleResultFor(int total) const {
    for (const PrincesMoraleResult& result : moraleResults) {
        if ((!result.min || total >= *result.min) && (!result.max || total <= *result.max)) {
            return &result;
        }
    }
    return nullptr;
}

int PrincesTables::strengthModifier(int presentFigures, int startFigures) const {
    int worst = 0;
    for (const PrincesStrengthStep& step : moraleStrength) {
        // Compared in integers so that 4 of 12 is exactly one third.
        if (presentFigures * step.denominator <= startFigures * step.numerator) {
            worst = std::min(worst, step.change);
        }
    }
    return worst;
}

int PrincesTables::meleeFactor(const std::string& arm, const std::string& against) const {
    for (const auto& [key, row] : meleeFactors) {
        if (row.arm == arm && row.against == against) {
            return row.factor;
        }
    }
    return 0;
}

namespace princes {

void parseOrganisation(const JsonReader& tables, const RulesetDefinition& definition,
                       PrincesTables& out) {
    readCitedRows(tables, "organisation", out.organisation,
                  [&](PrincesOrganisation& entry, const JsonReader& row) {
                      entry.figures = row.requireInt("figures", 1, limits::kMaxRulesetCount);
                      entry.stands = row.requireInt("stands", 1, limits::kMaxRulesetCount);
                      entry.figuresPerStand =
                          row.requireInt("figuresPerStand", 1, limits::kMaxRulesetCount);
                      entry.guns = row.optionalInt("guns", 0, 0);
                  });

    JsonReader classes = tables.child("moraleClasses");
    for (const auto& [key, row] : tableRows(tables, "moraleClasses")) {
        if (std::find(definition.moraleClasses.begin(), definition.moraleClasses.end(), key) ==
            definition.moraleClasses.end()) {
            row.error("morale class \"" + key + "\" is not listed in /moraleClasses");
        }
        PrincesMoraleClass& entry = out.moraleClasses[key];
        entry.rule = ruleOf(row);
        entry.troopTypes = row.requireString("troopTypes");
        entry.moraleBase = row.requireInt("moraleBase", 0, 12);
    }
    for (const std::string& moraleClass : definition.moraleClasses) {
        requireRow(classes, moraleClass);
    }

    static const std::set<std::string> knownTraits{"lightInfantry", "irregular", "militia",
                                                   "noBayonets", "horseArtillery"};
    JsonReader traits = tables.child("unitTypeTraits");
    for (const auto& [key, row] : tableRows(tables, "unitTypeTraits")) {
        if (!definition.findUnitType(key)) {
            row.error("unit type \"" + key + "\" is not in /unitTypes");
        }
        ruleOf(row);
        std::vector<std::string> list = stringList(row, "traits");
        for (const std::string& trait : list) {
            if (!knownTraits.count(trait)) {
                row.errorAt("traits", "unknown trait \"" + trait +
                                          "\" (expected lightInfantry, irregular, militia, "
                                          "noBayonets or horseArtillery)");
            }
        }
        out.unitTypeTraits[key] = std::move(list);
    }
    for (const UnitType& type : definition.unitTypes) {
        requireRow(traits, type.key);
    }
}

}  // namespace princes

std::shared_ptr<const RulesetTables> parsePrincesTables(const JsonReader& tables,
                                                        const RulesetDefinition& definition) {
    return tables::readSections<PrincesTables>(
        tables, definition,
        {princes::parseOrganisation, princes::parseMovementTables, princes::parseFormationChanges,
         princes::parseFireTables, princes::parseMeleeTables, princes::parseMoraleTables},
        checkPrincesWords);
}

}  // namespace adjutant
