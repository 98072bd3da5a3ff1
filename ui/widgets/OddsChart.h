#pragma once

#include <QRectF>
#include <QString>
#include <QVector>
#include <QWidget>

class QFontMetricsF;
class QPainter;

namespace adjutant {
struct RulesOdds;
}

namespace adjutant::ui {

/// One bar of an odds chart: what may happen, its chance, and the exact
/// fraction ("5/36").
struct OddsBar {
    QString label;
    double chance = 0;
    QString fraction;
};

/// Exact odds as a small horizontal bar chart: one row per outcome with its
/// words, a bar as long as its chance, and the percentage and fraction. The
/// unit inspector shows it under "If it tests now"; the fire and charge tools'
/// callouts can draw the same with paintOddsBars.
class OddsChart : public QWidget {
    Q_OBJECT

  public:
    explicit OddsChart(QWidget* parent = nullptr);

    /// Shows these odds (as the referee gives them: RulesetReferee::fireOdds, ...).
    void setOdds(const RulesOdds& odds);
    void setBars(QVector<OddsBar> bars);
    const QVector<OddsBar>& bars() const { return bars_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    /// The height the chart needs for its rows at this font.
    int heightForRows(int rows) const;

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    QVector<OddsBar> bars_;
};

/// The odds' title with the rule they come from: "IR 18 at IR Kaiser: casualties (14.4)".
QString oddsTitle(const RulesOdds& odds);

/// The bars from the referee's odds, in the order it gives them.
QVector<OddsBar> oddsBars(const RulesOdds& odds);

/// The width the bars need to show every label whole beside a short bar and
/// its figures, at these font metrics.
double oddsBarsNaturalWidth(const QFontMetricsF& metrics, const QVector<OddsBar>& bars);

/// Paints the bars into `area` with the painter's font; the row height follows
/// the font. Shared by the widget and the table's callouts.
void paintOddsBars(QPainter& painter, const QRectF& area, const QVector<OddsBar>& bars,
                   const QColor& barColour, const QColor& textColour);

}  // namespace adjutant::ui
