// A map image on the table as a player brings it: a scan too large for Qt to
// hold at once (9,600 x 6,400, a 1:25,000 map scanned fine), a damaged PNG and
// a file that is no image. The scan is drawn from a copy read scaled down, in
// the same place and at the same size on the table, and the window says so;
// the others are sentences naming the file, and nothing drawn is lost.
#include <gtest/gtest.h>

#include <QFile>
#include <QGraphicsPixmapItem>
#include <QGraphicsPolygonItem>
#include <QImageReader>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "core/editor/ScenarioEdits.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/scene/MapPicture.h"
#include "ui/scene/TableScene.h"

namespace adjutant {
namespace {

constexpr int kScanWidth = 9600;
constexpr int kScanHeight = 6400;

// A pale field with a dark wood in its lower right corner, in true colour as
// a scanner writes it. One colour over most of it: small on disk.
QString writeLargeScan(const QString& folder) {
    QImage scan(kScanWidth, kScanHeight, QImage::Format_RGB888);
    scan.fill(QColor(214, 222, 180));
    {
        QPainter painter(&scan);
        painter.fillRect(QRect(8400, 5600, 1200, 800), QColor(30, 70, 30));
    }
    const QString path = folder + "/scan.png";
    EXPECT_TRUE(scan.save(path, "PNG"));
    return path;
}

QString writeSmallMap(const QString& path) {
    QImage map(300, 200, QImage::Format_RGB32);
    map.fill(QColor(120, 160, 90));
    EXPECT_TRUE(map.save(path, "PNG"));
    return path;
}

// A PNG cut short after its header, as a transfer that broke off leaves it.
QString writeDamagedPng(const QString& path) {
    QImage map(400, 300, QImage::Format_RGB32);
    for (int y = 0; y < map.height(); ++y) {
        for (int x = 0; x < map.width(); ++x) {
            map.setPixel(x, y, qRgb(x % 256, y % 256, (x * y) % 256));  // not compressible
        }
    }
    EXPECT_TRUE(map.save(path, "PNG"));
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadWrite));
    EXPECT_TRUE(file.resize(file.size() / 3));
    return path;
}

QString writeNotAnImage(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("These are the notes of the battle, not a picture of it.\n");
    return path;
}

Scenario tutorialWithMap(const std::string& file, double inchesPerPixel) {
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(testing::tutorialScenario().toStdString(),
                                                        testing::gameTestRulesets(), diagnostics);
    EXPECT_TRUE(scenario);
    Scenario result = scenario ? *scenario : Scenario{};
    result.map = MapImage{file, {2, 3}, inchesPerPixel, 1.0, {}};
    return result;
}

QGraphicsPixmapItem* mapItem(const ui::TableScene& scene) {
    for (QGraphicsItem* item : scene.items()) {
        if (auto* pixmap = qgraphicsitem_cast<QGraphicsPixmapItem*>(item)) {
            return pixmap;
        }
    }
    return nullptr;
}

TEST(MapPicture, AScanBeyondWhatQtReadsWholeIsReadScaledDown) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    const QString path = writeLargeScan(folder.path());
    // Read whole, Qt refuses it: four bytes a pixel pass its allocation limit.
    ASSERT_TRUE(QImage(path).isNull());

    const ui::MapPicture picture = ui::readMapPicture(path);
    ASSERT_FALSE(picture.image.isNull()) << picture.problem.toStdString();
    EXPECT_TRUE(picture.problem.isEmpty());
    EXPECT_EQ(picture.fullSize, QSize(kScanWidth, kScanHeight));
    EXPECT_LE(double(picture.image.width()) * picture.image.height(), ui::mostShownMapPixels());
    EXPECT_GT(double(picture.image.width()) * picture.image.height(),
              0.9 * ui::mostShownMapPixels());
    EXPECT_NEAR(picture.scale, double(picture.image.width()) / kScanWidth, 1e-9);
    EXPECT_NEAR(picture.image.height(), kScanHeight * picture.scale, 1.0);
    // The wood is still in its corner of the copy.
    EXPECT_EQ(picture.image.pixelColor(picture.image.width() - 5, picture.image.height() - 5),
              QColor(30, 70, 30));
    EXPECT_TRUE(picture.note.contains("scan.png")) << picture.note.toStdString();
    EXPECT_TRUE(picture.note.contains("9600 x 6400")) << picture.note.toStdString();
    EXPECT_TRUE(picture.note.contains(
        QString("%1 x %2").arg(picture.image.width()).arg(picture.image.height())))
        << picture.note.toStdString();
    // Described without decoding, the same is said.
    EXPECT_EQ(ui::describeMapPicture(path).note, picture.note);
}

TEST(MapPicture, ALargeScanCoversTheSameInchesOfTheTableAsAtFullSize) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    writeLargeScan(folder.path());
    ui::TableScene scene;
    const Scenario scenario = tutorialWithMap("scan.png", 0.005);
    scene.showScenario(scenario, *testing::gameTestRulesets().find(scenario.ruleset),
                       folder.path());
    QGraphicsPixmapItem* item = mapItem(scene);
    ASSERT_NE(item, nullptr) << scene.mapNotice().toStdString();
    // Calibrated at 0.005 inch a pixel of the scan: 48 x 32 inches from (2, 3).
    const QRectF covered = item->sceneBoundingRect();
    EXPECT_NEAR(covered.left(), 2, 1e-6);
    EXPECT_NEAR(covered.top(), 3, 1e-6);
    EXPECT_NEAR(covered.width(), kScanWidth * 0.005, 0.01);
    EXPECT_NEAR(covered.height(), kScanHeight * 0.005, 0.02);
    EXPECT_TRUE(scene.mapNotice().contains("9600 x 6400")) << scene.mapNotice().toStdString();

    // Not calibrated: stretched over the whole table, as a map read whole is.
    const Scenario stretched = tutorialWithMap("scan.png", 0);
    scene.showScenario(stretched, *testing::gameTestRulesets().find(stretched.ruleset),
                       folder.path());
    item = mapItem(scene);
    ASSERT_NE(item, nullptr);
    EXPECT_NEAR(item->sceneBoundingRect().width(), stretched.table.width, 1e-6);
    EXPECT_NEAR(item->sceneBoundingRect().height(), stretched.table.height, 1e-6);
}

TEST(MapPicture, AnImageTheTableHoldsIsDrawnAsItIsAndNothingIsSaid) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    writeSmallMap(folder.filePath("field.png"));
    ui::TableScene scene;
    const Scenario scenario = tutorialWithMap("field.png", 0.1);
    scene.showScenario(scenario, *testing::gameTestRulesets().find(scenario.ruleset),
                       folder.path());
    QGraphicsPixmapItem* item = mapItem(scene);
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->pixmap().size(), QSize(300, 200));
    EXPECT_NEAR(item->sceneBoundingRect().width(), 30, 1e-6);
    EXPECT_TRUE(scene.mapNotice().isEmpty()) << scene.mapNotice().toStdString();
}

TEST(MapPicture, ADamagedPngOrAFileThatIsNoImageIsASentenceNamingIt) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    const QString damaged = writeDamagedPng(folder.filePath("damaged.png"));
    const QString notes = writeNotAnImage(folder.filePath("notes.png"));

    const ui::MapPicture broken = ui::readMapPicture(damaged);
    EXPECT_TRUE(broken.image.isNull());
    EXPECT_TRUE(broken.problem.contains(damaged)) << broken.problem.toStdString();
    EXPECT_TRUE(broken.problem.contains("could not be decoded")) << broken.problem.toStdString();
    EXPECT_TRUE(broken.problem.contains("400 x 300")) << broken.problem.toStdString();

    const ui::MapPicture text = ui::readMapPicture(notes);
    EXPECT_TRUE(text.image.isNull());
    EXPECT_TRUE(text.problem.contains(notes)) << text.problem.toStdString();
    EXPECT_TRUE(text.problem.contains("not an image")) << text.problem.toStdString();

    // The table is drawn without it, and says why; the terrain is all there.
    ui::TableScene scene;
    const Scenario scenario = tutorialWithMap("damaged.png", 0.1);
    scene.showScenario(scenario, *testing::gameTestRulesets().find(scenario.ruleset),
                       folder.path());
    EXPECT_EQ(mapItem(scene), nullptr);
    EXPECT_EQ(scene.mapNotice(), broken.problem);
    int areas = 0;
    for (QGraphicsItem* item : scene.items()) {
        areas += item->type() == QGraphicsPolygonItem::Type ? 1 : 0;
    }
    EXPECT_GE(areas, int(scenario.table.areas.size()));
}

// The project's own bad maps: a PNG whose pixels are garbage after a sound
// header, and a header claiming 100,000 x 100,000 pixels (ten billion).
TEST(MapPicture, TheBadMapsOfTheTestDataAreSentencesNamingThem) {
    testing::appWithPrivateSettings();
    const QString invalid = QString(adjutant::testDataDir()) + "/invalid/";
    const ui::MapPicture corrupt = ui::readMapPicture(invalid + "corrupt-map.png");
    EXPECT_TRUE(corrupt.image.isNull());
    EXPECT_TRUE(corrupt.problem.contains("corrupt-map.png")) << corrupt.problem.toStdString();
    EXPECT_TRUE(corrupt.problem.contains("could not be decoded")) << corrupt.problem.toStdString();

    const ui::MapPicture huge = ui::readMapPicture(invalid + "huge-map.png");
    EXPECT_TRUE(huge.image.isNull());
    EXPECT_TRUE(huge.problem.contains("huge-map.png")) << huge.problem.toStdString();
    EXPECT_TRUE(huge.problem.contains("100000 x 100000")) << huge.problem.toStdString();
    EXPECT_TRUE(huge.problem.contains("160 million")) << huge.problem.toStdString();
    // Said before a byte of its pixels is read.
    EXPECT_EQ(ui::describeMapPicture(invalid + "huge-map.png").problem, huge.problem);
}

// The editor refuses a damaged image as the map, keeping the one it had, and
// says once in the status bar that a large scan is shown from a scaled copy.
TEST(MapPicture, TheEditorRefusesADamagedMapAndKeepsTheOneItHad) {
    testing::EditorWindow w;
    QTemporaryDir folder;
    const QString good = writeSmallMap(folder.filePath("field.png"));
    const QString damaged = writeDamagedPng(folder.filePath("damaged.png"));
    const QString notes = writeNotAnImage(folder.filePath("notes.png"));
    ASSERT_EQ(w.editor.setMapImage(good), QString());
    ASSERT_TRUE(w.scenario().map.has_value());
    const std::string kept = w.scenario().map->file;

    const QString refusal = w.editor.setMapImage(damaged);
    EXPECT_TRUE(refusal.contains(damaged)) << refusal.toStdString();
    EXPECT_TRUE(refusal.contains("The map was not changed")) << refusal.toStdString();
    EXPECT_EQ(w.scenario().map->file, kept);
    const QString notAnImage = w.editor.setMapImage(notes);
    EXPECT_TRUE(notAnImage.contains("not an image")) << notAnImage.toStdString();
    EXPECT_EQ(w.scenario().map->file, kept);
    EXPECT_NE(mapItem(*w.editor.scene()), nullptr);
}

TEST(MapPicture, TheEditorSaysALargeScanIsShownFromAScaledCopy) {
    testing::EditorWindow w;
    QTemporaryDir folder;
    const QString scan = writeLargeScan(folder.path());
    QSignalSpy said(&w.editor, &ui::ScenarioEditor::message);
    ASSERT_EQ(w.editor.setMapImage(scan), QString());
    ASSERT_NE(mapItem(*w.editor.scene()), nullptr);
    QStringList notes;
    for (const QList<QVariant>& message : said) {
        if (message.at(0).toString().contains("9600 x 6400")) {
            notes << message.at(0).toString();
        }
    }
    EXPECT_EQ(notes.size(), 1) << said.size();
    // Said once: an edit after rebuilds the table without saying it again.
    TerrainArea wood;
    wood.outline = {{10, 10}, {20, 10}, {20, 18}};
    ASSERT_EQ(w.editor.session().apply(edits::addArea(wood)), QString());
    int again = 0;
    for (const QList<QVariant>& message : said) {
        again += message.at(0).toString().contains("9600 x 6400") ? 1 : 0;
    }
    EXPECT_EQ(again, 1);
}

// A game on a scenario whose map is the large scan opens with the scan drawn
// and the warning saying what was done, as a missing map is said.
TEST(MapPicture, AGameOnALargeScanOpensWithAWarningSayingWhatWasDone) {
    testing::appWithPrivateSettings();
    QTemporaryDir folder;
    writeLargeScan(folder.path());
    QFile tutorial(testing::tutorialScenario());
    ASSERT_TRUE(tutorial.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(tutorial.readAll()).object();
    root["map"] = QJsonObject{{"file", "scan.png"}, {"inchesPerPixel", 0.005}};
    const QString path = folder.filePath("scanned.scenario.json");
    QFile written(path);
    ASSERT_TRUE(written.open(QIODevice::WriteOnly));
    written.write(QJsonDocument(root).toJson());
    written.close();

    ui::MainWindow window(testing::gameTestRulesets());
    ASSERT_EQ(window.newGame(path, 5), QString());
    EXPECT_NE(mapItem(*window.tableScene()), nullptr);
    EXPECT_TRUE(window.lastProblem().contains("was opened, with warnings"))
        << window.lastProblem().toStdString();
    EXPECT_TRUE(window.lastProblem().contains("9600 x 6400")) << window.lastProblem().toStdString();
}

}  // namespace
}  // namespace adjutant
