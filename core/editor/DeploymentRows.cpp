#include "core/editor/detail/DeploymentRows.h"

#include <algorithm>

namespace adjutant::editor_detail {

namespace {

// Without a deployment zone, units stand in this band in from the baseline:
// clear of the edge, and well short of the middle of the table.
constexpr double kBandNearInches = 3.0;
constexpr double kBandFarInches = 9.0;

struct Box {
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
};

Box boundingBox(const std::vector<Vec2>& outline) {
    Box box{outline.front().x, outline.front().y, outline.front().x, outline.front().y};
    for (const Vec2 point : outline) {
        box.minX = std::min(box.minX, point.x);
        box.minY = std::min(box.minY, point.y);
        box.maxX = std::max(box.maxX, point.x);
        box.maxY = std::max(box.maxY, point.y);
    }
    return box;
}

Box baselineBand(TableEdge edge, const Table& table) {
    const double w = table.width;
    const double h = table.height;
    switch (edge) {
        case TableEdge::Top:
            return {0, kBandNearInches, w, kBandFarInches};
        case TableEdge::Bottom:
            return {0, h - kBandFarInches, w, h - kBandNearInches};
        case TableEdge::Left:
            return {kBandNearInches, 0, kBandFarInches, h};
        case TableEdge::Right:
            return {w - kBandFarInches, 0, w - kBandNearInches, h};
    }
    return {};
}

}  // namespace

DeploymentFrame deploymentFrameFor(const Scenario& scenario, int side) {
    const Side& own = scenario.sides[static_cast<std::size_t>(side)];
    Box box = baselineBand(own.baseline, scenario.table);
    for (const DeploymentZone& zone : scenario.deploymentZones) {
        if (zone.side == side && !zone.outline.empty()) {
            box = boundingBox(zone.outline);
            break;
        }
    }
    // Exact axis vectors rather than Pose::directionOf, so that positions
    // come out as the plain sums a player would work out.
    switch (own.baseline) {
        case TableEdge::Bottom:
            return {{box.minX, box.minY}, {0, -1}, {1, 0}, 0, box.maxX - box.minX};
        case TableEdge::Top:
            return {{box.maxX, box.maxY}, {0, 1}, {-1, 0}, 180, box.maxX - box.minX};
        case TableEdge::Left:
            return {{box.maxX, box.minY}, {1, 0}, {0, 1}, 90, box.maxY - box.minY};
        case TableEdge::Right:
            return {{box.minX, box.maxY}, {-1, 0}, {0, -1}, 270, box.maxY - box.minY};
    }
    return {};
}

Pose DeploymentRows::place(double frontage) {
    if (used_ > 0 && used_ + kGap + frontage > frame_.rowLength - kGap) {
        ++row_;
        used_ = 0;
    }
    const double along = used_ + kGap + frontage / 2;
    used_ += kGap + frontage;
    usedByRow_.resize(static_cast<std::size_t>(row_) + 1);
    usedByRow_[static_cast<std::size_t>(row_)] = used_;
    const Vec2 position =
        frame_.frontLeft + frame_.right * along - frame_.forward * (kRowSpacing * row_);
    return {position, frame_.facingDegrees};
}

Vec2 DeploymentRows::centringShift(int row) const {
    if (row < 0 || static_cast<std::size_t>(row) >= usedByRow_.size()) {
        return {};
    }
    // A full row keeps its gap at both ends; the space left is shared equally.
    const double spare = frame_.rowLength - kGap - usedByRow_[static_cast<std::size_t>(row)];
    return frame_.right * std::max(0.0, spare / 2);
}

}  // namespace adjutant::editor_detail
