#include "core/referee/fireeffect/FireEffectFireChances.h"

#include <cstddef>

namespace adjutant {

namespace {

// Gives the dice of a fixed prefix, then notes that the procedure wanted more.
class PrefixDice final : public DiceSource {
  public:
    explicit PrefixDice(const std::vector<int>& prefix) : prefix_(prefix) {}
    bool wantedMore() const { return wantedMore_; }

  private:
    int nextValue(std::string_view /*purpose*/) override {
        if (next_ < prefix_.size()) {
            return prefix_[next_++];
        }
        wantedMore_ = true;
        return 1;
    }

    const std::vector<int>& prefix_;
    std::size_t next_ = 0;
    bool wantedMore_ = false;
};

constexpr int kFaces = 6;

// Walks the sequences below `prefix`; false when a sequence is deeper than allowed.
bool explore(const std::function<void(DiceSource&)>& run,
             const std::function<void(double)>& finished, std::vector<int>& prefix, double weight,
             int maxDice, bool dropDeeper) {
    PrefixDice dice(prefix);
    run(dice);
    if (!dice.wantedMore()) {
        finished(weight);
        return true;
    }
    if (static_cast<int>(prefix.size()) >= maxDice) {
        return dropDeeper;
    }
    for (int face = 1; face <= kFaces; ++face) {
        prefix.push_back(face);
        const bool fits = explore(run, finished, prefix, weight / kFaces, maxDice, dropDeeper);
        prefix.pop_back();
        if (!fits) {
            return false;
        }
    }
    return true;
}

}  // namespace

bool weighFireEffectDice(const std::function<void(DiceSource&)>& run,
                         const std::function<void(double weight)>& finished, int maxDice,
                         bool dropDeeper) {
    std::vector<int> prefix;
    return explore(run, finished, prefix, 1.0, maxDice, dropDeeper);
}

std::vector<double> fireEffectResultChances(const std::function<int(DiceSource&)>& procedure,
                                            int maxDice, bool dropDeeper) {
    std::vector<double> chances;
    int result = -1;
    const bool fits =
        weighFireEffectDice([&](DiceSource& dice) { result = procedure(dice); },
                            [&](double weight) {
                                if (result >= 0) {
                                    if (static_cast<std::size_t>(result) >= chances.size()) {
                                        chances.resize(static_cast<std::size_t>(result) + 1, 0.0);
                                    }
                                    chances[static_cast<std::size_t>(result)] += weight;
                                }
                            },
                            maxDice, dropDeeper);
    return fits ? chances : std::vector<double>{};
}

}  // namespace adjutant
