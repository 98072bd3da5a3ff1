#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/rules/Explanation.h"

namespace adjutant {

class GameState;

/// The record of one rules outcome (a volley, a morale test, a reaction move,
/// the initiative roll): who was involved, the dice thrown with their purposes,
/// a one-line summary and the explanation tree. Step commands keep their
/// resolutions, so the journal can show every roll and why it did what it did.
struct Resolution {
    std::string kind;                // "fire", "moraleTest", "reaction", "initiative", ...
    std::string step;                // id of the sequence step it belongs to
    std::vector<std::string> units;  // the units involved, the acting one first
    std::string summary;             // "IR 18 fires at IR Kaiser: 2 casualties"
    Explanation explanation;
    std::vector<DieRoll> rolls;

    nlohmann::json toJson() const;
    static Resolution fromJson(const nlohmann::json& json);
    bool operator==(const Resolution&) const = default;
};

/// A resolution of `kind` in the present step of `state`, taking the rolls
/// made through `dice` since the last resolution (none without dice).
Resolution makeResolution(const GameState& state, std::string kind, std::vector<std::string> units,
                          std::string summary, Explanation explanation, DiceSource* dice);

/// The outcomes of a step's tests, all worked out on the state as it stood,
/// applied to it in their order (`apply(state, outcome)`), and the resolution
/// each carries handed out: moved, as a resolution is a deep tree.
template <typename Outcome, typename Apply>
std::vector<Resolution> applyOutcomes(GameState& state, std::vector<Outcome>& outcomes,
                                      Apply apply) {
    std::vector<Resolution> resolutions;
    resolutions.reserve(outcomes.size());
    for (Outcome& outcome : outcomes) {
        apply(state, outcome);
        resolutions.push_back(std::move(outcome.resolution));
    }
    return resolutions;
}

}  // namespace adjutant
