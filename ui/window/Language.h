#pragma once

#include <QList>
#include <QString>

class QCoreApplication;

namespace adjutant::ui {

/// A language the window can be shown in: its code ("de"; empty for the
/// system's) and its name in that language, as a menu of languages lists it.
struct LanguageChoice {
    QString code;
    QString name;
};

/// The languages Adjutant is translated into, English first, after the
/// system's choice.
QList<LanguageChoice> availableLanguages();

/// The language chosen in Settings ("" follows the system), kept with QSettings.
QString chosenLanguage();
void setChosenLanguage(const QString& code);

/// Installs the translations of the window and of Qt's own dialogs for
/// `code`, or for the system's languages when it is empty, and returns the
/// code in effect ("en" when no translation matched). Call before the first
/// window is made; the translators belong to `app`.
QString installTranslations(QCoreApplication& app, const QString& code = chosenLanguage());

}  // namespace adjutant::ui
