#pragma once

#include <QList>
#include <QString>
#include <map>
#include <optional>
#include <string>

namespace adjutant {
class RulesetRegistry;
struct RulesetDefinition;
}  // namespace adjutant

namespace adjutant::ui {

/// A house-rules ruleset in the player's folder: a copy of a ruleset file with
/// its own id and name and the player's readings as its options' defaults
/// (docs/ruleset-format.md), which the registry loads at start as any other.
struct SavedHouseRules {
    QString path;
    QString name;
    std::string id;
    std::string engine;
    /// Every option's reading as the file gives it (its default).
    std::map<std::string, std::string> readings;
};

/// The id a house-rules copy of `base` named `name` takes: the base's id and
/// the name in lower-case letters and digits ("tricorne-club-rules"); empty
/// when the name has no letter or digit.
std::string houseRulesId(const RulesetDefinition& base, const QString& name);

/// Writes a house-rules copy of `base` (read from its file) named `name` into
/// `folder`, with `readings` as its options' defaults, through a temporary file
/// and a rename (SafeSave). Refuses a name whose id or name a ruleset already
/// has or whose file is there, a folder that cannot be made or written, and a
/// copy the registry would not load. Returns empty and sets `written`, or the
/// refusal in a sentence naming the file.
QString writeHouseRules(const RulesetDefinition& base, const RulesetRegistry& registry,
                        const QString& folder, const QString& name,
                        const std::map<std::string, std::string>& readings,
                        QString* written = nullptr);

/// Reads a house-rules ruleset (any ruleset file); nothing, with the reason in
/// `problem`, when the registry cannot read it.
std::optional<SavedHouseRules> readHouseRules(const QString& path, const RulesetRegistry& registry,
                                              QString* problem = nullptr);

/// The rulesets in `folder` that run on `engine`, by name.
QList<SavedHouseRules> houseRulesIn(const QString& folder, const RulesetRegistry& registry,
                                    const std::string& engine);

}  // namespace adjutant::ui
