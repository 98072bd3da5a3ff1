#pragma once

#include <array>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/Pose.h"
#include "core/model/Vec2.h"

namespace adjutant::geometry {

/// Everything needed to lay a unit's stands out on the table, already converted
/// to table inches. Built from a unit and its ruleset by `layoutSpecFor`
/// (core/rules/UnitLayoutSpec.h); tests build it by hand.
struct LayoutSpec {
    Formation formation = Formation::Line;
    Cohesion cohesion = Cohesion::Ordered;
    int figures = 0;
    int figuresPerStand = 4;
    double figureFrontage = 0;  // inches, one figure's base (a battery: the whole gun base)
    double figureDepth = 0;     // inches
    int ranks = 0;              // > 0: figures stand in this many ranks
    int files = 0;              // > 0: figures stand this many abreast, in depth
    double spacing = 1.0;       // frontage per figure as a multiple of figureFrontage
    bool battery = false;       // one gun model on one base; `figures` are its crew
    int guns = 0;
};

/// One stand (a group of figures) as placed on the table. Corners run
/// front-left, front-right, rear-right, rear-left relative to the stand's own
/// facing (an unformed unit's stands are turned 45 degrees).
struct Stand {
    std::array<Vec2, 4> corners;
    int figures = 0;
    bool operator==(const Stand&) const = default;
};

/// A straight edge of a unit that can fire or be measured from: the front edge
/// of most formations, each of the four faces of a square. `left`/`right` are
/// as seen by the figures standing on it, looking along `facingDegrees`.
struct Face {
    Vec2 left;
    Vec2 right;
    double facingDegrees = 0;
    int figures = 0;  // figures standing on this face (front rank only for a line)
    bool operator==(const Face&) const = default;
};

/// The stands, outline and measurements of a unit in its formation.
///
/// `footprint` is the outer rectangle of all stands, always convex, with its
/// vertices in the order front-left, front-right, rear-right, rear-left, which
/// is clockwise as seen on screen (table y grows downwards); the first vertex is
/// not repeated. Edge i runs from vertex i to vertex i+1: 0 front, 1 right
/// flank, 2 rear, 3 left flank.
struct UnitLayout {
    Formation formation = Formation::Line;
    Cohesion cohesion = Cohesion::Ordered;
    Pose pose;
    std::vector<Stand> stands;  // a square: one stand per face (front, right, rear, left)
    std::vector<Vec2> footprint;
    double frontage = 0;       // inches, width of the footprint
    double depth = 0;          // inches
    int frontRankFigures = 0;  // a battery: its guns
    Vec2 frontLeft;
    Vec2 frontRight;
    std::vector<Face> faces;  // one face, or four for a square

    /// Centre of the footprint.
    Vec2 centre() const;
    /// Every member equal (a memo's check of a kept layout against a fresh one).
    bool operator==(const UnitLayout&) const = default;
};

/// Lays out a unit's stands in its formation and cohesion at the given pose.
/// A spec with fewer than one figure is laid out as one figure so that every
/// unit has a measurable footprint.
UnitLayout layoutUnit(const LayoutSpec& spec, const Pose& pose);

}  // namespace adjutant::geometry
