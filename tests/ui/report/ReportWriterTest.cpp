// The after-action report as the window and adjutant-cli write it: a shipped
// scenario's 12-bound game as a PDF (read back with pdftotext) and as one
// self-contained HTML page.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>

#include "core/io/ScenarioReader.h"
#include "core/referee/DefaultPlay.h"
#include "core/report/BattleReport.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/report/ReportDocument.h"
#include "ui/report/ReportPictures.h"
#include "ui/report/ReportWriter.h"
#include "ui/window/Language.h"

namespace adjutant {
namespace {

// The report in English, as adjutant-cli writes it: the source texts with
// their English plural forms ("12 bounds"), taken away again after the test.
class EnglishWords {
  public:
    EnglishWords() { ui::installTranslations(testing::appWithPrivateSettings(), "en"); }
    ~EnglishWords() {
        for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
    }
};

struct PlayedGame : testing::HeadlessGame {
    explicit PlayedGame(const QString& scenario, int bounds) : HeadlessGame(scenario, 3) {
        if (game) {
            playDefaultBounds(*game, referees, bounds);
        }
    }
    QString write(const QString& path) const {
        return ui::ReportWriter::write(*game, engines.rulesetStates,
                                       referees->forState(game->state()),
                                       QString(adjutant::testResourceDir()) + "/scenarios", path);
    }
};

QString cowpens() {
    return QString(adjutant::testResourceDir()) + "/scenarios/cowpens-1781.scenario.json";
}

QString pdfText(const QString& path) {
    const QString tool = QStandardPaths::findExecutable("pdftotext");
    EXPECT_FALSE(tool.isEmpty()) << "pdftotext (poppler-utils, installed by scripts/bootstrap)";
    QProcess process;
    process.start(tool, {"-layout", path, "-"});
    process.waitForFinished(60000);
    return QString::fromUtf8(process.readAllStandardOutput());
}

// The text of each page of a PDF, as pdftotext finds it.
QStringList pdfPages(const QString& path) {
    return pdfText(path).split(QChar('\f'), Qt::SkipEmptyParts);
}

// The page (from 1) of each picture of a PDF, in order, as pdfimages lists them.
std::vector<int> picturePages(const QString& path) {
    const QString tool = QStandardPaths::findExecutable("pdfimages");
    EXPECT_FALSE(tool.isEmpty()) << "pdfimages (poppler-utils, installed by scripts/bootstrap)";
    QProcess process;
    process.start(tool, {"-list", path});
    process.waitForFinished(60000);
    std::vector<int> pages;
    for (const QString& line : QString::fromUtf8(process.readAllStandardOutput()).split('\n')) {
        const QStringList fields = line.simplified().split(' ');
        if (fields.size() > 2 && fields[2] == "image") {
            pages.push_back(fields[0].toInt());
        }
    }
    return pages;
}

// A report's pages never end on a heading whose words went on to the next
// page, and each picture is on the page of its heading. The twelve-bound
// Cowpens report below set "The table at the end" at the foot of its first
// page, its picture on the second.
void expectNoHeadingApartFromWhatItHeads(const QString& path) {
    const QStringList pages = pdfPages(path);
    ASSERT_GE(pages.size(), 3);
    // The pictures' headings, in the order of the pictures.
    const QStringList pictureHeadings{"The table at the start", "The table at the end",
                                      "Losses by bound"};
    const std::vector<int> pictures = picturePages(path);
    ASSERT_EQ(pictures.size(), 3u);
    const QRegularExpression wordsHeading(
        "^(Turning points|The battle bound by bound|Bound \\d+( \\(not finished\\))?)$");
    for (int n = 0; n < pages.size(); ++n) {
        QStringList lines = pages[n].split('\n', Qt::SkipEmptyParts);
        for (QString& line : lines) {
            line = line.trimmed();
        }
        lines.removeAll(QString());
        for (int h = 0; h < pictureHeadings.size(); ++h) {
            for (const QString& line : lines) {
                if (line.startsWith(pictureHeadings[h])) {
                    EXPECT_EQ(pictures[static_cast<std::size_t>(h)], n + 1)
                        << "\"" << line.toStdString() << "\" is on page " << n + 1
                        << ", its picture on page " << pictures[static_cast<std::size_t>(h)];
                }
            }
        }
        // The last line is the page's number.
        while (!lines.isEmpty() && lines.back().toInt() > 0) {
            lines.removeLast();
        }
        if (n + 1 < pages.size() && !lines.isEmpty()) {
            EXPECT_FALSE(wordsHeading.match(lines.back()).hasMatch())
                << "page " << n + 1 << " ends on the heading \"" << lines.back().toStdString()
                << "\"";
        }
    }
}

TEST(ReportWriter, ATwelveBoundGameAsAPdfHoldsEverySectionNoHeadingApart) {
    EnglishWords english;
    PlayedGame played(cowpens(), 12);
    ASSERT_TRUE(played.game);
    QTemporaryDir folder;
    const QString path = folder.filePath("cowpens.pdf");
    ASSERT_EQ(played.write(path), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    EXPECT_TRUE(file.read(5).startsWith("%PDF-"));

    const QString text = pdfText(path);
    const BattleReport report = gatherBattleReport(*played.game, played.engines.rulesetStates,
                                                   played.referees->forState(played.game->state()));
    for (const QString& expected :
         {QString::fromStdString(report.title), QString("After-action report"),
          QString::fromStdString(report.sides[0].name),
          QString::fromStdString(report.sides[1].name), QString("The table at the start"),
          QString("The table at the end, after 12 bounds"), QString("Losses by bound"),
          QString("Turning points"), QString("The battle bound by bound"), QString("Bound 12")}) {
        EXPECT_TRUE(text.contains(expected)) << expected.toStdString();
    }
    // The result in words, as the report's own words give it.
    const QString result = ui::ReportWords::result(report);
    EXPECT_TRUE(text.simplified().contains(result.section(' ', 0, 3))) << result.toStdString();
    // Each turning point is told (the first few, whole words checked).
    for (std::size_t i = 0; i < std::min<std::size_t>(3, report.turningPoints.size()); ++i) {
        const QString told = ui::ReportWords::turningPoint(report, report.turningPoints[i]);
        EXPECT_TRUE(text.simplified().contains(told.section(' ', 0, 2))) << told.toStdString();
    }
    expectNoHeadingApartFromWhatItHeads(path);
}

// The names on the report's pictures of the table are printed at the size
// they have on screen, 8 pt, where a picture three times wider than the page
// drew them at under 3 pt.
TEST(ReportWriter, TheNamesOnThePicturesAreReadableOnPaper) {
    testing::appWithPrivateSettings();
    PlayedGame played(cowpens(), 1);
    ASSERT_TRUE(played.game);
    const QImage picture = ui::ReportWriter::tablePicture(
        played.game->initialState(), played.referees->forState(played.game->state()),
        QString(adjutant::testResourceDir()) + "/scenarios");
    ASSERT_FALSE(picture.isNull());
    // Detail enough for the map: well over the page's own pixels.
    EXPECT_GE(picture.width(), 2 * ui::ReportDocument::kPictureWidth);
    const double points =
        ui::ReportPictures::namePointsOnPaper(picture, ui::ReportDocument::kPictureWidth);
    EXPECT_GE(points, 7.0);
    EXPECT_LE(points, 10.0);
    // The same picture drawn without regard to the page's width: its names
    // would be too small to read.
    const QImage shrunk = ui::ReportPictures::table(
        played.game->initialState(), played.referees->forState(played.game->state()),
        QString(adjutant::testResourceDir()) + "/scenarios", picture.width(), picture.width());
    EXPECT_LT(ui::ReportPictures::namePointsOnPaper(shrunk, ui::ReportDocument::kPictureWidth),
              4.0);
}

TEST(ReportWriter, TheHtmlPageIsOneFileWithItsPicturesInline) {
    EnglishWords english;
    PlayedGame played(cowpens(), 12);
    ASSERT_TRUE(played.game);
    QTemporaryDir folder;
    const QString path = folder.filePath("cowpens.html");
    ASSERT_EQ(played.write(path), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(html.contains("<title>Cowpens"));
    EXPECT_TRUE(html.contains("Bound 12"));
    EXPECT_EQ(html.count("src=\"data:image/png;base64,"), 3);
    EXPECT_FALSE(html.contains("report:"));
    // The pictures decode: the table at the start is a real picture of the table.
    const QRegularExpression first("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"");
    const QRegularExpressionMatch match = first.match(html);
    ASSERT_TRUE(match.hasMatch());
    const QImage start =
        QImage::fromData(QByteArray::fromBase64(match.captured(1).toLatin1()), "PNG");
    ASSERT_FALSE(start.isNull());
    EXPECT_GT(start.width(), 1000);
}

// The page parses as HTML (xmllint's HTML parser, from libxml2, says nothing),
// names its language and gives every picture words for a reader who cannot see it.
TEST(ReportWriter, TheHtmlPageParsesAndNamesItsLanguageAndItsPictures) {
    EnglishWords english;
    PlayedGame played(cowpens(), 3);
    ASSERT_TRUE(played.game);
    QTemporaryDir folder;
    const QString path = folder.filePath("cowpens.html");
    ASSERT_EQ(played.write(path), QString());
    QProcess xmllint;
    xmllint.start(QStringLiteral("xmllint"),
                  {QStringLiteral("--html"), QStringLiteral("--noout"), path});
    ASSERT_TRUE(xmllint.waitForFinished(60000));
    EXPECT_EQ(xmllint.exitCode(), 0);
    EXPECT_EQ(QString::fromUtf8(xmllint.readAllStandardError()), QString());
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    EXPECT_TRUE(html.startsWith("<!DOCTYPE html>\n<html lang=\"en")) << html.left(80).toStdString();
    EXPECT_EQ(html.count("<img "), 3);
    EXPECT_EQ(html.count(QRegularExpression("<img [^>]*alt=\"[^\"]+\"")), 3);
    EXPECT_TRUE(html.contains("alt=\"The table at the start, every unit where it was deployed\""));
}

TEST(ReportWriter, TheTablePicturesShowTheUnitsWhereTheyStand) {
    testing::appWithPrivateSettings();
    PlayedGame played(cowpens(), 4);
    ASSERT_TRUE(played.game);
    const RulesetReferee* referee = played.referees->forState(played.game->state());
    const QString folder = QString(adjutant::testResourceDir()) + "/scenarios";
    const QImage start =
        ui::ReportPictures::table(played.game->initialState(), referee, folder, 720, 720);
    const QImage end = ui::ReportPictures::table(played.game->state(), referee, folder, 720, 720);
    ASSERT_FALSE(start.isNull());
    EXPECT_EQ(start.width(), 720);
    // Four bounds of movement and fire later the table looks different.
    EXPECT_NE(start, end);
}

TEST(ReportWriter, AFolderThatCannotBeWrittenIsReportedAndNothingIsLeft) {
    testing::appWithPrivateSettings();
    PlayedGame played(cowpens(), 1);
    ASSERT_TRUE(played.game);
    const QString error = played.write("/no/such/folder/report.pdf");
    EXPECT_TRUE(error.contains("/no/such/folder/report.pdf")) << error.toStdString();
}

// The report of a game whose scenario names `mapFile` (a private picture,
// solid magenta, planted as the test says) and how many of the start
// picture's pixels are that magenta.
int magentaInTheReport(const QString& mapFile, const QString& scenarioFolder) {
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(testing::tutorialScenario().toStdString(),
                                                        testing::gameTestRulesets(), diagnostics);
    EXPECT_TRUE(scenario);
    if (!scenario) {
        return -1;
    }
    scenario->map = MapImage{mapFile.toStdString(), {0, 0}, 0, 1.0, {}};
    testing::HeadlessGame played(testing::tutorialScenario(), 3);
    auto setup = std::make_shared<GameSetup>(played.game->setup());
    setup->scenario = std::make_shared<const Scenario>(std::move(*scenario));
    Game game(setup, played.engines.rulesetStates);
    const QString html = QDir(scenarioFolder).filePath("../report.html");
    EXPECT_EQ(
        ui::ReportWriter::write(game, played.engines.rulesetStates,
                                played.referees->forState(game.state()), scenarioFolder, html),
        QString());
    QFile file(html);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly));
    const QRegularExpression first("src=\"data:image/png;base64,([A-Za-z0-9+/=]+)\"");
    const QRegularExpressionMatch match = first.match(QString::fromUtf8(file.readAll()));
    EXPECT_TRUE(match.hasMatch());
    const QImage start =
        QImage::fromData(QByteArray::fromBase64(match.captured(1).toLatin1()), "PNG");
    int magenta = 0;
    for (int y = 0; y < start.height(); y += 4) {
        for (int x = 0; x < start.width(); x += 4) {
            magenta += start.pixelColor(x, y) == QColor(Qt::magenta) ? 1 : 0;
        }
    }
    return magenta;
}

TEST(ReportWriter, NeverCarriesAPictureFromOutsideTheScenariosFolder) {
    EnglishWords english;
    QTemporaryDir root;
    QDir(root.path()).mkpath("scenario/maps");
    QDir(root.path()).mkpath("private");
    QImage secret(64, 48, QImage::Format_RGB32);
    secret.fill(Qt::magenta);
    const QString privatePicture = root.filePath("private/family.png");
    ASSERT_TRUE(secret.save(privatePicture));
    const QString folder = root.filePath("scenario");
    ASSERT_TRUE(QFile::link(privatePicture, root.filePath("scenario/maps/leak.png")));
    ASSERT_TRUE(QFile::copy(privatePicture, root.filePath("scenario/maps/field.png")));
    // The same picture inside the folder is drawn: the test sees it when it is there.
    EXPECT_GT(magentaInTheReport("maps/field.png", folder), 1000);
    EXPECT_EQ(magentaInTheReport("maps/leak.png", folder), 0);
    EXPECT_EQ(magentaInTheReport(privatePicture, folder), 0);
    EXPECT_EQ(magentaInTheReport("../private/family.png", folder), 0);
}

// What `report` warns of when the map is a scan drawn from a scaled copy, or
// an image the pictures leave out because it cannot be decoded.
TEST(ReportWriter, SaysWhatItDidWithALargeOrDamagedMap) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    QImage scan(9600, 6400, QImage::Format_RGB888);
    scan.fill(QColor(214, 222, 180));
    ASSERT_TRUE(scan.save(folder.filePath("scan.png"), "PNG"));
    ASSERT_TRUE(QFile::copy(QString(adjutant::testDataDir()) + "/invalid/corrupt-map.png",
                            folder.filePath("corrupt.png")));
    testing::HeadlessGame played(testing::tutorialScenario(), 3);
    ASSERT_TRUE(played.game);
    const auto noticeFor = [&](const std::string& file) {
        auto setup = std::make_shared<GameSetup>(played.game->setup());
        Scenario scenario = *setup->scenario;
        scenario.map = MapImage{file, {0, 0}, 0, 1.0, {}};
        setup->scenario = std::make_shared<const Scenario>(std::move(scenario));
        Game game(setup, played.engines.rulesetStates);
        return ui::ReportWriter::mapNotice(game, folder.path());
    };
    const QString scaled = noticeFor("scan.png");
    EXPECT_TRUE(scaled.contains("9600 x 6400")) << scaled.toStdString();
    const QString damaged = noticeFor("corrupt.png");
    EXPECT_TRUE(damaged.contains("could not be decoded")) << damaged.toStdString();
    EXPECT_EQ(noticeFor("maps/none-such.png"), QString());
}

}  // namespace
}  // namespace adjutant
