#include "core/referee/tricorne/TricorneFireGeometry.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/engine/GameState.h"
#include "core/geometry/Arc.h"
#include "core/geometry/Distance.h"
#include "core/geometry/LineOfSight.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/Wheel.h"
#include "core/model/EnumKeys.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/Explanation.h"

namespace adjutant {

namespace {

// Wheels are searched degree by degree: players wheel by eye, and a whole degree
// is finer than anyone measures on the table.
constexpr int kLargestWheelDegrees = 180;

constexpr EnumKeys<FireCover, 3> kCovers{{
    {FireCover::None, "none"},
    {FireCover::Soft, "soft"},
    {FireCover::Hard, "hard"},
}};

constexpr EnumKeys<geometry::SightBlocker::Kind, 4> kBlockerKinds{{
    {geometry::SightBlocker::Kind::Unit, "a unit"},
    {geometry::SightBlocker::Kind::Woods, "woods"},
    {geometry::SightBlocker::Kind::Town, "a town"},
    {geometry::SightBlocker::Kind::Hill, "a hill"},
}};

const Table& tableOf(const TricorneContext& context) {
    return context.state().setup().scenario->table;
}

// The axis-aligned rectangle holding a point and a polygon (a query shape).
std::vector<Vec2> boxAround(Vec2 point, const std::vector<Vec2>& polygon) {
    Vec2 low = point;
    Vec2 high = point;
    for (const Vec2& v : polygon) {
        low = {std::min(low.x, v.x), std::min(low.y, v.y)};
        high = {std::max(high.x, v.x), std::max(high.y, v.y)};
    }
    return {low, {high.x, low.y}, high, {low.x, high.y}};
}

Vec2 midpoint(Vec2 a, Vec2 b) {
    return Vec2{(a.x + b.x) / 2.0, (a.y + b.y) / 2.0};
}

// Faces of the firer whose arc reaches the target; a square has four, every
// other formation its front edge alone (14.1.4, A34).
std::vector<int> facesReaching(const geometry::UnitLayout& firer, const std::vector<Vec2>& target,
                               double halfAngle) {
    std::vector<int> faces;
    for (std::size_t i = 0; i < firer.faces.size(); ++i) {
        if (geometry::arcReachesPolygon(geometry::arcOfFace(firer.faces[i], halfAngle), target)) {
            faces.push_back(static_cast<int>(i));
        }
    }
    return faces;
}

std::optional<int> smallestWheel(const TricorneContext& context, const Unit& firer,
                                 const geometry::UnitLayout& layout,
                                 const std::vector<Vec2>& target, double halfAngle) {
    for (int degrees = 1; degrees <= kLargestWheelDegrees; ++degrees) {
        for (const int sign : {1, -1}) {
            Unit turned = firer;
            turned.pose = geometry::wheeledPose(layout, sign * degrees);
            const auto turnedLayout = context.layout(turned);
            if (turnedLayout && !facesReaching(*turnedLayout, target, halfAngle).empty()) {
                return sign * degrees;
            }
        }
    }
    return std::nullopt;
}

std::string areaName(const TerrainArea& area, std::string_view kind) {
    if (!area.name.empty()) {
        return fmt::format("{} '{}'", kind, area.name);
    }
    Vec2 c;
    for (const Vec2& v : area.outline) {
        c = c + v;
    }
    const double n = static_cast<double>(std::max<std::size_t>(area.outline.size(), 1));
    return fmt::format("{} at ({}, {})", kind, formatRulesNumber(c.x / n),
                       formatRulesNumber(c.y / n));
}

std::string_view blockerKind(geometry::SightBlocker::Kind kind) {
    return keyIn(kBlockerKinds, kind, "a unit");
}

void surveyCover(const TricorneContext& context, Vec2 firePoint, const geometry::UnitLayout& target,
                 FireGeometrySurvey& survey) {
    const Table& table = tableOf(context);
    // In woods or a town (19.2): the better cover counts (A38), so hard wins.
    for (const std::size_t a : geometry::areasUnder(target.footprint, table)) {
        const TerrainArea& area = table.areas[a];
        if (area.kind == AreaKind::Town) {
            survey.cover = FireCover::Hard;
            survey.coverName = areaName(area, "a town");
        } else if (area.kind == AreaKind::Woods && survey.cover == FireCover::None) {
            survey.cover = FireCover::Soft;
            survey.coverName = areaName(area, "woods");
        }
    }
    if (survey.cover == FireCover::Hard) {
        return;
    }
    // Behind a wall: one the target stands against, which the line of fire crosses.
    const auto near =
        geometry::linearFeaturesNear(target.footprint, table, geometry::kContactTolerance);
    if (near.empty()) {
        return;
    }
    const auto path = geometry::terrainAlongPath({firePoint, target.centre()}, table, 0.0);
    for (const auto& crossing : path.lines) {
        if (crossing.kind == LinearKind::Wall &&
            std::find(near.begin(), near.end(), crossing.feature) != near.end()) {
            survey.cover = FireCover::Hard;
            const auto& wall = table.lines[crossing.feature];
            survey.coverName = wall.name.empty() ? "a wall" : fmt::format("wall '{}'", wall.name);
            return;
        }
    }
}

}  // namespace

std::string_view fireCoverKey(FireCover cover) {
    return keyIn(kCovers, cover, "none");
}

FireGeometrySurvey surveyFire(const TricorneContext& context, const Unit& firer,
                              const geometry::UnitLayout& firerLayout, const Unit& target,
                              const geometry::UnitLayout& targetLayout) {
    const auto& geometryTable = context.tables().fireGeometry;
    const double halfAngle = context.factor(geometryTable, "arcHalfAngleDegrees");
    const geometry::FireTypeLimits limits{context.factor(geometryTable, "directMaxDegrees"),
                                          context.factor(geometryTable, "obliqueMaxDegrees")};
    const std::vector<Vec2>& targetOutline = targetLayout.footprint;

    FireGeometrySurvey survey;
    survey.facesInArc = facesReaching(firerLayout, targetOutline, halfAngle);
    survey.inArc = !survey.facesInArc.empty();

    // Range runs from the nearest face that may fire (A33); a square fires from
    // the faces towards the target.
    Vec2 firePoint = midpoint(firerLayout.frontLeft, firerLayout.frontRight);
    if (survey.inArc) {
        double best = std::numeric_limits<double>::infinity();
        for (const int i : survey.facesInArc) {
            const geometry::Face& face = firerLayout.faces[static_cast<std::size_t>(i)];
            survey.figuresOnFacesInArc += face.figures;
            const double d = geometry::distanceFromFace(face, targetOutline);
            if (d < best) {
                best = d;
                firePoint = midpoint(face.left, face.right);
            }
        }
        survey.distance = best;
    } else {
        survey.distance = geometry::distanceFromFront(firerLayout, targetOutline);
        if (const auto wheel =
                smallestWheel(context, firer, firerLayout, targetOutline, halfAngle)) {
            survey.wheelDegrees = static_cast<double>(*wheel);
            survey.wheelDistance = geometry::wheelDistance(firerLayout.frontage,
                                                           std::abs(survey.wheelDegrees.value()));
        }
    }

    // Sight (A47): every other unit on the table may screen the target.
    std::vector<std::vector<Vec2>> screens;
    std::vector<const Unit*> screenUnits;
    // Every sight line runs from the fire point to a point of the target, so
    // only a unit meeting the box around both can lie across one. The index
    // keeps scenario order, so the first blocker named is the same.
    for (const Unit* other :
         context.unitsWithin(boxAround(firePoint, targetOutline), geometry::kContactTolerance)) {
        if (other->id == firer.id || other->id == target.id || context.status(*other).offTable) {
            continue;
        }
        if (const geometry::UnitLayout* layout = context.cachedLayout(*other)) {
            screens.push_back(layout->footprint);
            screenUnits.push_back(other);
        }
    }
    const Table& table = tableOf(context);
    const auto sight =
        geometry::lineOfSight(firePoint, targetOutline, table, screens, geometry::SightRules{});
    survey.sightClear = sight.clear;
    if (!sight.clear && sight.blocker) {
        const auto& blocker = *sight.blocker;
        if (blocker.kind == geometry::SightBlocker::Kind::Unit) {
            survey.sightBlockedBy = screenUnits[blocker.index]->name;
        } else {
            survey.sightBlockedBy = areaName(table.areas[blocker.index], blockerKind(blocker.kind));
        }
    }

    survey.fire = geometry::classifyFire(firerLayout.centre(), targetLayout, limits);
    surveyCover(context, firePoint, targetLayout, survey);
    return survey;
}

}  // namespace adjutant
