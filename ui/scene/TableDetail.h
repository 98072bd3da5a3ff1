#pragma once

namespace adjutant::ui::TableDetail {

/// How much of the table is drawn at a zoom. Below this many pixels to the
/// inch the table is seen whole, as a map: each unit a block of its side's
/// colour with its short name, its stands and arm symbol left out (a stand
/// would be a few pixels across). From it up, the stands and symbols are
/// drawn and each unit takes its whole name where it fits.
inline constexpr double kOverviewBelowPixelsPerInch = 9.0;

}  // namespace adjutant::ui::TableDetail
