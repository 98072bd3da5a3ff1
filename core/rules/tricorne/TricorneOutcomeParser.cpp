#include "core/rules/tricorne/TricorneOutcomeParser.h"

#include "core/json/InputLimits.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

namespace adjutant {

namespace {

// Every action code the engine carries out, with the parameters it cannot do without.
const std::map<std::string, std::vector<std::string>>& actionCodes() {
    static const std::map<std::string, std::vector<std::string>> codes{
        {"fire", {"distance"}},
        {"counterCharge", {"chargingFactor"}},
        {"formSquare", {}},
        {"obeyOrders", {}},
        {"standAndReceive", {}},
        {"dressRanksAndReceive", {}},
        {"dressRanks", {"bounds"}},
        {"shaken", {}},
        {"noFire", {}},
        {"mayNotCharge", {}},
        {"retire", {}},
        {"retreat", {}},
        {"rout", {"bounds"}},
        {"routOffTable", {}},
        {"recoil", {"distance"}},
        {"turnToFace", {}},
        {"turnGuns", {}},
        {"abandonGuns", {}},
        {"stayWithGuns", {}},
        {"manGuns", {}},
        {"retireToNearestInfantry", {}},
        {"retireToSafety", {}},
        {"useFrontalEntry", {}},
        {"followUp", {"targets", "bounds"}},
        {"hold", {}},
        {"holdForRestOfGame", {}},
        {"limber", {}},
        {"unlimber", {}},
        {"neverAdvance", {}},
        {"squareMayBeBrokenThrough", {"bounds"}},
    };
    return codes;
}

const std::set<std::string> kConditions{"fireStoppedCharge"};
const std::set<std::string> kFollowUpTargets{"routing", "retreating", "retiring"};

// The cases each kind of split must give.
const std::map<std::string, std::vector<std::string>>& splitCases() {
    static const std::map<std::string, std::vector<std::string>> cases{
        {"charger", {"cavalry", "infantry"}},
        {"cavalryWeight", {"light", "medium", "heavy"}},
        {"category", {"infantry", "lightInfantry", "cavalry", "artillery"}},
        {"gunWeight", {"atMost", "over"}},
        {"aspect", {"flank", "rear"}},
    };
    return cases;
}

const std::vector<std::string> kResponseColumns{"infantry", "lightInfantry", "cavalry", "artillery",
                                                "flankOrRear"};
const std::vector<std::string> kMoraleCategories{"infantry", "cavalry", "artillery"};
const std::set<std::string> kSituations{"inMelee", "inSquareAgainstCavalry", "limbered",
                                        "unlimbered", "otherwise"};

std::string joinedKeys(const std::vector<std::string>& keys) {
    std::string text;
    for (const auto& key : keys) {
        text += (text.empty() ? "'" : ", '") + key + "'";
    }
    return text;
}

}  // namespace

TricorneAction TricorneOutcomeParser::readAction(const JsonReader& entry) const {
    TricorneAction action;
    if (!entry.isObject()) {
        entry.error("expected an action object such as {\"code\": \"retire\"}");
        return action;
    }
    entry.warnUnknownMembers({"code", "distance", "bounds", "chargingFactor", "condition", "stands",
                              "optional", "targets", "targetArm", "notInSquare", "escalation",
                              "extraBoundPerPointAbove", "forRestOfGame"});
    const std::string code = entry.requireString("code");
    auto known = actionCodes().find(code);
    const std::optional<TricorneActionCode> parsed = tricorneActionFromKey(code, true);
    if (known == actionCodes().end() || !parsed) {
        if (entry.child("code").isString()) {
            entry.errorAt("code", fmt::format("unknown action code '{}'", code));
        }
    } else {
        action.code = *parsed;
        for (const std::string& parameter : known->second) {
            if (!entry.has(parameter)) {
                entry.errorAt(parameter,
                              fmt::format("missing (action '{}' needs '{}')", code, parameter));
            }
        }
    }
    if (entry.has("distance")) {
        action.distance = entry.requireNumber("distance", 0.0);
    }
    if (entry.has("bounds")) {
        action.bounds = entry.requireNumber("bounds", 0.0);
    }
    if (entry.has("chargingFactor")) {
        action.chargingFactor = entry.requireBool("chargingFactor");
    }
    action.condition = entry.optionalString("condition");
    if (!action.condition.empty() && kConditions.count(action.condition) == 0) {
        entry.errorAt("condition", fmt::format("unknown condition '{}'", action.condition));
    }
    if (entry.has("stands")) {
        action.stands = entry.requireInt("stands", 1, limits::kMaxRulesetCount);
    }
    action.optional = entry.optionalBool("optional", false);
    for (const JsonReader& target : entry.optionalArray("targets")) {
        std::string value = target.asString().value_or("");
        if (kFollowUpTargets.count(value) == 0) {
            target.error(
                fmt::format("unknown follow-up target '{}' (expected 'routing', "
                            "'retreating' or 'retiring')",
                            value));
        }
        action.targets.push_back(value);
    }
    action.targetArm = entry.optionalString("targetArm");
    action.notInSquare = entry.optionalBool("notInSquare", false);
    const std::string escalation = entry.optionalString("escalation");
    if (const auto parsedEscalation = tricorneEscalationFromKey(escalation)) {
        action.escalation = *parsedEscalation;
    } else {
        entry.errorAt("escalation", fmt::format("unknown escalation '{}'", escalation));
    }
    if (entry.has("extraBoundPerPointAbove")) {
        action.extraBoundPerPointAbove = entry.requireInt("extraBoundPerPointAbove");
    }
    action.forRestOfGame = entry.optionalBool("forRestOfGame", false);
    return action;
}

TricorneOutcome TricorneOutcomeParser::readOutcome(const JsonReader& entry) const {
    TricorneOutcome outcome;
    if (!entry.isObject()) {
        entry.error(entry.present() ? "expected an outcome object with 'actions', 'choices' or "
                                      "'split'"
                                    : "missing outcome");
        return outcome;
    }
    entry.warnUnknownMembers({"rule", "actions", "choices", "split", "cases", "limitLb"});
    outcome.rule = entry.optionalString("rule");
    const int forms = (entry.has("actions") ? 1 : 0) + (entry.has("choices") ? 1 : 0) +
                      (entry.has("split") ? 1 : 0);
    if (forms != 1) {
        entry.error("expected exactly one of 'actions', 'choices' or 'split'");
        return outcome;
    }
    if (entry.has("actions")) {
        std::vector<TricorneAction> actions;
        for (const JsonReader& action : entry.requireArray("actions")) {
            actions.push_back(readAction(action));
        }
        outcome.choices.push_back(std::move(actions));
    } else if (entry.has("choices")) {
        for (const JsonReader& choice : entry.requireArray("choices")) {
            std::vector<TricorneAction> actions;
            for (const JsonReader& action : choice.elements()) {
                actions.push_back(readAction(action));
            }
            outcome.choices.push_back(std::move(actions));
        }
        if (outcome.choices.size() < 2) {
            entry.errorAt("choices", "expected at least two alternatives");
        }
    } else {
        outcome.split = entry.requireString("split");
        auto required = splitCases().find(outcome.split);
        if (required == splitCases().end()) {
            entry.errorAt("split", fmt::format("unknown split '{}'", outcome.split));
            return outcome;
        }
        if (outcome.split == "gunWeight") {
            outcome.limitLb = entry.requireNumber("limitLb", 0.0);
        }
        JsonReader cases = entry.requireObject("cases");
        for (const std::string& key : required->second) {
            JsonReader item = cases.child(key);
            if (cases.present() && !item.present()) {
                cases.error(fmt::format("missing case '{}' of split '{}' (expected {})", key,
                                        outcome.split, joinedKeys(required->second)));
                continue;
            }
            outcome.caseKeys.push_back(key);
            outcome.caseOutcomes.push_back(readOutcome(item));
        }
    }
    return outcome;
}

TricorneBand TricorneOutcomeParser::readBandHeader(const JsonReader& entry) const {
    TricorneBand band;
    band.key = entry.requireString("key");
    if (entry.has("dMin")) {
        band.dMin = entry.requireInt("dMin");
    }
    if (entry.has("dMax")) {
        band.dMax = entry.requireInt("dMax");
    }
    if (band.dMin && band.dMax && *band.dMin > *band.dMax) {
        entry.error(
            fmt::format("band '{}' has dMin {} above dMax {}", band.key, *band.dMin, *band.dMax));
    }
    band.rule = entry.requireString("rule");
    return band;
}

template <typename ReadCells>
TricorneBandTable TricorneOutcomeParser::readBandTable(
    const JsonReader& table, std::initializer_list<std::string_view> members,
    ReadCells readCells) const {
    TricorneBandTable out;
    if (!table.isObject()) {
        table.error("missing table (expected an object with 'rule' and 'bands')");
        return out;
    }
    out.rule = table.requireString("rule");
    for (const JsonReader& entry : table.requireArray("bands")) {
        if (!entry.isObject()) {
            entry.error("expected a band object");
            continue;
        }
        entry.warnUnknownMembers(members);
        TricorneBand band = readBandHeader(entry);
        readCells(entry, band);
        out.bands.push_back(std::move(band));
    }
    checkCoverage(table.child("bands"), out.bands);
    return out;
}

TricorneBandTable TricorneOutcomeParser::readResponseTable(const JsonReader& table) const {
    return readBandTable(
        table,
        {"key", "dMin", "dMax", "rule", "infantry", "lightInfantry", "cavalry", "artillery",
         "flankOrRear"},
        [this](const JsonReader& entry, TricorneBand& band) {
            for (const std::string& column : kResponseColumns) {
                if (!entry.has(column)) {
                    entry.error(fmt::format("missing column '{}' in band '{}'", column, band.key));
                    continue;
                }
                band.columnKeys.push_back(column);
                band.columns.push_back(readOutcome(entry.child(column)));
            }
        });
}

std::vector<TricorneSituationCase> TricorneOutcomeParser::readSituations(
    const JsonReader& list) const {
    std::vector<TricorneSituationCase> cases;
    std::set<std::string> seen;
    for (const JsonReader& entry : list.elements()) {
        TricorneSituationCase item;
        item.when = entry.requireString("when");
        if (kSituations.count(item.when) == 0) {
            entry.errorAt("when", fmt::format("unknown situation '{}'", item.when));
        } else if (!seen.insert(item.when).second) {
            entry.errorAt("when", fmt::format("situation '{}' is listed twice", item.when));
        }
        if (entry.isObject()) {
            std::vector<TricorneAction> actions;
            for (const JsonReader& action : entry.requireArray("actions")) {
                actions.push_back(readAction(action));
            }
            item.outcome.rule = entry.optionalString("rule");
            item.outcome.choices.push_back(std::move(actions));
            entry.warnUnknownMembers({"when", "actions", "rule"});
        }
        cases.push_back(std::move(item));
    }
    if (list.isArray() && (cases.empty() || cases.back().when != "otherwise")) {
        list.error("the last situation must be 'otherwise', so that every unit has a result");
    }
    return cases;
}

TricorneBandTable TricorneOutcomeParser::readMoraleResults(const JsonReader& table) const {
    return readBandTable(table, {"key", "dMin", "dMax", "rule", "infantry", "cavalry", "artillery"},
                         [this](const JsonReader& entry, TricorneBand& band) {
                             for (const std::string& category : kMoraleCategories) {
                                 if (!entry.has(category)) {
                                     entry.error(fmt::format("missing category '{}' in band '{}'",
                                                             category, band.key));
                                     continue;
                                 }
                                 band.categoryKeys.push_back(category);
                                 band.situations.push_back(readSituations(entry.child(category)));
                             }
                         });
}

void TricorneOutcomeParser::checkCoverage(const JsonReader& bandsReader,
                                          const std::vector<TricorneBand>& bands) const {
    if (bands.empty()) {
        bandsReader.error("expected bands covering every result d");
        return;
    }
    if (bands.front().dMin) {
        bandsReader.error(
            fmt::format("no band covers d below {} (the first band needs no "
                        "'dMin')",
                        *bands.front().dMin));
    }
    if (bands.back().dMax) {
        bandsReader.error(
            fmt::format("no band covers d above {} (the last band needs no "
                        "'dMax')",
                        *bands.back().dMax));
    }
    for (std::size_t i = 1; i < bands.size(); ++i) {
        const TricorneBand& previous = bands[i - 1];
        const TricorneBand& band = bands[i];
        if (!previous.dMax || !band.dMin) {
            bandsReader.error(fmt::format("bands '{}' and '{}' are unbounded between them",
                                          previous.key, band.key));
            continue;
        }
        if (*band.dMin > *previous.dMax + 1) {
            bandsReader.error(
                fmt::format("missing band: no band covers d = {} to {} (between "
                            "'{}' and '{}')",
                            *previous.dMax + 1, *band.dMin - 1, previous.key, band.key));
        } else if (*band.dMin <= *previous.dMax) {
            bandsReader.error(fmt::format("bands '{}' and '{}' overlap at d = {}", previous.key,
                                          band.key, *band.dMin));
        }
    }
}

}  // namespace adjutant
