#include <algorithm>

#include "core/editor/ScenarioEdits.h"

namespace adjutant::edits {

ScenarioEdit removeGeneral(std::string generalId) {
    return {"Remove general " + generalId, [generalId](Scenario& scenario) -> std::string {
                for (Side& side : scenario.sides) {
                    const auto found =
                        std::find_if(side.generals.begin(), side.generals.end(),
                                     [&](const General& g) { return g.id == generalId; });
                    if (found != side.generals.end()) {
                        side.generals.erase(found);
                        return {};
                    }
                }
                return "There is no general \"" + generalId + "\".";
            }};
}

}  // namespace adjutant::edits
