#include "core/referee/tricorne/TricorneChargePathMemo.h"

#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneStateCache.h"

namespace adjutant {

namespace {

std::vector<std::size_t> positionsOf(const TricorneContext& context,
                                     const std::vector<const Unit*>& units) {
    std::vector<std::size_t> positions;
    positions.reserve(units.size());
    for (const Unit* unit : units) {
        positions.push_back(*context.positionOf(*unit));  // units of the state, from the index
    }
    return positions;
}

}  // namespace

const ChargePath* ChargePathMemo::find(const TricorneContext& context, std::size_t charger,
                                       std::size_t target) const {
    auto it = entries_.find({charger, target});
    if (it == entries_.end() || !stillHolds(context, charger, target, it->second)) {
        return nullptr;
    }
    return &it->second.path;
}

void ChargePathMemo::keep(const TricorneContext& context, std::size_t charger, std::size_t target,
                          const ChargePath& path, const ChargeSweep& sweep) {
    const TricorneStateCache& cache = context.stateCache();
    Entry entry;
    entry.path = path;
    entry.anyLayoutRevision = cache.layoutRevision();
    entry.chargerRevision = cache.layoutRevision(charger);
    entry.targetRevision = cache.layoutRevision(target);
    entry.swept = sweep.swept;
    entry.foundPositions = positionsOf(context, sweep.found);
    for (std::size_t i = 0; i < sweep.found.size(); ++i) {
        const std::size_t position = entry.foundPositions[i];
        if (position == charger || position == target) {
            continue;  // passed over whatever their status
        }
        const TricorneUnitState& s = context.status(*sweep.found[i]);
        entry.found.push_back({position, cache.layoutRevision(position), s.offTable,
                               !s.thisBound.chargeTargets.empty()});
    }
    entries_.insert_or_assign({charger, target}, std::move(entry));
}

bool ChargePathMemo::stillHolds(const TricorneContext& context, std::size_t charger,
                                std::size_t target, const Entry& entry) const {
    const TricorneStateCache& cache = context.stateCache();
    if (cache.layoutRevision(charger) != entry.chargerRevision ||
        cache.layoutRevision(target) != entry.targetRevision) {
        return false;
    }
    // Some unit was laid out again since: has one come into the run?
    if (cache.layoutRevision() != entry.anyLayoutRevision && !entry.swept.empty() &&
        positionsOf(context, context.unitsWithin(entry.swept, geometry::kContactTolerance)) !=
            entry.foundPositions) {
        return false;
    }
    const std::vector<Unit>& units = context.state().units();
    for (const Found& f : entry.found) {
        const TricorneUnitState& s = context.status(units[f.position]);
        if (cache.layoutRevision(f.position) != f.layoutRevision || s.offTable != f.offTable ||
            s.thisBound.chargeTargets.empty() == f.charging) {
            return false;
        }
    }
    if (TricorneStateCache::verifyEverySync &&
        !(planChargePathAfresh(context, units[charger], units[target]) == entry.path)) {
        throw std::logic_error("the charge-path memo kept a path from \"" + units[charger].id +
                               "\" to \"" + units[target].id + "\" that has changed");
    }
    return true;
}

namespace {

// A kept path as the caller wants it: whole, or without the explanation tree
// (a copy of which is most of a path's cost to hand out).
ChargePath handedOut(const ChargePath& kept, Explain explain) {
    if (explain == Explain::Full) {
        return kept;
    }
    ChargePath path;
    path.inFront = kept.inFront;
    path.aspect = kept.aspect;
    path.start = kept.start;
    path.contactPose = kept.contactPose;
    path.wheelDegrees = kept.wheelDegrees;
    path.wheelCost = kept.wheelCost;
    path.length = kept.length;
    path.cost = kept.cost;
    path.distance = kept.distance;
    path.terrainNotes = kept.terrainNotes;
    path.impetusLostBecause = kept.impetusLostBecause;
    path.blockedBy = kept.blockedBy;
    return path;
}

}  // namespace

ChargePath planChargePath(const TricorneContext& context, const Unit& charger, const Unit& target,
                          Explain explain) {
    const auto chargerAt = context.positionOf(charger);
    const auto targetAt = context.positionOf(target);
    if (!chargerAt || !targetAt) {
        return planChargePathAfresh(context, charger, target);  // a unit at a trial pose
    }
    ChargePathMemo& memo = context.stateCache().chargePaths();
    if (const ChargePath* kept = memo.find(context, *chargerAt, *targetAt)) {
        return handedOut(*kept, explain);
    }
    ChargeSweep sweep;
    ChargePath path = planChargePathAfresh(context, charger, target, &sweep);
    memo.keep(context, *chargerAt, *targetAt, path, sweep);
    if (explain == Explain::AnswerOnly) {
        path.explanation = Explanation{};
    }
    return path;
}

}  // namespace adjutant
