#pragma once

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "core/dice/DiceSource.h"

namespace adjutant {

/// An exact chance, a fraction kept in lowest terms. Every chance the rules give
/// is a whole number of equally likely die faces over a power of six (or such a
/// fraction divided by another, where a tie is thrown again), so it is exact.
struct Chance {
    std::uint64_t numerator = 0;
    std::uint64_t denominator = 1;

    static Chance of(std::uint64_t numerator, std::uint64_t denominator);
    static Chance certain() { return {1, 1}; }

    double value() const {
        return static_cast<double>(numerator) / static_cast<double>(denominator);
    }
    /// "5/36"; "1" and "0" for certainty and impossibility.
    std::string text() const;
    bool operator==(const Chance&) const = default;
};

Chance operator+(Chance a, Chance b);
Chance operator-(Chance a, Chance b);  // a >= b
Chance operator*(Chance a, Chance b);
Chance operator/(Chance a, Chance b);  // b > 0

/// One result a procedure can give, and its chance.
struct OddsOutcome {
    nlohmann::json value;
    Chance chance;

    bool operator==(const OddsOutcome&) const = default;
};

/// The chances of every result, ordered by value; they add up to 1.
using Odds = std::vector<OddsOutcome>;

struct OddsLimits {
    /// Sequences longer than this are not followed (a melee whose ties are
    /// thrown again could go on for ever): with `dropDeeper` they are left out
    /// and the chances scaled to add up to 1, which is exact when the only
    /// thing deeper sequences do is start the same throw again; without it the
    /// odds are not given.
    int maxDice = 16;
    bool dropDeeper = false;
    /// The procedure is run at most this many times; beyond, no odds are given.
    std::size_t maxRuns = 60000;
    /// Dice thrown one after another for the same purpose count only as a set
    /// (how many hits among the dice of a volley): each set of faces is run
    /// once, in rising order, and weighted by the number of orders it has.
    /// Only for procedures whose answer does not depend on that order.
    bool sameDiceAsSet = false;
};

/// The chance of each result of `procedure`, worked out exactly by running it
/// over every sequence of faces it may throw, each face of each die weighted
/// 1/6, never by sampling. A remainder die, a second round, any die the
/// procedure asks for is followed. A result is whatever JSON the procedure
/// returns; results of null are left out (the procedure says it has no answer
/// for that sequence). Nothing when the limits are exceeded.
std::optional<Odds> enumerateOdds(const std::function<nlohmann::json(DiceSource&)>& procedure,
                                  const OddsLimits& limits = {});

/// The odds as the command-line tool and the window write them:
/// `[{"value": ..., "chance": 0.25, "of": "1/4"}, ...]`.
nlohmann::json oddsJson(const Odds& odds);

/// The chance that the result satisfies `test`.
Chance chanceOf(const Odds& odds, const std::function<bool(const nlohmann::json&)>& test);

/// The odds of the sum of independent results (each a number), e.g. the
/// casualties of several bouts added up.
Odds sumOfIndependent(const Odds& a, const Odds& b);

}  // namespace adjutant
