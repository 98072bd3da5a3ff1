#include "core/referee/DeployUnitCommand.h"

#include <fmt/format.h>

#include <cmath>

#include "core/engine/GameState.h"
#include "core/engine/commands/UnitPoseJson.h"
#include "core/geometry/Distance.h"
#include "core/referee/RulesetContextSupport.h"

namespace adjutant {

namespace {

// The footprint drawn in a little towards its centre, so that units standing
// edge to edge (as a line of battle does) do not count as on top of each other.
std::vector<Vec2> drawnIn(const std::vector<Vec2>& outline) {
    Vec2 centre{0, 0};
    for (const Vec2& point : outline) {
        centre.x += point.x / static_cast<double>(outline.size());
        centre.y += point.y / static_cast<double>(outline.size());
    }
    std::vector<Vec2> inner;
    for (const Vec2& point : outline) {
        inner.push_back(
            {centre.x + (point.x - centre.x) * 0.96, centre.y + (point.y - centre.y) * 0.96});
    }
    return inner;
}

}  // namespace

bool atSetUp(const GameState& state) {
    return state.bound() == 1 && state.stepIndex() == 0 && state.playerTurn() == 0;
}

std::string DeployUnitCommand::describe() const {
    return fmt::format("set up {} at ({:.1f}, {:.1f}) facing {:.0f}", unitId_, pose_.position.x,
                       pose_.position.y, pose_.facingDegrees);
}

std::optional<std::string> DeployUnitCommand::refusal(const GameState& state) const {
    const Unit* unit = state.findUnit(unitId_);
    if (!unit) {
        return fmt::format("there is no unit \"{}\"", unitId_);
    }
    if (!std::isfinite(pose_.position.x) || !std::isfinite(pose_.position.y) ||
        !std::isfinite(pose_.facingDegrees)) {
        return std::string("a unit is set up at a place on the table");
    }
    if (!atSetUp(state)) {
        return std::string("units are set up only before the first bound begins");
    }
    const std::optional<geometry::UnitLayout> layout =
        layoutUnitAt(state, *unit, pose_, unit->formation);
    if (!layout) {
        return fmt::format("{} cannot be laid out on the table", unit->name);
    }
    bool hasZone = false;
    bool inZone = false;
    for (const DeploymentZone& zone : state.setup().scenario->deploymentZones) {
        if (zone.side != unit->side || zone.outline.size() < 3) {
            continue;
        }
        hasZone = true;
        bool whole = true;
        for (const Vec2& corner : layout->footprint) {
            whole = whole && geometry::polygonCovers(zone.outline, corner);
        }
        inZone = inZone || whole;
    }
    if (!hasZone) {
        return std::string("the scenario gives this side no deployment zone to set up in");
    }
    if (!inZone) {
        return fmt::format("{} must stand wholly inside one of its side's deployment zones",
                           unit->name);
    }
    const std::vector<Vec2> inner = drawnIn(layout->footprint);
    for (const Unit& other : state.units()) {
        if (other.id == unitId_) {
            continue;
        }
        const std::optional<geometry::UnitLayout> there =
            layoutUnitAt(state, other, other.pose, other.formation);
        if (there && geometry::polygonsIntersect(inner, there->footprint)) {
            return fmt::format("{} would stand on {}", unit->name, other.name);
        }
    }
    return std::nullopt;
}

void DeployUnitCommand::perform(GameState& state, DiceSource& /*dice*/) {
    state.editUnit(unitId_)->pose = pose_;
}

bool DeployUnitCommand::mergeWith(const Command& next) {
    const auto* placing = dynamic_cast<const DeployUnitCommand*>(&next);
    if (!placing || placing->unitId_ != unitId_) {
        return false;
    }
    pose_ = placing->pose_;
    return true;
}

void DeployUnitCommand::writeFields(nlohmann::json& json) const {
    writeUnitPose(json, unitId_, pose_);
}

void DeployUnitCommand::readFields(const JsonReader& json) {
    pose_ = readUnitPose(json, unitId_);
}

}  // namespace adjutant
