#include "core/referee/ActiveUnitIndex.h"

#include <algorithm>
#include <tuple>

#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"

namespace adjutant {

ActiveUnitIndex::ActiveUnitIndex(std::vector<const Unit*> units,
                                 std::vector<std::vector<Vec2>> footprints)
    : units_(std::move(units)), footprints_(std::move(footprints)) {
    all_.rebuild(footprints_);
}

const std::map<int, ActiveUnitIndex::Side>& ActiveUnitIndex::sides() const {
    if (sidesBuilt_) {
        return sides_;
    }
    std::map<int, std::vector<std::vector<Vec2>>> sideFootprints;
    for (std::size_t i = 0; i < units_.size(); ++i) {
        Side& side = sides_[units_[i]->side];
        side.units.push_back(units_[i]);
        side.positions.push_back(i);
        sideFootprints[units_[i]->side].push_back(footprints_[i]);
    }
    for (auto& [id, side] : sides_) {
        side.index.rebuild(sideFootprints[id]);
    }
    sidesBuilt_ = true;
    return sides_;
}

std::vector<const Unit*> ActiveUnitIndex::near(const std::vector<Vec2>& polygon,
                                               double distance) const {
    std::vector<const Unit*> found;
    for (const std::size_t i : all_.withinDistance(polygon, distance)) {
        found.push_back(units_[i]);
    }
    return found;
}

std::vector<const Unit*> ActiveUnitIndex::nearestEnemies(const Unit& unit,
                                                         std::size_t count) const {
    // Each side's index gives its nearest in (distance, game order); merged,
    // the first `count` are the first `count` of every enemy so ordered.
    const Vec2 from = unit.pose.position;
    std::vector<std::tuple<double, std::size_t, const Unit*>> candidates;
    for (const auto& [id, side] : sides()) {
        if (id == unit.side) {
            continue;
        }
        for (const std::size_t i : side.index.nearest(from, count)) {
            const std::size_t position = side.positions[i];
            candidates.emplace_back(geometry::distanceFromPoint(from, footprints_[position]),
                                    position, side.units[i]);
        }
    }
    std::sort(candidates.begin(), candidates.end());
    std::vector<const Unit*> nearest;
    for (const auto& candidate : candidates) {
        if (nearest.size() == count) {
            break;
        }
        nearest.push_back(std::get<2>(candidate));
    }
    return nearest;
}

std::vector<std::vector<Vec2>> ActiveUnitIndex::sightScreens(Vec2 from,
                                                             const std::vector<Vec2>& target,
                                                             const Unit& firer,
                                                             const Unit& targetUnit) const {
    Vec2 low = from;
    Vec2 high = from;
    for (const Vec2& v : target) {
        low = {std::min(low.x, v.x), std::min(low.y, v.y)};
        high = {std::max(high.x, v.x), std::max(high.y, v.y)};
    }
    const std::vector<Vec2> box{low, {high.x, low.y}, high, {low.x, high.y}};
    std::vector<std::vector<Vec2>> screens;
    for (const std::size_t i : all_.withinDistance(box, geometry::kContactTolerance)) {
        if (units_[i]->id != firer.id && units_[i]->id != targetUnit.id) {
            screens.push_back(footprints_[i]);
        }
    }
    return screens;
}

}  // namespace adjutant
