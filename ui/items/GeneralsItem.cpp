#include "ui/items/GeneralsItem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QRegularExpression>
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

#include "core/model/Scenario.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/scene/LabelPlacement.h"

namespace adjutant::ui {

namespace {

// What a general is called at a glance of the whole table: the surname
// ("Howard"), a monarch's name and number ("Frederick II"), a prince's name
// and land ("Charles of Lorraine"); a commander known by his post ("Commander
// of the second line") keeps the whole of it, as no one word of it says who.
QString shortName(const QString& name) {
    const QStringList words = name.split(' ', Qt::SkipEmptyParts);
    if (words.isEmpty() || !words.back().front().isUpper()) {
        return name;
    }
    static const QRegularExpression roman("^[IVX]+$");
    if (words.size() >= 2 && roman.match(words.back()).hasMatch()) {
        return words[words.size() - 2] + ' ' + words.back();
    }
    const qsizetype of = words.indexOf(QStringLiteral("of"));
    if (of >= 1) {
        return QStringList(words.mid(of - 1)).join(' ');
    }
    return words.back();
}

QFont nameFont() {
    QFont font;
    font.setPointSizeF(9);
    font.setBold(true);
    return font;
}

}  // namespace

GeneralsItem::GeneralsItem() {
    // Over the units and the objectives' names, under every tool's and
    // overlay's marks (ghosts, arrows, callouts).
    setZValue(13.0);
    setAcceptedMouseButtons(Qt::NoButton);
}

void GeneralsItem::setGenerals(const Scenario& scenario) {
    prepareGeometryChange();
    figures_.clear();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        for (const General& general : scenario.sides[s].generals) {
            figures_.append({QString::fromStdString(general.id),
                             QString::fromStdString(general.name),
                             QPointF(general.pose.position.x, general.pose.position.y), int(s)});
        }
    }
    table_ = QSizeF(scenario.table.width, scenario.table.height);
    shown_.clear();
    shownAt_ = 0;
    update();
}

void GeneralsItem::setSideColours(const QList<QColor>& colours) {
    colours_ = colours;
    update();
}

void GeneralsItem::setTable(QSizeF inches) {
    prepareGeometryChange();
    table_ = inches;
}

void GeneralsItem::setNamesShown(bool shown) {
    namesShown_ = shown;
    update();
}

QColor GeneralsItem::sideColour(int side) const {
    const QColor colour = colours_.value(side);
    return colour.isValid() ? colour : QColor(Qt::darkGray);
}

QString GeneralsItem::nameAtZoom(const QString& name, double pixelsPerInch) {
    // Zoomed out the short name is enough; closer, the full name.
    return pixelsPerInch >= 20.0 ? name : shortName(name);
}

QString GeneralsItem::nameAtZoom(const General& general, double pixelsPerInch) {
    return nameAtZoom(QString::fromStdString(general.name), pixelsPerInch);
}

QList<QRectF> GeneralsItem::takenAt(double pixelsPerInch) const {
    QList<QRectF> taken;
    if (objectives_) {
        taken = objectives_->labelBoxes(pixelsPerInch);
    }
    // No name covers a general's base, his own or another's.
    for (const Figure& figure : figures_) {
        const double r = kBaseRadius * pixelsPerInch;
        taken << QRectF(figure.at * pixelsPerInch - QPointF(r, r), QSizeF(2 * r, 2 * r));
    }
    return taken;
}

std::optional<QRectF> GeneralsItem::placeName(const Figure& figure, double pixelsPerInch,
                                              const QList<QRectF>& placed, double mostShift) const {
    const QRectF cloth(0, 0, table_.width() * pixelsPerInch, table_.height() * pixelsPerInch);
    QRectF box = QFontMetricsF(nameFont())
                     .boundingRect(nameAtZoom(figure.name, pixelsPerInch))
                     .adjusted(-3, -1, 3, 1);
    // Under the base, above it, or beside it right or left, each moved down
    // or up past the names already placed: the place that must be moved
    // least, and never off the cloth, so that a name is not stacked far from
    // its base and read as another general's.
    const QPointF base = figure.at * pixelsPerInch;
    const double down = kBaseRadius * pixelsPerInch + box.height() / 2 + 2;
    const double aside = kBaseRadius * pixelsPerInch + box.width() / 2 + 2;
    std::optional<QRectF> best;
    double bestShift = 0;
    for (const QPointF& centre : {base + QPointF(0, down), base - QPointF(0, down),
                                  base + QPointF(aside, 0), base - QPointF(aside, 0)}) {
        box.moveCenter(centre);
        box.moveLeft(std::clamp(box.left(), 0.0, std::max(0.0, cloth.right() - box.width())));
        for (const bool upwards : {false, true}) {
            const QRectF cleared = clearOf(box, placed, upwards);
            const double shift = std::abs(cleared.top() - box.top());
            if (cloth.contains(cleared) && shift <= mostShift && (!best || shift < bestShift)) {
                best = cleared;
                bestShift = shift;
            }
        }
    }
    return best;
}

QList<QRectF> GeneralsItem::nameBoxes(double pixelsPerInch) const {
    QList<QRectF> placed = takenAt(pixelsPerInch);
    const qsizetype before = placed.size();
    const QRectF cloth(0, 0, table_.width() * pixelsPerInch, table_.height() * pixelsPerInch);
    for (const Figure& figure : figures_) {
        const std::optional<QRectF> box =
            placeName(figure, pixelsPerInch, placed, std::numeric_limits<double>::infinity());
        // A table too small for the name: under the base, as it comes.
        placed << box.value_or(QRectF(figure.at * pixelsPerInch, QSizeF(1, 1)));
    }
    return placed.mid(before);
}

void GeneralsItem::giveWay(const std::vector<bool>& yielded, const QList<QRectF>& unitsDrawn,
                           double pixelsPerInch) {
    QList<QRectF> shown = nameBoxes(pixelsPerInch);
    QList<QRectF> placed = takenAt(pixelsPerInch) + unitsDrawn;
    for (qsizetype i = 0; i < shown.size(); ++i) {
        if (std::size_t(i) >= yielded.size() || !yielded[std::size_t(i)]) {
            placed << shown[i];
        }
    }
    // A name that gave way looks for another place near its base, clear of
    // the units and their names as well; a little further off than its own
    // place, never so far as to be read as another general's.
    for (qsizetype i = 0; i < shown.size(); ++i) {
        if (std::size_t(i) < yielded.size() && yielded[std::size_t(i)]) {
            const std::optional<QRectF> box =
                placeName(figures_[i], pixelsPerInch, placed, 2.0 * shown[i].height());
            shown[i] = box.value_or(QRectF());
            if (box) {
                placed << *box;
            }
        }
    }
    shown_ = std::move(shown);
    shownAt_ = pixelsPerInch;
    update();
}

QList<QRectF> GeneralsItem::shownNameBoxes(double pixelsPerInch) const {
    if (std::abs(shownAt_ - pixelsPerInch) < 1e-9 && shown_.size() == figures_.size()) {
        return shown_;
    }
    return nameBoxes(pixelsPerInch);
}

QRectF GeneralsItem::boundingRect() const {
    // A name keeps its size on screen, so its reach in inches depends on the
    // zoom: the scene (the table and the floor around it) is the honest bound.
    if (scene()) {
        return scene()->sceneRect();
    }
    return QRectF(QPointF(-1, -1), table_ + QSizeF(2, 2));
}

void GeneralsItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    QPen outline(Qt::black, 1.2);
    outline.setCosmetic(true);  // the same line at every zoom
    painter->setPen(outline);
    for (const Figure& figure : figures_) {
        painter->setBrush(sideColour(figure.side));
        painter->drawEllipse(figure.at, kBaseRadius, kBaseRadius);
    }
    if (!namesShown_) {
        return;
    }
    // The names are drawn in pixels, where the units' names were placed around them.
    const double pixels = std::max(painter->transform().m11(), 1e-6);
    const QList<QRectF> boxes = shownNameBoxes(pixels);
    painter->save();
    painter->scale(1 / pixels, 1 / pixels);
    painter->setFont(nameFont());
    for (qsizetype i = 0; i < figures_.size(); ++i) {
        if (figures_[i].name.isEmpty() || boxes[i].isNull()) {
            continue;
        }
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 190));
        painter->drawRoundedRect(boxes[i], 3, 3);
        painter->setPen(Qt::black);
        painter->drawText(boxes[i], Qt::AlignCenter, nameAtZoom(figures_[i].name, pixels));
    }
    painter->restore();
}

}  // namespace adjutant::ui
