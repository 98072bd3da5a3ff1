#pragma once

#include "core/model/Scenario.h"
#include "ui/items/ObjectiveMarksItem.h"

namespace adjutant::ui {

/// How `objective` is marked on the table before anyone holds it: its point
/// or area with the distance at which a unit holds it, in gold, named with
/// what the victory conditions make it worth ("Leuthen village (5 points)"),
/// or by its name alone when they do not score it. The game and the editor
/// show an objective alike.
ObjectiveMarksItem::Mark objectiveMarkOf(const Scenario& scenario, const Objective& objective);

}  // namespace adjutant::ui
