#pragma once

#include <QFrame>
#include <QImage>
#include <QList>
#include <QString>

#include "core/io/SavedGamePlayers.h"
#include "ui/start/ScenarioFacts.h"

class QComboBox;
class QLabel;
class QPushButton;

namespace adjutant::ui {

/// One scenario on the start page: its table in miniature, title, ruleset,
/// period, forces and table, a short description, who plays each side (a
/// person, or the computer at a level) and a button to play it.
class ScenarioCard : public QFrame {
    Q_OBJECT

  public:
    /// `origin`: where the scenario comes from when not shipped with the
    /// program ("in your folder", "opened lately"); empty for a shipped one.
    ScenarioCard(QString path, const ScenarioFacts& facts, const QString& origin,
                 QWidget* parent = nullptr);

    const QString& path() const { return path_; }
    const ScenarioFacts& facts() const { return facts_; }
    void setThumbnail(const QImage& image);
    bool hasThumbnail() const { return hasThumbnail_; }

    /// Who plays each side as chosen on the card; the computer's seed is set
    /// when the game starts.
    SidePlayers players() const;
    void setPlayers(const SidePlayers& players);
    QComboBox* playerBox(int side) const { return playerBoxes_.value(side); }
    QPushButton* playButton() const { return play_; }
    QPushButton* houseRulesButton() const { return houseRules_; }

  signals:
    void playRequested(const QString& path, const adjutant::SidePlayers& players);
    /// "House rules...": choose the readings of the rules, then play.
    void playWithHouseRulesRequested(const QString& path, const adjutant::SidePlayers& players);

  private:
    QString path_;
    ScenarioFacts facts_;
    QLabel* thumbnail_ = nullptr;
    bool hasThumbnail_ = false;
    QList<QComboBox*> playerBoxes_;
    QPushButton* play_ = nullptr;
    QPushButton* houseRules_ = nullptr;
};

/// The words for a choice of player ("A person", "The computer, steady").
QString playerChoiceText(const std::optional<CommanderSettings>& player);

}  // namespace adjutant::ui
