// Game > New two-player game: one screen, by file, or live (hosting, joining,
// through a broker), each asking for what it needs and nothing else.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QLineEdit>
#include <QRadioButton>

#include "tests/ui/twoplayer/TwoPlayerWindowSupport.h"

namespace adjutant {
namespace {

using Way = ui::TwoPlayerChoice::Way;

struct DialogFixture {
    // The application before any widget: members are made in this order.
    QApplication& app = testing::appWithPrivateSettings();
    ui::TwoPlayerDialog dialog{{{"The tutorial", testing::scenarioNamed("tricorne-tutorial")},
                                {"Cowpens", testing::scenarioNamed("cowpens-1781")}},
                               [](const QString& path) {
                                   return path.contains("cowpens")
                                              ? QStringList{"British", "Americans"}
                                              : QStringList{"Prussia", "Austria"};
                               }};
    QWidget* field(const char* name) const {
        return dialog.findChild<QWidget*>(QString::fromLatin1(name));
    }
    bool shown(const char* name) const { return field(name)->isVisibleTo(&dialog); }
    void choose(Way way) {
        dialog.findChild<QRadioButton*>(QStringLiteral("way%1").arg(static_cast<int>(way)))
            ->click();
    }
};

TEST(TwoPlayerDialog, OneScreenAsksForTheScenarioAlone) {
    DialogFixture fixture;
    fixture.choose(Way::OneScreen);
    EXPECT_TRUE(fixture.shown("twoPlayerScenario"));
    EXPECT_FALSE(fixture.shown("twoPlayerSide"));
    EXPECT_FALSE(fixture.shown("twoPlayerAddress"));
    EXPECT_FALSE(fixture.shown("twoPlayerGameName"));
    EXPECT_TRUE(fixture.dialog.problem().isEmpty());
    EXPECT_EQ(fixture.dialog.choice().way, Way::OneScreen);
}

TEST(TwoPlayerDialog, ByFileAsksWhichSideIsPlayedHere) {
    DialogFixture fixture;
    fixture.choose(Way::ByFile);
    EXPECT_TRUE(fixture.shown("twoPlayerSide"));
    EXPECT_FALSE(fixture.shown("twoPlayerGameName"));
    auto* side = qobject_cast<QComboBox*>(fixture.field("twoPlayerSide"));
    EXPECT_EQ(side->itemText(1), "Austria");
    side->setCurrentIndex(1);
    auto* scenario = qobject_cast<QComboBox*>(fixture.field("twoPlayerScenario"));
    scenario->setCurrentIndex(1);
    EXPECT_EQ(side->itemText(0), "British");  // the sides follow the scenario
    EXPECT_EQ(fixture.dialog.choice().way, Way::ByFile);
    EXPECT_TRUE(fixture.dialog.choice().scenarioPath.contains("cowpens"));
}

TEST(TwoPlayerDialog, LivePlayNeedsAGameNameAndWhereToConnect) {
    DialogFixture fixture;
    fixture.choose(Way::Join);
    EXPECT_FALSE(fixture.shown("twoPlayerScenario"));  // the host's game is played
    EXPECT_TRUE(fixture.shown("twoPlayerAddress"));
    EXPECT_TRUE(fixture.shown("twoPlayerGameName"));
    EXPECT_FALSE(fixture.dialog.problem().isEmpty());
    qobject_cast<QLineEdit*>(fixture.field("twoPlayerGameName"))->setText("Mollwitz at the club");
    EXPECT_NE(fixture.dialog.problem().indexOf("address"), -1);
    qobject_cast<QLineEdit*>(fixture.field("twoPlayerAddress"))->setText("192.168.1.20");
    EXPECT_TRUE(fixture.dialog.problem().isEmpty());
    const ui::TwoPlayerChoice chosen = fixture.dialog.choice();
    EXPECT_EQ(chosen.address, "192.168.1.20");
    EXPECT_EQ(chosen.gameName, "Mollwitz at the club");

    fixture.choose(Way::Host);
    EXPECT_TRUE(fixture.shown("twoPlayerScenario"));
    EXPECT_TRUE(fixture.shown("twoPlayerSide"));
    EXPECT_FALSE(fixture.field("twoPlayerAddress")->isEnabled());  // this computer's
    fixture.choose(Way::BrokerStart);
    EXPECT_TRUE(fixture.field("twoPlayerAddress")->isEnabled());
    EXPECT_EQ(fixture.dialog.choice().port, 1883);  // MQTT's port
}

}  // namespace
}  // namespace adjutant
