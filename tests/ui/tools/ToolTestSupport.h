#pragma once

// A table as the desktop program shows it, for the tool tests: a session on
// the default scenario (the one scripts/run opens), the scene kept in step by
// TableSync, a view, and the ToolBox installed on it. Helpers move the game
// to a step and drive a tool with mouse events in table inches.

#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "core/engine/StateHash.h"
#include "core/rules/UnitLayoutSpec.h"
#include "tests/ui/GameTestSupport.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/TableTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/TableSync.h"

namespace adjutant::testing {

/// Makes the test application before any widget of the table.
struct ToolTestApp {
    ToolTestApp() { appWithPrivateSettings(); }
};

struct ToolTable : ToolTestApp {
    ui::GameSession session{gameTestRulesets()};
    ui::TableScene scene;
    ui::TableView view;
    ui::TableSync sync{session, scene};
    std::unique_ptr<ui::ToolBox> tools;

    explicit ToolTable(const QString& scenario = tutorialScenario()) {
        view.setScene(&scene);
        view.resize(1200, 800);
        tools = std::make_unique<ui::ToolBox>(session, scene, view);
        const QString problems = session.newGame(scenario, 1);
        EXPECT_TRUE(problems.isEmpty()) << problems.toStdString();
        view.fitTable();
    }

    const GameState& state() const { return session.state(); }
    const Unit& unit(const std::string& id) const { return *state().findUnit(id); }
    std::uint64_t hash() const { return stateHash(state()); }

    /// The unit's stands as the table draws them.
    geometry::UnitLayout layout(const std::string& id) const {
        const Unit& u = unit(id);
        const auto spec =
            layoutSpecFor(u, *session.setup().ruleset, session.setup().scenario->figureScale);
        EXPECT_TRUE(spec.has_value()) << id;
        return geometry::layoutUnit(*spec, u.pose);
    }
    QPointF centreOf(const std::string& id) const {
        const Vec2 c = layout(id).centre();
        return {c.x, c.y};
    }

    GameChange apply(const nlohmann::json& json) {
        std::string error;
        auto command = session.makeCommand(json, error);
        EXPECT_NE(command, nullptr) << error;
        return command ? session.apply(std::move(command)) : GameChange::refused(error);
    }
    /// Resolves steps until the game stands at `stepId` (in this bound).
    void advanceTo(const std::string& stepId) {
        for (int guard = 0; guard < 20 && state().currentStep()->id != stepId; ++guard) {
            ASSERT_TRUE(apply({{"type", "resolveStep"}}).accepted());
        }
        ASSERT_EQ(state().currentStep()->id, stepId);
    }
    std::string lastCommandType() const {
        const Game& game = session.game();
        return game.cursor() == 0 ? std::string()
                                  : std::string(game.command(game.cursor() - 1).type());
    }
    nlohmann::json lastCommand() const {
        const Game& game = session.game();
        return game.command(game.cursor() - 1).toJson();
    }

    static ui::ToolMouseEvent at(QPointF table, Qt::MouseButton button = Qt::LeftButton,
                                 Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        ui::ToolMouseEvent e;
        e.table = table;
        e.button = button;
        e.buttons = button;
        e.modifiers = modifiers;
        e.pixelsPerInch = 15.0;
        return e;
    }
    /// Presses at `from`, moves through the halfway point to `to` and releases there.
    static bool drag(ui::TableTool& tool, QPointF from, QPointF to,
                     Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        tool.mousePress(at(from, Qt::LeftButton, modifiers));
        tool.mouseMove(at((from + to) / 2.0, Qt::NoButton, modifiers));
        tool.mouseMove(at(to, Qt::NoButton, modifiers));
        return tool.mouseRelease(at(to, Qt::LeftButton, modifiers));
    }
};

}  // namespace adjutant::testing
