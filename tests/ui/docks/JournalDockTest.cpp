#include <gtest/gtest.h>

#include <QComboBox>
#include <QElapsedTimer>
#include <QTreeView>
#include <algorithm>
#include <functional>
#include <iostream>

#include "core/referee/DefaultPlay.h"
#include "core/referee/ResolveStepCommand.h"
#include "tests/support/TestPaths.h"
#include "tests/ui/GameTestSupport.h"
#include "tests/ui/docks/DockTestSupport.h"
#include "ui/docks/ExplanationText.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/JournalDock.h"
#include "ui/docks/JournalModel.h"
#include "ui/docks/UnitNames.h"

namespace adjutant {
namespace {

using testing::defaultScenarioPath;
using testing::dockTestRulesets;
using ui::JournalModel;

QString cell(const JournalModel& model, const QModelIndex& index, int column) {
    return model.data(index.siblingAtColumn(column), Qt::DisplayRole).toString();
}

// The row of a resolution of the latest command (unfiltered, one row per
// resolution in order), checked to read its summary with units named.
QModelIndex resolutionRow(const ui::GameSession& session, const JournalModel& model,
                          const Resolution& resolution) {
    const std::vector<Resolution>& all = *testing::latestResolutions(session);
    const auto position = static_cast<int>(&resolution - all.data());
    const QModelIndex last = model.index(model.rowCount() - 1, 0);
    const QModelIndex row = model.index(position, 0, last);
    EXPECT_EQ(cell(model, row, JournalModel::kEventColumn),
              ui::UnitNames(session.state()).inText(QString::fromStdString(resolution.summary)));
    return row;
}

TEST(JournalDock, ShowsAResolutionWithItsExplanationTree) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::JournalDock dock(session);
    // In the tutorial the default orders close in and charge; the first
    // morale tests follow the first melee.
    const Resolution* test = testing::playUntilResolution(session, "moraleTest");
    ASSERT_NE(test, nullptr) << "no unit tested morale in the default play";

    const JournalModel& model = *dock.model();
    EXPECT_EQ(model.rowCount(), static_cast<int>(session.game().commandCount()));
    const QModelIndex step = model.index(model.rowCount() - 1, 0);
    EXPECT_EQ(cell(model, step, JournalModel::kEventColumn), "Morale checks resolved");
    EXPECT_EQ(cell(model, step, JournalModel::kRuleColumn), QString::fromUtf8("§8.10"));
    EXPECT_EQ(model.data(step, JournalModel::kStepRole).toString(), "moraleChecks");
    EXPECT_EQ(cell(model, step, JournalModel::kBoundColumn),
              QString::number(session.state().bound()));
    EXPECT_TRUE(dock.view()->isExpanded(step));  // the step opens on its resolutions

    const ui::UnitNames names(session.state());
    const QModelIndex row = resolutionRow(session, model, *test);
    ASSERT_TRUE(row.isValid());
    EXPECT_EQ(cell(model, row, JournalModel::kValueColumn),
              ui::explanationValue(test->explanation));
    // Under it, the explanation's terms, each with its value and rule, and theirs below.
    ASSERT_EQ(model.rowCount(row), static_cast<int>(test->explanation.children.size()));
    ASSERT_GT(model.rowCount(row), 0);
    for (int i = 0; i < model.rowCount(row); ++i) {
        const Explanation& node = test->explanation.children[static_cast<std::size_t>(i)];
        const QModelIndex term = model.index(i, 0, row);
        // Notes that name a unit by id name it by its name.
        EXPECT_EQ(cell(model, term, JournalModel::kEventColumn),
                  names.inText(ui::explanationLabel(node)));
        EXPECT_EQ(cell(model, term, JournalModel::kValueColumn), ui::explanationValue(node));
        EXPECT_EQ(cell(model, term, JournalModel::kRuleColumn), ui::ruleReference(node.rule.str()));
        EXPECT_EQ(model.rowCount(term), static_cast<int>(node.children.size()));
        EXPECT_EQ(model.parent(term), row);
    }
}

TEST(JournalDock, ChoosingARowWritesItsWholeExplanationBelowTheTree) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::JournalDock dock(session);
    const Resolution* test = testing::playUntilResolution(session, "moraleTest");
    ASSERT_NE(test, nullptr) << "no unit tested morale in the default play";
    EXPECT_TRUE(dock.detail()->toPlainText().isEmpty());

    const JournalModel& model = *dock.model();
    const QModelIndex row = resolutionRow(session, model, *test);
    dock.view()->setCurrentIndex(row);
    const QString text = dock.detail()->toPlainText();
    const ui::UnitNames names(session.state());
    EXPECT_TRUE(text.startsWith(names.inText(QString::fromStdString(test->summary))))
        << text.toStdString();
    // Every term at every depth, in the order of the tree, with its value.
    int from = 0;
    std::function<void(const Explanation&)> expectTerms = [&](const Explanation& node) {
        for (const Explanation& child : node.children) {
            const QString label = names.inText(ui::explanationLabel(child));
            const int at = text.indexOf(label, from);
            EXPECT_GE(at, from) << label.toStdString() << " missing in\n" << text.toStdString();
            if (at >= from) {
                from = at + static_cast<int>(label.size());
                EXPECT_TRUE(text.mid(from).trimmed().startsWith(ui::explanationValue(child)))
                    << label.toStdString();
            }
            expectTerms(child);
        }
    };
    expectTerms(test->explanation);
    EXPECT_GT(from, 0);

    // Another game clears the pane.
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    EXPECT_TRUE(dock.detail()->toPlainText().isEmpty());
}

TEST(JournalDock, GreysUndoneCommandsAndDropsThemWhenANewOneIsApplied) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::JournalDock dock(session);
    const JournalModel& model = *dock.model();
    ASSERT_TRUE(testing::playDefaultStep(session).accepted());
    ASSERT_TRUE(testing::playDefaultStep(session).accepted());
    const int rows = model.rowCount();
    ASSERT_EQ(rows, 2);
    const QModelIndex last = model.index(rows - 1, 0);
    EXPECT_FALSE(model.data(last, Qt::ForegroundRole).isValid());

    session.undo();
    ASSERT_EQ(model.rowCount(), rows);
    EXPECT_TRUE(cell(model, last, 0).endsWith("(undone)"));
    EXPECT_TRUE(model.data(last, Qt::ForegroundRole).isValid());
    // Its resolutions are greyed too.
    ASSERT_GT(model.rowCount(last), 0);
    EXPECT_TRUE(model.data(model.index(0, 0, last), Qt::ForegroundRole).isValid());

    session.redo();
    EXPECT_FALSE(cell(model, last, 0).endsWith("(undone)"));
    session.undo();
    // Resolving again replaces the undone command with the new one.
    ASSERT_TRUE(testing::applyJson(session, {{"type", "resolveStep"}}).accepted());
    EXPECT_EQ(model.rowCount(), rows);
    EXPECT_FALSE(cell(model, model.index(rows - 1, 0), 0).endsWith("(undone)"));
    EXPECT_EQ(model.commandCount(), session.game().commandCount());
}

TEST(JournalDock, FiltersByUnitAndByStep) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::JournalDock dock(session);
    ASSERT_NE(testing::playUntilResolution(session, "moraleTest"), nullptr);
    const JournalModel& model = *dock.model();
    const int all = model.rowCount();

    // Steps: only the melee step's rows remain, every one of them in that step.
    dock.stepFilter()->setCurrentIndex(dock.stepFilter()->findData(QString("melee")));
    ASSERT_GT(model.rowCount(), 0);
    EXPECT_LT(model.rowCount(), all);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex top = model.index(row, 0);
        EXPECT_EQ(model.data(top, JournalModel::kStepRole).toString(), "melee");
        const auto index = model.data(top, JournalModel::kCommandRole).toULongLong();
        const auto* resolve =
            dynamic_cast<const ResolveStepCommand*>(&session.game().command(index));
        if (resolve) {
            EXPECT_EQ(resolve->step(), "melee");
        }
    }
    dock.stepFilter()->setCurrentIndex(0);
    EXPECT_EQ(model.rowCount(), all);

    // Units: the battalion's orders and the resolutions that involve it, nothing else.
    dock.unitFilter()->setCurrentIndex(dock.unitFilter()->findData(QString("pr-ir18-1")));
    ASSERT_GT(model.rowCount(), 0);
    EXPECT_LT(model.rowCount(), all);
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex top = model.index(row, 0);
        const auto index = model.data(top, JournalModel::kCommandRole).toULongLong();
        const Command& command = session.game().command(index);
        const auto* resolve = dynamic_cast<const ResolveStepCommand*>(&command);
        if (!resolve) {
            EXPECT_NE(command.toJson().dump().find("\"pr-ir18-1\""), std::string::npos);
            // Its line names the unit by name, not by id.
            EXPECT_TRUE(cell(model, top, 0).contains("IR 18, I. battalion")) << row;
            EXPECT_FALSE(cell(model, top, 0).contains("pr-ir18-1")) << row;
            continue;
        }
        // Only the battalion's resolutions are listed under a step.
        int involving = 0;
        for (const Resolution& r : resolve->resolutions()) {
            involving += std::find(r.units.begin(), r.units.end(), "pr-ir18-1") != r.units.end();
        }
        EXPECT_EQ(model.rowCount(top), involving);
    }
}

TEST(JournalDock, ChoosingARowSelectsItsUnit) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    ui::JournalDock dock(session);
    const Resolution* melee = testing::playUntilResolution(session, "melee");
    ASSERT_NE(melee, nullptr);
    ASSERT_FALSE(melee->units.empty());
    const QModelIndex row = resolutionRow(session, *dock.model(), *melee);
    ASSERT_TRUE(row.isValid());
    dock.view()->setCurrentIndex(row);
    EXPECT_EQ(session.selectedUnit(), QString::fromStdString(melee->units.front()));
    // A term of the explanation concerns the same unit.
    session.selectUnit(QString());
    ASSERT_GT(dock.model()->rowCount(row), 0);
    dock.view()->setCurrentIndex(dock.model()->index(0, 0, row));
    EXPECT_EQ(session.selectedUnit(), QString::fromStdString(melee->units.front()));
}

// A long game: the full rebuild (a new or reopened game, a filter) must stay
// quick. Six bounds of default play give the resolutions and their trees;
// small edits then make the journal longer. (With 3000 edits, 3768 rows were
// rebuilt and laid out in under 0.1 s in a debug build; applying them takes
// too long for a unit test, so it runs with 600.)
TEST(JournalDock, RebuildsALongJournalQuickly) {
    testing::qtTestApp();
    ui::GameSession session(dockTestRulesets());
    ASSERT_EQ(session.newGame(defaultScenarioPath()), QString());
    for (int step = 0; step < 60; ++step) {
        ASSERT_TRUE(testing::playDefaultStep(session).accepted());
    }
    for (int i = 0; i < 600; ++i) {
        ASSERT_TRUE(testing::applyJson(session, {{"type", "editUnit"},
                                                 {"unit", i % 2 ? "pr-kr2" : "au-dr"},
                                                 {"name", "renamed " + std::to_string(i)}})
                        .accepted());
    }
    ui::JournalDock dock(session);
    dock.resize(560, 460);
    dock.show();
    JournalModel& model = *dock.model();
    QElapsedTimer timer;
    timer.start();
    model.rebuild(session.game());
    dock.view()->expandToDepth(0);
    dock.view()->scrollToBottom();
    QApplication::processEvents();
    const qint64 rebuildMs = timer.elapsed();
    int nodes = 0;
    std::function<void(const QModelIndex&)> count = [&](const QModelIndex& parent) {
        for (int row = 0; row < model.rowCount(parent); ++row) {
            ++nodes;
            count(model.index(row, 0, parent));
        }
    };
    count({});
    timer.restart();
    ASSERT_TRUE(testing::applyJson(session, {{"type", "resolveStep"}}).accepted());
    const qint64 oneChangeMs = timer.elapsed();
    std::cout << "[ journal  ] " << model.commandCount() << " commands, " << nodes
              << " rows rebuilt and laid out in " << rebuildMs << " ms; one step applied and"
              << " shown in " << oneChangeMs << " ms\n";
    EXPECT_GT(model.commandCount(), 600u);
    EXPECT_LT(rebuildMs, 500);
}

}  // namespace
}  // namespace adjutant

namespace adjutant {
namespace {

TEST(JournalModelPlayerTurns, EachRowSaysTheBoundAndStepItWasGivenIn) {
    // War of Princes runs its sequence once for each side in a bound (the
    // initiative only in the first player turn): every resolution row must
    // name the step and bound its command resolved, whatever the turn.
    testing::appWithPrivateSettings();
    testing::HeadlessGame headless(
        QString(adjutant::testResourceDir()) + "/scenarios/princes-tutorial.scenario.json", 3);
    ASSERT_NE(headless.game, nullptr);
    const DefaultPlayReport report = playDefaultBounds(*headless.game, headless.referees, 2);
    ASSERT_TRUE(report.error.empty()) << report.error;
    JournalModel model;
    model.rebuild(*headless.game);
    ASSERT_EQ(model.rowCount(), static_cast<int>(headless.game->commandCount()));
    int resolved = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const auto* resolve = dynamic_cast<const ResolveStepCommand*>(
            &headless.game->command(static_cast<std::size_t>(row)));
        if (resolve == nullptr) {
            continue;
        }
        ++resolved;
        const QModelIndex index = model.index(row, 0);
        EXPECT_EQ(model.data(index, JournalModel::kStepRole).toString().toStdString(),
                  resolve->step())
            << "row " << row;
        EXPECT_EQ(cell(model, index, JournalModel::kBoundColumn).toInt(), resolve->bound())
            << "row " << row;
    }
    // 13 steps in the first player turn of a bound, 12 in the second.
    EXPECT_EQ(resolved, 2 * (13 + 12));
}

}  // namespace
}  // namespace adjutant
