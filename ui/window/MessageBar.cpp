#include "ui/window/MessageBar.h"

#include <QEvent>
#include <QLabel>
#include <QPainter>
#include <QStyleOption>
#include <algorithm>

namespace adjutant::ui {

namespace {
constexpr int kMostLines = 6;
}

MessageBar::MessageBar(QWidget* parent) : QStatusBar(parent) {
    setObjectName(QStringLiteral("messageBar"));
    // The room in the bar: one line, first, so it takes what the turn and the
    // cursor leave.
    room_ = new QWidget(this);
    room_->setObjectName(QStringLiteral("messageRoom"));
    room_->setFixedHeight(fontMetrics().lineSpacing() + 4);
    room_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    addPermanentWidget(room_, 1);
    // The label lies over the room and, when the message is long, over the
    // foot of the window's centre: a child of the window, outside every
    // layout, so the table never moves as messages come and go.
    message_ = new QLabel(parent != nullptr ? parent : this);
    message_->setObjectName(QStringLiteral("messageArea"));
    message_->setWordWrap(true);
    message_->setTextFormat(Qt::PlainText);
    message_->setAutoFillBackground(true);
    message_->setBackgroundRole(QPalette::Window);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    message_->setContentsMargins(2, 0, 2, 0);
    message_->hide();
    connect(this, &QStatusBar::messageChanged, this, [this](const QString& text) {
        message_->setText(text);
        message_->setToolTip(text);
        placeMessage();
    });
    room_->installEventFilter(this);
    installEventFilter(this);
}

bool MessageBar::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == room_ || watched == this) &&
        (event->type() == QEvent::Resize || event->type() == QEvent::Move ||
         event->type() == QEvent::Show || event->type() == QEvent::Hide)) {
        placeMessage();
    }
    return QStatusBar::eventFilter(watched, event);
}

void MessageBar::placeMessage() {
    if (message_->text().isEmpty() || !isVisible()) {
        message_->hide();
        return;
    }
    QWidget* window = message_->parentWidget();
    const QPoint topLeft = room_->mapTo(window, QPoint(0, 0));
    const int width = std::max(1, room_->width());
    const int most = message_->fontMetrics().lineSpacing() * kMostLines + 4;
    const int high = std::clamp(message_->heightForWidth(width), room_->height(), most);
    // The foot on the room's foot: a long message rises over the table.
    message_->setGeometry(topLeft.x(), topLeft.y() + room_->height() - high, width, high);
    message_->show();
    message_->raise();
}

void MessageBar::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    QStyleOption option;
    option.initFrom(this);
    style()->drawPrimitive(QStyle::PE_PanelStatusBar, &option, &painter, this);
}

}  // namespace adjutant::ui
