#include "ui/widgets/OddsChart.h"

#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>

#include "core/referee/RulesetReferee.h"

namespace adjutant::ui {

namespace {

constexpr double kRowGap = 3;
constexpr double kPadding = 4;
constexpr double kShortestBar = 60;

QString percent(double chance) {
    const double value = chance * 100;
    if (value > 0 && value < 1) {
        return QStringLiteral("<1%");
    }
    if (value < 100 && value > 99) {
        return QStringLiteral(">99%");
    }
    return QStringLiteral("%1%").arg(value, 0, 'f', 0);
}

}  // namespace

QString oddsTitle(const RulesOdds& odds) {
    const QString title = QString::fromStdString(odds.title);
    return odds.rule.empty()
               ? title
               : QStringLiteral("%1 (%2)").arg(title, QString::fromStdString(odds.rule));
}

QVector<OddsBar> oddsBars(const RulesOdds& odds) {
    QVector<OddsBar> bars;
    for (std::size_t i = 0; i < odds.outcomes.size(); ++i) {
        const OddsOutcome& outcome = odds.outcomes[i];
        const QString label = i < odds.labels.size() ? QString::fromStdString(odds.labels[i])
                                                     : QString::fromStdString(outcome.value.dump());
        bars.append({label, outcome.chance.value(), QString::fromStdString(outcome.chance.text())});
    }
    return bars;
}

double oddsBarsNaturalWidth(const QFontMetricsF& metrics, const QVector<OddsBar>& bars) {
    double labelWidth = 0;
    double figureWidth = 0;
    for (const OddsBar& bar : bars) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(bar.label));
        figureWidth = std::max(
            figureWidth,
            metrics.horizontalAdvance(percent(bar.chance) + QStringLiteral("  ") + bar.fraction));
    }
    return labelWidth + 3 * kPadding + kShortestBar + figureWidth;
}

void paintOddsBars(QPainter& painter, const QRectF& area, const QVector<OddsBar>& bars,
                   const QColor& barColour, const QColor& textColour) {
    const QFontMetricsF metrics(painter.font());
    const double row = metrics.height() + kRowGap;
    double labelWidth = 0;
    double figureWidth = 0;
    for (const OddsBar& bar : bars) {
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(bar.label));
        figureWidth = std::max(
            figureWidth,
            metrics.horizontalAdvance(percent(bar.chance) + QStringLiteral("  ") + bar.fraction));
    }
    // Labels take what a short bar and the figures leave, and at least
    // two fifths of the width; what does not fit is elided.
    labelWidth = std::min(
        labelWidth,
        std::max(area.width() * 0.4, area.width() - figureWidth - 3 * kPadding - kShortestBar));
    const double barLeft = area.left() + labelWidth + 2 * kPadding;
    const double barRoom = std::max(8.0, area.right() - figureWidth - kPadding - barLeft);
    double y = area.top();
    for (const OddsBar& bar : bars) {
        const QRectF labelRect(area.left(), y, labelWidth, metrics.height());
        painter.setPen(textColour);
        painter.drawText(labelRect, Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(bar.label, Qt::ElideRight, labelWidth));
        const QRectF barRect(barLeft, y + 2, std::max(1.0, barRoom * bar.chance),
                             metrics.height() - 4);
        painter.fillRect(barRect, bar.chance > 0 ? barColour : Qt::transparent);
        painter.drawText(QRectF(barLeft + barRoom + kPadding, y, figureWidth, metrics.height()),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         percent(bar.chance) + QStringLiteral("  ") + bar.fraction);
        y += row;
    }
}

OddsChart::OddsChart(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("oddsChart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void OddsChart::setOdds(const RulesOdds& odds) {
    setBars(oddsBars(odds));
    setToolTip(QString::fromStdString(odds.title));
}

void OddsChart::setBars(QVector<OddsBar> bars) {
    bars_ = std::move(bars);
    updateGeometry();
    update();
}

int OddsChart::heightForRows(int rows) const {
    const QFontMetricsF metrics(font());
    return static_cast<int>(rows * (metrics.height() + kRowGap) + 2 * kPadding);
}

QSize OddsChart::sizeHint() const {
    return {240, heightForRows(static_cast<int>(std::max<qsizetype>(1, bars_.size())))};
}

QSize OddsChart::minimumSizeHint() const {
    return {120, sizeHint().height()};
}

void OddsChart::paintEvent(QPaintEvent* /*event*/) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing, false);
    paintOddsBars(painter, QRectF(rect()).adjusted(kPadding, kPadding, -kPadding, -kPadding), bars_,
                  palette().color(QPalette::Highlight), palette().color(QPalette::Text));
}

}  // namespace adjutant::ui
