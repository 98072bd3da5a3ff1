// Turning a checked order of battle into one edit: brigades, units laid out
// in their side's deployment area, and a general behind each brigade.
#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <set>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/detail/DeploymentRows.h"
#include "core/editor/detail/EditChecks.h"
#include "core/editor/detail/OrderOfBattleUnitCheck.h"
#include "core/geometry/UnitLayout.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

using editor_detail::ImportContext;

// A brigade's general stands this far behind the brigade's first unit, clear
// of its rear and easy to pick out.
constexpr double kGeneralBehindInches = 3.0;

using BrigadeKey = std::pair<int, std::string>;  // side index, brigade id

struct ImportPlan {
    std::vector<edits::BrigadeOfSide> brigades;
    std::vector<Unit> units;
    std::vector<std::pair<int, General>> generals;
    std::vector<std::string> unitLocations;  // parallel to units
};

std::string locationOfBrigade(const OrderOfBattle& orderOfBattle,
                              const OrderOfBattleBrigade& brigade) {
    for (const OrderOfBattleUnit& unit : orderOfBattle.units) {
        if (unit.side == brigade.side && unit.brigade == brigade.id) {
            return unit.location;
        }
    }
    return {};
}

std::optional<int> knownSideIndex(const Scenario& scenario, const std::string& id) {
    for (std::size_t i = 0; i < scenario.sides.size(); ++i) {
        if (scenario.sides[i].id == id) {
            return static_cast<int>(i);
        }
    }
    return std::nullopt;
}

const Brigade* existingBrigade(const Scenario& scenario, int side, const std::string& id) {
    const auto& brigades = scenario.sides[static_cast<std::size_t>(side)].brigades;
    const auto it = std::find_if(brigades.begin(), brigades.end(),
                                 [&](const Brigade& brigade) { return brigade.id == id; });
    return it == brigades.end() ? nullptr : &*it;
}

void planBrigades(const OrderOfBattle& orderOfBattle, const ImportContext& context,
                  ImportPlan& plan, std::set<BrigadeKey>& known) {
    for (const OrderOfBattleBrigade& given : orderOfBattle.brigades) {
        if (given.misread) {
            continue;  // the reader said why
        }
        const std::string location = locationOfBrigade(orderOfBattle, given);
        // A brigade with units is where they are: an unknown side is told at each of them.
        const auto side = location.empty()
                              ? editor_detail::sideIndexOf(given.side, location, context)
                              : knownSideIndex(context.scenario, given.side);
        if (!side) {
            continue;
        }
        if (!known.insert({*side, given.id}).second) {
            context.diagnostics.error(
                context.file, location,
                fmt::format("brigade \"{}\" of side \"{}\" is listed twice", given.id, given.side));
            continue;
        }
        if (const Brigade* existing = existingBrigade(context.scenario, *side, given.id)) {
            if ((!given.name.empty() && given.name != existing->name) ||
                (!given.objective.empty() && given.objective != existing->objective) ||
                (!given.orders.empty() && given.orders != existing->orders)) {
                context.diagnostics.warning(
                    context.file, location,
                    fmt::format("brigade \"{}\" is already in the scenario; its name, objective "
                                "and orders are kept as they are",
                                given.id));
            }
            continue;
        }
        plan.brigades.push_back(
            {*side,
             Brigade{given.id, given.name, given.objective, given.orders, BrigadeTask::None, {}}});
    }
}

void planUnits(const OrderOfBattle& orderOfBattle, const ImportContext& context, ImportPlan& plan,
               std::set<BrigadeKey>& known) {
    // An id given twice is reported at its second unit by checkOrderOfBattleUnitIds.
    std::set<std::string> ids;
    for (const OrderOfBattleUnit& given : orderOfBattle.units) {
        if (given.misread && given.side.empty()) {
            continue;  // the reader said why; without a side nothing more can be checked
        }
        const auto side = editor_detail::sideIndexOf(given.side, given.location, context);
        if (!side) {
            continue;
        }
        if (!given.id.empty() && ids.insert(given.id).second &&
            editor_detail::pieceIdTaken(context.scenario, given.id)) {
            context.diagnostics.error(
                context.file, given.location,
                fmt::format("unit \"{}\": the id is already used by a unit or general of the "
                            "scenario",
                            given.id));
        }
        // A unit may name a brigade the order of battle does not list (one
        // built in code): the brigade is made with its id alone.
        if (!given.brigade.empty() && known.insert({*side, given.brigade}).second &&
            existingBrigade(context.scenario, *side, given.brigade) == nullptr) {
            plan.brigades.push_back(
                {*side, Brigade{given.brigade, {}, {}, {}, BrigadeTask::None, {}}});
        }
        if (auto unit = editor_detail::checkedUnit(given, *side, context)) {
            plan.units.push_back(std::move(*unit));
            plan.unitLocations.push_back(given.location);
        }
    }
}

/// Rank of each brigade in the order it first appears; units of no brigade come last.
std::map<BrigadeKey, std::size_t> brigadeOrder(const ImportPlan& plan) {
    std::map<BrigadeKey, std::size_t> order;
    for (const auto& entry : plan.brigades) {
        order.emplace(BrigadeKey{entry.side, entry.brigade.id}, order.size());
    }
    for (const Unit& unit : plan.units) {
        if (!unit.brigade.empty()) {
            order.emplace(BrigadeKey{unit.side, unit.brigade}, order.size());
        }
    }
    return order;
}

bool footprintOnTable(const geometry::UnitLayout& layout, const Table& table) {
    return std::all_of(layout.footprint.begin(), layout.footprint.end(),
                       [&](Vec2 corner) { return editor_detail::onTable(table, corner); });
}

/// Sets out every side's units brigade after brigade; the first unit of each
/// brigade is remembered for its general.
void layOut(ImportPlan& plan, const ImportContext& context,
            std::map<BrigadeKey, Pose>& firstUnitPoses) {
    const auto order = brigadeOrder(plan);
    const auto rankOf = [&](const Unit& unit) {
        return unit.brigade.empty() ? order.size() : order.at({unit.side, unit.brigade});
    };
    std::vector<std::size_t> sequence(plan.units.size());
    for (std::size_t i = 0; i < sequence.size(); ++i) {
        sequence[i] = i;
    }
    std::stable_sort(sequence.begin(), sequence.end(), [&](std::size_t a, std::size_t b) {
        return rankOf(plan.units[a]) < rankOf(plan.units[b]);
    });

    std::map<int, editor_detail::DeploymentRows> rows;
    std::vector<int> rowOfUnit(plan.units.size(), -1);
    for (const std::size_t index : sequence) {
        Unit& unit = plan.units[index];
        const std::string& location = plan.unitLocations[index];
        auto side = rows.find(unit.side);
        if (side == rows.end()) {
            side = rows.emplace(unit.side,
                                editor_detail::deploymentFrameFor(context.scenario, unit.side))
                       .first;
        }
        const auto spec = layoutSpecFor(unit, context.ruleset, context.scenario.figureScale);
        if (!spec) {
            context.diagnostics.error(
                context.file, location,
                fmt::format("unit \"{}\": ruleset \"{}\" cannot lay out a {} in {} at {}", unit.id,
                            context.ruleset.id, unit.type, formationName(unit.formation),
                            context.scenario.figureScale));
            continue;
        }
        const double frontage = geometry::layoutUnit(*spec, Pose{}).frontage;
        unit.pose = side->second.place(frontage);
        rowOfUnit[index] = side->second.row();
        if (!footprintOnTable(geometry::layoutUnit(*spec, unit.pose), context.scenario.table)) {
            context.diagnostics.error(
                context.file, location,
                fmt::format("unit \"{}\": no room left in the deployment area of side \"{}\"; "
                            "in row {} it would stand off the table (import fewer units, or "
                            "enlarge the deployment zone)",
                            unit.id, context.scenario.sides[static_cast<std::size_t>(unit.side)].id,
                            side->second.row() + 1));
        }
    }
    // Each row is centred in its zone once its length is known.
    for (const std::size_t index : sequence) {
        Unit& unit = plan.units[index];
        const auto side = rows.find(unit.side);
        if (rowOfUnit[index] >= 0 && side != rows.end()) {
            unit.pose.position = unit.pose.position + side->second.centringShift(rowOfUnit[index]);
        }
        if (!unit.brigade.empty()) {
            firstUnitPoses.emplace(BrigadeKey{unit.side, unit.brigade}, unit.pose);
        }
    }
}

void planGenerals(const OrderOfBattle& orderOfBattle, const ImportContext& context,
                  const std::map<BrigadeKey, Pose>& firstUnitPoses, ImportPlan& plan) {
    std::set<std::string> newIds;
    for (const Unit& unit : plan.units) {
        newIds.insert(unit.id);
    }
    for (const OrderOfBattleBrigade& brigade : orderOfBattle.brigades) {
        if (brigade.general.empty()) {
            continue;
        }
        const auto side =
            std::find_if(context.scenario.sides.begin(), context.scenario.sides.end(),
                         [&](const Side& candidate) { return candidate.id == brigade.side; });
        if (side == context.scenario.sides.end()) {
            continue;  // reported with the brigade
        }
        const int sideIndex = static_cast<int>(side - context.scenario.sides.begin());
        const auto first = firstUnitPoses.find({sideIndex, brigade.id});
        if (first == firstUnitPoses.end()) {
            context.diagnostics.warning(
                context.file, locationOfBrigade(orderOfBattle, brigade),
                fmt::format("brigade \"{}\" has no units, so its general \"{}\" is not placed",
                            brigade.id, brigade.general));
            continue;
        }
        General general;
        general.id = brigade.id + "-general";
        for (int n = 2; newIds.contains(general.id) ||
                        editor_detail::pieceIdTaken(context.scenario, general.id);
             ++n) {
            general.id = fmt::format("{}-general-{}", brigade.id, n);
        }
        newIds.insert(general.id);
        general.name = brigade.general;
        general.brigade = brigade.id;
        general.pose = {first->second.position -
                            Pose::directionOf(first->second.facingDegrees) * kGeneralBehindInches,
                        first->second.facingDegrees};
        if (!editor_detail::onTable(context.scenario.table, general.pose.position)) {
            context.diagnostics.error(
                context.file, locationOfBrigade(orderOfBattle, brigade),
                fmt::format("the general of brigade \"{}\" would stand off the table, {} inches "
                            "behind the brigade's first unit",
                            brigade.id, kGeneralBehindInches));
            continue;
        }
        plan.generals.emplace_back(sideIndex, std::move(general));
    }
}

}  // namespace

std::optional<ScenarioEdit> orderOfBattleEdit(const OrderOfBattle& orderOfBattle,
                                              const Scenario& scenario,
                                              const RulesetDefinition& ruleset,
                                              const std::string& fileName,
                                              Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    if (scenario.ruleset != ruleset.id) {
        diagnostics.error(fileName, "",
                          fmt::format("the scenario is played with ruleset \"{}\", not \"{}\"",
                                      scenario.ruleset, ruleset.id));
        return std::nullopt;
    }
    const ImportContext context{scenario, ruleset, fileName, diagnostics};
    checkOrderOfBattleUnitIds(orderOfBattle, fileName, diagnostics);
    ImportPlan plan;
    std::set<BrigadeKey> knownBrigades;
    planBrigades(orderOfBattle, context, plan, knownBrigades);
    planUnits(orderOfBattle, context, plan, knownBrigades);
    // With a row left out, where the others would stand means little.
    const bool misread =
        std::any_of(orderOfBattle.units.begin(), orderOfBattle.units.end(),
                    [](const OrderOfBattleUnit& unit) { return unit.misread; }) ||
        std::any_of(orderOfBattle.brigades.begin(), orderOfBattle.brigades.end(),
                    [](const OrderOfBattleBrigade& brigade) { return brigade.misread; });
    if (diagnostics.errorCount() > errorsBefore || misread) {
        return std::nullopt;
    }
    std::map<BrigadeKey, Pose> firstUnitPoses;
    layOut(plan, context, firstUnitPoses);
    planGenerals(orderOfBattle, context, firstUnitPoses, plan);
    if (diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }

    const std::string label = fmt::format("Import order of battle ({} {})", plan.units.size(),
                                          plan.units.size() == 1 ? "unit" : "units");
    ScenarioEdit addAll = edits::addUnits(plan.units, plan.brigades, label);
    return ScenarioEdit{label, [addAll, generals = plan.generals](Scenario& target) {
                            std::string error = addAll.change(target);
                            for (const auto& [side, general] : generals) {
                                if (!error.empty()) {
                                    break;
                                }
                                error = edits::setGeneral(side, general).change(target);
                            }
                            return error;
                        }};
}

}  // namespace adjutant
