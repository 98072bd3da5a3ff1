#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/model/Side.h"
#include "core/model/Terrain.h"
#include "core/model/Unit.h"
#include "core/model/Victory.h"

namespace adjutant {

/// The playing surface: its size and what is drawn on it.
struct Table {
    double width = 72.0;   // inches
    double height = 48.0;  // inches
    std::vector<TerrainArea> areas;
    std::vector<LinearFeature> lines;
};

/// A background map image and how it sits on the table.
struct MapImage {
    std::string file;           // relative to the scenario file
    Vec2 topLeft;               // where the image's top-left corner lies, inches
    double inchesPerPixel = 0;  // calibrated scale; 0 means "stretch to the table"
    double opacity = 1.0;
    /// SHA-256 of the image the scenario was drawn on, 64 lower-case hex
    /// digits; empty in a scenario saved before maps were recorded by content.
    std::string sha256;
};

/// An area a side may deploy in.
struct DeploymentZone {
    int side = 0;
    std::string name;
    std::vector<Vec2> outline;
};

/// A named place on the table that matters to the scenario: a point (one
/// vertex) or an area (three or more).
struct Objective {
    std::string id;
    std::string name;
    std::vector<Vec2> outline;
};

/// Everything needed to start a game: the ruleset and its options, the table,
/// the two sides and their units.
struct Scenario {
    int formatVersion = 1;
    std::string title;
    /// One or two sentences for the start page; empty: the notes' opening is used.
    std::string summary;
    std::string ruleset;                         // ruleset id, e.g. "tricorne"
    std::map<std::string, std::string> options;  // ruleset option id -> chosen reading
    std::string figureScale = "15mm";
    std::string period;  // e.g. "SYW"; the ruleset says which values it knows
    int year = 0;
    std::string notes;
    Table table;
    std::optional<MapImage> map;
    std::vector<Side> sides;
    std::vector<Unit> units;
    std::vector<DeploymentZone> deploymentZones;
    std::vector<Objective> objectives;
    VictoryConditions victory;

    const Unit* findUnit(const std::string& id) const;
    Unit* findUnit(const std::string& id);
};

}  // namespace adjutant
