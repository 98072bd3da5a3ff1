#pragma once

#include <string>

#include "core/json/Diagnostics.h"
#include "core/model/Scenario.h"

namespace adjutant {

class RulesetRegistry;

/// Every problem the scenario would have as the file `path`: it is written as
/// a document and read back with the same validation `adjutant-cli validate`
/// applies, plus a check that the map image exists beside the file. So the
/// editor can never save what the program would refuse to open.
Diagnostics validateScenarioFor(const Scenario& scenario, const std::string& path,
                                const RulesetRegistry& rulesets);

/// The scenario with its map file re-expressed relative to another folder, so
/// that saving under a new name keeps finding the image. A map held by its
/// absolute path (chosen before the scenario had a folder) becomes relative
/// too; only an image on another root than the folder keeps its absolute path.
Scenario rebaseMapFile(Scenario scenario, const std::string& fromFolder,
                       const std::string& toFolder);

/// The scenario with its map image inside `toFolder`, where a scenario file
/// saved there may name it (MapImagePath.h): an image already inside keeps
/// its place (re-expressed relative to `toFolder`); one elsewhere is copied
/// into `toFolder`/maps/, under a new name when another picture has its name
/// there. The scenario records the content of the image it names
/// (`map.sha256`, MapImageLookup.h). On a failed copy `error` says why and the
/// scenario comes back as it was.
Scenario carryMapImage(Scenario scenario, const std::string& fromFolder,
                       const std::string& toFolder, std::string& error);

/// Validates, and writes only a valid scenario, atomically. Returns every
/// error (one per line), or empty when the file was written.
std::string saveScenarioFile(const std::string& path, const Scenario& scenario,
                             const RulesetRegistry& rulesets);

}  // namespace adjutant
