#pragma once

#include <QIcon>

namespace adjutant::ui {

/// Adjutant's icon (packaging/icons/adjutant.svg, built into the program), for
/// the windows and the About box.
QIcon applicationIcon();

}  // namespace adjutant::ui
