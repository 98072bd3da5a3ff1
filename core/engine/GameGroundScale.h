#pragma once

namespace adjutant {

struct GameSetup;

/// How much ground one table inch stands for in this game, in the ruleset's
/// distance unit (`distanceUnit`): the reading of the ruleset's ground-scale
/// option when the game or its scenario sets one (an option whose id is the
/// unit's plural followed by "PerInch", Fire Effect's `yardsPerInch`, or
/// `unitsPerInch`) and it is a number above 0, else the ruleset's
/// `unitsPerInch`. 0 without a ruleset.
double gameUnitsPerInch(const GameSetup& setup);

}  // namespace adjutant
