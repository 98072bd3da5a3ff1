#include "ui/session/ComputerOrders.h"

#include "core/ai/ComputerCommander.h"
#include "core/engine/EngineRegistry.h"
#include "core/engine/StateHash.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

void ComputerOrders::rebuild() {
    copy_ = std::make_unique<Game>(std::make_shared<GameSetup>(session_.setup()),
                                   session_.engines().rulesetStates);
}

void ComputerOrders::catchUp() {
    const Game& game = session_.game();
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (!copy_ || attempt > 0) {
            rebuild();
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

std::vector<std::unique_ptr<Command>> ComputerOrders::orders(int side,
                                                             const CommanderSettings& settings) {
    std::vector<std::unique_ptr<Command>> given;
    if (!session_.hasGame()) {
        return given;
    }
    catchUp();
    const std::size_t before = copy_->cursor();
    ComputerCommander commander(session_.referees(), side, settings);
    commander.giveOrders(*copy_);
    for (std::size_t i = before; i < copy_->cursor(); ++i) {
        given.push_back(copy_->command(i).clone());
    }
    return given;
}

}  // namespace adjutant::ui
