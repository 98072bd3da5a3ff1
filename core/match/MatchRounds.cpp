// Match: the rounds of hidden orders. A round opens where someone gives
// orders; each side commits, then reveals; the dice are seeded from both
// shares, the orders carried out, and the game runs on to the next round.
#include <fmt/format.h>

#include <utility>

#include "core/engine/StateHash.h"
#include "core/engine/commands/OrderNotCarriedOutCommand.h"
#include "core/engine/commands/SeedDiceCommand.h"
#include "core/match/Commitments.h"
#include "core/match/Match.h"
#include "core/referee/PlainText.h"
#include "core/referee/ResolveStepCommand.h"
#include "core/referee/RulesetReferee.h"

namespace adjutant {

namespace {

std::string whereInWords(const GameState& state, bool setUp) {
    if (setUp) {
        return "the set-up before bound 1";
    }
    const SequenceStep* step = state.currentStep();
    const std::string stepName = step ? step->name : std::string("the sequence of play");
    if (state.alternatesPlayerTurns()) {
        return fmt::format("bound {}, {}'s turn, {}", state.bound(),
                           sideName(state, state.sideToAct()), stepName);
    }
    return fmt::format("bound {}, {}", state.bound(), stepName);
}

std::string hashOf(const GameState& state) {
    return formatStateHash(stateHash(state));
}

}  // namespace

void Match::followVictory() {
    const RulesetReferee& judge = referee();
    victory_.follow(shared_->state(), [&judge](const GameState& state, const Unit& unit) {
        return judge.outOfAction(state, unit.id);
    });
}

bool Match::judgeEnd() {
    const GameState& state = shared_->state();
    followVictory();
    if (state.bound() == judgedBound_) {
        return false;
    }
    judgedBound_ = state.bound();
    // Judged as the window and the computer judge a game: when a bound ends,
    // an army broken or the scenario's last bound played ends it.
    const RulesetReferee& judge = referee();
    const VictoryWatch::Verdict verdict = victory_.verdict(
        state,
        [&judge](const GameState& s, const Unit& unit) { return judge.outOfAction(s, unit.id); });
    if (!verdict.over) {
        return false;
    }
    over_ = true;
    outcome_ = verdict.standing.summary;
    notify({MatchEvent::Kind::GameOver, -1, rounds_.empty() ? 0 : rounds_.back().number, false,
            outcome_});
    return true;
}

void Match::beginRound() {
    MatchRound round;
    const GameState& state = shared_->state();
    round.number = rounds_.size();
    // The set-up comes first, and again if it is taken back.
    round.setUp = !setUpDone_;
    round.at = {state.bound(), state.playerTurn(),
                state.currentStep() ? state.currentStep()->id : std::string()};
    round.where = whereInWords(state, round.setUp);
    round.openingHash = hashOf(state);
    round.openingCursor = shared_->cursor();
    if (round.setUp) {
        if (state.setup().option("setUp") == "hidden") {
            round.givers = {0, 1};
        }
    } else {
        round.givers = referee().orderGivers(state).sides;
    }
    rounds_.push_back(std::move(round));
    for (std::size_t side = 0; side < 2; ++side) {
        pending_[side].reset();
        drafts_[side].reset();
        if (playsHere(static_cast<int>(side)) &&
            rounds_.back().givesOrders(static_cast<int>(side))) {
            drafts_[side] = shared_->clone();
            // Orders of a round taken back come back as they were given, to be
            // changed; one the game no longer allows is simply left out.
            if (takenBackOrders_[side].is_array()) {
                for (const nlohmann::json& json : takenBackOrders_[side]) {
                    Diagnostics ignored;
                    const JsonReader reader(json, "orders taken back", ignored);
                    if (std::unique_ptr<Command> order = engines_.commands.fromJson(reader)) {
                        drafts_[side]->apply(std::move(order));
                    }
                }
            }
        }
        takenBackOrders_[side] = nlohmann::json();
    }
    notify({MatchEvent::Kind::RoundOpened, -1, rounds_.back().number, false, rounds_.back().where});
}

void Match::writeDueEntries() {
    if (replaying_) {
        return;
    }
    for (int pass = 0; pass < 100000 && !over_; ++pass) {
        const MatchRound* round = openRound();
        if (!round) {
            return;
        }
        bool wrote = false;
        for (int side = 0; side < 2 && !wrote; ++side) {
            if (!playsHere(side) || round->committed(side)) {
                continue;
            }
            if (!round->givesOrders(side)) {
                commitOrders(side);
                wrote = true;
            } else if (computers_[static_cast<std::size_t>(side)]) {
                wrote = playComputerSides();
            }
        }
        if (wrote) {
            continue;
        }
        // Nobody reveals while a request to take back steps waits: the
        // answer may drop this round, and with it what a reveal would show.
        const bool allIn = round->committed(0) && round->committed(1);
        for (int side = 0; side < 2 && allIn && !undoRequest_ && !wrote; ++side) {
            const MatchPending* pending = pending_[static_cast<std::size_t>(side)].get();
            if (pending && !pending->revealed && playsHere(side)) {
                revealOrders(side);
                wrote = true;
            }
        }
        if (!wrote) {
            return;
        }
    }
}

void Match::revealOrders(int side) {
    const MatchRound& round = rounds_.back();
    MatchPending& pending = *pending_[static_cast<std::size_t>(side)];
    pending.revealed = true;
    LedgerEntry entry = round.ordersEntry(LedgerEntry::Kind::Reveal, sideId(side));
    entry.orders = pending.orders;
    entry.share = toHex(pending.share);
    write(ledgerOf(side), std::move(entry));
}

std::string Match::processEntry(int ledgerSide, const LedgerEntry& entry, bool writtenHere) {
    (void)writtenHere;
    switch (entry.kind) {
        case LedgerEntry::Kind::Commit:
            return processCommit(ledgerSide, entry);
        case LedgerEntry::Kind::Reveal:
            return processReveal(ledgerSide, entry);
        case LedgerEntry::Kind::UndoAsk: {
            if (undoRequest_) {
                return "it asks to take back steps while another request waits for its answer";
            }
            const MatchRound* target =
                entry.toRound < rounds_.size() ? &rounds_[entry.toRound] : nullptr;
            if (!target || target->status != MatchRound::Status::Resolved) {
                return fmt::format("it asks to take back round {}, which is not a resolved round",
                                   entry.toRound);
            }
            undoRequest_ = UndoRequest{ledgerSide, entry.n, entry.toRound};
            notify({MatchEvent::Kind::UndoAsked, ledgerSide, entry.toRound, false, target->where});
            return {};
        }
        case LedgerEntry::Kind::UndoAnswer:
            return processUndoAnswer(ledgerSide, entry);
        case LedgerEntry::Kind::Chat:
            notify({MatchEvent::Kind::Chat, ledgerSide, entry.round, false, entry.text});
            return {};
        case LedgerEntry::Kind::HandOver:
            return processHandOver(ledgerSide, entry);
        case LedgerEntry::Kind::Leave:
            notify({MatchEvent::Kind::PlayerLeft, ledgerSide, entry.round, false,
                    fmt::format("{}'s player has left the game", sideName(ledgerSide))});
            return {};
    }
    return "an entry of an unknown kind";
}

std::string Match::checkRoundEntry(int ledgerSide, const LedgerEntry& entry, int& forSide) const {
    const std::optional<int> side = sideOf(entry.forSide);
    if (!side) {
        return fmt::format("it gives orders for \"{}\", which is not a side of this game",
                           entry.forSide);
    }
    forSide = *side;
    if (ledgerOf(forSide) != ledgerSide) {
        return fmt::format("it gives {}'s orders, which {}'s program does not give",
                           sideName(forSide), sideName(ledgerSide));
    }
    if (entry.round >= rounds_.size()) {
        return fmt::format("it is for round {}, which has not begun in this game (the last is {})",
                           entry.round, rounds_.empty() ? 0 : rounds_.size() - 1);
    }
    const MatchRound& round = rounds_[entry.round];
    if (round.status == MatchRound::Status::Open && round.number == rounds_.back().number) {
        if (entry.state != round.openingHash || entry.at != round.at) {
            return fmt::format(
                "the two games have gone apart: when round {} began, {}'s game stood at bound {} "
                "step \"{}\" with state {}, this one at bound {} step \"{}\" with state {}",
                round.number, sideName(ledgerSide), entry.at.bound, entry.at.step, entry.state,
                round.at.bound, round.at.step, round.openingHash);
        }
        return {};
    }
    if (round.status == MatchRound::Status::Void || round.status == MatchRound::Status::TakenBack) {
        return "void";  // a round dropped while the entry was on its way: nothing to do
    }
    return fmt::format("round {} is already resolved", entry.round);
}

std::string Match::processCommit(int ledgerSide, const LedgerEntry& entry) {
    int side = -1;
    if (std::string why = checkRoundEntry(ledgerSide, entry, side); !why.empty()) {
        return why == "void" ? std::string() : why;
    }
    MatchRound& round = rounds_[entry.round];
    if (round.committed(side)) {
        return fmt::format("{} has already fixed its orders for round {}", sideName(side),
                           round.number);
    }
    // A commitment this program wrote, read back from its record: the orders
    // and share behind it are worked out again from the orders given here.
    if (ownsLedger_[static_cast<std::size_t>(ledgerSide)] &&
        !pending_[static_cast<std::size_t>(side)]) {
        auto pending = std::make_unique<MatchPending>();
        pending->orders = round.givesOrders(side) ? ordersJsonOf(side) : nlohmann::json::array();
        pending->share =
            shareFor(secrets_[static_cast<std::size_t>(side)], setup_.gameId, round.number);
        if (toHex(commitmentOf(setup_.gameId, round.number, sideId(side), pending->orders.dump(),
                               pending->share)) != entry.commitment) {
            return fmt::format(
                "the orders this record keeps for {} in round {} are not those "
                "it committed to: the record was changed",
                sideName(side), round.number);
        }
        pending_[static_cast<std::size_t>(side)] = std::move(pending);
    }
    round.commitments[static_cast<std::size_t>(side)] = entry.commitment;
    round.commitEntries[static_cast<std::size_t>(side)] = {ledgerSide, entry.n};
    notify({MatchEvent::Kind::Committed, side, round.number, false, round.where});
    return {};
}

std::string Match::checkOrders(int side, const nlohmann::json& orders, bool setUp,
                               const LedgerEntry& entry) const {
    std::size_t index = 0;
    for (const nlohmann::json& json : orders) {
        ++index;
        Diagnostics diagnostics;
        const JsonReader reader(json, "order", diagnostics);
        const std::unique_ptr<Command> order = engines_.commands.fromJson(reader);
        if (!order) {
            return fmt::format("order {} of {} cannot be read: {}", index,
                               describeEntry(entry, sideName(side)),
                               diagnostics.items().empty() ? std::string("not a command")
                                                           : diagnostics.items().front().message);
        }
        if (const std::string why = whyNotAnOrder(side, *order, setUp); !why.empty()) {
            return fmt::format("order {} is not one {} may give: {}", index, sideName(side), why);
        }
    }
    return {};
}

std::string Match::processReveal(int ledgerSide, const LedgerEntry& entry) {
    int side = -1;
    if (std::string why = checkRoundEntry(ledgerSide, entry, side); !why.empty()) {
        return why == "void" ? std::string() : why;
    }
    MatchRound& round = rounds_[entry.round];
    if (!round.committed(side)) {
        return fmt::format("it reveals {}'s orders for round {} before committing to them",
                           sideName(side), round.number);
    }
    if (round.revealed(side)) {
        return fmt::format("{}'s orders for round {} were already revealed", sideName(side),
                           round.number);
    }
    const std::optional<std::string> share = fromHex(entry.share);
    if (!share ||
        toHex(commitmentOf(setup_.gameId, round.number, sideId(side), entry.orders.dump(),
                           *share)) != round.commitments[static_cast<std::size_t>(side)]) {
        return fmt::format(
            "{}'s orders or share for round {} are not those it committed to in its entry {}: "
            "they were changed after they were fixed",
            sideName(side), round.number, round.commitEntries[static_cast<std::size_t>(side)].n);
    }
    if (!round.givesOrders(side) && !entry.orders.empty()) {
        return fmt::format("it gives orders for {}, which had none to give in round {}",
                           sideName(side), round.number);
    }
    if (std::string why = checkOrders(side, entry.orders, round.setUp, entry); !why.empty()) {
        return why;
    }
    round.orders[static_cast<std::size_t>(side)] = entry.orders;
    round.shares[static_cast<std::size_t>(side)] = entry.share;
    round.revealEntries[static_cast<std::size_t>(side)] = {ledgerSide, entry.n};
    if (round.revealed(0) && round.revealed(1)) {
        resolveRound(round);
    }
    return {};
}

std::string Match::processUndoAnswer(int ledgerSide, const LedgerEntry& entry) {
    if (!undoRequest_ || undoRequest_->ledgerSide == ledgerSide ||
        undoRequest_->entry != entry.ask) {
        return fmt::format("it answers entry {} of the other ledger, which is no request waiting",
                           entry.ask);
    }
    const std::uint64_t target = undoRequest_->toRound;
    const int asker = undoRequest_->ledgerSide;
    undoRequest_.reset();
    if (entry.agree) {
        rollBackTo(target);
    }
    notify({MatchEvent::Kind::UndoAnswered, asker, target, entry.agree,
            entry.agree ? fmt::format("{} agreed: the game is back at {}", sideName(ledgerSide),
                                      rounds_.back().where)
                        : fmt::format("{} refused to take back steps", sideName(ledgerSide))});
    return {};
}

std::string Match::processHandOver(int ledgerSide, const LedgerEntry& entry) {
    const std::optional<int> handed = sideOf(entry.handed);
    const std::optional<Difficulty> level = parseDifficulty(entry.difficulty);
    if (!handed || !level) {
        return "it hands over a side or a level of the computer this game does not know";
    }
    controller_[static_cast<std::size_t>(*handed)] = ledgerSide;
    if (ownsLedger_[static_cast<std::size_t>(ledgerSide)]) {
        // The side's shares from now on come from a secret of this program.
        HashInput input;
        input.add("adjutant/handed/v1").add(sideId(*handed));
        const Digest secret =
            hmacSha256(secrets_[static_cast<std::size_t>(ledgerSide)], input.bytes());
        secrets_[static_cast<std::size_t>(*handed)] =
            std::string(reinterpret_cast<const char*>(secret.data()), secret.size());
        computers_[static_cast<std::size_t>(*handed)] = CommanderSettings{*level, handOverSeed_};
    }
    voidOpenRound();
    notify({MatchEvent::Kind::HandedOver, *handed, entry.round, false,
            fmt::format("{} is played by the computer of {}'s player from now on",
                        sideName(*handed), sideName(ledgerSide))});
    return {};
}

void Match::resolveRound(MatchRound& round) {
    const std::optional<std::string> first = fromHex(round.shares[0]);
    const std::optional<std::string> second = fromHex(round.shares[1]);
    round.seedHex = toHex(diceSeedOf(setup_.gameId, round.number, *first, *second));
    round.firstCommand = shared_->cursor();
    shared_->apply(std::make_unique<SeedDiceCommand>(round.number, round.seedHex, round.where));
    const StepOrderGivers givers = referee().orderGivers(shared_->state());
    // The orders in the order they are carried out: side after side, or one
    // of each in turn.
    std::vector<std::pair<int, const nlohmann::json*>> sequence;
    std::array<std::size_t, 2> next{0, 0};
    for (bool more = true; more;) {
        more = false;
        for (const int side : givers.revealOrder) {
            const nlohmann::json& orders = *round.orders[static_cast<std::size_t>(side)];
            std::size_t& at = next[static_cast<std::size_t>(side)];
            while (at < orders.size()) {
                sequence.emplace_back(side, &orders[at++]);
                if (givers.interleaved) {
                    break;
                }
            }
            more = more || at < orders.size();
        }
    }
    for (const auto& [side, json] : sequence) {
        Diagnostics diagnostics;
        const JsonReader reader(*json, "order", diagnostics);
        std::unique_ptr<Command> order = engines_.commands.fromJson(reader);
        const std::string what = order ? order->describe() : std::string("an order");
        const GameChange change = shared_->apply(std::move(order));
        if (!change.accepted()) {
            round.notCarriedOut.push_back(
                fmt::format("{}'s order ({}): {}", sideName(side), what, change.reason));
            shared_->apply(std::make_unique<OrderNotCarriedOutCommand>(*json, what, sideName(side),
                                                                       change.reason));
        }
    }
    if (round.setUp) {
        setUpDone_ = true;
    } else {
        const GameChange resolved = shared_->apply(std::make_unique<ResolveStepCommand>(referees_));
        if (!resolved.accepted()) {
            round.notCarriedOut.push_back("the step could not be resolved: " + resolved.reason);
        }
    }
    round.status = MatchRound::Status::Resolved;
    round.endCommand = shared_->cursor();
    notify({MatchEvent::Kind::RoundResolved, -1, round.number, false, round.where});
    runOn();
    if (!over_) {
        beginRound();
    }
}

void Match::runOn() {
    for (int steps = 0; steps < 100000; ++steps) {
        if (judgeEnd()) {
            return;
        }
        if (!referee().orderGivers(shared_->state()).sides.empty()) {
            return;
        }
        const GameChange change = shared_->apply(std::make_unique<ResolveStepCommand>(referees_));
        if (!change.accepted()) {
            over_ = true;
            outcome_ = "The game cannot go on: " + change.reason;
            notify({MatchEvent::Kind::GameOver, -1, rounds_.back().number, false, outcome_});
            return;
        }
    }
}

void Match::rollBackTo(std::uint64_t roundNumber) {
    const MatchRound& target = rounds_.at(roundNumber);
    while (shared_->cursor() > target.openingCursor && shared_->canUndo()) {
        shared_->undo();
    }
    for (std::size_t side = 0; side < 2; ++side) {
        takenBackOrders_[side] =
            target.orders[side] ? *target.orders[side] : nlohmann::json::array();
    }
    for (MatchRound& round : rounds_) {
        if (round.number < roundNumber) {
            continue;
        }
        if (round.status == MatchRound::Status::Resolved) {
            round.status = MatchRound::Status::TakenBack;
        } else if (round.status == MatchRound::Status::Open) {
            round.status = MatchRound::Status::Void;
        }
    }
    setUpDone_ = false;
    for (const MatchRound& round : rounds_) {
        setUpDone_ = setUpDone_ || (round.setUp && round.status == MatchRound::Status::Resolved);
    }
    over_ = false;
    outcome_.clear();
    victory_.reset();
    followVictory();
    judgedBound_ = shared_->state().bound();
    beginRound();
}

void Match::voidOpenRound() {
    if (over_ || rounds_.empty() || rounds_.back().status != MatchRound::Status::Open) {
        return;
    }
    for (std::size_t side = 0; side < 2; ++side) {
        takenBackOrders_[side] =
            drafts_[side] ? ordersJsonOf(static_cast<int>(side)) : nlohmann::json::array();
    }
    rounds_.back().status = MatchRound::Status::Void;
    beginRound();
}

}  // namespace adjutant
