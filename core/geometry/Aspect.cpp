#include "core/geometry/Aspect.h"

#include "core/geometry/Tolerance.h"

namespace adjutant::geometry {

std::string_view aspectKey(Aspect aspect) {
    switch (aspect) {
        case Aspect::Front:
            return "front";
        case Aspect::Flank:
            return "flank";
        case Aspect::Rear:
            return "rear";
    }
    return "front";
}

Aspect aspectOf(const UnitLayout& target, const std::vector<Vec2>& attacker) {
    if (target.formation == Formation::Square || target.footprint.size() != 4 || attacker.empty()) {
        return Aspect::Front;
    }
    const Vec2 forward = target.pose.forward();
    const double frontLine = forward.dot(target.footprint[0]);
    const double rearLine = forward.dot(target.footprint[3]);
    bool wholeInFront = true;
    bool wholeBehind = true;
    for (const Vec2& v : attacker) {
        const double ahead = forward.dot(v);
        wholeInFront = wholeInFront && ahead >= frontLine - kContactTolerance;
        wholeBehind = wholeBehind && ahead <= rearLine + kContactTolerance;
    }
    if (wholeInFront) {
        return Aspect::Front;
    }
    return wholeBehind ? Aspect::Rear : Aspect::Flank;
}

}  // namespace adjutant::geometry
