#include "ui/editor/ScenarioOutlines.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPolygonF>
#include <algorithm>

#include "ui/editor/FeatureNouns.h"

namespace adjutant::ui::outlines {

namespace {

std::size_t countOf(const Scenario& scenario, FeatureRef::Kind kind) {
    switch (kind) {
        case FeatureRef::Kind::Area:
            return scenario.table.areas.size();
        case FeatureRef::Kind::Line:
            return scenario.table.lines.size();
        case FeatureRef::Kind::Zone:
            return scenario.deploymentZones.size();
        case FeatureRef::Kind::Objective:
            return scenario.objectives.size();
    }
    return 0;
}

bool near(const Scenario& scenario, FeatureRef feature, QPointF table, double tolerance) {
    const auto& pts = points(scenario, feature);
    if (pts.size() == 1) {
        return QLineF(QPointF(pts[0].x, pts[0].y), table).length() <= tolerance;
    }
    if (isClosed(scenario, feature) && polygonOf(pts).containsPoint(table, Qt::OddEvenFill)) {
        return true;
    }
    return edgeAt(scenario, feature, table, tolerance).has_value();
}

}  // namespace

std::size_t count(const Scenario& scenario, FeatureRef::Kind kind) {
    return countOf(scenario, kind);
}

QPolygonF polygonOf(const std::vector<Vec2>& points) {
    QPolygonF polygon;
    for (const Vec2& p : points) {
        polygon << QPointF(p.x, p.y);
    }
    return polygon;
}

std::vector<Vec2> pointsOf(const QPolygonF& polygon) {
    std::vector<Vec2> out;
    for (const QPointF& p : polygon) {
        out.push_back({p.x(), p.y()});
    }
    return out;
}

const std::vector<Vec2>& points(const Scenario& scenario, FeatureRef feature) {
    switch (feature.kind) {
        case FeatureRef::Kind::Area:
            return scenario.table.areas.at(feature.index).outline;
        case FeatureRef::Kind::Line:
            return scenario.table.lines.at(feature.index).points;
        case FeatureRef::Kind::Zone:
            return scenario.deploymentZones.at(feature.index).outline;
        case FeatureRef::Kind::Objective:
            return scenario.objectives.at(feature.index).outline;
    }
    return scenario.objectives.at(feature.index).outline;
}

bool isClosed(const Scenario& scenario, FeatureRef feature) {
    return feature.kind != FeatureRef::Kind::Line && points(scenario, feature).size() >= 3;
}

QString describe(const Scenario& scenario, FeatureRef feature) {
    const auto named = [](QString what, const std::string& name) {
        return name.empty() ? what : QString("%1 \"%2\"").arg(what, QString::fromStdString(name));
    };
    switch (feature.kind) {
        case FeatureRef::Kind::Area: {
            const TerrainArea& area = scenario.table.areas.at(feature.index);
            QString what = areaKindNoun(area.kind);
            if (area.kind == AreaKind::Hill) {
                what = QCoreApplication::translate("adjutant::ui::ScenarioOutlines", "%1 level %2")
                           .arg(what)
                           .arg(area.level);
            }
            return named(what, area.name);
        }
        case FeatureRef::Kind::Line: {
            const LinearFeature& line = scenario.table.lines.at(feature.index);
            return named(linearKindNoun(line.kind), line.name);
        }
        case FeatureRef::Kind::Zone: {
            const DeploymentZone& zone = scenario.deploymentZones.at(feature.index);
            const std::string side = zone.side >= 0 && zone.side < int(scenario.sides.size())
                                         ? scenario.sides[std::size_t(zone.side)].name
                                         : std::string("?");
            return named(QCoreApplication::translate("adjutant::ui::ScenarioOutlines",
                                                     "deployment zone of %1")
                             .arg(QString::fromStdString(side)),
                         zone.name);
        }
        case FeatureRef::Kind::Objective:
            return named(QCoreApplication::translate("adjutant::ui::ScenarioOutlines", "objective"),
                         scenario.objectives.at(feature.index).name);
    }
    return {};
}

std::vector<FeatureRef> featuresAt(const Scenario& scenario, QPointF table, double tolerance) {
    using Kind = FeatureRef::Kind;
    std::vector<FeatureRef> found;
    const auto take = [&found](FeatureRef feature) {
        if (std::find(found.begin(), found.end(), feature) == found.end()) {
            found.push_back(feature);
        }
    };
    for (Kind kind : {Kind::Objective, Kind::Zone, Kind::Line}) {
        for (std::size_t i = countOf(scenario, kind); i-- > 0;) {
            const FeatureRef feature{kind, i};
            // A zone is large and under everything: here by its edge only.
            const bool under = kind == Kind::Zone
                                   ? edgeAt(scenario, feature, table, tolerance).has_value()
                                   : near(scenario, feature, table, tolerance);
            if (under) {
                take(feature);
            }
        }
    }
    // Areas: the highest hill level first, then the last drawn.
    std::vector<FeatureRef> areas;
    for (std::size_t i = scenario.table.areas.size(); i-- > 0;) {
        const FeatureRef feature{Kind::Area, i};
        if (near(scenario, feature, table, tolerance)) {
            areas.push_back(feature);
        }
    }
    std::stable_sort(areas.begin(), areas.end(), [&scenario](FeatureRef a, FeatureRef b) {
        return scenario.table.areas[a.index].level > scenario.table.areas[b.index].level;
    });
    for (const FeatureRef& area : areas) {
        take(area);
    }
    // Zones by their inside last: under everything else.
    for (std::size_t i = scenario.deploymentZones.size(); i-- > 0;) {
        const FeatureRef feature{Kind::Zone, i};
        if (near(scenario, feature, table, tolerance)) {
            take(feature);
        }
    }
    return found;
}

std::optional<FeatureRef> featureAt(const Scenario& scenario, QPointF table, double tolerance) {
    const std::vector<FeatureRef> under = featuresAt(scenario, table, tolerance);
    if (under.empty()) {
        return std::nullopt;
    }
    return under.front();
}

std::optional<std::size_t> vertexAt(const Scenario& scenario, FeatureRef feature, QPointF table,
                                    double tolerance) {
    const auto& pts = points(scenario, feature);
    std::optional<std::size_t> found;
    double nearest = tolerance;
    for (std::size_t i = 0; i < pts.size(); ++i) {
        const double d = QLineF(QPointF(pts[i].x, pts[i].y), table).length();
        if (d <= nearest) {
            nearest = d;
            found = i;
        }
    }
    return found;
}

std::optional<std::size_t> edgeAt(const Scenario& scenario, FeatureRef feature, QPointF table,
                                  double tolerance) {
    const auto& pts = points(scenario, feature);
    const std::size_t edges = isClosed(scenario, feature) ? pts.size() : pts.size() - 1;
    for (std::size_t i = 0; pts.size() >= 2 && i < edges; ++i) {
        const Vec2 a = pts[i];
        const Vec2 b = pts[(i + 1) % pts.size()];
        if (distanceToSegment(table, QPointF(a.x, a.y), QPointF(b.x, b.y)) <= tolerance) {
            return i;
        }
    }
    return std::nullopt;
}

double distanceToSegment(QPointF point, QPointF a, QPointF b) {
    const QPointF ab = b - a;
    const double lengthSquared = QPointF::dotProduct(ab, ab);
    if (lengthSquared <= 0) {
        return QLineF(point, a).length();
    }
    const double t = std::clamp(QPointF::dotProduct(point - a, ab) / lengthSquared, 0.0, 1.0);
    return QLineF(point, a + ab * t).length();
}

int hillLevelAt(const Scenario& scenario, QPointF table) {
    int level = 0;
    for (const TerrainArea& area : scenario.table.areas) {
        if (area.kind == AreaKind::Hill &&
            polygonOf(area.outline).containsPoint(table, Qt::OddEvenFill)) {
            level = std::max(level, area.level);
        }
    }
    return level;
}

}  // namespace adjutant::ui::outlines

namespace adjutant::ui::pieces {

const General* findGeneral(const Scenario& scenario, const std::string& id, int* side) {
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        for (const General& general : scenario.sides[s].generals) {
            if (general.id == id) {
                if (side) {
                    *side = int(s);
                }
                return &general;
            }
        }
    }
    return nullptr;
}

bool exists(const Scenario& scenario, const std::string& id) {
    return scenario.findUnit(id) != nullptr || findGeneral(scenario, id) != nullptr;
}

}  // namespace adjutant::ui::pieces
