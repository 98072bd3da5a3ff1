#pragma once

#include <QFrame>

#include "core/model/Terrain.h"

class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace adjutant::ui {

/// The small panel of the Trace by colour tool, over the table's corner: the
/// kind of terrain, the colour tolerance and the vertex count, what the trace
/// found, and Keep and Drop for the outline shown on the map.
class TracePanel : public QFrame {
    Q_OBJECT

  public:
    explicit TracePanel(QWidget* parent = nullptr);

    AreaKind kind() const;
    int tolerance() const;
    int vertices() const;
    void setKind(AreaKind kind);
    void setTolerance(int tolerance);
    void setVertices(int vertices);
    /// What the trace found, or why it failed; `canKeep` enables Keep.
    void setReport(const QString& text, bool canKeep);

  signals:
    /// The tolerance or vertex count changed: trace again.
    void settingsChanged();
    void keepRequested();
    void dropRequested();

  private:
    QComboBox* kind_ = nullptr;
    QSlider* tolerance_ = nullptr;
    QSlider* vertices_ = nullptr;
    QLabel* toleranceValue_ = nullptr;
    QLabel* verticesValue_ = nullptr;
    QLabel* report_ = nullptr;
    QPushButton* keep_ = nullptr;
};

}  // namespace adjutant::ui
