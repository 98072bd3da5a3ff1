#pragma once

// Helpers for the whole-bound charge tests: a charge declared with its command
// in step 1, then the bound's steps resolved one by one with scripted dice,
// each step's resolutions kept for the assertions.

#include <gtest/gtest.h>

#include <cstdlib>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/tricorne/TricorneGameState.h"
#include "tests/core/referee/TricorneBoundTestSupport.h"

namespace adjutant::testing {

/// What each step of a bound resolved, by step id.
struct BoundRecord {
    std::map<std::string, std::vector<Resolution>> steps;

    const std::vector<Resolution>& at(const std::string& step) const {
        static const std::vector<Resolution> none;
        auto it = steps.find(step);
        return it == steps.end() ? none : it->second;
    }

    /// The resolutions of a kind in a step.
    std::vector<const Resolution*> ofKind(const std::string& step, const std::string& kind) const {
        std::vector<const Resolution*> found;
        for (const Resolution& r : at(step)) {
            if (r.kind == kind) {
                found.push_back(&r);
            }
        }
        return found;
    }

    /// Every summary, step by step: the message of a failed expectation.
    std::string text() const {
        std::string out;
        for (const auto& [step, resolutions] : steps) {
            for (const Resolution& r : resolutions) {
                out += step + " / " + r.kind + ": " + r.summary + "\n";
            }
        }
        return out;
    }
};

class TricorneChargeBoundTest : public ::testing::Test, public BuiltinEngineFixture {
  protected:
    GameChange charge(Game& game, const std::string& charger, std::vector<std::string> targets) {
        return game.apply(std::make_unique<ChargeOrderCommand>(referees, charger, targets));
    }

    /// Resolves the steps of the current bound up to and including `lastStep`
    /// (empty: to the end of the bound), recording what each did.
    void play(Game& game, ScriptedDice& dice, BoundRecord& record,
              const std::string& lastStep = {}) {
        const int bound = game.state().bound();
        for (int guard = 0; guard < 16 && game.state().bound() == bound; ++guard) {
            const std::string id = game.state().currentStep()->id;
            const std::size_t before = game.cursor();
            const ResolveStepCommand& step = resolve(game, dice);
            if (game.cursor() == before) {
                return;  // refused: resolve() has reported why
            }
            auto& kept = record.steps[id];
            kept.insert(kept.end(), step.resolutions().begin(), step.resolutions().end());
            if (std::getenv("ADJUTANT_DUMP_BOUND")) {
                for (const Resolution& r : step.resolutions()) {
                    std::cout << "== " << id << " / " << r.kind << ": " << r.summary << "\n"
                              << r.explanation.render(1);
                }
            }
            if (id == lastStep) {
                return;
            }
        }
    }

    static const TricorneUnitState& status(const Game& game, const std::string& id) {
        return tricorneState(game.state()).unit(id);
    }

    static const Unit& unit(const Game& game, const std::string& id) {
        return *game.state().findUnit(id);
    }
};

}  // namespace adjutant::testing
