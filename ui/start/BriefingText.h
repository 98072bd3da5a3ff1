#pragma once

#include <QString>

#include "core/io/SavedGamePlayers.h"

namespace adjutant {
struct RulesetDefinition;
struct Scenario;
}  // namespace adjutant

namespace adjutant::ui {

/// A scenario's briefing as rich text: what the battle is, who plays each
/// side, the scenario's notes as written (a heading in capitals at the start
/// of a paragraph, "HISTORY.", set as a heading), its objectives as links
/// ("objective:ID") that show them on the table, each side's orders brigade
/// by brigade, and `victory` (rich text; empty: none is given) under its own heading.
QString briefingHtml(const Scenario& scenario, const RulesetDefinition* ruleset,
                     const SidePlayers& players, const QString& victory = {});

/// The scenario's notes as HTML paragraphs, headings in capitals set apart.
QString notesHtml(const QString& notes);

}  // namespace adjutant::ui
