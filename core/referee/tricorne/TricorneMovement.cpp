#include "core/referee/tricorne/TricorneMovement.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "core/engine/GameState.h"
#include "core/geometry/Wheel.h"
#include "core/referee/WaterCrossings.h"
#include "core/referee/tricorne/TricorneActivation.h"
#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneMovementObstruction.h"
#include "core/referee/tricorne/TricorneMovementPace.h"
#include "core/referee/tricorne/TricorneMovementTerrain.h"
#include "core/rules/PlainWords.h"

namespace adjutant {

namespace {

using Kind = TricorneManoeuvre::Kind;

// Costs are compared with this slack so that a move measured to exactly its
// allowance is allowed.
constexpr double kSlack = 1e-6;

double timing(const TricorneContext& context, const char* key) {
    return context.factor(context.tables().timings, key);
}

/// The signed change of facing from `from` to `to`, in (-180, 180].
double turnBetween(double from, double to) {
    double d = Pose::normalizeBearing(to - from);
    return d > 180.0 ? d - 360.0 : d;
}

std::string inches(double value) {
    return formatRulesNumber(std::round(value * 10.0) / 10.0);
}

/// One order being checked: the unit, what it has left and the verdict so far.
class Check {
  public:
    Check(const TricorneContext& context, const TricorneManoeuvre& m, const Unit& unit)
        : context_(context),
          m_(m),
          unit_(unit),
          s_(context.status(unit)),
          pace_(tricornePace(context, unit)),
          used_(boundUsed(context, unit)) {
        result_.finalPose = unit.pose;
        result_.allowance = pace_.whyNot.empty() ? pace_.inches * (1.0 - used_) : 0.0;
        result_.explanation = Explanation{
            spelledOut(manoeuvreKindKey(m.kind)) + " " + unit.name, std::nullopt, "13", {}, {}};
        explainAllowance();
    }

    MoveCheck run() {
        if (auto why = whyCannotAct(context_, unit_.id, "movement")) {
            return fail(*why);
        }
        const auto layout = context_.layout(unit_);
        if (!layout) {
            return fail("the unit's stands cannot be laid out");
        }
        layout_ = *layout;
        switch (m_.kind) {
            case Kind::Move:
                return move();
            case Kind::Wheel:
                return wheel();
            case Kind::Turn:
                return turn();
            case Kind::Pivot:
                return pivot();
            case Kind::ChangeFormation:
                return changeFormation();
            case Kind::Limber:
            case Kind::Unlimber:
                return limber();
            case Kind::Reform:
                return reform();
        }
        return fail("unknown manoeuvre");
    }

  private:
    MoveCheck fail(std::string reason) {
        result_.legal = false;
        result_.reason = std::move(reason);
        result_.explanation.value = result_.cost;
        result_.explanation.note = result_.reason;
        return result_;
    }

    MoveCheck pass() {
        result_.legal = true;
        result_.explanation.value = result_.cost;
        result_.explanation.note =
            fmt::format("legal: uses {} of {} in", inches(result_.cost), inches(result_.allowance));
        return result_;
    }

    void explainAllowance() {
        Explanation& e = result_.explanation;
        if (!pace_.whyNot.empty()) {
            e.add("Pace", 0.0, "13.1", pace_.whyNot);
            return;
        }
        e.add("Pace: " + pace_.basis, pace_.tableInches, pace_.rule);
        if (context_.distanceMultiplier() != 1.0) {
            e.add(fmt::format("Figure scale x{}", formatRulesNumber(context_.distanceMultiplier())),
                  pace_.inches, "1.4");
        }
        if (used_ > 0) {
            e.add("Part of the bound already used", used_, "13.4");
        }
        e.add("Allowance left", result_.allowance, "13.1");
    }

    /// Fails unless `cost` fits the allowance; `notes` say what made it dear.
    bool affordable(const std::vector<std::string>& notes, const std::string& what) {
        if (result_.cost <= result_.allowance + kSlack) {
            return true;
        }
        std::string text = fmt::format("{} costs {:.1f} in of {} in", what, result_.cost,
                                       inches(result_.allowance));
        for (std::size_t i = 0; i < notes.size(); ++i) {
            text += (i == 0 ? ": " : "; ") + notes[i];
        }
        fail(text);
        return false;
    }

    bool mayMove() {
        if (!pace_.whyNot.empty()) {
            fail(unit_.name + " cannot move: " + pace_.whyNot);
            return false;
        }
        if (s_.mustHoldPosition) {
            fail(unit_.name + " must hold its position for the rest of the game (15.5)");
            return false;
        }
        if (s_.limberingBoundsLeft > 0 && used_ >= 1.0 - kSlack) {
            fail(unit_.name + " is limbering or unlimbering this bound (13.7)");
            return false;
        }
        return true;
    }

    /// 13.3: infantry may advance part of a move and fire.
    bool advanceAndFireOk(double moved) {
        if (!m_.thenFire) {
            return true;
        }
        const TricorneTroopType* troop = context_.troop(unit_);
        if (!troop || !isFoot(troop->category)) {
            fail("only infantry advance and fire (13.3)");
            return false;
        }
        const double table =
            context_.tables().advanceAndFire.distanceFor(troop->category, unit_.nation);
        // A6: the default reading converts every distance; the other only paces and ranges.
        const double limit = context_.option("scaleConversion") == "movementAndRangesOnly"
                                 ? table
                                 : context_.scaled(table);
        const double total = s_.thisBound.advanced + moved;
        result_.explanation.add("Advance before firing", total, "13.3",
                                fmt::format("limit {} in", formatRulesNumber(limit)));
        if (total > limit + kSlack) {
            fail(
                fmt::format("it would advance {:.1f} in this bound; {} may advance at most {} in "
                            "and fire (13.3)",
                            total, unit_.name, formatRulesNumber(limit)));
            return false;
        }
        return true;
    }

    geometry::UnitLayoutRef layoutAt(const Pose& pose, Formation formation) const {
        Unit moved = unit_;
        moved.pose = pose;
        moved.formation = formation;
        return context_.layout(moved);
    }

    bool clear(const Pose& pose, Formation formation, const std::vector<TricorneSlide>& slides) {
        const auto at = layoutAt(pose, formation);
        if (!at) {
            fail("the unit's stands cannot be laid out there");
            return false;
        }
        if (auto why = obstructionOf(context_, unit_, at->footprint, slides)) {
            fail(*why);
            return false;
        }
        result_.finalPose = pose;
        return true;
    }

    MoveCheck move() {
        if (!mayMove()) {
            return result_;
        }
        if (m_.path.empty()) {
            return fail("a move needs at least one pose");
        }
        std::vector<Vec2> points{unit_.pose.position};
        std::vector<TricorneSlide> slides;
        double wheels = 0;
        Pose at = unit_.pose;
        for (const Pose& next : m_.path) {
            // A change of facing on the way is a wheel, measured at the outer edge (13.4).
            wheels += geometry::wheelDistance(layout_.frontage,
                                              turnBetween(at.facingDegrees, next.facingDegrees));
            const Vec2 leg = next.position - at.position;
            if (s_.mayNotAdvance && leg.dot(next.forward()) > kSlack) {
                return fail(unit_.name + " may never advance again (15.5)");
            }
            if (const auto from = layoutAt({at.position, next.facingDegrees}, unit_.formation)) {
                slides.push_back({from->footprint, leg});
            }
            points.push_back(next.position);
            at = next;
        }
        const TricornePathCost ground = pathCost(context_, points);
        if (ground.impassable) {
            return fail(impassableWaterRefusal(context_.state().setup().scenario->table,
                                               *ground.impassable, unit_.name, "13.6"));
        }
        result_.cost = ground.cost + wheels;
        result_.explanation.add("Path length", ground.length, "13.1");
        if (!ground.explanation.children.empty()) {
            result_.explanation.add(ground.explanation);
        }
        std::vector<std::string> notes = ground.notes;
        if (wheels > 0) {
            result_.explanation.add("Wheels on the way, at the outer edge", wheels, "13.4");
            notes.push_back(fmt::format("{:.1f} in of wheeling at the outer edge (13.4)", wheels));
        }
        result_.distanceCovered = ground.length + wheels;
        if (!affordable(notes, "the move") || !advanceAndFireOk(result_.distanceCovered)) {
            return result_;
        }
        return clear(m_.path.back(), unit_.formation, slides) ? pass() : result_;
    }

    MoveCheck wheel() {
        if (!mayMove()) {
            return result_;
        }
        result_.cost = geometry::wheelDistance(layout_.frontage, m_.angleDegrees);
        result_.explanation.add(fmt::format("Wheel {}° on a {:.1f} in front, at the outer edge",
                                            formatRulesNumber(m_.angleDegrees), layout_.frontage),
                                result_.cost, "13.4");
        result_.distanceCovered = result_.cost;
        if (!affordable({}, "the wheel") || !advanceAndFireOk(result_.cost)) {
            return result_;
        }
        return clear(geometry::wheeledPose(layout_, m_.angleDegrees), unit_.formation, {})
                   ? pass()
                   : result_;
    }

    /// The ordinary pivot about the front-edge centre, paid from the move (13.4, 14.2).
    MoveCheck movingPivot() {
        if (!mayMove()) {
            return result_;
        }
        result_.cost = geometry::pivotDistance(layout_.frontage, m_.angleDegrees);
        result_.explanation.add("Pivot, at the outer edge", result_.cost, "13.4");
        result_.distanceCovered = result_.cost;
        if (!affordable({}, "the pivot") || !advanceAndFireOk(result_.cost)) {
            return result_;
        }
        Pose pose = unit_.pose;
        pose.facingDegrees = Pose::normalizeBearing(pose.facingDegrees + m_.angleDegrees);
        return clear(pose, unit_.formation, {}) ? pass() : result_;
    }

    MoveCheck pivot() {
        const TricorneTroopType* troop = context_.troop(unit_);
        const bool battery =
            troop && troop->category == TroopCategory::Artillery && !isLimbered(context_, unit_);
        const auto cls = battery ? context_.tables().artilleryClasses.find(troop->artilleryClass)
                                 : context_.tables().artilleryClasses.end();
        if (cls == context_.tables().artilleryClasses.end() ||
            !cls->second.pivotWithoutFireDegrees) {
            return movingPivot();
        }
        // 13.7: medium and heavy batteries pivot in place by a limited angle, not by distance.
        const TricorneArtilleryClass& c = cls->second;
        if (s_.limberingBoundsLeft > 0) {
            return fail(unit_.name + " is limbering or unlimbering this bound (13.7)");
        }
        if (*c.pivotWithoutFireDegrees <= 0) {
            return fail("a " + c.key + " battery cannot pivot (" + c.rule + ")");
        }
        const double total = s_.thisBound.pivoted + std::abs(m_.angleDegrees);
        const double withFire = c.pivotWithFireDegrees.value_or(0.0);
        result_.explanation.add(
            "Pivot this bound", total, c.rule,
            total > withFire + kSlack
                ? "no fire this bound"
                : fmt::format("fires at x{} effect",
                              formatRulesNumber(c.pivotFireEffect.value_or(1))));
        if (total > *c.pivotWithoutFireDegrees + kSlack) {
            return fail(
                fmt::format("it would pivot {}° this bound; a {} battery pivots at most "
                            "{}° ({})",
                            formatRulesNumber(total), c.key,
                            formatRulesNumber(*c.pivotWithoutFireDegrees), c.rule));
        }
        Pose pose = unit_.pose;
        pose.facingDegrees = Pose::normalizeBearing(pose.facingDegrees + m_.angleDegrees);
        return clear(pose, unit_.formation, {}) ? pass() : result_;
    }

    /// Time-only orders: `bounds` of the bound, the unit stationary if `whole`.
    bool timeFits(double bounds, const std::string& what, const std::string& rule) {
        result_.cost = pace_.whyNot.empty() ? pace_.inches * std::min(bounds, 1.0) : 0.0;
        result_.explanation.add(what, bounds, rule, "bounds");
        if (used_ + std::min(bounds, 1.0) > 1.0 + kSlack) {
            fail(
                fmt::format("{} takes {} bound with the unit stationary ({}); {} of this bound "
                            "is already used",
                            what, formatRulesNumber(bounds), rule, formatRulesNumber(used_)));
            return false;
        }
        return true;
    }

    MoveCheck turn() {
        const double angle = std::abs(m_.angleDegrees);
        if (std::abs(angle - 90.0) > kSlack && std::abs(angle - 180.0) > kSlack) {
            return fail("a turn is 90° to the right or left or 180° about (13.4)");
        }
        const TricorneTroopType* troop = context_.troop(unit_);
        if (troop && troop->category == TroopCategory::Artillery && !isLimbered(context_, unit_)) {
            return fail("an unlimbered battery pivots rather than turns (13.7)");
        }
        if (unit_.formation == Formation::Square) {
            return fail("a square faces every way and does not turn (5)");
        }
        if (s_.thisBound.turned) {
            return fail(unit_.name + " has already turned this bound (13.4)");
        }
        if (s_.mustHoldPosition) {
            return fail(unit_.name + " must hold its position for the rest of the game (15.5)");
        }
        if (!timeFits(timing(context_, "turnBounds"), "Turning", "13.4")) {
            return result_;
        }
        // The stands turn where they stand: the new front is laid out about the old centre.
        Pose pose{unit_.pose.position,
                  Pose::normalizeBearing(unit_.pose.facingDegrees + m_.angleDegrees)};
        if (const auto turned = layoutAt(pose, unit_.formation)) {
            pose.position = pose.position + (layout_.centre() - turned->centre());
        }
        return clear(pose, unit_.formation, {}) ? pass() : result_;
    }

    MoveCheck changeFormation() {
        if (m_.formation == unit_.formation) {
            return fail(unit_.name + " is already in " + std::string(formationName(m_.formation)));
        }
        if (m_.formation == Formation::Limbered || m_.formation == Formation::Unlimbered) {
            return fail("batteries limber and unlimber with their own orders (13.7)");
        }
        const UnitType* type = context_.state().ruleset().findUnitType(unit_.type);
        if (!type || std::find(type->formations.begin(), type->formations.end(), m_.formation) ==
                         type->formations.end()) {
            return fail(fmt::format("{} cannot adopt {} (2, 5)", type ? type->name : unit_.type,
                                    formationName(m_.formation)));
        }
        if (s_.reformingBoundsLeft > 0) {
            return fail(unit_.name + " is reforming and may not change formation (13.5)");
        }
        if (!timeFits(timing(context_, "formationChangeBounds"), "Formation change", "13.4")) {
            return result_;
        }
        return clear(unit_.pose, m_.formation, {}) ? pass() : result_;
    }

    MoveCheck limber() {
        const bool up = m_.kind == Kind::Limber;
        const TricorneLimberTiming t = limberTiming(context_, unit_);
        if (!t.possible) {
            return fail(unit_.name + " has no limbers: only batteries limber (13.7, 2.1)");
        }
        if (up == isLimbered(context_, unit_)) {
            return fail(unit_.name + (up ? " is already limbered" : " is already unlimbered"));
        }
        if (s_.limberingBoundsLeft > 0) {
            return fail(unit_.name + " is already limbering or unlimbering (13.7)");
        }
        if (up && s_.mustHoldPosition) {
            return fail(unit_.name + " must hold its position for the rest of the game (15.5)");
        }
        if (!timeFits(t.bounds, up ? "Limbering" : "Unlimbering", t.rule)) {
            return result_;
        }
        if (t.inches > 0) {
            result_.cost = t.inches;
            result_.explanation.add("Limbering uses part of the move", t.inches, "A24");
            if (!affordable({"limbering uses part of the move (A24)"}, "limbering")) {
                return result_;
            }
        }
        return clear(unit_.pose, up ? Formation::Limbered : Formation::Unlimbered, {}) ? pass()
                                                                                       : result_;
    }

    MoveCheck reform() {
        if (s_.reformingBoundsLeft > 0) {
            return fail(unit_.name + " is already reforming (13.5)");
        }
        if (!s_.unformed && !s_.shaken) {
            return fail(unit_.name + " is in good order and has nothing to reform (13.5)");
        }
        if (used_ > kSlack || s_.thisBound.fired || s_.thisBound.inMelee) {
            return fail(
                "a reforming unit must be stationary and do nothing else this bound (13.5)");
        }
        result_.cost = result_.allowance;
        return pass();
    }

    const TricorneContext& context_;
    const TricorneManoeuvre& m_;
    const Unit& unit_;
    const TricorneUnitState& s_;
    TricornePace pace_;
    double used_ = 0;
    geometry::UnitLayout layout_;
    MoveCheck result_;
};

}  // namespace

MoveCheck checkManoeuvre(const TricorneContext& context, const TricorneManoeuvre& manoeuvre) {
    const Unit* unit = context.unit(manoeuvre.unitId);
    if (!unit) {
        MoveCheck result;
        result.reason = "there is no unit '" + manoeuvre.unitId + "'";
        result.explanation = Explanation{"Manoeuvre", std::nullopt, "13", result.reason, {}};
        return result;
    }
    return Check(context, manoeuvre, *unit).run();
}

}  // namespace adjutant
