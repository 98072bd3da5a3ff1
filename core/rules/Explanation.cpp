#include "core/rules/Explanation.h"

#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <system_error>

#include "core/json/JsonMember.h"

namespace adjutant {

std::string formatRulesNumber(double value) {
    // std::to_chars instead of fmt::format: the same digits (both give the
    // exact value correctly rounded; checked against fmt on millions of values,
    // halves included) without a trip through the format-string machinery. A
    // bound formats several thousand numbers for its explanation trees.
    char buffer[64];
    if (std::abs(value - std::round(value)) < 1e-9) {
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, std::llround(value)).ptr;
        return std::string(buffer, end);
    }
    if (!std::isfinite(value)) {
        return fmt::format("{:.3f}", value);
    }
    // Eighths are the rules' own fractions (a half move, a quarter, 2.75 in of
    // pace) and are written exactly. Any other number is a measurement or a
    // share worked out from one, written as the rules measure: to a tenth, or
    // to a hundredth below 1 (a third of a move is "0.33", never "0.333").
    const bool eighths = std::abs(value * 8 - std::round(value * 8)) < 1e-9;
    const int decimals = eighths ? 3 : (std::abs(value) >= 1 ? 1 : 2);
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    if (error != std::errc{}) {
        return fmt::format("{:.3f}", value);  // too long for the buffer: never for a rules number
    }
    std::string text(buffer, end);
    while (!text.empty() && text.back() == '0') {
        text.pop_back();
    }
    if (!text.empty() && text.back() == '.') {
        text.pop_back();
    }
    return text == "-0" ? "0" : text;
}

Explanation& Explanation::add(Explanation child) {
    // Most nodes with children get two to four; room for four at the first
    // saves the regrowth from one to two to four (each a move of every child
    // so far and an allocation) on the tens of thousands of nodes of a bound.
    // The same in the overload below.
    if (children.capacity() == 0) {
        children.reserve(4);
    }
    children.push_back(std::move(child));
    return children.back();
}

Explanation& Explanation::add(RulesText childLabel, std::optional<double> childValue,
                              RulesText childRule, RulesText childNote) {
    // Built in place: no temporary node to move into the vector.
    if (children.capacity() == 0) {
        children.reserve(4);
    }
    return children.emplace_back(std::move(childLabel), childValue, std::move(childRule),
                                 std::move(childNote), std::vector<Explanation>{});
}

nlohmann::json Explanation::toJson() const {
    nlohmann::json json = {{"label", label.str()}};
    if (value) {
        json["value"] = *value;
    }
    if (!rule.empty()) {
        json["rule"] = rule.str();
    }
    if (!note.empty()) {
        json["note"] = note.str();
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
    // What a saved game holds is worked out again when it is replayed, so a member
    // of the wrong type is left out rather than refused; none is trusted for its type.
    Explanation e;
    if (!json.is_object()) {
        return e;
    }
    e.label = memberOr(json, "label", std::string());
    if (const auto value = json.find("value"); value != json.end() && value->is_number()) {
        e.value = value->get<double>();
    }
    e.rule = memberOr(json, "rule", std::string());
    e.note = memberOr(json, "note", std::string());
    if (const auto children = json.find("children");
        children != json.end() && children->is_array()) {
        for (const auto& child : *children) {
            e.children.push_back(fromJson(child));
        }
    }
    return e;
}

std::string Explanation::render(int indent) const {
    std::string line(static_cast<std::size_t>(indent) * 2, ' ');
    line += label.view();
    if (value) {
        line += ": " + formatRulesNumber(*value);
    }
    if (!rule.empty()) {
        line.append(" [").append(rule.view()).append("]");
    }
    if (!note.empty()) {
        line.append(" (").append(note.view()).append(")");
    }
    line += '\n';
    for (const auto& child : children) {
        line += child.render(indent + 1);
    }
    return line;
}

}  // namespace adjutant
