#include "ui/window/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace adjutant::ui {

namespace {

constexpr const char* kLanguageKey = "language";
// qt_add_translations puts the compiled translations here (ui/CMakeLists.txt).
constexpr const char* kTranslations = ":/i18n";

}  // namespace

QList<LanguageChoice> availableLanguages() {
    return {{QString(), QCoreApplication::translate("Language", "As the system is set")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

QString chosenLanguage() {
    return QSettings().value(kLanguageKey).toString();
}

void setChosenLanguage(const QString& code) {
    QSettings().setValue(kLanguageKey, code);
}

QString installTranslations(QCoreApplication& app, const QString& code) {
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    if (!code.isEmpty()) {
        // Numbers and dates follow the chosen language as well.
        QLocale::setDefault(locale);
    }
    auto* own = new QTranslator(&app);
    // The first of the locale's ui languages that has a translation wins.
    // Without one the window speaks English, the source language, whose
    // translation holds only its plural forms.
    if (!own->load(locale, QStringLiteral("adjutant"), QStringLiteral("_"),
                   QString::fromLatin1(kTranslations)) &&
        !own->load(QStringLiteral("adjutant_en"), QString::fromLatin1(kTranslations))) {
        delete own;
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(own);
    if (own->language().startsWith(QStringLiteral("en"))) {
        return QStringLiteral("en");
    }
    // Qt's own words (OK, Cancel, the file dialogs), when the system has them.
    auto* qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
    } else {
        delete qt;
    }
    return own->language().section('_', 0, 0);
}

}  // namespace adjutant::ui
