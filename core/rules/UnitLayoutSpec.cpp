#include "core/rules/UnitLayoutSpec.h"

#include <algorithm>

namespace adjutant {

namespace {

constexpr double kMillimetresPerInch = 25.4;

// Tricorne 4 and A39: a battery's printed base holds a 1- or 2-gun model and its
// frontage grows in proportion to the guns beyond that (4 guns in 15 mm: 80 x 40).
// The ruleset data has no field for this yet, so the base's gun count lives here.
constexpr int kGunsOnPrintedBase = 2;

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
        const int gunsOnBase = std::max(unit.guns, kGunsOnPrintedBase);
        spec.figureFrontage *= static_cast<double>(gunsOnBase) / kGunsOnPrintedBase;
    }
    return spec;
}

}  // namespace adjutant
