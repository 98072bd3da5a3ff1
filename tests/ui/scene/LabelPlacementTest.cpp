// Every unit's label on the table: placed where no other label is, on the
// table, the whole name where it fits and the short one where it does not or
// when the table is seen from far off; at the battles' fit zoom in a large
// and a small window, no unit goes without its name.
#include <gtest/gtest.h>

#include <QGraphicsItem>
#include <QPixmap>

#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/items/TerrainNamesItem.h"
#include "ui/items/UnitItem.h"
#include "ui/items/UnitShortName.h"
#include "ui/scene/LabelPlacement.h"
#include "ui/scene/TableDetail.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

using testing::appWithPrivateSettings;
using testing::gameTestRulesets;
using ui::LabelPlace;
using ui::LabelRequest;

// A unit facing up (its rear towards +y), its front edge `width` pixels wide.
LabelRequest facingUp(QPointF frontCentre, double width, QSizeF full, QSizeF brief) {
    LabelRequest unit;
    unit.frontCentre = frontCentre;
    unit.rearCentre = frontCentre + QPointF(0, 10);
    unit.backwards = QPointF(0, 1);
    unit.body = QRectF(frontCentre.x() - width / 2, frontCentre.y(), width, 10);
    unit.full = full;
    unit.brief = brief;
    return unit;
}

TEST(LabelPlacement, NeighboursNamesGoWhereTheyFitAndNeverOverlap) {
    const QRectF table(0, 0, 600, 400);
    // Three units in line, shoulder to shoulder, each name wider than the unit.
    std::vector<LabelRequest> units;
    for (int i = 0; i < 3; ++i) {
        units.push_back(facingUp({200.0 + 40 * i, 200}, 40, {90, 14}, {30, 14}));
    }
    const std::vector<LabelPlace> places = ui::placeLabels(units, table, true);
    ASSERT_EQ(places.size(), 3u);
    for (std::size_t i = 0; i < places.size(); ++i) {
        EXPECT_NE(places[i].text, LabelPlace::Text::None);
        EXPECT_TRUE(table.contains(places[i].box));
        for (std::size_t j = i + 1; j < places.size(); ++j) {
            EXPECT_FALSE(places[i].box.intersects(places[j].box)) << i << " " << j;
        }
    }
    // The first takes its place just behind itself, the whole name.
    EXPECT_EQ(places[0].text, LabelPlace::Text::Full);
    EXPECT_NEAR(places[0].box.center().x(), 200, 0.01);
    EXPECT_GT(places[0].box.top(), units[0].rearCentre.y());
}

TEST(LabelPlacement, ALabelStaysOnTheTableAndZoomedOutTakesTheShortName) {
    const QRectF table(0, 0, 300, 200);
    // Facing up on the bottom edge: behind it is off the table.
    const std::vector<LabelRequest> units{facingUp({150, 188}, 30, {80, 14}, {30, 14})};
    const std::vector<LabelPlace> places = ui::placeLabels(units, table, true);
    ASSERT_EQ(places[0].text, LabelPlace::Text::Full);
    EXPECT_TRUE(table.contains(places[0].box));
    EXPECT_LT(places[0].box.bottom(), 188.0);
    // Seen from far off: the short name.
    EXPECT_EQ(ui::placeLabels(units, table, false)[0].text, LabelPlace::Text::Brief);
}

TEST(LabelPlacement, ShortNamesAreMadeFromTheNameWhereTheScenarioGivesNone) {
    EXPECT_EQ(ui::unitShortName("IR 18, I. battalion"), "IR 18/I");
    EXPECT_EQ(ui::unitShortName("84e de ligne, 1er bataillon"), "84e/1er");
    EXPECT_EQ(ui::unitShortName("Hussars"), "Hussars");
    EXPECT_LE(
        ui::unitShortName("Koenigin Elisabeth Garde-Grenadier-Regiment Nr. 3, I. Bataillon").size(),
        12);
}

struct Battle {
    ui::MainWindow window{gameTestRulesets()};

    Battle(const char* scenario, QSize size) {
        window.resize(size);
        window.show();
        const QString path = QString(adjutant::testResourceDir()) + "/scenarios/" + scenario;
        EXPECT_EQ(window.newGame(path, 1), QString());
        QCoreApplication::processEvents();
        window.tableView()->fitTable();
        window.grab();  // drawn once: the labels are placed for this zoom
    }

    /// Each unit's label box in the view's pixels, from the table's corner.
    QList<QPair<QString, QRectF>> labels() {
        const double ppi = window.tableView()->pixelsPerInch();
        QList<QPair<QString, QRectF>> boxes;
        for (const Unit& unit : window.session().state().units()) {
            ui::UnitItem* item = window.tableScene()->unitItem(QString::fromStdString(unit.id));
            if (item && item->isVisible()) {
                boxes << qMakePair(QString::fromStdString(unit.id),
                                   item->labelBox().translated(item->rearCentre() * ppi));
            }
        }
        return boxes;
    }
};

void expectEveryLabelApartAndOnTheTable(const char* scenario, QSize size) {
    appWithPrivateSettings();
    Battle battle(scenario, size);
    const double ppi = battle.window.tableView()->pixelsPerInch();
    const Table& table = battle.window.scenario()->table;
    const QRectF cloth(0, 0, table.width * ppi, table.height * ppi);
    // A name of terrain cut by the table's edge is moved in onto the cloth.
    for (const QRectF& terrain : battle.window.tableScene()->terrainNames()->labelBoxes(ppi)) {
        EXPECT_TRUE(cloth.adjusted(-0.01, -0.01, 0.01, 0.01).contains(terrain))
            << "a terrain name off the table at " << ppi << " ppi";
    }
    const auto labels = battle.labels();
    ASSERT_EQ(labels.size(), static_cast<int>(battle.window.scenario()->units.size()));
    for (int i = 0; i < labels.size(); ++i) {
        const auto& [id, box] = labels[i];
        EXPECT_FALSE(box.isEmpty()) << id.toStdString() << " has no label at " << ppi << " ppi";
        EXPECT_TRUE(cloth.contains(box)) << id.toStdString() << " off the table";
        for (int j = i + 1; j < labels.size(); ++j) {
            EXPECT_FALSE(box.intersects(labels[j].second))
                << id.toStdString() << " and " << labels[j].first.toStdString() << " overlap";
        }
        // The objectives' names lie above the units: none may hide a unit's.
        for (const QRectF& objective :
             battle.window.tableScene()->objectiveMarks()->labelBoxes(ppi)) {
            EXPECT_FALSE(box.intersects(objective))
                << id.toStdString() << " is under an objective's name";
        }
        // A wood's or a river's name gives way to a unit's.
        for (const QRectF& terrain : battle.window.tableScene()->terrainNames()->labelBoxes(ppi)) {
            EXPECT_FALSE(box.intersects(terrain)) << id.toStdString() << " is under a terrain name";
        }
    }
}

TEST(LabelPlacement, StPrivatAtFitZoomHasEveryNameApartOnTheTable) {
    expectEveryLabelApartAndOnTheTable("st-privat-1870.scenario.json", {1600, 1000});
    expectEveryLabelApartAndOnTheTable("st-privat-1870.scenario.json", {1024, 700});
}

TEST(LabelPlacement, MollwitzAtFitZoomHasEveryNameApartOnTheTable) {
    expectEveryLabelApartAndOnTheTable("mollwitz-1741.scenario.json", {1600, 1000});
    expectEveryLabelApartAndOnTheTable("mollwitz-1741.scenario.json", {1024, 700});
}

TEST(LabelPlacement, CowpensUnitNamesStayClearOfTheObjectivesNames) {
    expectEveryLabelApartAndOnTheTable("cowpens-1781.scenario.json", {1366, 768});
    expectEveryLabelApartAndOnTheTable("cowpens-1781.scenario.json", {1024, 700});
}

TEST(LabelPlacement, ZoomedInTheWholeNamesComeBack) {
    appWithPrivateSettings();
    Battle battle("tricorne-tutorial.scenario.json", {1366, 768});
    ui::TableView& view = *battle.window.tableView();
    ui::UnitItem* item = battle.window.tableScene()->unitItem("pr-ir18-1");
    ASSERT_NE(item, nullptr);
    view.fitInView(QRectF(20, 30, 24, 16), Qt::KeepAspectRatio);
    battle.window.grab();
    ASSERT_GE(view.pixelsPerInch(), ui::TableDetail::kOverviewBelowPixelsPerInch);
    EXPECT_EQ(item->labelText(), LabelPlace::Text::Full);
    ASSERT_NE(item->shownName(), nullptr);
    EXPECT_EQ(item->shownName()->text(), "IR 18, I. battalion");
    // Seen from far off, short names.
    view.fitInView(QRectF(-100, -100, 272, 248), Qt::KeepAspectRatio);
    battle.window.grab();
    ASSERT_LT(view.pixelsPerInch(), ui::TableDetail::kOverviewBelowPixelsPerInch);
    EXPECT_EQ(item->labelText(), LabelPlace::Text::Brief);
    EXPECT_EQ(item->shownName()->text(), "IR 18/I");
}

// An objective by the table's edge (Cowpens' second rise at the top, the
// Fire Effect tutorial's road on the bottom) keeps its whole name on the
// cloth, where the view fitted to the table shows it.
TEST(LabelPlacement, ObjectiveNamesStayOnTheTable) {
    for (const char* scenario :
         {"cowpens-1781.scenario.json", "fire-effect-tutorial.scenario.json"}) {
        appWithPrivateSettings();
        Battle battle(scenario, {1024, 700});
        const double ppi = battle.window.tableView()->pixelsPerInch();
        const Table& table = battle.window.scenario()->table;
        const QRectF cloth(0, 0, table.width * ppi, table.height * ppi);
        const auto boxes = battle.window.tableScene()->objectiveMarks()->labelBoxes(ppi);
        ASSERT_FALSE(boxes.isEmpty()) << scenario;
        for (const QRectF& box : boxes) {
            EXPECT_TRUE(cloth.contains(box))
                << scenario << ": a name at " << box.x() << ", " << box.y() << " off a cloth "
                << cloth.width() << " by " << cloth.height();
        }
    }
}

}  // namespace
}  // namespace adjutant
