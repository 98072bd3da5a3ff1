#include "core/model/Terrain.h"

#include <array>
#include <utility>

namespace adjutant {

namespace {

constexpr std::array kAreaKinds{
    std::pair{AreaKind::Woods, std::string_view("woods")},
    std::pair{AreaKind::Town, std::string_view("town")},
    std::pair{AreaKind::Marsh, std::string_view("marsh")},
    std::pair{AreaKind::Hill, std::string_view("hill")},
};

constexpr std::array kLinearKinds{
    std::pair{LinearKind::Hedge, std::string_view("hedge")},
    std::pair{LinearKind::Wall, std::string_view("wall")},
    std::pair{LinearKind::Stream, std::string_view("stream")},
    std::pair{LinearKind::Ditch, std::string_view("ditch")},
    std::pair{LinearKind::Road, std::string_view("road")},
    std::pair{LinearKind::River, std::string_view("river")},
};

constexpr std::array kWaterCrossingKinds{
    std::pair{WaterCrossingKind::Bridge, std::string_view("bridge")},
    std::pair{WaterCrossingKind::Ford, std::string_view("ford")},
};

template <typename Enum, std::size_t N>
std::string_view keyOf(const std::array<std::pair<Enum, std::string_view>, N>& table, Enum e) {
    for (const auto& [value, key] : table) {
        if (value == e) {
            return key;
        }
    }
    return table[0].second;
}

template <typename Enum, std::size_t N>
std::optional<Enum> valueOf(const std::array<std::pair<Enum, std::string_view>, N>& table,
                            std::string_view k) {
    for (const auto& [value, key] : table) {
        if (key == k) {
            return value;
        }
    }
    return std::nullopt;
}

}  // namespace

std::string_view areaKindKey(AreaKind kind) {
    return keyOf(kAreaKinds, kind);
}
std::optional<AreaKind> areaKindFromKey(std::string_view key) {
    return valueOf(kAreaKinds, key);
}
std::string_view linearKindKey(LinearKind kind) {
    return keyOf(kLinearKinds, kind);
}
std::optional<LinearKind> linearKindFromKey(std::string_view key) {
    return valueOf(kLinearKinds, key);
}
std::string_view waterCrossingKindKey(WaterCrossingKind kind) {
    return keyOf(kWaterCrossingKinds, kind);
}
std::optional<WaterCrossingKind> waterCrossingKindFromKey(std::string_view key) {
    return valueOf(kWaterCrossingKinds, key);
}
bool carriesWater(LinearKind kind) {
    return kind == LinearKind::River || kind == LinearKind::Stream;
}

}  // namespace adjutant
