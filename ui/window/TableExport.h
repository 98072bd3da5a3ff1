#pragma once

#include <QRectF>
#include <QString>

class QGraphicsScene;

namespace adjutant::ui {

/// Writes a picture of the table (the scene's rectangle `area`, in inches) to
/// a file, for a report or a battle log. Both return the error, or empty.
namespace TableExport {

/// A PNG with `pixelsPerInch` pixels to the table inch.
QString toPng(QGraphicsScene& scene, const QRectF& area, const QString& path,
              double pixelsPerInch = 25.0);
/// A one-page PDF, landscape when the area is wider than high, the table
/// fitted to the page with its proportions kept.
QString toPdf(QGraphicsScene& scene, const QRectF& area, const QString& path, const QString& title);

}  // namespace TableExport

}  // namespace adjutant::ui
