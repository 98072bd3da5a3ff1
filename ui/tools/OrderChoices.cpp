#include "ui/tools/OrderChoices.h"

#include <QObject>

#include "core/model/DisplayName.h"
#include "core/referee/ChargeOrderCommand.h"
#include "core/referee/FireOrderCommand.h"
#include "core/referee/RulesetReferee.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

QString nameOf(const GameSession& session, const std::string& id) {
    const Unit* unit = session.state().findUnit(id);
    return QString::fromStdString(unit ? displayName(*unit) : id);
}

}  // namespace

ManoeuvreChoice takeBackChoice(const GameSession& session, const StandingOrder& order) {
    ManoeuvreChoice choice;
    choice.group = QObject::tr("Orders");
    QStringList targets;
    for (const std::string& id : order.targetIds) {
        targets << nameOf(session, id);
    }
    const QString on = targets.join(QObject::tr(" and "));
    if (order.kind == StandingOrder::Kind::Fire) {
        choice.label = QObject::tr("Cancel the fire order at %1").arg(on);
        choice.command = std::make_shared<FireOrderCommand>(session.referees(), order.unitId,
                                                            std::string(), std::string());
        choice.reason = QObject::tr("the fire has been carried out");
    } else {
        choice.label = QObject::tr("Withdraw the charge on %1").arg(on);
        choice.command = std::make_shared<ChargeOrderCommand>(session.referees(), order.unitId,
                                                              std::vector<std::string>());
        choice.reason = QObject::tr("charges are withdrawn only while they are declared");
    }
    choice.legal = order.removable;
    if (choice.legal) {
        choice.reason.clear();
    }
    // Between two people a player takes back only their own side's orders of the step.
    if (const QString notMine = session.whyNotOrderable(order.unitId); !notMine.isEmpty()) {
        choice.legal = false;
        choice.reason = notMine;
    }
    return choice;
}

QList<ManoeuvreChoice> orderChoices(const GameSession& session, const std::string& unitId) {
    QList<ManoeuvreChoice> choices;
    const RulesetReferee* referee = session.hasGame() ? session.referee() : nullptr;
    if (!referee) {
        return choices;
    }
    for (const StandingOrder& order : referee->standingOrders(session.state())) {
        if (order.unitId == unitId) {
            choices << takeBackChoice(session, order);
        }
    }
    return choices;
}

}  // namespace adjutant::ui
