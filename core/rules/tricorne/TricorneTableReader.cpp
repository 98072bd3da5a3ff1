#include "core/rules/tricorne/TricorneTableReader.h"

#include "core/json/InputLimits.h"

#include <fmt/format.h>

#include <algorithm>

namespace adjutant {

namespace {

std::vector<std::string> readKnownKeys(const JsonReader& list,
                                       const std::vector<std::string>& known, std::string_view kind,
                                       std::string_view where) {
    std::vector<std::string> keys;
    for (const JsonReader& element : list.elements()) {
        std::optional<std::string> key = element.asString();
        if (!key) {
            continue;
        }
        if (std::find(known.begin(), known.end(), *key) == known.end()) {
            element.error(fmt::format("unknown {} '{}' (expected one of {})", kind, *key, where));
            continue;
        }
        keys.push_back(*key);
    }
    return keys;
}

}  // namespace

std::string TricorneTableReader::readRule(const JsonReader& entry) const {
    std::string rule = entry.requireString("rule");
    if (entry.child("rule").isString() && rule.empty()) {
        entry.errorAt("rule", "expected the digest section this row comes from, e.g. \"14.6\"");
    }
    return rule;
}

bool TricorneTableReader::checkOptionChoice(const JsonReader& at, const std::string& optionId,
                                            const std::string& choice) const {
    const RuleOption* option = definition_.findOption(optionId);
    if (!option) {
        at.error(fmt::format("unknown option '{}' (expected a key of /options)", optionId));
        return false;
    }
    if (option->choices.count(choice) == 0) {
        at.error(fmt::format("option '{}' has no choice '{}'", optionId, choice));
        return false;
    }
    return true;
}

std::vector<std::string> TricorneTableReader::readNations(const JsonReader& list) const {
    return readKnownKeys(list, definition_.nations, "nation", "/nations");
}

std::vector<std::string> TricorneTableReader::readPeriods(const JsonReader& list) const {
    return readKnownKeys(list, definition_.periods, "period", "/periods");
}

TricorneFactor TricorneTableReader::readFactor(const std::string& key,
                                               const JsonReader& entry) const {
    TricorneFactor factor;
    factor.key = key;
    if (!entry.isObject()) {
        entry.error("expected a row object with 'value' and 'rule'");
        return factor;
    }
    entry.warnUnknownMembers({"value", "rule", "byOption", "perFigures", "distance", "nations"});
    factor.value = entry.requireNumber("value");
    factor.rule = readRule(entry);
    for (const auto& [optionId, values] : entry.child("byOption").members()) {
        for (const auto& [choice, value] : values.members()) {
            if (checkOptionChoice(value, optionId, choice)) {
                if (auto number = value.asNumber()) {
                    factor.byOption[optionId][choice] = *number;
                }
            }
        }
    }
    if (entry.has("perFigures")) {
        factor.perFigures = entry.requireInt("perFigures", 1, limits::kMaxRulesetCount);
    }
    if (entry.has("distance")) {
        factor.distance = entry.requireNumber("distance", 0.0);
    }
    factor.nations = readNations(entry.child("nations"));
    return factor;
}

void TricorneTableReader::checkRowRange(const JsonReader& table, const TricorneFactorTable& rows,
                                        std::string_view key, double min, double max, bool aboveMin,
                                        std::string_view why) const {
    const auto row = rows.find(key);
    if (row == rows.end()) {
        return;  // a missing row is reported where the table is read
    }
    const std::string range = aboveMin ? fmt::format("more than {} and at most {}", min, max)
                                       : fmt::format("from {} to {}", min, max);
    auto check = [&](const JsonReader& at, double value) {
        if (value < min || value > max || (aboveMin && value == min)) {
            at.error(fmt::format("{} must be {}, found {}", why, range, value));
        }
    };
    const JsonReader entry = table.child(key);
    check(entry.child("value"), row->second.value);
    for (const auto& [optionId, choices] : row->second.byOption) {
        for (const auto& [choice, value] : choices) {
            check(entry.child("byOption").child(optionId).child(choice), value);
        }
    }
}

TricorneFactorTable TricorneTableReader::readFactorTable(
    const JsonReader& table, std::initializer_list<std::string_view> required,
    std::string_view rowKind) const {
    return readFactorTable(table, std::vector<std::string>(required.begin(), required.end()),
                           rowKind);
}

TricorneFactorTable TricorneTableReader::readFactorTable(const JsonReader& table,
                                                         const std::vector<std::string>& required,
                                                         std::string_view rowKind) const {
    TricorneFactorTable rows;
    if (!table.present()) {
        table.error(fmt::format("missing table (expected an object of {} rows)", rowKind));
        return rows;
    }
    for (const auto& [key, entry] : table.members()) {
        if (std::find(required.begin(), required.end(), key) == required.end()) {
            entry.warning(fmt::format("unknown {} '{}' is ignored", rowKind, key));
            continue;
        }
        rows.emplace(key, readFactor(key, entry));
    }
    if (table.isObject()) {
        for (const std::string& key : required) {
            if (rows.count(key) == 0) {
                table.error(fmt::format("missing row for {} '{}'", rowKind, key));
            }
        }
    }
    return rows;
}

}  // namespace adjutant
