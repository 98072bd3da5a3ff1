#include "core/referee/UnitDescription.h"

#include <fmt/format.h>

#include "core/engine/GameState.h"
#include "core/model/DisplayName.h"
#include "core/referee/PlainText.h"

namespace adjutant {

namespace {

constexpr const char* kUnitSection = "Unit";

std::string brigadeName(const GameState& state, const Unit& unit) {
    const auto& sides = state.setup().scenario->sides;
    if (unit.side < 0 || unit.side >= static_cast<int>(sides.size())) {
        return unit.brigade;
    }
    for (const Brigade& brigade : sides[static_cast<std::size_t>(unit.side)].brigades) {
        if (brigade.id == unit.brigade) {
            return displayName(brigade);
        }
    }
    return unit.brigade;
}

}  // namespace

std::optional<std::string> UnitDescription::valueOf(const std::string& label) const {
    for (const UnitDescriptionRow& row : rows) {
        if (row.label == label) {
            return row.value;
        }
    }
    return std::nullopt;
}

void UnitDescription::add(std::string section, std::string label, std::string value,
                          std::string rule) {
    rows.push_back({std::move(section), std::move(label), std::move(value), std::move(rule)});
}

UnitDescription describeUnitGenerically(const GameState& state, const std::string& unitId) {
    UnitDescription description;
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return description;
    }
    description.unitId = unit->id;
    description.name = displayName(*unit);
    const UnitType* type = state.ruleset().findUnitType(unit->type);

    description.add(kUnitSection, "Side", sideName(state, unit->side));
    if (!unit->brigade.empty()) {
        description.add(kUnitSection, "Brigade", brigadeName(state, *unit));
    }
    description.add(kUnitSection, "Type", type && !type->name.empty() ? type->name : unit->type);
    if (!unit->nation.empty()) {
        description.add(kUnitSection, "Nation", wordFor(state, "nations", unit->nation));
    }
    const std::string moraleClass =
        !unit->moraleClass.empty() ? unit->moraleClass : (type ? type->moraleClass : "");
    if (!moraleClass.empty()) {
        description.add(kUnitSection, "Class", wordFor(state, "classes", moraleClass));
    }
    description.add(kUnitSection, "Figures", std::to_string(unit->figures));
    description.add(kUnitSection, "Figures at start", std::to_string(unit->startFigures));
    if (unit->guns > 0) {
        description.add(kUnitSection, "Guns", std::to_string(unit->guns));
    }
    if (unit->battalionGuns && unit->battalionGuns->count > 0) {
        description.add(kUnitSection, "Battalion guns",
                        fmt::format("{} ({})", unit->battalionGuns->count,
                                    wordFor(state, "weapons", unit->battalionGuns->weapon)));
    }
    description.add(kUnitSection, "Formation", std::string(formationName(unit->formation)));
    return description;
}

}  // namespace adjutant
