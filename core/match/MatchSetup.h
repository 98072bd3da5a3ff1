#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "core/ai/CommanderSettings.h"
#include "core/engine/GameSetup.h"

namespace adjutant {

/// How the two players of a game between two people meet.
enum class MatchWay {
    OneScreen,  // hot-seat: both at one window, handing it over
    ByFile,     // each sends the other a turn file (by e-mail or a shared folder)
    Live,       // two programs connected directly or through an MQTT broker
};

std::string_view matchWayKey(MatchWay way);  // "screen", "file", "live"
std::optional<MatchWay> matchWayFromKey(std::string_view key);

/// One side of a game between two people, as this program sees it.
struct MatchSide {
    std::string id;     // the scenario's side id
    bool here = false;  // its orders are given in this program
    /// Here only: the side's secret (32 bytes), from which its shares are made;
    /// kept in this program's record of the game and never sent.
    std::string secret;
    /// Here only: the computer gives the side's orders (else a person does).
    std::optional<CommanderSettings> computer;
};

/// What a game between two people is started from.
struct MatchSetup {
    std::shared_ptr<const GameSetup> game;  // the scenario, the ruleset and its options
    std::string gameId;                     // 32 hexadecimal digits, the same in both programs
    std::array<MatchSide, 2> sides;
    MatchWay way = MatchWay::OneScreen;
};

}  // namespace adjutant
