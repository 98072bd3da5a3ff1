#include "core/referee/ActiveUnitIndex.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"

namespace adjutant {

namespace {

std::vector<Vec2> footprintOf(const GameState& state, const Unit& unit) {
    if (unit.figures <= 0) {
        return {};
    }
    auto layout = layoutUnitAt(state, unit, unit.pose, unit.formation);
    return layout ? std::move(layout->footprint) : std::vector<Vec2>{};
}

}  // namespace

void ActiveUnitIndex::rebuild(const GameState& state) {
    const std::vector<Unit>& units = state.units();
    inputs_.clear();
    footprints_.clear();
    sides_.clear();
    placeInSide_.assign(units.size(), 0);
    std::map<int, std::vector<std::vector<Vec2>>> sideFootprints;
    for (std::size_t i = 0; i < units.size(); ++i) {
        inputs_.emplace_back(units[i], units[i].pose, units[i].formation);
        footprints_.push_back(footprintOf(state, units[i]));
        Side& side = sides_[units[i].side];
        placeInSide_[i] = side.positions.size();
        side.positions.push_back(i);
        sideFootprints[units[i].side].push_back(footprints_[i]);
    }
    all_.rebuild(footprints_);
    for (auto& [id, side] : sides_) {
        side.index.rebuild(sideFootprints[id]);
    }
}

void ActiveUnitIndex::sync(const GameState& state) {
    const std::vector<Unit>& units = state.units();
    const ChangeRevisions& changes = state.unitChanges();
    if (units.size() != inputs_.size() || changes.latest() < seen_) {
        rebuild(state);  // first use, or a state that has not come from the last one seen
    } else {
        changes.forEachChangedSince(seen_, [&](std::size_t i) {
            const Unit& unit = units[i];
            if (inputs_[i].samePlaceAndShape(unit)) {
                return;
            }
            inputs_[i] = UnitLayoutKey(unit, unit.pose, unit.formation);
            footprints_[i] = footprintOf(state, unit);
            all_.update(i, footprints_[i]);
            sides_.at(unit.side).index.update(placeInSide_[i], footprints_[i]);
        });
    }
    seen_ = changes.latest();
}

std::vector<const Unit*> ActiveUnitIndex::near(const GameState& state,
                                               const std::vector<Vec2>& polygon, double distance,
                                               const Active& active) const {
    std::vector<const Unit*> found;
    for (const std::size_t i : all_.withinDistance(polygon, distance)) {
        const Unit& unit = state.units()[i];
        if (active(unit)) {
            found.push_back(&unit);
        }
    }
    return found;
}

std::vector<const Unit*> ActiveUnitIndex::nearestEnemies(const GameState& state, const Unit& unit,
                                                         std::size_t count,
                                                         const Active& active) const {
    // Each side's index gives its nearest in (distance, game order); merged,
    // the first `count` are the first `count` of every enemy so ordered. A side
    // asked again for twice as many when units it named are out of the game.
    const Vec2 from = unit.pose.position;
    std::vector<std::tuple<double, std::size_t, const Unit*>> candidates;
    for (const auto& [id, side] : sides_) {
        if (id == unit.side || count == 0) {
            continue;
        }
        for (std::size_t asked = count;; asked *= 2) {
            const std::vector<std::size_t> nearest = side.index.nearest(from, asked);
            std::size_t taken = 0;
            const std::size_t before = candidates.size();
            for (const std::size_t i : nearest) {
                const std::size_t position = side.positions[i];
                const Unit& enemy = state.units()[position];
                if (active(enemy) && taken < count) {
                    candidates.emplace_back(
                        geometry::distanceFromPoint(from, footprints_[position]), position, &enemy);
                    ++taken;
                }
            }
            if (taken == count || nearest.size() < asked) {
                break;
            }
            candidates.resize(before);
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

std::vector<const Unit*> ActiveUnitIndex::enemiesWithin(const GameState& state, const Unit& unit,
                                                        double inches, const Active& active) const {
    const Vec2 at = unit.pose.position;
    const std::vector<Vec2> square{{at.x - inches, at.y - inches},
                                   {at.x + inches, at.y - inches},
                                   {at.x + inches, at.y + inches},
                                   {at.x - inches, at.y + inches}};
    std::vector<std::pair<double, const Unit*>> keyed;  // found in the game's order
    for (const std::size_t i : all_.withinDistance(square, 0.0)) {
        const Unit& other = state.units()[i];
        if (other.side == unit.side || !active(other)) {
            continue;
        }
        const double distance = geometry::distanceFromPoint(at, footprints_[i]);
        if (distance <= inches) {
            keyed.emplace_back(distance, &other);
        }
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<const Unit*> enemies;
    for (const auto& [distance, enemy] : keyed) {
        enemies.push_back(enemy);
    }
    return enemies;
}

std::vector<std::vector<Vec2>> ActiveUnitIndex::sightScreens(const GameState& state, Vec2 from,
                                                             const std::vector<Vec2>& target,
                                                             const Unit& firer,
                                                             const Unit& targetUnit,
                                                             const Active& active) const {
    Vec2 low = from;
    Vec2 high = from;
    for (const Vec2& v : target) {
        low = {std::min(low.x, v.x), std::min(low.y, v.y)};
        high = {std::max(high.x, v.x), std::max(high.y, v.y)};
    }
    const std::vector<Vec2> box{low, {high.x, low.y}, high, {low.x, high.y}};
    std::vector<std::vector<Vec2>> screens;
    // Units stacked on one spot screen alike: each footprint is measured and
    // kept once, or a stack of a thousand is measured against the box, asked
    // whether it is still in the game and then tried against every line a
    // thousand times. Callers ask only whether and by what kind of thing
    // sight is blocked. A footprint is kept for the first of its stack that is
    // active, so the screens come in the game's order as they did unit by unit.
    const auto before = [](const std::vector<Vec2>* a, const std::vector<Vec2>* b) {
        return std::lexicographical_compare(
            a->begin(), a->end(), b->begin(), b->end(),
            [](Vec2 p, Vec2 q) { return p.x < q.x || (p.x == q.x && p.y < q.y); });
    };
    struct Seen {
        bool nearBox = false;  // within the contact tolerance of the box
        bool kept = false;     // among the screens already
    };
    std::map<const std::vector<Vec2>*, Seen, decltype(before)> seen(before);
    for (const std::size_t i : all_.boxesWithinDistance(box, geometry::kContactTolerance)) {
        const Unit& unit = state.units()[i];
        if (unit.id == firer.id || unit.id == targetUnit.id) {
            continue;
        }
        const auto [at, first] = seen.try_emplace(&footprints_[i]);
        Seen& footprint = at->second;
        if (first) {
            footprint.nearBox =
                geometry::distanceWithin(box, footprints_[i], geometry::kContactTolerance);
        }
        if (footprint.nearBox && !footprint.kept && active(unit)) {
            footprint.kept = true;
            screens.push_back(footprints_[i]);
        }
    }
    return screens;
}

}  // namespace adjutant
