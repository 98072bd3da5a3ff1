#pragma once

// The parts of a referee's manoeuvre offers that read the same in every
// ruleset: the words for a turn and for a move along a path, an offer with the
// referee's verdict on it, and the offers every unit type's formations and
// facing give. Each ruleset keeps its own manoeuvre form, labels and rules.

#include <string>
#include <type_traits>
#include <vector>

#include "core/engine/GameState.h"
#include "core/model/Formation.h"
#include "core/model/Pose.h"
#include "core/model/Unit.h"
#include "core/referee/Manoeuvre.h"
#include "core/referee/ManoeuvreOffer.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

class RulesetReferee;

/// "30° right", "90° left".
std::string turnWords(double degrees);

/// What a move along `path` is called for `unit`: "Move", "Turn 90° left",
/// "About turn" or "Wheel 30° right". `pace` (" at march", or empty) follows a
/// move and a wheel.
std::string pathMoveWords(const Unit* unit, const std::vector<Pose>& path,
                          const std::string& pace = {});

/// The kind a manoeuvre's JSON form names ("wheel"; "manoeuvre" when it names
/// none): the words for a manoeuvre whose ruleset's labels are not at hand.
std::string manoeuvreKindWords(const Manoeuvre& manoeuvre);

/// A manoeuvre about to be made on `state` in plain words, for the journal:
/// when it holds the ruleset's own form `Form`, its label, `labelOf(form)` or,
/// for labels that read the unit ("Wheel 30° right"), `labelOf(form, unit)`;
/// else the kind its JSON form names.
template <typename Form, typename LabelOf>
std::string manoeuvreWords(const GameState& state, const Manoeuvre& manoeuvre, LabelOf labelOf) {
    const Form* form = formOf<Form>(manoeuvre);
    if (!form) {
        return manoeuvreKindWords(manoeuvre);
    }
    if constexpr (std::is_invocable_v<LabelOf, const Form&, const Unit*>) {
        return labelOf(*form, state.findUnit(form->unitId));
    } else {
        return labelOf(*form);
    }
}

/// An offer of `manoeuvre` (in the ruleset's own form) shown as `label` in the
/// menu's `group`, citing `rule`, with the referee's verdict on it now.
ManoeuvreOffer makeManoeuvreOffer(const RulesetReferee& referee, const GameState& state,
                                  std::string label, std::string group, std::string rule,
                                  ManoeuvrePtr manoeuvre);
/// The verdict a referee gives a manoeuvre another ruleset made.
ManoeuvreVerdict notThisRulesetsManoeuvre();

/// The formation changes `type` allows `unit` from the formation it is in,
/// each made by `offer(order, group)`: limbering and unlimbering under "Guns",
/// the others under "Formation". `order` is the ruleset's manoeuvre form for
/// the unit; its kind and formation are set for each offer and left as the
/// last one had them.
template <class Order, class Offer>
void offerFormationChanges(const Unit& unit, const UnitType& type, Order& order, const Offer& offer,
                           std::vector<ManoeuvreOffer>& offers) {
    using Kind = decltype(order.kind);
    for (const Formation formation : type.formations) {
        if (formation == unit.formation) {
            continue;
        }
        if (formation == Formation::Limbered || formation == Formation::Unlimbered) {
            order.kind = formation == Formation::Limbered ? Kind::Limber : Kind::Unlimber;
            offers.push_back(offer(order, "Guns"));
        } else {
            order.kind = Kind::ChangeFormation;
            order.formation = formation;
            offers.push_back(offer(order, "Formation"));
        }
    }
}

/// The turns in place (90° right, 90° left, about) of a ruleset whose moves
/// are paths: each a move whose one pose is where the unit stands, facing
/// anew; made by `offer(order, "Facing")`.
template <class Order, class Offer>
void offerTurnsInPlace(const Unit& unit, Order& order, const Offer& offer,
                       std::vector<ManoeuvreOffer>& offers) {
    order.kind = decltype(order.kind)::Move;
    for (const double angle : {90.0, -90.0, 180.0}) {
        order.path = {
            Pose{unit.pose.position, Pose::normalizeBearing(unit.pose.facingDegrees + angle)}};
        offers.push_back(offer(order, "Facing"));
    }
}

}  // namespace adjutant
