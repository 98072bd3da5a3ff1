#pragma once

// One notion of "a unit holds an obstacle along its front edge", shared by the
// rules that care where a wall or hedge stands: the charge that meets it loses
// its impetus (13.6.2-3, A18), the side fighting across it meets troops behind
// hard cover (12.4), the unit behind it is in hard cover (15.4, 12.6).

#include <optional>
#include <string>
#include <vector>

#include "core/model/Terrain.h"
#include "core/model/Unit.h"
#include "core/referee/tricorne/TricorneContext.h"

namespace adjutant {

/// A linear obstacle (wall, hedge, stream or ditch) lying along a unit's front
/// edge: in front of it, between the lines through its front corners, no
/// farther from it than the `heldObstacle` reading allows (the unit's own depth,
/// or touching the edge). Its index in Table::lines and its kind.
struct FrontObstacle {
    std::size_t line = 0;
    LinearKind kind = LinearKind::Wall;
};

/// Every obstacle along the unit's front edge, nearest first, as the ground
/// lies, whoever came over it. A battery, a general or a unit that cannot be
/// laid out has none.
std::vector<FrontObstacle> obstaclesAlongFront(const TricorneContext& context, const Unit& unit);

/// The obstacles the unit holds: those along its front edge, unless it came
/// over them into contact with the enemy on their far side (its charge this
/// bound lost its impetus to an obstacle, or it did so in the melee it is still
/// in: `overObstacle`). Two units touching across a wall both have it along
/// their fronts; only the defender holds it.
std::vector<FrontObstacle> obstaclesHeld(const TricorneContext& context, const Unit& unit);

/// The first obstacle of one of `kinds` the unit holds, if any.
std::optional<FrontObstacle> holdsObstacle(const TricorneContext& context, const Unit& unit,
                                           const std::vector<LinearKind>& kinds);

/// In hard cover (15.4 morale, 12.6 skirmishers stay put): standing in
/// buildings, or holding a wall (19.2: walls and buildings are hard cover).
bool inHardCover(const TricorneContext& context, const Unit& unit);

/// 12.4 "fighting troops behind hard cover": the enemy stands in buildings, or
/// holds a wall and the unit fights it from in front, across the wall.
bool enemyBehindHardCover(const TricorneContext& context, const Unit& unit, const Unit& enemy);

/// A plain name of the obstacle for explanations: "a wall", "hedge 'Meadow'".
std::string obstacleName(const TricorneContext& context, const FrontObstacle& obstacle);

}  // namespace adjutant
