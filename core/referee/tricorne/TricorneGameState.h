#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>

#include "core/engine/RulesetGameState.h"
#include "core/referee/tricorne/TricorneUnitState.h"

namespace adjutant {

class GameState;
struct GameSetup;
class JsonReader;

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
    bool operator==(const TricorneOrders&) const = default;
};

/// Tricorne and Musket's part of a game state: every unit's status, the
/// initiative and the orders waiting for their step.
class TricorneGameState final : public RulesetGameState {
public:
    std::map<std::string, TricorneUnitState> units;  // by unit id
    TricorneInitiative initiative;
    TricorneOrders orders;

    /// The status of a unit; a unit with no entry yet gets a fresh one.
    TricorneUnitState& unit(const std::string& id) { return units[id]; }
    const TricorneUnitState& unit(const std::string& id) const;

    std::unique_ptr<RulesetGameState> clone() const override;
    nlohmann::json toJson() const override;

    /// The state at the start of a game: each unit's scenario `status` read as
    /// its starting TricorneUnitState (e.g. {"shaken": true}).
    static std::unique_ptr<RulesetGameState> create(const GameSetup& setup);
    static std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                                      const GameSetup& setup);
};

/// The Tricorne part of a game state; throws std::logic_error if the game is not
/// run by the Tricorne engine (a programming error, never a user's).
TricorneGameState& tricorneState(GameState& state);
const TricorneGameState& tricorneState(const GameState& state);

}  // namespace adjutant
