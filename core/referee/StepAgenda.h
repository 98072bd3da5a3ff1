#pragma once

#include <string>
#include <vector>

#include "core/engine/GameState.h"

namespace adjutant {

/// What resolving the present step will do on its own, before any dice: the
/// units that must test morale in a morale step, those that must test their
/// response to a charge. The phase tracker lists it so players see what is
/// coming and why; a step where only orders matter has an empty agenda.
struct StepAgendaItem {
    std::string unitId;
    std::string text;  // "must test morale: lost figures to fire from IR Kaiser"
    std::string rule;  // the digest section it comes from ("15.1")
};

using StepAgenda = std::vector<StepAgendaItem>;

/// The agenda of the game's present step, as `agendaOf(context, step)` gives
/// it through a `Context`, the ruleset's view of `state`; none before the
/// sequence of play starts.
template <typename Context, typename AgendaOf>
StepAgenda presentStepAgenda(const GameState& state, AgendaOf agendaOf) {
    const SequenceStep* step = state.currentStep();
    if (!step) {
        return {};
    }
    return agendaOf(Context(state), *step);
}

}  // namespace adjutant
