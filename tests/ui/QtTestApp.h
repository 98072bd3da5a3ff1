#pragma once

#include <QApplication>
#include <cstdlib>

namespace adjutant::testing {

/// The one QApplication of a UI test binary, created on first use with the
/// offscreen platform, so that the tests run with or without a display.
inline QApplication& qtTestApp() {
    static int argc = 1;
    static char name[] = "adjutant-ui-tests";
    static char* argv[] = {name, nullptr};
    static QApplication* app = [] {
        setenv("QT_QPA_PLATFORM", "offscreen", 0);
        return new QApplication(argc, argv);
    }();
    return *app;
}

}  // namespace adjutant::testing
