#include "core/dice/DieRollsJson.h"

namespace adjutant {

nlohmann::json dieRollsJson(const std::vector<DieRoll>& rolls) {
    nlohmann::json list = nlohmann::json::array();
    for (const DieRoll& roll : rolls) {
        list.push_back({{"purpose", roll.purpose}, {"value", roll.value}});
    }
    return list;
}

}  // namespace adjutant
