#pragma once

#include <QString>

namespace adjutant::ui {

/// A unit's name shortened to a few characters for the table when zoomed
/// out, for scenarios that give no short name: its first word (cut to five
/// letters) with the numbers of its name, and the battalion after a comma
/// ("IR 18, I. battalion" -> "IR 18/I"). Short names are kept as they are.
QString unitShortName(const QString& name);

}  // namespace adjutant::ui
