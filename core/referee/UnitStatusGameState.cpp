#include "core/referee/UnitStatusGameState.h"

#include "core/referee/ActiveUnitIndex.h"

namespace adjutant {

const ActiveUnitIndex& syncedUnitIndex(DerivedSlot<ActiveUnitIndex>& slot, const GameState& state) {
    ActiveUnitIndex& index = slot.get();
    index.sync(state);
    return index;
}

}  // namespace adjutant
