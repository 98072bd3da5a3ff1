#include "core/referee/fireeffect/FireEffectManoeuvreForm.h"

#include "core/json/JsonReader.h"
#include "core/referee/ManoeuvreJson.h"

namespace adjutant {

namespace {

using Kind = FireEffectManoeuvreOrder::Kind;

constexpr ManoeuvreKindKeys<Kind, 8> kKinds{{
    std::pair{Kind::Move, std::string_view("move")},
    std::pair{Kind::ChangeFormation, std::string_view("changeFormation")},
    std::pair{Kind::Limber, std::string_view("limber")},
    std::pair{Kind::Unlimber, std::string_view("unlimber")},
    std::pair{Kind::Mount, std::string_view("mount")},
    std::pair{Kind::Dismount, std::string_view("dismount")},
    std::pair{Kind::LieDown, std::string_view("lieDown")},
    std::pair{Kind::Rise, std::string_view("rise")},
}};

}  // namespace

std::string_view fireEffectManoeuvreKindKey(Kind kind) {
    return manoeuvreKindKeyIn(kKinds, kind);
}

nlohmann::json FireEffectManoeuvreOrder::toJson() const {
    nlohmann::json json = manoeuvreFormJson(*this, fireEffectManoeuvreKindKey(kind));
    if (!pace.empty()) {
        json["pace"] = pace;
    }
    return json;
}

std::optional<FireEffectManoeuvreOrder> FireEffectManoeuvreOrder::fromJson(const JsonReader& json) {
    FireEffectManoeuvreOrder order;
    if (!readManoeuvreFormHead(json, {"unitId", "kind", "formation", "pace", "path"}, kKinds,
                               Kind::ChangeFormation, order)) {
        return std::nullopt;
    }
    order.pace = json.optionalString("pace");
    // The brief's spelling of the infantry pace, accepted beside the table's key.
    if (order.pace == "advanceFiring") {
        order.pace = "advancingFiring";
    }
    if (!readManoeuvreFormPath(json, order.kind == Kind::Move, order)) {
        return std::nullopt;
    }
    return order;
}

}  // namespace adjutant
