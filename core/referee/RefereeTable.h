#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/referee/ManoeuvreOffer.h"
#include "core/referee/TurnReport.h"
#include "core/referee/UnitDescription.h"
#include "core/referee/UnitPicture.h"
#include "core/referee/UnitStanding.h"
#include "core/rules/Explanation.h"

namespace adjutant {

/// What the table shows around one unit, in table inches, as the ruleset's
/// procedures work it out (the UI only draws it). Polygons are outlines, not
/// closed, in table coordinates. Everything is empty for a ruleset that gives
/// no overlays.
struct OverlayRangeBand {
    std::string weapon;     // the weapon row's name, "Musket"
    std::string name;       // "short", "medium", "long"
    double fromInches = 0;  // the band starts beyond this (0 for short range)
    double toInches = 0;    // and reaches this, inclusive
    /// The ground in the arc within `toInches` of the face: the short band lies
    /// inside the medium, the medium inside the long.
    std::vector<Vec2> within;
};
struct OverlayArc {
    Vec2 faceLeft, faceRight;  // the edge the arc opens from
    double halfAngleDegrees = 0;
    std::vector<Vec2> wedge;  // the arc, as deep as the farthest band or the charge reach
    std::vector<OverlayRangeBand> bands;
};
struct UnitOverlays {
    std::string unitId;
    /// The unit's outline as the referee lays it out (unformed as its status says).
    std::vector<Vec2> footprint;
    /// One arc per face that fires or charges (a square has four).
    std::vector<OverlayArc> arcs;
    /// Where the front-edge centre can get to in a charge this bound, the
    /// ground and the wheel counted; empty with `chargeWhyNot` when it cannot charge.
    std::vector<Vec2> chargeReach;
    double chargeReachInches = 0;
    std::string chargeWhyNot;
    /// The move left this bound and where the front-edge centre can get to
    /// with it, facing unchanged, the ground counted. A referee that works the
    /// area out cheaply fills it here (other units are not counted: the
    /// manoeuvre check says when one is in the way); the others leave it empty
    /// and give it from movementArea(), for the unit being moved only.
    double allowanceInches = 0;
    std::vector<Vec2> allowance;
    std::string allowanceWhyNot;
    /// Where an enemy stands on the unit's flanks or in its rear; each runs
    /// out to the table's size (clip it to the table). Empty for a unit with none.
    std::vector<Vec2> leftFlank, rightFlank, rear;
    /// How the regions were worked out, for a tooltip.
    std::string note;
};

/// A fire order looked at before it is given: whether it may be given now and
/// why not, what the volley would see and reach, and what it would do before
/// any die is thrown.
struct FirePreview {
    bool legal = false;    // the order may be given now
    std::string reason;    // why not; empty when legal
    bool canFire = false;  // the volley could be fired as the units stand
    bool inArc = false;
    bool sightClear = true;
    std::string sightBlockedBy;
    Vec2 sightFrom, sightTo;  // the line of fire to draw
    double distance = 0;      // table inches, as the bands are read
    std::string band;         // "short", "medium", "long"; empty beyond long range
    double weaponTotal = 0;
    double factorTotal = 0;
    double totalBeforeDie = 0;
    double expectedCasualties = 0;
    /// The working up to the die in the ruleset's own terms, one line each
    /// ("Weapon 3 + factors 1 = 4 before the die", "4 dice, each hitting on 1
    /// or 2"): what the fire tool shows. Empty when it cannot fire.
    std::vector<std::string> working;
    /// The chance of each number of casualties (index = casualties).
    std::vector<double> casualtyChances;
    Explanation explanation;  // the calculation up to the die, then the expectation
};

/// A referee's third role: what the table and the docks show and offer. The
/// manoeuvres a drag or a unit's menu makes, the unit's stands, marks and
/// overlays, what a fire order would do before the dice, and what the unit
/// inspector says; the window draws exactly what it answers.
class RefereeTable {
  public:
    virtual ~RefereeTable() = default;

    // --- orders made on the table -----------------------------------------------
    /// The ways a drag of the unit may be made where the rules leave the choice
    /// to the player (its paces, advancing to fire); none: a drag is simply a
    /// move. The first is the default.
    virtual std::vector<ManoeuvreMode> moveModes(const GameState& /*state*/,
                                                 const std::string& /*unitId*/) const {
        return {};
    }
    /// The manoeuvre a drag on the table makes in this ruleset (a move along a
    /// path, a wheel, a pivot, a move by prolonge ...), with the verdict on it
    /// now; nothing when the ruleset makes no manoeuvre of such a drag.
    virtual std::optional<ManoeuvreOffer> offerDrag(const GameState& /*state*/,
                                                    const ManoeuvreDrag& /*drag*/) const {
        return std::nullopt;
    }
    /// What the unit's context menu offers: every manoeuvre the rules give it
    /// that is not made by dragging (changes of formation, turns, limbering,
    /// mounting ...), each with the verdict now, those not legal with the reason.
    virtual std::vector<ManoeuvreOffer> offerManoeuvres(const GameState& /*state*/,
                                                        const std::string& /*unitId*/) const {
        return {};
    }

    // --- overlays -----------------------------------------------------------------
    /// The arcs, range bands, charge reach, movement allowance and flank and
    /// rear zones of one unit as it stands now (empty: the ruleset gives none).
    virtual UnitOverlays overlays(const GameState& /*state*/, const std::string& unitId) const {
        UnitOverlays none;
        none.unitId = unitId;
        return none;
    }
    /// Where the unit's front-edge centre can get with `reachInches` of move in
    /// the way of moving `mode` (one of moveModes; empty: the first), facing
    /// kept, as this referee judges each such move: the area the table
    /// draws when overlays() leaves `allowance` empty without a reason (it is
    /// worked out only for the unit the player is moving, not for every
    /// overlay asked). By default walked out by asking offerDrag
    /// (MovementArea.h); empty when the unit cannot move.
    virtual std::vector<Vec2> movementArea(const GameState& state, const std::string& unitId,
                                           double reachInches, const std::string& mode) const;
    /// What a fire order would do, worked out before the dice (not legal with a
    /// reason when the ruleset gives no preview).
    virtual FirePreview previewFire(const GameState& /*state*/, const std::string& /*firerId*/,
                                    const std::string& /*targetId*/,
                                    const std::string& /*mode*/) const {
        FirePreview none;
        none.reason = "this ruleset gives no fire preview";
        return none;
    }

    // --- the units as the table and the docks show them ------------------------
    /// The unit as the table draws it: its stands as the procedures lay them
    /// out (unformed, reforming, in skirmish order as its status says) and any
    /// groups standing apart from it. By default, laid out in its formation.
    virtual UnitPicture picture(const GameState& state, const std::string& unitId) const;
    /// The unit's stands as they would be laid out at `pose` (the ghost of a
    /// drag), with its present formation and status.
    virtual std::optional<geometry::UnitLayout> layoutAt(const GameState& state,
                                                         const std::string& unitId,
                                                         const Pose& pose) const;
    /// The states in effect on the unit that the table shows beside it.
    virtual std::vector<UnitMark> unitMarks(const GameState& /*state*/,
                                            const std::string& /*unitId*/) const {
        return {};
    }
    /// How far the unit has moved this bound or player turn and what it has
    /// left, as the ruleset counts it.
    virtual UnitMovement unitMovement(const GameState& /*state*/,
                                      const std::string& /*unitId*/) const {
        return {};
    }
    /// What the unit inspector shows about a unit: its rows (identity, strength,
    /// formation, then the ruleset's status) and its present morale status with
    /// the breakdown. The default gives the fields every ruleset shares.
    virtual UnitDescription describeUnit(const GameState& state, const std::string& unitId) const {
        return describeUnitGenerically(state, unitId);
    }
};

}  // namespace adjutant
