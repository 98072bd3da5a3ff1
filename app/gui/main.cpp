// adjutant: the desktop program.
//
//   adjutant                        the start page: every scenario to play
//   adjutant FILE.scenario.json     a new game on that scenario, its briefing first
//   adjutant FILE.save.jsonl        the saved game, replayed to where it was left
#include "app/gui/WindowProgram.h"

int main(int argc, char** argv) {
    return adjutant::app::runAdjutantWindow(argc, argv, adjutant::builtinRulesetDescriptors());
}
