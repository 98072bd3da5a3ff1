#pragma once

#include <QDialog>
#include <functional>

class QDoubleSpinBox;
class QLabel;

namespace adjutant::ui {

/// Scenario > Table size...: the table's width and depth in inches, as the New
/// scenario wizard asks them. OK hands them to `resize`, which makes the edit
/// and returns its refusal; a refusal (what would be off the table) is shown
/// under the sizes and the dialog stays open with what was typed.
class TableSizeDialog : public QDialog {
    Q_OBJECT

  public:
    using Resize = std::function<QString(double width, double depth)>;

    TableSizeDialog(double width, double depth, Resize resize, QWidget* parent = nullptr);

    QDoubleSpinBox* widthBox() const { return width_; }
    QDoubleSpinBox* depthBox() const { return depth_; }
    /// The last refusal shown, or empty.
    QString refusal() const;

    void accept() override;

  private:
    Resize resize_;
    QDoubleSpinBox* width_ = nullptr;
    QDoubleSpinBox* depth_ = nullptr;
    QLabel* refusal_ = nullptr;
};

}  // namespace adjutant::ui
