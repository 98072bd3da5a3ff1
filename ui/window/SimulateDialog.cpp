#include "ui/window/SimulateDialog.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>
#include <limits>

#include "core/ai/ComputerCommander.h"
#include "core/model/DisplayName.h"
#include "ui/session/GameSession.h"
#include "ui/widgets/WinRateChart.h"

namespace adjutant::ui {

namespace {

// Who gives a side's orders in the batch: the computer commander at a
// difficulty, or the referee's simple default orders.
StepOrdersMaker orderGiverFor(const QString& key) {
    if (key == QLatin1String("default")) {
        return [](const std::shared_ptr<const RefereeRegistry>& referees, int side,
                  std::uint64_t /*seed*/) -> std::unique_ptr<StepOrders> {
            return std::make_unique<DefaultStepOrders>(referees, side);
        };
    }
    const Difficulty difficulty = parseDifficulty(key.toStdString()).value_or(Difficulty::Veteran);
    return [difficulty](const std::shared_ptr<const RefereeRegistry>& referees, int side,
                        std::uint64_t seed) -> std::unique_ptr<StepOrders> {
        return std::make_unique<ComputerCommander>(referees, side,
                                                   CommanderSettings{difficulty, seed});
    };
}

QComboBox* orderGiverBox(QWidget* parent, const QString& objectName) {
    auto* box = new QComboBox(parent);
    box->setObjectName(objectName);
    box->addItem(QObject::tr("Computer (novice)"), QStringLiteral("novice"));
    box->addItem(QObject::tr("Computer (steady)"), QStringLiteral("steady"));
    box->addItem(QObject::tr("Computer (veteran)"), QStringLiteral("veteran"));
    box->addItem(QObject::tr("Default orders"), QStringLiteral("default"));
    box->setCurrentIndex(2);
    return box;
}

QSpinBox* numberBox(QWidget* parent, const QString& objectName, int low, int high, int value) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(low, high);
    box->setValue(value);
    return box;
}

QString interval(const Proportion& p) {
    return QStringLiteral("%1% (%2 to %3%)")
        .arg(p.rate * 100, 0, 'f', 1)
        .arg(p.low * 100, 0, 'f', 1)
        .arg(p.high * 100, 0, 'f', 1);
}

}  // namespace

SimulateDialog::SimulateDialog(const RulesetRegistry& rulesets, const GameSession& session,
                               QWidget* parent)
    : QDialog(parent), rulesets_(rulesets), session_(session) {
    setObjectName("simulateDialog");
    setWindowTitle(tr("Simulate battles"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;

    auto* scenarioRow = new QHBoxLayout;
    scenario_ = new QLineEdit(this);
    scenario_->setObjectName("scenario");
    scenario_->setPlaceholderText(
        session_.hasGame() ? tr("the present game: %1")
                                 .arg(QString::fromStdString(session_.setup().scenario->title))
                           : tr("choose a scenario file"));
    auto* browse = new QPushButton(tr("Browse..."), this);
    connect(browse, &QPushButton::clicked, this, &SimulateDialog::chooseScenario);
    scenarioRow->addWidget(scenario_, 1);
    scenarioRow->addWidget(browse);
    form->addRow(tr("Scenario:"), scenarioRow);

    games_ = numberBox(this, "games", 1, 100000, 100);
    threads_ = numberBox(this, "threads", 1, std::max(1, QThread::idealThreadCount()), 1);
    // A game ends when its scenario says, as in play; a shorter or longer
    // limit is a question of the player's own.
    bounds_ = numberBox(this, "bounds", 0, 1000, 0);
    bounds_->setSpecialValueText(tr("as the scenario says"));
    seed_ = numberBox(this, "firstSeed", 0, std::numeric_limits<int>::max(), 1);
    seed_->setToolTip(tr("Game i is played with seed first seed + i, so a batch can be repeated"));
    form->addRow(tr("Games:"), games_);
    form->addRow(tr("Threads:"), threads_);
    form->addRow(tr("Bounds at most:"), bounds_);
    form->addRow(tr("First seed:"), seed_);
    QStringList names;
    if (session_.hasGame()) {
        for (const Side& side : session_.setup().scenario->sides) {
            names << QString::fromStdString(displayName(side));
        }
    }
    sideA_ = orderGiverBox(this, "sideA");
    sideB_ = orderGiverBox(this, "sideB");
    form->addRow(tr("%1:").arg(names.value(0, tr("Side A"))), sideA_);
    form->addRow(tr("%1:").arg(names.value(1, tr("Side B"))), sideB_);
    layout->addLayout(form);

    auto* runRow = new QHBoxLayout;
    progress_ = new QProgressBar(this);
    progress_->setObjectName("simulationProgress");
    progress_->setValue(0);
    run_ = new QPushButton(tr("&Run"), this);
    run_->setObjectName("runSimulation");
    run_->setDefault(true);
    cancel_ = new QPushButton(tr("&Cancel"), this);
    cancel_->setObjectName("cancelSimulation");
    cancel_->setEnabled(false);
    connect(run_, &QPushButton::clicked, this, [this] {
        if (const QString problem = run(); !problem.isEmpty()) {
            results_->setText(problem.toHtmlEscaped());
        }
    });
    connect(cancel_, &QPushButton::clicked, this, &SimulateDialog::cancel);
    runRow->addWidget(progress_, 1);
    runRow->addWidget(run_);
    runRow->addWidget(cancel_);
    layout->addLayout(runRow);

    results_ = new QLabel(this);
    results_->setObjectName("simulationResults");
    results_->setTextFormat(Qt::RichText);
    results_->setWordWrap(true);
    results_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(results_);
    chart_ = new WinRateChart(this);
    layout->addWidget(chart_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 640);
}

SimulateDialog::~SimulateDialog() {
    if (worker_) {
        cancelled_ = true;
        worker_->wait();
    }
}

void SimulateDialog::closeEvent(QCloseEvent* event) {
    cancel();
    QDialog::closeEvent(event);
}

void SimulateDialog::chooseScenario() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Scenario to simulate"), session_.scenarioFolder(),
                                     tr("Scenarios (*.scenario.json);;All files (*)"));
    if (!path.isEmpty()) {
        scenario_->setText(path);
    }
}

std::shared_ptr<const GameSetup> SimulateDialog::setupToSimulate(QString& problem,
                                                                 QStringList& sides) const {
    std::shared_ptr<GameSetup> setup;
    const QString path = scenario_->text().trimmed();
    if (path.isEmpty()) {
        if (!session_.hasGame()) {
            problem = tr("There is no game: choose a scenario file.");
            return nullptr;
        }
        setup = std::make_shared<GameSetup>(session_.setup());
    } else {
        // Read and checked exactly as a new game on it would be.
        GameSession reading(rulesets_);
        problem = reading.newGame(path, 1);
        if (!problem.isEmpty()) {
            return nullptr;
        }
        setup = std::make_shared<GameSetup>(reading.setup());
    }
    for (const Side& side : setup->scenario->sides) {
        sides << QString::fromStdString(displayName(side));
    }
    return setup;
}

QString SimulateDialog::run() {
    if (worker_) {
        return tr("A batch is already running.");
    }
    QString problem;
    QStringList sides;
    std::shared_ptr<const GameSetup> setup = setupToSimulate(problem, sides);
    if (!setup) {
        return problem;
    }
    sides_ = sides;
    SimulationSettings settings;
    settings.rulesets = &session_.rulesetDescriptors();
    settings.setup = setup;
    settings.games = games_->value();
    settings.threads = threads_->value();
    settings.bounds = bounds_->value();
    settings.firstSeed = static_cast<std::uint64_t>(seed_->value());
    settings.sides = {orderGiverFor(sideA_->currentData().toString()),
                      orderGiverFor(sideB_->currentData().toString())};
    settings.cancel = &cancelled_;
    cancelled_ = false;
    finished_.clear();
    progress_->setRange(0, settings.games);
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m games"));
    results_->setText(tr("Playing %n games...", nullptr, settings.games));
    chart_->clear();

    worker_ = QThread::create([this, settings] {
        finished_ = simulateGames(settings, [this](int done) {
            // From a playing thread: the bar is moved on the GUI thread.
            QMetaObject::invokeMethod(
                progress_, [bar = progress_, done] { bar->setValue(done); }, Qt::QueuedConnection);
        });
    });
    connect(worker_, &QThread::finished, this, &SimulateDialog::onFinished);
    setRunning(true);
    worker_->start();
    return {};
}

void SimulateDialog::cancel() {
    if (worker_) {
        cancelled_ = true;
        cancel_->setEnabled(false);
        results_->setText(tr("Cancelling: the games under way are played out..."));
    }
}

void SimulateDialog::onFinished() {
    worker_->wait();
    worker_->deleteLater();
    worker_ = nullptr;
    setRunning(false);
    showResults(finished_);
    emit batchEnded();
}

void SimulateDialog::setRunning(bool running) {
    run_->setEnabled(!running);
    cancel_->setEnabled(running);
    for (QWidget* input : std::initializer_list<QWidget*>{scenario_, games_, threads_, bounds_,
                                                          seed_, sideA_, sideB_}) {
        input->setEnabled(!running);
    }
}

void SimulateDialog::showResults(const std::vector<SimulatedGame>& games) {
    const SimulationStats stats = summariseGames(games);
    gamesShown_ = stats.games;
    progress_->setValue(stats.games);
    QString html = QStringLiteral("<p><b>%1</b>")
                       .arg(cancelled_ ? tr("%n games played (cancelled)", nullptr, stats.games)
                                       : tr("%n games played", nullptr, stats.games));
    if (stats.failed > 0) {
        html += tr(", %n could not be played to the end", nullptr, stats.failed);
    }
    html += QStringLiteral(
                "</p><table cellspacing=\"0\" cellpadding=\"3\"><tr><th "
                "align=\"left\">%1</th><th align=\"left\">%2</th><th "
                "align=\"right\">%3</th></tr>")
                .arg(tr("Side"), tr("Wins (95% interval)"), tr("Mean losses"));
    for (std::size_t side = 0; side < 2; ++side) {
        html += QStringLiteral("<tr><td>%1</td><td>%2</td><td align=\"right\">%3</td></tr>")
                    .arg(sides_.value(static_cast<int>(side)).toHtmlEscaped(),
                         tr("%1; %2 decisive, %3 marginal")
                             .arg(interval(stats.wins[side]))
                             .arg(stats.decisiveWins[side])
                             .arg(stats.marginalWins[side]),
                         tr("%1 figures (%2%)")
                             .arg(stats.meanFiguresLost[side], 0, 'f', 1)
                             .arg(stats.meanLossFraction[side] * 100, 0, 'f', 0));
    }
    html += QStringLiteral("<tr><td>%1</td><td>%2</td><td></td></tr></table>")
                .arg(tr("Draws"), interval(stats.draws));
    html += QStringLiteral("<p>%1</p>")
                .arg(stats.decided.count > 0
                         ? tr("An army broke in %1 of %2 games, after %3 bounds on average.")
                               .arg(stats.decided.count)
                               .arg(stats.decided.of)
                               .arg(stats.meanBoundsToDecision, 0, 'f', 1)
                         : tr("No army broke: every game was judged at its end by the "
                              "scenario's victory conditions."));
    results_->setText(html);
    chart_->setResults(stats, games, sides_);
}

}  // namespace adjutant::ui
