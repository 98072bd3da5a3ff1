#include "ui/report/ReportPictures.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "ui/items/LabelPlate.h"
#include "ui/items/StatusBadgeItem.h"
#include "ui/items/UnitItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/UnitStatusWords.h"

namespace adjutant::ui::ReportPictures {

QImage table(const GameState& state, const RulesetReferee* referee, const QString& scenarioFolder,
             int pixelWidth, int shownWidth) {
    const GameSetup& setup = state.setup();
    TableScene scene;
    scene.setGridVisible(false);
    scene.showScenario(*setup.scenario, *setup.ruleset, scenarioFolder);
    for (const Unit& unit : setup.scenario->units) {
        UnitItem* item = scene.unitItem(QString::fromStdString(unit.id));
        const Unit* now = state.findUnit(unit.id);
        if (!item) {
            continue;
        }
        if (!now) {
            item->setVisible(false);
            continue;
        }
        scene.syncUnit(*now);
        const UnitStatusWords status = UnitStatusWords::of(referee, state, unit.id);
        if (!status.empty()) {
            // A child of the unit's item, deleted with the scene.
            auto* badge = new StatusBadgeItem(item);
            badge->setStatus(status.words, status.details);
        }
    }
    // The table itself, without the floor around it. Drawn as on a screen
    // `shownWidth` pixels wide with `pixelWidth / shownWidth` device pixels to
    // the pixel: names and badges, which keep their size whatever the zoom,
    // are laid out and drawn at the size the page shows, not shrunk with the
    // table into a picture three times wider than the page.
    const QRectF area(0, 0, setup.scenario->table.width, setup.scenario->table.height);
    const double ratio = static_cast<double>(pixelWidth) / std::max(1, shownWidth);
    const double pixelsPerInch = shownWidth / area.width();
    scene.declutterNames(pixelsPerInch);
    QImage image(
        QSize(pixelWidth, static_cast<int>(std::ceil(area.height() * pixelsPerInch * ratio))),
        QImage::Format_RGB32);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                           QPainter::SmoothPixmapTransform);
    scene.render(&painter, QRectF(QPointF(0, 0), image.deviceIndependentSize()), area,
                 Qt::KeepAspectRatio);
    return image;
}

double namePointsOnPaper(const QImage& picture, int shownWidth) {
    // A name as a unit's label plate sets it: its type size in the picture's
    // device pixels, then scaled to the width the page shows the picture at.
    LabelPlate plate(LabelPlate::Look::Name);
    plate.setText(QStringLiteral("IR 18"));
    const double devicePixels =
        plate.font().pointSizeF() * picture.logicalDpiY() / 72.0 * picture.devicePixelRatio();
    return devicePixels * shownWidth / std::max(1, picture.width()) * 0.75;
}

QImage lossesChart(const BattleReport& report, const QStringList& labels, QSize size) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    QFont font = painter.font();
    font.setPixelSize(std::max(11, size.height() / 28));
    painter.setFont(font);
    const QFontMetrics metrics(font);

    int highest = 1;
    for (const BattleReport::Bound& bound : report.bounds) {
        for (const BattleReport::SideBound& side : bound.sides) {
            highest = std::max(highest, side.figuresLost);
        }
    }
    // A round step for the scale: 1, 2, 5, 10, 20, 50 ...
    constexpr int kMantissas[] = {1, 2, 5};
    int step = 1;
    for (int k = 0, magnitude = 1; highest / step > 6;) {
        k = (k + 1) % 3;
        magnitude *= k == 0 ? 10 : 1;
        step = kMantissas[k] * magnitude;
    }
    const int top = (highest + step - 1) / step * step;

    const QColor colours[2] = {QColor(QString::fromStdString(report.sides[0].colour)),
                               QColor(QString::fromStdString(report.sides[1].colour))};
    const QColor fallback[2] = {QColor(0xb0, 0x3a, 0x2e), QColor(0x2e, 0x5f, 0xa8)};
    const auto colour = [&](int side) {
        return colours[side].isValid() ? colours[side] : fallback[side];
    };

    const int line = metrics.height();
    const QRect plot(metrics.horizontalAdvance(QString::number(top)) + line * 2, line * 2,
                     size.width() - metrics.horizontalAdvance(QString::number(top)) - line * 3,
                     size.height() - line * 5);
    // The legend, above the plot.
    int x = plot.left();
    for (int side = 0; side < 2; ++side) {
        painter.setPen(colour(side).darker(170));
        painter.setBrush(colour(side));
        painter.drawRect(QRect(x, line / 2, line, line - 2));
        painter.setPen(Qt::black);
        const QString name = labels.value(side);
        painter.drawText(QPoint(x + line + line / 3, line / 2 + metrics.ascent() - 1), name);
        x += line * 2 + metrics.horizontalAdvance(name) + line;
    }
    // Gridlines and the scale.
    painter.setPen(QColor(0xdd, 0xdd, 0xdd));
    for (int value = 0; value <= top; value += step) {
        const int y = plot.bottom() - plot.height() * value / top;
        painter.setPen(QColor(0xdd, 0xdd, 0xdd));
        painter.drawLine(plot.left(), y, plot.right(), y);
        painter.setPen(Qt::black);
        const QString text = QString::number(value);
        painter.drawText(QRect(0, y - line / 2, plot.left() - line / 2, line),
                         Qt::AlignRight | Qt::AlignVCenter, text);
    }
    // The bars: a pair for each bound.
    const int bounds = std::max<int>(1, static_cast<int>(report.bounds.size()));
    const double slot = static_cast<double>(plot.width()) / bounds;
    const double bar = std::min(slot * 0.36, line * 2.5);
    for (int i = 0; i < static_cast<int>(report.bounds.size()); ++i) {
        const BattleReport::Bound& bound = report.bounds[static_cast<std::size_t>(i)];
        const double centre = plot.left() + slot * (i + 0.5);
        for (int side = 0; side < 2; ++side) {
            const int lost = bound.sides[static_cast<std::size_t>(side)].figuresLost;
            const double height = static_cast<double>(plot.height()) * lost / top;
            const QRectF rect(centre - bar + side * bar, plot.bottom() - height, bar - 1, height);
            painter.setPen(colour(side).darker(170));
            painter.setBrush(colour(side));
            painter.drawRect(rect);
        }
        painter.setPen(Qt::black);
        painter.drawText(QRectF(centre - slot / 2, plot.bottom() + 2, slot, line),
                         Qt::AlignHCenter | Qt::AlignTop, QString::number(bound.number));
    }
    painter.setPen(Qt::black);
    painter.drawLine(plot.bottomLeft(), plot.bottomRight());
    painter.drawLine(plot.bottomLeft(), plot.topLeft());
    painter.drawText(QRect(plot.left(), plot.bottom() + line + 4, plot.width(), line),
                     Qt::AlignHCenter, labels.value(2));
    painter.save();
    painter.translate(line / 2.0 + 2, plot.center().y());
    painter.rotate(-90);
    painter.drawText(QRect(-plot.height() / 2, -line / 2, plot.height(), line), Qt::AlignCenter,
                     labels.value(3));
    painter.restore();
    return image;
}

}  // namespace adjutant::ui::ReportPictures
