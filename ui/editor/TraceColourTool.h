#pragma once

#include <QDateTime>
#include <QPointF>
#include <optional>
#include <vector>

#include "core/model/Vec2.h"
#include "ui/editor/EditorTool.h"
#include "ui/editor/MapRaster.h"

class QWidget;

namespace adjutant::ui {

class TracePanel;

/// Traces a terrain area from the map by its colour: a click on the map
/// flood-fills the region of that colour (ColourTrace.h), its outline is shown
/// on the table and the panel's sliders (colour tolerance, vertex count) trace
/// it again at once; Keep (or Enter) adds it as the panel's kind of terrain,
/// fitted to the areas around it so that they share borders; Escape drops it.
/// A map that cannot be read is named in the panel; nothing on the table changes.
class TraceColourTool : public EditorTool {
    Q_OBJECT

  public:
    /// The panel is made over `panelParent` (the table's view), shown while the tool is.
    TraceColourTool(EditorSession& session, TableScene& scene, EditorMarksItem& marks,
                    QWidget* panelParent, QObject* parent = nullptr);

    QString name() const override { return tr("Trace by colour"); }
    QString hint() const override;

    void activate() override;
    void deactivate() override;
    void cancel() override;
    bool mousePress(const ToolMouseEvent& event) override;
    bool keyPress(QKeyEvent* event) override;

    /// Traces the region under a table point with the panel's settings;
    /// returns why it could not, or empty. `pixelsPerInch` is the zoom, for
    /// how near a neighbour's border counts as shared.
    QString traceAt(QPointF table, double pixelsPerInch = 10.0);
    /// Adds the outline shown as a terrain area; true if added.
    bool keep();
    /// The outline shown, in table inches (empty: none).
    const std::vector<Vec2>& pending() const { return pending_; }
    TracePanel& panel() const { return *panel_; }

  private:
    QString retrace();
    /// The map read for tracing, read again only when its file changed.
    const MapRaster* mapRaster(QString& error);

    TracePanel* panel_ = nullptr;
    std::optional<QPointF> seed_;
    double pixelsPerInch_ = 10.0;
    std::vector<Vec2> pending_;
    std::optional<MapRaster> raster_;
    QString rasterPath_;
    QDateTime rasterStamp_;
};

}  // namespace adjutant::ui
