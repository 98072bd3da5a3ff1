#include "core/engine/Command.h"

#include <fmt/format.h>

#include <utility>

#include "core/dice/DieRollsJson.h"
#include "core/json/InputLimits.h"

namespace adjutant {

bool Command::mergeWith(const Command& /*next*/) {
    return false;
}

const std::vector<DieRoll>& Command::rolls() const {
    static const std::vector<DieRoll> none;
    return rolls_ ? *rolls_ : none;
}

void Command::recordDice(std::vector<DieRoll> rolls, bool byPlayer) {
    rolls_ = std::move(rolls);
    playerDice_ = byPlayer;
}

nlohmann::json Command::toJson() const {
    nlohmann::json json = nlohmann::json::object();
    json["type"] = std::string(type());
    writeFields(json);
    if (!note_.empty()) {
        json["note"] = note_;
    }
    if (rolls_) {
        json["dice"] = dieRollsJson(*rolls_);
        if (playerDice_) {
            json["playerDice"] = true;
        }
    }
    return json;
}

void Command::readJson(const JsonReader& json) {
    readFields(json);
    note_ = json.optionalString("note");
    if (json.has("dice")) {
        std::vector<DieRoll> rolls;
        const std::vector<JsonReader> dice = json.requireArray("dice");
        if (dice.size() > limits::kMaxDicePerCommand) {
            json.errorAt("dice", fmt::format("{} dice; a command throws at most {}", dice.size(),
                                             limits::kMaxDicePerCommand));
            return;
        }
        for (const JsonReader& die : dice) {
            DieRoll roll;
            roll.purpose = die.requireString("purpose");
            roll.value = die.requireInt("value", 1, 6);
            rolls.push_back(std::move(roll));
        }
        recordDice(std::move(rolls), json.optionalBool("playerDice", false));
    }
}

}  // namespace adjutant
