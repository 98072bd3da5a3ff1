#include "ui/window/ApplicationLook.h"

#include <QPainter>
#include <QPixmap>
#include <QSvgRenderer>

namespace adjutant::ui {

QIcon applicationIcon() {
    // Installed, the desktop's icon theme has the same picture in every size.
    QIcon icon = QIcon::fromTheme(QStringLiteral(ADJUTANT_APP_ID));
    if (!icon.isNull()) {
        return icon;
    }
    // Drawn here rather than handed to QIcon as an SVG, which would need Qt's
    // SVG icon plugin installed as well.
    QSvgRenderer svg(QStringLiteral(":/icons/adjutant.svg"));
    for (int size : {16, 24, 32, 48, 64, 128, 256}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        svg.render(&painter);
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

}  // namespace adjutant::ui
