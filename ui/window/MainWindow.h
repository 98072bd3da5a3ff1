#pragma once

#include <QLabel>
#include <QMainWindow>
#include <QString>
#include <optional>

#include "core/model/Scenario.h"
#include "core/rules/RulesetRegistry.h"

namespace adjutant::ui {

class TableScene;
class TableView;

/// The program's main window: the table in the centre, menus and a status bar
/// that shows where the cursor is on the table.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(const RulesetRegistry& rulesets, QWidget* parent = nullptr);

    /// Opens a scenario file. On failure the window keeps what it showed and
    /// the returned text lists every problem (file, JSON path, expectation).
    QString openScenario(const QString& path);

    TableScene* tableScene() const { return scene_; }
    TableView* tableView() const { return view_; }
    const std::optional<Scenario>& scenario() const { return scenario_; }

private:
    void createActions();
    void chooseScenario();
    void showCursor(QPointF tableInches);
    void showAbout();

    const RulesetRegistry& rulesets_;
    TableScene* scene_ = nullptr;
    TableView* view_ = nullptr;
    QLabel* cursorLabel_ = nullptr;
    std::optional<Scenario> scenario_;
    QString scenarioPath_;
};

}  // namespace adjutant::ui
