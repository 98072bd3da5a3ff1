#pragma once

#include "core/model/Scenario.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// How far from `from` along `direction` (a unit vector) the table's edge is,
/// in table inches; 0 when the point is off the table or the direction is nil.
/// The movement areas walk their rays out to it.
double distanceToTableEdge(const Table& table, Vec2 from, Vec2 direction);

}  // namespace adjutant::geometry
