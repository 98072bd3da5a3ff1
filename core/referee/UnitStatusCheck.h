#pragma once

#include <string_view>

#include "core/json/JsonReader.h"

namespace adjutant {

/// Checks a unit's starting status (a scenario unit's `status`) as the referee of
/// the ruleset engine `engine` reads it when a game starts: a member of the wrong
/// type is an error at its JSON pointer, an unknown one a warning. The scenario
/// reader asks this, so `validate`, a new game, a saved game's header and a
/// situation all refuse the same status with the same message, and a status that
/// passes is one every step of play can trust. An engine with no status of its
/// own takes any object.
void checkUnitStatus(std::string_view engine, const JsonReader& status);

}  // namespace adjutant
