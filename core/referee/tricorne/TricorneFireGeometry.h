#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/geometry/FireType.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/Unit.h"

namespace adjutant {

class TricorneContext;

/// Cover a target stands in or behind (14.6 lines 4 and 5; 19.2: woods are soft
/// cover, walls and buildings (towns) hard, an engine choice).
enum class FireCover { None, Soft, Hard };

/// Where a target stands as seen from a firer, before any rules number is
/// applied: the arc, the range, the sight line, the kind of fire and the cover
/// (14.2, A33, A34, A35, A47). Distances are table inches as measured.
struct FireGeometrySurvey {
    bool inArc = false;
    /// Faces whose arc reaches the target (indices into the firer layout's
    /// faces): the front edge, or the faces of a square towards the target.
    std::vector<int> facesInArc;
    int figuresOnFacesInArc = 0;  // for a square: the figures that fire (14.1.4)
    double distance = 0;          // from the nearest face in arc (or the front edge) (A33)
    /// Not in the arc: the smallest wheel that brings the target in, in whole
    /// degrees (positive to the right), and the distance it costs at the outer
    /// edge (14.2.2); the movement rules price it. Absent when no wheel of up to
    /// 180 degrees brings it in, or the target is already in the arc.
    std::optional<double> wheelDegrees;
    double wheelDistance = 0;
    bool sightClear = true;
    std::string sightBlockedBy;  // "IR Kaiser", "woods 'Leuthen wood'"
    geometry::FireGeometry fire;
    FireCover cover = FireCover::None;
    std::string coverName;  // "woods 'Leuthen wood'", "a wall"
};

/// Surveys the ground between a firer and a target as they stand now. The arc's
/// half angle and the fire-type limits come from the `fireGeometry` table under
/// the game's readings (A34, A35).
FireGeometrySurvey surveyFire(const TricorneContext& context, const Unit& firer,
                              const geometry::UnitLayout& firerLayout, const Unit& target,
                              const geometry::UnitLayout& targetLayout);

std::string_view fireCoverKey(FireCover cover);

}  // namespace adjutant
