#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>
#include <map>
#include <string>

#include "core/io/SavedGamePlayers.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace adjutant {
class RulesetRegistry;
struct RulesetDefinition;
}  // namespace adjutant

namespace adjutant::ui {

/// Who plays each side of a game: for every side of the scenario, a person
/// or the computer commander at a difficulty, and (for a new game) the seed
/// of the game's dice, which also seeds the computer's own judgement. Shown
/// by "New game..." once the scenario is chosen and by Game > Players...
class NewGameDialog : public QDialog {
    Q_OBJECT

  public:
    /// `sides` are the scenario's side names in order; `players` the present
    /// choice. With `seedEditable` false (a game under way) the seed is shown
    /// but cannot change.
    NewGameDialog(const QStringList& sides, const SidePlayers& players, quint64 seed,
                  bool seedEditable, QWidget* parent = nullptr);

    /// The choice; every computer side is seeded with seed().
    SidePlayers players() const;
    quint64 seed() const;

    QComboBox* playerBox(int side) const { return playerBoxes_.value(side); }
    QComboBox* difficultyBox(int side) const { return difficultyBoxes_.value(side); }
    QSpinBox* seedBox() const { return seed_; }

    /// Offers House rules... (a new game): the readings of `ruleset`'s options,
    /// over the scenario's `scenarioReadings`, starting from `readings`; the
    /// player's house rules are kept in `houseRulesFolder`.
    void offerHouseRules(const RulesetDefinition& ruleset,
                         const std::map<std::string, std::string>& scenarioReadings,
                         const std::map<std::string, std::string>& readings,
                         const QString& houseRulesFolder, const RulesetRegistry* registry);
    /// The readings chosen for the new game that differ from the scenario's.
    std::map<std::string, std::string> readings() const { return readings_; }
    void setReadings(const std::map<std::string, std::string>& readings);
    QPushButton* houseRulesButton() const { return houseRules_; }
    QLabel* readingsLine() const { return readingsLine_; }

  signals:
    /// A rule link in House rules...: open the rules reference there.
    void ruleRequested(const QString& section);

  private:
    void chooseReadings();

    QList<QComboBox*> playerBoxes_;
    QList<QComboBox*> difficultyBoxes_;
    QSpinBox* seed_ = nullptr;
    quint64 fixedSeed_ = 0;  // the seed of a game under way, kept exactly
    bool seedEditable_ = true;
    const RulesetDefinition* ruleset_ = nullptr;
    const RulesetRegistry* registry_ = nullptr;
    std::map<std::string, std::string> scenarioReadings_;
    std::map<std::string, std::string> readings_;
    QString houseRulesFolder_;
    QPushButton* houseRules_ = nullptr;
    QLabel* readingsLine_ = nullptr;
};

}  // namespace adjutant::ui
