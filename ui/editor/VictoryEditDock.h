#pragma once

#include <QDockWidget>
#include <array>

class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

namespace adjutant {
struct VictoryConditions;
}

namespace adjutant::ui {

class EditorSession;

/// The scenario's victory conditions, edited in place (docs/scenario-format.md,
/// "Victory conditions"): the last bound, each army's break point, what each
/// objective is worth, who must hold it and when it is judged, and how points
/// decide the result. Each change is one undoable edit; a refused one is
/// explained under the fields and the fields go back to the scenario's.
class VictoryEditDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit VictoryEditDock(EditorSession& session, QWidget* parent = nullptr);

    /// Two rows an objective: its name across the table, then its points,
    /// who must hold it and the bound it is judged at.
    QTableWidget* objectives() const { return objectives_; }
    QString problem() const;

  private:
    void refresh();
    void commit();
    VictoryConditions fromFields() const;

    EditorSession& session_;
    QSpinBox* bounds_ = nullptr;
    std::array<QSpinBox*, 2> breakPoints_{};
    std::array<QLabel*, 2> breakLabels_{};
    std::array<QDoubleSpinBox*, 2> lossPercents_{};
    std::array<QLabel*, 2> lossLabels_{};
    QDoubleSpinBox* drawMargin_ = nullptr;
    QDoubleSpinBox* decisiveMargin_ = nullptr;
    QDoubleSpinBox* holdDistance_ = nullptr;
    QTableWidget* objectives_ = nullptr;
    QLabel* problem_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace adjutant::ui
