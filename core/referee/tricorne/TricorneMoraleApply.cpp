#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/tricorne/TricorneFollowUp.h"
#include "core/referee/tricorne/TricorneMorale.h"

namespace adjutant {

namespace {

// Retire < retreat: a later, worse result replaces a milder one still to make.
int reactionRank(std::optional<TricorneActionCode> reaction) {
    switch (reaction.value_or(TricorneActionCode::ObeyOrders)) {
        case TricorneActionCode::Recoil:
            return 1;
        case TricorneActionCode::Retire:
            return 2;
        case TricorneActionCode::Retreat:
            return 3;
        default:
            return 0;
    }
}

void abandonGuns(TricorneUnitState& s, const TricorneAction& action) {
    if (s.guns == GunsState::Lost) {
        return;
    }
    if (action.forRestOfGame) {
        s.guns = GunsState::Lost;
    } else if (action.bounds) {
        s.guns = GunsState::AbandonedForBounds;
        s.gunsAbandonedBoundsLeft =
            std::max(s.gunsAbandonedBoundsLeft, static_cast<int>(std::lround(*action.bounds)));
    } else {
        // Reading: a crew driven from its guns in melee returns when the threat
        // has receded (A46), as crews that abandon them under a charge do.
        s.guns = GunsState::AbandonedUntilSafe;
    }
}

void returnToGuns(TricorneUnitState& s) {
    if (s.guns != GunsState::Lost && s.guns != GunsState::Manned) {
        s.guns = GunsState::Manned;
        s.gunsAbandonedBoundsLeft = 0;
        s.shelteringWith.clear();
        s.thisBound.mayNotFire = true;  // A46: no fire in the bound it returns
    }
}

double limberTime(const TricorneContext& context, const Unit& unit) {
    const TricorneTroopType* troop = context.troop(unit);
    if (!troop) {
        return 0;
    }
    const auto movement =
        context.tables().movement.classFor(troop->movementClass, context.choices());
    return movement ? movement->limberBounds.value_or(0) : 0;
}

}  // namespace

void applyMoraleResult(GameState& state, const MoraleResult& result) {
    TricorneGameState& tricorne = tricorneState(state);
    const Unit* unit = state.findUnit(result.unitId);
    if (!unit) {
        return;
    }
    const TricorneContext context(state);
    auto s = tricorne.editStatus(result.unitId);
    s->thisBound.moraleTested = true;
    for (const std::string& covered : result.covers) {
        tricorne.editStatus(covered)->thisBound.moraleTested = true;
    }
    bool routs = false;
    bool shaken = false;
    for (const TricorneAction& action : result.actions) {
        const TricorneActionCode code = action.code;
        if (code == TricorneActionCode::Shaken) {
            shaken = true;
        } else if (code == TricorneActionCode::DressRanks) {
            s->haltBoundsLeft = std::max(s->haltBoundsLeft, action.bounds.value_or(0));
        } else if (code == TricorneActionCode::HoldForRestOfGame) {
            s->mustHoldPosition = true;
        } else if (code == TricorneActionCode::NeverAdvance) {
            s->mayNotAdvance = true;
        } else if (code == TricorneActionCode::Unlimber || code == TricorneActionCode::Limber) {
            s->limbered = code == TricorneActionCode::Limber;
            s->limberingBoundsLeft = limberTime(context, *unit);
        } else if (code == TricorneActionCode::AbandonGuns) {
            abandonGuns(*s, action);
        } else if (code == TricorneActionCode::ManGuns ||
                   code == TricorneActionCode::ReturnToGuns) {
            returnToGuns(*s);
        } else if (code == TricorneActionCode::ReturnToTable && !s->routOffTable) {
            s->offTable = false;  // 13.5: it comes back on unformed
            s->unformed = true;
        } else if (code == TricorneActionCode::Rout) {
            routs = true;
        } else if (code == TricorneActionCode::Retire || code == TricorneActionCode::Retreat ||
                   code == TricorneActionCode::Recoil) {
            if (reactionRank(code) > reactionRank(s->pendingReaction)) {
                s->pendingReaction = code;
                s->pendingReactionDistance =
                    code == TricorneActionCode::Recoil ? action.distance.value_or(0) : 0;
                s->reactionEscalation = action.escalation;
            }
            s->reactionCause = result.cause;
            s->mustHoldPosition = false;  // 15.5 +3: until a retire, retreat or rout
        } else if (code == TricorneActionCode::FollowUp) {
            recordFollowUp(*s, action);  // carried out in step 11 (TricorneFollowUp.h)
        } else if (code == TricorneActionCode::SquareMayBeBrokenThrough) {
            s->thisBound.squareMayBeBrokenThrough =
                true;  // tested in step 11 (resolveSquareBreaks)
        }
        // "obeyOrders", "hold" and "mayNotCharge" (shaken says it) change no state here.
    }
    if (shaken) {
        s->shaken = true;
    }
    if (routs) {
        s->routBoundsOwed += result.routBounds;  // 6.3: added to those still owed
        s->thisBound.routed = true;
        s->pendingReaction.reset();  // the rout carries it away instead
        s->pendingReactionDistance = 0;
        s->reactionCause = result.cause;
        s->mustHoldPosition = false;
        if (unit->battalionGuns && unit->battalionGuns->count > 0) {
            s->guns = GunsState::Lost;  // 2.1.7: a routing battalion's guns are lost
        }
    }
    // 15.2, 2.1.5, 10.1: the guns and crews the test covered share the result;
    // they move with their battalion in step 11 and are lost if it routs.
    for (const std::string& covered : result.covers) {
        auto c = tricorne.editStatus(covered);
        c->shaken = c->shaken || shaken;
        if (routs) {
            c->guns = GunsState::Lost;
        }
        std::erase_if(c->thisBound.moraleTriggers, [](const MoraleTrigger& t) {
            return t.cause != kAttackedInFlankMarker && t.cause != kBrokenThroughMarker;
        });
    }
    // A gun crew sheltering with this unit loses its guns when the unit routs (10.1).
    if (routs) {
        std::vector<std::string> crews;
        tricorne.statuses().forEach([&](const std::string& id, const TricorneUnitState& other) {
            if (other.shelteringWith == result.unitId) {
                crews.push_back(id);
            }
        });
        for (const std::string& crew : crews) {
            tricorne.editStatus(crew)->guns = GunsState::Lost;
        }
    }
    std::erase_if(s->thisBound.moraleTriggers, [](const MoraleTrigger& t) {
        return t.cause != kAttackedInFlankMarker && t.cause != kBrokenThroughMarker;
    });
}

}  // namespace adjutant
