#pragma once

// Orders and terrain built in one line, shared by the movement tests.

#include <string>
#include <utility>
#include <vector>

#include "core/model/Terrain.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneManoeuvre.h"
#include "core/referee/tricorne/TricorneMovement.h"

namespace adjutant::testing {

inline TricorneManoeuvre moveTo(const std::string& id, std::vector<Pose> path,
                                bool thenFire = false) {
    TricorneManoeuvre m;
    m.unitId = id;
    m.kind = TricorneManoeuvre::Kind::Move;
    m.path = std::move(path);
    m.thenFire = thenFire;
    return m;
}

inline TricorneManoeuvre order(const std::string& id, TricorneManoeuvre::Kind kind,
                               double angle = 0, Formation formation = Formation::Line) {
    TricorneManoeuvre m;
    m.unitId = id;
    m.kind = kind;
    m.angleDegrees = angle;
    m.formation = formation;
    return m;
}

inline MoveCheck check(const GameState& state, const TricorneManoeuvre& m) {
    return checkManoeuvre(TricorneContext(state), m);
}

inline double allowance(const GameState& state, const std::string& id) {
    const TricorneContext context(state);
    return movementAllowance(context, *context.unit(id));
}

inline TerrainArea area(AreaKind kind, std::vector<Vec2> outline, int level = 1) {
    TerrainArea a;
    a.id = std::string(areaKindKey(kind));
    a.kind = kind;
    a.outline = std::move(outline);
    a.level = level;
    return a;
}

inline LinearFeature line(LinearKind kind, std::vector<Vec2> points) {
    LinearFeature f;
    f.id = std::string(linearKindKey(kind));
    f.kind = kind;
    f.points = std::move(points);
    return f;
}

}  // namespace adjutant::testing
