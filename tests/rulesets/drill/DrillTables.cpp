#include "tests/rulesets/drill/DrillTables.h"

#include <stdexcept>

#include "core/rules/PlainWords.h"

namespace adjutant {

std::shared_ptr<const RulesetTables> parseDrillTables(const JsonReader& tables,
                                                      const RulesetDefinition& definition) {
    auto out = std::make_shared<DrillTables>();
    if (!tables.present() || !tables.isObject()) {
        tables.error("missing or not an object (expected the ruleset's tables)");
        return out;
    }
    tables.warnUnknownMembers({"moveInches", "rangeInches", "hitsOn"});
    // Each number is required: a file without one is refused rather than run
    // on a guess, as the shipped rulesets' parsers do.
    out->moveInches = tables.requireNumber("moveInches", 0.0);
    out->rangeInches = tables.requireNumber("rangeInches", 0.0);
    out->hitsOn = tables.requireInt("hitsOn", 1, 6);
    std::vector<std::string> classes(definition.moraleClasses.begin(),
                                     definition.moraleClasses.end());
    requireWords(tables, definition, "nations", definition.nations, "nation");
    requireWords(tables, definition, "classes", classes, "morale class");
    return out;
}

const DrillTables& drillTables(const RulesetDefinition& ruleset) {
    const auto* tables = dynamic_cast<const DrillTables*>(ruleset.typedTables.get());
    if (tables == nullptr) {
        throw std::logic_error("the ruleset \"" + ruleset.id + "\" is not run by the drill engine");
    }
    return *tables;
}

}  // namespace adjutant
