#include "ui/window/HelpDialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace adjutant::ui {

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("How to play - Adjutant"));
    auto* text = new QTextBrowser(this);
    text->setOpenExternalLinks(false);
    text->setHtml(howToPlay());
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(620, 560);
}

QString HelpDialog::howToPlay() {
    return tr(
        "<h2>Playing a game</h2>"
        "<p>Adjutant keeps the table, measures, throws the dice and applies the rules; "
        "the players decide what their troops do. Two players can share one screen "
        "(hot-seat), or one player can give both sides' orders.</p>"
        "<h3>Starting</h3>"
        "<p><b>File &gt; New game</b> starts a game on a scenario (*.scenario.json). "
        "<b>Save as</b> gives the game a file; from then on every change is written to it "
        "as it happens, so nothing is lost if the program stops. <b>Open</b> continues a "
        "saved game.</p>"
        "<h3>A bound, step by step</h3>"
        "<p>Each bound follows the ruleset's sequence of play, shown in the <b>Phase</b> "
        "panel with the present step highlighted and what each side may do in it.</p>"
        "<ol>"
        "<li>Give this step's orders with the <b>Tools</b>: <b>Charge</b> (C) declares a "
        "charge, <b>Select and move</b> (S) drags a unit (the table shows how far it may go; "
        "Tab chooses how it moves where the rules give a choice, such as a pace; a front "
        "corner drags a wheel) and right-clicking a unit offers its formations, turns, "
        "limbering and the like, "
        "<b>Fire</b> (F) orders a unit to fire (where the rules let it choose how, such as a "
        "gun's canister or roundshot, Tab changes the choice), <b>Measure</b> (M) lays a "
        "tape. Fire orders and charges wait on the table as arrows until their step: "
        "right-click one, or select its unit and press Delete, to take it back. Escape "
        "cancels what a tool is doing. <b>Game &gt; Give default "
        "orders</b> (Ctrl+D) gives simple orders for both sides instead (advance to medium "
        "range, then fire).</li>"
        "<li><b>Game &gt; Resolve step</b> (Ctrl+Return) has the referee carry out the step "
        "for both sides, throwing every die, and moves on to the next step. Steps in which "
        "no one gives orders (responses, melee, morale) only need resolving. F8 does both: "
        "the default orders, then the resolution.</li>"
        "<li>The <b>Journal</b> shows what happened and why, each result with its "
        "calculation; the <b>Dice</b> tray shows the rolls; the <b>Unit</b> inspector shows "
        "the selected unit's state. Before a step is resolved, the Phase panel lists the "
        "tests it will make and why.</li>"
        "</ol>"
        "<h3>Playing against the computer</h3>"
        "<p><b>New game</b> asks who plays each side: a person, or the computer at Novice, "
        "Steady or Veteran (<b>Game &gt; Players</b> changes it later; it is saved with the "
        "game). In every step the computer gives its side's orders one at a time, selecting "
        "each unit as it orders it, with the reason in the journal; then you give yours and "
        "resolve the step. <b>Game &gt; Computer speed</b> chooses normal, fast or step by "
        "step (<b>Next order</b>, F9); <b>Pause</b> stops the computer. When it plays both "
        "sides it resolves the steps itself until the game is over: an army breaks or the "
        "last bound is played. <b>Game &gt; Simulate "
        "battles</b> plays many games at once and charts who wins.</p>"
        "<h3>Mistakes</h3>"
        "<p><b>Edit &gt; Undo</b> (Ctrl+Z) takes back the last order or step; <b>Redo</b> puts "
        "it back with the same dice, so undoing cannot be used to throw again. The computer's "
        "orders in a step are taken back together, and it does not give them again: redo "
        "them, or undo the step before.</p>"
        "<h3>The table</h3>"
        "<p>Scroll to zoom, drag with the middle button (or hold Space) to pan, Ctrl+0 fits "
        "the table. The status bar shows where the cursor is on the table in inches (or "
        "centimetres, see <b>Settings</b>) and in the ruleset's paces. A unit's badge says "
        "when it is shaken, unformed, routing or reforming.</p>"
        "<h3>Learning the rules</h3>"
        "<p><b>Help &gt; Lessons</b> leads you through each ruleset on the table, a step at "
        "a time, with a <b>Show me</b> button. <b>Help &gt; Rules reference</b> (Shift+F1) "
        "opens the rules in brief; every rule number in the journal and the Unit panel opens "
        "it at that section. The Unit panel's <b>If it tests now</b> gives the exact odds of "
        "the unit's tests. <b>Help &gt; Replay this game</b> shows the table after any order, "
        "and keeps your notes on it with the game.</p>"
        "<p>The <b>Phase</b> panel says what the present step is for and why a side may not "
        "act in it. On the table a yellow ring marks each unit that may act now; with a unit "
        "selected, the enemies it could fire at are outlined in red and those its charge "
        "could reach in dashed orange (<b>View &gt; Overlays &gt; Show who may act</b>). A "
        "step in which nobody can act says so: <b>Resolve step</b> passes it, or "
        "<b>Settings</b> can pass such steps by themselves. Over a target, the Charge and "
        "Fire tools give the exact chance of each outcome.</p>");
}

}  // namespace adjutant::ui
