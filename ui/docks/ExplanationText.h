#pragma once

#include <QString>

#include "core/rules/Explanation.h"

namespace adjutant::ui {

/// How the docks write one node of an explanation tree: the label with its
/// note, the value without needless decimals, and the rule reference. Shared
/// by the unit inspector and the journal so both read the same.
QString explanationLabel(const Explanation& node);
/// The node's value ("-3", "7.5"), or empty when it has none.
QString explanationValue(const Explanation& node);
/// "§15.4" for a digest section, "A40" for an ambiguity; empty when none.
QString ruleReference(const std::string& rule);
/// The same as HTML in which every section number is a link ("rule:15.4")
/// that opens the rules reference at it.
QString ruleLinksHtml(const std::string& rule);
/// The first section a rule citation names ("14.6, A37" gives "14.6"), empty if none.
QString firstCitedSection(const std::string& rule);

}  // namespace adjutant::ui
