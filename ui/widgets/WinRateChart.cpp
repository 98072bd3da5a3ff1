#include "ui/widgets/WinRateChart.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace adjutant::ui {

namespace {

// Side A, side B and draws: colours that stay apart for most colour vision.
const QColor kBarColours[] = {QColor(0x2b, 0x6c, 0xb0), QColor(0xc0, 0x50, 0x20),
                              QColor(0x88, 0x88, 0x88)};

QString percent(double rate) {
    return QStringLiteral("%1%").arg(rate * 100.0, 0, 'f', 0);
}

}  // namespace

WinRateChart::WinRateChart(QWidget* parent) : QWidget(parent) {
    setObjectName("winRateChart");
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void WinRateChart::setResults(const SimulationStats& stats, const std::vector<SimulatedGame>& games,
                              const QStringList& sides) {
    stats_ = stats;
    sides_ = sides;
    decidedByBound_.clear();
    // Every bound the games lasted, so the axis runs to the last one played.
    int longest = 0;
    for (const SimulatedGame& game : games) {
        longest = std::max(longest, game.boundsPlayed);
    }
    decidedByBound_.resize(longest, 0);
    for (const SimulatedGame& game : games) {
        if (game.error.empty() && game.outcome.decided && game.boundsPlayed > 0) {
            ++decidedByBound_[game.boundsPlayed - 1];
        }
    }
    hasResults_ = true;
    update();
}

void WinRateChart::clear() {
    hasResults_ = false;
    decidedByBound_.clear();
    update();
}

void WinRateChart::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    if (!hasResults_) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Run a batch to see the results here."));
        return;
    }
    const QRectF whole = QRectF(rect()).adjusted(8, 8, -8, -8);
    const double split = whole.width() * 0.5;
    paintRates(painter, QRectF(whole.left(), whole.top(), split - 8, whole.height()));
    paintHistogram(painter,
                   QRectF(whole.left() + split + 8, whole.top(), split - 8, whole.height()));
}

void WinRateChart::paintRates(QPainter& painter, const QRectF& area) const {
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    painter.setPen(palette().color(QPalette::Text));
    painter.drawText(QRectF(area.left(), area.top(), area.width(), line), Qt::AlignLeft,
                     tr("Win rate with 95% interval"));
    // The plot: 0..100% upwards, one bar per side and one for draws.
    const QRectF plot(area.left() + metrics.horizontalAdvance("100%") + 6, area.top() + line * 1.5,
                      area.width() - metrics.horizontalAdvance("100%") - 6,
                      area.height() - line * 3.8);
    auto yOf = [&](double rate) { return plot.bottom() - rate * plot.height(); };
    painter.setPen(QPen(palette().color(QPalette::Mid), 1, Qt::DotLine));
    for (double tick : {0.0, 0.25, 0.5, 0.75, 1.0}) {
        painter.drawLine(QPointF(plot.left(), yOf(tick)), QPointF(plot.right(), yOf(tick)));
        painter.save();
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(
            QRectF(area.left(), yOf(tick) - line / 2, plot.left() - area.left() - 4, line),
            Qt::AlignRight | Qt::AlignVCenter, percent(tick));
        painter.restore();
    }
    const Proportion bars[] = {stats_.wins[0], stats_.wins[1], stats_.draws};
    const QString labels[] = {sides_.value(0, tr("Side A")), sides_.value(1, tr("Side B")),
                              tr("Draws")};
    const double slot = plot.width() / 3.0;
    for (int i = 0; i < 3; ++i) {
        const Proportion& p = bars[i];
        const double centre = plot.left() + slot * (i + 0.5);
        const double width = slot * 0.55;
        const QRectF bar(centre - width / 2, yOf(p.rate), width, plot.bottom() - yOf(p.rate));
        painter.fillRect(bar, kBarColours[i]);
        // The interval: a whisker from low to high with caps.
        painter.setPen(QPen(palette().color(QPalette::Text), 1.5));
        const double cap = width * 0.25;
        painter.drawLine(QPointF(centre, yOf(p.low)), QPointF(centre, yOf(p.high)));
        painter.drawLine(QPointF(centre - cap, yOf(p.low)), QPointF(centre + cap, yOf(p.low)));
        painter.drawLine(QPointF(centre - cap, yOf(p.high)), QPointF(centre + cap, yOf(p.high)));
        painter.drawText(QRectF(centre - slot / 2, yOf(p.high) - line - 2, slot, line),
                         Qt::AlignCenter, percent(p.rate));
        painter.drawText(QRectF(centre - slot / 2, plot.bottom() + 2, slot, line * 2.2),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, labels[i]);
    }
    painter.setPen(palette().color(QPalette::Text));
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
}

void WinRateChart::paintHistogram(QPainter& painter, const QRectF& area) const {
    const QFontMetricsF metrics(font());
    const double line = metrics.height();
    painter.setPen(palette().color(QPalette::Text));
    int decided = 0;
    for (int count : decidedByBound_) {
        decided += count;
    }
    painter.drawText(QRectF(area.left(), area.top(), area.width(), line), Qt::AlignLeft,
                     tr("Bound an army broke (%1 of %2 games)").arg(decided).arg(stats_.games));
    const QRectF plot(area.left() + metrics.horizontalAdvance("000") + 6, area.top() + line * 1.5,
                      area.width() - metrics.horizontalAdvance("000") - 6,
                      area.height() - line * 3.2);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    if (decided == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No army broke: every game went the full length."));
        return;
    }
    const int most = *std::max_element(decidedByBound_.begin(), decidedByBound_.end());
    const int bounds = static_cast<int>(decidedByBound_.size());
    const double slot = plot.width() / bounds;
    painter.drawText(
        QRectF(area.left(), plot.top() - line / 2, plot.left() - area.left() - 4, line),
        Qt::AlignRight | Qt::AlignVCenter, QString::number(most));
    painter.drawText(
        QRectF(area.left(), plot.bottom() - line / 2, plot.left() - area.left() - 4, line),
        Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("0"));
    // Label every bound when there is room, else every few.
    const int labelEvery =
        std::max(1, static_cast<int>(std::ceil(metrics.horizontalAdvance("00 ") / slot)));
    for (int i = 0; i < bounds; ++i) {
        const double height = most > 0 ? plot.height() * decidedByBound_[i] / most : 0.0;
        const QRectF bar(plot.left() + slot * i + slot * 0.1, plot.bottom() - height, slot * 0.8,
                         height);
        painter.fillRect(bar, palette().color(QPalette::Highlight));
        if ((i + 1) % labelEvery == 0 || i == 0) {
            painter.drawText(QRectF(plot.left() + slot * i, plot.bottom() + 4, slot, line),
                             Qt::AlignHCenter | Qt::AlignTop, QString::number(i + 1));
        }
    }
    painter.drawText(QRectF(plot.left(), plot.bottom() + line + 4, plot.width(), line),
                     Qt::AlignHCenter | Qt::AlignTop, tr("bound"));
}

}  // namespace adjutant::ui
