// A unit id given twice in one order of battle: the second would be refused on
// import, so the reader says so at once, for `adjutant-cli validate` too; the
// import says it once, after reading the file as far as it can.
#include <fmt/format.h>

#include <map>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/detail/OrderOfBattleReading.h"

namespace adjutant {

namespace {

// Where in the unit the id is: the line of a CSV row, the member of a JSON unit.
std::string idLocation(const std::string& unitLocation) {
    return unitLocation.starts_with('/') ? unitLocation + "/id" : unitLocation;
}

}  // namespace

void checkOrderOfBattleUnitIds(const OrderOfBattle& orderOfBattle, const std::string& fileName,
                               Diagnostics& diagnostics) {
    std::map<std::string, const OrderOfBattleUnit*> firstWithId;
    for (const OrderOfBattleUnit& unit : orderOfBattle.units) {
        if (unit.id.empty()) {
            continue;  // reported where it was read
        }
        const auto [first, added] = firstWithId.try_emplace(unit.id, &unit);
        if (!added) {
            diagnostics.error(fileName, idLocation(unit.location),
                              fmt::format("unit \"{}\": the id is used twice in the order of "
                                          "battle, first at {} (expected each unit's own id)",
                                          unit.id, first->second->location));
        }
    }
}

namespace editor_detail {

std::optional<OrderOfBattle> withoutErrors(std::optional<OrderOfBattle> read,
                                           const std::string& fileName, Diagnostics& diagnostics,
                                           std::size_t errorsBefore) {
    if (read) {
        checkOrderOfBattleUnitIds(*read, fileName, diagnostics);
    }
    if (diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    return read;
}

}  // namespace editor_detail

}  // namespace adjutant
