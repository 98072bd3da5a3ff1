#pragma once

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QWidget>

#include "core/io/SavedGamePlayers.h"
#include "ui/files/UserFolders.h"

class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QVBoxLayout;

namespace adjutant {
class RulesetRegistry;
}

namespace adjutant::ui {

class ScenarioCard;

/// Where a game begins (and File > New game...): every shipped and recently
/// opened scenario as a card to play, beside a course per ruleset (its
/// lessons and its tutorial game) and the saved games to continue.
///
/// The page decides nothing about games: it says what the player chose
/// through its signals, and the window starts or opens the game.
class StartPage : public QWidget {
    Q_OBJECT

  public:
    explicit StartPage(const RulesetRegistry& rulesets, QWidget* parent = nullptr);

    /// Where the scenarios are (those shipped with the program and the
    /// player's own) and the lessons (the shipped "lessons" folder).
    void setFolders(const UserFolders& folders);
    /// The folder of each ruleset's lessons (a subfolder per ruleset id).
    void setLessonFolder(const QString& folder);
    /// Files opened lately, newest first (scenarios and saved games).
    void setRecentFiles(const QStringList& files);
    /// Whether a game is open to go back to.
    void setGameOpen(bool open);
    /// Reads the scenarios, lessons and saved games again and rebuilds the page.
    void refresh();
    /// Draws every card's picture now (otherwise drawn one by one once shown).
    void drawThumbnails();

    QList<ScenarioCard*> cards() const { return cards_; }
    /// The card of a scenario file, or nullptr.
    ScenarioCard* card(const QString& path) const;
    /// The saved games offered to continue, newest first.
    QStringList savedGames() const { return savedGames_; }
    /// The rulesets offered a course, by id, with their lessons' count.
    QStringList courses() const;
    int lessonCount(const QString& rulesetId) const;

  signals:
    void playRequested(const QString& scenarioPath, const adjutant::SidePlayers& players);
    /// A card's House rules...: the readings of the rules are chosen before the game.
    void playWithHouseRulesRequested(const QString& scenarioPath,
                                     const adjutant::SidePlayers& players);
    void continueRequested(const QString& savePath);
    void lessonsRequested(const QString& rulesetId);
    void openFileRequested();
    void libraryRequested();
    /// The player wants to play another person; `scenarioPath` is the card's
    /// scenario, or empty from the page's own button.
    void twoPlayersRequested(const QString& scenarioPath);
    void backRequested();

  protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

  private:
    QWidget* makeCoursePanel();
    QWidget* makeContinuePanel();
    void layOutCards();
    void drawNextThumbnail();
    /// Remembers the players chosen on a card for the next start.
    void rememberPlayers(const SidePlayers& players);
    SidePlayers rememberedPlayers() const;

    const RulesetRegistry& rulesets_;
    UserFolders folders_;
    QString lessonFolder_;
    QStringList recent_;
    QStringList savedGames_;
    QList<ScenarioCard*> cards_;
    QMap<QString, int> lessons_;        // ruleset id -> lessons found
    QMap<QString, QString> tutorials_;  // ruleset id -> its tutorial scenario
    QWidget* cardsHolder_ = nullptr;
    QGridLayout* cardsGrid_ = nullptr;
    QVBoxLayout* side_ = nullptr;
    QWidget* courses_ = nullptr;
    QWidget* continuing_ = nullptr;
    QPushButton* back_ = nullptr;
    int columns_ = 0;
};

}  // namespace adjutant::ui
