#include "app/cli/OrderGivers.h"

#include <fmt/format.h>

namespace adjutant::cli {

StepOrdersMaker orderGiverMaker(const OrderGiverChoice& choice, std::string& error) {
    if (choice.kind == "default") {
        return [](const std::shared_ptr<const RefereeRegistry>& referees, int side,
                  std::uint64_t /*seed*/) -> std::unique_ptr<StepOrders> {
            return std::make_unique<DefaultStepOrders>(referees, side);
        };
    }
    error = fmt::format("unknown order giver \"{}\" (expected \"computer\" or \"default\")",
                        choice.kind);
    return {};
}

}  // namespace adjutant::cli
