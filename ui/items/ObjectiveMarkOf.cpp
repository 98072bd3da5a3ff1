#include "ui/items/ObjectiveMarkOf.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "core/model/DisplayName.h"

namespace adjutant::ui {

ObjectiveMarksItem::Mark objectiveMarkOf(const Scenario& scenario, const Objective& objective) {
    ObjectiveMarksItem::Mark mark;
    for (const Vec2& p : objective.outline) {
        mark.outline << QPointF(p.x, p.y);
    }
    mark.reach = scenario.victory.holdDistance;
    mark.colour = QColor(196, 140, 20);
    const QString name = QString::fromStdString(displayName(objective));
    const auto& scored = scenario.victory.objectives;
    const auto counted = std::find_if(scored.begin(), scored.end(), [&](const auto& v) {
        return v.objectiveId == objective.id && v.value > 0;
    });
    if (counted == scored.end()) {
        mark.label = name;
        return mark;
    }
    const long value = std::lround(counted->value);
    mark.label =
        value == 1
            ? QCoreApplication::translate("ObjectiveMarks", "%1 (1 point)").arg(name)
            : QCoreApplication::translate("ObjectiveMarks", "%1 (%2 points)").arg(name).arg(value);
    return mark;
}

}  // namespace adjutant::ui
