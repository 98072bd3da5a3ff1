#pragma once

#include <QDialog>
#include <QStringList>
#include <atomic>
#include <memory>
#include <vector>

#include "core/ai/Simulation.h"
#include "core/rules/RulesetRegistry.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QThread;

namespace adjutant::ui {

class GameSession;
class WinRateChart;

/// Game > Simulate battles...: plays a batch of games headless on a worker
/// thread (core/ai simulateGames, the same as `adjutant-cli simulate`) and
/// shows win rates with their intervals, draws, losses and bounds to decision,
/// as figures and as a chart. The window stays usable while it runs, and
/// Cancel stops it after the games under way.
class SimulateDialog : public QDialog {
    Q_OBJECT

  public:
    /// The present game's scenario is the default; another can be chosen.
    SimulateDialog(const RulesetRegistry& rulesets, const GameSession& session,
                   QWidget* parent = nullptr);
    ~SimulateDialog() override;

    /// Starts the batch as set in the dialog; returns the problem, or empty.
    QString run();
    void cancel();
    bool isRunning() const { return worker_ != nullptr; }
    /// How many games the results shown cover.
    int gamesShown() const { return gamesShown_; }

    QLineEdit* scenarioEdit() const { return scenario_; }
    QSpinBox* gamesBox() const { return games_; }
    QSpinBox* threadsBox() const { return threads_; }
    QSpinBox* boundsBox() const { return bounds_; }
    QSpinBox* seedBox() const { return seed_; }
    QComboBox* sideBox(int side) const { return side == 0 ? sideA_ : sideB_; }
    QLabel* resultsLabel() const { return results_; }
    WinRateChart* chart() const { return chart_; }
    QProgressBar* progressBar() const { return progress_; }

  signals:
    /// A batch ended (finished or cancelled) and its results are shown.
    void batchEnded();

  protected:
    void closeEvent(QCloseEvent* event) override;

  private:
    void chooseScenario();
    /// The setup to simulate: the present game's, or a scenario file's.
    std::shared_ptr<const GameSetup> setupToSimulate(QString& problem, QStringList& sides) const;
    void onFinished();
    void showResults(const std::vector<SimulatedGame>& games);
    void setRunning(bool running);

    const RulesetRegistry& rulesets_;
    const GameSession& session_;
    QLineEdit* scenario_ = nullptr;
    QSpinBox* games_ = nullptr;
    QSpinBox* threads_ = nullptr;
    QSpinBox* bounds_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QComboBox* sideA_ = nullptr;
    QComboBox* sideB_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QLabel* results_ = nullptr;
    WinRateChart* chart_ = nullptr;

    QThread* worker_ = nullptr;
    std::atomic<bool> cancelled_{false};
    std::vector<SimulatedGame> finished_;  // written by the worker, read once it ended
    QStringList sides_;
    int gamesShown_ = 0;
};

}  // namespace adjutant::ui
