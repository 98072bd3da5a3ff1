#include "core/referee/ManoeuvreOffers.h"

#include <fmt/format.h>

#include <cmath>

#include "core/geometry/Angles.h"
#include "core/json/JsonMember.h"
#include "core/referee/RulesetReferee.h"
#include "core/rules/Explanation.h"

namespace adjutant {

std::string turnWords(double degrees) {
    return fmt::format("{}° {}", formatRulesNumber(std::abs(degrees)),
                       degrees < 0 ? "left" : "right");
}

std::string pathMoveWords(const Unit* unit, const std::vector<Pose>& path,
                          const std::string& pace) {
    if (!unit || path.empty()) {
        return "Move" + pace;
    }
    const Pose& end = path.back();
    const double turn = geometry::signedTurn(unit->pose.facingDegrees, end.facingDegrees);
    if (std::abs(turn) < 0.5) {
        return "Move" + pace;
    }
    if ((end.position - unit->pose.position).length() <= 1e-6) {
        return std::abs(turn) >= 179.5 ? std::string("About turn") : "Turn " + turnWords(turn);
    }
    return "Wheel " + turnWords(turn) + pace;
}

std::string manoeuvreKindWords(const Manoeuvre& manoeuvre) {
    const nlohmann::json form = manoeuvre.toJson();
    return form.is_object() ? memberOr(form, "kind", "manoeuvre") : std::string("manoeuvre");
}

ManoeuvreOffer makeManoeuvreOffer(const RulesetReferee& referee, const GameState& state,
                                  std::string label, std::string group, std::string rule,
                                  ManoeuvrePtr manoeuvre) {
    ManoeuvreOffer offer;
    offer.label = std::move(label);
    offer.group = std::move(group);
    offer.rule = std::move(rule);
    offer.manoeuvre = std::move(manoeuvre);
    offer.verdict = referee.checkManoeuvre(state, *offer.manoeuvre);
    return offer;
}

ManoeuvreVerdict notThisRulesetsManoeuvre() {
    ManoeuvreVerdict verdict;
    verdict.reason = "the manoeuvre was made for another ruleset";
    return verdict;
}

}  // namespace adjutant
