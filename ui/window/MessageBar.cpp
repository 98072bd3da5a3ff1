#include "ui/window/MessageBar.h"

#include <QLabel>
#include <QPainter>
#include <QStyleOption>

namespace adjutant::ui {

namespace {
constexpr int kMostLines = 6;
}

MessageBar::MessageBar(QWidget* parent) : QStatusBar(parent) {
    setObjectName(QStringLiteral("messageBar"));
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("messageArea"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    message_->setMaximumHeight(message_->fontMetrics().lineSpacing() * kMostLines + 4);
    // Permanent, so that a message never hides it; first, so it takes the room.
    addPermanentWidget(message_, 1);
    connect(this, &QStatusBar::messageChanged, this, [this](const QString& text) {
        message_->setText(text);
        message_->setToolTip(text);
    });
}

void MessageBar::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
}

}  // namespace adjutant::ui
