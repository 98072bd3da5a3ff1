#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTimer>

#include "core/io/ScenarioReader.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"

namespace adjutant::ui {

MainWindow::MainWindow(const RulesetRegistry& rulesets, QWidget* parent)
    : QMainWindow(parent), rulesets_(rulesets) {
    scene_ = new TableScene(this);
    view_ = new TableView(this);
    view_->setScene(scene_);
    setCentralWidget(view_);

    cursorLabel_ = new QLabel(this);
    statusBar()->addPermanentWidget(cursorLabel_);
    connect(view_, &TableView::cursorMoved, this, &MainWindow::showCursor);
    connect(view_, &TableView::cursorLeft, cursorLabel_, &QLabel::clear);

    createActions();
    setWindowTitle(tr("Adjutant"));
    resize(1280, 820);
}

void MainWindow::createActions() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open scenario..."), this, &MainWindow::chooseScenario);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* zoomIn = view->addAction(tr("Zoom &in"), view_, &TableView::zoomIn);
    zoomIn->setShortcut(QKeySequence::ZoomIn);
    QAction* zoomOut = view->addAction(tr("Zoom &out"), view_, &TableView::zoomOut);
    zoomOut->setShortcut(QKeySequence::ZoomOut);
    QAction* fit = view->addAction(tr("&Fit table"), view_, &TableView::fitTable);
    fit->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    view->addSeparator();
    QAction* grid = view->addAction(tr("Show &grid"));
    grid->setCheckable(true);
    grid->setChecked(scene_->gridVisible());
    connect(grid, &QAction::toggled, scene_, &TableScene::setGridVisible);

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Adjutant"), this, &MainWindow::showAbout);
}

QString MainWindow::openScenario(const QString& path) {
    Diagnostics diagnostics;
    std::optional<Scenario> loaded =
        readScenarioFile(path.toStdString(), rulesets_, diagnostics);
    if (!loaded) {
        return QString::fromStdString(diagnostics.toString());
    }
    const RulesetDefinition* ruleset = rulesets_.find(loaded->ruleset);
    if (!ruleset) {
        return tr("%1: the ruleset '%2' is not loaded")
            .arg(path, QString::fromStdString(loaded->ruleset));
    }
    scenario_ = std::move(loaded);
    scenarioPath_ = path;
    scene_->showScenario(*scenario_, *ruleset, QFileInfo(path).absolutePath());
    setWindowTitle(tr("%1 - %2 - Adjutant")
                       .arg(QString::fromStdString(scenario_->title),
                            QString::fromStdString(ruleset->name)));
    // Fit once the window has its final size.
    QTimer::singleShot(0, view_, &TableView::fitTable);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return {};
}

void MainWindow::chooseScenario() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), QFileInfo(scenarioPath_).absolutePath(),
        tr("Scenarios (*.scenario.json);;All files (*)"));
    if (path.isEmpty()) {
        return;
    }
    const QString problems = openScenario(path);
    if (!problems.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot open scenario"),
                        tr("%1 could not be opened. Nothing was changed.")
                            .arg(QFileInfo(path).fileName()),
                        QMessageBox::Ok, this);
        box.setDetailedText(problems);
        box.exec();
    }
}

void MainWindow::showCursor(QPointF tableInches) {
    if (!scenario_) {
        return;
    }
    const bool onTable = tableInches.x() >= 0 && tableInches.y() >= 0 &&
                         tableInches.x() <= scenario_->table.width &&
                         tableInches.y() <= scenario_->table.height;
    if (!onTable) {
        cursorLabel_->clear();
        return;
    }
    cursorLabel_->setText(
        tr("x %1 in, y %2 in").arg(tableInches.x(), 0, 'f', 1).arg(tableInches.y(), 0, 'f', 1));
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About Adjutant"),
                       tr("<b>Adjutant</b> %1<br>A table manager and referee for "
                          "horse-and-musket miniature wargames.")
                           .arg(QApplication::applicationVersion()));
}

}  // namespace adjutant::ui
