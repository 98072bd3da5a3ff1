#pragma once

#include <QImage>
#include <QList>
#include <QString>

#include "core/report/BattleReport.h"

namespace adjutant {
class GameState;
class RulesetReferee;
}  // namespace adjutant

namespace adjutant::ui {

/// The pictures of an after-action report.
namespace ReportPictures {

/// The table as the window draws it (terrain, map, every unit with its name
/// and status), for `state`, `pixelWidth` pixels wide for a page that shows
/// it `shownWidth` pixels wide: the names and badges come out at the size they
/// have on screen, readable on paper, while the table gets every pixel.
/// `scenarioFolder` resolves the map image; units no longer on the table are
/// left out.
QImage table(const GameState& state, const RulesetReferee* referee, const QString& scenarioFolder,
             int pixelWidth, int shownWidth);

/// The type size on paper, in points, of a unit's name in `picture` (made by
/// table()) when a page shows it `shownWidth` pixels wide; a page pixel is
/// 0.75 pt, as CSS and a printed QTextDocument count it.
double namePointsOnPaper(const QImage& picture, int shownWidth);

/// Each side's casualties bound by bound as grouped bars, in the sides'
/// colours, with the axes and a legend. `labels` are the legend's and the
/// axes' words: the two sides' names, then "Bound" and "Figures lost".
QImage lossesChart(const BattleReport& report, const QStringList& labels, QSize size);

}  // namespace ReportPictures

}  // namespace adjutant::ui
