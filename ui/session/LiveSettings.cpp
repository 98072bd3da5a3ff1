#include "ui/session/LiveSettings.h"

#include <QObject>

namespace adjutant::ui {

nlohmann::json LiveSettings::toJson() const {
    const char* modeKey = mode == Mode::Host ? "host" : mode == Mode::Join ? "join" : "broker";
    return {{"mode", modeKey},
            {"address", address.toStdString()},
            {"port", port},
            {"name", gameName.toStdString()}};
}

std::optional<LiveSettings> LiveSettings::fromJson(const nlohmann::json& json) {
    if (!json.is_object() || !json.contains("mode") || !json["mode"].is_string() ||
        !json.contains("name") || !json["name"].is_string()) {
        return std::nullopt;
    }
    LiveSettings settings;
    const std::string mode = json["mode"].get<std::string>();
    if (mode == "host") {
        settings.mode = Mode::Host;
    } else if (mode == "join") {
        settings.mode = Mode::Join;
    } else if (mode == "broker") {
        settings.mode = Mode::Broker;
    } else {
        return std::nullopt;
    }
    settings.gameName = QString::fromStdString(json["name"].get<std::string>());
    if (json.contains("address") && json["address"].is_string()) {
        settings.address = QString::fromStdString(json["address"].get<std::string>());
    }
    if (json.contains("port") && json["port"].is_number_integer()) {
        const int port = json["port"].get<int>();
        if (port > 0 && port < 65536) {
            settings.port = port;
        }
    }
    return settings;
}

QString LiveSettings::describe() const {
    switch (mode) {
        case Mode::Host:
            return QObject::tr("hosting on port %1").arg(port);
        case Mode::Join:
            return QObject::tr("joined %1:%2").arg(address).arg(port);
        case Mode::Broker:
            return QObject::tr("through the broker at %1:%2").arg(address).arg(port);
    }
    return {};
}

}  // namespace adjutant::ui
