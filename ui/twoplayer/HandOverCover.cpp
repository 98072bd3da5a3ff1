#include "ui/twoplayer/HandOverCover.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace adjutant::ui {

HandOverCover::HandOverCover(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("handOverCover"));
    setAutoFillBackground(true);
    QPalette look = palette();
    look.setColor(QPalette::Window, QColor(52, 58, 64));
    look.setColor(QPalette::WindowText, Qt::white);
    setPalette(look);

    title_ = new QLabel(this);
    title_->setTextFormat(Qt::PlainText);  // names a side in the scenario's words
    title_->setObjectName(QStringLiteral("coverTitle"));
    title_->setAlignment(Qt::AlignCenter);
    title_->setTextFormat(Qt::PlainText);
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.8);
    big.setBold(true);
    title_->setFont(big);
    body_ = new QLabel(this);
    body_->setTextFormat(Qt::PlainText);
    body_->setObjectName(QStringLiteral("coverText"));
    body_->setAlignment(Qt::AlignCenter);
    body_->setWordWrap(true);
    body_->setTextFormat(Qt::PlainText);
    // As wide as a comfortable line where there is room, narrower on a small
    // screen (a laptop at 150%) rather than holding the window wider than it;
    // the lines wrap to the width given and the height follows them.
    body_->setMinimumWidth(240);
    body_->setMaximumWidth(620);
    body_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);

    take_ = new QPushButton(this);
    take_->setObjectName(QStringLiteral("takeScreen"));
    agree_ = new QPushButton(tr("Agree: take the steps back"), this);
    agree_->setObjectName(QStringLiteral("agreeTakeBack"));
    refuse_ = new QPushButton(tr("Refuse"), this);
    refuse_->setObjectName(QStringLiteral("refuseTakeBack"));
    connect(take_, &QPushButton::clicked, this, [this] { emit taken(side_); });
    connect(agree_, &QPushButton::clicked, this, [this] { emit answered(side_, true); });
    connect(refuse_, &QPushButton::clicked, this, [this] { emit answered(side_, false); });

    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(take_);
    buttons->addWidget(agree_);
    buttons->addWidget(refuse_);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->addStretch();
    layout->addWidget(title_);
    layout->addSpacing(16);
    // Centred by stretches, not by an alignment: a label laid out with an
    // alignment is not given the height its wrapped lines need.
    auto* middle = new QHBoxLayout;
    middle->addStretch();
    middle->addWidget(body_, 1);
    middle->addStretch();
    layout->addLayout(middle);
    layout->addSpacing(24);
    layout->addLayout(buttons);
    layout->addStretch();
}

void HandOverCover::showHandOver(int side, const QString& sideName, const QString& why) {
    side_ = side;
    question_ = false;
    title_->setText(tr("Next at the screen: %1").arg(sideName));
    body_->setText(why + "\n\n" +
                   tr("The table is hidden so that nobody sees the other side's orders."));
    take_->setText(tr("I play %1: show my table").arg(sideName));
    take_->setVisible(true);
    agree_->setVisible(false);
    refuse_->setVisible(false);
    take_->setFocus();
}

void HandOverCover::showQuestion(int side, const QString& sideName, const QString& question) {
    side_ = side;
    question_ = true;
    title_->setText(tr("A question for %1").arg(sideName));
    body_->setText(question);
    take_->setVisible(false);
    agree_->setVisible(true);
    refuse_->setVisible(true);
    refuse_->setFocus();
}

QString HandOverCover::text() const {
    return title_->text() + '\n' + body_->text();
}

}  // namespace adjutant::ui
