#include "core/model/Terrain.h"

#include "core/model/EnumKeys.h"

namespace adjutant {

namespace {

constexpr EnumKeys<AreaKind, 4> kAreaKinds{{
    {AreaKind::Woods, "woods"},
    {AreaKind::Town, "town"},
    {AreaKind::Marsh, "marsh"},
    {AreaKind::Hill, "hill"},
}};

constexpr EnumKeys<LinearKind, 6> kLinearKinds{{
    {LinearKind::Hedge, "hedge"},
    {LinearKind::Wall, "wall"},
    {LinearKind::Stream, "stream"},
    {LinearKind::Ditch, "ditch"},
    {LinearKind::Road, "road"},
    {LinearKind::River, "river"},
}};

constexpr EnumKeys<WaterCrossingKind, 2> kWaterCrossingKinds{{
    {WaterCrossingKind::Bridge, "bridge"},
    {WaterCrossingKind::Ford, "ford"},
}};

}  // namespace

// A kind the tables lack reads as the first of its table.
std::string_view areaKindKey(AreaKind kind) {
    return keyIn(kAreaKinds, kind, kAreaKinds[0].second);
}
std::optional<AreaKind> areaKindFromKey(std::string_view key) {
    return valueNamedIn(kAreaKinds, key);
}
std::string_view linearKindKey(LinearKind kind) {
    return keyIn(kLinearKinds, kind, kLinearKinds[0].second);
}
std::optional<LinearKind> linearKindFromKey(std::string_view key) {
    return valueNamedIn(kLinearKinds, key);
}
std::string_view waterCrossingKindKey(WaterCrossingKind kind) {
    return keyIn(kWaterCrossingKinds, kind, kWaterCrossingKinds[0].second);
}
std::optional<WaterCrossingKind> waterCrossingKindFromKey(std::string_view key) {
    return valueNamedIn(kWaterCrossingKinds, key);
}
bool carriesWater(LinearKind kind) {
    return kind == LinearKind::River || kind == LinearKind::Stream;
}

}  // namespace adjutant
