#include "ui/window/TableExport.h"

#include <QBuffer>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <cmath>

#include "ui/files/SafeSave.h"

namespace adjutant::ui::TableExport {

QString toPng(QGraphicsScene& scene, const QRectF& area, const QString& path,
              double pixelsPerInch) {
    const QSize size(static_cast<int>(std::ceil(area.width() * pixelsPerInch)),
                     static_cast<int>(std::ceil(area.height() * pixelsPerInch)));
    if (size.isEmpty()) {
        return QObject::tr("%1: there is no table to export").arg(path);
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0x3a, 0x3f, 0x44));
    {
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                               QPainter::SmoothPixmapTransform);
        scene.render(&painter, QRectF(QPointF(0, 0), size), area, Qt::KeepAspectRatio);
    }
    // Made whole in memory, then written through a temporary file, so a failed
    // export never leaves half an image in place of an earlier one.
    QByteArray png;
    QBuffer buffer(&png);
    if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) {
        return QObject::tr("%1: cannot be written: %2").arg(path, buffer.errorString());
    }
    return saveBytesSafely(path, png);
}

QString toPdf(QGraphicsScene& scene, const QRectF& area, const QString& path,
              const QString& title) {
    if (area.isEmpty()) {
        return QObject::tr("%1: there is no table to export").arg(path);
    }
    QByteArray pdf;
    QBuffer buffer(&pdf);
    if (!buffer.open(QIODevice::WriteOnly)) {
        return QObject::tr("%1: cannot be written: %2").arg(path, buffer.errorString());
    }
    QPdfWriter writer(&buffer);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("Adjutant"));
    // The labels keep a fixed size in screen pixels whatever the zoom
    // (ItemIgnoresTransformations), so the page is laid out at a screen's
    // resolution for them to come out at their point size. It is still vector.
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(area.width() >= area.height() ? QPageLayout::Landscape
                                                            : QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout::Millimeter);
    QPainter painter;
    if (!painter.begin(&writer)) {
        return QObject::tr("%1: cannot be written as a PDF").arg(path);
    }
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    const QRect page = painter.viewport();
    scene.render(&painter, QRectF(page), area, Qt::KeepAspectRatio);
    if (!painter.end()) {
        return QObject::tr("%1: cannot be written as a PDF").arg(path);
    }
    buffer.close();
    return saveBytesSafely(path, pdf);
}

}  // namespace adjutant::ui::TableExport
