#include "ui/tools/CommandJson.h"

namespace adjutant::ui::commandjson {

namespace {

nlohmann::json order(const std::string& unitId, const char* kind) {
    return {{"unit", unitId}, {"kind", kind}};
}

nlohmann::json angled(const std::string& unitId, const char* kind, double degrees) {
    nlohmann::json json = order(unitId, kind);
    json["angle"] = degrees;
    json["thenFire"] = false;
    return json;
}

}  // namespace

nlohmann::json manoeuvre(const nlohmann::json& manoeuvreJson) {
    return {{"type", "manoeuvre"}, {"manoeuvre", manoeuvreJson}};
}

nlohmann::json moveTo(const std::string& unitId, const Pose& pose) {
    nlohmann::json json = order(unitId, "move");
    json["path"] = nlohmann::json::array(
        {{{"position", {pose.position.x, pose.position.y}}, {"facing", pose.facingDegrees}}});
    json["thenFire"] = false;
    return json;
}

nlohmann::json wheel(const std::string& unitId, double degrees) {
    return angled(unitId, "wheel", degrees);
}

nlohmann::json pivot(const std::string& unitId, double degrees) {
    return angled(unitId, "pivot", degrees);
}

nlohmann::json turn(const std::string& unitId, double degrees) {
    return angled(unitId, "turn", degrees);
}

nlohmann::json changeFormation(const std::string& unitId, Formation formation) {
    nlohmann::json json = order(unitId, "changeFormation");
    json["formation"] = std::string(formationKey(formation));
    return json;
}

nlohmann::json limber(const std::string& unitId, bool up) {
    return order(unitId, up ? "limber" : "unlimber");
}

nlohmann::json reform(const std::string& unitId) {
    return order(unitId, "reform");
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
