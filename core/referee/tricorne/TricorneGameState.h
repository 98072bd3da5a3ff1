#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/ChangeRevisions.h"
#include "core/engine/DerivedSlot.h"
#include "core/engine/NotedEdit.h"
#include "core/engine/RulesetGameState.h"
#include "core/referee/tricorne/TricorneUnitState.h"
#include "core/referee/tricorne/TricorneUnitStatuses.h"

namespace adjutant {

class GameState;
struct GameSetup;
class JsonReader;
class TricorneStateCache;

/// Who has the initiative and how many bounds it still moves alone (7.2).
struct TricorneInitiative {
    bool rolled = false;
    int side = -1;       // the side with free bounds; -1 when both act
    int boundsOwed = 0;  // free bounds still to come
    bool operator==(const TricorneInitiative&) const = default;
};

/// Orders given for the present bound, carried out when their step is resolved.
struct TricorneOrders {
    std::map<std::string, std::string> fireTargets;  // firer id -> target id (step 9)
    /// Charger id -> unit it came into contact with after breaking through
    /// (step 5), for the response, melee and breakthrough of steps 6-7.
    std::vector<std::pair<std::string, std::string>> breakthroughContacts;
    /// Charges declared so far this bound: the next declaration's order (A49).
    int chargesDeclared = 0;
    bool operator==(const TricorneOrders&) const = default;
};

/// Tricorne and Musket's part of a game state: every unit's status, the
/// initiative and the orders waiting for their step.
class TricorneGameState final : public RulesetGameState {
  public:
    TricorneInitiative initiative;
    TricorneOrders orders;

    /// Every unit's status, by unit, kept at the unit's place. Change one
    /// through editStatus, so the cache sees it.
    const TricorneUnitStatuses& statuses() const { return statuses_; }
    /// The status of a unit; a fresh one for a unit with no entry.
    const TricorneUnitState& unit(const std::string& id) const;
    /// The status of a unit, to change; a unit with no entry yet gets a fresh
    /// one. The change is noted when the edit ends (see TricorneStateCache).
    [[nodiscard]] NotedEdit<TricorneUnitState> editStatus(const std::string& id);
    /// The same for the unit at this place of GameState::units(), which must
    /// be one of statuses().places().
    [[nodiscard]] NotedEdit<TricorneUnitState> editStatusAt(std::size_t place);
    /// Calls f(id, status) to change every status there is, noting each.
    template <typename F>
    void editEveryStatus(F&& f);
    /// The changes made to the statuses of the scenario's units, by place.
    const ChangeRevisions& statusChanges() const { return statusChanges_; }

    /// The cache of readings, layouts and spatial index for `state` (whose
    /// Tricorne part this is), built on first use and brought up to date with
    /// every change noted since it last looked.
    const TricorneStateCache& cache(const GameState& state) const;
    /// The cache as it stands, not brought up to date, or nullptr before its
    /// first use: for what it keeps that no change to the state can alter
    /// (the ruleset's words), without building one just for that.
    const TricorneStateCache* cacheIfBuilt() const { return cache_.data.get(); }

    std::unique_ptr<RulesetGameState> clone() const override;
    /// Moves the cache of a Tricorne `source` here (see TricorneStateCache:
    /// it follows its state through changes, so it follows the copy as well).
    void takeDerivedDataFrom(RulesetGameState& source) override;
    nlohmann::json toJson() const override;
    /// Compares the units' statuses, the initiative and the orders: what
    /// toJson writes, each of which it writes one to one.
    bool sameAs(const RulesetGameState& other) const override;
    /// The index the statuses are kept by.
    std::shared_ptr<const UnitPositionIndex> unitPlaces() const override {
        return statuses_.index();
    }

    /// The state at the start of a game: each unit's scenario `status` read as
    /// its starting TricorneUnitState (e.g. {"shaken": true}).
    static std::unique_ptr<RulesetGameState> create(const GameSetup& setup);
    static std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                                      const GameSetup& setup);

  private:
    TricorneUnitStatuses statuses_;
    ChangeRevisions statusChanges_;                  // not part of the value
    mutable DerivedSlot<TricorneStateCache> cache_;  // not part of the value
};

template <typename F>
void TricorneGameState::editEveryStatus(F&& f) {
    statuses_.forEach(f);
    for (std::size_t place = 0; place < statuses_.places(); ++place) {
        if (statuses_.holds(place)) {
            statusChanges_.note(place);
        }
    }
}

/// The Tricorne part of a game state; throws std::logic_error if the game is not
/// run by the Tricorne engine (a programming error, never a user's).
TricorneGameState& tricorneState(GameState& state);
const TricorneGameState& tricorneState(const GameState& state);

}  // namespace adjutant
