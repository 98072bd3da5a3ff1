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

// Adds the chances below `prefix`; false when a sequence is deeper than allowed.
bool explore(const std::function<int(DiceSource&)>& procedure, std::vector<int>& prefix,
             double weight, int maxDice, bool dropDeeper, std::vector<double>& chances) {
    PrefixDice dice(prefix);
    const int result = procedure(dice);
    if (!dice.wantedMore()) {
        if (result >= 0) {
            if (static_cast<std::size_t>(result) >= chances.size()) {
                chances.resize(static_cast<std::size_t>(result) + 1, 0.0);
            }
            chances[static_cast<std::size_t>(result)] += weight;
        }
        return true;
    }
    if (static_cast<int>(prefix.size()) >= maxDice) {
        return dropDeeper;
    }
    for (int face = 1; face <= kFaces; ++face) {
        prefix.push_back(face);
        const bool fits = explore(procedure, prefix, weight / kFaces, maxDice, dropDeeper, chances);
        prefix.pop_back();
        if (!fits) {
            return false;
        }
    }
    return true;
}

}  // namespace

std::vector<double> fireEffectResultChances(const std::function<int(DiceSource&)>& procedure,
                                            int maxDice, bool dropDeeper) {
    std::vector<double> chances;
    std::vector<int> prefix;
    if (!explore(procedure, prefix, 1.0, maxDice, dropDeeper, chances)) {
        return {};
    }
    return chances;
}

}  // namespace adjutant
