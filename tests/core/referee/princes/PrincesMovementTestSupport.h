#pragma once

#include <string>
#include <vector>

#include "core/referee/princes/PrincesMovement.h"
#include "tests/core/referee/princes/PrincesTestSupport.h"

namespace adjutant::princes_test {

inline PrincesMover infantry(const std::string& moraleClass, Formation formation,
                             std::vector<std::string> traits = {}) {
    PrincesMover mover;
    mover.arm = "infantry";
    mover.moraleClass = moraleClass;
    mover.formation = formation;
    mover.traits = std::move(traits);
    return mover;
}

inline PrincesMover cavalry(const std::string& moraleClass, Formation formation) {
    PrincesMover mover = infantry(moraleClass, formation);
    mover.arm = "cavalry";
    return mover;
}

inline PrincesMover gun(const std::string& arm, Formation formation) {
    PrincesMover mover = infantry("C", formation);
    mover.arm = arm;
    return mover;
}

inline PrincesManoeuvre move(double open, double woods = 0, int contours = 0, int obstacles = 0) {
    PrincesManoeuvre manoeuvre;
    manoeuvre.path.openDistance = open;
    manoeuvre.path.woodsDistance = woods;
    manoeuvre.path.contoursCrossed = contours;
    manoeuvre.path.obstaclesCrossed = obstacles;
    return manoeuvre;
}

inline PrincesManoeuvre of(PrincesManoeuvre::Kind kind, double open = 0) {
    PrincesManoeuvre manoeuvre = move(open);
    manoeuvre.kind = kind;
    return manoeuvre;
}

inline PrincesManoeuvre changeTo(Formation formation, double open = 0) {
    PrincesManoeuvre manoeuvre = of(PrincesManoeuvre::Kind::ChangeFormation, open);
    manoeuvre.newFormation = formation;
    return manoeuvre;
}

/// The line with this label anywhere in the tree, or null.
inline const Explanation* findLine(const Explanation& node, const std::string& label) {
    if (node.label == label) {
        return &node;
    }
    for (const Explanation& child : node.children) {
        if (const Explanation* found = findLine(child, label)) {
            return found;
        }
    }
    return nullptr;
}

}  // namespace adjutant::princes_test
