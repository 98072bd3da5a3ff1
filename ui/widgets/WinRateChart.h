#pragma once

#include <QStringList>
#include <QVector>
#include <QWidget>
#include <vector>

#include "core/ai/Simulation.h"

class QPainter;

namespace adjutant::ui {

/// The chart of a batch of simulated games, drawn with QPainter: on the left
/// each side's win rate (and the draws) as a bar with its 95% interval as a
/// whisker; on the right how many games were decided in each bound.
class WinRateChart : public QWidget {
    Q_OBJECT

  public:
    explicit WinRateChart(QWidget* parent = nullptr);

    /// Shows a batch: its summary, its games (for the bounds to decision)
    /// and the names of the two sides.
    void setResults(const SimulationStats& stats, const std::vector<SimulatedGame>& games,
                    const QStringList& sides);
    void clear();

    /// Games decided in each bound, index 0 for bound 1 (for tests).
    const QVector<int>& decidedByBound() const { return decidedByBound_; }

    QSize sizeHint() const override { return {560, 240}; }
    QSize minimumSizeHint() const override { return {360, 180}; }

  protected:
    void paintEvent(QPaintEvent* event) override;

  private:
    void paintRates(QPainter& painter, const QRectF& area) const;
    void paintHistogram(QPainter& painter, const QRectF& area) const;

    bool hasResults_ = false;
    SimulationStats stats_;
    QStringList sides_;
    QVector<int> decidedByBound_;
};

}  // namespace adjutant::ui
