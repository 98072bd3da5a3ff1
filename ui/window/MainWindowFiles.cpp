// The main window's files beyond a game's own: the player's folders, the
// autosaves of games never saved (File > Recover...), and the after-action
// report (File > Export report...), and scenarios others shared (File >
// Import shared scenario...).
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>

#include "core/editor/ScenarioImport.h"
#include "core/engine/EngineRegistry.h"
#include "ui/docks/ReferenceDock.h"
#include "ui/editor/ScenarioEditor.h"
#include "ui/report/ReportWriter.h"
#include "ui/session/ComputerTurns.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/start/StartPage.h"
#include "ui/widgets/PlainText.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ProblemText.h"
#include "ui/window/RecoverDialog.h"

namespace adjutant::ui {

void MainWindow::setFolders(const UserFolders& folders) {
    folders_ = folders;
    editor_->setFolders(folders_);
    session_->setAutosaveFolder(folders_.autosaves());
    session_->setScenarioFolders({folders_.shippedScenarios(), folders_.scenarios()});
    // The start page offers the scenarios shipped and the player's own.
    startPage_->setFolders(folders_);
    if (reference_) {
        reference_->setShippedFolder(folders_.shipped);
    }
    RefereeLanguage::setShippedFolder(folders_.shipped);
    if (page_ == Page::Start) {
        showStartPage();
    }
    updateActions();
}

QString MainWindow::savedGamesFolder() const {
    if (session_->hasGame() && !session_->filePath().isEmpty()) {
        return QFileInfo(session_->filePath()).absolutePath();
    }
    if (!lastSaveFolder_.isEmpty()) {
        return lastSaveFolder_;
    }
    // Made when first offered, so the dialog opens in it rather than beside it.
    if (!folders_.savedGames.isEmpty() && QDir().mkpath(folders_.savedGames)) {
        return folders_.savedGames;
    }
    return QDir::homePath();
}

QString MainWindow::recoverGame(const QString& autosavePath) {
    const QString problems = session_->recover(autosavePath);
    if (problems.isEmpty()) {
        statusBar()->showMessage(
            tr("Recovered %1: save it to keep it").arg(QFileInfo(autosavePath).fileName()), 10000);
    }
    return problems;
}

void MainWindow::chooseAutosaveToRecover() {
    if (!maySetGameAside()) {
        return;
    }
    RecoverDialog dialog(folders_.autosaves(), this);
    if (dialog.exec() != QDialog::Accepted || dialog.chosen().isEmpty()) {
        return;
    }
    if (const QString problems = recoverGame(dialog.chosen()); !problems.isEmpty()) {
        showProblem(tr("Cannot recover the game"),
                    tr("%1 could not be opened. The present game is kept.")
                        .arg(QFileInfo(dialog.chosen()).fileName()),
                    problems);
    }
}

void MainWindow::chooseScenarioToImport() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import a shared scenario"), QDir::homePath(),
                                     tr("Scenarios (*.scenario.json);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    if (const QString problems = importSharedScenario(path); !problems.isEmpty()) {
        showProblem(tr("Cannot import the scenario"),
                    tr("%1 could not be imported; nothing was written among your scenarios.")
                        .arg(QFileInfo(path).fileName()),
                    problems);
    }
}

QString MainWindow::importSharedScenario(const QString& sharedFile) {
    if (folders_.scenarios().isEmpty()) {
        return tr("There is no folder of your own to keep scenarios in.");
    }
    std::string error;
    const std::string imported = importScenario(
        sharedFile.toStdString(), folders_.scenarios().toStdString(), rulesets_, error);
    if (imported.empty()) {
        return QString::fromStdString(error);
    }
    // The start page lists the player's scenarios: the new one is there to
    // be played, with the choice of who plays each side. The editor, if in
    // use, stays where it is.
    if (!editing_) {
        showStartPage();
    }
    statusBar()->showMessage(tr("%1 is now among your scenarios on the start page")
                                 .arg(QFileInfo(QString::fromStdString(imported)).fileName()),
                             10000);
    return {};
}

QString MainWindow::exportReport(const QString& path) {
    if (!session_->hasGame()) {
        return tr("There is no game to report.");
    }
    return ReportWriter::write(session_->game(), session_->engines().rulesetStates,
                               session_->referee(), session_->scenarioFolder(), path);
}

void MainWindow::chooseReportFile() {
    if (!session_->hasGame()) {
        return;
    }
    const QString stem = session_->filePath().isEmpty()
                             ? QStringLiteral("report")
                             : QFileInfo(session_->filePath()).fileName().section('.', 0, 0);
    QString filter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export the after-action report"),
        QDir(savedGamesFolder()).filePath(stem + QStringLiteral("-report.pdf")),
        tr("PDF (*.pdf);;Web page (*.html)"), &filter);
    if (path.isEmpty()) {
        return;
    }
    if (!path.endsWith(".pdf", Qt::CaseInsensitive) &&
        !path.endsWith(".html", Qt::CaseInsensitive)) {
        path += filter.contains("html") ? QStringLiteral(".html") : QStringLiteral(".pdf");
    }
    if (const QString error = exportReport(path); !error.isEmpty()) {
        showProblem(tr("Cannot export"), tr("The report could not be written."), error);
    } else {
        statusBar()->showMessage(tr("Report written to %1").arg(QFileInfo(path).fileName()), 8000);
    }
}

// --- a damaged saved game ------------------------------------------------------------

void MainWindow::askAboutDamagedGame(const QString& path) {
    const bool computer = session_->commanderFor(0) || session_->commanderFor(1);
    const QString name = QFileInfo(path).fileName();
    const QString copy = QFileInfo(session_->damagedCopy()).fileName();
    QString text = tr("%1 is damaged: %2.").arg(name, firstWarning(session_->openWarnings()));
    text += ' ' + tr("When the game goes on, the file is written again without the damaged "
                     "part; the file as it is now is kept first as %1.")
                      .arg(copy);
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Damaged saved game"), text,
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("damagedGameQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDetailedText(session_->openWarnings());
    if (computer) {
        // Nothing is played, so nothing written, until the player has read this.
        const bool wasPaused = computer_->isPaused();
        computer_->setPaused(true);
        box->setInformativeText(tr("The computer plays a side and waits until you choose."));
        QPushButton* goOn = box->addButton(tr("&Continue the game"), QMessageBox::AcceptRole);
        goOn->setObjectName(QStringLiteral("continueDamagedGame"));
        box->addButton(tr("&Keep the computer paused"), QMessageBox::RejectRole)
            ->setObjectName(QStringLiteral("keepDamagedGamePaused"));
        connect(box, &QMessageBox::buttonClicked, this,
                [this, goOn, wasPaused](QAbstractButton* clicked) {
                    if (clicked == goOn && !wasPaused) {
                        computer_->setPaused(false);
                    }
                    updateActions();
                });
    } else {
        box->addButton(QMessageBox::Ok);
    }
    makeTextsPlain(box);
    lastProblem_ = box->windowTitle() + '\n' + text;
    updateActions();
    box->open();
}

// --- files dropped on the window ------------------------------------------------------

namespace {

// The one local file of a drag, when it is one the window opens.
QString droppedFile(const QMimeData* data) {
    if (!data || !data->hasUrls() || data->urls().size() != 1 ||
        !data->urls().front().isLocalFile()) {
        return {};
    }
    const QString path = data->urls().front().toLocalFile();
    for (const char* ending : {".save.jsonl", ".turn.jsonl", ".scenario.json"}) {
        if (path.endsWith(QLatin1String(ending), Qt::CaseInsensitive)) {
            return path;
        }
    }
    return {};
}

}  // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (!editing_ && !droppedFile(event->mimeData()).isEmpty()) {
        event->acceptProposedAction();
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = droppedFile(event->mimeData());
    if (path.isEmpty() || editing_) {
        return;
    }
    event->acceptProposedAction();
    // Opened once the drop is over, so a dialog it may show does not hold the drag.
    QTimer::singleShot(0, this, [this, path] { openRecent(path); });
}

}  // namespace adjutant::ui
