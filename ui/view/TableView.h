#pragma once

#include <QGraphicsView>

namespace adjutant::ui {

/// The table on screen: a QGraphicsView in table inches that zooms with the
/// wheel (about the cursor), pans with the middle button or space-drag, and
/// reports where the cursor is on the table.
class TableView : public QGraphicsView {
    Q_OBJECT

  public:
    explicit TableView(QWidget* parent = nullptr);

    /// Zooms so that the whole table fits in the window. Until the player
    /// zooms or pans, it stays fitted as the window or its panels change size.
    void fitTable();
    void zoomIn();
    void zoomOut();
    /// Screen pixels per table inch at the present zoom.
    double pixelsPerInch() const;

  signals:
    /// The cursor moved to this point of the table, in inches.
    void cursorMoved(QPointF tableInches);
    /// The cursor left the table.
    void cursorLeft();

  protected:
    /// Lays the unit names out for the present zoom before drawing.
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void keyReleaseEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

  private:
    void zoomBy(double factor);

    bool panning_ = false;
    bool spaceHeld_ = false;
    QPoint lastPanPoint_;
    // The zoom fitTable last gave: while it is kept, the table stays fitted.
    QTransform fitted_;
    bool isFitted_ = false;
};

}  // namespace adjutant::ui
