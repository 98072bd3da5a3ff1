#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry/UnitLayout.h"
#include "core/model/Pose.h"
#include "core/model/Scenario.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/princes/PrincesMovement.h"

namespace adjutant {

class JsonReader;
class PrincesRules;

/// A War of Princes manoeuvre in the JSON form ManoeuvreCommand carries
/// (docs/ruleset-format.md, "War of Princes manoeuvres"):
///
///     {"unitId": "br-33", "kind": "move",
///      "path": [{"position": [24, 36], "facing": 0}, ...]}
///     {"unitId": "br-33", "kind": "changeFormation", "formation": "columnOfDivisions",
///      "path": [...]}                       // the path is then moved in the new formation
///     {"unitId": "br-guns", "kind": "limber"}   // also "unlimber", "reform"
///     {"unitId": "br-guns", "kind": "prolonge", "path": [...]}
///
/// `path` lists the poses the centre of the front edge passes through, the last
/// one where the unit ends; a change of facing between two poses is a turn on
/// the way (4.2). Charges are not manoeuvres: they are declared (8.2).
struct PrincesManoeuvreOrder {
    std::string unitId;
    PrincesManoeuvre::Kind kind = PrincesManoeuvre::Kind::Move;
    std::optional<Formation> formation;  // changeFormation
    std::vector<Pose> path;

    nlohmann::json toJson() const;
    /// Reads an order; problems go to the reader and give nothing.
    static std::optional<PrincesManoeuvreOrder> fromJson(const JsonReader& json);
};

std::string_view princesManoeuvreKindKey(PrincesManoeuvre::Kind kind);

/// Measures a path on the table for the movement rules (digest 10.2): the
/// ground in the open and in woods (buildings count as woods: both halve
/// speed, 4.6 and the `terrain` table), contour lines crossed (up or down, and
/// those climbed), hedges, walls and streams crossed, whether it lies wholly
/// along a road (within `roadHalfWidth`), and the total turn of the facing.
///
/// Rivers and streams are read as `water` says (4.6 names only streams [P]):
/// a crossing that costs what a stream costs is counted as a stream crossed, a
/// free one (a bridge) not at all, and a forbidden one is named in
/// `impassableWater`.
PrincesPathMeasure measurePrincesPath(const Table& table, const Pose& start,
                                      const std::vector<Pose>& path, double roadHalfWidth,
                                      const WaterReadings& water);

/// The readings of the options `riverCrossing`, `fordCrossing`, `bridgeCrossing`.
WaterReadings princesWaterReadings(const PrincesRules& rules);

/// How far from a road's centre line the front-edge centre may stray and still
/// be on it [P]: half the width of one of the unit's stands (a march column's
/// front). Manoeuvres and charges measure roads alike.
double princesRoadHalfWidth(const geometry::UnitLayout& layout);

}  // namespace adjutant
