#include "core/dice/ExactOdds.h"

#include <algorithm>
#include <array>
#include <map>
#include <numeric>
#include <stdexcept>

namespace adjutant {

namespace {

// Products of two 64-bit fractions are reduced in 128 bits (a GCC and Clang
// extension, hence the marker that keeps -Wpedantic quiet).
__extension__ typedef unsigned __int128 Wide;

Chance reduced(Wide numerator, Wide denominator) {
    if (denominator == 0) {
        throw std::logic_error("a chance with denominator 0");
    }
    Wide a = numerator;
    Wide b = denominator;
    while (b != 0) {
        const Wide t = a % b;
        a = b;
        b = t;
    }
    const Wide divisor = a == 0 ? denominator : a;
    numerator /= divisor;
    denominator /= divisor;
    if (denominator > UINT64_MAX || numerator > UINT64_MAX) {
        throw std::overflow_error("a chance too fine to keep exactly");
    }
    return {static_cast<std::uint64_t>(numerator), static_cast<std::uint64_t>(denominator)};
}

constexpr int kFaces = 6;

// Gives the faces of a fixed prefix, then notes the purpose of the first die
// the procedure wanted beyond it (and answers 1s, whose results are ignored).
class PrefixDice final : public DiceSource {
  public:
    explicit PrefixDice(const std::vector<int>& prefix) : prefix_(prefix) {}
    bool wantedMore() const { return wantedMore_; }
    const std::string& nextPurpose() const { return nextPurpose_; }

  private:
    int nextValue(std::string_view purpose) override {
        if (next_ < prefix_.size()) {
            return prefix_[next_++];
        }
        if (!wantedMore_) {
            wantedMore_ = true;
            nextPurpose_ = std::string(purpose);
        }
        // A procedure that would throw again and again on 1s (a tie thrown
        // again) is stopped: its result is not wanted anyway.
        if (++beyond_ > kMostDiceBeyond) {
            throw DiceError("the dice beyond the sequence being counted ran out");
        }
        return 1;
    }

    const std::vector<int>& prefix_;
    static constexpr int kMostDiceBeyond = 256;
    std::size_t next_ = 0;
    int beyond_ = 0;
    bool wantedMore_ = false;
    std::string nextPurpose_;
};

struct ValueLess {
    bool operator()(const nlohmann::json& a, const nlohmann::json& b) const { return a < b; }
};

class Explorer {
  public:
    Explorer(const std::function<nlohmann::json(DiceSource&)>& procedure, const OddsLimits& limits)
        : procedure_(procedure), limits_(limits) {}

    // False when a limit was exceeded (and the odds are not to be given).
    bool explore() {
        Group none;
        return visit(Chance::certain(), none);
    }
    std::map<nlohmann::json, Chance, ValueLess>& results() { return results_; }
    Chance dropped() const { return dropped_; }

  private:
    // The run of dice with one purpose that the last die belongs to.
    struct Group {
        std::string purpose;
        int length = 0;
        int lastFace = 1;
        std::array<int, kFaces + 1> counts{};
    };

    bool visit(Chance weight, const Group& group) {
        if (++runs_ > limits_.maxRuns) {
            return false;
        }
        PrefixDice dice(prefix_);
        nlohmann::json result;
        try {
            result = procedure_(dice);
        } catch (const DiceError&) {
            if (!dice.wantedMore()) {
                throw;
            }
        }
        if (!dice.wantedMore()) {
            if (!result.is_null()) {
                auto [it, inserted] = results_.try_emplace(std::move(result), weight);
                if (!inserted) {
                    it->second = it->second + weight;
                }
            }
            return true;
        }
        if (static_cast<int>(prefix_.size()) >= limits_.maxDice) {
            if (!limits_.dropDeeper) {
                return false;
            }
            dropped_ = dropped_ + weight;
            return true;
        }
        const bool sameGroup =
            limits_.sameDiceAsSet && group.length > 0 && dice.nextPurpose() == group.purpose;
        for (int face = sameGroup ? group.lastFace : 1; face <= kFaces; ++face) {
            Group next;
            Chance faceWeight = Chance::of(1, kFaces);
            if (limits_.sameDiceAsSet) {
                if (sameGroup) {
                    next = group;
                    // One more die in the set: the orders of the faces grow by
                    // (length + 1) / (count of this face + 1).
                    faceWeight =
                        faceWeight * Chance::of(static_cast<std::uint64_t>(next.length + 1),
                                                static_cast<std::uint64_t>(next.counts[face] + 1));
                } else {
                    next.purpose = dice.nextPurpose();
                }
                next.length += 1;
                next.counts[face] += 1;
                next.lastFace = face;
            }
            prefix_.push_back(face);
            const bool fits = visit(weight * faceWeight, next);
            prefix_.pop_back();
            if (!fits) {
                return false;
            }
        }
        return true;
    }

    const std::function<nlohmann::json(DiceSource&)>& procedure_;
    OddsLimits limits_;
    std::vector<int> prefix_;
    std::size_t runs_ = 0;
    std::map<nlohmann::json, Chance, ValueLess> results_;
    Chance dropped_;
};

}  // namespace

Chance Chance::of(std::uint64_t numerator, std::uint64_t denominator) {
    return reduced(numerator, denominator);
}

std::string Chance::text() const {
    if (numerator == 0) {
        return "0";
    }
    if (numerator == denominator) {
        return "1";
    }
    return std::to_string(numerator) + "/" + std::to_string(denominator);
}

Chance operator+(Chance a, Chance b) {
    return reduced(static_cast<Wide>(a.numerator) * b.denominator +
                       static_cast<Wide>(b.numerator) * a.denominator,
                   static_cast<Wide>(a.denominator) * b.denominator);
}

Chance operator-(Chance a, Chance b) {
    const Wide left = static_cast<Wide>(a.numerator) * b.denominator;
    const Wide right = static_cast<Wide>(b.numerator) * a.denominator;
    if (right > left) {
        throw std::logic_error("a chance below 0");
    }
    return reduced(left - right, static_cast<Wide>(a.denominator) * b.denominator);
}

Chance operator*(Chance a, Chance b) {
    return reduced(static_cast<Wide>(a.numerator) * b.numerator,
                   static_cast<Wide>(a.denominator) * b.denominator);
}

Chance operator/(Chance a, Chance b) {
    return reduced(static_cast<Wide>(a.numerator) * b.denominator,
                   static_cast<Wide>(a.denominator) * b.numerator);
}

std::optional<Odds> enumerateOdds(const std::function<nlohmann::json(DiceSource&)>& procedure,
                                  const OddsLimits& limits) {
    Explorer explorer(procedure, limits);
    if (!explorer.explore()) {
        return std::nullopt;
    }
    Chance total;
    for (const auto& [value, chance] : explorer.results()) {
        total = total + chance;
    }
    if (total.numerator == 0) {
        return std::nullopt;
    }
    Odds odds;
    odds.reserve(explorer.results().size());
    for (auto& [value, chance] : explorer.results()) {
        // Sequences left out (or answered with nothing) scale the rest to a whole.
        odds.push_back({value, total == Chance::certain() ? chance : chance / total});
    }
    return odds;
}

nlohmann::json oddsJson(const Odds& odds) {
    nlohmann::json list = nlohmann::json::array();
    for (const OddsOutcome& outcome : odds) {
        list.push_back({{"value", outcome.value},
                        {"chance", outcome.chance.value()},
                        {"of", outcome.chance.text()}});
    }
    return list;
}

Chance chanceOf(const Odds& odds, const std::function<bool(const nlohmann::json&)>& test) {
    Chance sum;
    for (const OddsOutcome& outcome : odds) {
        if (test(outcome.value)) {
            sum = sum + outcome.chance;
        }
    }
    return sum;
}

Odds sumOfIndependent(const Odds& a, const Odds& b) {
    std::map<double, Chance> sums;
    for (const OddsOutcome& x : a) {
        for (const OddsOutcome& y : b) {
            const double value = x.value.get<double>() + y.value.get<double>();
            auto [it, inserted] = sums.try_emplace(value, x.chance * y.chance);
            if (!inserted) {
                it->second = it->second + x.chance * y.chance;
            }
        }
    }
    Odds odds;
    for (const auto& [value, chance] : sums) {
        const bool whole = value == static_cast<double>(static_cast<long long>(value));
        odds.push_back(
            {whole ? nlohmann::json(static_cast<long long>(value)) : nlohmann::json(value),
             chance});
    }
    return odds;
}

}  // namespace adjutant
