#include "ui/tools/CommandJson.h"

namespace adjutant::ui::commandjson {

nlohmann::json manoeuvre(const nlohmann::json& offered) {
    return {{"type", "manoeuvre"}, {"manoeuvre", offered}};
}

nlohmann::json fireOrder(const std::string& firerId, const std::string& targetId,
                         const std::string& mode) {
    nlohmann::json json = {{"type", "fireOrder"}, {"firer", firerId}, {"target", targetId}};
    if (!mode.empty()) {
        json["mode"] = mode;
    }
    return json;
}

nlohmann::json chargeOrder(const std::string& chargerId, const std::vector<std::string>& targets) {
    return {{"type", "chargeOrder"}, {"charger", chargerId}, {"targets", targets}};
}

nlohmann::json deployUnit(const std::string& unitId, const Pose& pose) {
    return {{"type", "deployUnit"},
            {"unit", unitId},
            {"x", pose.position.x},
            {"y", pose.position.y},
            {"facing", pose.facingDegrees}};
}

nlohmann::json moveUnit(const std::string& unitId, const Pose& pose) {
    return {{"type", "moveUnit"},
            {"unit", unitId},
            {"x", pose.position.x},
            {"y", pose.position.y},
            {"facing", pose.facingDegrees}};
}

nlohmann::json setFormation(const std::string& unitId, Formation formation) {
    return {{"type", "changeFormation"},
            {"unit", unitId},
            {"formation", std::string(formationKey(formation))}};
}

}  // namespace adjutant::ui::commandjson
