#include "core/rules/UnitLayoutSpec.h"

#include <algorithm>

namespace adjutant {

namespace {

constexpr double kMillimetresPerInch = 25.4;

}  // namespace

std::optional<geometry::LayoutSpec> layoutSpecFor(const Unit& unit,
                                                  const RulesetDefinition& ruleset,
                                                  const std::string& figureScale,
                                                  Cohesion cohesion) {
    const UnitType* type = ruleset.findUnitType(unit.type);
    const FigureScale* scale = ruleset.findFigureScale(figureScale);
    const FormationLayout* layout = ruleset.findLayout(unit.formation);
    if (type == nullptr || scale == nullptr || layout == nullptr) {
        return std::nullopt;
    }
    const auto base = scale->bases.find(type->baseKind);
    if (base == scale->bases.end()) {
        return std::nullopt;
    }

    geometry::LayoutSpec spec;
    spec.formation = unit.formation;
    spec.cohesion = cohesion;
    spec.figures = unit.figures;
    spec.figuresPerStand = type->figuresPerStand;
    spec.figureFrontage = base->second.frontageMm / kMillimetresPerInch;
    spec.figureDepth = base->second.depthMm / kMillimetresPerInch;
    spec.ranks = layout->ranks;
    spec.files = layout->files;
    spec.spacing = layout->spacing;
    spec.battery = type->battery;
    if (type->battery) {
        spec.guns = unit.guns;
        // A battery's frontage grows in proportion to the guns beyond those its
        // printed base holds (Tricorne 4 and A39: 4 guns in 15 mm is 80 x 40).
        if (const int printed = base->second.guns; printed > 0 && unit.guns > printed) {
            spec.figureFrontage *= static_cast<double>(unit.guns) / printed;
        }
    }
    return spec;
}

}  // namespace adjutant
