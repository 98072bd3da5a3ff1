#include "ui/editor/PlaceCrossingTool.h"

#include "core/editor/CrossingEdits.h"
#include "ui/editor/EditorSession.h"

namespace adjutant::ui {

QString PlaceCrossingTool::name() const {
    return kind_ == WaterCrossingKind::Bridge ? tr("Place &bridge") : tr("Place &ford");
}

QString PlaceCrossingTool::hint() const {
    return kind_ == WaterCrossingKind::Bridge
               ? tr("Click on a river or stream to place a bridge; click a bridge or ford to "
                    "remove it")
               : tr("Click on a river or stream to place a ford; click a bridge or ford to "
                    "remove it");
}

bool PlaceCrossingTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    const Vec2 at = onTable(event.table);
    const auto& lines = session().scenario().table.lines;
    for (std::size_t l = 0; l < lines.size(); ++l) {
        for (std::size_t c = 0; c < lines[l].crossings.size(); ++c) {
            const WaterCrossing& crossing = lines[l].crossings[c];
            if ((crossing.point - at).length() <= crossing.width / 2) {
                // Read before the edit: the scenario it lies in is replaced.
                const WaterCrossingKind removed = crossing.kind;
                if (applyEdit(edits::removeWaterCrossing(l, c))) {
                    emit message(removed == WaterCrossingKind::Bridge ? tr("Bridge removed")
                                                                      : tr("Ford removed"));
                }
                return true;
            }
        }
    }
    WaterCrossing crossing;
    crossing.kind = kind_;
    crossing.point = at;
    if (applyEdit(edits::placeWaterCrossing(crossing))) {
        emit message(kind_ == WaterCrossingKind::Bridge ? tr("Bridge placed") : tr("Ford placed"));
    }
    return true;
}

}  // namespace adjutant::ui
