#pragma once

#include <QString>
#include <QStringList>

#include "core/engine/GameChange.h"

namespace adjutant::ui {

class GameSession;

/// What giving the referee's default orders for a step did.
struct DefaultOrdersReport {
    int given = 0;
    /// Orders the game refused (two moves that collide once the first is
    /// made, ...), each with the engine's reason; they are simply left out.
    QStringList refused;
    /// Why no order could be given at all (no game, no referee), or empty.
    QString error;
};

/// The moves of the sequence of play a player makes from the Game menu or the
/// phase tracker, all as commands through the session so they can be undone,
/// saved and replayed. They decide nothing: the referee proposes the orders and
/// resolves the steps.
namespace StepActions {

/// Gives every order the referee proposes for the present step, in the order
/// `adjutant-cli play` gives them: charge declarations, then manoeuvres (asked
/// for after the charges are in), then fire orders (after the manoeuvres).
/// This is how both sides' orders are given until a player or the AI gives
/// their own; a unit the player has already ordered keeps its order
/// (OrdersAlreadyGiven).
DefaultOrdersReport giveDefaultOrders(GameSession& session);

/// Resolves the present step for both sides and moves to the next step (the
/// referee's ResolveStepCommand).
GameChange resolveStep(GameSession& session);

/// Moves to the next step without resolving this one (AdvanceStepCommand).
/// Only for rulesets without a referee: a referee's steps must be resolved.
GameChange nextStep(GameSession& session);

/// Whether the present game's steps are resolved by a referee.
bool hasReferee(const GameSession& session);

}  // namespace StepActions

}  // namespace adjutant::ui
