#pragma once

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>
#include <functional>
#include <map>
#include <optional>
#include <string>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QWidget;

namespace adjutant::ui {

/// What the player chose in Game > New two-player game.
struct TwoPlayerChoice {
    enum class Way {
        OnePlayer,    // one person gives both sides' orders; nothing is hidden
        OneScreen,    // both players at this window, handing it over
        ByFile,       // turn files sent by e-mail or through a shared folder
        Host,         // live: this window waits for the other to connect
        Join,         // live: connects to a window hosting the game
        BrokerStart,  // live through an MQTT broker: starts the game there
        BrokerJoin,   // live through an MQTT broker: joins a game started there
    };
    Way way = Way::OneScreen;
    QString scenarioPath;
    int side = 0;  // the side played here (by file, hosting, starting on a broker)
    QString address;
    int port = 7300;
    QString gameName;
    bool hiddenSetUp = false;
    /// Readings of the ruleset's options chosen for the game (House rules...),
    /// over the scenario's; they travel with the match to the other player.
    std::map<std::string, std::string> readings;
};

/// Game > New two-player game: one screen, by file, or live (hosting,
/// joining, or through a broker with its address and the game's name), the
/// scenario, the side played here and whether each side sets up unseen.
class TwoPlayerDialog : public QDialog {
    Q_OBJECT

  public:
    /// `scenarios`: each scenario's title and file; `sidesOf` gives a
    /// scenario's sides in words.
    TwoPlayerDialog(const QList<QPair<QString, QString>>& scenarios,
                    std::function<QStringList(const QString&)> sidesOf, QWidget* parent = nullptr);

    TwoPlayerChoice choice() const;
    /// Shows `scenarioPath` chosen (a scenario card's Play), when listed.
    void chooseScenario(const QString& scenarioPath);
    /// Sets the choice shown (tests and the window's last choice).
    void setChoice(const TwoPlayerChoice& choice);
    /// Why the choice cannot be used yet (no game name, ...), or empty.
    QString problem() const;

    /// Shows the chosen scenario's rule readings, editable, and returns the
    /// readings chosen (over the scenario's), or nothing when cancelled.
    using ReadingsChooser = std::function<std::optional<std::map<std::string, std::string>>(
        const QString& scenarioPath, const std::map<std::string, std::string>& present)>;
    /// Offers a House rules... button (a game this window starts) that asks `choose`.
    void offerHouseRules(ReadingsChooser choose);
    QPushButton* houseRulesButton() const { return houseRules_; }
    QLabel* readingsLine() const { return readingsLine_; }

  private:
    void update();

    std::function<QStringList(const QString&)> sidesOf_;
    QButtonGroup* ways_ = nullptr;
    QComboBox* scenario_ = nullptr;
    QComboBox* side_ = nullptr;
    QLineEdit* address_ = nullptr;
    QSpinBox* port_ = nullptr;
    QLineEdit* name_ = nullptr;
    QCheckBox* hidden_ = nullptr;
    QLabel* explain_ = nullptr;
    QWidget* scenarioRow_ = nullptr;
    QWidget* sideRow_ = nullptr;
    QWidget* addressRow_ = nullptr;
    QWidget* nameRow_ = nullptr;
    ReadingsChooser chooseReadings_;
    std::map<std::string, std::string> readings_;
    QPushButton* houseRules_ = nullptr;
    QLabel* readingsLine_ = nullptr;
};

}  // namespace adjutant::ui
