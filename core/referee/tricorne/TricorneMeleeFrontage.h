#pragma once

#include <string>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// Who fights in a melee (12.1, A22): of one unit against one enemy it touches.
struct MeleeFrontage {
    int figures = 0;    // who counts, never more than the unit has
    int inContact = 0;  // figures of the first ranks opposite the enemy
    int overlap = 0;    // figures beyond the ends of the contact
    std::string edge;   // "front", "rear", "left flank", "right flank", "square faces: 1"
    Explanation explanation;
};

/// The figures of `unit` that fight `enemy`, as if both stood formed at their
/// poses (an unformed unit's figures keep their ranks: the tactical -1 is the
/// penalty, 12.4).
///
/// Reading "geometric" (A22 a): the engaged edge is the front, the rear or the
/// nearer flank as the enemy stands (A44), or for a square the one face the
/// enemy fights (the nearest; of faces as near, the one it stands before: a
/// wide enemy touching the end of the next face adds nothing, 12.1.3). Along that edge, figures of
/// the first `ranksCounted` ranks (counted in from the edge) whose centres lie opposite the enemy
/// count, and so do those whose centres lie within `overlapFigures` figure-widths beyond each end
/// of the part in contact. Reading "flatFour" (A22 b): the figures opposite the enemy plus twice
/// `overlapFigures`. A battery counts no figures.
MeleeFrontage meleeFrontage(const TricorneContext& context, const Unit& unit, const Unit& enemy);

}  // namespace adjutant
