#pragma once

#include <QFont>
#include <QPixmap>
#include <QRectF>
#include <QString>

class QPainter;

namespace adjutant::ui {

/// A short text drawn in screen pixels whatever the zoom, on a plate that
/// keeps it readable on the cloth and on a map alike: a unit's name (dark text
/// on a pale, half-clear plate) or its status badge (bold dark red on yellow).
/// Shaping and drawing text is the dearest part of a redraw, and the plate's
/// pixels never change with the zoom, so it is drawn once into a pixmap and
/// that pixmap is reused until the text changes.
class LabelPlate {
  public:
    enum class Look { Name, Badge };

    explicit LabelPlate(Look look);

    /// The size of every plate's text against the usual, from the player's
    /// text-size setting (1 = the usual). Plates take it up when next given
    /// their text (the table re-syncs its units when it changes).
    static void setTextScale(double scale);
    static double textScale();

    void setText(const QString& text);
    const QString& text() const { return text_; }
    /// The font the text is set in (after setText).
    const QFont& font() const { return font_; }
    bool isEmpty() const { return text_.isEmpty(); }

    /// The box that is placed on the table, in pixels, its top-left at (0, 0).
    QSizeF size() const { return box_.size(); }
    /// What is drawn, in pixels from the box's top-left (the plate's rim may
    /// reach out of the box); the pixmap covers exactly this.
    QRectF bounds() const { return bounds_; }

    /// Draws the plate with its box's top-left at the painter's origin (for
    /// devices that are not pixels, such as a PDF, where text stays text).
    void paint(QPainter& painter) const;
    /// The plate drawn into a pixmap of `bounds()` for a screen of this pixel
    /// ratio; made on first use and kept.
    const QPixmap& pixmap(qreal devicePixelRatio) const;

  private:
    void paintName(QPainter& painter) const;
    void paintBadge(QPainter& painter) const;

    Look look_;
    double scale_ = 0.0;  // the text scale the plate was laid out at
    QFont font_;
    QString text_;
    QRectF box_;
    QRectF bounds_;
    mutable QPixmap pixmap_;
};

}  // namespace adjutant::ui
