#pragma once

#include <nlohmann/json.hpp>
#include <string>

namespace adjutant {

/// A side's orders and share for the open round, fixed by its commitment and
/// kept by the program that plays the side until it reveals them.
struct MatchPending {
    nlohmann::json orders = nlohmann::json::array();
    std::string share;  // 32 bytes
    bool revealed = false;
};

}  // namespace adjutant
