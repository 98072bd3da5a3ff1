#pragma once

#include <QApplication>

namespace adjutant::app {

/// The desktop program's application: an exception that escapes the handling
/// of any event (a slot, a paint, a timer) is caught here, where Qt would
/// otherwise abort. The player is told in a sentence, the fault goes to the
/// standard error, and the program ends with kInternalFaultExitCode: the
/// state it was in can no longer be trusted, and the saved game already holds
/// every order carried out.
class GuardedApplication : public QApplication {
  public:
    GuardedApplication(int& argc, char** argv) : QApplication(argc, argv) {}

    bool notify(QObject* receiver, QEvent* event) override;

    /// Tells the player and the standard error about a fault, `what`.
    static void reportFault(const QString& what);
};

}  // namespace adjutant::app
