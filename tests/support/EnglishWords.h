#pragma once

// Whether a text shown in German still holds English: the words that mark a
// text as English, and those of them left in a text once the names of the
// scenario (the same in any language) are taken out.

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "tests/support/TestPaths.h"

namespace adjutant::testing {

/// The words of a text: runs of letters (UTF-8 letters beyond ASCII count).
inline std::vector<std::string> wordsOf(const std::string& text) {
    std::vector<std::string> words;
    std::string word;
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalpha(byte) || byte >= 0x80) {
            word += c;
        } else if (!word.empty()) {
            words.push_back(word);
            word.clear();
        }
    }
    if (!word.empty()) {
        words.push_back(word);
    }
    return words;
}

/// The small words German never writes, and every word of the referee's
/// English sentences (resources/translations/de/) that no German one uses.
inline const std::set<std::string>& englishWords() {
    static const std::set<std::string> words = [] {
        std::set<std::string> result{
            "the",     "and",    "of",     "to",    "at",      "is",         "are",    "with",
            "from",    "by",     "its",    "not",   "no",      "on",         "for",    "has",
            "have",    "may",    "can",    "must",  "this",    "that",       "it",     "be",
            "or",      "into",   "out",    "over",  "under",   "than",       "each",   "every",
            "one",     "two",    "three",  "who",   "The",     "No",         "Its",    "fires",
            "rolls",   "moves",  "lost",   "enemy", "range",   "unit",       "units",  "charge",
            "charges", "side",   "step",   "bound", "figures", "casualties", "morale", "cover",
            "test",    "shaken", "routed", "rally", "melee",   "volley",     "first"};
        std::set<std::string> english;
        std::set<std::string> german;
        const std::regex slot("\\{[^}]*\\}");
        const std::filesystem::path folder =
            std::filesystem::path(testResourceDir()) / "translations" / "de";
        for (const auto& entry : std::filesystem::directory_iterator(folder)) {
            std::ifstream in(entry.path());
            const nlohmann::json file = nlohmann::json::parse(in);
            if (!file.contains("sentences")) {
                continue;
            }
            for (const auto& [en, de] : file.at("sentences").items()) {
                for (const std::string& w : wordsOf(std::regex_replace(en, slot, " "))) {
                    english.insert(w);
                }
                for (const std::string& w :
                     wordsOf(std::regex_replace(de.get<std::string>(), slot, " "))) {
                    german.insert(w);
                }
            }
        }
        for (const std::string& w : english) {
            if (w.size() >= 4 && std::islower(static_cast<unsigned char>(w.front())) &&
                !german.count(w)) {
                result.insert(w);
            }
        }
        return result;
    }();
    return words;
}

/// The English words left in `text` once `names` (longest first) are out.
inline std::vector<std::string> englishIn(std::string text, const std::vector<std::string>& names) {
    for (const std::string& name : names) {
        for (std::size_t at = name.empty() ? std::string::npos : text.find(name);
             at != std::string::npos; at = text.find(name, at)) {
            text.replace(at, name.size(), " ");
        }
    }
    std::vector<std::string> found;
    for (const std::string& w : wordsOf(text)) {
        if (englishWords().count(w)) {
            found.push_back(w);
        }
    }
    return found;
}

/// Names sorted longest first, so that a name holding another goes whole.
inline void longestFirst(std::vector<std::string>& names) {
    std::sort(names.begin(), names.end(),
              [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
}

}  // namespace adjutant::testing
