// Timings of the table on screen with 1,000 units (never run by the tests):
//   adjutant_ui_bench --benchmark_filter=Table
// - a full redraw of the view, rendered into a 1600 x 1000 image, with the
//   selected unit's overlays shown;
// - one step of dragging a unit: the referee's verdict on the move and the
//   ghost, callout and overlays brought up to date (and, with argument 1, the
//   view repainting what changed);
// - the referee's overlays for one unit (asked when the selection changes).
// The game is the tutorial's ground on a 12 x 8 ft table with 500 battalions
// a side in a grid, at the movement step.
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>
#include <cstdlib>
#include <iostream>
#include <memory>

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif

#include "bench/BenchRulesets.h"
#include "bench/OpenBattleBenchmark.h"
#include "core/io/ScenarioReader.h"
#include "core/io/ScenarioWriter.h"
#include "core/referee/BuiltinRulesets.h"
#include "tests/support/TestPaths.h"
#include "ui/items/UnitLabelsItem.h"
#include "ui/scene/TableScene.h"
#include "ui/session/GameSession.h"
#include "ui/tools/SelectMoveTool.h"
#include "ui/tools/ToolBox.h"
#include "ui/view/TableView.h"
#include "ui/window/TableSync.h"

namespace {

using namespace adjutant;

constexpr int kColumns = 40;
constexpr int kRows = 25;  // 1,000 units
constexpr double kTableWidth = 144.0;
constexpr double kTableHeight = 96.0;

const RulesetRegistry& rulesets() {
    return bench::builtinRulesets();
}

// The tutorial's terrain and sides with a grid of musketeers: the top half
// Austrian facing down, the bottom half Prussian facing up.
std::string writeBigScenario(const QString& folder) {
    Diagnostics diagnostics;
    std::optional<Scenario> scenario = readScenarioFile(
        std::string(adjutant::testResourceDir()) + "/scenarios/tricorne-tutorial.scenario.json",
        rulesets(), diagnostics);
    if (!scenario) {
        return {};
    }
    scenario->table.width = kTableWidth;
    scenario->table.height = kTableHeight;
    scenario->units.clear();
    const double dx = kTableWidth / kColumns;
    const double dy = kTableHeight / kRows;
    for (int row = 0; row < kRows; ++row) {
        for (int column = 0; column < kColumns; ++column) {
            Unit unit;
            const bool top = row < kRows / 2;
            unit.id = "u" + std::to_string(row * kColumns + column);
            unit.name = unit.id;
            unit.side = top ? 1 : 0;
            unit.type = "musketeer";
            unit.nation = top ? "austria" : "prussia";
            unit.figures = unit.startFigures = 12;
            unit.pose = Pose{{dx * (column + 0.5), dy * row + 2.0}, top ? 180.0 : 0.0};
            scenario->units.push_back(unit);
        }
    }
    const std::string path = (folder + "/big.scenario.json").toStdString();
    const std::string error = writeScenarioFile(path, *scenario);
    if (!error.empty()) {
        std::cerr << error << "\n";
        return {};
    }
    return path;
}

/// The table of the program, with its tools, on the big game.
struct BigTable {
    QTemporaryDir folder;
    ui::GameSession session{rulesets()};
    ui::TableScene scene;
    ui::TableView view;
    ui::TableSync sync{session, scene};
    std::unique_ptr<ui::ToolBox> tools;
    std::string problem;

    BigTable() {
        view.setScene(&scene);
        view.resize(1600, 1000);
        tools = std::make_unique<ui::ToolBox>(session, scene, view);
        const std::string path = writeBigScenario(folder.path());
        const QString problems = session.newGame(QString::fromStdString(path), 1);
        if (path.empty() || !problems.isEmpty()) {
            problem = "cannot start the game: " + problems.toStdString();
            return;
        }
        // To the movement step, where units manoeuvre.
        for (int guard = 0; guard < 20 && session.state().currentStep()->id != "movement";
             ++guard) {
            std::string error;
            session.apply(session.makeCommand({{"type", "resolveStep"}}, error));
        }
        // Shown (offscreen), so the view has its size before it is fitted.
        view.show();
        QApplication::processEvents();
        view.fitTable();
        session.selectUnit("u980");  // a Prussian battalion in the back row
    }
};

BigTable& bigTable() {
    // Never destroyed: its widgets must not outlive the QApplication of main.
    static BigTable* table = new BigTable;
    return *table;
}

void BM_TableRedraw(benchmark::State& run) {
    BigTable& table = bigTable();
    if (!table.problem.empty()) {
        run.SkipWithError(table.problem.c_str());
        return;
    }
    // Argument: 0 the table as the program draws it; 1 without the units'
    // names and badges; 2 without the view's antialiasing; 3 with the names
    // and badges cached as one pixmap of the view (DeviceCoordinateCache); 4 the
    // first frame after a zoom, when every cached pixmap is redrawn (the view
    // alternates between two scales 1% apart); 5 the view repainting itself as
    // on screen (QWidget::repaint, through the window's backing store); 6 the
    // same with the scene's BSP index; 7 the same with the names and badges
    // drawn as in 3. 1 to 3, 6 and 7 say where the time goes and what each
    // way of drawing wins.
    const int mode = static_cast<int>(run.range(0));
    ui::UnitLabelsItem* labels = nullptr;
    for (QGraphicsItem* item : table.scene.items()) {
        if (auto* found = dynamic_cast<ui::UnitLabelsItem*>(item)) {
            labels = found;
        }
    }
    if (labels != nullptr && mode == 1) {
        labels->setVisible(false);
    } else if (labels != nullptr && (mode == 3 || mode == 7)) {
        labels->setCacheMode(QGraphicsItem::DeviceCoordinateCache);
    }
    if (mode == 6) {
        table.scene.setItemIndexMethod(QGraphicsScene::BspTreeIndex);
    }
    const auto hints = table.view.renderHints();
    if (mode == 2) {
        table.view.setRenderHints({});
    }
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::black);
    const QRect viewport = table.view.viewport()->rect();
    {
        // One untimed frame first: glyph caches and the scene's index fill on the first.
        QPainter warmUp(&image);
        table.view.render(&warmUp, QRectF(image.rect()), viewport);
    }
    const bool zoomEachFrame = mode == 4;
    bool zoomedIn = false;
    const bool onScreen = mode >= 5;
    if (onScreen) {
        table.view.viewport()->repaint();
    }
    // Under callgrind (--instr-atstart=no) only the frames are counted.
    CALLGRIND_START_INSTRUMENTATION;
    for (auto _ : run) {
        if (onScreen) {
            table.view.viewport()->repaint();
            continue;
        }
        if (zoomEachFrame) {
            const double factor = zoomedIn ? 1.0 / 1.01 : 1.01;
            table.view.scale(factor, factor);
            zoomedIn = !zoomedIn;
        }
        QPainter painter(&image);
        table.view.render(&painter, QRectF(image.rect()), viewport);
        painter.end();
        benchmark::DoNotOptimize(image.constBits());
    }
    CALLGRIND_STOP_INSTRUMENTATION;
    if (const char* keep = std::getenv("ADJUTANT_BENCH_IMAGE")) {
        image.save(keep);  // to look at what was timed
    }
    run.counters["units"] = static_cast<double>(table.session.state().units().size());
    run.counters["viewportWidth"] = viewport.width();
    if (labels != nullptr) {
        labels->setVisible(true);
        labels->setCacheMode(QGraphicsItem::NoCache);  // as TableScene has it
    }
    if (mode == 6) {
        table.scene.setItemIndexMethod(QGraphicsScene::NoIndex);  // as TableScene has it
    }
    table.view.setRenderHints(hints);
    if (zoomedIn) {
        table.view.scale(1.0 / 1.01, 1.0 / 1.01);
    }
}

void BM_TableDragStep(benchmark::State& run) {
    BigTable& table = bigTable();
    if (!table.problem.empty()) {
        run.SkipWithError(table.problem.c_str());
        return;
    }
    ui::SelectMoveTool& tool = table.tools->selectMoveTool();
    table.tools->activate(&tool);
    const Unit& unit = *table.session.state().findUnit("u980");
    const QPointF start(unit.pose.position.x, unit.pose.position.y + 0.3);
    auto event = [](QPointF at, Qt::MouseButton button) {
        ui::ToolMouseEvent e;
        e.table = at;
        e.button = button;
        e.pixelsPerInch = 10.0;
        return e;
    };
    tool.mousePress(event(start, Qt::LeftButton));
    tool.mouseMove(event(start + QPointF(0, -1), Qt::NoButton));  // the drag begins
    if (!tool.dragging()) {
        run.SkipWithError("the drag did not start");
        return;
    }
    // Argument 1: the view also repaints what the step changed on screen.
    const bool repaint = run.range(0) == 1;
    QApplication::processEvents();
    int step = 0;
    int legal = 0;
    CALLGRIND_START_INSTRUMENTATION;
    for (auto _ : run) {
        // Forwards 0.5 to 10 in and back again: the battalion ahead stands some
        // 2.7 in off, so a quarter of the steps are legal, the rest run into it
        // or beyond the 8 in move.
        const double ahead = 0.5 + (step++ % 20) * 0.5;
        tool.mouseMove(event(start + QPointF(0.1 * (step % 3), -ahead), Qt::NoButton));
        legal += tool.verdict().legal ? 1 : 0;
        if (repaint) {
            QApplication::processEvents();
        }
    }
    CALLGRIND_STOP_INSTRUMENTATION;
    run.counters["legal"] = benchmark::Counter(legal, benchmark::Counter::kAvgIterations);
    tool.cancel();
}

void BM_TableOverlaysOfOneUnit(benchmark::State& run) {
    BigTable& table = bigTable();
    if (!table.problem.empty()) {
        run.SkipWithError(table.problem.c_str());
        return;
    }
    const RulesetReferee& referee = *table.session.referee();
    for (auto _ : run) {
        benchmark::DoNotOptimize(referee.overlays(table.session.state(), "u980"));
    }
}

// ADJUTANT_BENCH_ITERATIONS=n runs each benchmark exactly n times (once),
// for instruction counts under callgrind that compare frame for frame.
void registerBenchmarks() {
    const char* fixed = std::getenv("ADJUTANT_BENCH_ITERATIONS");
    const int iterations = fixed != nullptr ? std::atoi(fixed) : 0;
    auto timed = [iterations](benchmark::internal::Benchmark* bench) {
        bench->Unit(benchmark::kMillisecond);
        if (iterations > 0) {
            bench->Iterations(iterations)->Repetitions(1);
        } else {
            bench->Repetitions(5)->ReportAggregatesOnly();
        }
    };
    timed(benchmark::RegisterBenchmark("BM_TableRedraw", BM_TableRedraw)->DenseRange(0, 7));
    timed(benchmark::RegisterBenchmark("BM_TableDragStep", BM_TableDragStep)->DenseRange(0, 1));
    timed(benchmark::RegisterBenchmark("BM_TableOverlaysOfOneUnit", BM_TableOverlaysOfOneUnit));
}

}  // namespace

int main(int argc, char** argv) {
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    QApplication app(argc, argv);
    registerBenchmarks();
    adjutant::bench::registerOpenBattleBenchmarks();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
