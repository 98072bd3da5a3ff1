#pragma once

#include <QString>
#include <nlohmann/json.hpp>
#include <optional>

namespace adjutant::ui {

/// How a window reaches the other player's program in a game played live,
/// kept in the record's header so that the game reconnects when it is opened
/// again.
struct LiveSettings {
    enum class Mode {
        Host,    // this window listens on `port` (all addresses of this computer)
        Join,    // connects to the host at `address`:`port`
        Broker,  // both connect to the MQTT broker at `address`:`port`
    };
    Mode mode = Mode::Host;
    QString address;
    int port = 7300;
    QString gameName;

    nlohmann::json toJson() const;
    /// Nothing for a header with no live settings (a game played otherwise).
    static std::optional<LiveSettings> fromJson(const nlohmann::json& json);
    /// "hosting on port 7300", "joined 192.168.1.20:7300", "through the broker
    /// at broker.example.org:1883": for the Two players panel.
    QString describe() const;
};

}  // namespace adjutant::ui
