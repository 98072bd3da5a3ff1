#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "core/engine/Game.h"
#include "core/referee/RefereeRegistry.h"

namespace adjutant {

/// What playing bounds headless did.
struct DefaultPlayReport {
    int boundsPlayed = 0;
    std::size_t commandsApplied = 0;
    /// Proposed orders the game refused (e.g. two units' moves that collide once
    /// the first is made); they are left out, and the save never holds them.
    std::size_t ordersRefused = 0;
    /// Empty when every step was resolved; otherwise why play stopped.
    std::string error;
    /// Play stopped early because the `stop` test said the game was over.
    bool stoppedEarly = false;
};

/// Applies one order as a command through `game`, counting it in `report` as
/// applied or refused; `afterCommand` runs after an accepted one.
bool applyOrder(Game& game, std::unique_ptr<Command> command, DefaultPlayReport& report,
                const std::function<void()>& afterCommand);

/// The kinds of the referee's default orders, in the order they are given.
enum class DefaultOrderKind { Charge, Manoeuvre, Fire };

/// What has already been ordered that default orders must not order again:
/// units with a charge declared or a fire order waiting (the referee's
/// standing orders), and units given a manoeuvre since the present step
/// began. Default orders leave such units to the order they have.
class OrdersAlreadyGiven {
  public:
    OrdersAlreadyGiven(const Game& game, const RulesetReferee& referee);
    bool charge(const std::string& unitId) const { return charges_.count(unitId) > 0; }
    bool manoeuvre(const std::string& unitId) const { return manoeuvres_.count(unitId) > 0; }
    bool fire(const std::string& unitId) const { return fires_.count(unitId) > 0; }
    bool has(DefaultOrderKind kind, const std::string& unitId) const;

  private:
    std::set<std::string> charges_, manoeuvres_, fires_;
};

/// One of the referee's default orders, made into its command.
struct DefaultOrder {
    DefaultOrderKind kind = DefaultOrderKind::Charge;
    std::string unitId;    // the unit ordered
    std::string targetId;  // a fire order's target
    std::unique_ptr<Command> command;
};

/// The one loop of the referee's default orders for the step the game stands
/// at: charges, then manoeuvres, then fire orders, each kind asked of the
/// referee once the kind before it is in, as what it proposes depends on what
/// has been ordered. `wanted` leaves a unit's order of a kind out (a unit of
/// another side, one already ordered); `give` applies the command through
/// whatever holds the game.
void forEachDefaultOrder(const Game& game, const RulesetReferee& referee,
                         const std::shared_ptr<const RefereeRegistry>& referees,
                         const std::function<bool(DefaultOrderKind, const std::string&)>& wanted,
                         const std::function<void(DefaultOrder)>& give);

/// Gives the orders of one or both sides for the step the game stands at,
/// as commands through the game. Whoever gives them (the referee's default
/// orders, a computer commander) plays through the same loop.
class StepOrders {
  public:
    virtual ~StepOrders() = default;
    virtual void giveOrders(Game& game, DefaultPlayReport& report,
                            const std::function<void()>& afterCommand) = 0;
};

/// The referee's simple default orders (advance, fire at the nearest target in
/// arc) for the units of `side`, or of both sides when it has none: charges,
/// then manoeuvres, then fire orders; none for a unit already given an order
/// of that kind (OrdersAlreadyGiven).
class DefaultStepOrders final : public StepOrders {
  public:
    explicit DefaultStepOrders(std::shared_ptr<const RefereeRegistry> referees,
                               std::optional<int> side = std::nullopt)
        : referees_(std::move(referees)), side_(side) {}
    void giveOrders(Game& game, DefaultPlayReport& report,
                    const std::function<void()>& afterCommand) override;

  private:
    bool commands(const GameState& state, const std::string& unitId) const;

    std::shared_ptr<const RefereeRegistry> referees_;
    std::optional<int> side_;
};

/// Plays whole bounds headless: in every step each of `givers` in turn gives
/// its orders as commands, then the step is resolved with a
/// ResolveStepCommand, all through `game` so its journal (and a save of it)
/// holds every command with its dice. Stops after `bounds` bounds, at the
/// first step of the next one; at the first step that cannot be resolved; or,
/// when `stop` is given, at the end of the first bound after which it says
/// the game is over. `afterCommand` (if given) runs after each command the
/// game accepted, e.g. to append it to a saved game.
DefaultPlayReport playBounds(Game& game, const std::shared_ptr<const RefereeRegistry>& referees,
                             const std::vector<StepOrders*>& givers, int bounds,
                             const std::function<void()>& afterCommand = {},
                             const std::function<bool(const GameState&)>& stop = {});

/// playBounds with the referee's default orders for both sides.
DefaultPlayReport playDefaultBounds(Game& game,
                                    const std::shared_ptr<const RefereeRegistry>& referees,
                                    int bounds, const std::function<void()>& afterCommand = {});

}  // namespace adjutant
