#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/DerivedSlot.h"
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
    /// By unit, kept at the unit's place. Change a status through unit(id) or
    /// unitAt(place), or call touchAllStatuses() after changing them in a
    /// forEach, so the cache sees it.
    TricorneUnitStatuses units;
    TricorneInitiative initiative;
    TricorneOrders orders;

    /// The status of a unit, to change; a unit with no entry yet gets a fresh
    /// one. The unit is noted as touched (see TricorneStateCache).
    TricorneUnitState& unit(const std::string& id);
    const TricorneUnitState& unit(const std::string& id) const;
    /// The status of the unit at this place of GameState::units(), to change;
    /// noted as touched like unit(id). The place must be one of units.places().
    TricorneUnitState& unitAt(std::size_t place);

    /// Places of the statuses handed out to change since the last
    /// forgetTouchedStatuses(), each once.
    const std::vector<std::size_t>& touchedStatuses() const { return touched_; }
    void touchAllStatuses();
    void forgetTouchedStatuses();

    /// The cache of readings, layouts and spatial index for `state` (whose
    /// Tricorne part this is), built on first use; syncCache brings its
    /// layouts up to date with every touched unit.
    const TricorneStateCache& cache(const GameState& state) const;
    void syncCache(const GameState& state) const;
    /// Brings the cache up to date and forgets the touched units: call at the
    /// start of every referee entry point that changes the state, when no
    /// pointer into the state is held any more.
    void settle(GameState& state);

    std::unique_ptr<RulesetGameState> clone() const override;
    /// Moves the cache of a Tricorne `source` here (see TricorneStateCache:
    /// it follows its state through changes, so it follows the copy as well).
    void takeDerivedDataFrom(RulesetGameState& source) override;
    nlohmann::json toJson() const override;
    /// Compares the units' statuses, the initiative and the orders: what
    /// toJson writes, each of which it writes one to one.
    bool sameAs(const RulesetGameState& other) const override;
    /// The index the statuses are kept by.
    std::shared_ptr<const UnitPositionIndex> unitPlaces() const override { return units.index(); }

    /// The state at the start of a game: each unit's scenario `status` read as
    /// its starting TricorneUnitState (e.g. {"shaken": true}).
    static std::unique_ptr<RulesetGameState> create(const GameSetup& setup);
    static std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                                      const GameSetup& setup);

  private:
    void touch(std::size_t place);

    mutable DerivedSlot<TricorneStateCache> cache_;  // not part of the value
    std::vector<std::size_t> touched_;
    std::vector<bool> isTouched_;  // by place, mirrors touched_
};

/// The Tricorne part of a game state; throws std::logic_error if the game is not
/// run by the Tricorne engine (a programming error, never a user's).
TricorneGameState& tricorneState(GameState& state);
const TricorneGameState& tricorneState(const GameState& state);

}  // namespace adjutant
