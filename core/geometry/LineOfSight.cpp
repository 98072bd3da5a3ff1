#include "core/geometry/LineOfSight.h"

#include <algorithm>

#include "core/geometry/PointInPolygon.h"
#include "core/geometry/TerrainQueries.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/PlaneMath.h"

namespace adjutant::geometry {

std::optional<SightBlocker> sightLineBlocker(Vec2 from, Vec2 to, const Table& table,
                                             const std::vector<std::vector<Vec2>>& screens,
                                             const SightRules& rules) {
    const std::vector<Vec2> line{from, to};
    const int eyeLevel = std::max(elevationAt(from, table), elevationAt(to, table));
    for (std::size_t a = 0; a < table.areas.size(); ++a) {
        const TerrainArea& area = table.areas[a];
        double allowed = -1;
        SightBlocker::Kind kind = SightBlocker::Kind::Woods;
        switch (area.kind) {
            case AreaKind::Woods:
                allowed = rules.woodsBlock ? rules.woodsDepthSeen : -1;
                break;
            case AreaKind::Town:
                allowed = rules.townsBlock ? rules.townDepthSeen : -1;
                kind = SightBlocker::Kind::Town;
                break;
            case AreaKind::Hill:
                allowed = rules.hillsBlock && area.level > eyeLevel ? 0.0 : -1;
                kind = SightBlocker::Kind::Hill;
                break;
            case AreaKind::Marsh:
                break;
        }
        if (allowed >= 0 && lengthInside(line, area.outline) > allowed + kDistanceTolerance) {
            return SightBlocker{kind, a};
        }
    }
    if (rules.unitsBlock) {
        for (std::size_t i = 0; i < screens.size(); ++i) {
            if (lengthInside(line, screens[i]) > kDistanceTolerance) {
                return SightBlocker{SightBlocker::Kind::Unit, i};
            }
        }
    }
    return std::nullopt;
}

SightResult lineOfSight(Vec2 from, const std::vector<Vec2>& target, const Table& table,
                        const std::vector<std::vector<Vec2>>& screens, const SightRules& rules) {
    SightResult result;
    if (target.empty()) {
        return result;
    }
    const Vec2 nearest =
        insidePolygon(from, target) ? from : detail::closestPointOnBoundary(from, target);
    Vec2 centre;
    for (const Vec2& v : target) {
        centre = centre + v;
    }
    centre = centre / static_cast<double>(target.size());

    std::vector<Vec2> aims{nearest, centre};
    aims.insert(aims.end(), target.begin(), target.end());
    for (const Vec2& aim : aims) {
        const auto blocker = sightLineBlocker(from, aim, table, screens, rules);
        if (!blocker) {
            result.clear = true;
            result.seenPoint = aim;
            result.blocker.reset();
            return result;
        }
        if (!result.blocker) {
            result.blocker = blocker;
        }
    }
    return result;
}

}  // namespace adjutant::geometry
