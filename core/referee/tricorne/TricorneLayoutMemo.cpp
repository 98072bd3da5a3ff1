#include "core/referee/tricorne/TricorneLayoutMemo.h"

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
    const auto spec =
        layoutSpecFor(unit, state.ruleset(), state.setup().scenario->figureScale, cohesion);
    if (!spec) {
        return std::nullopt;
    }
    return geometry::layoutUnit(*spec, unit.pose);
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

TricorneLayoutMemo::Key TricorneLayoutMemo::keyOf(const Unit& unit, Cohesion cohesion) {
    return Key{unit.type,
               unit.formation,
               unit.figures,
               unit.guns,
               cohesion,
               std::bit_cast<std::uint64_t>(unit.pose.position.x),
               std::bit_cast<std::uint64_t>(unit.pose.position.y),
               std::bit_cast<std::uint64_t>(unit.pose.facingDegrees)};
}

geometry::UnitLayoutRef TricorneLayoutMemo::layoutOf(const GameState& state, const Unit& unit,
                                                     Cohesion cohesion) {
    Key key = keyOf(unit, cohesion);
    if (auto it = entries_.find(key); it != entries_.end()) {
        if (TricorneStateCache::verifyEverySync) {
            const auto fresh = computeLayout(state, unit, cohesion);
            if (fresh.has_value() != (it->second != nullptr) ||
                (fresh && !(*fresh == *it->second))) {
                throw std::logic_error("the layout memo kept a layout of \"" + unit.id +
                                       "\" that differs from a fresh one");
            }
        }
        return geometry::UnitLayoutRef::share(it->second);
    }
    if (entries_.size() >= kMaxEntries) {
        entries_.clear();
    }
    std::shared_ptr<const geometry::UnitLayout> layout;
    if (auto fresh = computeLayout(state, unit, cohesion)) {
        layout = std::make_shared<const geometry::UnitLayout>(std::move(*fresh));
    }
    entries_.emplace(std::move(key), layout);
    return geometry::UnitLayoutRef::share(std::move(layout));
}

}  // namespace adjutant
