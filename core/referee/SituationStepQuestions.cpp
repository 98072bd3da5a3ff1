#include "core/referee/SituationStepQuestions.h"

#include <fmt/format.h>

#include <cmath>

namespace adjutant {

namespace {

constexpr double kMoved = 1e-9;  // inches or degrees: less is no move

nlohmann::json point(Vec2 p) {
    return nlohmann::json::array({p.x, p.y});
}

// A status field the ruleset no longer writes is back at its fresh value:
// false, 0, empty (the rulesets write only what differs from a fresh unit, or
// write every field).
nlohmann::json freshValueLike(const nlohmann::json& value) {
    switch (value.type()) {
        case nlohmann::json::value_t::boolean:
            return false;
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned:
            return 0;
        case nlohmann::json::value_t::number_float:
            return 0.0;
        case nlohmann::json::value_t::string:
            return "";
        case nlohmann::json::value_t::array:
            return nlohmann::json::array();
        case nlohmann::json::value_t::object:
            return nlohmann::json::object();
        default:
            return nullptr;
    }
}

nlohmann::json statusChanges(const nlohmann::json& before, const nlohmann::json& after) {
    nlohmann::json changed = nlohmann::json::object();
    if (!after.is_object() || !before.is_object()) {
        return changed;
    }
    for (const auto& [key, value] : after.items()) {
        if (!before.contains(key) || before[key] != value) {
            changed[key] = value;
        }
    }
    for (const auto& [key, value] : before.items()) {
        if (!after.contains(key)) {
            changed[key] = freshValueLike(value);
        }
    }
    return changed;
}

nlohmann::json resolutionJson(const Resolution& r) {
    nlohmann::json dice = nlohmann::json::array();
    for (const DieRoll& roll : r.rolls) {
        dice.push_back(roll.value);
    }
    nlohmann::json json = {{"kind", r.kind}, {"summary", r.summary}, {"dice", std::move(dice)}};
    if (r.explanation.value) {
        json["value"] = *r.explanation.value;
    }
    json["result"] = r.explanation.note.str();
    return json;
}

}  // namespace

nlohmann::json stepReport(const GameState& before, const GameState& after,
                          const std::vector<Resolution>& resolutions) {
    nlohmann::json units = nlohmann::json::object();
    const nlohmann::json statusBefore =
        before.hasRulesetState() ? before.rulesetState().toJson() : nlohmann::json::object();
    const nlohmann::json statusAfter =
        after.hasRulesetState() ? after.rulesetState().toJson() : nlohmann::json::object();
    const auto statusOf = [](const nlohmann::json& all, const std::string& id) {
        return all.contains("units") && all["units"].contains(id) ? all["units"][id]
                                                                  : nlohmann::json::object();
    };
    for (const Unit& now : after.units()) {
        nlohmann::json report = nlohmann::json::object();
        const Unit* was = before.findUnit(now.id);
        if (was) {
            const Vec2 from = was->pose.position;
            const Vec2 to = now.pose.position;
            const double distance = (to - from).length();
            const double turned = std::abs(now.pose.facingDegrees - was->pose.facingDegrees);
            if (distance > kMoved || turned > kMoved) {
                report["move"] = {{"from", point(from)},
                                  {"to", point(to)},
                                  {"facingFrom", was->pose.facingDegrees},
                                  {"facingTo", now.pose.facingDegrees},
                                  {"distance", distance}};
            }
            if (now.figures != was->figures) {
                report["figures"] = {{"from", was->figures}, {"to", now.figures}};
            }
            if (now.figures < was->figures) {
                report["casualties"] = was->figures - now.figures;
            }
            if (now.guns < was->guns) {
                report["gunsLost"] = was->guns - now.guns;
            }
            if (now.formation != was->formation) {
                report["formation"] = {{"from", std::string(formationKey(was->formation))},
                                       {"to", std::string(formationKey(now.formation))}};
            }
        }
        nlohmann::json did = nlohmann::json::array();
        for (const Resolution& r : resolutions) {
            if (!r.units.empty() && r.units.front() == now.id) {
                did.push_back(resolutionJson(r));
            }
        }
        if (!did.empty()) {
            report["did"] = std::move(did);
        }
        nlohmann::json status =
            statusChanges(statusOf(statusBefore, now.id), statusOf(statusAfter, now.id));
        if (!status.empty()) {
            report["status"] = std::move(status);
        }
        if (!report.empty()) {
            report["name"] = now.name;
            units[now.id] = std::move(report);
        }
    }
    return units;
}

RulesAnswer answerStepQuestion(const RulesetReferee& referee, GameState& state, DiceSource& dice) {
    const SequenceStep* step = state.currentStep();
    const std::string stepName = step ? step->name : std::string("no step");
    const std::string rule = step ? step->rule : std::string();
    const GameState before = state;
    const std::vector<Resolution> resolutions = referee.resolveStep(state, dice);
    RulesAnswer answer;
    answer.explanation.label = stepName;
    answer.explanation.rule = rule;
    nlohmann::json summaries = nlohmann::json::array();
    for (const Resolution& resolution : resolutions) {
        answer.explanation.add(resolution.explanation);
        summaries.push_back(resolution.summary);
    }
    answer.json = {{"kind", "step"},
                   {"resolutions", resolutions.size()},
                   {"summaries", std::move(summaries)},
                   {"summary", fmt::format("{}: {} resolutions", stepName, resolutions.size())},
                   {"units", stepReport(before, state, resolutions)}};
    return answer;
}

std::optional<RulesAnswer> answerMoveQuestion(const RulesetReferee& referee, const GameState& state,
                                              const JsonReader& question,
                                              const std::string& unitKey) {
    const JsonReader manoeuvre = question.requireObject("manoeuvre");
    if (!manoeuvre.present()) {
        return std::nullopt;
    }
    nlohmann::json order = manoeuvre.node();
    const std::string other = unitKey == "unit" ? "unitId" : "unit";
    if (!order.contains(unitKey) && order.contains(other)) {
        order[unitKey] = order[other];  // the name the ruleset's manoeuvre form uses
        order.erase(other);
    }
    const ManoeuvreVerdict verdict = referee.checkManoeuvre(state, order);
    RulesAnswer answer;
    answer.explanation = verdict.explanation;
    answer.json = {{"kind", "move"},
                   {"legal", verdict.legal},
                   {"reason", verdict.reason},
                   {"cost", verdict.cost},
                   {"allowance", verdict.allowance},
                   {"explanation", verdict.explanation.toJson()}};
    return answer;
}

}  // namespace adjutant
