#include "core/referee/princes/PrincesRules.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <utility>

namespace adjutant {

int PrincesRules::diceFor(const PrincesDiceRule& rule, int figures) const {
    if (optionIs("leftoverFigures", "perTwoOrThree")) {
        // A14 (b): every leftover figure, one or two, adds a die.
        if (rule.figuresPerDie <= 0 || figures <= 0) {
            return 0;
        }
        return (figures + rule.figuresPerDie - 1) / rule.figuresPerDie;
    }
    return rule.diceFor(figures);
}

int PrincesRules::moraleBase(const std::string& moraleClass) const {
    auto it = tables().moraleClasses.find(moraleClass);
    return it == tables().moraleClasses.end() ? 0 : it->second.moraleBase;
}

int princesFrontRankFigures(const PrincesRules& rules, TroopCategory arm, Formation formation,
                            int figures, int stands, int figuresPerStand) {
    const PrincesTables& tables = rules.tables();
    if (formation == Formation::Square) {
        return static_cast<int>(std::floor(figures * tables.squareFaceFraction));
    }
    auto organisation = tables.organisation.find(std::string(troopCategoryKey(arm)));
    if (organisation != tables.organisation.end()) {
        stands = stands > 0 ? stands : organisation->second.stands;
        figuresPerStand =
            figuresPerStand > 0 ? figuresPerStand : organisation->second.figuresPerStand;
    }
    const FormationLayout* layout = rules.definition().findLayout(formation);
    int front = figures;
    if (layout != nullptr && layout->ranks > 0) {
        // Stands fill the ranks front first: a CD of 4 stands has 2 in its front row.
        const int frontStands = (stands + layout->ranks - 1) / layout->ranks;
        front = frontStands * figuresPerStand * tables.firingRanks;
    } else if (layout != nullptr && layout->files > 0) {
        front = layout->files * tables.firingRanks;
    }
    return std::min(figures, front);
}

bool modifierAppliesToClass(const PrincesModifier& modifier, const std::string& moraleClass) {
    return modifier.classes.empty() || std::find(modifier.classes.begin(), modifier.classes.end(),
                                                 moraleClass) != modifier.classes.end();
}

int explainModifier(Explanation& node, const std::string& label, const PrincesModifier& modifier,
                    std::string_view reading) {
    node.add(label, static_cast<double>(modifier.change), princesRule(modifier.rule, reading));
    return modifier.change;
}

}  // namespace adjutant
