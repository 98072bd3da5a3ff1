#include "core/rules/Explanation.h"

#include <fmt/format.h>

#include <cmath>

namespace adjutant {

std::string formatRulesNumber(double value) {
    if (std::abs(value - std::round(value)) < 1e-9) {
        return fmt::format("{}", static_cast<long long>(std::llround(value)));
    }
    std::string text = fmt::format("{:.3f}", value);
    while (!text.empty() && text.back() == '0') {
        text.pop_back();
    }
    return text;
}

Explanation& Explanation::add(Explanation child) {
    children.push_back(std::move(child));
    return children.back();
}

Explanation& Explanation::add(std::string childLabel, std::optional<double> childValue,
                              std::string childRule, std::string childNote) {
    return add(Explanation{std::move(childLabel), childValue, std::move(childRule),
                           std::move(childNote), {}});
}

nlohmann::json Explanation::toJson() const {
    nlohmann::json json = {{"label", label}};
    if (value) {
        json["value"] = *value;
    }
    if (!rule.empty()) {
        json["rule"] = rule;
    }
    if (!note.empty()) {
        json["note"] = note;
    }
    if (!children.empty()) {
        json["children"] = nlohmann::json::array();
        for (const auto& child : children) {
            json["children"].push_back(child.toJson());
        }
    }
    return json;
}

Explanation Explanation::fromJson(const nlohmann::json& json) {
    Explanation e;
    if (!json.is_object()) {
        return e;
    }
    e.label = json.value("label", std::string{});
    if (json.contains("value") && json["value"].is_number()) {
        e.value = json["value"].get<double>();
    }
    e.rule = json.value("rule", std::string{});
    e.note = json.value("note", std::string{});
    if (json.contains("children") && json["children"].is_array()) {
        for (const auto& child : json["children"]) {
            e.children.push_back(fromJson(child));
        }
    }
    return e;
}

std::string Explanation::render(int indent) const {
    std::string line(static_cast<std::size_t>(indent) * 2, ' ');
    line += label;
    if (value) {
        line += ": " + formatRulesNumber(*value);
    }
    if (!rule.empty()) {
        line += " [" + rule + "]";
    }
    if (!note.empty()) {
        line += " (" + note + ")";
    }
    line += '\n';
    for (const auto& child : children) {
        line += child.render(indent + 1);
    }
    return line;
}

}  // namespace adjutant
