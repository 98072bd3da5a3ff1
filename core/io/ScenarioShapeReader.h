#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "core/io/ScenarioReadContext.h"
#include "core/json/JsonReader.h"
#include "core/model/Pose.h"
#include "core/model/Vec2.h"

namespace adjutant {

/// Reads the geometric pieces of a scenario file (points, point lists, poses)
/// and checks that they lie on the table. Shared by the terrain, force and
/// objective readers so that every shape is written and checked the same way.
class ScenarioShapeReader {
  public:
    explicit ScenarioShapeReader(const ScenarioReadContext& context) : context_(context) {}

    /// A point written as `[x, y]` in table inches.
    std::optional<Vec2> readPoint(const JsonReader& node) const;

    /// The point list `owner[key]`, which must have at least `minPoints` points,
    /// each on the table (touching an edge counts as on it). `what` names the
    /// shape in messages, e.g. "a woods outline".
    std::vector<Vec2> readPoints(const JsonReader& owner, std::string_view key,
                                 std::size_t minPoints, std::string_view what) const;

    /// A pose written as `{"position": [x, y], "facing": degrees}`; the facing
    /// is normalised to [0, 360).
    Pose readPose(const JsonReader& owner, std::string_view key) const;

    /// Reports a point that lies off the table; true if it is on it.
    bool checkOnTable(const JsonReader& node, Vec2 point) const;

    bool onTable(Vec2 point) const;

    /// Twice the signed area of a closed polygon (shoelace formula).
    static double doubledArea(const std::vector<Vec2>& outline);

  private:
    const ScenarioReadContext& context_;
};

}  // namespace adjutant
