#include "ui/tools/CommandJson.h"

namespace adjutant::ui::commandjson {

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
