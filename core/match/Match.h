#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/ai/ComputerOrders.h"
#include "core/ai/VictoryWatch.h"
#include "core/engine/EngineRegistry.h"
#include "core/engine/Game.h"
#include "core/match/Ledger.h"
#include "core/match/MatchPending.h"
#include "core/match/MatchRound.h"
#include "core/match/MatchSetup.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// Something a front end shows a player, taken with Match::takeEvents().
struct MatchEvent {
    enum class Kind {
        RoundOpened,    // a step in which someone gives orders has begun
        Committed,      // a side's orders are fixed (hidden until both are)
        RoundResolved,  // both sides' orders were revealed and the game moved on
        UndoAsked,      // a side asks to take back resolved steps
        UndoAnswered,   // the other side agreed (the steps were taken back) or refused
        Chat,           // a chat line
        HandedOver,     // a side is played by the other program's computer from now on
        PlayerLeft,     // a side's player left the game
        GameOver,       // the game has ended
    };
    Kind kind = Kind::RoundOpened;
    int side = -1;  // the side it concerns (who committed, asked, wrote ...)
    std::uint64_t round = 0;
    bool agree = false;  // UndoAnswered
    std::string text;    // a chat line, or what happened in words
};

/// What came of entries received from the other program.
struct MatchReceipt {
    bool accepted = false;
    std::size_t newEntries = 0;  // entries taken in (0 with `accepted`: nothing new)
    std::string error;           // why the whole lot was refused: the source, the entry, what
};

/// A game between two people (docs/two-player.md): the game both sides share,
/// each side's ledger, the rounds of hidden orders, and each side's orders
/// being given here, hidden from the other side until both are in.
///
/// In every step in which a side gives orders (the referee says which,
/// RulesetReferee::orderGivers), each side commits to its orders with a hash
/// of them and of a secret share; once both commitments are in, each reveals
/// its orders and share; the step's dice are then seeded from both shares,
/// both sides' orders are carried out and the game runs on to the next step
/// in which someone gives orders. Nobody learns a die of the step before both
/// sides' orders are fixed, and nobody can change them afterwards.
///
/// Both programs of a game run a Match and feed each other the entries their
/// ledgers gain; from the same entries they reach the same game, which each
/// checks against the state hash the other gives at every round. Everything is
/// deterministic: the record of the entries (MatchRecord) rebuilds it.
class Match {
  public:
    /// A new game; `setup.sides` says which sides are played here (each with
    /// its secret). Throws std::invalid_argument for a scenario without
    /// exactly two sides or a setup with problems.
    Match(MatchSetup setup, const EngineRegistry& engines,
          std::shared_ptr<const RefereeRegistry> referees);
    ~Match();
    Match(const Match&) = delete;
    Match& operator=(const Match&) = delete;

    /// A copy to try entries on before taking them for good (receive).
    std::unique_ptr<Match> clone() const;

    const MatchSetup& setup() const { return setup_; }
    const std::string& gameId() const { return setup_.gameId; }
    const std::string& sideId(int side) const { return setup_.sides.at(side).id; }
    std::string sideName(int side) const;
    std::optional<int> sideOf(const std::string& sideId) const;
    /// Whether the side's orders are given in this program (from the start,
    /// or since a hand-over to this program's computer).
    bool playsHere(int side) const;
    /// The computer's settings where it gives the side's orders here.
    const std::optional<CommanderSettings>& computerFor(int side) const;

    /// The game both sides share: every resolved step, nobody's hidden orders.
    const Game& shared() const { return *shared_; }
    /// What `side` sees: the shared game with its own orders of the open
    /// round given (while it gives them, and once fixed until the reveal).
    const Game& view(int side) const;
    const Ledger& ledger(int side) const { return ledgers_.at(side); }

    // --- the round open now ------------------------------------------------------
    /// The open round, or nullptr once the game is over.
    const MatchRound* openRound() const;
    const std::vector<MatchRound>& rounds() const { return rounds_; }
    /// The side gives orders in the open round and has not fixed them yet.
    bool givesOrders(int side) const;
    /// The sides still to fix their orders in the open round, in scenario order.
    std::vector<int> sidesToCommit() const;
    bool hasCommitted(int side) const;
    bool isOver() const { return over_; }
    /// One line on how the game ended, once it is over.
    const std::string& outcome() const { return outcome_; }

    // --- orders, given here -------------------------------------------------------
    /// Gives one of `side`'s orders in the open round. Refused (with the
    /// reason) for a side not played here, one with no orders to give now or
    /// already committed, a command that is not an order, or an order for a
    /// unit of the other side.
    GameChange giveOrder(int side, std::unique_ptr<Command> order);
    /// Takes back `side`'s last order of the open round, or gives it again.
    GameChange undoOrder(int side);
    GameChange redoOrder(int side);
    bool canUndoOrder(int side) const;
    bool canRedoOrder(int side) const;
    /// The orders `side` has given in the open round, as they stand.
    std::vector<const Command*> ordersOf(int side) const;
    /// "Ready": fixes `side`'s orders for the open round. Returns why not, or empty.
    std::string commit(int side);
    /// Has the computer give and fix the orders of every side it plays here
    /// that still has orders to give; true when it gave any.
    bool playComputerSides();

    // --- taking back resolved steps ----------------------------------------------
    /// The round `side` may ask to take back (the last resolved one), if any.
    std::optional<std::uint64_t> roundToTakeBack() const;
    /// Asks the other side to take back resolved steps down to round
    /// roundToTakeBack(). Returns why not, or empty.
    std::string askUndo(int side);
    /// A request from the other side still waiting for `side`'s answer.
    std::optional<std::uint64_t> undoAskedOf(int side) const;
    /// Answers that request. Returns why not, or empty.
    std::string answerUndo(int side, bool agree);

    // --- between the players --------------------------------------------------------
    std::string chat(int side, const std::string& text);
    /// Records that `side`'s player has left the game.
    std::string leave(int side);
    /// The computer of this program plays `handed` (the other side) from now
    /// on, after its player left. Returns why not, or empty.
    std::string handOver(int handed, const CommanderSettings& computer);

    // --- exchanging entries ----------------------------------------------------------
    /// Takes entries from the other program (a turn file's, a message's), each
    /// as the line it was sent as; `source` names where they came from in the
    /// error. All or nothing: on any problem nothing changes.
    /// With `allowNothingNew`, entries all already held are accepted quietly
    /// (the network sends some twice); else they are refused as a file opened twice.
    MatchReceipt receive(const std::vector<std::string>& lines, const std::string& source,
                         bool allowNothingNew = false);
    /// How many of `ledgerSide`'s entries the other program is known to hold
    /// (the `seen` of its latest entry).
    std::uint64_t seenByOther(int ledgerSide) const;
    /// The lines of this program's ledgers that the other program is not
    /// known to hold, oldest first: what a turn file or a message carries.
    std::vector<std::string> linesNotSeen() const;

    /// Lines this program must keep in its record of the game, in order: every
    /// ledger entry it takes in or writes, and the orders being given here.
    void setRecorder(std::function<void(const std::string& line)> recorder);
    /// Takes one line of a record back in (MatchRecord); false with `error` on
    /// a line that does not fit. Automatic entries are not written meanwhile.
    bool replayRecordLine(const std::string& line, std::string& error);
    /// Writes whatever entries are due now: after the game is made, or its
    /// record replayed (automatic commitments, reveals, the computer's orders).
    void start();

    /// Events since the last call, oldest first.
    std::vector<MatchEvent> takeEvents();

    /// Why `side` cannot give orders now (not played here, nothing to
    /// order in this step, orders already fixed, the game over); empty when it can.
    std::string whyCannotOrder(int side) const;

  private:
    Match(const Match& other, int /*copyTag*/);
    void swapWith(Match& other);

    const RulesetReferee& referee() const;
    void beginRound();
    void writeDueEntries();
    std::string processEntry(int ledgerSide, const LedgerEntry& entry, bool writtenHere);
    std::string processCommit(int ledgerSide, const LedgerEntry& entry);
    std::string processReveal(int ledgerSide, const LedgerEntry& entry);
    std::string processUndoAnswer(int ledgerSide, const LedgerEntry& entry);
    std::string whyTooEarly(int ledgerSide, const LedgerEntry& entry) const;
    std::string checkRoundEntry(int ledgerSide, const LedgerEntry& entry, int& forSide) const;
    std::string processHandOver(int ledgerSide, const LedgerEntry& entry);
    std::string checkOrders(int side, const nlohmann::json& orders, bool setUp,
                            const LedgerEntry& entry) const;
    std::string whyNotAnOrder(int side, const Command& order, bool setUp) const;
    nlohmann::json ordersJsonOf(int side) const;
    void commitOrders(int side);
    void revealOrders(int side);
    void recordPrivate(const std::string& what, int side, nlohmann::json command);
    void followVictory();
    bool judgeEnd();
    void resolveRound(MatchRound& round);
    void runOn();
    void rollBackTo(std::uint64_t roundNumber);
    void voidOpenRound();
    const std::string& write(int ledgerSide, LedgerEntry entry);
    void record(const std::string& line);
    void notify(MatchEvent event);
    int ledgerOf(int side) const { return controller_.at(side); }

    MatchSetup setup_;
    const EngineRegistry& engines_;
    std::shared_ptr<const RefereeRegistry> referees_;
    std::unique_ptr<Game> shared_;
    std::array<Ledger, 2> ledgers_;
    std::array<int, 2> controller_{0, 1};           // the ledger that carries each side's orders
    std::array<bool, 2> ownsLedger_{false, false};  // this program writes that ledger
    std::array<std::string, 2> secrets_;            // of the sides played here
    std::array<std::optional<CommanderSettings>, 2> computers_;
    std::uint64_t handOverSeed_ = 1;
    std::vector<MatchRound> rounds_;
    std::array<std::unique_ptr<Game>, 2> drafts_;
    std::array<std::unique_ptr<MatchPending>, 2> pending_;
    std::array<nlohmann::json, 2> takenBackOrders_;  // orders of a round taken back, given again
    // A request to take back steps: the asking ledger, its entry, the round.
    struct UndoRequest {
        int ledgerSide = -1;
        std::uint64_t entry = 0;
        std::uint64_t toRound = 0;
    };
    std::optional<UndoRequest> undoRequest_;
    bool setUpDone_ = false;
    bool over_ = false;
    std::string outcome_;
    VictoryWatch victory_;
    int judgedBound_ = 1;  // the bound the end of the game was last judged at
    bool replaying_ = false;
    bool buffering_ = false;  // a trial copy keeps its record lines until it is taken
    std::vector<std::string> recordBuffer_;
    std::function<void(const std::string&)> recorder_;
    std::vector<MatchEvent> events_;
    std::unique_ptr<ComputerOrders> computerOrders_;
};

}  // namespace adjutant
