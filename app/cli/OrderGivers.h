#pragma once

#include <string>

#include "core/ai/Simulation.h"

namespace adjutant::cli {

/// Who gives a side's orders in a game played headless, as the options name
/// them: "computer" (the computer commander) or "default" (the referee's
/// simple default orders).
struct OrderGiverChoice {
    std::string kind = "computer";
    std::string difficulty = "veteran";
};

/// The maker of that side's order giver, or nothing (with `error` set) for a
/// name the program does not know.
StepOrdersMaker orderGiverMaker(const OrderGiverChoice& choice, std::string& error);

}  // namespace adjutant::cli
