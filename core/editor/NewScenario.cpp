#include "core/editor/NewScenario.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "core/json/InputLimits.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

// The scenario format's own default scale; most players' figures.
constexpr const char* kPreferredScale = "15mm";
constexpr double kMostTableInches = limits::kMaxTableInches;
// Dark blue and dark red: told apart on screen and in print.
constexpr std::array<const char*, 2> kSideColours{"#1f3a68", "#8b1a1a"};

std::string capitalised(std::string text) {
    if (!text.empty()) {
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    }
    return text;
}

bool isColour(const std::string& text) {
    return text.size() == 7 && text[0] == '#' &&
           std::all_of(text.begin() + 1, text.end(),
                       [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; });
}

/// The quarter of the table along `edge`, as a zone outline.
std::vector<Vec2> baselineQuarter(TableEdge edge, double width, double height) {
    switch (edge) {
        case TableEdge::Top:
            return {{0, 0}, {width, 0}, {width, height / 4}, {0, height / 4}};
        case TableEdge::Bottom:
            return {{0, height * 3 / 4}, {width, height * 3 / 4}, {width, height}, {0, height}};
        case TableEdge::Left:
            return {{0, 0}, {width / 4, 0}, {width / 4, height}, {0, height}};
        case TableEdge::Right:
            return {{width * 3 / 4, 0}, {width, 0}, {width, height}, {width * 3 / 4, height}};
    }
    return {};
}

std::string sideProblem(const NewScenarioSpec::SideSpec& side, std::size_t index,
                        const RulesetDefinition& ruleset) {
    if (side.id.empty()) {
        return fmt::format("side {} needs an id", index + 1);
    }
    if (side.name.empty()) {
        return fmt::format("side \"{}\" needs a name", side.id);
    }
    if (!ruleset.hasNation(side.nation)) {
        return fmt::format("side \"{}\": ruleset \"{}\" has no nation \"{}\"", side.id, ruleset.id,
                           side.nation);
    }
    if (!isColour(side.colour)) {
        return fmt::format("side \"{}\": the colour \"{}\" is not of the form #rrggbb", side.id,
                           side.colour);
    }
    return {};
}

std::string specProblem(const NewScenarioSpec& spec, const RulesetDefinition& ruleset) {
    if (spec.title.empty()) {
        return "the scenario needs a title";
    }
    if (spec.ruleset != ruleset.id) {
        return fmt::format("the scenario names ruleset \"{}\" but is made for \"{}\"", spec.ruleset,
                           ruleset.id);
    }
    if (!(spec.tableWidth > 0 && spec.tableWidth <= kMostTableInches && spec.tableHeight > 0 &&
          spec.tableHeight <= kMostTableInches)) {
        return fmt::format(
            "a table of {} x {} inches is not possible (each side more than 0 and "
            "at most {})",
            spec.tableWidth, spec.tableHeight, kMostTableInches);
    }
    if (ruleset.findFigureScale(spec.figureScale) == nullptr) {
        return fmt::format("ruleset \"{}\" has no figure scale \"{}\"", ruleset.id,
                           spec.figureScale);
    }
    if (!spec.period.empty() && std::find(ruleset.periods.begin(), ruleset.periods.end(),
                                          spec.period) == ruleset.periods.end()) {
        return fmt::format("ruleset \"{}\" has no period \"{}\"", ruleset.id, spec.period);
    }
    if (spec.year < 0) {
        return fmt::format("the year cannot be negative ({})", spec.year);
    }
    for (std::size_t i = 0; i < spec.sides.size(); ++i) {
        if (auto problem = sideProblem(spec.sides[i], i, ruleset); !problem.empty()) {
            return problem;
        }
    }
    if (spec.sides[0].id == spec.sides[1].id) {
        return fmt::format("both sides have the id \"{}\"", spec.sides[0].id);
    }
    if (spec.sides[0].baseline == spec.sides[1].baseline) {
        return "the two sides need different baselines";
    }
    return {};
}

}  // namespace

NewScenarioSpec defaultNewScenarioSpec(const RulesetDefinition& ruleset) {
    NewScenarioSpec spec;
    spec.title = "New scenario";
    spec.ruleset = ruleset.id;
    if (ruleset.findFigureScale(kPreferredScale) == nullptr && !ruleset.figureScales.empty()) {
        spec.figureScale = ruleset.figureScales.front().key;
    } else {
        spec.figureScale = kPreferredScale;
    }
    spec.period = ruleset.periods.empty() ? std::string() : ruleset.periods.front();
    const std::array<TableEdge, 2> baselines{TableEdge::Bottom, TableEdge::Top};
    for (std::size_t i = 0; i < spec.sides.size(); ++i) {
        NewScenarioSpec::SideSpec& side = spec.sides[i];
        side.nation = i < ruleset.nations.size() ? ruleset.nations[i] : std::string();
        side.id = side.nation.empty() ? fmt::format("side-{}", i + 1) : side.nation;
        side.name = capitalised(side.id);
        side.colour = kSideColours[i];
        side.baseline = baselines[i];
    }
    return spec;
}

std::optional<Scenario> makeNewScenario(const NewScenarioSpec& spec,
                                        const RulesetDefinition& ruleset, std::string& error) {
    error = specProblem(spec, ruleset);
    if (!error.empty()) {
        return std::nullopt;
    }
    Scenario scenario;
    scenario.title = spec.title;
    scenario.ruleset = spec.ruleset;
    scenario.figureScale = spec.figureScale;
    scenario.period = spec.period;
    scenario.year = spec.year;
    scenario.table.width = spec.tableWidth;
    scenario.table.height = spec.tableHeight;
    for (std::size_t i = 0; i < spec.sides.size(); ++i) {
        const NewScenarioSpec::SideSpec& given = spec.sides[i];
        // A new scenario's sides have no brigades or generals yet.
        scenario.sides.push_back(
            Side{given.id, given.name, given.nation, given.colour, given.baseline, {}, {}});
        scenario.deploymentZones.push_back(
            {static_cast<int>(i), fmt::format("{} deployment", given.name),
             baselineQuarter(given.baseline, spec.tableWidth, spec.tableHeight)});
    }
    return scenario;
}

}  // namespace adjutant
