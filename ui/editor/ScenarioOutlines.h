#pragma once

#include <QPointF>
#include <QPolygonF>
#include <QString>
#include <optional>
#include <vector>

#include "core/editor/FeatureRef.h"
#include "core/model/Scenario.h"

namespace adjutant::ui {

/// The outlines a scenario has (terrain areas and lines, deployment zones,
/// objectives) seen as the editor picks and draws them: their points, whether
/// they close, and what lies under a point of the table.
namespace outlines {

const std::vector<Vec2>& points(const Scenario& scenario, FeatureRef feature);
/// How many outlines of a kind the scenario has.
std::size_t count(const Scenario& scenario, FeatureRef::Kind kind);
/// Table points as a polygon for drawing and picking, and back.
QPolygonF polygonOf(const std::vector<Vec2>& points);
std::vector<Vec2> pointsOf(const QPolygonF& polygon);
/// Areas, zones and area objectives close back to their first point.
bool isClosed(const Scenario& scenario, FeatureRef feature);
/// "woods \"Kiefernwald\"", "deployment zone of Prussia", "objective Galgenberg crest".
QString describe(const Scenario& scenario, FeatureRef feature);

/// The outline under a point, the one drawn on top first: objectives, zones,
/// lines (within `tolerance` inches), then areas (innermost hill level first).
std::optional<FeatureRef> featureAt(const Scenario& scenario, QPointF table, double tolerance);
/// Every outline under a point, in the order featureAt prefers them: the
/// first is featureAt's. Overlapping woods, a road through them and the hill
/// beneath are each chosen in turn from it (Tab in the select tool).
std::vector<FeatureRef> featuresAt(const Scenario& scenario, QPointF table, double tolerance);
/// The vertex of an outline within `tolerance` inches of a point, if any.
std::optional<std::size_t> vertexAt(const Scenario& scenario, FeatureRef feature, QPointF table,
                                    double tolerance);
/// The edge (index of its first vertex) within `tolerance` of a point, if any.
std::optional<std::size_t> edgeAt(const Scenario& scenario, FeatureRef feature, QPointF table,
                                  double tolerance);

/// The highest contour level of the hills a point lies in (0: none); a hill
/// begun there becomes the next level.
int hillLevelAt(const Scenario& scenario, QPointF table);

/// Distance from a point to the segment a-b, in inches.
double distanceToSegment(QPointF point, QPointF a, QPointF b);

}  // namespace outlines

/// The units and generals of a scenario ("pieces"), found by id.
namespace pieces {

/// The general with this id and, through `side`, the index of its side.
const General* findGeneral(const Scenario& scenario, const std::string& id, int* side = nullptr);
/// A unit or a general has this id.
bool exists(const Scenario& scenario, const std::string& id);

}  // namespace pieces

}  // namespace adjutant::ui
