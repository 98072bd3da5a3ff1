#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QTranslator>

#include "tests/ui/GameTestSupport.h"
#include "ui/window/Language.h"

namespace adjutant::testing {

/// Installs the translations for `code` and takes them away again at the end
/// of the test, so the other tests of the program stay in English.
class WindowLanguage {
  public:
    explicit WindowLanguage(const QString& code) {
        inEffect = ui::installTranslations(appWithPrivateSettings(), code);
    }
    ~WindowLanguage() {
        for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(QLocale::c());
    }
    WindowLanguage(const WindowLanguage&) = delete;
    WindowLanguage& operator=(const WindowLanguage&) = delete;

    QString inEffect;
};

}  // namespace adjutant::testing
