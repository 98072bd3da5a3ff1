#pragma once

// The plain-words check of every text a person reads: no internal identifier
// (a camelCase key, key@value, snake_case) in it, and every rule it cites a
// section of the ruleset's rules reference. Shared by the plain-words games
// (tests/core/ai/PlainWordsTest.cpp) and the referee contract suite
// (tests/core/referee/contract/).

#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "core/json/Diagnostics.h"
#include "core/referee/Resolution.h"
#include "core/rules/Explanation.h"
#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesReference.h"
#include "core/rules/RulesetDefinition.h"
#include "tests/support/TestPaths.h"

namespace adjutant::testing {

inline bool identifierChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '@';
}

// "obeyOrders", "fire@6", "in_melee": the forms keys take in the code and data.
inline bool isIdentifier(std::string_view word) {
    const auto inner = [&](char mark) {
        const auto at = word.find(mark);
        return at != std::string_view::npos && at > 0 && at + 1 < word.size();
    };
    if (inner('_') || inner('@')) {
        return true;
    }
    if (word.empty() || !std::islower(static_cast<unsigned char>(word[0]))) {
        return false;
    }
    for (char c : word) {
        if (std::isupper(static_cast<unsigned char>(c))) {
            return true;
        }
    }
    return false;
}

/// Collects the identifiers found in texts, each with the first text it was in,
/// and the rules cited, each with where it was first cited.
class PlainWordsCheck {
  public:
    void rule(const std::string& where, std::string_view rule) {
        for (const std::string& section : citedSections(rule)) {
            cited_.emplace(section, where);
        }
    }
    void text(const std::string& where, std::string_view text) {
        ++texts_;
        std::size_t i = 0;
        while (i < text.size()) {
            while (i < text.size() && !identifierChar(text[i])) {
                ++i;
            }
            std::size_t end = i;
            while (end < text.size() && identifierChar(text[end])) {
                ++end;
            }
            const std::string_view word = text.substr(i, end - i);
            if (isIdentifier(word)) {
                found_.emplace(std::string(word), where + ": \"" + std::string(text) + "\"");
            }
            i = end;
        }
    }
    void tree(const std::string& where, const Explanation& node) {
        text(where, node.label.view());
        text(where, node.note.view());
        rule(where, node.rule.view());
        for (const Explanation& child : node.children) {
            tree(where, child);
        }
    }
    void resolution(const std::string& where, const Resolution& resolution) {
        text(where, resolution.summary);
        tree(where, resolution.explanation);
    }
    // The members of an answer that hold text for a reader (as `resolve` prints them).
    void answer(const std::string& where, const nlohmann::json& json) {
        if (json.is_object()) {
            for (const auto& [key, value] : json.items()) {
                if (value.is_string() &&
                    (key == "summary" || key == "reason" || key == "label" || key == "note" ||
                     key == "text" || key == "impetusLostBecause")) {
                    text(where, value.get<std::string>());
                } else {
                    answer(where, value);
                }
            }
        } else if (json.is_array()) {
            for (const auto& value : json) {
                answer(where, value);
            }
        }
    }

    int texts() const { return texts_; }
    std::string report() const {
        std::string out;
        for (const auto& [word, where] : found_) {
            out += "  " + word + " in " + where + "\n";
        }
        return out;
    }
    bool clean() const { return found_.empty(); }

    /// The cited sections the ruleset's rules reference lacks, with where each
    /// was cited. The reference is the one beside the ruleset's file (a test
    /// ruleset keeps its own under tests/rulesets/), else the shipped one.
    std::string missingSections(const RulesetDefinition& ruleset) const {
        Diagnostics problems;
        const std::optional<RulesReference> reference =
            ruleset.file.empty()
                ? loadRulesReference(ruleset, adjutant::testResourceDir(), problems)
                : loadRulesReference(ruleset, resourceFolderOf(ruleset), problems,
                                     adjutant::testResourceDir());
        if (!reference) {
            return problems.toString();
        }
        std::string out;
        for (const auto& [section, where] : cited_) {
            if (!reference->find(section)) {
                out += "  " + section + " cited in " + where + "\n";
            }
        }
        return out;
    }
    int citations() const { return static_cast<int>(cited_.size()); }

  private:
    std::map<std::string, std::string> cited_;
    std::map<std::string, std::string> found_;
    int texts_ = 0;
};

}  // namespace adjutant::testing
