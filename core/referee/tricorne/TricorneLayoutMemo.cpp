#include "core/referee/tricorne/TricorneLayoutMemo.h"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "core/engine/GameState.h"
#include "core/model/UnitIdHash.h"
#include "core/referee/tricorne/TricorneStateCache.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

// Entries kept before the memo starts afresh: a bound of 800 units a side
// lays out some 7,000 distinct trial shapes; a layout is a few hundred bytes.
constexpr std::size_t kMaxEntries = 16384;

std::size_t mix(std::size_t seed, std::uint64_t value) {
    // The 64-bit golden-ratio mix of boost::hash_combine's recipe.
    return seed ^
           (static_cast<std::size_t>(value) + 0x9e3779b97f4a7c15ull + (seed << 6) + (seed >> 2));
}

}  // namespace

std::optional<geometry::UnitLayout> computeLayout(const GameState& state, const Unit& unit,
                                                  Cohesion cohesion) {
    return computeLayout(state, unit, unit.pose, cohesion);
}

std::optional<geometry::UnitLayout> computeLayout(const GameState& state, const Unit& unit,
                                                  const Pose& pose, Cohesion cohesion) {
    // layoutSpecFor reads no pose: the spec of a copy at `pose` is the unit's.
    const auto spec =
        layoutSpecFor(unit, state.ruleset(), state.setup().scenario->figureScale, cohesion);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, pose);
}

std::size_t TricorneLayoutMemo::KeyHash::operator()(const Key& key) const {
    std::size_t hash = UnitIdHash{}(key.type);
    hash = mix(hash, key.x);
    hash = mix(hash, key.y);
    hash = mix(hash, key.facing);
    hash = mix(hash, static_cast<std::uint64_t>(key.figures) << 8 |
                         static_cast<std::uint64_t>(key.formation) << 4 |
                         static_cast<std::uint64_t>(key.cohesion));
    return mix(hash, static_cast<std::uint64_t>(key.guns));
}

TricorneLayoutMemo::Key TricorneLayoutMemo::keyOf(const Unit& unit, const Pose& pose,
                                                  Cohesion cohesion) {
    return Key{unit.type,
               unit.formation,
               unit.figures,
               unit.guns,
               cohesion,
               std::bit_cast<std::uint64_t>(pose.position.x),
               std::bit_cast<std::uint64_t>(pose.position.y),
               std::bit_cast<std::uint64_t>(pose.facingDegrees)};
}

void TricorneLayoutMemo::insert(Entry entry, std::size_t hash) {
    if (2 * (entries_.size() + 1) > slots_.size()) {  // grow to stay at most half full
        slots_.assign(std::max<std::size_t>(64, 2 * slots_.size()), Slot{});
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t e = 0; e < entries_.size(); ++e) {
            const std::size_t h = entries_[e].hash;
            std::size_t i = h & mask;
            while (slots_[i].entry != kNoEntry) {
                i = (i + 1) & mask;
            }
            slots_[i] = {static_cast<std::uint32_t>(h >> 32), static_cast<std::uint32_t>(e)};
        }
    }
    const std::size_t mask = slots_.size() - 1;
    std::size_t i = hash & mask;
    while (slots_[i].entry != kNoEntry) {
        i = (i + 1) & mask;
    }
    slots_[i] = {static_cast<std::uint32_t>(hash >> 32),
                 static_cast<std::uint32_t>(entries_.size())};
    entries_.push_back(std::move(entry));
}

geometry::UnitLayoutRef TricorneLayoutMemo::layoutOf(const GameState& state, const Unit& unit,
                                                     Cohesion cohesion) {
    return layoutOf(state, unit, unit.pose, cohesion);
}

geometry::UnitLayoutRef TricorneLayoutMemo::layoutOf(const GameState& state, const Unit& unit,
                                                     const Pose& pose, Cohesion cohesion) {
    Key key = keyOf(unit, pose, cohesion);
    const std::size_t hash = KeyHash{}(key);
    const auto tag = static_cast<std::uint32_t>(hash >> 32);
    if (!slots_.empty()) {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash & mask; slots_[i].entry != kNoEntry; i = (i + 1) & mask) {
            if (slots_[i].tag != tag || !(entries_[slots_[i].entry].key == key)) {
                continue;
            }
            const std::shared_ptr<const geometry::UnitLayout>& kept =
                entries_[slots_[i].entry].layout;
            if (TricorneStateCache::verifyEverySync) {
                const auto fresh = computeLayout(state, unit, pose, cohesion);
                if (fresh.has_value() != (kept != nullptr) || (fresh && !(*fresh == *kept))) {
                    throw std::logic_error("the layout memo kept a layout of \"" + unit.id +
                                           "\" that differs from a fresh one");
                }
            }
            return geometry::UnitLayoutRef::share(kept);
        }
    }
    if (entries_.size() >= kMaxEntries) {
        entries_.clear();
        slots_.assign(slots_.size(), Slot{});
    }
    std::shared_ptr<const geometry::UnitLayout> layout;
    if (auto fresh = computeLayout(state, unit, pose, cohesion)) {
        layout = std::make_shared<const geometry::UnitLayout>(std::move(*fresh));
    }
    insert(Entry{std::move(key), layout, hash}, hash);
    return geometry::UnitLayoutRef::share(std::move(layout));
}

}  // namespace adjutant
