#include "ui/editor/TableSizeDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "core/json/InputLimits.h"

namespace adjutant::ui {

namespace {

// The scenario reader takes any size above 0; a tenth of an inch is the
// finest the boxes show, as in the New scenario wizard.
constexpr double kSmallestSide = 0.1;

}  // namespace

TableSizeDialog::TableSizeDialog(double width, double depth, Resize resize, QWidget* parent)
    : QDialog(parent), resize_(std::move(resize)) {
    setObjectName("tableSizeDialog");
    setWindowTitle(tr("Table size"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("The table's width and depth in inches (6 by 4 feet is 72 by 48). Its top-left "
           "corner stays where it is: the table grows or shrinks to the right and towards the "
           "bottom. Everything on it keeps its place, and the map its place and scale."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    width_ = new QDoubleSpinBox;
    width_->setObjectName("tableSizeWidth");
    depth_ = new QDoubleSpinBox;
    depth_->setObjectName("tableSizeDepth");
    for (QDoubleSpinBox* box : {width_, depth_}) {
        box->setRange(kSmallestSide, limits::kMaxTableInches);
        box->setDecimals(1);
        box->setSuffix(tr(" in"));
    }
    width_->setValue(width);
    depth_->setValue(depth);
    form->addRow(tr("&Width"), width_);
    form->addRow(tr("&Depth"), depth_);
    layout->addLayout(form);
    refusal_ = new QLabel;
    refusal_->setObjectName("tableSizeRefusal");
    refusal_->setWordWrap(true);
    refusal_->setTextFormat(Qt::PlainText);  // it names the scenario's own pieces
    refusal_->setStyleSheet(QStringLiteral("color: #a01010;"));
    refusal_->hide();
    layout->addWidget(refusal_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &TableSizeDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TableSizeDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

QString TableSizeDialog::refusal() const {
    return refusal_->isHidden() ? QString() : refusal_->text();
}

void TableSizeDialog::accept() {
    const QString refusal = resize_(width_->value(), depth_->value());
    if (!refusal.isEmpty()) {
        refusal_->setText(tr("The table keeps its size: %1").arg(refusal));
        refusal_->show();
        adjustSize();  // the sentence may run to several lines; all of it shows
        return;
    }
    QDialog::accept();
}

}  // namespace adjutant::ui
