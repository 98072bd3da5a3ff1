#pragma once

#include <QList>
#include <QString>
#include <memory>
#include <string>

#include "core/engine/Command.h"
#include "core/referee/StandingOrder.h"

namespace adjutant::ui {

class GameSession;

/// One entry of a menu on the table: a manoeuvre the referee offers (a
/// formation, a turn, limbering), or taking back an order waiting for its
/// step, with the referee's verdict on it now.
struct ManoeuvreChoice {
    QString label;
    QString group;  // the menu's section: "Formation", "Facing", "Orders" ...
    /// The command choosing it gives (a copy of it is applied); nullptr for an
    /// entry that only says why nothing can be chosen.
    std::shared_ptr<const Command> command;
    bool legal = false;
    QString reason;  // why not, when not legal
};

/// "Cancel the fire order at 2nd Foot", "Withdraw the charge on 2nd Foot":
/// taking back one waiting order, by the generic fire or charge order with no
/// target; not legal once its step has begun to be carried out.
ManoeuvreChoice takeBackChoice(const GameSession& session, const StandingOrder& order);

/// The take-back entries of every order `unitId` has waiting.
QList<ManoeuvreChoice> orderChoices(const GameSession& session, const std::string& unitId);

}  // namespace adjutant::ui
