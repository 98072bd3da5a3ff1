#pragma once

#include <QDockWidget>

#include "core/engine/GameChange.h"

class QComboBox;
class QLabel;
class QTreeView;

namespace adjutant::ui {

class GameSession;
class JournalDetail;
class JournalModel;

/// Everything that happened in the game, in order: every command (undone ones
/// greyed), the resolutions of each step with their summaries, and the
/// explanation behind each one, opened like a tree. Filters narrow it to one
/// unit or one step of the sequence; choosing a row that concerns a unit
/// selects that unit on the table.
class JournalDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit JournalDock(GameSession& session, QWidget* parent = nullptr);

    JournalModel* model() const { return model_; }
    QTreeView* view() const { return view_; }
    JournalDetail* detail() const { return detail_; }
    QComboBox* unitFilter() const { return unitFilter_; }
    QComboBox* stepFilter() const { return stepFilter_; }

  signals:
    /// A rule number was clicked: open the rules reference at this section.
    void ruleRequested(const QString& section);

  private:
    void rebuild();
    void onChanged(const GameChange& change);
    void fillFilters();
    void applyFilters();
    void selectUnitOfRow(const QModelIndex& index);
    void showCount();

    GameSession& session_;
    JournalModel* model_ = nullptr;
    QTreeView* view_ = nullptr;
    JournalDetail* detail_ = nullptr;
    QComboBox* unitFilter_ = nullptr;
    QComboBox* stepFilter_ = nullptr;
    QLabel* count_ = nullptr;
};

}  // namespace adjutant::ui
