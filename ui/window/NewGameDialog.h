#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>

#include "core/io/SavedGamePlayers.h"

class QComboBox;
class QSpinBox;

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

  private:
    QList<QComboBox*> playerBoxes_;
    QList<QComboBox*> difficultyBoxes_;
    QSpinBox* seed_ = nullptr;
    quint64 fixedSeed_ = 0;  // the seed of a game under way, kept exactly
    bool seedEditable_ = true;
};

}  // namespace adjutant::ui
