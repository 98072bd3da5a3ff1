#include "core/io/ScenarioTableReader.h"

#include <fmt/format.h>

#include <cmath>
#include <set>

#include "core/io/ScenarioShapeReader.h"
#include "core/io/ScenarioWaterCrossingReader.h"
#include "core/json/BoundedArray.h"
#include "core/json/ExpectObject.h"
#include "core/json/InputLimits.h"

namespace adjutant {

namespace {

// Larger than any real wargames table, small enough that no later computation
// on table coordinates can overflow or run away.
constexpr double kLargestTableInches = limits::kMaxTableInches;

double readTableSide(const JsonReader& table, std::string_view key) {
    const JsonReader side = table.child(key);
    if (!side.present()) {
        table.errorAt(key, "missing (expected the table size in inches, a positive number)");
        return 0.0;
    }
    const auto value = side.asNumber();
    if (!value) {
        return 0.0;
    }
    if (*value <= 0.0 || *value > kLargestTableInches) {
        side.error(fmt::format("expected a positive number of inches (at most {}), found {}",
                               kLargestTableInches, *value));
        return 0.0;
    }
    return *value;
}

std::string areaKindList() {
    return "\"woods\", \"town\", \"marsh\" or \"hill\"";
}
std::string linearKindList() {
    return "\"hedge\", \"wall\", \"stream\", \"river\", \"ditch\" or \"road\"";
}

/// Reads what an area and a line begin with: it is an object (else false),
/// its members are among `members`, its id, its name, and its kind, a key
/// `kindFromKey` knows (one of `kinds`). `what` names it: "terrain area".
template <typename Feature, typename KindFromKey>
bool readFeatureHead(const JsonReader& node, std::string_view what,
                     std::initializer_list<std::string_view> members, KindFromKey kindFromKey,
                     std::string_view kinds, Feature& feature) {
    if (!expectObject(node, fmt::format("a {}", what))) {
        return false;
    }
    node.warnUnknownMembers(members);
    feature.id = node.requireString("id");
    feature.name = node.optionalString("name");
    const std::string kindKey = node.requireString("kind");
    if (auto kind = kindFromKey(kindKey)) {
        feature.kind = *kind;
    } else if (node.child("kind").isString()) {
        node.errorAt("kind",
                     fmt::format("unknown {} kind \"{}\" (expected {})", what, kindKey, kinds));
    }
    return true;
}

// A point strictly inside or on the boundary of a polygon (even-odd rule).
bool insidePolygon(Vec2 point, const std::vector<Vec2>& outline) {
    bool inside = false;
    for (std::size_t i = 0, j = outline.size() - 1; i < outline.size(); j = i++) {
        const Vec2 a = outline[i];
        const Vec2 b = outline[j];
        const Vec2 ab = b - a;
        const Vec2 ap = point - a;
        if (std::abs(ab.cross(ap)) < 1e-9 && ap.dot(ab) >= -1e-9 && ap.dot(ab) <= ab.dot(ab)) {
            return true;  // on an edge
        }
        if ((a.y > point.y) != (b.y > point.y) &&
            point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x) {
            inside = !inside;
        }
    }
    return inside;
}

}  // namespace

Table ScenarioTableReader::read(const JsonReader& tableNode) {
    Table table;
    if (!tableNode.present()) {
        return table;
    }
    tableNode.warnUnknownMembers({"width", "height", "areas", "lines"});
    table.width = readTableSide(tableNode, "width");
    table.height = readTableSide(tableNode, "height");
    context_.tableWidth = table.width;
    context_.tableHeight = table.height;

    std::set<std::string> ids;
    auto checkId = [&ids](const JsonReader& node, const std::string& id) {
        if (!id.empty() && !ids.insert(id).second) {
            node.errorAt("id",
                         fmt::format("terrain id \"{}\" is used twice (expected unique ids)", id));
        }
    };

    const std::vector<JsonReader> areaNodes =
        boundedArray(tableNode, "areas", limits::kMaxScenarioFeatures, "terrain areas");
    std::vector<JsonReader> readAreaNodes;
    for (const JsonReader& node : areaNodes) {
        TerrainArea area = readArea(node);
        checkId(node, area.id);
        if (area.outline.size() >= 3) {
            table.areas.push_back(std::move(area));
            readAreaNodes.push_back(node);
        }
    }
    checkHillNesting(readAreaNodes, table.areas);

    for (const JsonReader& node :
         boundedArray(tableNode, "lines", limits::kMaxScenarioFeatures, "terrain lines")) {
        LinearFeature line = readLine(node);
        checkId(node, line.id);
        if (line.points.size() >= 2) {
            table.lines.push_back(std::move(line));
        }
    }
    return table;
}

TerrainArea ScenarioTableReader::readArea(const JsonReader& node) const {
    TerrainArea area;
    if (!readFeatureHead(node, "terrain area", {"id", "name", "kind", "outline", "level"},
                         areaKindFromKey, areaKindList(), area)) {
        return area;
    }
    const ScenarioShapeReader shapes(context_);
    area.outline = shapes.readPoints(node, "outline", 3, "an area outline");
    if (area.outline.size() >= 3 &&
        std::abs(ScenarioShapeReader::doubledArea(area.outline)) < 1e-9) {
        node.errorAt("outline", "the outline encloses no area (its points lie on one line)");
    }
    if (area.kind == AreaKind::Hill) {
        area.level = node.optionalInt("level", 1, 1, 100);
    } else if (node.has("level")) {
        node.child("level").warning("only hills have contour levels; ignored");
    }
    return area;
}

LinearFeature ScenarioTableReader::readLine(const JsonReader& node) const {
    LinearFeature line;
    if (!readFeatureHead(node, "linear feature", {"id", "name", "kind", "points", "crossings"},
                         linearKindFromKey, linearKindList(), line)) {
        return line;
    }
    const ScenarioShapeReader shapes(context_);
    line.points = shapes.readPoints(node, "points", 2, "a linear feature");
    line.crossings = readWaterCrossings(node, line, context_);
    return line;
}

void ScenarioTableReader::checkHillNesting(const std::vector<JsonReader>& nodes,
                                           const std::vector<TerrainArea>& areas) const {
    for (std::size_t i = 0; i < areas.size(); ++i) {
        const TerrainArea& upper = areas[i];
        if (upper.kind != AreaKind::Hill || upper.level < 2) {
            continue;
        }
        bool nested = false;
        for (const TerrainArea& lower : areas) {
            if (lower.kind != AreaKind::Hill || lower.level != upper.level - 1) {
                continue;
            }
            bool allInside = true;
            for (Vec2 point : upper.outline) {
                allInside = allInside && insidePolygon(point, lower.outline);
            }
            nested = nested || allInside;
        }
        if (!nested) {
            nodes[i].errorAt("level", fmt::format("a level-{} hill must lie inside a level-{} hill",
                                                  upper.level, upper.level - 1));
        }
    }
}

}  // namespace adjutant
