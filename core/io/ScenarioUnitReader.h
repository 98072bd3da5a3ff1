#pragma once

#include <optional>
#include <set>
#include <string>

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Side.h"
#include "core/model/Unit.h"

namespace adjutant {

/// Reads one unit of a side's order of battle and checks it against the
/// scenario's ruleset: its type, nation, brigade, formation, strength against
/// the ruleset's caps, guns, and that its footprint lies on the table.
class ScenarioUnitReader {
  public:
    /// `brigadeIds` are the brigades of the side the unit belongs to.
    ScenarioUnitReader(ScenarioReadContext& context, int sideIndex, const Side& side,
                       const std::set<std::string>& brigadeIds)
        : context_(context), sideIndex_(sideIndex), side_(side), brigadeIds_(brigadeIds) {}

    /// The unit, or nothing if the node is not an object at all.
    std::optional<Unit> read(const JsonReader& node) const;

  private:
    void readIdentity(const JsonReader& node, Unit& unit) const;
    /// Checks against the ruleset; returns the unit type when it is known.
    const UnitType* checkAgainstRuleset(const JsonReader& node, Unit& unit) const;
    void readStrength(const JsonReader& node, Unit& unit, const UnitType* type) const;
    void readFormation(const JsonReader& node, Unit& unit, const UnitType* type) const;
    void readBattalionGuns(const JsonReader& node, Unit& unit, const UnitType* type) const;
    void checkFootprintOnTable(const JsonReader& node, const Unit& unit) const;

    ScenarioReadContext& context_;
    int sideIndex_;
    const Side& side_;
    const std::set<std::string>& brigadeIds_;
};

}  // namespace adjutant
