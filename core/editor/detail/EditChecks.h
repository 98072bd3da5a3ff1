#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/Scenario.h"

namespace adjutant::editor_detail {

// Checks shared by the scenario edits, phrased the way the scenario reader
// would phrase the same problem so that the editor and the file agree.

/// Touching an edge counts as on the table, with the reader's tolerance.
bool onTable(const Table& table, Vec2 point);

/// Why some point of `points` is off the table, or empty when all are on it.
/// `what` names the shape, e.g. "the woods \"pine-wood\"".
std::string offTableReason(const Table& table, const std::vector<Vec2>& points,
                           std::string_view what);

/// Twice the signed area of a closed outline (shoelace formula).
double doubledArea(const std::vector<Vec2>& outline);

/// `prefix-N` with the smallest N from 1 that `taken` says is free.
std::string freshId(std::string_view prefix, const std::function<bool(const std::string&)>& taken);

/// Whether a unit or a general anywhere in the scenario has this id.
bool pieceIdTaken(const Scenario& scenario, const std::string& id);

/// "side 3 does not exist" unless 0 <= side < sides.size().
std::string unknownSideReason(const Scenario& scenario, int side);

/// Whether the side has a brigade with this id.
bool hasBrigade(const Side& side, const std::string& brigadeId);

}  // namespace adjutant::editor_detail
