// The main window's part in a game between two people played live: hosting,
// joining, or meeting through an MQTT broker, and what the link says.
#include "ui/twoplayer/TwoPlayerDialog.h"
#include "ui/window/MainWindow.h"

namespace adjutant::ui {

QString MainWindow::startLiveGame(const TwoPlayerChoice& /*choice*/) {
    return tr("Live play is not in this build yet.");
}

}  // namespace adjutant::ui
