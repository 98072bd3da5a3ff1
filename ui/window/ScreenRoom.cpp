#include "ui/window/ScreenRoom.h"

#include <QScreen>
#include <cmath>

namespace adjutant::ui {

namespace {

// A length in the window's pixels whose device pixels are whole and no more
// than the length given: one less where it would reach a fraction past them.
int wholePixels(int length, double ratio) {
    const double device = length * ratio;
    return device - std::floor(device) > 1e-6 ? length - 1 : length;
}

}  // namespace

QSize wholePixelRoom(QSize available, double devicePixelRatio) {
    return {wholePixels(available.width(), devicePixelRatio),
            wholePixels(available.height(), devicePixelRatio)};
}

QSize roomOn(const QScreen* screen, QSize fallback) {
    return screen ? wholePixelRoom(screen->availableSize(), screen->devicePixelRatio()) : fallback;
}

}  // namespace adjutant::ui
