#include "core/referee/UnitStatusCheck.h"

#include "core/referee/fireeffect/FireEffectGameState.h"
#include "core/referee/fireeffect/FireEffectReferee.h"
#include "core/referee/princes/PrincesGameState.h"
#include "core/referee/princes/PrincesReferee.h"
#include "core/referee/tricorne/TricorneReferee.h"
#include "core/referee/tricorne/TricorneUnitState.h"

namespace adjutant {

void checkUnitStatus(std::string_view engine, const JsonReader& status) {
    if (engine == kTricorneEngine) {
        TricorneUnitState::read(status);
    } else if (engine == kPrincesEngine) {
        PrincesUnitState::read(status);
    } else if (engine == kFireEffectEngine) {
        FireEffectUnitState::read(status);
    }
}

}  // namespace adjutant
