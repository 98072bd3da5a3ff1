#include "core/geometry/UnitLayout.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <numbers>
#include <optional>

namespace adjutant::geometry {

namespace {

// Stands are first placed in the unit's own frame: x across to the unit's right,
// y backwards from the front edge; at facing 0 this frame is the table's.
struct LocalStand {
    Vec2 centre;
    double width = 0;
    double depth = 0;
    double turnDegrees = 0;  // relative to the unit's facing, clockwise
    int figures = 0;
};

// A turn by a fixed angle. The cosine and sine are worked out once per turn,
// not once per point: a layout turns dozens of corners by the same angle, and
// the products are the same as before, so every corner is bit-identical.
struct Rotation {
    double c = 1;
    double s = 0;
    explicit Rotation(double degrees) {
        const double r = degrees * std::numbers::pi / 180.0;
        c = std::cos(r);
        s = std::sin(r);
    }
    Vec2 operator()(Vec2 v) const { return {v.x * c - v.y * s, v.x * s + v.y * c}; }
};

// `turn` is Rotation(stand.turnDegrees).
std::array<Vec2, 4> localCorners(const LocalStand& stand, const Rotation& turn) {
    const double hw = stand.width / 2;
    const double hd = stand.depth / 2;
    const std::array<Vec2, 4> offsets{Vec2{-hw, -hd}, Vec2{hw, -hd}, Vec2{hw, hd}, Vec2{-hw, hd}};
    std::array<Vec2, 4> corners;
    for (std::size_t i = 0; i < 4; ++i) {
        corners[i] = stand.centre + turn(offsets[i]);
    }
    return corners;
}

// How many figures a full stand holds across and in depth, and how many stands
// stand side by side; the rest of the stands follow in further rows.
struct StandGrid {
    int across = 1;
    int deep = 1;
    int columns = 1;
};

StandGrid standGridFor(const LayoutSpec& spec, int standCount) {
    const int perStand = std::max(spec.figuresPerStand, 1);
    StandGrid grid;
    if (spec.files > 0) {
        if (spec.files <= perStand && perStand % spec.files == 0) {
            grid = {spec.files, perStand / spec.files, 1};
        } else {
            grid = {perStand, 1, std::max(1, spec.files / perStand)};
        }
        return grid;
    }
    const int ranks = std::max(spec.ranks, 1);
    if (perStand % ranks == 0) {
        grid = {perStand / ranks, ranks, standCount};
    } else {
        grid = {perStand, 1, (standCount + ranks - 1) / ranks};
    }
    grid.columns = std::max(grid.columns, 1);
    return grid;
}

struct LocalLayout {
    std::vector<LocalStand> stands;
    int frontRankFigures = 0;
};

LocalLayout layOutStands(const LayoutSpec& spec, int figures) {
    const int perStand = std::max(spec.figuresPerStand, 1);
    const int standCount = (figures + perStand - 1) / perStand;
    const StandGrid grid = standGridFor(spec, standCount);
    const double slotWidth = grid.across * spec.figureFrontage * spec.spacing;
    const double slotDepth = grid.deep * spec.figureDepth;
    // A stand turned 45 degrees needs (width + depth) / sqrt(2) each way.
    const double turnedExtent = (slotWidth + slotDepth) / std::numbers::sqrt2;

    LocalLayout result;
    result.stands.reserve(static_cast<std::size_t>(standCount));
    int remaining = figures;
    for (int i = 0; i < standCount; ++i) {
        const int standFigures = std::min(remaining, perStand);
        remaining -= standFigures;
        const int across = std::min(grid.across, (standFigures + grid.deep - 1) / grid.deep);
        const int column = i % grid.columns;
        const int row = i / grid.columns;

        LocalStand stand;
        stand.figures = standFigures;
        stand.width = across * spec.figureFrontage * spec.spacing;
        stand.depth = slotDepth;
        switch (spec.cohesion) {
            case Cohesion::Ordered:
                stand.centre = {column * slotWidth + stand.width / 2,
                                row * slotDepth + slotDepth / 2};
                break;
            case Cohesion::Reforming:
                // Staggered with corners touching: alternate stands drop back a
                // stand's depth (side by side) or step aside a stand's width (in file).
                if (grid.columns > 1) {
                    const double drop = (column % 2 == 1) ? slotDepth : 0.0;
                    stand.centre = {column * slotWidth + stand.width / 2,
                                    row * 2 * slotDepth + drop + slotDepth / 2};
                } else {
                    const double aside = (row % 2 == 1) ? slotWidth : 0.0;
                    stand.centre = {aside + stand.width / 2, row * slotDepth + slotDepth / 2};
                }
                break;
            case Cohesion::Unformed:
                stand.centre = {column * turnedExtent + turnedExtent / 2,
                                row * turnedExtent + turnedExtent / 2};
                stand.turnDegrees = 45.0;
                break;
        }
        if (row == 0) {
            result.frontRankFigures += std::min(standFigures, across);
        }
        result.stands.push_back(stand);
    }
    return result;
}

// A hollow square: four equal faces set as a pinwheel, so that the outline is a
// square whose side is one face's length plus one face's depth.
LocalLayout layOutSquare(const LayoutSpec& spec, int figures) {
    std::array<int, 4> faceFigures{};
    for (int k = 0; k < 4; ++k) {
        faceFigures[static_cast<std::size_t>(k)] = figures / 4 + (k < figures % 4 ? 1 : 0);
    }
    const int faceRanks = std::max(spec.ranks, 1);
    const int across = std::max(1, (faceFigures[0] + faceRanks - 1) / faceRanks);
    const double length = across * spec.figureFrontage * spec.spacing;
    const double depth = faceRanks * spec.figureDepth;
    const double side = length + depth;

    const std::array<Vec2, 4> centres{
        Vec2{length / 2, depth / 2}, Vec2{side - depth / 2, length / 2},
        Vec2{side - length / 2, side - depth / 2}, Vec2{depth / 2, side - length / 2}};
    LocalLayout result;
    for (std::size_t k = 0; k < 4; ++k) {
        result.stands.push_back(
            {centres[k], length, depth, 90.0 * static_cast<double>(k), faceFigures[k]});
    }
    result.frontRankFigures = faceFigures[0];
    return result;
}

}  // namespace

Vec2 UnitLayout::centre() const {
    Vec2 sum;
    for (const Vec2& v : footprint) {
        sum = sum + v;
    }
    return footprint.empty() ? pose.position : sum / static_cast<double>(footprint.size());
}

UnitLayout layoutUnit(const LayoutSpec& spec, const Pose& pose) {
    const int figures = std::max(spec.figures, 1);
    LocalLayout local;
    if (spec.battery) {
        local.stands.push_back({{spec.figureFrontage / 2, spec.figureDepth / 2},
                                spec.figureFrontage,
                                spec.figureDepth,
                                0.0,
                                spec.figures});
        local.frontRankFigures = spec.guns;
    } else if (spec.formation == Formation::Square) {
        local = layOutSquare(spec, figures);
    } else {
        local = layOutStands(spec, figures);
    }

    // The stands' corners are first worked out in the unit's own frame straight
    // into the layout's stands, then turned onto the table in place: layouts
    // are made by the thousand in a bound (every trial pose of a charge or a
    // move), and a separate vector of local corners was one allocation each.
    UnitLayout layout;
    layout.stands.resize(local.stands.size());
    double minX = std::numeric_limits<double>::infinity();
    double maxX = -minX;
    double minY = minX;
    double maxY = -minX;
    // The stands of a unit are mostly turned alike (all square to it, or all
    // at 45 degrees): the turn is worked out again only when the angle's bits
    // differ from the stand before's, so the same cosine and sine are used.
    std::optional<Rotation> turn;
    std::uint64_t turnedBy = 0;
    for (std::size_t i = 0; i < local.stands.size(); ++i) {
        const auto degrees = std::bit_cast<std::uint64_t>(local.stands[i].turnDegrees);
        if (!turn || turnedBy != degrees) {
            turn.emplace(local.stands[i].turnDegrees);
            turnedBy = degrees;
        }
        layout.stands[i].corners = localCorners(local.stands[i], *turn);
        layout.stands[i].figures = local.stands[i].figures;
        for (const Vec2& c : layout.stands[i].corners) {
            minX = std::min(minX, c.x);
            maxX = std::max(maxX, c.x);
            minY = std::min(minY, c.y);
            maxY = std::max(maxY, c.y);
        }
    }
    // Put the centre of the front edge at the local origin, then onto the table.
    const Vec2 shift{-(minX + maxX) / 2, -minY};
    const Rotation facing(pose.facingDegrees);
    const auto toTable = [&](Vec2 v) { return pose.position + facing(v + shift); };

    layout.formation = spec.formation;
    layout.cohesion = spec.cohesion;
    layout.pose = pose;
    layout.frontage = maxX - minX;
    layout.depth = maxY - minY;
    layout.frontRankFigures = local.frontRankFigures;
    for (Stand& stand : layout.stands) {
        for (Vec2& corner : stand.corners) {
            corner = toTable(corner);
        }
    }
    layout.footprint = {toTable({minX, minY}), toTable({maxX, minY}), toTable({maxX, maxY}),
                        toTable({minX, maxY})};
    layout.frontLeft = layout.footprint[0];
    layout.frontRight = layout.footprint[1];

    if (spec.formation == Formation::Square && !spec.battery) {
        layout.faces.reserve(4);
        for (std::size_t k = 0; k < 4; ++k) {
            layout.faces.push_back(
                {layout.footprint[k], layout.footprint[(k + 1) % 4],
                 Pose::normalizeBearing(pose.facingDegrees + 90.0 * static_cast<double>(k)),
                 local.stands[k].figures});
        }
    } else {
        layout.faces.push_back({layout.frontLeft, layout.frontRight,
                                Pose::normalizeBearing(pose.facingDegrees),
                                layout.frontRankFigures});
    }
    return layout;
}

}  // namespace adjutant::geometry
