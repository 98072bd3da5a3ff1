#include <gtest/gtest.h>

#include "core/editor/OrderOfBattle.h"

namespace adjutant {
namespace {

bool mentions(const Diagnostics& diagnostics, Diagnostic::Severity severity,
              const std::string& location, const std::string& words) {
    for (const Diagnostic& item : diagnostics.items()) {
        if (item.severity == severity && item.location == location &&
            item.message.find(words) != std::string::npos) {
            return true;
        }
    }
    return false;
}

constexpr auto kError = Diagnostic::Severity::Error;
constexpr auto kWarning = Diagnostic::Severity::Warning;

TEST(OrderOfBattleCsvTest, ReadsQuotedFieldsBlankLinesAndBrigadeColumns) {
    const std::string text =
        "Side,Brigade,ID,Name,Type,Figures,Formation,Battalion guns,Battalion gun weapon,"
        "Brigade name,General,Objective,Orders\n"
        "prussia,pr-1,pr-ir18-1,\"IR 18, I. battalion\",musketeer,12,line,2,gun3lb,"
        "Brigade Manteuffel,Generalmajor von Manteuffel,take the hill,\"Advance, then hold\"\n"
        "\n"
        " prussia , pr-1 , pr-ir18-2 ,\"IR 18, II. battalion\",musketeer,,,,,,,,\n"
        ",,,,,,,,,,,,\n"
        "austria,au-1,au-dr,\"Dragoons \"\"Savoyen\"\"\",dragoon,10\n";
    Diagnostics diagnostics;
    const auto orderOfBattle = readOrderOfBattleCsv(text, "oob.csv", diagnostics);
    ASSERT_TRUE(orderOfBattle.has_value()) << diagnostics.toString();
    EXPECT_TRUE(diagnostics.empty()) << diagnostics.toString();
    ASSERT_EQ(orderOfBattle->units.size(), 3U);

    const OrderOfBattleUnit& first = orderOfBattle->units[0];
    EXPECT_EQ(first.side, "prussia");
    EXPECT_EQ(first.brigade, "pr-1");
    EXPECT_EQ(first.id, "pr-ir18-1");
    EXPECT_EQ(first.name, "IR 18, I. battalion");
    EXPECT_EQ(first.type, "musketeer");
    EXPECT_EQ(first.figures, 12);
    EXPECT_EQ(first.formation, "line");
    EXPECT_EQ(first.battalionGuns, 2);
    EXPECT_EQ(first.battalionGunWeapon, "gun3lb");
    EXPECT_EQ(first.location, "line 2");

    const OrderOfBattleUnit& second = orderOfBattle->units[1];
    EXPECT_EQ(second.id, "pr-ir18-2");  // spaces around unquoted fields are trimmed
    EXPECT_EQ(second.figures, 0);       // empty: the default
    EXPECT_EQ(second.formation, "");
    EXPECT_EQ(second.location, "line 4");
    EXPECT_EQ(orderOfBattle->units[2].name, "Dragoons \"Savoyen\"");
    EXPECT_EQ(orderOfBattle->units[2].location, "line 6");

    ASSERT_EQ(orderOfBattle->brigades.size(), 2U);
    const OrderOfBattleBrigade& brigade = orderOfBattle->brigades[0];
    EXPECT_EQ(brigade.side, "prussia");
    EXPECT_EQ(brigade.id, "pr-1");
    EXPECT_EQ(brigade.name, "Brigade Manteuffel");
    EXPECT_EQ(brigade.general, "Generalmajor von Manteuffel");
    EXPECT_EQ(brigade.objective, "take the hill");
    EXPECT_EQ(brigade.orders, "Advance, then hold");
    EXPECT_EQ(orderOfBattle->brigades[1].id, "au-1");
    EXPECT_EQ(orderOfBattle->brigades[1].general, "");
}

TEST(OrderOfBattleCsvTest, ColumnsMayComeInAnyOrderAndSemicolonsSeparateToo) {
    const std::string text =
        "type;figures;id;side;moraleClass;nation;guns\r\n"
        "battery12lb;;pr-battery;prussia;;;4\r\n"
        "musketeer;12;sx-1;prussia;militiaMusketeer;saxony;\r\n";
    Diagnostics diagnostics;
    const auto orderOfBattle = readOrderOfBattleCsv(text, "oob.csv", diagnostics);
    ASSERT_TRUE(orderOfBattle.has_value()) << diagnostics.toString();
    ASSERT_EQ(orderOfBattle->units.size(), 2U);
    EXPECT_EQ(orderOfBattle->units[0].type, "battery12lb");
    EXPECT_EQ(orderOfBattle->units[0].guns, 4);
    EXPECT_EQ(orderOfBattle->units[0].brigade, "");
    EXPECT_EQ(orderOfBattle->units[1].nation, "saxony");
    EXPECT_EQ(orderOfBattle->units[1].moraleClass, "militiaMusketeer");
    EXPECT_TRUE(orderOfBattle->brigades.empty());
}

TEST(OrderOfBattleCsvTest, UnknownColumnsAreWarningsAndCommentRowsAreSkipped) {
    const std::string text =
        "# Brigade Manteuffel at the Galgenberg\n"
        "side,id,type,colour,Strength\n"
        "prussia,a,musketeer,blue,12\n"
        "prussia,b,musketeer,,,,\n"
        "prussia,c,musketeer,,,spare\n";
    Diagnostics diagnostics;
    const auto orderOfBattle = readOrderOfBattleCsv(text, "oob.csv", diagnostics);
    ASSERT_TRUE(orderOfBattle.has_value()) << diagnostics.toString();
    EXPECT_EQ(diagnostics.warningCount(), 3U) << diagnostics.toString();
    EXPECT_TRUE(mentions(diagnostics, kWarning, "line 5", "more fields than the header"));
    EXPECT_TRUE(mentions(diagnostics, kWarning, "line 2", "unknown column \"colour\""));
    EXPECT_TRUE(mentions(diagnostics, kWarning, "line 2", "unknown column \"Strength\""));
    EXPECT_EQ(orderOfBattle->units.size(), 3U);
}

TEST(OrderOfBattleCsvTest, BadNumbersAreErrorsWithTheirLine) {
    const std::string text =
        "side,id,type,figures,guns,battalionGuns\n"
        "prussia,a,musketeer,twelve,,\n"
        "prussia,\"b\nc\",musketeer,12,,\n"
        "prussia,d,musketeer,-3,,\n"
        "prussia,e,battery12lb,1,2.5,\n";
    Diagnostics diagnostics;
    EXPECT_FALSE(readOrderOfBattleCsv(text, "oob.csv", diagnostics).has_value());
    EXPECT_EQ(diagnostics.errorCount(), 3U) << diagnostics.toString();
    EXPECT_TRUE(mentions(diagnostics, kError, "line 2", "figures: expected a whole number"));
    EXPECT_TRUE(mentions(diagnostics, kError, "line 2", "\"twelve\""));
    // The quoted id runs over lines 3 and 4, so the next record is line 5.
    EXPECT_TRUE(mentions(diagnostics, kError, "line 5", "\"-3\""));
    EXPECT_TRUE(mentions(diagnostics, kError, "line 6", "guns: expected a whole number"));
    EXPECT_EQ(diagnostics.items().front().file, "oob.csv");
}

TEST(OrderOfBattleCsvTest, BrigadeRowsAndConflictingBrigadeText) {
    const std::string text =
        "side,brigade,id,type,brigadeName,general\n"
        "prussia,pr-2,,,Brigade Zieten,Zieten\n"
        "prussia,pr-2,a,hussar,Brigade Z.,\n"
        "prussia,,b,hussar,,Seydlitz\n";
    Diagnostics diagnostics;
    const auto orderOfBattle = readOrderOfBattleCsv(text, "oob.csv", diagnostics);
    ASSERT_TRUE(orderOfBattle.has_value()) << diagnostics.toString();
    ASSERT_EQ(orderOfBattle->brigades.size(), 1U);
    EXPECT_EQ(orderOfBattle->brigades[0].name, "Brigade Zieten");
    EXPECT_EQ(orderOfBattle->brigades[0].general, "Zieten");
    EXPECT_EQ(orderOfBattle->units.size(), 2U);
    EXPECT_TRUE(mentions(diagnostics, kWarning, "line 3", "already has the name"));
    EXPECT_TRUE(mentions(diagnostics, kWarning, "line 4", "without a brigade id"));
}

TEST(OrderOfBattleCsvTest, MissingColumnsEmptyFilesAndOpenQuotesAreErrors) {
    Diagnostics noType;
    EXPECT_FALSE(readOrderOfBattleCsv("side,id\nprussia,a\n", "oob.csv", noType));
    EXPECT_TRUE(mentions(noType, kError, "line 1", "no \"type\" column"));

    Diagnostics empty;
    EXPECT_FALSE(readOrderOfBattleCsv("\n\n", "oob.csv", empty));
    EXPECT_TRUE(empty.hasErrors());

    Diagnostics open;
    EXPECT_FALSE(readOrderOfBattleCsv("side,id,type\nprussia,\"a,musketeer\n", "oob.csv", open));
    EXPECT_NE(open.toString().find("line 2: a quoted field is never closed"), std::string::npos)
        << open.toString();

    Diagnostics missing;
    EXPECT_FALSE(readOrderOfBattleCsv("side,id,type\n,a,musketeer\nprussia,,musketeer\n", "oob.csv",
                                      missing));
    EXPECT_TRUE(mentions(missing, kError, "line 2", "side"));
    EXPECT_TRUE(mentions(missing, kError, "line 3", "id"));
}

TEST(OrderOfBattleCsvTest, ReadOrderOfBattleFileReportsAMissingFile) {
    Diagnostics diagnostics;
    EXPECT_FALSE(readOrderOfBattleFile("/nonexistent/oob.csv", diagnostics));
    EXPECT_TRUE(diagnostics.hasErrors());
    Diagnostics json;
    EXPECT_FALSE(readOrderOfBattleFile("/nonexistent/oob.json", json));
    EXPECT_TRUE(json.hasErrors());
}

}  // namespace
}  // namespace adjutant
