#pragma once

// Step 2 of Tricorne and Musket's bound (8.2, 9.1, 10): who tests its response
// to a charge, the test itself with its explanation, and the response table
// (10.2) looked up with its splits and readings (A10-A14, A48).

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"
#include "core/model/TroopCategory.h"
#include "core/referee/Resolution.h"
#include "core/rules/tricorne/TricorneOutcome.h"

namespace adjutant {

class GameState;
class TricorneContext;

/// What the response table needs to know besides d.
struct ChargeResponseSituation {
    std::optional<TroopCategory> category;  // the responder's column of the response table
    TroopCategory chargerArm = TroopCategory::Infantry;  // cavalry if any charger is cavalry
    std::string cavalryWeight;  // a cavalry responder's: light, medium, heavy
    int gunWeightLb = 0;        // an artillery responder's
    std::string aspect;         // front, flank or rear: where a charger stood when declared (A44)
    bool canFormSquare = false;
    double shortRange = 0;  // the responder's weapon's short range, for obey orders (A48)
};

/// One looked-up cell of 10.2: the band, the column read (after falling back
/// from "flank or rear" to the frontal entry, A13), the splits followed and
/// the alternatives offered, each a list of actions.
struct ChargeResponseRow {
    std::string band;
    std::string column;
    std::string rule;
    std::vector<std::string> splits;  // "charger: cavalry", "cavalryWeight: heavy", ...
    std::vector<std::vector<TricorneAction>> alternatives;
    std::vector<std::string> keys;  // one per alternative: "fire@3", "formSquare", "fire@3+retire"
    bool obeyOrders = false;        // the cell said "obey orders" and was opened up (A48)
};

/// Looks d up for the situation under the game's readings. A square is never
/// offered to a unit that cannot form one; "obey orders" becomes the choices
/// A48 allows: stand (unformed cavalry dress their ranks, 10.1.4), form square,
/// fire at short range, counter-charge (on the in-contact column, A18).
ChargeResponseRow lookUpChargeResponse(const TricorneContext& context,
                                       const ChargeResponseSituation& situation, int d);

/// A unit that must test: a charged unit, or a friend in base contact with one
/// (9.1.2), with the charger it answers: the first to charge it or its friend,
/// in the order of A49, or under `responseAgainst` nearestCharger the one that
/// stood nearest when the charges were declared.
struct ChargeResponder {
    std::string unitId;
    std::string chargerId;
    std::string chargedFriend;          // empty when the unit itself is charged
    std::vector<std::string> chargers;  // every unit charging it (or its friend)
};

/// Every unit that tests, in the order charges are resolved (A49), each once.
/// Units whose morale test another unit makes (battalion guns, sheltering
/// crews, 15.2) share that unit's response and do not test.
std::vector<ChargeResponder> findChargeResponders(const TricorneContext& context);

/// The situation of a responder against its chargers (the aspect judged from
/// each charger's pose when declared, A44.5).
ChargeResponseSituation chargeResponseSituationOf(const TricorneContext& context,
                                                  const ChargeResponder& responder);

/// One test rolled and looked up, not yet recorded.
struct ChargeResponseTest {
    ChargeResponder responder;
    bool exempt = false;  // 9.1.3: in square since an earlier bound, charged by cavalry
    int pms = 0;
    int die = 0;
    int d = 0;
    ChargeResponseSituation situation;
    ChargeResponseRow row;
    std::size_t chosen = 0;  // index into row.alternatives
    Resolution resolution;

    const std::vector<TricorneAction>& actions() const;
};

/// Rolls the d6 (no die for an exempt square) and explains it: why the unit
/// tests, the charger and where it stands, the PMS with each term, the die,
/// d = die - PMS, the band, the column and splits, every alternative with the
/// one taken. `choice` is a key of row.keys; empty or unknown takes the default:
/// form square against cavalry when offered, else the first alternative.
ChargeResponseTest testChargeResponse(const TricorneContext& context,
                                      const ChargeResponder& responder, DiceSource& dice,
                                      const std::string& choice = {});

/// Records a test in the responder's status for step 3 (chargeResponse*).
void recordChargeResponse(GameState& state, const ChargeResponseTest& test);

/// Step 2: every responder tested on the state as it stands (A49), then all
/// recorded. `choices` maps a unit id to the alternative it takes where the
/// table offers more than one.
std::vector<Resolution> resolveResponseTestsStep(
    GameState& state, DiceSource& dice, const std::map<std::string, std::string>& choices = {});

/// A player's choice between the alternatives a recorded test offered, before
/// step 3. Returns the reason when the unit offered no such alternative.
std::optional<std::string> chooseChargeResponse(GameState& state, const std::string& unitId,
                                                const std::string& key);

/// The actions of the response recorded for a unit, looked up again from its
/// d, chargers and choice (step 3 reads them); empty for an exempt or untested unit.
std::vector<TricorneAction> recordedResponseActions(const TricorneContext& context,
                                                    const std::string& unitId);
/// The same for a responder already found (findChargeResponders), for a
/// caller that goes through every responder: finding each one again in the
/// list would cost the number of responders squared.
std::vector<TricorneAction> recordedResponseActions(const TricorneContext& context,
                                                    const ChargeResponder& responder);

/// "fire@3+retire": the key of one alternative.
std::string responseKey(const std::vector<TricorneAction>& actions);

}  // namespace adjutant
