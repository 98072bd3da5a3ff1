#pragma once

#include <QString>
#include <QStringList>

namespace adjutant {
class Match;
struct MatchEvent;
}  // namespace adjutant

namespace adjutant::ui {

/// What a game between two people says to its players, in plain words: whose
/// turn it is and what each side is doing, for the two-player panel, the
/// hand-over cover, the status bar and the start page.
namespace TwoPlayerText {

/// "Bound 3, Other movement: the Prussian army gives its orders; the Austrian
/// army's are fixed and hidden until both are ready."
QString roundLine(const Match& match);
/// Each side's part in the step now, a line each ("Austrian army: orders
/// fixed, hidden from the other side").
QStringList sideLines(const Match& match);
/// For the player of `side` (a side played here): what to do next, in one
/// sentence ("Your orders: give them on the table, then press Ready.",
/// "Send your turn file to the Austrian army's player.", "Waiting for the
/// Austrian army's orders.").
QString nextForSide(const Match& match, int side, bool byFile);
/// A short line for the list of games to go on with ("Your move: bound 3,
/// Other movement"; "Waiting for the Austrian army"; "Over: ...").
QString statusLine(const Match& match, bool byFile);
/// One event in words for the two-player panel's log.
QString eventLine(const Match& match, const MatchEvent& event);

}  // namespace TwoPlayerText

}  // namespace adjutant::ui
