#pragma once

#include <optional>

#include "core/model/Scenario.h"
#include "ui/editor/EditorTool.h"

namespace adjutant::ui {

/// Places new units: the Order of battle dock says what unit (side, type,
/// nation, size, formation, brigade), and each click puts one there with its
/// front edge centred on the click, facing the enemy's baseline. Ids are made
/// unique by numbering.
class PlaceUnitTool : public EditorTool {
    Q_OBJECT

  public:
    using EditorTool::EditorTool;

    /// The unit each click places (its pose and, if taken, its id are set per click).
    void setTemplate(const Unit& unit) { template_ = unit; }
    const std::optional<Unit>& unitTemplate() const { return template_; }

    QString name() const override { return tr("&Place unit"); }
    QString hint() const override;

    bool mousePress(const ToolMouseEvent& event) override;

    /// The facing that looks from a side's baseline towards the other edge.
    static double facingFromBaseline(TableEdge baseline);
    /// `wanted`, or `wanted-2`, `wanted-3`... whichever is free among units and generals.
    static std::string freeId(const Scenario& scenario, const std::string& wanted);

  private:
    std::optional<Unit> template_;
};

}  // namespace adjutant::ui
