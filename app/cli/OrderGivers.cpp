#include "app/cli/OrderGivers.h"

#include <fmt/format.h>

#include "core/ai/ComputerCommander.h"

namespace adjutant::cli {

StepOrdersMaker orderGiverMaker(const OrderGiverChoice& choice, std::string& error) {
    if (choice.kind == "default") {
        return [](const std::shared_ptr<const RefereeRegistry>& referees, int side,
                  std::uint64_t /*seed*/) -> std::unique_ptr<StepOrders> {
            return std::make_unique<DefaultStepOrders>(referees, side);
        };
    }
    if (choice.kind == "computer") {
        const std::optional<Difficulty> difficulty = parseDifficulty(choice.difficulty);
        if (!difficulty) {
            error = fmt::format(
                "unknown difficulty \"{}\" (expected \"novice\", \"steady\" or \"veteran\")",
                choice.difficulty);
            return {};
        }
        return [difficulty](const std::shared_ptr<const RefereeRegistry>& referees, int side,
                            std::uint64_t seed) -> std::unique_ptr<StepOrders> {
            return std::make_unique<ComputerCommander>(referees, side,
                                                       CommanderSettings{*difficulty, seed});
        };
    }
    error = fmt::format("unknown order giver \"{}\" (expected \"computer\" or \"default\")",
                        choice.kind);
    return {};
}

}  // namespace adjutant::cli
