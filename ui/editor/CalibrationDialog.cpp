#include "ui/editor/CalibrationDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace adjutant::ui {

CalibrationDialog::CalibrationDialog(double mapLength, bool hasPaces, QWidget* parent)
    : QDialog(parent) {
    setObjectName("calibrationDialog");
    setWindowTitle(tr("Calibrate the map"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("The two points lie %1 in apart on the table as the map is placed now. How far apart "
           "are they on the ground? The map is rescaled about the first point.")
            .arg(mapLength, 0, 'f', 1));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    distance_ = new QDoubleSpinBox;
    distance_->setObjectName("distance");
    distance_->setRange(0.1, 100000.0);
    distance_->setDecimals(1);
    distance_->setValue(1000);
    unit_ = new QComboBox;
    unit_->setObjectName("unit");
    if (hasPaces) {
        unit_->addItem(tr("paces"), int(GroundUnit::Paces));
    }
    unit_->addItem(tr("yards"), int(GroundUnit::Yards));
    unit_->addItem(tr("table inches"), int(GroundUnit::TableInches));
    form->addRow(tr("&Distance"), distance_);
    form->addRow(tr("&Unit"), unit_);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

double CalibrationDialog::distance() const {
    return distance_->value();
}

GroundUnit CalibrationDialog::unit() const {
    return static_cast<GroundUnit>(unit_->currentData().toInt());
}

void CalibrationDialog::setDistance(double distance, GroundUnit unit) {
    distance_->setValue(distance);
    const int index = unit_->findData(int(unit));
    if (index >= 0) {
        unit_->setCurrentIndex(index);
    }
}

}  // namespace adjutant::ui
