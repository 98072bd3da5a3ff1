#pragma once

#include <QString>
#include <string_view>

namespace adjutant {
class GameState;
class Translation;
struct Explanation;
struct RulesOdds;
struct RulesetDefinition;
struct UnitDescription;
}  // namespace adjutant

namespace adjutant::ui {

/// The referee's words shown in the window's language.
///
/// The referee writes English, and the journal keeps what it wrote; the window
/// shows it in the language its menus speak (the default QLocale, which
/// installTranslations sets), through the ruleset's translation files
/// (core/language/TranslationReader.h), each read once.
class RefereeLanguage {
  public:
    /// Where the shipped translations are, for a house-rules ruleset kept in
    /// the player's folder without its own.
    static void setShippedFolder(const QString& folder);

    /// The translation of `ruleset`'s referee into the window's language
    /// (empty in English, or in a language with no files).
    static const Translation& of(const RulesetDefinition& ruleset);
    /// A text the referee of `state`'s ruleset wrote, in the window's language.
    static QString text(const GameState& state, std::string_view english);
    static std::string textStd(const GameState& state, std::string_view english);
    /// An explanation's labels and notes, and a unit's description (its rows
    /// and its morale), in the window's language, in place.
    static void translate(const GameState& state, Explanation& explanation);
    static void translate(const GameState& state, UnitDescription& description);
    /// Odds' title and the words of each outcome.
    static void translate(const GameState& state, RulesOdds& odds);
    /// The window's language ("de", "en").
    static QString language();
};

}  // namespace adjutant::ui
