#include "ui/session/TwoPlayerText.h"

#include <QObject>

#include "core/match/Match.h"

namespace adjutant::ui::TwoPlayerText {

namespace {

QString side(const Match& match, int index) {
    return QString::fromStdString(match.sideName(index));
}

QString where(const MatchRound& round) {
    QString text = QString::fromStdString(round.where);
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
    }
    return text;
}

}  // namespace

QString roundLine(const Match& match) {
    if (match.isOver()) {
        return QObject::tr("The game is over: %1").arg(QString::fromStdString(match.outcome()));
    }
    const MatchRound* round = match.openRound();
    if (!round) {
        return {};
    }
    QStringList givers;
    for (const int giver : round->givers) {
        givers << side(match, giver);
    }
    if (round->setUp) {
        return round->givers.empty()
                   ? QObject::tr("%1: every unit starts where the scenario places it.")
                         .arg(where(*round))
                   : QObject::tr(
                         "%1: each side places its units in its own zones, unseen by "
                         "the other; both are revealed together.")
                         .arg(where(*round));
    }
    if (givers.size() == 2) {
        return QObject::tr(
                   "%1: both sides give their orders at once; each side's orders stay "
                   "hidden until both are ready.")
            .arg(where(*round));
    }
    return QObject::tr("%1: %2 gives its orders.").arg(where(*round), givers.value(0));
}

QStringList sideLines(const Match& match) {
    QStringList lines;
    const MatchRound* round = match.openRound();
    if (!round) {
        return lines;
    }
    for (int index = 0; index < 2; ++index) {
        QString state;
        if (round->committed(index)) {
            state =
                round->givesOrders(index)
                    ? QObject::tr("orders fixed, hidden from the other side until both are ready")
                    : QObject::tr("no orders to give in this step");
        } else if (round->givesOrders(index)) {
            state = QObject::tr("giving orders");
        } else {
            state = QObject::tr("no orders to give in this step");
        }
        if (match.undoAskedOf(index)) {
            state = QObject::tr("asked to take back steps: to answer");
        }
        lines << QObject::tr("%1: %2").arg(side(match, index), state);
    }
    return lines;
}

QString nextForSide(const Match& match, int index, bool byFile) {
    if (match.isOver()) {
        return QObject::tr("The game is over.");
    }
    if (index < 0) {
        return {};
    }
    if (match.undoAskedOf(index)) {
        return QObject::tr("%1 asks to take back steps: agree or refuse.")
            .arg(side(match, 1 - index));
    }
    if (match.givesOrders(index)) {
        return match.openRound() && match.openRound()->setUp
                   ? QObject::tr(
                         "Place your units in your zones by dragging them, then press "
                         "Ready.")
                   : QObject::tr("Give your orders on the table, then press Ready.");
    }
    if (byFile && !match.linesNotSeen().empty()) {
        return QObject::tr("Send your turn file to the player of %1 (Game > Send turn...).")
            .arg(side(match, 1 - index));
    }
    return QObject::tr("Waiting for %1.").arg(side(match, 1 - index));
}

QString statusLine(const Match& match, bool byFile) {
    if (match.isOver()) {
        return QObject::tr("Over: %1").arg(QString::fromStdString(match.outcome()));
    }
    const MatchRound* round = match.openRound();
    const QString at = round ? where(*round) : QString();
    for (int index = 0; index < 2; ++index) {
        if (match.playsHere(index) &&
            (match.givesOrders(index) || match.undoAskedOf(index).has_value())) {
            return QObject::tr("Your move (%1): %2").arg(side(match, index), at);
        }
    }
    if (byFile && !match.linesNotSeen().empty()) {
        return QObject::tr("Your turn file to send: %1").arg(at);
    }
    for (int index = 0; index < 2; ++index) {
        if (!match.playsHere(index)) {
            return QObject::tr("Waiting for %1: %2").arg(side(match, index), at);
        }
    }
    return at;
}

QString eventLine(const Match& match, const MatchEvent& event) {
    const QString who = event.side >= 0 ? side(match, event.side) : QString();
    const QString text = QString::fromStdString(event.text);
    switch (event.kind) {
        case MatchEvent::Kind::RoundOpened:
            return QObject::tr("Now: %1").arg(text);
        case MatchEvent::Kind::Committed:
            return QObject::tr("%1 is ready (%2)").arg(who, text);
        case MatchEvent::Kind::RoundResolved:
            return QObject::tr("Both sides' orders revealed and carried out: %1").arg(text);
        case MatchEvent::Kind::UndoAsked:
            return QObject::tr("%1 asks to take back %2").arg(who, text);
        case MatchEvent::Kind::UndoAnswered:
            return text;
        case MatchEvent::Kind::Chat:
            return QObject::tr("%1: %2").arg(who, text);
        case MatchEvent::Kind::HandedOver:
        case MatchEvent::Kind::PlayerLeft:
        case MatchEvent::Kind::GameOver:
            return text;
    }
    return text;
}

}  // namespace adjutant::ui::TwoPlayerText
