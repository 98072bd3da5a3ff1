#include "core/engine/StateHash.h"

#include <fmt/format.h>

#include <cmath>

#include "core/engine/GameState.h"
#include "core/engine/RulesetGameState.h"
#include "core/model/Formation.h"
#include "core/model/Unit.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant {

namespace {

/// FNV-1a, 64-bit, fed one byte at a time so the result never depends on the
/// machine's byte order.
class Fnv1a {
  public:
    void byte(std::uint8_t value) {
        hash_ ^= value;
        hash_ *= 0x100000001B3ULL;
    }
    void word(std::uint64_t value) {
        for (int shift = 0; shift < 64; shift += 8) {
            byte(static_cast<std::uint8_t>(value >> shift));
        }
    }
    void text(std::string_view value) {
        word(value.size());
        for (const char c : value) {
            byte(static_cast<std::uint8_t>(c));
        }
    }
    std::uint64_t value() const { return hash_; }

  private:
    std::uint64_t hash_ = 0xCBF29CE484222325ULL;
};

// Millionths of an inch (or of a degree) are far below anything a ruler or a
// rule can tell apart, and far above the noise of floating-point arithmetic.
constexpr double kQuantum = 1e6;
// Beyond this the count of millionths no longer fits in 63 bits.
constexpr double kLargestQuantised = 9.0e12;

void feedNumber(Fnv1a& hash, double value) {
    if (std::isfinite(value) && std::fabs(value) < kLargestQuantised) {
        hash.byte('d');
        hash.word(static_cast<std::uint64_t>(std::llround(value * kQuantum)));
    } else {
        // Too large to quantise: fall back on the exact decimal text.
        hash.byte('D');
        hash.text(nlohmann::json(value).dump());
    }
}

void feed(Fnv1a& hash, const nlohmann::json& value) {
    switch (value.type()) {
        case nlohmann::json::value_t::null:
        case nlohmann::json::value_t::discarded:
            hash.byte('n');
            break;
        case nlohmann::json::value_t::boolean:
            hash.byte(value.get<bool>() ? 't' : 'f');
            break;
        case nlohmann::json::value_t::number_integer:
        case nlohmann::json::value_t::number_unsigned:
        case nlohmann::json::value_t::number_float:
            // 3 and 3.0 must agree: a value read back from a file may change kind.
            feedNumber(hash, value.get<double>());
            break;
        case nlohmann::json::value_t::string:
            hash.byte('s');
            hash.text(value.get_ref<const std::string&>());
            break;
        case nlohmann::json::value_t::binary:
            hash.byte('b');
            hash.word(value.get_binary().size());
            for (const std::uint8_t b : value.get_binary()) {
                hash.byte(b);
            }
            break;
        case nlohmann::json::value_t::array:
            hash.byte('[');
            hash.word(value.size());
            for (const auto& element : value) {
                feed(hash, element);
            }
            break;
        case nlohmann::json::value_t::object:
            // nlohmann::json keeps object members in a std::map: iteration is in
            // byte order of the keys whatever order they were inserted in.
            hash.byte('{');
            hash.word(value.size());
            for (const auto& [key, member] : value.items()) {
                hash.text(key);
                feed(hash, member);
            }
            break;
    }
}

}  // namespace

std::uint64_t canonicalJsonHash(const nlohmann::json& value) {
    Fnv1a hash;
    feed(hash, value);
    return hash.value();
}

namespace {

// The bytes feed() would give for GameState::toJson(), written straight from
// the state: a game records a hash after every command, and building the JSON
// of every unit each time was most of what a simulated game cost. Keys are
// fed in byte order, as the JSON object would hold them; a test compares the
// two on every state of played games.
class StateHasher {
  public:
    void object(std::size_t members) {
        hash_.byte('{');
        hash_.word(members);
    }
    void key(std::string_view name) { hash_.text(name); }
    void number(double value) { feedNumber(hash_, value); }
    void text(std::string_view value) {
        hash_.byte('s');
        hash_.text(value);
    }
    void json(const nlohmann::json& value) { feed(hash_, value); }

    void unit(const Unit& unit) {
        object(unit.battalionGuns ? 16 : 15);
        if (unit.battalionGuns) {
            key("battalionGuns");
            object(2);
            key("count");
            number(unit.battalionGuns->count);
            key("weapon");
            text(unit.battalionGuns->weapon);
        }
        key("brigade");
        text(unit.brigade);
        key("facing");
        number(unit.pose.facingDegrees);
        key("figures");
        number(unit.figures);
        key("formation");
        text(formationKey(unit.formation));
        key("guns");
        number(unit.guns);
        key("id");
        text(unit.id);
        key("moraleClass");
        text(unit.moraleClass);
        key("name");
        text(unit.name);
        key("nation");
        text(unit.nation);
        key("side");
        number(unit.side);
        key("startFigures");
        number(unit.startFigures);
        key("status");
        json(unit.status);
        key("type");
        text(unit.type);
        key("x");
        number(unit.pose.position.x);
        key("y");
        number(unit.pose.position.y);
    }

    void state(const GameState& state) {
        const bool playerTurn = state.alternatesPlayerTurns();
        object(playerTurn ? 8 : 7);
        key("bound");
        number(state.bound());
        key("dice");
        hash_.byte('[');
        hash_.word(state.diceState().size());
        for (const std::uint64_t word : state.diceState()) {
            text(fmt::format("{:016x}", word));
        }
        if (playerTurn) {
            key("playerTurn");
            number(state.playerTurn());
        }
        key("ruleset");
        json(state.hasRulesetState() ? state.rulesetState().toJson() : nlohmann::json::object());
        key("sideToAct");
        number(state.sideToAct());
        key("step");
        number(static_cast<double>(state.stepIndex()));
        key("stepId");
        const SequenceStep* step = state.currentStep();
        text(step ? std::string_view(step->id) : std::string_view());
        key("units");
        hash_.byte('[');
        hash_.word(state.units().size());
        for (const Unit& u : state.units()) {
            unit(u);
        }
    }

    std::uint64_t value() const { return hash_.value(); }

  private:
    Fnv1a hash_;
};

}  // namespace

std::uint64_t stateHash(const GameState& state) {
    StateHasher hasher;
    hasher.state(state);
    return hasher.value();
}

std::string formatStateHash(std::uint64_t hash) {
    return fmt::format("{:016x}", hash);
}

std::optional<std::uint64_t> parseStateHash(std::string_view text) {
    if (text.size() != 16) {
        return std::nullopt;
    }
    std::uint64_t value = 0;
    for (const char c : text) {
        int digit = 0;
        if (c >= '0' && c <= '9') {
            digit = c - '0';
        } else if (c >= 'a' && c <= 'f') {
            digit = c - 'a' + 10;
        } else if (c >= 'A' && c <= 'F') {
            digit = c - 'A' + 10;
        } else {
            return std::nullopt;
        }
        value = (value << 4) | static_cast<std::uint64_t>(digit);
    }
    return value;
}

}  // namespace adjutant
