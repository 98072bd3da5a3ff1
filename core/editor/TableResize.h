#pragma once

#include "core/editor/MapPlacement.h"
#include "core/editor/ScenarioDraft.h"

namespace adjutant {
struct RulesetDefinition;
}

namespace adjutant::edits {

/// A new size for the table, `width` x `height` inches, its top-left corner
/// kept where it is. Refused, in a sentence that names what would be off the
/// table (units by their stands as `ruleset` lays them out, generals, terrain,
/// objectives, deployment zones) and the least size that holds them all, when
/// anything would lie beyond the new edges; refused too for a side that is not
/// more than 0 and at most limits::kMaxTableInches, as the scenario reader
/// refuses it. The map keeps its place and scale on the table: one stretched
/// over the old table is first given the scale it is shown at
/// (mapWithItsOwnScale), and the resize is refused when it cannot be.
ScenarioEdit resizeTable(double width, double height, const RulesetDefinition& ruleset,
                         MapPixels image);

}  // namespace adjutant::edits
