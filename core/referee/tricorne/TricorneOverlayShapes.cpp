#include "core/referee/tricorne/TricorneOverlayShapes.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "core/model/Pose.h"

namespace adjutant {

namespace {

// Points of a circle of `radius` about `centre` from one bearing to another
// (clockwise, as bearings run), both ends included.
void appendSector(std::vector<Vec2>& out, Vec2 centre, double radius, double fromDegrees,
                  double toDegrees, double stepDegrees) {
    const double sweep = toDegrees - fromDegrees;
    const int steps = std::max(1, static_cast<int>(std::ceil(std::abs(sweep) / stepDegrees)));
    for (int i = 0; i <= steps; ++i) {
        const double bearing = fromDegrees + sweep * i / steps;
        out.push_back(centre + Pose::directionOf(bearing) * radius);
    }
}

}  // namespace

std::vector<Vec2> arcWithinDistance(const geometry::Face& face, double halfAngleDegrees,
                                    double radius, double stepDegrees) {
    const double facing = face.facingDegrees;
    std::vector<Vec2> outline{face.left};
    // Beyond the left corner the nearest point of the face is the corner itself.
    appendSector(outline, face.left, radius, facing - halfAngleDegrees, facing, stepDegrees);
    appendSector(outline, face.right, radius, facing, facing + halfAngleDegrees, stepDegrees);
    outline.push_back(face.right);
    return outline;
}

std::vector<Vec2> arcWedge(const geometry::Face& face, double halfAngleDegrees, double depth) {
    const double facing = face.facingDegrees;
    // Along a slanted side the depth straight ahead grows with the cosine.
    const double side =
        depth / std::max(std::cos(halfAngleDegrees * std::numbers::pi / 180.0), 1e-6);
    return {face.left, face.left + Pose::directionOf(facing - halfAngleDegrees) * side,
            face.right + Pose::directionOf(facing + halfAngleDegrees) * side, face.right};
}

FlankAndRearZones flankAndRearZones(const std::vector<Vec2>& footprint, double extent) {
    FlankAndRearZones zones;
    if (footprint.size() != 4) {
        return zones;
    }
    const Vec2 frontLeft = footprint[0];
    const Vec2 frontRight = footprint[1];
    const Vec2 rearRight = footprint[2];
    const Vec2 rearLeft = footprint[3];
    const Vec2 right = (frontRight - frontLeft).normalized();
    const Vec2 back = (rearLeft - frontLeft).normalized();
    // The flanks lie between the lines of the front and rear edges; the rear
    // beyond the rear edge's line, across the whole width.
    zones.rightFlank = {frontRight, frontRight + right * extent, rearRight + right * extent,
                        rearRight};
    zones.leftFlank = {frontLeft, rearLeft, rearLeft - right * extent, frontLeft - right * extent};
    zones.rear = {rearLeft - right * extent, rearRight + right * extent,
                  rearRight + right * extent + back * extent,
                  rearLeft - right * extent + back * extent};
    return zones;
}

}  // namespace adjutant
