#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"

#include <array>
#include <utility>

#include "core/json/JsonReader.h"
#include "core/referee/ManoeuvreJson.h"

namespace adjutant {

namespace {

using Kind = FireEffectManoeuvreOrder::Kind;

constexpr std::array kKinds{
    std::pair{Kind::Move, std::string_view("move")},
    std::pair{Kind::ChangeFormation, std::string_view("changeFormation")},
    std::pair{Kind::Limber, std::string_view("limber")},
    std::pair{Kind::Unlimber, std::string_view("unlimber")},
    std::pair{Kind::Mount, std::string_view("mount")},
    std::pair{Kind::Dismount, std::string_view("dismount")},
    std::pair{Kind::LieDown, std::string_view("lieDown")},
    std::pair{Kind::Rise, std::string_view("rise")},
};

}  // namespace

std::string_view fireEffectManoeuvreKindKey(Kind kind) {
    for (const auto& [value, key] : kKinds) {
        if (value == kind) {
            return key;
        }
    }
    return "move";
}

nlohmann::json FireEffectManoeuvreOrder::toJson() const {
    nlohmann::json json = {{"unitId", unitId},
                           {"kind", std::string(fireEffectManoeuvreKindKey(kind))}};
    if (formation) {
        json["formation"] = std::string(formationKey(*formation));
    }
    if (!pace.empty()) {
        json["pace"] = pace;
    }
    if (!path.empty()) {
        nlohmann::json poses = nlohmann::json::array();
        for (const Pose& pose : path) {
            poses.push_back(
                {{"position", {pose.position.x, pose.position.y}}, {"facing", pose.facingDegrees}});
        }
        json["path"] = std::move(poses);
    }
    return json;
}

std::optional<FireEffectManoeuvreOrder> FireEffectManoeuvreOrder::fromJson(const JsonReader& json) {
    if (!json.isObject()) {
        json.error("expected a manoeuvre object");
        return std::nullopt;
    }
    json.warnUnknownMembers({"unitId", "kind", "formation", "pace", "path"});
    FireEffectManoeuvreOrder order;
    order.unitId = json.requireString("unitId");
    const std::string kind = json.optionalString("kind", "move");
    bool known = false;
    for (const auto& [value, key] : kKinds) {
        if (key == kind) {
            order.kind = value;
            known = true;
        }
    }
    if (!known) {
        json.errorAt("kind", "unknown manoeuvre kind '" + kind +
                                 "' (expected move, changeFormation, limber, unlimber, mount, "
                                 "dismount, lieDown or rise)");
        return std::nullopt;
    }
    if (order.kind == Kind::ChangeFormation) {
        const std::string key = json.requireString("formation");
        order.formation = formationFromKey(key);
        if (!order.formation) {
            json.errorAt("formation", "unknown formation '" + key + "'");
            return std::nullopt;
        }
    }
    order.pace = json.optionalString("pace");
    // The brief's spelling of the infantry pace, accepted beside the table's key.
    if (order.pace == "advanceFiring") {
        order.pace = "advancingFiring";
    }
    for (const JsonReader& item : json.optionalArray("path")) {
        auto pose = readManoeuvrePose(item);
        if (!pose) {
            return std::nullopt;
        }
        order.path.push_back(*pose);
    }
    if (order.kind == Kind::Move && order.path.empty()) {
        json.errorAt("path", "a move needs at least one pose");
        return std::nullopt;
    }
    if (order.unitId.empty()) {
        return std::nullopt;
    }
    return order;
}

}  // namespace adjutant
