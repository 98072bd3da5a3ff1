#pragma once

#include <initializer_list>
#include <string_view>

#include "core/json/JsonReader.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

/// Reads Tricorne's result tables (response to a charge, 10.2; morale results,
/// 15.5) from their structured JSON form and checks that every band has every
/// column, every split every case, and that the bands cover every d exactly once.
class TricorneOutcomeParser {
  public:
    TricorneAction readAction(const JsonReader& entry) const;
    TricorneOutcome readOutcome(const JsonReader& entry) const;
    /// {"rule", "bands": [{"key", "dMin"?, "dMax"?, "rule", <column>: outcome, ...}]}
    TricorneBandTable readResponseTable(const JsonReader& table) const;
    /// {"rule", "bands": [{"key", "dMin"?, "dMax"?, "rule", <category>: [situation case]}]}
    TricorneBandTable readMoraleResults(const JsonReader& table) const;

  private:
    /// The frame both band tables share: their rule, then bands each with a key
    /// and a d range, checked to cover every d once. `readCells` reads what
    /// else one band holds (outcomes by column, or situation cases by category).
    template <typename ReadCells>
    TricorneBandTable readBandTable(const JsonReader& table,
                                    std::initializer_list<std::string_view> members,
                                    ReadCells readCells) const;
    TricorneBand readBandHeader(const JsonReader& entry) const;
    std::vector<TricorneSituationCase> readSituations(const JsonReader& list) const;
    void checkCoverage(const JsonReader& bandsReader, const std::vector<TricorneBand>& bands) const;
};

}  // namespace adjutant
