// Tricorne and Musket's two tables of outcomes for the rules reference: the
// response to a charge (10.2) and the morale results (15.5), each row's
// outcome put in words from the ruleset's action codes.
#include "core/rules/tricorne/TricorneOutcomeTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <string_view>

#include "core/rules/PlainWords.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/tricorne/TricorneActionCode.h"

namespace adjutant {

namespace {

using namespace reference_table;
using Rows = std::vector<std::vector<std::string>>;

std::string listInWords(const std::vector<std::string>& items, std::string_view last) {
    std::string text;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (i > 0) {
            text += i + 1 == items.size() ? std::string(" ") + std::string(last) + " " : ", ";
        }
        text += items[i];
    }
    return text;
}

std::string actionInWords(const RulesetDefinition& ruleset, const TricorneAction& action) {
    const std::string verb = ruleset.word("actions", tricorneActionKey(action.code));
    std::string text = verb;
    if (action.stands) {
        static const std::vector<std::string> kCounts{"no", "one", "two", "three", "four"};
        const std::string count = *action.stands >= 0 && *action.stands < 5
                                      ? kCounts[static_cast<std::size_t>(*action.stands)]
                                      : std::to_string(*action.stands);
        text = fmt::format("{} {} may {}", count, *action.stands == 1 ? "stand" : "stands", verb);
        if (const auto at = text.find(" turns "); at != std::string::npos) {
            text.replace(at, 7, " turn ");
        }
    } else if (action.optional) {
        text = "may " + verb;
    }
    if (action.code == TricorneActionCode::Fire && action.distance) {
        text += " at " + inches(*action.distance);
    } else if (action.code == TricorneActionCode::Recoil && action.distance) {
        text += " " + inches(*action.distance);
    }
    if (action.code == TricorneActionCode::FollowUp && !action.targets.empty()) {
        std::vector<std::string> targets = action.targets;
        text += " " + listInWords(targets, "or") +
                (action.targetArm.empty() ? std::string(" enemies")
                                          : " " + ruleset.word("categories", action.targetArm));
    }
    const bool lasts =
        action.code == TricorneActionCode::Rout || action.code == TricorneActionCode::FollowUp ||
        action.code == TricorneActionCode::Retire || action.code == TricorneActionCode::Retreat ||
        action.code == TricorneActionCode::DressRanks ||
        action.code == TricorneActionCode::AbandonGuns;
    if (action.bounds && lasts) {
        text += " for " + tricorneBoundsInWords(*action.bounds);
    }
    if (action.extraBoundPerPointAbove) {
        text += fmt::format(", and one more for each point above {}",
                            signedNumber(*action.extraBoundPerPointAbove));
    }
    if (action.forRestOfGame && action.code != TricorneActionCode::HoldForRestOfGame) {
        text += " for the rest of the game";
    }
    if (action.notInSquare) {
        text += " (not from square)";
    }
    if (action.chargingFactor) {
        text +=
            *action.chargingFactor ? " with the charging factor" : " without the charging factor";
    }
    if (!action.condition.empty()) {
        text += " " + ruleset.word("conditions", action.condition);
    }
    if (action.escalation != TricorneEscalation::None) {
        text += " (" + ruleset.word("escalations", tricorneEscalationKey(action.escalation)) + ")";
    }
    return text;
}

std::string actionsInWords(const RulesetDefinition& ruleset,
                           const std::vector<TricorneAction>& actions) {
    std::vector<std::string> parts;
    for (const TricorneAction& action : actions) {
        parts.push_back(actionInWords(ruleset, action));
    }
    return listInWords(parts, "and");
}

std::string caseInWords(const RulesetDefinition& ruleset, const TricorneOutcome& split,
                        const std::string& key) {
    if (split.split == "charger") {
        return "charged by " + ruleset.word("categories", key);
    }
    if (split.split == "cavalryWeight") {
        return key;
    }
    if (split.split == "gunWeight") {
        return key == "atMost" ? fmt::format("guns of {} lb or less", number(split.limitLb))
                               : fmt::format("guns over {} lb", number(split.limitLb));
    }
    if (split.split == "aspect") {
        return "in the " + key;
    }
    return ruleset.word("categories", key);
}

std::string outcomeInWords(const RulesetDefinition& ruleset, const TricorneOutcome& outcome) {
    std::string text;
    if (outcome.isLeaf()) {
        std::vector<std::string> choices;
        for (const std::vector<TricorneAction>& choice : outcome.choices) {
            choices.push_back(actionsInWords(ruleset, choice));
        }
        text = listInWords(choices, "or");
    } else {
        // Cases that do the same are named together: "medium and heavy: retire".
        std::vector<std::pair<std::vector<std::string>, std::string>> cases;
        for (std::size_t i = 0; i < outcome.caseKeys.size(); ++i) {
            const std::string what = outcomeInWords(ruleset, outcome.caseOutcomes[i]);
            const std::string who = caseInWords(ruleset, outcome, outcome.caseKeys[i]);
            const auto same = std::find_if(cases.begin(), cases.end(),
                                           [&](const auto& each) { return each.second == what; });
            if (same != cases.end()) {
                same->first.push_back(who);
            } else {
                cases.push_back({{who}, what});
            }
        }
        for (const auto& [who, what] : cases) {
            text += (text.empty() ? "" : "; ") + listInWords(who, "and") + ": " + what;
        }
    }
    return citing(text, outcome.rule);
}

std::string dRange(const TricorneBand& band) {
    if (band.dMin && band.dMax) {
        if (*band.dMin == *band.dMax) {
            return signedNumber(*band.dMin);
        }
        return signedNumber(*band.dMin) + (*band.dMax == *band.dMin + 1 ? " or " : " to ") +
               signedNumber(*band.dMax);
    }
    if (band.dMax) {
        return signedNumber(*band.dMax) + " or lower";
    }
    return band.dMin ? signedNumber(*band.dMin) + " or more" : "any";
}

// The keys of `bands`' columns in the order they first appear, each a column
// of the table after "Die minus present morale", headed by its words.
template <typename KeysOf>
std::vector<std::string> columnKeys(const std::vector<TricorneBand>& bands, KeysOf keysOf) {
    std::vector<std::string> keys;
    for (const TricorneBand& band : bands) {
        for (const std::string& key : keysOf(band)) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end()) {
                keys.push_back(key);
            }
        }
    }
    return keys;
}

std::vector<std::string> headingsOf(const RulesetDefinition& ruleset,
                                    const std::vector<std::string>& keys) {
    std::vector<std::string> headings{"Die minus present morale"};
    for (const std::string& key : keys) {
        headings.push_back(capitalised(ruleset.word("categories", key)));
    }
    return headings;
}

// The table of `bands` by their die-minus-morale ranges: one column a key
// keysOf(band) names, each cell cellOf(band, key).
template <typename KeysOf, typename CellOf>
std::string bandsTable(const RulesetDefinition& ruleset, const std::vector<TricorneBand>& bands,
                       KeysOf keysOf, CellOf cellOf) {
    const std::vector<std::string> keys = columnKeys(bands, keysOf);
    const std::vector<std::string> headings = headingsOf(ruleset, keys);
    Rows rows;
    for (const TricorneBand& band : bands) {
        std::vector<std::string> row{dRange(band)};
        for (const std::string& key : keys) {
            row.push_back(cellOf(band, key));
        }
        rows.push_back(row);
    }
    return markdown(headings, rows);
}

}  // namespace

std::string tricorneBoundsInWords(double count) {
    if (count == 0.5) {
        return "half a bound";
    }
    if (count == 1) {
        return "a bound";
    }
    if (count == 2) {
        return "two bounds";
    }
    return reference_table::number(count) + " bounds";
}

std::string tricorneResponseTable(const RulesetDefinition& ruleset, const TricorneTables& tables) {
    return bandsTable(
        ruleset, tables.responseToCharge.bands,
        [](const TricorneBand& band) -> const auto& { return band.columnKeys; },
        [&](const TricorneBand& band, const std::string& key) {
            const TricorneOutcome* outcome = band.column(key);
            return outcome ? outcomeInWords(ruleset, *outcome) : std::string();
        });
}

std::string tricorneMoraleResultsTable(const RulesetDefinition& ruleset,
                                       const TricorneTables& tables) {
    return bandsTable(
        ruleset, tables.moraleResults.bands,
        [](const TricorneBand& band) -> const auto& { return band.categoryKeys; },
        [&](const TricorneBand& band, const std::string& key) {
            std::string cell;
            const std::vector<TricorneSituationCase>* cases = band.category(key);
            if (!cases) {
                return cell;
            }
            for (const TricorneSituationCase& each : *cases) {
                const std::string what = outcomeInWords(ruleset, each.outcome);
                cell += (cell.empty() ? "" : "; ") +
                        (each.when == "otherwise" && cases->size() == 1
                             ? what
                             : ruleset.word("situations", each.when) + ": " + what);
            }
            return cell;
        });
}

}  // namespace adjutant
