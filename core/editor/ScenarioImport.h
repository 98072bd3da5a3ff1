#pragma once

#include <string>

namespace adjutant {

class RulesetRegistry;

/// Takes a scenario someone shared (a scenario file, with its map beside it as
/// Export scenario for sharing writes them, ScenarioExport.h) into the
/// player's own scenarios folder `intoFolder`, where the start page lists it:
/// the scenario is read and checked as File > Open would, its map image is
/// copied into `intoFolder`/maps/ (a picture already there with the same
/// content is used again) and the scenario is written as
/// `<its file name>`, or `<name>-2.scenario.json`... when one of that name is
/// there already: an import never replaces a scenario of the player's.
///
/// Returns the scenario file written, or an empty string with every problem in
/// `error` (the shared file is named once at its head); nothing is written
/// then.
std::string importScenario(const std::string& sharedFile, const std::string& intoFolder,
                           const RulesetRegistry& rulesets, std::string& error);

}  // namespace adjutant
