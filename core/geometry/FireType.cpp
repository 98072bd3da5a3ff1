#include "core/geometry/FireType.h"

#include <limits>

#include "core/geometry/Angles.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/PlaneMath.h"
#include "core/model/EnumKeys.h"

namespace adjutant::geometry {

namespace {

constexpr EnumKeys<FireType, 3> kFireTypes{{
    {FireType::Direct, "direct"},
    {FireType::Oblique, "oblique"},
    {FireType::Enfilade, "enfilade"},
}};

}  // namespace

std::string_view fireTypeKey(FireType type) {
    return keyIn(kFireTypes, type, "direct");
}

FireGeometry classifyFire(Vec2 firerCentre, const UnitLayout& target,
                          const FireTypeLimits& limits) {
    FireGeometry result;
    const Vec2 centre = target.centre();
    const Vec2 line = centre - firerCentre;
    if (target.footprint.size() != 4 || line.length() == 0.0) {
        return result;
    }

    // The entry edge is the one the line meets nearest the firer; at a corner
    // (equal distance, within a whisker) the front or rear edge wins.
    constexpr double kCornerTie = 1e-12;
    double bestT = std::numeric_limits<double>::infinity();
    std::size_t bestEdge = 4;
    for (std::size_t k = 0; k < 4; ++k) {
        double t = 0;
        double s = 0;
        if (!detail::segmentIntersection(firerCentre, centre, target.footprint[k],
                                         target.footprint[(k + 1) % 4], t, s)) {
            continue;
        }
        const bool frontOrRear = k % 2 == 0;
        if (t < bestT - kCornerTie || (t <= bestT + kCornerTie && frontOrRear)) {
            bestT = std::min(t, bestT);
            bestEdge = k;
        }
    }
    if (bestEdge == 4) {
        return result;  // the firer stands inside the target
    }

    result.edge = static_cast<TargetEdge>(bestEdge);
    // Fire entering an edge travels against that edge's outward direction.
    const double edgeOutward = target.pose.facingDegrees + 90.0 * static_cast<double>(bestEdge);
    result.angleDegrees = angleBetween(Pose::bearingOf(line), edgeOutward + 180.0);

    const bool isFront = target.formation == Formation::Square || bestEdge % 2 == 0;
    if (!isFront) {
        result.type = FireType::Enfilade;
    } else if (result.angleDegrees <= limits.directDegrees + kAngleTolerance) {
        result.type = FireType::Direct;
    } else if (result.angleDegrees <= limits.obliqueDegrees + kAngleTolerance) {
        result.type = FireType::Oblique;
    } else {
        result.type = FireType::Enfilade;
    }
    return result;
}

}  // namespace adjutant::geometry
