#include "app/gui/GuardedApplication.h"

#include <QMessageBox>
#include <exception>
#include <iostream>
#include <new>

#include "app/common/TopLevelGuard.h"
#include "ui/window/ProblemText.h"

namespace adjutant::app {

void GuardedApplication::reportFault(const QString& what) {
    std::cerr << faultSentence("adjutant", what.toStdString()) << '\n';
    QMessageBox::critical(nullptr, adjutant::ui::internalFaultTitle(),
                          adjutant::ui::internalFaultText(what));
}

bool GuardedApplication::notify(QObject* receiver, QEvent* event) {
    QString fault;
    try {
        return QApplication::notify(receiver, event);
    } catch (const std::bad_alloc&) {
        fault = QStringLiteral("memory ran out");
    } catch (const std::exception& e) {
        fault = QString::fromStdString(e.what());
    } catch (...) {
        fault = QStringLiteral("an unknown exception");
    }
    // Only one report, however many events fail while the program closes.
    static bool reported = false;
    if (!reported) {
        reported = true;
        reportFault(fault);
    }
    exit(kInternalFaultExitCode);
    return false;
}

}  // namespace adjutant::app
