#include "ui/editor/PlaceUnitTool.h"

#include "core/editor/ScenarioEdits.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/ScenarioOutlines.h"

namespace adjutant::ui {

QString PlaceUnitTool::hint() const {
    return template_ ? tr("Place %1: click where its front edge centre stands")
                           .arg(QString::fromStdString(template_->name.empty() ? template_->type
                                                                               : template_->name))
                     : tr("Choose a unit to place in the Order of battle dock");
}

double PlaceUnitTool::facingFromBaseline(TableEdge baseline) {
    switch (baseline) {
        case TableEdge::Bottom:
            return 0;
        case TableEdge::Top:
            return 180;
        case TableEdge::Left:
            return 90;
        case TableEdge::Right:
            return 270;
    }
    return 0;
}

std::string PlaceUnitTool::freeId(const Scenario& scenario, const std::string& wanted) {
    if (!wanted.empty() && !pieces::exists(scenario, wanted)) {
        return wanted;
    }
    const std::string stem = wanted.empty() ? std::string("unit") : wanted;
    for (int n = 2;; ++n) {
        const std::string candidate = stem + "-" + std::to_string(n);
        if (!pieces::exists(scenario, candidate)) {
            return candidate;
        }
    }
}

bool PlaceUnitTool::mousePress(const ToolMouseEvent& event) {
    if (event.button != Qt::LeftButton || !session().hasScenario()) {
        return false;
    }
    if (!template_) {
        emit message(hint());
        return true;
    }
    const Scenario& scenario = session().scenario();
    Unit unit = *template_;
    unit.id = freeId(scenario, unit.id);
    if (unit.side >= 0 && unit.side < int(scenario.sides.size())) {
        unit.pose.facingDegrees =
            facingFromBaseline(scenario.sides[std::size_t(unit.side)].baseline);
    }
    unit.pose.position = onTable(event.table);
    if (applyEdit(edits::placeUnit(unit))) {
        session().selectPiece(QString::fromStdString(unit.id));
    }
    return true;
}

}  // namespace adjutant::ui
