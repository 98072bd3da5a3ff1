#pragma once

#include <QDockWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSlider;
class QSpinBox;

namespace adjutant::ui {

class EditorSession;

/// The scenario's own text and its brigades' orders, edited in place: title,
/// period, year and notes (history, special rules, victory conditions), the
/// background map's opacity, and for each brigade its objective and orders.
/// Each change is one undoable edit, made when a field is left.
class ScenarioPropertiesDock : public QDockWidget {
    Q_OBJECT

  public:
    explicit ScenarioPropertiesDock(EditorSession& session, QWidget* parent = nullptr);

  signals:
    /// The player asked to choose a map image (the editor owns the file dialog).
    void chooseMapRequested();

  private:
    void refresh();
    void refreshBrigade();
    void commitText();
    void commitBrigade();
    void commitOpacity();
    void removeMap();

    EditorSession& session_;
    QLineEdit* title_ = nullptr;
    QComboBox* period_ = nullptr;
    QSpinBox* year_ = nullptr;
    QPlainTextEdit* notes_ = nullptr;
    QPlainTextEdit* summary_ = nullptr;
    QLabel* mapFile_ = nullptr;
    QSlider* opacity_ = nullptr;
    QComboBox* brigade_ = nullptr;
    QLineEdit* objective_ = nullptr;
    QPlainTextEdit* orders_ = nullptr;
    bool refreshing_ = false;
};

}  // namespace adjutant::ui
