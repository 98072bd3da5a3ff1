#include "core/editor/detail/OrderOfBattleUnitCheck.h"

#include <fmt/format.h>

#include <algorithm>

#include "core/io/ScenarioNameHints.h"

namespace adjutant {

namespace editor_detail {

namespace {

bool contains(const std::vector<std::string>& names, const std::string& name) {
    return std::find(names.begin(), names.end(), name) != names.end();
}

std::vector<std::string> unitTypeKeys(const RulesetDefinition& ruleset) {
    std::vector<std::string> keys;
    for (const UnitType& type : ruleset.unitTypes) {
        keys.push_back(type.key);
    }
    return keys;
}

// A ruleset lists no weapons of its own; the weapons its unit types fire are
// the ones a battalion's guns may be.
std::vector<std::string> weaponKeys(const RulesetDefinition& ruleset) {
    std::vector<std::string> keys;
    for (const UnitType& type : ruleset.unitTypes) {
        if (!type.weapon.empty() && !contains(keys, type.weapon)) {
            keys.push_back(type.weapon);
        }
    }
    return keys;
}

std::string formationList(const std::vector<Formation>& formations) {
    std::string text;
    for (std::size_t i = 0; i < formations.size(); ++i) {
        text += (i == 0 ? "" : i + 1 == formations.size() ? " or " : ", ");
        text += fmt::format("\"{}\"", formationKey(formations[i]));
    }
    return text;
}

/// A battery with no guns given gets as many as its printed base holds.
int defaultGunsFor(const UnitType& type, const RulesetDefinition& ruleset,
                   const std::string& figureScale) {
    if (const FigureScale* scale = ruleset.findFigureScale(figureScale)) {
        const auto base = scale->bases.find(type.baseKind);
        if (base != scale->bases.end() && base->second.guns > 0) {
            return base->second.guns;
        }
    }
    return 1;
}

class UnitChecker {
  public:
    UnitChecker(const OrderOfBattleUnit& given, const ImportContext& context)
        : given_(given), context_(context) {}

    void error(std::string message) const {
        context_.diagnostics.error(context_.file, given_.location,
                                   fmt::format("{}: {}", subject(), message));
    }
    void warning(std::string message) const {
        context_.diagnostics.warning(context_.file, given_.location,
                                     fmt::format("{}: {}", subject(), message));
    }

    void checkNation(Unit& unit) const {
        const RulesetDefinition& ruleset = context_.ruleset;
        if (!ruleset.hasNation(unit.nation)) {
            error(fmt::format("unknown nation \"{}\" for ruleset \"{}\" ({})", unit.nation,
                              ruleset.id, expectedNameHint(unit.nation, ruleset.nations)));
        }
    }

    void checkFormation(Unit& unit, const UnitType& type) const {
        if (given_.formation.empty()) {
            unit.formation = type.defaultFormation;
            return;
        }
        const auto formation = formationFromKey(given_.formation);
        if (!formation) {
            error(fmt::format("unknown formation \"{}\" (expected one of {})", given_.formation,
                              formationList(allFormations())));
            return;
        }
        unit.formation = *formation;
        if (std::find(type.formations.begin(), type.formations.end(), *formation) ==
            type.formations.end()) {
            error(fmt::format("a {} unit may not be in {} (expected {})", type.key,
                              formationName(*formation), formationList(type.formations)));
        }
    }

    void checkMoraleClass(const Unit& unit) const {
        const auto& classes = context_.ruleset.moraleClasses;
        if (!unit.moraleClass.empty() && !classes.empty() && !contains(classes, unit.moraleClass)) {
            error(fmt::format("unknown morale class \"{}\" for ruleset \"{}\" ({})",
                              unit.moraleClass, context_.ruleset.id,
                              expectedNameHint(unit.moraleClass, classes)));
        }
    }

    void checkFigures(Unit& unit) const {
        const RulesetDefinition& ruleset = context_.ruleset;
        unit.figures = given_.figures > 0 ? given_.figures
                                          : defaultFiguresFor(ruleset, unit.nation, unit.type);
        unit.startFigures = unit.figures;
        if (const auto cap = ruleset.maxFiguresFor(unit.nation, unit.type);
            cap && unit.figures > *cap) {
            error(
                fmt::format("{} figures is more than ruleset \"{}\" allows a {} unit of nation "
                            "\"{}\" (at most {})",
                            unit.figures, ruleset.id, unit.type, unit.nation, *cap));
        }
    }

    void checkGuns(Unit& unit, const UnitType& type) const {
        if (type.battery) {
            unit.guns = given_.guns > 0
                            ? given_.guns
                            : defaultGunsFor(type, context_.ruleset, context_.scenario.figureScale);
        } else if (given_.guns > 0) {
            error(
                fmt::format("unit type \"{}\" is not a battery, so it has no guns (leave guns "
                            "empty)",
                            type.key));
        }
        if (given_.battalionGuns == 0) {
            if (!given_.battalionGunWeapon.empty()) {
                warning("battalionGunWeapon is ignored without battalionGuns");
            }
            return;
        }
        if (type.arm != TroopCategory::Infantry) {
            error(fmt::format("only infantry battalions have battalion guns; \"{}\" is {}",
                              type.key, troopCategoryName(type.arm)));
            return;
        }
        const std::vector<std::string> weapons = weaponKeys(context_.ruleset);
        if (given_.battalionGunWeapon.empty()) {
            error(fmt::format("battalionGuns needs a battalionGunWeapon ({})",
                              expectedNameHint("", weapons)));
            return;
        }
        if (!contains(weapons, given_.battalionGunWeapon)) {
            error(fmt::format("unknown weapon \"{}\" for ruleset \"{}\" ({})",
                              given_.battalionGunWeapon, context_.ruleset.id,
                              expectedNameHint(given_.battalionGunWeapon, weapons)));
            return;
        }
        unit.battalionGuns = AttachedGuns{given_.battalionGuns, given_.battalionGunWeapon};
    }

  private:
    // A unit whose id could not be read is still checked; its line names it.
    std::string subject() const {
        return given_.id.empty() ? std::string("the unit (no id)")
                                 : fmt::format("unit \"{}\"", given_.id);
    }

    const OrderOfBattleUnit& given_;
    const ImportContext& context_;
};

}  // namespace

std::optional<int> sideIndexOf(const std::string& sideId, const std::string& location,
                               const ImportContext& context) {
    std::vector<std::string> known;
    for (std::size_t i = 0; i < context.scenario.sides.size(); ++i) {
        if (context.scenario.sides[i].id == sideId) {
            return static_cast<int>(i);
        }
        known.push_back(context.scenario.sides[i].id);
    }
    context.diagnostics.error(
        context.file, location,
        fmt::format("unknown side \"{}\" ({})", sideId, expectedNameHint(sideId, known)));
    return std::nullopt;
}

std::optional<Unit> checkedUnit(const OrderOfBattleUnit& given, int side,
                                const ImportContext& context) {
    const std::size_t errorsBefore = context.diagnostics.errorCount();
    const UnitChecker check(given, context);
    Unit unit;
    unit.id = given.id;
    unit.name = given.name;
    unit.side = side;
    unit.type = given.type;
    unit.brigade = given.brigade;
    unit.moraleClass = given.moraleClass;
    unit.nation = given.nation.empty()
                      ? context.scenario.sides[static_cast<std::size_t>(side)].nation
                      : given.nation;

    const UnitType* type = context.ruleset.findUnitType(given.type);
    // An empty type of a misread unit was reported as it was read.
    if (type == nullptr && !(given.misread && given.type.empty())) {
        check.error(fmt::format("unknown unit type \"{}\" for ruleset \"{}\" ({})", given.type,
                                context.ruleset.id,
                                expectedNameHint(given.type, unitTypeKeys(context.ruleset))));
    }
    check.checkNation(unit);
    check.checkMoraleClass(unit);
    if (type != nullptr) {
        check.checkFormation(unit, *type);
        check.checkFigures(unit);
        check.checkGuns(unit, *type);
    }
    if (context.diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return unit;
}

}  // namespace editor_detail

int defaultFiguresFor(const RulesetDefinition& ruleset, const std::string& nation,
                      const std::string& unitType) {
    if (const auto cap = ruleset.maxFiguresFor(nation, unitType)) {
        return *cap;
    }
    const UnitType* type = ruleset.findUnitType(unitType);
    return type != nullptr ? type->defaultFigures : 0;
}

}  // namespace adjutant
