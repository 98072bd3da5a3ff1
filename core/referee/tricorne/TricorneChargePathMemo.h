#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "core/model/Vec2.h"
#include "core/referee/tricorne/TricorneChargeReach.h"

namespace adjutant {

class TricorneContext;

/// Charge paths already planned on a state, kept with its TricorneStateCache.
/// A bound plans each charger's path up to three times (the default orders,
/// the check of the order given, the check at step 1), most often on a table
/// where nothing the path measured has moved; the memo hands the first answer
/// out again when it would come out the same.
///
/// A kept path is handed out only when all that planning read is as it was:
/// the charger's and the target's layouts (the cache's layout revisions: the
/// pose, formation, strength and cohesion), the units found in the swept run
/// (the same units, none laid out again, each still on or off the table and
/// charging or not as before). When any unit at all was laid out again, the
/// run is swept again to see that no other unit has come into it. Everything
/// else a path reads (unit types, sides, names, terrain, tables, readings) is
/// fixed for the life of the state. With ADJUTANT_VERIFY_STATE_CACHE=1 every
/// path handed out is planned afresh too, and a difference throws.
class ChargePathMemo {
  public:
    /// The kept path from `charger` to `target`, when it is still what
    /// planning would give; nullptr otherwise.
    const ChargePath* find(const TricorneContext& context, std::size_t charger,
                           std::size_t target) const;
    /// Keeps a path just planned on the state `context` reads.
    void keep(const TricorneContext& context, std::size_t charger, std::size_t target,
              const ChargePath& path, const ChargeSweep& sweep);

  private:
    // What a path read of a unit found in its run, besides its layout.
    struct Found {
        std::size_t position = 0;
        std::uint64_t layoutRevision = 0;
        bool offTable = false;
        bool charging = false;
    };
    struct Entry {
        ChargePath path;
        std::uint64_t anyLayoutRevision = 0;
        std::uint64_t chargerRevision = 0;
        std::uint64_t targetRevision = 0;
        std::vector<Vec2> swept;
        std::vector<std::size_t> foundPositions;  // every unit found, charger and target too
        std::vector<Found> found;                 // those whose status the path read
    };
    bool stillHolds(const TricorneContext& context, std::size_t charger, std::size_t target,
                    const Entry& entry) const;

    std::map<std::pair<std::size_t, std::size_t>, Entry> entries_;
};

}  // namespace adjutant
