#pragma once

#include <QFont>
#include <QGraphicsObject>
#include <QString>
#include <QVector>

#include "ui/widgets/OddsChart.h"

namespace adjutant::ui {

/// A short text in a box beside a point of the table: the referee's verdict
/// near the cursor, a measured distance, a fire preview. It keeps its size on
/// screen at every zoom and sits just below and right of its point. Under the
/// text it can draw exact odds as a small bar chart (the fire and charge tools).
class CalloutItem : public QGraphicsObject {
    Q_OBJECT

  public:
    /// Green for "legal", red for "not legal" with the reason, neutral for facts.
    enum class Tone { Info, Good, Bad };

    explicit CalloutItem(QGraphicsItem* parent = nullptr);

    void setText(const QString& text);
    const QString& text() const { return text_; }
    /// Odds drawn under the text, each under its title; none hides the chart.
    struct OddsBlock {
        QString title;
        QVector<OddsBar> bars;
    };
    void setOdds(QVector<OddsBlock> odds);
    const QVector<OddsBlock>& odds() const { return odds_; }
    void setTone(Tone tone);
    Tone tone() const { return tone_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    void layOut();

    QString text_;
    QVector<OddsBlock> odds_;
    QRectF oddsRect_;  // below the text, empty without odds
    Tone tone_ = Tone::Info;
    QFont font_;
    QRectF textRect_;
};

}  // namespace adjutant::ui
