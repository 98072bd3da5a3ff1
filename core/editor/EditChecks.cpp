#include "core/editor/detail/EditChecks.h"

#include <fmt/format.h>

#include <algorithm>

namespace adjutant::editor_detail {

namespace {

// The scenario reader's slack for points on an edge.
constexpr double kEdgeTolerance = 1e-6;

}  // namespace

bool onTable(const Table& table, Vec2 point) {
    return point.x >= -kEdgeTolerance && point.y >= -kEdgeTolerance &&
           point.x <= table.width + kEdgeTolerance && point.y <= table.height + kEdgeTolerance;
}

std::string offTableReason(const Table& table, const std::vector<Vec2>& points,
                           std::string_view what) {
    for (const Vec2 point : points) {
        if (!onTable(table, point)) {
            return fmt::format("{} would have a point at [{:.2f}, {:.2f}], off the {} x {} table",
                               what, point.x, point.y, table.width, table.height);
        }
    }
    return {};
}

double doubledArea(const std::vector<Vec2>& outline) {
    double sum = 0;
    for (std::size_t i = 0; i < outline.size(); ++i) {
        sum += outline[i].cross(outline[(i + 1) % outline.size()]);
    }
    return sum;
}

std::string freshId(std::string_view prefix, const std::function<bool(const std::string&)>& taken) {
    for (int n = 1;; ++n) {
        std::string id = fmt::format("{}-{}", prefix, n);
        if (!taken(id)) {
            return id;
        }
    }
}

bool pieceIdTaken(const Scenario& scenario, const std::string& id) {
    if (scenario.findUnit(id) != nullptr) {
        return true;
    }
    return std::any_of(scenario.sides.begin(), scenario.sides.end(), [&](const Side& side) {
        return std::any_of(side.generals.begin(), side.generals.end(),
                           [&](const General& general) { return general.id == id; });
    });
}

std::string unknownSideReason(const Scenario& scenario, int side) {
    if (side < 0 || static_cast<std::size_t>(side) >= scenario.sides.size()) {
        return fmt::format("there is no side {} (the scenario has {} sides)", side,
                           scenario.sides.size());
    }
    return {};
}

bool hasBrigade(const Side& side, const std::string& brigadeId) {
    return std::any_of(side.brigades.begin(), side.brigades.end(),
                       [&](const Brigade& brigade) { return brigade.id == brigadeId; });
}

}  // namespace adjutant::editor_detail
