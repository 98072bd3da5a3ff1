#pragma once

#include <QDockWidget>
#include <QPointer>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

namespace adjutant {
class ManualDice;
}

class QLabel;
class QRadioButton;
class QTreeWidget;

namespace adjutant::ui {

class GameSession;

/// The dice of the game, newest first, each with what it was thrown for, and
/// the choice between the computer's dice and the player's own: with physical
/// dice every die a command needs is asked for in a small dialog that says
/// what it is for; cancelling one refuses the whole command and changes nothing.
class DiceTrayDock : public QDockWidget {
    Q_OBJECT

  public:
    /// Asks the player for one die thrown for `purpose`; nothing means cancelled.
    using DieAsker = std::function<std::optional<int>(const QString& purpose)>;
    /// How many of the latest rolls the tray lists.
    static constexpr int kMaxRolls = 300;

    explicit DiceTrayDock(GameSession& session, QWidget* parent = nullptr);
    ~DiceTrayDock() override;

    /// Physical dice typed in (true) or the computer's (false).
    void setManualDice(bool manual);
    bool manualDice() const { return manualDice_ != nullptr; }
    /// Replaces the dialog that asks for each die (tests script the answers).
    void setDieAsker(DieAsker asker);

    QTreeWidget* rollList() const { return rolls_; }

  private:
    void refresh();
    std::optional<int> askForDie(const QString& purpose);

    QPointer<GameSession> session_;
    QRadioButton* computer_ = nullptr;
    QRadioButton* physical_ = nullptr;
    QLabel* notice_ = nullptr;
    QTreeWidget* rolls_ = nullptr;
    DieAsker asker_;
    std::unique_ptr<ManualDice> manualDice_;
};

}  // namespace adjutant::ui
