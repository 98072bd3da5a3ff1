#include "core/rules/tricorne/TricorneActionCode.h"

#include <array>

namespace adjutant {

namespace {

// In declaration order.
constexpr std::array<std::string_view, 34> kActionKeys{
    "fire",
    "counterCharge",
    "formSquare",
    "obeyOrders",
    "standAndReceive",
    "dressRanksAndReceive",
    "dressRanks",
    "shaken",
    "noFire",
    "mayNotCharge",
    "retire",
    "retreat",
    "rout",
    "routOffTable",
    "recoil",
    "turnToFace",
    "turnGuns",
    "abandonGuns",
    "stayWithGuns",
    "manGuns",
    "retireToNearestInfantry",
    "retireToSafety",
    "useFrontalEntry",
    "followUp",
    "hold",
    "holdForRestOfGame",
    "limber",
    "unlimber",
    "neverAdvance",
    "squareMayBeBrokenThrough",
    "returnToTable",
    "mayNotReturn",
    "returnToGuns",
    "gunsStayAbandoned",
};
constexpr auto kFirstDecided = static_cast<std::size_t>(TricorneActionCode::ReturnToTable);

constexpr std::array<std::string_view, 5> kEscalationKeys{
    "", "retireIfFollowedUp", "retreatIfFollowedUpWithCasualties", "routIfFollowedUp",
    "routIfAttackedOrFiredOn"};

}  // namespace

std::string_view tricorneActionKey(TricorneActionCode code) {
    return kActionKeys[static_cast<std::size_t>(code)];
}

std::optional<TricorneActionCode> tricorneActionFromKey(std::string_view key, bool tablesOnly) {
    const std::size_t end = tablesOnly ? kFirstDecided : kActionKeys.size();
    for (std::size_t i = 0; i < end; ++i) {
        if (kActionKeys[i] == key) {
            return static_cast<TricorneActionCode>(i);
        }
    }
    return std::nullopt;
}

std::string_view tricorneEscalationKey(TricorneEscalation escalation) {
    return kEscalationKeys[static_cast<std::size_t>(escalation)];
}

std::optional<TricorneEscalation> tricorneEscalationFromKey(std::string_view key) {
    for (std::size_t i = 0; i < kEscalationKeys.size(); ++i) {
        if (kEscalationKeys[i] == key) {
            return static_cast<TricorneEscalation>(i);
        }
    }
    return std::nullopt;
}

}  // namespace adjutant
