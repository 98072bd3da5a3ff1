// Opening the large battle in the desktop program's window (never run by the
// tests): the main window starts a new game on it (reading, checking, the
// table built with every unit, the docks filled) and draws its first frame.
//   adjutant_ui_bench --benchmark_filter=OpenLargeBattle
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>

#include "bench/BenchRulesets.h"
#include "bench/OpenBattleBenchmark.h"
#include "tests/support/TestPaths.h"
#include "ui/window/MainWindow.h"

namespace adjutant::bench {

namespace {

void BM_OpenLargeBattle(benchmark::State& run) {
    const QString path =
        QString::fromUtf8(adjutant::testResourceDir()) + "/scenarios/leuthen-1757.scenario.json";
    for (auto _ : run) {
        run.PauseTiming();
        auto window = std::make_unique<ui::MainWindow>(builtinRulesets());
        window->resize(1600, 1000);
        window->show();
        QApplication::processEvents();
        run.ResumeTiming();
        const QString problems = window->newGame(path, 1);
        if (!problems.isEmpty()) {
            run.SkipWithError(problems.toStdString().c_str());
            return;
        }
        QImage frame(window->size(), QImage::Format_ARGB32_Premultiplied);
        QPainter painter(&frame);
        window->render(&painter);
        painter.end();
        QApplication::processEvents();
        run.PauseTiming();
        window.reset();
        QApplication::processEvents();
        run.ResumeTiming();
    }
}

}  // namespace

void registerOpenBattleBenchmarks() {
    benchmark::RegisterBenchmark("BM_OpenLargeBattle", BM_OpenLargeBattle)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(3);
}

}  // namespace adjutant::bench
