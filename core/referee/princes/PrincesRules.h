#pragma once

#include <map>
#include <memory>
#include <string>
#include <string_view>

#include "core/model/TroopCategory.h"
#include "core/referee/RuleOptionReadings.h"
#include "core/rules/Explanation.h"
#include "core/rules/RulesetDefinition.h"
#include "core/rules/princes/PrincesTables.h"

namespace adjutant {

/// One modifier of musketry, hand to hand (6.2) or morale (7.4) that applies.
struct PrincesAppliedModifier {
    std::string key;  // its row in the modifier table
    std::string label;
    int change = 0;
    std::string rule;  // section, with the reading behind it when one decides it
};

/// What the War of Princes procedures read: the typed tables and the reading in
/// force for each option of section 12 (the ruleset's default unless the game
/// chose another). Owns nothing; the definition must outlive it.
class PrincesRules : public RuleReadingsWithTables<PrincesRules, PrincesTables> {
  public:
    static constexpr std::string_view kTablesName = "War of Princes";
    using RuleReadingsWithTables::RuleReadingsWithTables;

    /// Dice for a number of figures (5.2, 6.3) under the `leftoverFigures` reading (A14).
    int diceFor(const PrincesDiceRule& rule, int figures) const;
    /// The morale base of a class (2.2); 0 for an unknown class.
    int moraleBase(const std::string& moraleClass) const;
};

/// Figures in the front row of stands (5.2, A16): a line or skirmish line all, a
/// column of divisions its front row, a march column its leading files, a square one
/// face. `stands` and `figuresPerStand` of 0 take the organisation default of the arm.
int princesFrontRankFigures(const PrincesRules& rules, TroopCategory arm, Formation formation,
                            int figures, int stands = 0, int figuresPerStand = 0);

/// "5.2" or "5.2, A15": the digest section and the reading a number depends on.
inline std::string princesRule(std::string_view section, std::string_view reading = {}) {
    return sectionAndReading(section, reading);
}

/// Whether a modifier restricted to some classes applies to `moraleClass`.
bool modifierAppliesToClass(const PrincesModifier& modifier, const std::string& moraleClass);

/// Adds one modifier line to an explanation and returns its change.
int explainModifier(Explanation& node, const std::string& label, const PrincesModifier& modifier,
                    std::string_view reading = {});

}  // namespace adjutant
