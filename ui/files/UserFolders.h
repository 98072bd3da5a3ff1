#pragma once

#include <QString>

namespace adjutant::ui {

/// Where the desktop program finds and keeps files: what it ships, the
/// player's own data folder (house-rules rulesets, scenarios, autosaves) and
/// the folder its games are saved in by default. An empty folder turns that
/// part off (tests use folders of their own).
struct UserFolders {
    QString shipped;     // rulesets/, scenarios/ ... installed with the program
    QString data;        // the player's data folder
    QString savedGames;  // where Save as... starts

    QString rulesets() const { return under(data, "rulesets"); }
    QString scenarios() const { return under(data, "scenarios"); }
    QString autosaves() const { return under(data, "autosave"); }
    QString shippedScenarios() const { return under(shipped, "scenarios"); }

    /// The player's folders as the desktop says: `<data home>/adjutant`
    /// (GenericDataLocation, as adjutant-cli finds it too) and `Adjutant` in the
    /// documents folder.
    static UserFolders standard(const QString& shipped);

    enum class Origin { Shipped, Player, Elsewhere };
    /// Where a file comes from, for lists that say so.
    Origin originOf(const QString& path) const;
    /// The same in the player's words ("shipped with Adjutant", "your folder").
    QString originText(const QString& path) const;

  private:
    static QString under(const QString& folder, const char* name) {
        return folder.isEmpty() ? QString() : folder + '/' + QString::fromLatin1(name);
    }
};

}  // namespace adjutant::ui
