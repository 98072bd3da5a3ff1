#pragma once

#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/json/JsonReader.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/tricorne/TricorneFactor.h"

namespace adjutant {

/// Reads the building blocks shared by Tricorne's tables (factor rows, named
/// value tables, lists of nations and periods) and checks that every key they
/// use (an option and its choice, a nation, a period) exists in the ruleset.
class TricorneTableReader {
  public:
    explicit TricorneTableReader(const RulesetDefinition& definition) : definition_(definition) {}

    const RulesetDefinition& definition() const { return definition_; }

    /// A row {"value": n, "rule": "14.6", "byOption": {...}, "perFigures"?, "distance"?,
    /// "nations"?}.
    TricorneFactor readFactor(const std::string& key, const JsonReader& entry) const;
    /// An object of factor rows that must hold every key of `required`; a missing
    /// row is an error naming the key, an extra row a warning (usually a typo).
    TricorneFactorTable readFactorTable(const JsonReader& table,
                                        std::initializer_list<std::string_view> required,
                                        std::string_view rowKind) const;
    /// Like readFactorTable, with the required keys known only at run time.
    TricorneFactorTable readFactorTable(const JsonReader& table,
                                        const std::vector<std::string>& required,
                                        std::string_view rowKind) const;

    /// An error at each value of row `key` of `rows` (read from `table`), under
    /// the default reading and every other, that lies outside [min, max], or
    /// is `min` itself when `aboveMin`: the referee divides by such a number,
    /// counts up to it or makes a count of it, and cannot bear any other.
    /// `why` says what the number is, for the message.
    void checkRowRange(const JsonReader& table, const TricorneFactorTable& rows,
                       std::string_view key, double min, double max, bool aboveMin,
                       std::string_view why) const;

    /// An error unless `optionId` is an option of the ruleset and `choice` one of its choices.
    bool checkOptionChoice(const JsonReader& at, const std::string& optionId,
                           const std::string& choice) const;
    /// A list of nation keys known to the ruleset.
    std::vector<std::string> readNations(const JsonReader& list) const;
    /// A list of period keys known to the ruleset.
    std::vector<std::string> readPeriods(const JsonReader& list) const;
    /// A required rule reference such as "14.6" or "A23".
    std::string readRule(const JsonReader& entry) const;

  private:
    const RulesetDefinition& definition_;
};

}  // namespace adjutant
