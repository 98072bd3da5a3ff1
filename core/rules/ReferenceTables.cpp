#include "core/rules/ReferenceTables.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <map>

#include "core/json/InputLimits.h"
#include "core/json/SafeFile.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

// The tables of the ruleset's engine: none for a ruleset whose tables are not loaded.
const std::vector<ReferenceTableName>& tablesOf(const RulesetDefinition& ruleset) {
    static const std::vector<ReferenceTableName> none;
    return ruleset.typedTables ? ruleset.typedTables->referenceTables() : none;
}

const ReferenceTableName* tableOf(const std::vector<ReferenceTableName>& tables,
                                  std::string_view name) {
    for (const ReferenceTableName& table : tables) {
        if (table.name == name) {
            return &table;
        }
    }
    return nullptr;
}

std::string expectedTables(const std::vector<ReferenceTableName>& tables) {
    if (tables.empty()) {
        return "no tables (the ruleset's engine renders none)";
    }
    std::string list;
    for (const ReferenceTableName& table : tables) {
        list += fmt::format("{}{} ({})", list.empty() ? "" : ", ", table.name, table.content);
    }
    return list;
}

}  // namespace

const std::vector<ReferenceTableName>& RulesetTables::referenceTables() const {
    static const std::vector<ReferenceTableName> none;
    return none;
}

std::optional<std::string> renderReferenceTable(const RulesetDefinition& ruleset,
                                                std::string_view name) {
    const ReferenceTableName* table = tableOf(tablesOf(ruleset), name);
    if (!table) {
        return std::nullopt;
    }
    return table->render(ruleset);
}

std::optional<std::string> tableDirectiveOf(std::string_view line) {
    const std::string_view text = trimmed(line);
    if (text.substr(0, 2) != "{{") {
        return std::nullopt;
    }
    constexpr std::string_view kOpening = "{{table:";
    if (text.size() < kOpening.size() + 2 || text.substr(0, kOpening.size()) != kOpening ||
        text.substr(text.size() - 2) != "}}") {
        return std::string();
    }
    const std::string_view name =
        trimmed(text.substr(kOpening.size(), text.size() - kOpening.size() - 2));
    for (const char c : name) {
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) {
            return std::string();
        }
    }
    return std::string(name);
}

std::optional<std::string> expandReferenceTables(const std::string& markdown,
                                                 const std::string& source,
                                                 const RulesetDefinition& ruleset,
                                                 Diagnostics& diagnostics) {
    const std::vector<ReferenceTableName>& tables = tablesOf(ruleset);
    std::string out;
    out.reserve(markdown.size() * 2);
    bool failed = false;
    bool inFence = false;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start <= markdown.size()) {
        std::size_t end = markdown.find('\n', start);
        const bool last = end == std::string::npos;
        if (last) {
            end = markdown.size();
        }
        ++lineNumber;
        const std::string_view line(markdown.data() + start, end - start);
        if (line.substr(0, 3) == "```") {
            inFence = !inFence;
        }
        const std::optional<std::string> name = inFence ? std::nullopt : tableDirectiveOf(line);
        const std::string where = fmt::format("line {}", lineNumber);
        if (!name) {
            out.append(line);
        } else if (name->empty()) {
            diagnostics.error(source, where,
                              fmt::format("\"{}\" is not a table directive; expected a line "
                                          "\"{{{{table: <name>}}}}\" naming one of: {}",
                                          trimmed(line), expectedTables(tables)));
            failed = true;
        } else if (tableOf(tables, *name)) {
            std::optional<std::string> table = renderReferenceTable(ruleset, *name);
            if (!table) {
                diagnostics.error(source, where,
                                  fmt::format("the table \"{}\" cannot be drawn: the ruleset "
                                              "\"{}\" has no tables loaded",
                                              *name, ruleset.id));
                failed = true;
            } else {
                // The table ends with a newline; the line's own one follows below.
                if (!table->empty() && table->back() == '\n') {
                    table->pop_back();
                }
                out += *table;
            }
        } else {
            diagnostics.error(
                source, where,
                fmt::format("unknown table \"{}\" for the ruleset \"{}\"; expected one of: {}",
                            *name, ruleset.id, expectedTables(tables)));
            failed = true;
        }
        if (last) {
            break;
        }
        out += '\n';
        start = end + 1;
    }
    if (failed) {
        return std::nullopt;
    }
    return out;
}

std::optional<RulesReference> loadRulesReference(const RulesetDefinition& ruleset,
                                                 const std::string& resourceDir,
                                                 Diagnostics& diagnostics,
                                                 const std::string& fallbackResourceDir) {
    std::string path = rulesReferencePath(resourceDir, ruleset);
    if (!fallbackResourceDir.empty() && !std::filesystem::exists(path)) {
        path = rulesReferencePath(fallbackResourceDir, ruleset);
    }
    const std::optional<std::string> text =
        readFileBounded(path, limits::kMaxRulesReferenceBytes, diagnostics);
    if (!text) {
        return std::nullopt;
    }
    std::optional<std::string> rendered = expandReferenceTables(*text, path, ruleset, diagnostics);
    if (!rendered) {
        return std::nullopt;
    }
    return RulesReference::parse(std::move(*rendered));
}

namespace reference_table {

std::vector<const UnitType*> unitTypesByArm(const RulesetDefinition& ruleset) {
    std::vector<const UnitType*> types;
    for (const UnitType& type : ruleset.unitTypes) {
        types.push_back(&type);
    }
    std::stable_sort(types.begin(), types.end(), [](const UnitType* a, const UnitType* b) {
        return static_cast<int>(a->arm) < static_cast<int>(b->arm);
    });
    return types;
}

std::string markdown(const std::vector<std::string>& headings,
                     const std::vector<std::vector<std::string>>& rows) {
    const auto cell = [](const std::string& text) {
        std::string out;
        for (const char c : text) {
            if (c == '|') {
                out += "\\|";
            } else if (c == '\n') {
                out += ' ';
            } else {
                out += c;
            }
        }
        return out.empty() ? std::string(kNone) : out;
    };
    std::string out = "|";
    std::string rule = "|";
    for (const std::string& heading : headings) {
        out += " " + cell(heading) + " |";
        rule += "---|";
    }
    out += "\n" + rule + "\n";
    for (const std::vector<std::string>& row : rows) {
        out += "|";
        for (std::size_t i = 0; i < headings.size(); ++i) {
            out += " " + cell(i < row.size() ? row[i] : std::string()) + " |";
        }
        out += "\n";
    }
    return out;
}

std::string number(double value) {
    const double rounded = std::round(value * 100.0) / 100.0;
    std::string text = fmt::format("{:.2f}", rounded == 0.0 ? 0.0 : rounded);
    while (text.back() == '0') {
        text.pop_back();
    }
    if (text.back() == '.') {
        text.pop_back();
    }
    return text;
}

std::string signedNumber(double value) {
    if (std::round(value * 100.0) == 0.0) {
        return "0";
    }
    return value > 0 ? "+" + number(value) : "\xe2\x88\x92" + number(-value);
}

std::string inches(double value) {
    return number(value) + "\"";
}

std::string plusInches(double value) {
    return "+" + inches(value);
}

std::string yards(double value) {
    const long long whole = std::llround(value);
    std::string digits = std::to_string(whole < 0 ? -whole : whole);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) {
        digits.insert(static_cast<std::size_t>(at), ",");
    }
    return (whole < 0 ? "-" : "") + digits + " yds";
}

std::string faces(const std::vector<int>& faces) {
    if (faces.empty()) {
        return "none";
    }
    bool run = faces.size() >= 3;
    for (std::size_t i = 1; i < faces.size(); ++i) {
        run = run && faces[i] == faces[i - 1] + 1;
    }
    if (run) {
        return fmt::format("{} to {}", faces.front(), faces.back());
    }
    std::string out;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        out += (i == 0 ? "" : (i + 1 == faces.size() ? " or " : ", ")) + std::to_string(faces[i]);
    }
    return out;
}

std::string capitalised(std::string text) {
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') {
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    }
    return text;
}

std::string citing(std::string label, const std::string& rule) {
    if (!rule.empty() && std::isupper(static_cast<unsigned char>(rule[0]))) {
        label += " (" + rule + ")";
    }
    return label;
}

std::optional<std::string> keptLabel(const Labels& labels, std::string_view key) {
    for (const auto& [each, label] : labels) {
        if (each == key) {
            return std::string(label);
        }
    }
    return std::nullopt;
}

}  // namespace reference_table

}  // namespace adjutant
