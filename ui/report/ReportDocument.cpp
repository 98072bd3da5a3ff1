#include "ui/report/ReportDocument.h"

#include <QLocale>
#include <cmath>

#include "ui/report/ReportPictures.h"

namespace adjutant::ui {

namespace {

using Kind = BattleReport::TurningPoint::Kind;

// The pictures' width in the page's pixels: the text's width on an A4 page.

QString escaped(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString sideName(const BattleReport& report, int side) {
    return QString::fromStdString(report.sides[static_cast<std::size_t>(side & 1)].name);
}

QString percent(double fraction) {
    return QLocale().toString(std::lround(fraction * 100)) + QStringLiteral("%");
}

// Points with a tenth where they have one.
QString number(double value) {
    const bool whole = std::abs(value - std::round(value)) < 0.05;
    return QLocale().toString(value, 'f', whole ? 0 : 1);
}

// A picture with the words a reader who cannot see it gets instead.
QString image(const QString& name, int width, const QString& alternative) {
    return QStringLiteral("<p align=\"center\"><img src=\"%1\" width=\"%2\" alt=\"%3\"></p>")
        .arg(name)
        .arg(width)
        .arg(alternative.toHtmlEscaped());
}

// The language the report is written in, as HTML names it ("en", "de").
QString languageTag() {
    const QString tag = QLocale().bcp47Name();
    return tag.isEmpty() || tag == QLatin1String("C") ? QStringLiteral("en") : tag;
}

}  // namespace

QString ReportWords::result(const BattleReport& report) {
    const GameOutcome& outcome = report.outcome;
    if (outcome.decided && outcome.winner >= 0) {
        const int loser = 1 - outcome.winner;
        int brokeIn = 0;
        for (const BattleReport::TurningPoint& point : report.turningPoints) {
            if (point.kind == Kind::ArmyBroken && point.side == loser) {
                brokeIn = point.bound;
                break;
            }
        }
        return tr("%1 won: %2 broke in bound %3, with %4 of its figures lost or out of action.")
            .arg(sideName(report, outcome.winner), sideName(report, loser))
            .arg(brokeIn)
            .arg(percent(outcome.armies[static_cast<std::size_t>(loser)].lossFraction()));
    }
    if (outcome.decided) {
        return tr("Both armies broke: the battle was drawn.");
    }
    const QString lost = tr("%1 lost %2, %3 lost %4.")
                             .arg(sideName(report, 0), percent(outcome.armies[0].lossFraction()),
                                  sideName(report, 1), percent(outcome.armies[1].lossFraction()));
    // Undecided: judged on points, the objectives held and the enemy's losses.
    QString first = number(outcome.points[0]);
    QString second = number(outcome.points[1]);
    if (first == second && outcome.points[0] != outcome.points[1]) {
        // A lead too small for tenths is shown in hundredths.
        first = QLocale().toString(outcome.points[0], 'f', 2);
        second = QLocale().toString(outcome.points[1], 'f', 2);
    }
    const QString points = tr("%1 points to %2").arg(first, second);
    if (outcome.winner >= 0) {
        const QString won =
            outcome.result == GameResult::Decisive
                ? tr("No army broke in %n bound(s); %1 won decisively on points, %2.", "",
                     report.boundsPlayed)
                : tr("No army broke in %n bound(s); %1 won narrowly on points, %2.", "",
                     report.boundsPlayed);
        return won.arg(sideName(report, outcome.winner), points) + ' ' + lost;
    }
    return tr("No army broke in %n bound(s), and neither led enough on points (%1): a draw.", "",
              report.boundsPlayed)
               .arg(points) +
           ' ' + lost;
}

QString ReportWords::turningPoint(const BattleReport& report,
                                  const BattleReport::TurningPoint& point) {
    const QString unit = QString::fromStdString(point.unit);
    const QString side = sideName(report, point.side);
    const QString target = QString::fromStdString(point.target);
    switch (point.kind) {
        case Kind::ChargeWon:
            if (point.how == "already broken") {
                return tr("%1 (%2) charged %3, which had already broken.").arg(unit, side, target);
            }
            return point.how == "broke"
                       ? tr("%1 (%2) charged %3 and broke it.").arg(unit, side, target)
                       : tr("%1 (%2) charged %3, which gave ground.").arg(unit, side, target);
        case Kind::ChargeLost:
            return point.how == "broke"
                       ? tr("%1 (%2) charged %3 and was broken.").arg(unit, side, target)
                       : tr("%1 (%2) charged %3 and was thrown back.").arg(unit, side, target);
        case Kind::ChargeHeld:
            return tr("%1 (%2) charged %3; neither gave way.").arg(unit, side, target);
        case Kind::UnitBroken:
            return tr("%1 (%2) broke and is out of action.")
                .arg(unit, sideName(report, point.side));
        case Kind::ArmyBroken:
            return tr("%1 broke: it had lost the share of its figures that ends the battle.")
                .arg(sideName(report, point.side));
    }
    return {};
}

QStringList ReportWords::boundSummary(const BattleReport& report,
                                      const BattleReport::Bound& bound) {
    QStringList sentences;
    if (!bound.initiative.empty()) {
        sentences << QString::fromStdString(bound.initiative) + '.';
    }
    for (int i = 0; i < 2; ++i) {
        const BattleReport::SideBound& side = bound.sides[static_cast<std::size_t>(i)];
        QStringList done;
        if (side.volleys > 0) {
            done << tr("fired %n volley(s)", "", side.volleys);
        }
        if (side.charges > 0) {
            done << tr("declared %n charge(s)", "", side.charges);
        }
        if (side.moraleTests > 0) {
            done << tr("took %n morale test(s)", "", side.moraleTests);
        }
        QString sentence =
            done.isEmpty()
                ? tr("%1 neither fired nor charged").arg(sideName(report, i))
                : tr("%1 %2").arg(sideName(report, i), QLocale().createSeparatedList(done));
        sentence += side.figuresLost > 0 ? tr(", and lost %n figure(s)", "", side.figuresLost)
                                         : tr(", and lost no figures");
        if (side.unitsBroken > 0) {
            sentence += tr("; %n unit(s) broke", "", side.unitsBroken);
        }
        sentences << sentence + '.';
    }
    for (const std::string& melee : bound.melees) {
        sentences << QString::fromStdString(melee) + '.';
    }
    return sentences;
}

ReportDocument ReportDocument::compose(const BattleReport& report, const QImage& start,
                                       const QImage& end) {
    ReportDocument document;
    document.images.insert(QStringLiteral("report:start.png"), start);
    document.images.insert(QStringLiteral("report:end.png"), end);
    const QStringList chartLabels{sideName(report, 0), sideName(report, 1),
                                  ReportWords::tr("Bound"), ReportWords::tr("Figures lost")};
    document.images.insert(QStringLiteral("report:losses.png"),
                           ReportPictures::lossesChart(report, chartLabels, QSize(1200, 520)));

    QString& html = document.html;
    html += QStringLiteral(
                "<!DOCTYPE html>\n<html lang=\"%2\"><head><meta charset=\"utf-8\"><title>%1</title>"
                "<style>body{font-family:'DejaVu Sans',sans-serif;max-width:60em;"
                "margin:auto} h1,h2{color:#2a3a22} td,th{padding:3px 8px}"
                "</style></head><body>")
                .arg(escaped(report.title), languageTag());
    html += QStringLiteral("<h1>%1</h1>").arg(escaped(report.title));
    html += QStringLiteral("<p><i>%1</i></p>")
                .arg(ReportWords::tr("After-action report. Ruleset: %1; dice seed %2.")
                         .arg(escaped(report.rulesetName))
                         .arg(report.seed));
    html += QStringLiteral("<h2>%1</h2><p><b>%2</b></p>")
                .arg(ReportWords::tr("Result"), ReportWords::result(report).toHtmlEscaped());

    // The forces, at the start and at the end.
    html += QStringLiteral(
                "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\">"
                "<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
                .arg(ReportWords::tr("Army"), ReportWords::tr("Units"),
                     ReportWords::tr("Figures at the start"), ReportWords::tr("Casualties"),
                     ReportWords::tr("Lost or out of action"));
    for (int i = 0; i < 2; ++i) {
        int casualties = 0;
        for (const BattleReport::Bound& bound : report.bounds) {
            casualties += bound.sides[static_cast<std::size_t>(i)].figuresLost;
        }
        const BattleReport::Side& side = report.sides[static_cast<std::size_t>(i)];
        html +=
            QStringLiteral(
                "<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3"
                "</td><td align=\"right\">%4</td><td align=\"right\">%5</td></tr>")
                .arg(escaped(side.name))
                .arg(side.startUnits)
                .arg(side.startFigures)
                .arg(casualties)
                .arg(percent(report.outcome.armies[static_cast<std::size_t>(i)].lossFraction()));
    }
    html += QStringLiteral("</table>");

    html += QStringLiteral("<h2>%1</h2>").arg(ReportWords::tr("The table at the start"));
    html += image(QStringLiteral("report:start.png"), kPictureWidth,
                  ReportWords::tr("The table at the start, every unit where it was deployed"));
    html += QStringLiteral("<h2>%1</h2>")
                .arg(ReportWords::tr("The table at the end, after %n bound(s)", "",
                                     report.boundsPlayed));
    html += image(QStringLiteral("report:end.png"), kPictureWidth,
                  ReportWords::tr("The table at the end, every unit where the battle left it"));

    html += QStringLiteral("<h2>%1</h2>").arg(ReportWords::tr("Losses by bound"));
    html += image(QStringLiteral("report:losses.png"), kPictureWidth,
                  ReportWords::tr("A chart of the figures each army lost in each bound"));

    html += QStringLiteral("<h2>%1</h2>").arg(ReportWords::tr("Turning points"));
    if (report.turningPoints.empty()) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(ReportWords::tr("No charge was pressed home and no unit broke."));
    } else {
        html += QStringLiteral("<ul>");
        for (const BattleReport::TurningPoint& point : report.turningPoints) {
            html += QStringLiteral("<li><b>%1</b> %2</li>")
                        .arg(ReportWords::tr("Bound %1:").arg(point.bound),
                             ReportWords::turningPoint(report, point).toHtmlEscaped());
        }
        html += QStringLiteral("</ul>");
    }

    html += QStringLiteral("<h2>%1</h2>").arg(ReportWords::tr("The battle bound by bound"));
    for (const BattleReport::Bound& bound : report.bounds) {
        const QString heading = bound.complete
                                    ? ReportWords::tr("Bound %1").arg(bound.number)
                                    : ReportWords::tr("Bound %1 (not finished)").arg(bound.number);
        html +=
            QStringLiteral("<h3>%1</h3><p>%2</p>")
                .arg(heading, ReportWords::boundSummary(report, bound).join(' ').toHtmlEscaped());
    }
    html += QStringLiteral("</body></html>");
    return document;
}

}  // namespace adjutant::ui
