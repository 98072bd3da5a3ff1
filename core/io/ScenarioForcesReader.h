#pragma once

#include <vector>

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Reads the `sides` of a scenario file: the two armies with their brigades,
/// generals and units. Units are written inside their side in the file and
/// come out as the scenario's flat unit list, each with its side's index.
class ScenarioForcesReader {
  public:
    explicit ScenarioForcesReader(ScenarioReadContext& context) : context_(context) {}

    /// Fills `scenario.sides` and `scenario.units`.
    void read(const JsonReader& root, Scenario& scenario) const;

  private:
    Side readSide(const JsonReader& node, int index, std::vector<Unit>& units) const;
    void readSideIdentity(const JsonReader& node, Side& side) const;
    std::vector<Brigade> readBrigades(const JsonReader& node) const;
    std::vector<General> readGenerals(const JsonReader& node, const Side& side) const;

    ScenarioReadContext& context_;
};

}  // namespace adjutant
