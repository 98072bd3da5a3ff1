#pragma once

// The computer commander's manoeuvres for the units of War of Princes' phasing
// side in the movement step (8.3), one unit at a time: what foot and horse do
// is in PrincesTacticsMovement.cpp, what guns do in PrincesTacticsGuns.cpp.
// Both offer their manoeuvres through the same checks (the referee's
// checkManoeuvre, the volley a manoeuvre gives up), declared here. Private to
// the War of Princes tactics.

#include <optional>
#include <string>
#include <vector>

#include "core/referee/princes/PrincesManoeuvreForm.h"
#include "core/referee/princes/PrincesTacticsSupport.h"

namespace adjutant::princes_tactics {

/// The limit of a weapon's last range band (5.1), or of its medium band's.
double rangeLimit(const PrincesContext& context, const std::string& weapon, bool medium);

/// Adds to `out` the manoeuvres each unit it is given may make, valued.
class ManoeuvreProposer {
  public:
    ManoeuvreProposer(const PrincesTacticsView& view, std::vector<CommanderOption>& out)
        : view_(view), context_(view.context), out_(out) {}

    void propose(const Unit& unit);

  private:
    using Kind = PrincesManoeuvre::Kind;

    // Whether the unit may still fire this turn after the manoeuvre, as the
    // referee prices it (4.3, 4.4).
    bool mayStillFire(const Unit& unit, const PrincesManoeuvreOrder& order) const;
    // Offers the manoeuvre if the referee accepts it, less the volley it
    // costs; `inRangeAfter`: an enemy will be within range after it.
    bool offer(const Unit& unit, const PrincesManoeuvreOrder& order, double value,
               std::string reason, bool inRangeAfter = false);
    double rate(const Unit& unit, Formation formation) const;
    double allowanceLeft(const Unit& unit, Formation formation) const;
    // Line to fight, column of divisions to march; skirmishers in skirmish order.
    bool chooseFormation(const Unit& unit);
    // How close to the nearest enemy the unit means to come: foot stops at its
    // weapon's medium range (5.1) and fires; horse stays beyond the long range
    // of enemy muskets and rifles, from where its charge reaches (4.1).
    double keepFromEnemy(const Unit& unit) const;
    bool moveTowardsGoal(const Unit& unit, bool forward);
    // The end pose of a move of `inches` along `bearing`, facing the way it
    // goes unless that is within the arc of its present facing (5.4) or the
    // unit steps back, still facing the enemy.
    Pose endOf(const Unit& unit, double bearing, double inches) const;
    bool inCoverAt(const Unit& unit, const Pose& pose) const;
    bool enemyInRangeAt(const Unit& unit, const Pose& pose) const;
    // The longest accepted move of at most `wanted` inches towards `point`;
    // infantry that will have a target also tries half its allowance, which
    // leaves it free to fire (4.3).
    bool advance(const Unit& unit, Vec2 point, double bearing, double wanted,
                 const std::string& why, bool coverNow);
    // A skirmisher's move into cover off the straight way to its goal.
    bool seekCover(const Unit& unit, Vec2 point, double bearing, const std::string& why);
    // Turns on the spot to bring the nearest enemy into the arc (5.4).
    void faceEnemy(const Unit& unit, Kind kind = Kind::Move);

    // Guns (PrincesTacticsGuns.cpp).
    const Unit* nearestFriendlyFoot(const Unit& gun) const;
    // Guns unlimbered with a target; limbered to keep up with the foot (4.4).
    void useGuns(const Unit& unit, bool hasShot);

    const PrincesTacticsView& view_;
    const PrincesContext& context_;
    std::vector<CommanderOption>& out_;
    std::vector<EnemyAt> enemies_;
    double nearest_ = 1e9;
    double fireNow_ = 0;
};

}  // namespace adjutant::princes_tactics
