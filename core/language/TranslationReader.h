#pragma once

#include <string>

#include "core/json/Diagnostics.h"
#include "core/language/Translation.h"

namespace adjutant {

struct RulesetDefinition;

/// The largest translation file read (a few hundred sentences take 100 KiB).
inline constexpr std::size_t kMaxTranslationBytes = 4 * 1024 * 1024;

/// Reads one translation file into `into` (see docs/translations.md):
///
///     { "formatVersion": 1, "language": "de", "ruleset": "tricorne",
///       "words": { "<group>": { "<key>": "..." } },
///       "steps": { "<step id>": "..." },
///       "sentences": { "{unit} fires at {target}": "{unit} feuert auf {target}" } }
///
/// With `ruleset`, its words and steps are checked against the ruleset's: a
/// key the ruleset does not have is an error, one it has that the file leaves
/// out a warning, each naming the file and the member. Every problem is in
/// `diagnostics`; what was read cleanly is added even so. True without errors.
bool readTranslationFile(const std::string& path, const RulesetDefinition* ruleset,
                         Translation& into, Diagnostics& diagnostics);

/// Where a language's translation of the referee's shared sentences is kept
/// under a resources folder: `translations/<language>/referee.json`.
std::string refereeTranslationPath(const std::string& resourceDir, const std::string& language);
/// Where a ruleset's own translation is kept: `translations/<language>/<folder>.json`,
/// the folder being its rules reference's (its id unless it names another, so a
/// house-rules copy speaks as its original does).
std::string rulesetTranslationPath(const std::string& resourceDir, const std::string& language,
                                   const RulesetDefinition& ruleset);

/// The referee's texts for `ruleset` in `language`: the shared sentences and
/// the ruleset's own, from `resourceDir`, or from `fallbackResourceDir` for a
/// file the first does not have (the shipped resources under a player's house
/// rules). English, or a language with no files, gives an empty Translation.
Translation loadTranslation(const RulesetDefinition& ruleset, const std::string& language,
                            const std::string& resourceDir, const std::string& fallbackResourceDir,
                            Diagnostics& diagnostics);

}  // namespace adjutant
