#include "ui/items/CalloutItem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

namespace adjutant::ui {

namespace {
// Screen pixels: the box's offset from its point, padding and widest line.
constexpr double kOffset = 14.0;
constexpr double kPadding = 5.0;
constexpr double kMaxWidth = 340.0;
constexpr double kOddsWidth = 300.0;
constexpr double kWidestOdds = 480.0;  // long answers are elided beyond this
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
    const QFontMetricsF metrics(font_);
    textRect_ = metrics.boundingRect(QRectF(0, 0, kMaxWidth, 1000), Qt::TextWordWrap, text_);
    textRect_.moveTopLeft(QPointF(kOffset + kPadding, kOffset + kPadding));
    oddsRect_ = {};
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
        oddsRect_ = QRectF(textRect_.left(), textRect_.bottom() + kPadding,
                           std::max(std::min(natural, kWidestOdds), textRect_.width()), rows * row);
        textRect_.setWidth(oddsRect_.width());
    }
    update();
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
    return textRect_.united(oddsRect_).adjusted(-kPadding - 1, -kPadding - 1, kPadding + 1,
                                                kPadding + 1);
}

void CalloutItem::paint(QPainter* painter, const QStyleOptionGraphicsItem* /*option*/,
                        QWidget* /*widget*/) {
    if (text_.isEmpty()) {
        return;
    }
    QColor edge(200, 200, 200);
    if (tone_ == Tone::Good) {
        edge = QColor(90, 200, 110);
    } else if (tone_ == Tone::Bad) {
        edge = QColor(235, 80, 70);
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(edge, 1.5));
    painter->setBrush(QColor(25, 28, 32, 225));
    painter->drawRoundedRect(
        textRect_.united(oddsRect_).adjusted(-kPadding, -kPadding, kPadding, kPadding), 4, 4);
    painter->setFont(font_);
    painter->setPen(Qt::white);
    painter->drawText(textRect_, Qt::TextWordWrap, text_);
    const QFontMetricsF metrics(font_);
    const double row = metrics.height() + 3;
    double y = oddsRect_.top();
    for (const OddsBlock& block : odds_) {
        QFont bold = font_;
        bold.setBold(true);
        painter->setFont(bold);
        painter->setPen(QColor(220, 220, 220));
        painter->drawText(
            QRectF(oddsRect_.left(), y, oddsRect_.width(), metrics.height()),
            Qt::AlignLeft | Qt::AlignVCenter,
            QFontMetricsF(bold).elidedText(block.title, Qt::ElideRight, oddsRect_.width()));
        painter->setFont(font_);
        y += row;
        const QRectF area(oddsRect_.left(), y, oddsRect_.width(), block.bars.size() * row);
        paintOddsBars(*painter, area, block.bars, QColor(110, 170, 230), Qt::white);
        y += area.height();
    }
}

}  // namespace adjutant::ui
