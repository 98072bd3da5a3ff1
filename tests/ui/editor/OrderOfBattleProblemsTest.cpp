// An order of battle that cannot be imported is refused with its problems as
// one list: the file named once above them, every row's problem, each once,
// those the ruleset finds with those of reading; the box says how many and
// holds the list in its details.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>
#include <memory>

#include "tests/support/TestPaths.h"
#include "tests/ui/editor/EditorTestSupport.h"
#include "ui/editor/ImportProblemsBox.h"
#include "ui/window/Language.h"

namespace adjutant {
namespace {

TEST(OrderOfBattleProblems, EveryProblemIsListedOnceUnderTheFileNamedOnce) {
    testing::EditorWindow w;
    QTemporaryDir dir;
    const QString csv = dir.filePath("two-bad-rows.oob.csv");
    QFile file(csv);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(
        "side,brigade,id,name,type,figures,formation\n"
        "prussia,pr-1,pr-ir18-1,\"IR 18, I. battalion\",musketeer,0,line\n"
        "prussia,pr-1,pr-ir18-2,\"IR 18, II. battalion\",musketeer,24,line\n"
        "prussia,pr-1,pr-ir18-3,\"IR 18, III. battalion\",musketeer,0,line\n");
    file.close();
    const std::size_t before = w.scenario().units.size();

    const QString problems = w.editor.importOrderOfBattle(csv);
    EXPECT_EQ(problems.count(csv), 1) << problems.toStdString();
    EXPECT_TRUE(problems.startsWith(csv + ':')) << problems.toStdString();
    EXPECT_EQ(problems.count("line 2: error: figures"), 1) << problems.toStdString();
    EXPECT_EQ(problems.count("line 4: error: figures"), 1) << problems.toStdString();
    // Too many figures for the ruleset, found in the same round as the rows
    // that cannot be read.
    EXPECT_EQ(problems.count("line 3: error: unit \"pr-ir18-2\": 24 figures"), 1)
        << problems.toStdString();
    EXPECT_EQ(w.scenario().units.size(), before);
}

TEST(OrderOfBattleProblems, TheBoxSaysHowManyAndKeepsTheWholeListInItsDetails) {
    testing::EditorWindow w;
    const QString csv =
        QString(adjutant::testDataDir()) + "/invalid/problems-of-every-kind.oob.csv";
    const QString problems = w.editor.importOrderOfBattle(csv);
    ASSERT_FALSE(problems.isEmpty());

    // English says its plurals through its translation, as the program does.
    ui::installTranslations(*QCoreApplication::instance(), "en");
    std::unique_ptr<QMessageBox> box(ui::importProblemsBox(nullptr, csv, problems));
    EXPECT_EQ(box->text(),
              "10 problems in problems-of-every-kind.oob.csv: nothing was added. Mend them all, "
              "then import the file again.");
    // The first three in the box, in the file's order, then a pointer to the rest.
    const QStringList shown = box->informativeText().split('\n');
    ASSERT_EQ(shown.size(), 4);
    EXPECT_TRUE(shown[0].startsWith("line 3: error: ")) << shown[0].toStdString();
    EXPECT_TRUE(shown[1].startsWith("line 4: error: ")) << shown[1].toStdString();
    EXPECT_EQ(shown[3], "... and 7 more under Show Details.");
    // Every problem in the details, under the file named once.
    const QStringList details = box->detailedText().split('\n');
    EXPECT_EQ(details.size(), 11);
    EXPECT_EQ(box->detailedText().count("problems-of-every-kind.oob.csv"), 1);
    EXPECT_TRUE(details.back().startsWith("line 10: ")) << details.back().toStdString();
}

}  // namespace
}  // namespace adjutant
