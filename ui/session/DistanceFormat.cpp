#include "ui/session/DistanceFormat.h"

#include <QLocale>
#include <QObject>
#include <cmath>

#include "core/engine/GameGroundScale.h"
#include "core/engine/GameSetup.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

namespace {
constexpr double kCentimetresPerInch = 2.54;
}

GroundScale GroundScale::of(const RulesetDefinition& ruleset, const std::string& figureScale) {
    GroundScale ground;
    if (ruleset.distanceUnit == "yard" && ruleset.unitsPerInch > 0) {
        ground.perTableInch = ruleset.unitsPerInch;
        ground.unit = QObject::tr("yds");
        ground.tablesInGround = true;
        return ground;
    }
    if (ruleset.pacesPerInch <= 0) {
        return ground;
    }
    const FigureScale* scale = ruleset.findFigureScale(figureScale);
    const double multiplier =
        scale && scale->distanceMultiplier > 0 ? scale->distanceMultiplier : 1.0;
    ground.perTableInch = ruleset.pacesPerInch / multiplier;
    ground.unit = QObject::tr("paces");
    return ground;
}

GroundScale GroundScale::of(const GameSetup& setup) {
    GroundScale ground = of(*setup.ruleset, setup.scenario->figureScale);
    if (ground.tablesInGround) {
        ground.perTableInch = gameUnitsPerInch(setup);
    }
    return ground;
}

QString DistanceFormat::tableLength(double tableInches, int decimals) const {
    // In the window's language: "6,0 Zoll" in German.
    const QLocale locale;
    if (metric_) {
        return QObject::tr("%1 cm").arg(
            locale.toString(tableInches * kCentimetresPerInch, 'f', decimals));
    }
    return QObject::tr("%1 in").arg(locale.toString(tableInches, 'f', decimals));
}

QString DistanceFormat::groundLength(double tableInches) const {
    return QStringLiteral("%1 %2")
        .arg(std::lround(tableInches * ground_.perTableInch))
        .arg(ground_.unit);
}

QString DistanceFormat::length(double tableInches) const {
    if (ground_.tablesInGround && !ground_.empty()) {
        return groundLength(tableInches);
    }
    return tableLength(tableInches, 1);
}

QString DistanceFormat::limit(double tableInches) const {
    if (ground_.tablesInGround && !ground_.empty()) {
        return groundLength(tableInches);
    }
    // Band limits are whole or half inches: "18 in", "4.5 in".
    const double shown = metric_ ? tableInches * kCentimetresPerInch : tableInches;
    const bool whole = std::abs(shown - std::round(shown)) < 0.05;
    return tableLength(tableInches, whole ? 0 : 1);
}

QString DistanceFormat::lengthWithGround(double tableInches) const {
    if (ground_.empty()) {
        return tableLength(tableInches, 1);
    }
    if (ground_.tablesInGround) {
        return QObject::tr("%1 (%2)").arg(groundLength(tableInches), tableLength(tableInches, 1));
    }
    return QObject::tr("%1 (%2)").arg(tableLength(tableInches, 1), groundLength(tableInches));
}

QString DistanceFormat::position(QPointF tableInches) const {
    return QObject::tr("x %1, y %2")
        .arg(lengthWithGround(tableInches.x()), lengthWithGround(tableInches.y()));
}

}  // namespace adjutant::ui
