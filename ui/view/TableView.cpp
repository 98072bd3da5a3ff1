#include "ui/view/TableView.h"

#include "ui/scene/TableScene.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPixmapCache>
#include <QResizeEvent>
#include <QScrollBar>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace adjutant::ui {

namespace {
// Limits keep the table findable: from a whole table in a few hundred pixels
// to a single figure filling the screen.
constexpr double kMinPixelsPerInch = 2.0;
constexpr double kMaxPixelsPerInch = 400.0;
constexpr double kWheelStep = 1.15;
// The table's layers cached as pixmaps the size of the view (the stands, the
// names and badges, each piece of terrain) must all fit in Qt's pixmap cache,
// or each frame would evict and redraw one of them: a full-screen layer is
// 8 MB on a 1920 x 1080 screen and 33 MB on a 4K one, against Qt's 10 MB.
constexpr int kPixmapCacheKilobytes = 160 * 1024;
}  // namespace

TableView::TableView(QWidget* parent) : QGraphicsView(parent) {
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                   QPainter::SmoothPixmapTransform);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setResizeAnchor(QGraphicsView::AnchorViewCenter);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setMouseTracking(true);
    setDragMode(QGraphicsView::NoDrag);
    setBackgroundBrush(QColor(0x3a, 0x3f, 0x44));
    setFocusPolicy(Qt::StrongFocus);
    QPixmapCache::setCacheLimit(std::max(QPixmapCache::cacheLimit(), kPixmapCacheKilobytes));
}

void TableView::fitTable() {
    if (scene()) {
        fitInView(scene()->sceneRect(), Qt::KeepAspectRatio);
        fitted_ = transform();
        isFitted_ = true;
    }
}

void TableView::resizeEvent(QResizeEvent* event) {
    // Still as fitted (not zoomed or fitted to something else since): the
    // table is fitted again to the new size.
    const bool stillFitted = isFitted_ && transform() == fitted_;
    QGraphicsView::resizeEvent(event);
    if (stillFitted) {
        fitTable();
    }
}

void TableView::zoomIn() {
    zoomBy(kWheelStep * kWheelStep);
}
void TableView::zoomOut() {
    zoomBy(1.0 / (kWheelStep * kWheelStep));
}

double TableView::pixelsPerInch() const {
    return transform().m11();
}

void TableView::paintEvent(QPaintEvent* event) {
    // A zoom, a fit or a unit moved: which names fit without overlapping is
    // decided once, here, rather than after every change that could alter it.
    if (auto* table = qobject_cast<TableScene*>(scene())) {
        if (table->namesNeedDeclutter(pixelsPerInch())) {
            table->declutterNames(pixelsPerInch());
        }
    }
    QGraphicsView::paintEvent(event);
}

void TableView::zoomBy(double factor) {
    const double target =
        std::clamp(pixelsPerInch() * factor, kMinPixelsPerInch, kMaxPixelsPerInch);
    const double applied = target / pixelsPerInch();
    scale(applied, applied);
}

void TableView::wheelEvent(QWheelEvent* event) {
    const double steps = event->angleDelta().y() / 120.0;
    zoomBy(std::pow(kWheelStep, steps));
    event->accept();
}

void TableView::mousePressEvent(QMouseEvent* event) {
    if (event->button() == Qt::MiddleButton || (spaceHeld_ && event->button() == Qt::LeftButton)) {
        panning_ = true;
        lastPanPoint_ = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void TableView::mouseMoveEvent(QMouseEvent* event) {
    if (panning_) {
        const QPoint now = event->position().toPoint();
        const QPoint delta = now - lastPanPoint_;
        lastPanPoint_ = now;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    emit cursorMoved(mapToScene(event->position().toPoint()));
    QGraphicsView::mouseMoveEvent(event);
}

void TableView::mouseReleaseEvent(QMouseEvent* event) {
    if (panning_ && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        panning_ = false;
        viewport()->setCursor(spaceHeld_ ? Qt::OpenHandCursor : Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void TableView::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void TableView::keyReleaseEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        spaceHeld_ = false;
        viewport()->setCursor(Qt::ArrowCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void TableView::leaveEvent(QEvent* event) {
    emit cursorLeft();
    QGraphicsView::leaveEvent(event);
}

}  // namespace adjutant::ui
