// Match: making a game between two people, what each side sees, and what a
// player here does: giving orders, fixing them, asking to take back steps,
// chatting, handing a side to the computer. The rounds themselves are in
// MatchRounds.cpp, the exchange of entries in MatchExchange.cpp.
#include "core/match/Match.h"

#include <fmt/format.h>

#include <stdexcept>
#include <utility>

#include "core/match/Commitments.h"
#include "core/match/MatchPending.h"
#include "core/referee/PlainText.h"

namespace adjutant {

Match::Match(MatchSetup setup, const EngineRegistry& engines,
             std::shared_ptr<const RefereeRegistry> referees)
    : setup_(std::move(setup)),
      engines_(engines),
      referees_(std::move(referees)),
      ledgers_{Ledger(setup_.gameId, setup_.sides[0].id),
               Ledger(setup_.gameId, setup_.sides[1].id)} {
    if (!setup_.game || !setup_.game->scenario || setup_.game->scenario->sides.size() != 2) {
        throw std::invalid_argument("a game between two people needs a scenario with two sides");
    }
    if (!setup_.game->problems().empty()) {
        throw std::invalid_argument(setup_.game->problems().front());
    }
    for (int side = 0; side < 2; ++side) {
        MatchSide& each = setup_.sides[static_cast<std::size_t>(side)];
        each.id = setup_.game->scenario->sides[static_cast<std::size_t>(side)].id;
        ownsLedger_[static_cast<std::size_t>(side)] = each.here;
        secrets_[static_cast<std::size_t>(side)] = each.secret;
        computers_[static_cast<std::size_t>(side)] = each.computer;
        if (each.here && each.secret.size() != 32) {
            throw std::invalid_argument("a side played here needs its 32-byte secret");
        }
    }
    ledgers_ = {Ledger(setup_.gameId, setup_.sides[0].id),
                Ledger(setup_.gameId, setup_.sides[1].id)};
    if (setup_.game->seed != 0) {
        // The dice come from the sides' shares, never from a seed one player
        // chose: both programs start from the same state, whatever setup they got.
        auto unseeded = std::make_shared<GameSetup>(*setup_.game);
        unseeded->seed = 0;
        setup_.game = std::move(unseeded);
    }
    shared_ = std::make_unique<Game>(setup_.game, engines_.rulesetStates);
    if (!referees_ || !referees_->forState(shared_->state())) {
        throw std::invalid_argument("a game between two people needs a ruleset with a referee");
    }
    computerOrders_ = std::make_unique<ComputerOrders>(referees_, engines_.rulesetStates);
    followVictory();
    beginRound();
}

Match::~Match() = default;

Match::Match(const Match& other, int /*copyTag*/)
    : setup_(other.setup_),
      engines_(other.engines_),
      referees_(other.referees_),
      shared_(other.shared_->clone()),
      ledgers_(other.ledgers_),
      controller_(other.controller_),
      ownsLedger_(other.ownsLedger_),
      secrets_(other.secrets_),
      computers_(other.computers_),
      handOverSeed_(other.handOverSeed_),
      rounds_(other.rounds_),
      takenBackOrders_(other.takenBackOrders_),
      undoRequest_(other.undoRequest_),
      setUpDone_(other.setUpDone_),
      over_(other.over_),
      outcome_(other.outcome_),
      victory_(other.victory_),
      judgedBound_(other.judgedBound_),
      replaying_(other.replaying_),
      computerOrders_(
          std::make_unique<ComputerOrders>(other.referees_, other.engines_.rulesetStates)) {
    for (std::size_t side = 0; side < 2; ++side) {
        if (other.drafts_[side]) {
            drafts_[side] = other.drafts_[side]->clone();
        }
        if (other.pending_[side]) {
            pending_[side] = std::make_unique<MatchPending>(*other.pending_[side]);
        }
    }
}

std::unique_ptr<Match> Match::clone() const {
    return std::unique_ptr<Match>(new Match(*this, 0));
}

void Match::swapWith(Match& other) {
    std::swap(setup_, other.setup_);
    std::swap(referees_, other.referees_);
    std::swap(shared_, other.shared_);
    std::swap(ledgers_, other.ledgers_);
    std::swap(controller_, other.controller_);
    std::swap(ownsLedger_, other.ownsLedger_);
    std::swap(secrets_, other.secrets_);
    std::swap(computers_, other.computers_);
    std::swap(handOverSeed_, other.handOverSeed_);
    std::swap(rounds_, other.rounds_);
    std::swap(drafts_, other.drafts_);
    std::swap(pending_, other.pending_);
    std::swap(takenBackOrders_, other.takenBackOrders_);
    std::swap(undoRequest_, other.undoRequest_);
    std::swap(setUpDone_, other.setUpDone_);
    std::swap(over_, other.over_);
    std::swap(outcome_, other.outcome_);
    std::swap(victory_, other.victory_);
    std::swap(judgedBound_, other.judgedBound_);
    std::swap(replaying_, other.replaying_);
}

const RulesetReferee& Match::referee() const {
    return *referees_->forState(shared_->state());
}

std::string Match::sideName(int side) const {
    return adjutant::sideName(shared_->state(), side);
}

std::optional<int> Match::sideOf(const std::string& sideId) const {
    for (int side = 0; side < 2; ++side) {
        if (setup_.sides[static_cast<std::size_t>(side)].id == sideId) {
            return side;
        }
    }
    return std::nullopt;
}

bool Match::playsHere(int side) const {
    return side >= 0 && side < 2 &&
           ownsLedger_[static_cast<std::size_t>(controller_[static_cast<std::size_t>(side)])];
}

const std::optional<CommanderSettings>& Match::computerFor(int side) const {
    return computers_.at(static_cast<std::size_t>(side));
}

const Game& Match::view(int side) const {
    if (side >= 0 && side < 2 && drafts_[static_cast<std::size_t>(side)]) {
        return *drafts_[static_cast<std::size_t>(side)];
    }
    return *shared_;
}

const MatchRound* Match::openRound() const {
    if (over_ || rounds_.empty() || rounds_.back().status != MatchRound::Status::Open) {
        return nullptr;
    }
    return &rounds_.back();
}

bool Match::givesOrders(int side) const {
    const MatchRound* round = openRound();
    return round && round->givesOrders(side) && !round->committed(side);
}

std::vector<int> Match::sidesToCommit() const {
    std::vector<int> sides;
    if (const MatchRound* round = openRound()) {
        for (int side = 0; side < 2; ++side) {
            if (!round->committed(side)) {
                sides.push_back(side);
            }
        }
    }
    return sides;
}

bool Match::hasCommitted(int side) const {
    const MatchRound* round = openRound();
    return round && round->committed(side);
}

// --- orders ----------------------------------------------------------------------

std::string Match::whyCannotOrder(int side) const {
    const MatchRound* round = openRound();
    if (!round) {
        return over_ ? "the game is over" : "no step is open for orders";
    }
    if (!playsHere(side)) {
        return fmt::format("{}'s orders are given by the other player", sideName(side));
    }
    if (!round->givesOrders(side)) {
        return fmt::format("{} has no orders to give in this step", sideName(side));
    }
    if (round->committed(side)) {
        return fmt::format("{}'s orders for this step are fixed", sideName(side));
    }
    return {};
}

std::string Match::whyNotAnOrder(int side, const Command& order, bool setUp) const {
    const std::string unitId = order.orderedUnit();
    if (unitId.empty()) {
        return "only orders to units are given in a game between two people";
    }
    const bool placing = order.type() == "deployUnit";
    if (placing != setUp) {
        return setUp ? "before the first bound units are only set up in their zones"
                     : "units are set up only before the first bound";
    }
    const Unit* unit = shared_->state().findUnit(unitId);
    if (!unit) {
        return fmt::format("there is no unit \"{}\"", unitId);
    }
    if (unit->side != side) {
        return fmt::format("{} belongs to {}: a player gives orders only to their own side",
                           unit->name, sideName(unit->side));
    }
    return {};
}

GameChange Match::giveOrder(int side, std::unique_ptr<Command> order) {
    if (!order) {
        return GameChange::refused("no order given");
    }
    if (const std::string why = whyCannotOrder(side); !why.empty()) {
        return GameChange::refused(why);
    }
    if (const std::string why = whyNotAnOrder(side, *order, openRound()->setUp); !why.empty()) {
        return GameChange::refused(why);
    }
    nlohmann::json json = order->toJson();
    Game& draft = *drafts_[static_cast<std::size_t>(side)];
    GameChange change = draft.apply(std::move(order));
    if (change.accepted()) {
        json.erase("dice");
        json.erase("playerDice");
        recordPrivate("order", side, std::move(json));
    }
    return change;
}

GameChange Match::undoOrder(int side) {
    if (!canUndoOrder(side)) {
        return GameChange::refused(whyCannotOrder(side).empty() ? "there is no order to take back"
                                                                : whyCannotOrder(side));
    }
    GameChange change = drafts_[static_cast<std::size_t>(side)]->undo();
    if (change.accepted()) {
        recordPrivate("undoOrder", side, {});
    }
    return change;
}

GameChange Match::redoOrder(int side) {
    if (!canRedoOrder(side)) {
        return GameChange::refused("there is no order to give again");
    }
    GameChange change = drafts_[static_cast<std::size_t>(side)]->redo();
    if (change.accepted()) {
        recordPrivate("redoOrder", side, {});
    }
    return change;
}

bool Match::canUndoOrder(int side) const {
    return whyCannotOrder(side).empty() && openRound() &&
           drafts_[static_cast<std::size_t>(side)]->cursor() > openRound()->openingCursor;
}

bool Match::canRedoOrder(int side) const {
    return whyCannotOrder(side).empty() && drafts_[static_cast<std::size_t>(side)]->canRedo();
}

std::vector<const Command*> Match::ordersOf(int side) const {
    std::vector<const Command*> orders;
    const MatchRound* round = openRound();
    const Game* draft =
        side >= 0 && side < 2 ? drafts_[static_cast<std::size_t>(side)].get() : nullptr;
    if (round && draft) {
        for (std::size_t i = round->openingCursor; i < draft->cursor(); ++i) {
            orders.push_back(&draft->command(i));
        }
    }
    return orders;
}

nlohmann::json Match::ordersJsonOf(int side) const {
    nlohmann::json orders = nlohmann::json::array();
    for (const Command* order : ordersOf(side)) {
        nlohmann::json json = order->toJson();
        json.erase("dice");
        json.erase("playerDice");
        orders.push_back(std::move(json));
    }
    return orders;
}

std::string Match::commit(int side) {
    const MatchRound* round = openRound();
    if (!round) {
        return over_ ? "the game is over" : "no step is open for orders";
    }
    if (!playsHere(side)) {
        return fmt::format("{}'s orders are given by the other player", sideName(side));
    }
    if (round->committed(side)) {
        return fmt::format("{}'s orders for this step are already fixed", sideName(side));
    }
    commitOrders(side);
    writeDueEntries();
    return {};
}

void Match::commitOrders(int side) {
    MatchRound& round = rounds_.back();
    auto pending = std::make_unique<MatchPending>();
    pending->orders = round.givesOrders(side) ? ordersJsonOf(side) : nlohmann::json::array();
    pending->share =
        shareFor(secrets_[static_cast<std::size_t>(side)], setup_.gameId, round.number);
    LedgerEntry entry = round.ordersEntry(LedgerEntry::Kind::Commit, sideId(side));
    entry.commitment = toHex(commitmentOf(setup_.gameId, round.number, sideId(side),
                                          pending->orders.dump(), pending->share));
    pending_[static_cast<std::size_t>(side)] = std::move(pending);
    write(ledgerOf(side), std::move(entry));
}

bool Match::playComputerSides() {
    bool gave = false;
    for (int side = 0; side < 2; ++side) {
        const auto& computer = computers_[static_cast<std::size_t>(side)];
        if (!computer || !givesOrders(side) || !playsHere(side)) {
            continue;
        }
        for (std::unique_ptr<Command>& order : computerOrders_->orders(*shared_, side, *computer)) {
            // The computer's orders are legal on the shared game; one that a
            // unit's own earlier order makes impossible is simply left out.
            giveOrder(side, std::move(order));
        }
        commitOrders(side);
        gave = true;
    }
    return gave;
}

// --- taking back ---------------------------------------------------------------

std::optional<std::uint64_t> Match::roundToTakeBack() const {
    for (auto it = rounds_.rbegin(); it != rounds_.rend(); ++it) {
        if (it->status == MatchRound::Status::Resolved) {
            return it->number;
        }
    }
    return std::nullopt;
}

std::string Match::askUndo(int side) {
    if (!ownsLedger_[static_cast<std::size_t>(ledgerOf(side))]) {
        return fmt::format("{} is played by the other player", sideName(side));
    }
    if (undoRequest_) {
        return "a request to take back steps is waiting for its answer";
    }
    const std::optional<std::uint64_t> target = roundToTakeBack();
    if (!target) {
        return "no step has been resolved yet";
    }
    LedgerEntry entry;
    entry.kind = LedgerEntry::Kind::UndoAsk;
    entry.round = rounds_.empty() ? 0 : rounds_.back().number;
    entry.toRound = *target;
    write(ledgerOf(side), std::move(entry));
    writeDueEntries();
    return {};
}

std::optional<std::uint64_t> Match::undoAskedOf(int side) const {
    if (!undoRequest_ || undoRequest_->ledgerSide == ledgerOf(side)) {
        return std::nullopt;
    }
    return undoRequest_->toRound;
}

std::string Match::answerUndo(int side, bool agree) {
    if (!undoAskedOf(side)) {
        return "there is no request to take back steps to answer";
    }
    if (!ownsLedger_[static_cast<std::size_t>(ledgerOf(side))]) {
        return fmt::format("{} is played by the other player", sideName(side));
    }
    LedgerEntry entry;
    entry.kind = LedgerEntry::Kind::UndoAnswer;
    entry.round = rounds_.empty() ? 0 : rounds_.back().number;
    entry.ask = undoRequest_->entry;
    entry.agree = agree;
    write(ledgerOf(side), std::move(entry));
    writeDueEntries();
    return {};
}

// --- between the players ----------------------------------------------------------

std::string Match::chat(int side, const std::string& text) {
    if (side < 0 || side > 1 || !ownsLedger_[static_cast<std::size_t>(ledgerOf(side))]) {
        return "only a side played here can write";
    }
    if (text.empty() || text.size() > 2000) {
        return "a chat line has 1 to 2000 characters";
    }
    LedgerEntry entry;
    entry.kind = LedgerEntry::Kind::Chat;
    entry.round = rounds_.empty() ? 0 : rounds_.back().number;
    entry.text = text;
    write(ledgerOf(side), std::move(entry));
    return {};
}

std::string Match::leave(int side) {
    if (side < 0 || side > 1 || !ownsLedger_[static_cast<std::size_t>(ledgerOf(side))]) {
        return "only a side played here can leave";
    }
    LedgerEntry entry;
    entry.kind = LedgerEntry::Kind::Leave;
    entry.round = rounds_.empty() ? 0 : rounds_.back().number;
    write(ledgerOf(side), std::move(entry));
    return {};
}

std::string Match::handOver(int handed, const CommanderSettings& computer) {
    if (handed < 0 || handed > 1) {
        return "there is no such side";
    }
    // Written in a ledger of this program: the other side's when this program
    // plays both (one screen), else its own.
    int writer = -1;
    for (int side = 0; side < 2; ++side) {
        if (ownsLedger_[static_cast<std::size_t>(side)] && (writer < 0 || side != handed)) {
            writer = side;
        }
    }
    if (writer < 0) {
        return "this program plays no side";
    }
    LedgerEntry entry;
    entry.kind = LedgerEntry::Kind::HandOver;
    entry.round = rounds_.empty() ? 0 : rounds_.back().number;
    entry.handed = sideId(handed);
    entry.difficulty = std::string(difficultyKey(computer.difficulty));
    handOverSeed_ = computer.seed;
    write(writer, std::move(entry));
    writeDueEntries();
    return {};
}

std::vector<MatchEvent> Match::takeEvents() {
    return std::exchange(events_, {});
}

void Match::setRecorder(std::function<void(const std::string& line)> recorder) {
    recorder_ = std::move(recorder);
}

void Match::notify(MatchEvent event) {
    events_.push_back(std::move(event));
}

void Match::record(const std::string& line) {
    if (replaying_) {
        return;
    }
    if (buffering_) {
        recordBuffer_.push_back(line);
    } else if (recorder_) {
        recorder_(line);
    }
}

void Match::recordPrivate(const std::string& what, int side, nlohmann::json command) {
    nlohmann::json line{{"private", what},
                        {"side", sideId(side)},
                        {"round", rounds_.empty() ? 0 : rounds_.back().number}};
    if (!command.is_null()) {
        line["command"] = std::move(command);
    }
    record(line.dump());
}

const std::string& Match::write(int ledgerSide, LedgerEntry entry) {
    entry.seen = ledgers_[static_cast<std::size_t>(1 - ledgerSide)].size();
    // Orders carry no time: a program that reopens an earlier record of its
    // own and gives the same orders again writes the very same entries.
    if (entry.kind != LedgerEntry::Kind::Commit && entry.kind != LedgerEntry::Kind::Reveal) {
        entry.time = entryTimeNow();
    }
    Ledger& ledger = ledgers_[static_cast<std::size_t>(ledgerSide)];
    const std::string& line = ledger.append(std::move(entry));
    record(line);
    // Entries written here are made right; processing them cannot fail.
    const std::string error = processEntry(ledgerSide, ledger.entry(ledger.size()), true);
    if (!error.empty()) {
        throw std::logic_error("an entry written here did not fit the game: " + error);
    }
    return line;
}

}  // namespace adjutant
