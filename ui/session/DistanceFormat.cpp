#include "ui/session/DistanceFormat.h"

#include <QObject>
#include <cmath>

#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

namespace {
constexpr double kCentimetresPerInch = 2.54;
}

double DistanceFormat::pacesPerTableInch(const RulesetDefinition& ruleset,
                                         const std::string& figureScale) {
    if (ruleset.pacesPerInch <= 0) {
        return 0;
    }
    const FigureScale* scale = ruleset.findFigureScale(figureScale);
    const double multiplier =
        scale && scale->distanceMultiplier > 0 ? scale->distanceMultiplier : 1.0;
    return ruleset.pacesPerInch / multiplier;
}

QString DistanceFormat::length(double tableInches) const {
    if (metric_) {
        return QObject::tr("%1 cm").arg(tableInches * kCentimetresPerInch, 0, 'f', 1);
    }
    return QObject::tr("%1 in").arg(tableInches, 0, 'f', 1);
}

QString DistanceFormat::lengthWithPaces(double tableInches) const {
    if (pacesPerTableInch_ <= 0) {
        return length(tableInches);
    }
    return QObject::tr("%1 (%2 paces)")
        .arg(length(tableInches))
        .arg(std::lround(tableInches * pacesPerTableInch_));
}

QString DistanceFormat::position(QPointF tableInches) const {
    return QObject::tr("x %1, y %2")
        .arg(lengthWithPaces(tableInches.x()), lengthWithPaces(tableInches.y()));
}

}  // namespace adjutant::ui
