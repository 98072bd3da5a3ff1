#pragma once

#include <QFont>
#include <QGraphicsItem>
#include <QString>

namespace adjutant::ui {

/// A small label on a unit saying what state it is in ("Shaken · Unformed"),
/// drawn in screen pixels so it stays readable at every zoom. It sits just in
/// front of its parent unit item and is hidden when there is nothing to say.
/// It is a child of the unit's item, so it moves and disappears with it.
class StatusBadgeItem : public QGraphicsItem {
  public:
    explicit StatusBadgeItem(QGraphicsItem* unit);

    /// Sets the words (the first two are shown, then "+n") and the longer text
    /// of the tooltip, and places the badge above the unit's present outline
    /// (call after the unit was re-synced).
    void setStatus(const QStringList& words, const QString& details);
    const QString& text() const { return text_; }

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

  private:
    QString text_;
    QFont font_;
    QRectF box_;
};

}  // namespace adjutant::ui
