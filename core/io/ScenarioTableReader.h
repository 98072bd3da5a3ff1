#pragma once

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// Reads the `table` member of a scenario file: its size, terrain areas and
/// linear features. Records the table size in the context before reading any
/// shape, so that every later shape can be checked against it.
class ScenarioTableReader {
  public:
    explicit ScenarioTableReader(ScenarioReadContext& context) : context_(context) {}

    Table read(const JsonReader& tableNode);

  private:
    TerrainArea readArea(const JsonReader& node) const;
    LinearFeature readLine(const JsonReader& node) const;
    /// A level-n hill (n >= 2) must lie inside some level n-1 hill, or the
    /// contours would not describe a hill.
    void checkHillNesting(const std::vector<JsonReader>& nodes,
                          const std::vector<TerrainArea>& areas) const;

    ScenarioReadContext& context_;
};

}  // namespace adjutant
