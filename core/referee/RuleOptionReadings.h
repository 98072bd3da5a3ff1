#pragma once

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "core/rules/RulesetDefinition.h"

namespace adjutant {

/// The reading in force for each option of a ruleset: the one the game chose,
/// else the ruleset's default. Fire Effect's and War of Princes' rules classes
/// read their options alike and keep their own tables beside this. Owns
/// nothing of the definition, which must outlive it.
class RuleOptionReadings {
  public:
    using Chosen = std::map<std::string, std::string, std::less<>>;

    RuleOptionReadings(const RulesetDefinition& definition, std::shared_ptr<const Chosen> chosen);

    const RulesetDefinition& definition() const { return definition_; }
    /// The reading of one option: the chosen one, else the default ("" if no such option).
    std::string option(std::string_view optionId) const;
    bool optionIs(std::string_view optionId, std::string_view choice) const;

  private:
    const RulesetDefinition& definition_;
    std::shared_ptr<const Chosen> chosen_;
};

/// "3.4" or "3.4, B3": the section of the rules and the reading a number
/// depends on, as an explanation cites them.
std::string sectionAndReading(std::string_view section, std::string_view reading = {});

/// The option readings with the ruleset's typed tables, which `Rules` (the
/// ruleset's rules class) names by `Rules::kTablesName` for the error of a
/// definition that holds others.
template <typename Rules, typename Tables>
class RuleReadingsWithTables : public RuleOptionReadings {
  public:
    /// `definition.typedTables` must hold `Tables` (throws std::invalid_argument if not).
    explicit RuleReadingsWithTables(const RulesetDefinition& definition, Chosen chosen = {})
        : RuleReadingsWithTables(definition, std::make_shared<const Chosen>(std::move(chosen))) {}
    RuleReadingsWithTables(const RulesetDefinition& definition,
                           std::shared_ptr<const Chosen> chosen)
        : RuleOptionReadings(definition, std::move(chosen)), tables_(tablesOf(definition)) {}

    const Tables& tables() const { return tables_; }

  private:
    static const Tables& tablesOf(const RulesetDefinition& definition) {
        const auto* tables = dynamic_cast<const Tables*>(definition.typedTables.get());
        if (tables == nullptr) {
            throw std::invalid_argument("ruleset " + definition.id + " has no " +
                                        std::string(Rules::kTablesName) + " tables");
        }
        return *tables;
    }

    const Tables& tables_;
};

}  // namespace adjutant
