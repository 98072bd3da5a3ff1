#pragma once

#include <optional>
#include <string>

#include "core/editor/OrderOfBattle.h"

namespace adjutant::editor_detail {

// The readers behind readOrderOfBattle*: each returns every row or member it
// could read, those with a problem marked `misread`, even when there were
// errors; nothing only when the file as a whole cannot be read (not text,
// not JSON, no header naming the columns). Ids used twice are left to the
// caller (checkOrderOfBattleUnitIds), so that an import reports them once.
std::optional<OrderOfBattle> readOrderOfBattleCsvRows(const std::string& text,
                                                      const std::string& fileName,
                                                      Diagnostics& diagnostics);
std::optional<OrderOfBattle> readOrderOfBattleJsonMembers(const nlohmann::json& json,
                                                          const std::string& fileName,
                                                          Diagnostics& diagnostics);
std::optional<OrderOfBattle> readOrderOfBattleFileAsFarAsPossible(const std::string& path,
                                                                  Diagnostics& diagnostics);

/// What the public readers return: the order of battle read, its ids
/// checked, or nothing when any error was found since `errorsBefore`.
std::optional<OrderOfBattle> withoutErrors(std::optional<OrderOfBattle> read,
                                           const std::string& fileName, Diagnostics& diagnostics,
                                           std::size_t errorsBefore);

}  // namespace adjutant::editor_detail
