#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/language/SentenceTemplate.h"

namespace adjutant {

/// The referee's words and sentences in another language.
///
/// The referee writes in English, and its games, saves and journals keep what
/// it wrote, so that a game played in one language opens in another: the
/// language is the reader's. A Translation turns one text the referee wrote
/// into the reader's language when it is shown:
///  - a phrase it knows whole ("Soft cover", a ruleset's word, a step's name);
///  - else a sentence template whose fixed words match ("{unit} fires at
///    {target}"), each slot's text translated in turn where it is known (a
///    result, a ruleset's word) and kept where it is not (a unit's name);
///  - else the text a sentence at a time, or without its closing full stop.
/// What it cannot translate it shows as written, and remembers (`misses`), so
/// that a test can ask for none.
class Translation {
  public:
    /// The language it translates into ("de"); empty: it translates nothing.
    explicit Translation(std::string language = {}) : language_(std::move(language)) {}

    const std::string& language() const { return language_; }
    bool empty() const { return phrases_.empty() && sentences_.empty(); }

    /// A phrase translated whole. A phrase given twice keeps its first words.
    void addPhrase(const std::string& english, std::string translated);
    /// A sentence template and its translation, which must name the same
    /// slots; otherwise nothing is added and `error` says why.
    bool addSentence(std::string_view english, std::string_view translated, std::string& error);

    /// `english` in the language, or nothing when no phrase or template fits
    /// it (nor its sentences, one by one).
    std::optional<std::string> find(std::string_view english) const;
    /// `english` in the language where it is known, else as written (and
    /// counted among the misses).
    std::string translate(std::string_view english) const;
    /// The same with `names` (the scenario's: units, sides, places; the
    /// longest first, as scenarioNames gives them) kept whole and as written,
    /// so that a unit called "Delaware Continentals (Kirkwood)" never ends a
    /// slot at its own " (".
    std::string translate(std::string_view english, const std::vector<std::string>& names) const;
    /// The texts `translate` gave back as written, each once.
    const std::set<std::string, std::less<>>& misses() const { return misses_; }

  private:
    struct Sentence {
        SentenceTemplate english;
        SentenceTemplate translated;
    };
    std::optional<std::string> findWhole(std::string_view english) const;
    std::optional<std::string> findBySentences(std::string_view english) const;
    std::string slotValue(std::string_view value) const;
    std::string number(std::string_view value) const;
    bool translates() const;

    std::string language_;
    std::unordered_map<std::string, std::string> phrases_;
    std::vector<Sentence> sentences_;  // the most particular (most fixed words) first
    mutable std::unordered_map<std::string, std::optional<std::string>> memo_;
    mutable std::set<std::string, std::less<>> misses_;
};

}  // namespace adjutant
