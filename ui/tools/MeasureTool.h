#pragma once

#include <QPointer>
#include <optional>
#include <string>

#include "ui/items/TapeItem.h"
#include "ui/tools/TableTool.h"

namespace adjutant::ui {

/// A measuring tape: drag from one place to another. Started or ended on a
/// unit, the tape runs from the nearest point of its stands (nearest point to
/// nearest point, as the rules measure); elsewhere from the point itself. The
/// distance written on it is core/geometry's, in inches (or centimetres) and
/// the ruleset's paces. The tape stays until the next measure or Escape.
class MeasureTool : public TableTool {
    Q_OBJECT

  public:
    MeasureTool(GameSession& session, TableScene& scene, QObject* parent = nullptr);

    QString name() const override { return tr("&Measure"); }
    QString hint() const override;
    QKeySequence shortcut() const override { return QKeySequence(Qt::Key_M); }

    void cancel() override;
    bool mousePress(const ToolMouseEvent& event) override;
    bool mouseMove(const ToolMouseEvent& event) override;
    bool mouseRelease(const ToolMouseEvent& event) override;

    /// The last distance measured (inches) and its label; nothing before a measure.
    std::optional<double> distance() const { return distance_; }
    QString label() const;
    TapeItem* tape() const { return tape_; }

  private:
    void measureTo(QPointF end);

    bool measuring_ = false;
    QPointF start_;
    std::string startUnit_;  // empty: the tape starts at a point
    std::optional<double> distance_;
    QPointer<TapeItem> tape_;
};

}  // namespace adjutant::ui
