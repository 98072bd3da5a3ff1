#pragma once

#include <QAbstractItemModel>
#include <QString>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/referee/Resolution.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/docks/JournalRecord.h"
#include "ui/session/DistanceFormat.h"

namespace adjutant {
class Game;
struct Explanation;
}  // namespace adjutant

namespace adjutant::ui {

/// The journal as a tree: one top-level row per command of the game (those
/// undone kept, greyed), under a step's resolution command one row per
/// Resolution with its summary, and under that the explanation tree (label,
/// value, rule reference). A command that threw dice itself lists them.
///
/// The model keeps copies of what it shows, so it never reads a Game that has
/// been replaced; `sync` brings it up to date after one change by redoing only
/// the commands from the first one that changed. Filters by unit and by step
/// hide the top-level rows (and resolutions) that do not concern them.
class JournalModel : public QAbstractItemModel {
    Q_OBJECT

  public:
    enum Column { kEventColumn, kValueColumn, kRuleColumn, kBoundColumn, kColumnCount };
    /// Data role giving the unit id a row concerns (QString, may be empty).
    static constexpr int kUnitRole = Qt::UserRole + 1;
    /// Data role giving a row's command index (qulonglong).
    static constexpr int kCommandRole = Qt::UserRole + 2;
    /// Data role giving the id of the step its command was applied in (QString).
    static constexpr int kStepRole = Qt::UserRole + 3;

    explicit JournalModel(QObject* parent = nullptr);
    ~JournalModel() override;

    /// Builds every row again from the game.
    void rebuild(const Game& game);
    /// After an apply, undo or redo: commands from `firstChanged` on are read
    /// again, and every command's undone state is brought up to date.
    void sync(const Game& game, std::size_t firstChanged);

    /// How the distance of a manoeuvre is written in its value column.
    void setDistanceFormat(const DistanceFormat& format);

    /// Shows only what concerns this unit (empty: every unit).
    void setUnitFilter(const std::string& unitId);
    /// Shows only what happened in this step of the sequence (empty: every step).
    void setStepFilter(const std::string& stepId);

    /// The unit a row concerns (the acting unit of a resolution, the first unit
    /// a command names), or empty.
    std::string unitOf(const QModelIndex& index) const;
    /// Commands read from the game (shown or not).
    std::size_t commandCount() const { return entries_.size(); }

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// A row of the tree (see the .cpp).
    struct Node;

  private:
    bool passes(const JournalRecord& entry) const;
    bool passes(const Resolution& resolution) const;
    std::unique_ptr<Node> makeCommandNode(const JournalRecord& entry) const;
    void readEntries(const Game& game, std::size_t from);
    void refreshUndone(const Game& game);
    void resetRows();
    void buildRoots();
    void notifySubtree(const Node& node, const QModelIndex& index);
    Node* nodeOf(const QModelIndex& index) const;

    std::vector<std::unique_ptr<JournalRecord>> entries_;
    std::vector<std::unique_ptr<Node>> roots_;  // shown top-level rows, in command order
    std::vector<SequenceStep> steps_;           // the ruleset's sequence of play
    UnitNames units_;                           // of the game, to find them in commands
    DistanceFormat distances_;
    std::string unitFilter_;
    std::string stepFilter_;
};

}  // namespace adjutant::ui
