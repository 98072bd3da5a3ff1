#pragma once

#include <QSize>

class QScreen;

namespace adjutant::ui {

/// The room a window may take on a screen, in the window's pixels, that never
/// comes out wider or taller than the screen's own pixels. Under a fractional
/// scale (150%) a screen 1366 pixels wide has 910⅔ of the window's: the
/// 911 Qt gives would make a window 1367 pixels wide, one more than the screen.
QSize wholePixelRoom(QSize available, double devicePixelRatio);

/// wholePixelRoom of the screen's available area, or `fallback` without a screen.
QSize roomOn(const QScreen* screen, QSize fallback);

}  // namespace adjutant::ui
