#pragma once

#include <vector>

#include "core/model/Scenario.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// How far from `from` along `direction` (a unit vector) the table's edge is,
/// in table inches; 0 when the point is off the table or the direction is nil.
/// The movement areas walk their rays out to it.
double distanceToTableEdge(const Table& table, Vec2 from, Vec2 direction);

/// How far a footprint can slide along `direction` before one of its corners
/// crosses the table's edge: 0 when a corner is already over the edge it
/// heads for, infinite for a nil direction. Retreats and breakthroughs stop
/// there.
double roomOnTable(const Table& table, const std::vector<Vec2>& footprint, Vec2 direction);

}  // namespace adjutant::geometry
