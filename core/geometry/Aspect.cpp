#include "core/geometry/Aspect.h"

#include "core/geometry/Tolerance.h"
#include "core/model/EnumKeys.h"

namespace adjutant::geometry {

namespace {

constexpr EnumKeys<Aspect, 3> kAspects{{
    {Aspect::Front, "front"},
    {Aspect::Flank, "flank"},
    {Aspect::Rear, "rear"},
}};

}  // namespace

std::string_view aspectKey(Aspect aspect) {
    return keyIn(kAspects, aspect, "front");
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
