#pragma once

#include <QDialog>

#include "core/editor/MapCalibration.h"

class QComboBox;
class QDoubleSpinBox;

namespace adjutant::ui {

/// Asks how far apart on the ground two points clicked on the map are: a
/// distance and its unit (paces, yards, or inches of the table itself).
class CalibrationDialog : public QDialog {
    Q_OBJECT

  public:
    /// `mapLength` is how far apart the points lie on the table as the map is
    /// placed now, shown to help the player; `hasPaces` offers paces.
    CalibrationDialog(double mapLength, bool hasPaces, QWidget* parent = nullptr);

    double distance() const;
    GroundUnit unit() const;
    void setDistance(double distance, GroundUnit unit);

  private:
    QDoubleSpinBox* distance_ = nullptr;
    QComboBox* unit_ = nullptr;
};

}  // namespace adjutant::ui
