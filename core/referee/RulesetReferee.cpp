#include "core/referee/RulesetReferee.h"

#include "core/referee/RulesetContextSupport.h"

namespace adjutant {

std::string RulesetReferee::describeManoeuvre(const GameState& /*state*/,
                                              const nlohmann::json& manoeuvre) const {
    return manoeuvre.is_object() ? manoeuvre.value("kind", std::string("manoeuvre"))
                                 : std::string("manoeuvre");
}

UnitPicture RulesetReferee::picture(const GameState& state, const std::string& unitId) const {
    UnitPicture picture;
    if (const Unit* unit = state.findUnit(unitId)) {
        picture.layout = layoutUnitAt(state, *unit, unit->pose, unit->formation);
    }
    return picture;
}

std::optional<geometry::UnitLayout> RulesetReferee::layoutAt(const GameState& state,
                                                             const std::string& unitId,
                                                             const Pose& pose) const {
    const Unit* unit = state.findUnit(unitId);
    if (!unit) {
        return std::nullopt;
    }
    return layoutUnitAt(state, *unit, pose, unit->formation);
}

}  // namespace adjutant
