#pragma once

#include <cstddef>
#include <cstdint>

namespace adjutant {

/// The most the program takes from any file, the network or another program,
/// in one place (docs/limits.md). Each limit is far beyond any battle the
/// rules describe and far below what would exhaust memory or overflow a
/// count; a value beyond one is refused with a message naming the file, the
/// field and the limit. The nesting of JSON is kMaxJsonDepth (JsonFile.h);
/// a game between two people has its own limits (MatchLimits.h).
namespace limits {

// --- Files read whole ---------------------------------------------------

/// Any JSON file without a limit of its own below.
inline constexpr std::size_t kMaxJsonFileBytes = 64 * 1024 * 1024;
/// A scenario: the largest shipped one is under 100 KB.
inline constexpr std::size_t kMaxScenarioBytes = 32 * 1024 * 1024;
/// A ruleset: the largest shipped one is about 200 KB.
inline constexpr std::size_t kMaxRulesetBytes = 16 * 1024 * 1024;
/// A lesson or a situation: a few KB each.
inline constexpr std::size_t kMaxLessonBytes = 16 * 1024 * 1024;
inline constexpr std::size_t kMaxSituationBytes = 16 * 1024 * 1024;
/// An order of battle, as CSV or JSON: a line a unit.
inline constexpr std::size_t kMaxOrderOfBattleBytes = 16 * 1024 * 1024;
/// The rules reference a ruleset points to (Markdown).
inline constexpr std::size_t kMaxRulesReferenceBytes = 16 * 1024 * 1024;
/// A saved game is read a line at a time and stops at this size; a long
/// game of many bounds is a few MB.
inline constexpr std::size_t kMaxSavedGameBytes = 512 * 1024 * 1024;
/// One line of a saved game (its header holds the whole scenario; an entry
/// with its explanations is at most a few hundred KB).
inline constexpr std::size_t kMaxSavedGameLineBytes = 32 * 1024 * 1024;
/// The slice of a simulation `simulate --shard` writes: about 500 bytes a game.
inline constexpr std::size_t kMaxSimulationSliceBytes = 256 * 1024 * 1024;

// --- Values of a game -----------------------------------------------------

/// Figures of one unit (a scenario, an order of battle, an edit in a saved game).
inline constexpr int kMaxFiguresPerUnit = 1000;
/// Guns of one battery, or attached to one battalion.
inline constexpr int kMaxGunsPerUnit = 100;
/// Dice one command records as thrown.
inline constexpr std::size_t kMaxDicePerCommand = 10'000;
/// Units one charge order names as its targets.
inline constexpr std::size_t kMaxChargeTargets = 100;
/// Resolutions one step of a bound records.
inline constexpr std::size_t kMaxResolutionsPerStep = 10'000;
/// The bound a game has reached, or a scenario's length in bounds.
inline constexpr int kMaxGameBounds = 10'000;
/// How far from the table's corner a position may lie, in inches, either way.
inline constexpr double kMaxCoordinateInches = 10'000.0;
/// Each side of the table, in inches (a scenario, the New scenario wizard,
/// Scenario > Table size); more than 0.
inline constexpr double kMaxTableInches = 10'000.0;
/// Units on one side, and units in one scenario.
inline constexpr std::size_t kMaxUnitsPerSide = 5'000;
/// Terrain areas, lines, objectives, deployment zones and brigades of a scenario, each.
inline constexpr std::size_t kMaxScenarioFeatures = 5'000;
/// Bridges and fords on one river or stream.
inline constexpr std::size_t kMaxWaterCrossingsPerLine = 100;
/// The widest a bridge or ford may be, in inches.
inline constexpr double kMaxWaterCrossingWidthInches = 48.0;
/// Points of one outline or line.
inline constexpr std::size_t kMaxShapePoints = 10'000;
/// Stands, a count of ranks or figures per stand a ruleset's table gives.
inline constexpr int kMaxRulesetCount = 1'000;
/// Victory points one objective, a draw margin or a decisive margin may be
/// worth before `validate` warns: a battle's objectives are worth a few
/// points each, and one worth more than this makes every other meaningless.
inline constexpr double kMostVictoryPoints = 1000;
/// The largest die modifier a ruleset's table may give before `validate`
/// warns: the rules throw one or two d6, so a modifier beyond this decides
/// every roll whatever the die shows.
inline constexpr double kMostDieModifier = 20;

// --- Tracing a map in the scenario editor ----------------------------------

/// Pixels of a map image traced by colour (8,000 x 5,000): its colours and a
/// mask take about five bytes a pixel. A larger map is traced on a copy
/// scaled down to this size.
inline constexpr std::size_t kMaxTracedImagePixels = 40'000'000;
/// Vertices a traced or pencilled outline may be simplified to; a wood drawn
/// by hand has 10 to 40.
inline constexpr int kMaxTracedVertices = 2'000;
/// Entries of a folder looked through for a moved map by its content: a
/// folder beside a scenario holds a handful of pictures, and one that holds
/// thousands of files is not read whole nor each picture hashed.
inline constexpr std::size_t kMaxMapFolderEntries = 1'000;

// --- Simulation results ---------------------------------------------------

/// Games of one run of `simulate`, and the slices it may be split into.
inline constexpr int kMaxSimulationGames = 10'000'000;
/// Victory points of one side in one game (objective values and losses).
inline constexpr double kMaxSimulationPoints = 1e9;
/// Commands one simulated game carried out.
inline constexpr int kMaxSimulationCommands = 100'000'000;
/// Threads one run used.
inline constexpr int kMaxSimulationThreads = 4'096;
/// Seconds one run took (a year).
inline constexpr double kMaxSimulationSeconds = 366.0 * 24 * 3600;
/// Figures of one army in a simulated game.
inline constexpr int kMaxArmyFigures = 1'000'000;

}  // namespace limits

}  // namespace adjutant
