#include "ui/report/ReportWriter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontDatabase>
#include <QPdfWriter>
#include <QTextDocument>

#include "core/engine/Game.h"
#include "core/report/BattleReport.h"
#include "ui/files/SafeSave.h"
#include "ui/report/ReportDocument.h"
#include "ui/report/ReportPages.h"
#include "ui/report/ReportPictures.h"
#include "ui/scene/MapPicture.h"

namespace adjutant::ui::ReportWriter {

namespace {

// Wide enough for every unit's name to be read on a printed page.
constexpr int kTableWidth = 1800;

QString cannotWrite(const QString& path, const QString& why) {
    return QCoreApplication::translate("ReportWriter", "%1: cannot be written: %2").arg(path, why);
}

}  // namespace

QString write(const Game& game, const RulesetStateFactory& states, const RulesetReferee* referee,
              const QString& scenarioFolder, const QString& path) {
    const BattleReport report = gatherBattleReport(game, states, referee);
    const QImage start = tablePicture(game.initialState(), referee, scenarioFolder);
    const QImage end = tablePicture(game.state(), referee, scenarioFolder);
    const ReportDocument document = ReportDocument::compose(report, start, end);
    if (path.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)) {
        return writePdf(document, QString::fromStdString(report.title), path);
    }
    return writeHtml(document, path);
}

QImage tablePicture(const GameState& state, const RulesetReferee* referee,
                    const QString& scenarioFolder) {
    return ReportPictures::table(state, referee, scenarioFolder, kTableWidth,
                                 ReportDocument::kPictureWidth);
}

QString mapNotice(const Game& game, const QString& scenarioFolder) {
    const QString path = mapPicturePath(*game.setup().scenario, scenarioFolder, false);
    if (path.isEmpty()) {
        return {};
    }
    const MapPicture picture = readMapPicture(path);
    return picture.problem.isEmpty() ? picture.note : picture.problem;
}

QString writePdf(const ReportDocument& document, const QString& title, const QString& path) {
    // Made whole in memory, then written as every file is (saveBytesSafely).
    QByteArray pdf;
    QBuffer file(&pdf);
    if (!file.open(QIODevice::WriteOnly)) {
        return cannotWrite(path, file.errorString());
    }
    {
        QPdfWriter writer(&file);
        writer.setTitle(title);
        writer.setCreator(QStringLiteral("Adjutant"));
        writer.setPageSize(QPageSize(QPageSize::A4));
        // No margins of the writer's own: ReportPages keeps 2 cm about the text
        // and puts the page numbers in them.
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        QTextDocument text;
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(10);
        text.setDefaultFont(font);
        for (auto it = document.images.begin(); it != document.images.end(); ++it) {
            text.addResource(QTextDocument::ImageResource, QUrl(it.key()), it.value());
        }
        text.setHtml(document.html);
        ReportPages::print(text, writer);
    }
    file.close();
    return saveBytesSafely(path, pdf);
}

QString writeHtml(const ReportDocument& document, const QString& path) {
    QString html = document.html;
    // One file to send or keep: every picture goes in as a data: URI.
    for (auto it = document.images.begin(); it != document.images.end(); ++it) {
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        it.value().save(&buffer, "PNG");
        html.replace(QStringLiteral("\"%1\"").arg(it.key()),
                     QStringLiteral("\"data:image/png;base64,%1\"")
                         .arg(QString::fromLatin1(png.toBase64())));
    }
    return saveBytesSafely(path, html.toUtf8());
}

}  // namespace adjutant::ui::ReportWriter
