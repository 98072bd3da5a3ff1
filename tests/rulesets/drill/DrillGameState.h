#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>

#include "core/engine/GameSetup.h"
#include "core/engine/GameState.h"
#include "core/engine/RulesetGameState.h"
#include "core/json/JsonReader.h"

namespace adjutant {

/// The drill ruleset's part of a game state: the inches each unit has moved in
/// the bound being played (1), which is all the rules remember beyond the units.
class DrillGameState final : public RulesetGameState {
  public:
    /// Inches moved this bound, by unit id; a unit that has not moved has no entry,
    /// so that the JSON, and with it the state hash, is the same however it got there.
    std::map<std::string, double> movedInches;

    double moved(const std::string& unitId) const;
    void addMove(const std::string& unitId, double inches);

    std::unique_ptr<RulesetGameState> clone() const override;
    /// {"movedInches": {unit id: inches}}, the units that have not moved left out.
    nlohmann::json toJson() const override;
    bool sameAs(const RulesetGameState& other) const override;

    /// The state as a game starts: nobody has moved.
    static std::unique_ptr<RulesetGameState> create(const GameSetup& setup);
    /// Reads what toJson wrote; a wrong member is an error at its JSON path.
    static std::unique_ptr<RulesetGameState> fromJson(const JsonReader& json,
                                                      const GameSetup& setup);
};

/// The drill part of a game run by the drill engine; throws std::logic_error
/// for a game of another engine.
DrillGameState& drillState(GameState& state);
const DrillGameState& drillState(const GameState& state);

}  // namespace adjutant
