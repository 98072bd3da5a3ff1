#include "core/referee/tricorne/TricorneFireFactors.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "core/referee/tricorne/TricorneContext.h"
#include "core/referee/tricorne/TricorneFactorRows.h"

namespace adjutant {

namespace {

const TricorneFactor& row(const TricorneContext& context, const std::string& key) {
    return factorRow(context.tables().firingFactors, key, "the firingFactors table has no row ");
}

// Which nations a national factor names: the row's own list when it has one,
// otherwise the nation the digest's label names.
bool nationMatches(const TricorneFactor& factor, const std::string& nation,
                   const std::string& labelled) {
    if (!factor.nations.empty()) {
        return std::find(factor.nations.begin(), factor.nations.end(), nation) !=
               factor.nations.end();
    }
    return nation == labelled;
}

class FactorList {
  public:
    explicit FactorList(const TricorneContext& context) : context_(context) {}

    void add(const std::string& key, int line, std::string label, std::string note = {},
             std::string reading = {}) {
        const TricorneFactor& f = row(context_, key);
        std::string rule = f.rule;
        if (!reading.empty()) {
            rule += ", " + reading;
        }
        factors_.push_back(
            {key, line, std::move(label), f.valueFor(context_.choices()), rule, std::move(note)});
    }
    void addValue(const std::string& key, int line, std::string label, double value,
                  std::string note, std::string reading) {
        const TricorneFactor& f = row(context_, key);
        factors_.push_back(
            {key, line, std::move(label), value, f.rule + ", " + reading, std::move(note)});
    }
    std::vector<AppliedFireFactor> take() { return std::move(factors_); }

  private:
    const TricorneContext& context_;
    std::vector<AppliedFireFactor> factors_;
};

}  // namespace

double firstVolleyBonus(const TricorneContext& context, const FireFactorInputs& inputs,
                        std::string* working) {
    if (inputs.firstVolleyFired || inputs.infantryFigures <= 0) {
        return 0;
    }
    const TricorneFactor& f = row(context, "firstVolley");
    const double value = f.valueFor(context.choices());
    const int group = f.perFigures.value_or(1);
    const std::string reading = context.option("firstVolleyBonus");
    int groups = 0;
    std::string text;
    if (reading == "flatTwo") {
        // The source's example: a flat bonus whatever the number of figures.
        if (working) {
            *working =
                fmt::format("as the source's example counts it: {}", formatRulesNumber(value));
        }
        return value;
    }
    if (reading == "perGroupBegun") {
        groups = (inputs.infantryFigures + group - 1) / group;
        text =
            fmt::format("{} figures: {} groups of {} begun", inputs.infantryFigures, groups, group);
    } else if (reading == "perThreeInEachRank") {
        std::vector<std::string> parts;
        for (const int rank : inputs.firingRanks) {
            groups += rank / group;
            parts.push_back(fmt::format("{}/{}", rank, group));
        }
        text = fmt::format("full groups of {} in each firing rank: {} = {}", group,
                           fmt::join(parts, " + "), groups);
    } else {
        groups = inputs.infantryFigures / group;
        text =
            fmt::format("{} figures / {} = {} full groups", inputs.infantryFigures, group, groups);
    }
    if (working) {
        *working = fmt::format("{} x {}", text, formatRulesNumber(value));
    }
    return groups * value;
}

std::vector<AppliedFireFactor> applicableFireFactors(const TricorneContext& context,
                                                     const FireFactorInputs& in) {
    FactorList list(context);
    const bool infantryFire = in.infantryFigures > 0;
    const bool gunFire = in.guns > 0;
    const bool targetCavalry = in.targetCategory == TroopCategory::Cavalry;
    const bool columnOfRoute = in.targetFormation == Formation::ColumnOfRoute;

    if (in.targetFormation == Formation::SkirmishLine) {
        list.add("targetInSkirmishLine", 1, "Target in skirmish line");
    }
    // Column of route and enfilade share line 2, +2 at most (A35, A38); a column
    // takes +2 whatever the angle, so oblique fire adds nothing more to it.
    if (columnOfRoute) {
        list.add("targetEnfiladedOrInColumnOfRoute", 2, "Target in column of route", {}, "A35");
    } else if (in.fireType == geometry::FireType::Enfilade) {
        list.add("targetEnfiladedOrInColumnOfRoute", 2, "Enfilade fire", {}, "A35");
    }
    if (in.targetFormation == Formation::Square) {
        list.add("targetInSquareOrObliqueFire", 3, "Target in square");
    } else if (!columnOfRoute && in.fireType == geometry::FireType::Oblique) {
        list.add("targetInSquareOrObliqueFire", 3, "Oblique fire", {}, "A35");
    }
    // Only the better cover counts (A38).
    if (in.cover == FireCover::Hard) {
        list.add("targetInHardCover", 4, "Target in or behind hard cover", in.coverName);
    } else if (in.cover == FireCover::Soft) {
        list.add("targetInSoftCover", 5, "Target in or behind soft cover", in.coverName);
    }
    if (targetCavalry && infantryFire) {
        list.add("musketFireAtCavalry", 6, "Musket fire at cavalry");
    }
    // A battalion and its guns firing together at cavalry: both lines, or the
    // infantry's alone, as the reading says (A38).
    if (targetCavalry && gunFire &&
        (!infantryFire || context.option("combinedFireAtCavalry") != "infantryOnly")) {
        list.add("artilleryFireAtCavalry", 7, "Artillery fire at cavalry", {},
                 infantryFire ? "A38" : "");
    }
    if (infantryFire && in.advancing) {
        list.add("infantryAdvancingAndFiring", 8, "Infantry advancing and firing", {}, "13.3");
    }
    std::vector<std::string> poorState;
    if (in.shaken)
        poorState.push_back("shaken");
    if (in.unformed)
        poorState.push_back("unformed");
    if (in.retiredThisBound)
        poorState.push_back("retired this bound");
    if (in.retreatedLastBound)
        poorState.push_back("retreated last bound");
    if (!poorState.empty()) {
        list.add("firerShakenUnformedRetiredOrRetreated", 9,
                 fmt::format("Firer {}", fmt::join(poorState, ", ")));
    }
    std::string working;
    if (const double bonus = firstVolleyBonus(context, in, &working); bonus != 0) {
        list.addValue("firstVolley", 10, "First volley of the game", bonus, working, "A37");
    }
    if (infantryFire &&
        nationMatches(row(context, "russianInfantryFiring"), in.firerNation, "russia")) {
        list.add("russianInfantryFiring", 11, "Russian infantry firing");
    }
    if (in.routedLastBound) {
        list.add("firerRoutedLastBound", 12, "Firer routed last bound");
    }
    if (isFoot(in.targetCategory) &&
        nationMatches(row(context, "targetRussianInfantry"), in.targetNation, "russia")) {
        list.add("targetRussianInfantry", 13, "Target is Russian infantry");
    }
    return list.take();
}

Explanation explainFireFactors(const std::vector<AppliedFireFactor>& factors) {
    return explainAppliedFactors("Firing factors", "14.6", factors, "none applies");
}

}  // namespace adjutant
