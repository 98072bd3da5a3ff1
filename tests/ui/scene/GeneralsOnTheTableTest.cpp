// The scenario's generals on the game's table and in the report's pictures,
// drawn by the same item as in the editor.
#include <gtest/gtest.h>

#include <QImage>

#include "core/referee/DefaultPlay.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/items/GeneralsItem.h"
#include "ui/items/ObjectiveMarksItem.h"
#include "ui/items/UnitItem.h"
#include "ui/report/ReportPictures.h"
#include "ui/scene/TableScene.h"
#include "ui/view/TableView.h"
#include "ui/window/MainWindow.h"

namespace adjutant {
namespace {

QString shipped(const char* file) {
    return QString(adjutant::testResourceDir()) + "/scenarios/" + file;
}

std::vector<const General*> generalsOf(const Scenario& scenario) {
    std::vector<const General*> all;
    for (const Side& side : scenario.sides) {
        for (const General& general : side.generals) {
            all.push_back(&general);
        }
    }
    return all;
}

// A colour within a few steps of another (antialiasing and smooth scaling).
bool near(QColor a, QColor b) {
    return std::abs(a.red() - b.red()) <= 6 && std::abs(a.green() - b.green()) <= 6 &&
           std::abs(a.blue() - b.blue()) <= 6;
}

class GeneralsInEveryRuleset : public ::testing::TestWithParam<const char*> {};

// Each tutorial's game shows every general of the scenario where it stands,
// with its name, in its side's colour; the units' names lie clear of them.
TEST_P(GeneralsInEveryRuleset, AGameShowsTheScenariosGenerals) {
    testing::appWithPrivateSettings();
    ui::MainWindow window(testing::gameTestRulesets());
    window.resize(1366, 768);
    window.show();
    ASSERT_EQ(window.openScenario(shipped(GetParam())), QString());
    window.tableView()->fitTable();
    window.grab();  // drawn once: the names are placed for this zoom

    ui::TableScene& scene = *window.tableScene();
    const ui::GeneralsItem* item = scene.generals();
    ASSERT_NE(item, nullptr);
    EXPECT_EQ(item->scene(), &scene);
    Diagnostics diagnostics;
    const auto scenario = readScenarioFile(shipped(GetParam()).toStdString(),
                                           testing::gameTestRulesets(), diagnostics);
    ASSERT_TRUE(scenario);
    const std::vector<const General*> generals = generalsOf(*scenario);
    ASSERT_FALSE(generals.empty());
    ASSERT_EQ(item->figures().size(), qsizetype(generals.size()));
    for (std::size_t i = 0; i < generals.size(); ++i) {
        const ui::GeneralsItem::Figure& figure = item->figures()[qsizetype(i)];
        EXPECT_EQ(figure.id.toStdString(), generals[i]->id);
        EXPECT_EQ(figure.name.toStdString(), generals[i]->name);
        EXPECT_EQ(figure.at, QPointF(generals[i]->pose.position.x, generals[i]->pose.position.y));
        EXPECT_EQ(item->sideColour(figure.side), scene.sideColour(figure.side));
    }
    const double ppi = window.tableView()->pixelsPerInch();
    // Every general is named on the tutorials' tables, the names shown apart
    // from the units'.
    const QList<QRectF> names = item->shownNameBoxes(ppi);
    ASSERT_EQ(names.size(), qsizetype(generals.size()));
    if (QString(GetParam()).contains("tutorial")) {
        for (const QRectF& name : names) {
            EXPECT_FALSE(name.isEmpty());
        }
    }
    for (const Unit& unit : scenario->units) {
        const ui::UnitItem* unitItem = scene.unitItem(QString::fromStdString(unit.id));
        ASSERT_NE(unitItem, nullptr);
        const QRectF label = unitItem->labelBox().translated(unitItem->rearCentre() * ppi);
        for (const QRectF& name : names) {
            EXPECT_FALSE(!label.isEmpty() && label.intersects(name))
                << unit.id << "'s name covers a general's";
        }
    }
}

// The report's picture of the table shows each general's base in his side's
// colour where he stands.
TEST_P(GeneralsInEveryRuleset, TheReportsPictureShowsTheGenerals) {
    testing::appWithPrivateSettings();
    testing::HeadlessGame played(shipped(GetParam()), 3);
    ASSERT_TRUE(played.game);
    const GameState& state = played.game->initialState();
    const Scenario& scenario = *state.setup().scenario;
    const int width = 960;
    const QImage picture = ui::ReportPictures::table(
        state, played.referees->forState(state),
        QString(adjutant::testResourceDir()) + "/scenarios", width, width);
    ASSERT_FALSE(picture.isNull());
    const double ppi = width / scenario.table.width;
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        const QColor colour(QString::fromStdString(scenario.sides[s].colour));
        for (const General& general : scenario.sides[s].generals) {
            const QPoint at(int(general.pose.position.x * ppi), int(general.pose.position.y * ppi));
            EXPECT_TRUE(near(picture.pixelColor(at), colour))
                << general.id << " at " << at.x() << "," << at.y() << " is "
                << picture.pixelColor(at).name().toStdString() << ", not "
                << colour.name().toStdString();
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Tutorials, GeneralsInEveryRuleset,
                         ::testing::Values("tricorne-tutorial.scenario.json",
                                           "princes-tutorial.scenario.json",
                                           "fire-effect-tutorial.scenario.json",
                                           "cowpens-1781.scenario.json"),
                         [](const auto& param) {
                             std::string name = param.param;
                             name = name.substr(0, name.find('.'));
                             std::erase(name, '-');
                             return name;
                         });

}  // namespace
}  // namespace adjutant
