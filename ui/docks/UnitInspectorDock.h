#pragma once

#include <QDockWidget>
#include <QString>
#include <vector>

#include "core/engine/GameChange.h"

class QLabel;
class QStackedWidget;
class QTreeWidget;
class QTreeWidgetItem;

namespace adjutant {
struct Explanation;
struct RulesOdds;
}  // namespace adjutant

namespace adjutant::ui {

class GameSession;

/// The selected unit as the referee describes it: its rows grouped by section
/// (unit, status, this bound, ...) and its present morale status, which opens
/// into the terms that make it up. Shows a hint when nothing is selected.
///
/// Every line comes from RulesetReferee::describeUnit; the dock decides
/// nothing and follows the session's selection and changes.
class UnitInspectorDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit UnitInspectorDock(GameSession& session, QWidget* parent = nullptr);

    /// The tree of rows (for tests and screenshots).
    QTreeWidget* tree() const { return tree_; }
    /// True when a unit is shown, false when the empty hint is.
    bool showsUnit() const;
    /// The unit shown, empty if none.
    QString shownUnit() const { return shownUnit_; }

  signals:
    /// A rule number was clicked: open the rules reference at this section.
    void ruleRequested(const QString& section);

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void refresh();
    void fitColumns();
    void onChanged(const GameChange& change);
    void showEmpty(const QString& why);
    QTreeWidgetItem* addExplanation(QTreeWidgetItem* parent, const Explanation& node);
    /// "If it tests now": the tests the unit may face, each as a bar chart.
    void addOdds(const std::vector<RulesOdds>& all);

    GameSession& session_;
    QStackedWidget* stack_ = nullptr;
    QLabel* title_ = nullptr;
    QLabel* empty_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    QString shownUnit_;
};

}  // namespace adjutant::ui
