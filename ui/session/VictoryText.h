#pragma once

#include <QString>
#include <optional>

#include "core/ai/GameOutcome.h"
#include "core/model/Scenario.h"

namespace adjutant {
struct RulesetDefinition;
}

namespace adjutant::ui {

/// The scenario's victory conditions in plain words, as rich text for a
/// dock or a briefing: how long the game lasts, when each army breaks, what
/// each objective is worth and who must hold it, and how points are scored.
/// `rulesBreakPoint` is the ruleset's share of its figures at which an army
/// breaks where the scenario sets none (armyBreaksAtLoss); unknown, the text
/// says only that the rules set it.
QString victoryConditionsText(const Scenario& scenario,
                              std::optional<double> rulesBreakPoint = std::nullopt);
/// The ruleset's armyBreaksAtLoss; none without a ruleset.
std::optional<double> rulesBreakPoint(const RulesetDefinition* ruleset);

/// How the game stands by those conditions, as rich text: each army's losses
/// against its break point, who holds each objective, the points, and the
/// result once it has ended, or `ifEndedNow` (the same state judged as final)
/// while it goes on.
QString victoryStandingText(const Scenario& scenario, const GameOutcome& standing,
                            const GameOutcome* ifEndedNow = nullptr);

}  // namespace adjutant::ui
