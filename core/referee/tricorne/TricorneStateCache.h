#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "core/geometry/FootprintIndex.h"
#include "core/geometry/UnitLayout.h"
#include "core/model/Formation.h"
#include "core/model/Pose.h"
#include "core/referee/WaterCrossings.h"
#include "core/rules/tricorne/TricorneActionCode.h"
#include "core/rules/tricorne/TricorneFactor.h"
#include "core/rules/tricorne/TricorneTables.h"

namespace adjutant {

class ChargePathMemo;
class GameState;
class TricorneLayoutMemo;
struct TricorneTroopType;
class TricorneGameState;
struct TricorneUnitState;

/// What every TricorneContext would otherwise work out again from the state:
/// the rule readings in force, each unit's stands and a grid index of their
/// footprints. It lives with the Tricorne part of the state, so that the many
/// short-lived contexts of a bound (one per manoeuvre checked, per reaction
/// carried out) share it, and a bound costs about n log n, not n squared.
///
/// It is not part of the state's value: never saved or hashed, and a copy of
/// the state starts without one. `sync` brings it up to date, laying out again
/// only the units changed since it last looked (GameState::unitChanges,
/// TricorneGameState::statusChanges) whose layout inputs really changed.
class TricorneStateCache {
  public:
    /// When true, every sync that finds a change also compares every unit's
    /// layout inputs and throws std::logic_error on any difference: a test aid
    /// that catches a change made without an edit that notes it. Read from the
    /// environment variable ADJUTANT_VERIFY_STATE_CACHE=1 at start.
    static bool verifyEverySync;

    TricorneStateCache(const GameState& state, const TricorneGameState& tricorne);
    ~TricorneStateCache();
    TricorneStateCache(const TricorneStateCache&) = delete;
    TricorneStateCache& operator=(const TricorneStateCache&) = delete;

    /// Lays out again the units changed since the last sync whose layout
    /// inputs changed. Costs two comparisons when nothing changed.
    void sync(const GameState& state, const TricorneGameState& tricorne);

    const RuleChoices& choices() const { return choices_; }
    /// How rivers, fords and bridges are read (three of the choices above),
    /// worked out once: every path measured over the ground asks.
    const WaterReadings& waterReadings() const { return water_; }
    /// The ruleset's words for an action (its `words` group "actions"), looked
    /// up once each: a bound puts some five thousand actions into words, and
    /// the words never change in a game.
    const std::string& actionWord(const GameState& state, TricorneActionCode code) const;
    /// The ruleset's word for `key` in its `words` group `group`
    /// (RulesetDefinition::word), looked up once each: the morale and charge
    /// response tests ask for some four thousand a bound, always the same few.
    const std::string& word(const GameState& state, std::string_view group,
                            std::string_view key) const;
    /// The movement table's row `key` under this game's readings
    /// (TricorneMovementTable::classFor with choices()), worked out once per
    /// row: every pace asks for it.
    const std::optional<TricorneMovementClass>& movementClass(const TricorneTables& tables,
                                                              const std::string& key) const;
    double distanceMultiplier() const { return distanceMultiplier_; }

    /// The stands of the unit at this position of state.units(); nullptr when
    /// the geometry cannot lay it out.
    const geometry::UnitLayout* layout(std::size_t position) const;
    /// Positions of units whose footprint comes within `distance` of the
    /// polygon (edge to edge, inclusive), in scenario order.
    std::vector<std::size_t> within(const std::vector<Vec2>& polygon, double distance) const;
    /// Positions of units whose footprint comes within kContactTolerance of
    /// the footprint of the unit at `position` (which must have a layout):
    /// within(layout(position)->footprint, kContactTolerance), kept until any
    /// unit is laid out again. The steps of a bound ask who touches a unit
    /// again and again (melee, morale, breakthrough) while nothing moves.
    const std::vector<std::size_t>& touching(std::size_t position) const;

    /// A count that grows each time any unit is laid out again, and its value
    /// when the unit at `position` last was (0: as the cache was built). A
    /// memo of measurements (ChargePathMemo) compares them to know that
    /// nothing it measured has moved or changed shape since.
    std::uint64_t layoutRevision() const { return revision_; }
    std::uint64_t layoutRevision(std::size_t position) const { return revisions_.at(position); }
    /// The charge paths planned on this state, kept while they hold.
    ChargePathMemo& chargePaths() const { return *chargePaths_; }
    /// Layouts of units at trial poses and shapes, kept as they are asked for.
    TricorneLayoutMemo& trialLayouts() const { return *trialLayouts_; }

    /// The troop type of the unit at `position` (whose type is `type`), looked
    /// up once when the cache was built; nullptr beyond the cached units (ask
    /// the tables). A bound asks for troop types by the hundred thousand, and
    /// comparing the type each time read a line of the unit that the caller
    /// often never needed: a unit's type never changes in a game (as for
    /// generalUnits), so only ADJUTANT_VERIFY_STATE_CACHE=1 compares it.
    const TricorneTroopType* troopAt(std::size_t position, const std::string& type) const {
        if (position >= troops_.size()) {
            return nullptr;
        }
        if (verifyEverySync) {
            verifyTroopType(position, type);
        }
        return troops_[position];
    }

    /// The status of the unit at `position` of state.units() (whose id is
    /// `id`): the status kept at that place, which is the unit's own place in
    /// the scenario. With ADJUTANT_VERIFY_STATE_CACHE=1 the place is checked
    /// against the id.
    const TricorneUnitState& statusAt(const TricorneGameState& tricorne, std::size_t position,
                                      const std::string& id) const;

    /// Positions of the units that are generals (troop category "general"),
    /// in scenario order: a unit's type never changes in a game.
    const std::vector<std::size_t>& generalUnits() const { return generalUnits_; }
    /// Positions of the battalion guns fielded as units whose battalion is
    /// `battalionId` (their status `battalion`, set by the scenario only).
    const std::vector<std::size_t>& gunsOfBattalion(const std::string& battalionId) const;

  private:
    void verifyTroopType(std::size_t position, const std::string& type) const;

    // Everything layoutSpecFor and layoutUnit read.
    // In the order sameInputs compares them, the type (which never changes in
    // a game) last, so that a comparison that stops early reads one line.
    struct LayoutInputs {
        Pose pose;
        Formation formation = Formation::Line;
        int figures = 0;
        int guns = 0;
        Cohesion cohesion = Cohesion::Ordered;
        std::string type;
        bool operator==(const LayoutInputs&) const = default;
    };
    static LayoutInputs inputsOf(const GameState& state, const TricorneGameState& tricorne,
                                 std::size_t position);
    bool sameInputs(const GameState& state, const TricorneGameState& tricorne,
                    std::size_t position) const;
    void relayout(const GameState& state, std::size_t position, LayoutInputs inputs);
    void verify(const GameState& state, const TricorneGameState& tricorne) const;

    std::uint64_t unitsSeen_ = 0;  // the revisions of the state this cache last looked at
    std::uint64_t statusesSeen_ = 0;
    RuleChoices choices_;
    WaterReadings water_;
    mutable std::vector<std::optional<std::string>> actionWords_;  // by code, as asked for
    struct WordKeyHash {
        using is_transparent = void;
        std::size_t operator()(std::string_view key) const {
            return std::hash<std::string_view>{}(key);
        }
    };
    // By group and key joined with a newline (neither holds one), as asked for.
    mutable std::unordered_map<std::string, std::string, WordKeyHash, std::equal_to<>> words_;
    mutable std::unordered_map<std::string, std::optional<TricorneMovementClass>>
        movementClasses_;  // by row, as asked for
    double distanceMultiplier_ = 1.0;
    std::vector<LayoutInputs> inputs_;
    // Whether each unit could be laid out is kept apart from its layout: an
    // optional's flag lies after the layout it guards, a line away from the
    // footprint most callers read next.
    std::vector<geometry::UnitLayout> layouts_;
    std::vector<bool> laidOut_;
    geometry::FootprintIndex index_;
    std::vector<std::size_t> generalUnits_;
    std::vector<std::string> troopTypeKeys_;  // each unit's type when its troop was looked up
    std::vector<const TricorneTroopType*> troops_;
    std::uint64_t revision_ = 0;
    std::vector<std::uint64_t> revisions_;
    // touching()'s answers by position, each with the revision_ it was
    // measured at: any relayout moves revision_ on and so forgets them all.
    struct Touching {
        std::uint64_t revision = 0;
        bool measured = false;
        std::vector<std::size_t> positions;
    };
    mutable std::vector<Touching> touching_;
    std::unique_ptr<ChargePathMemo> chargePaths_;  // mutable through a const cache, like a memo
    std::unique_ptr<TricorneLayoutMemo> trialLayouts_;  // the same
    std::unordered_map<std::string, std::vector<std::size_t>> gunsOfBattalion_;
};

/// A unit's cohesion as the layout sees it, from its Tricorne status.
Cohesion tricorneCohesion(const TricorneGameState& tricorne, const std::string& unitId);
Cohesion cohesionOf(const TricorneUnitState& status);

}  // namespace adjutant
