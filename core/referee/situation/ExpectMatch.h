#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace adjutant {

/// Compares an expected answer with the real one: every member the expected
/// object names must be in the answer with an equal value, recursively
/// (objects member by member, arrays element by element, numbers within 1e-6,
/// other values exactly); members it does not name are not compared.
/// Returns one line per difference, each starting with its JSON pointer.
std::vector<std::string> compareWithExpected(const nlohmann::json& expected,
                                             const nlohmann::json& actual,
                                             const std::string& pointer = {});

}  // namespace adjutant
