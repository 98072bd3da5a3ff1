#pragma once

namespace adjutant::bench {

/// Registers BM_OpenLargeBattle (OpenBattleBenchmark.cpp).
void registerOpenBattleBenchmarks();

}  // namespace adjutant::bench
