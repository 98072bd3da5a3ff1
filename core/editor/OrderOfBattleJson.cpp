// Reading an order of battle written as JSON: sides -> brigades -> units
// (docs/order-of-battle-format.md).
#include <nlohmann/json.hpp>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/detail/OrderOfBattleReading.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"
#include "core/json/JsonReader.h"

namespace adjutant {

namespace {

// Far above any unit or battery a ruleset allows; a typo stays a clear error.
constexpr int kMostFigures = limits::kMaxFiguresPerUnit;
constexpr int kMostGuns = limits::kMaxGunsPerUnit;

/// The text member `key`, required; an empty text is the error `whenEmpty`.
std::string requireNonEmpty(const JsonReader& node, std::string_view key,
                            std::string_view whenEmpty) {
    std::string text = node.requireString(key);
    if (node.child(key).isString() && text.empty()) {
        node.errorAt(key, std::string(whenEmpty));
    }
    return text;
}

void readUnit(const JsonReader& node, const std::string& side, const std::string& brigade,
              OrderOfBattle& result) {
    const std::size_t errorsBefore = node.diagnostics().errorCount();
    if (!expectObject(node, "a unit")) {
        return;
    }
    node.warnUnknownMembers({"id", "name", "type", "nation", "figures", "formation", "guns",
                             "battalionGuns", "battalionGunWeapon", "moraleClass"});
    OrderOfBattleUnit unit;
    unit.side = side;
    unit.brigade = brigade;
    unit.id = requireNonEmpty(node, "id", "expected a non-empty unit id");
    unit.type = node.requireString("type");
    unit.name = node.optionalString("name");
    unit.nation = node.optionalString("nation");
    unit.figures = node.optionalInt("figures", 0, 0, kMostFigures);
    // The value as written: an out-of-range one has been reported already.
    if (node.child("figures").isNumber() && node.child("figures").node() == 0) {
        node.errorAt("figures",
                     "a unit of 0 figures cannot fight (expected 1 or more, or no \"figures\" "
                     "for the ruleset's size)");
    }
    unit.formation = node.optionalString("formation");
    unit.guns = node.optionalInt("guns", 0, 0, kMostGuns);
    unit.battalionGuns = node.optionalInt("battalionGuns", 0, 0, kMostGuns);
    unit.battalionGunWeapon = node.optionalString("battalionGunWeapon");
    unit.moraleClass = node.optionalString("moraleClass");
    unit.location = node.pointer();
    // A side that could not be read was reported at the side.
    unit.misread = side.empty() || node.diagnostics().errorCount() > errorsBefore;
    result.units.push_back(std::move(unit));
}

void readBrigade(const JsonReader& node, const std::string& side, OrderOfBattle& result) {
    if (!expectObject(node, "a brigade")) {
        return;
    }
    node.warnUnknownMembers({"id", "name", "general", "objective", "orders", "units"});
    OrderOfBattleBrigade brigade;
    brigade.side = side;
    brigade.id = requireNonEmpty(node, "id", "expected a non-empty brigade id");
    brigade.name = node.optionalString("name");
    brigade.general = node.optionalString("general");
    brigade.objective = node.optionalString("objective");
    brigade.orders = node.optionalString("orders");
    brigade.misread = side.empty() || brigade.id.empty();
    result.brigades.push_back(brigade);
    for (const JsonReader& unit : node.optionalArray("units")) {
        readUnit(unit, side, brigade.id, result);
    }
}

void readSide(const JsonReader& node, OrderOfBattle& result) {
    if (!expectObject(node, "a side")) {
        return;
    }
    node.warnUnknownMembers({"side", "brigades", "units"});
    const std::string side = requireNonEmpty(
        node, "side", "expected the id of one of the scenario's sides, found an empty text");
    for (const JsonReader& brigade : node.optionalArray("brigades")) {
        readBrigade(brigade, side, result);
    }
    // Units outside any brigade (an army's reserve artillery, say).
    for (const JsonReader& unit : node.optionalArray("units")) {
        readUnit(unit, side, {}, result);
    }
}

}  // namespace

namespace editor_detail {

std::optional<OrderOfBattle> readOrderOfBattleJsonMembers(const nlohmann::json& json,
                                                          const std::string& fileName,
                                                          Diagnostics& diagnostics) {
    const JsonReader root(json, fileName, diagnostics);
    if (!root.isObject()) {
        root.error("expected an order of battle (an object with \"sides\"), found " +
                   JsonReader::describeType(json));
        return std::nullopt;
    }
    root.warnUnknownMembers({"$schema", "title", "notes", "sides"});
    OrderOfBattle result;
    for (const JsonReader& side : root.requireArray("sides")) {
        readSide(side, result);
    }
    return result;
}

}  // namespace editor_detail

std::optional<OrderOfBattle> readOrderOfBattleJson(const nlohmann::json& json,
                                                   const std::string& fileName,
                                                   Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    return editor_detail::withoutErrors(
        editor_detail::readOrderOfBattleJsonMembers(json, fileName, diagnostics), fileName,
        diagnostics, errorsBefore);
}

}  // namespace adjutant
