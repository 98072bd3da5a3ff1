#pragma once

#include <QHash>
#include <QString>
#include <string>

namespace adjutant {
class GameState;
}

namespace adjutant::ui {

/// The names of a game's units by id, for the docks' texts: commands and dice
/// purposes written by the core name units by id ("morale: au-ir-1"); the
/// docks show the names players gave them ("morale: IR Kaiser, I. battalion").
class UnitNames {
  public:
    UnitNames() = default;
    explicit UnitNames(const GameState& state);

    bool isUnit(const std::string& id) const { return names_.contains(QString::fromStdString(id)); }
    /// The unit's name, its id if it has none, or the text itself if no unit has that id.
    QString name(const QString& id) const { return names_.value(id, id); }
    /// `text` with every whole word that is a unit id replaced by the unit's name.
    QString inText(const QString& text) const;

  private:
    QHash<QString, QString> names_;
};

}  // namespace adjutant::ui
