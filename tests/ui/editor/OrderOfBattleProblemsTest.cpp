// An order of battle that cannot be imported is refused with its problems as
// one list: the file named once above them, every row's problem, each once.
#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

#include "tests/ui/editor/EditorTestSupport.h"

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
    EXPECT_FALSE(problems.contains("line 3:")) << problems.toStdString();
    EXPECT_EQ(w.scenario().units.size(), before);
}

}  // namespace
}  // namespace adjutant
