#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/referee/tricorne/TricorneUnitState.h"

namespace adjutant {

class UnitPositionIndex;
struct Unit;

/// The Tricorne statuses of a game's units, each kept at its unit's place in
/// the scenario's list of units (the place it has in GameState::units()), and
/// those of ids that are no unit of the scenario kept by id (a state without
/// a scenario, a saved status of a unit since removed).
///
/// A bound reads statuses tens of thousands of times. Kept side by side in one
/// array, a status is reached from its place without hashing an id, and the
/// statuses of neighbouring places share the cache; a map keyed by id kept
/// each in a node of its own.
///
/// Like the map it replaces, it holds an entry for some units and none for
/// others (toJson writes only entries, sameAs compares them): a place without
/// an entry keeps a fresh status, which is what reading it gives.
class TricorneUnitStatuses {
  public:
    /// No units: every status is kept by id.
    TricorneUnitStatuses() = default;
    /// For the units of a scenario; none has an entry yet.
    explicit TricorneUnitStatuses(const std::vector<Unit>& units);

    /// The place of the unit with this id. Ids are unique: the scenario
    /// reader rejects a repeated one.
    std::optional<std::size_t> placeOf(std::string_view id) const;
    /// The index of the units' ids by place, nullptr without units.
    const std::shared_ptr<const UnitPositionIndex>& index() const { return index_; }
    /// How many places there are (the scenario's units).
    std::size_t places() const { return byPlace_.size(); }

    /// Whether the place (< places()) has an entry.
    bool holds(std::size_t place) const { return held_[place]; }
    /// The entry for this id, or nullptr when it has none.
    const TricorneUnitState* find(std::string_view id) const;
    /// The status at a place (< places()): a fresh one while it has no entry.
    const TricorneUnitState& atPlace(std::size_t place) const { return byPlace_[place]; }
    /// The entry for this id, made fresh when it has none.
    TricorneUnitState& operator[](const std::string& id);
    /// The entry at a place (< places()), made fresh when it has none.
    TricorneUnitState& atPlace(std::size_t place);

    /// The entry for this id; throws std::out_of_range when it has none.
    const TricorneUnitState& at(std::string_view id) const;
    std::size_t count(std::string_view id) const { return find(id) ? 1 : 0; }
    /// How many entries there are.
    std::size_t size() const { return heldCount_ + others_.size(); }

    /// Calls f(id, status) for every entry: the units' by place, then the
    /// others' by id.
    template <class F>
    void forEach(F&& f) const;
    template <class F>
    void forEach(F&& f);

    /// The same entries with the same statuses, wherever they are kept.
    bool operator==(const TricorneUnitStatuses& other) const;

  private:
    const std::string& idAt(std::size_t place) const;

    std::shared_ptr<const UnitPositionIndex> index_;  // ids never change: copies share it
    std::vector<TricorneUnitState> byPlace_;
    std::vector<bool> held_;  // by place: whether the place has an entry
    std::size_t heldCount_ = 0;
    std::map<std::string, TricorneUnitState, std::less<>> others_;
};

template <class F>
void TricorneUnitStatuses::forEach(F&& f) const {
    for (std::size_t place = 0; place < byPlace_.size(); ++place) {
        if (held_[place]) {
            f(idAt(place), byPlace_[place]);
        }
    }
    for (const auto& [id, status] : others_) {
        f(id, status);
    }
}

template <class F>
void TricorneUnitStatuses::forEach(F&& f) {
    for (std::size_t place = 0; place < byPlace_.size(); ++place) {
        if (held_[place]) {
            f(idAt(place), byPlace_[place]);
        }
    }
    for (auto& [id, status] : others_) {
        f(id, status);
    }
}

}  // namespace adjutant
