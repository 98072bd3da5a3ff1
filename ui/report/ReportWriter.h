#pragma once

#include <QImage>
#include <QString>

namespace adjutant {
class Game;
class GameState;
class RulesetReferee;
class RulesetStateFactory;
}  // namespace adjutant

namespace adjutant::ui {

struct ReportDocument;

/// Writes a battle's after-action report: gathers the facts from the game's
/// journal (core/report), draws the table at the start and at the end as the
/// window draws it and the losses chart, and words it all. Each returns the
/// error, or empty; a failed write leaves any file already at `path` as it was.
namespace ReportWriter {

/// A PDF (Qt's own PDF writer) when `path` ends in .pdf, otherwise one
/// self-contained HTML file with its pictures inline.
QString write(const Game& game, const RulesetStateFactory& states, const RulesetReferee* referee,
              const QString& scenarioFolder, const QString& path);

/// What the pictures of the table do with the scenario's map image, a
/// sentence naming it: a scan too large to hold drawn from a copy scaled
/// down, or an image that cannot be decoded and is left out. Empty when the
/// map is drawn as it is, or there is none (the saved game's reader warns of a
/// missing one).
QString mapNotice(const Game& game, const QString& scenarioFolder);

/// The report's picture of the table for `state`, as write() draws it: wide
/// enough in pixels for the map's detail, its names sized for the page.
QImage tablePicture(const GameState& state, const RulesetReferee* referee,
                    const QString& scenarioFolder);

QString writePdf(const ReportDocument& document, const QString& title, const QString& path);
QString writeHtml(const ReportDocument& document, const QString& path);

}  // namespace ReportWriter

}  // namespace adjutant::ui
