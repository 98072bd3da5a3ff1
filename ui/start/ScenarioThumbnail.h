#pragma once

#include <QImage>
#include <QSize>
#include <QString>

namespace adjutant {
struct RulesetDefinition;
struct Scenario;
}  // namespace adjutant

namespace adjutant::ui {

/// The scenario's table as it will look at the start of the game (its map,
/// terrain and units, without names), drawn into an image of at most `size`
/// pixels with the table's proportions: the picture on a start page card.
/// `folder` is the scenario's folder, where its map image is found.
QImage scenarioThumbnail(const Scenario& scenario, const RulesetDefinition& ruleset,
                         const QString& folder, QSize size, qreal devicePixelRatio = 1.0);

}  // namespace adjutant::ui
