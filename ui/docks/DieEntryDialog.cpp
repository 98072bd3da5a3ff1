#include "ui/docks/DieEntryDialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace adjutant::ui {

DieEntryDialog::DieEntryDialog(const QString& purpose, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Throw a die"));
    auto* layout = new QVBoxLayout(this);
    auto* what = new QLabel(tr("d6 for: %1").arg(purpose), this);
    what->setWordWrap(true);
    what->setTextFormat(Qt::PlainText);
    what->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = what->font();
    font.setBold(true);
    what->setFont(font);
    layout->addWidget(what);
    layout->addWidget(new QLabel(tr("Throw one six-sided die and click what it shows."), this));

    auto* faces = new QHBoxLayout;
    for (int face = 1; face <= 6; ++face) {
        auto* button = new QPushButton(QString::number(face), this);
        button->setShortcut(QKeySequence(Qt::Key_0 + face));
        button->setAutoDefault(false);
        QFont faceFont = button->font();
        faceFont.setPointSizeF(faceFont.pointSizeF() * 1.6);
        faceFont.setBold(true);
        button->setFont(faceFont);
        button->setMinimumSize(48, 48);
        button->setToolTip(tr("The die shows %1 (key %1)").arg(face));
        connect(button, &QPushButton::clicked, this, [this, face] { choose(face); });
        faces->addWidget(button);
    }
    layout->addLayout(faces);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel the command"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    setMinimumWidth(360);
}

void DieEntryDialog::choose(int face) {
    value_ = face;
    accept();
}

std::optional<int> DieEntryDialog::ask(const QString& purpose, QWidget* parent) {
    DieEntryDialog dialog(purpose, parent);
    if (dialog.exec() != QDialog::Accepted) {
        return std::nullopt;
    }
    return dialog.value();
}

}  // namespace adjutant::ui
