#include "ui/items/CalloutItem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QWidget>
#include <algorithm>

namespace adjutant::ui {

namespace {
// Screen pixels: the box's offset from its point, padding and widest line.
constexpr double kOffset = 14.0;
constexpr double kPadding = 5.0;
constexpr double kMaxWidth = 340.0;
constexpr double kOddsWidth = 300.0;
constexpr double kWidestOdds = 480.0;  // long answers are elided beyond this
// The narrowest a box is wrapped to in a small view.
constexpr double kMinWidth = 120.0;
}  // namespace

CalloutItem::CalloutItem(QGraphicsItem* parent) : QGraphicsObject(parent) {
    setFlag(QGraphicsItem::ItemIgnoresTransformations, true);
    setZValue(60.0);
    setAcceptedMouseButtons(Qt::NoButton);
    font_.setPointSizeF(9.0);
}

void CalloutItem::setText(const QString& text) {
    if (text == text_) {
        return;
    }
    text_ = text;
    layOut();
}

void CalloutItem::setOdds(QVector<OddsBlock> odds) {
    odds_ = std::move(odds);
    layOut();
}

void CalloutItem::layOut() {
    prepareGeometryChange();
    natural_ = layoutWithin(kWidestOdds);
    update();
}

CalloutItem::Layout CalloutItem::layoutWithin(double width) const {
    const QFontMetricsF metrics(font_);
    Layout layout;
    layout.text = metrics.boundingRect(QRectF(0, 0, std::min(kMaxWidth, width), 1000),
                                       Qt::TextWordWrap, text_);
    layout.text.moveTopLeft(QPointF(0, 0));
    int rows = 0;
    double natural = kOddsWidth;
    QFont bold = font_;
    bold.setBold(true);
    const QFontMetricsF titles(bold);
    for (const OddsBlock& block : odds_) {
        rows += 1 + static_cast<int>(block.bars.size());
        natural = std::max({natural, oddsBarsNaturalWidth(metrics, block.bars),
                            titles.horizontalAdvance(block.title)});
    }
    if (rows > 0) {
        const double row = metrics.height() + 3;
        const double oddsWidth =
            std::max(std::min({natural, kWidestOdds, width}), layout.text.width());
        layout.odds = QRectF(0, layout.text.bottom() + kPadding, oddsWidth, rows * row);
        layout.text.setWidth(oddsWidth);
    }
    return layout;
}

void CalloutItem::setTone(Tone tone) {
    if (tone != tone_) {
        tone_ = tone;
        update();
    }
}

QRectF CalloutItem::boundingRect() const {
    if (text_.isEmpty()) {
        return {};
    }
    // Every side of the point the box may go to, wrapped as narrow as a small
    // view makes it.
    const QSizeF narrow = layoutWithin(kMinWidth).size();
    const QSizeF wide = natural_.size();
    const double w = std::max(wide.width(), narrow.width()) + 2 * kPadding + kOffset + 1;
    const double h = std::max(wide.height(), narrow.height()) + 2 * kPadding + kOffset + 1;
    return {-w, -h, 2 * w, 2 * h};
}

QRectF CalloutItem::boxIn(const QRectF& view, QPointF point) const {
    QSizeF inside = natural_.size();
    // A view narrower than the box: the text wrapped to its width.
    if (!view.isEmpty() && inside.width() + 2 * kPadding > view.width()) {
        inside = layoutWithin(std::max(kMinWidth, view.width() - 2 * kPadding)).size();
    }
    const QSizeF size = inside + QSizeF(2 * kPadding, 2 * kPadding);
    // Above and to the right of the point: a tooltip opens below the pointer.
    QRectF box(QPointF(kOffset, -kOffset - size.height()), size);
    if (view.isEmpty()) {
        return box;
    }
    const QRectF placed = box.translated(point);
    if (placed.right() > view.right()) {
        box.moveRight(-kOffset);
    }
    if (placed.top() < view.top()) {
        box.moveTop(kOffset);
    }
    // Wider or taller than the room on either side: pushed in whole.
    QRectF seen = box.translated(point);
    if (seen.left() < view.left()) {
        seen.moveLeft(view.left());
    }
    if (seen.bottom() > view.bottom()) {
        seen.moveBottom(view.bottom());
    }
    return seen.translated(-point);
}

void CalloutItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                        QWidget* widget) {
    if (text_.isEmpty()) {
        return;
    }
    QColor edge(200, 200, 200);
    if (tone_ == Tone::Good) {
        edge = QColor(90, 200, 110);
    } else if (tone_ == Tone::Bad) {
        edge = QColor(235, 80, 70);
    }
    // Placed against the view it is drawn in (none for an export).
    const QPointF point = painter->worldTransform().map(QPointF(0, 0));
    const QRectF view =
        widget != nullptr ? QRectF(widget->rect()).adjusted(2, 2, -2, -2) : QRectF();
    const QRectF box = boxIn(view, point);
    const QPointF origin = box.topLeft() + QPointF(kPadding, kPadding);
    const Layout layout = layoutWithin(box.width() - 2 * kPadding);
    const QRectF textRect = layout.text.translated(origin);
    const QRectF oddsRect = layout.odds.translated(origin);

    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(edge, 1.5));
    painter->setBrush(QColor(25, 28, 32, 225));
    painter->drawRoundedRect(box, 4, 4);
    painter->setFont(font_);
    painter->setPen(Qt::white);
    painter->drawText(textRect, Qt::TextWordWrap, text_);
    const QFontMetricsF metrics(font_);
    const double row = metrics.height() + 3;
    double y = oddsRect.top();
    QFont bold = font_;
    bold.setBold(true);
    for (const OddsBlock& block : odds_) {
        painter->setFont(bold);
        painter->setPen(QColor(220, 220, 220));
        painter->drawText(
            QRectF(oddsRect.left(), y, oddsRect.width(), metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(bold).elidedText(block.title, Qt::ElideRight, oddsRect.width()));
        painter->setFont(font_);
        y += row;
        const QRectF area(oddsRect.left(), y, oddsRect.width(), block.bars.size() * row);
        paintOddsBars(*painter, area, block.bars, QColor(110, 170, 230), Qt::white);
        y += area.height();
    }
}

}  // namespace adjutant::ui
