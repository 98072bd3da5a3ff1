#include "core/ai/ComputerOrders.h"

#include "core/ai/ComputerCommander.h"
#include "core/engine/StateHash.h"

namespace adjutant {

void ComputerOrders::catchUp(const Game& game) {
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (!copy_ || attempt > 0) {
            copy_ =
                std::make_unique<Game>(std::make_shared<GameSetup>(game.setup()), rulesetStates_);
        }
        while (copy_->cursor() > game.cursor() && copy_->canUndo()) {
            copy_->undo();
        }
        bool replayed = true;
        for (std::size_t i = copy_->cursor(); i < game.cursor() && replayed; ++i) {
            // A clone keeps the dice the command threw, so the copy throws none.
            replayed = copy_->apply(game.command(i).clone()).accepted();
        }
        if (replayed && copy_->cursor() == game.cursor() &&
            stateHash(copy_->state()) == stateHash(game.state())) {
            return;
        }
    }
}

std::vector<std::unique_ptr<Command>> ComputerOrders::orders(const Game& game, int side,
                                                             const CommanderSettings& settings) {
    catchUp(game);
    const std::size_t before = copy_->cursor();
    ComputerCommander commander(referees_, side, settings);
    commander.giveOrders(*copy_);
    std::vector<std::unique_ptr<Command>> given;
    for (std::size_t i = before; i < copy_->cursor(); ++i) {
        given.push_back(copy_->command(i).clone());
    }
    return given;
}

}  // namespace adjutant
