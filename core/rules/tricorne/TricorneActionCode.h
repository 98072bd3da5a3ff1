#pragma once

#include <optional>
#include <string_view>

namespace adjutant {

/// What a unit does as the result of a response or morale test (Tricorne 10.2,
/// 15.5), or what the referee decides for it (a return to the table). The
/// ruleset file and the journal keep the key ("retireToSafety"); the referee
/// compares the enum; a player reads the ruleset's `words` for the key.
enum class TricorneActionCode : unsigned char {
    Fire,
    CounterCharge,
    FormSquare,
    ObeyOrders,
    StandAndReceive,
    DressRanksAndReceive,
    DressRanks,
    Shaken,
    NoFire,
    MayNotCharge,
    Retire,
    Retreat,
    Rout,
    RoutOffTable,
    Recoil,
    TurnToFace,
    TurnGuns,
    AbandonGuns,
    StayWithGuns,
    ManGuns,
    RetireToNearestInfantry,
    RetireToSafety,
    UseFrontalEntry,
    FollowUp,
    Hold,
    HoldForRestOfGame,
    Limber,
    Unlimber,
    NeverAdvance,
    SquareMayBeBrokenThrough,
    // Decided by the referee, never read from the tables (15.1.2, 12.4).
    ReturnToTable,
    MayNotReturn,
    ReturnToGuns,
    GunsStayAbandoned,
};

/// What a result adds to a reaction if the unit is attacked again (15.5).
enum class TricorneEscalation : unsigned char {
    None,
    RetireIfFollowedUp,
    RetreatIfFollowedUpWithCasualties,
    RoutIfFollowedUp,
    RoutIfAttackedOrFiredOn,
};

/// The key used in the ruleset file and the journal, e.g. "retireToSafety".
std::string_view tricorneActionKey(TricorneActionCode code);
/// The code with that key, if any; with `tablesOnly`, none of those only the referee decides.
std::optional<TricorneActionCode> tricorneActionFromKey(std::string_view key,
                                                        bool tablesOnly = false);

/// The key, e.g. "routIfFollowedUp"; empty for None.
std::string_view tricorneEscalationKey(TricorneEscalation escalation);
/// The escalation with that key ("" is None), if any.
std::optional<TricorneEscalation> tricorneEscalationFromKey(std::string_view key);

}  // namespace adjutant
