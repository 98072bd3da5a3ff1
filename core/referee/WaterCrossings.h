#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "core/geometry/TerrainQueries.h"
#include "core/model/Scenario.h"

namespace adjutant {

/// How a ruleset reads rivers, bridges and fords. None of the three texts
/// speaks of rivers or of crossing places, so each reading is an option of
/// the ruleset (`riverCrossing`, `fordCrossing`, `bridgeCrossing`): a river
/// may be crossed only by a bridge or ford, or anywhere as the ruleset's
/// stream; a ford, and a bridge, is free or costs what crossing a stream costs.
struct WaterReadings {
    bool riverOnlyAtCrossings = true;
    bool fordIsObstacle = true;
    bool bridgeIsObstacle = false;

    /// From the options' readings: "onlyAtCrossings" for the river, "free"
    /// for a ford or bridge that costs nothing; any other reading is the
    /// ruleset's alternative.
    static WaterReadings fromOptions(std::string_view river, std::string_view ford,
                                     std::string_view bridge);
};

/// What crossing one river or stream at one place does to a move.
enum class WaterEffect {
    Free,        // no cost (a bridge; a stream where the ruleset ignores streams)
    Obstacle,    // what the ruleset charges for crossing a stream
    Impassable,  // the move is refused
};

/// `streamsCount`: whether the ruleset charges for a stream at all (Tricorne
/// and War of Princes do; Fire Effect has no rule for streams). Lines that
/// carry no water are Free here: the ruleset prices them itself.
WaterEffect waterEffect(const WaterReadings& readings, const geometry::LinearCrossing& crossing,
                        bool streamsCount);

/// Rivers and streams the path crosses that cost what a stream costs.
int waterObstaclesCrossed(const WaterReadings& readings, const geometry::PathTerrain& terrain,
                          bool streamsCount);

/// The first river the path crosses where it may not, if any.
std::optional<geometry::LinearCrossing> firstImpassableWater(const WaterReadings& readings,
                                                             const geometry::PathTerrain& terrain);

/// "the river Oder" or "the river": how a player reads the line crossed.
std::string waterName(const Table& table, const geometry::LinearCrossing& crossing);

/// "the river Oder by the Mill bridge", "the stream by a ford", "the river Oder
/// away from any bridge or ford", or only the water's name where it has no
/// bridge or ford at all.
std::string waterCrossingWords(const Table& table, const geometry::LinearCrossing& crossing);

/// The sentence refusing a move over a river away from its crossings:
/// "Leib Regiment cannot cross the river Oder there: a river is crossed only
/// by a bridge or a ford (13.6, a proposed reading)".
std::string impassableWaterRefusal(const Table& table, const geometry::LinearCrossing& crossing,
                                   const std::string& unitName, std::string_view rule);

}  // namespace adjutant
