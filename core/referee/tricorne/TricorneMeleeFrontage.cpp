#include "core/referee/tricorne/TricorneMeleeFrontage.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "core/engine/GameState.h"
#include "core/geometry/Aspect.h"
#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/referee/tricorne/TricorneMeleeGeometry.h"
#include "core/rules/UnitLayoutSpec.h"

namespace adjutant {

namespace {

constexpr double kSlack = 1e-6;  // inches: a figure centre exactly on a limit counts

// One figure of a formed unit, where it stands.
struct FigureSpot {
    Vec2 centre;
    std::size_t stand = 0;
};

// Figures placed in each stand row by row from the stand's front-left corner,
// as many across as the stand's width holds (UnitLayout.cpp fills them so).
std::vector<FigureSpot> figureSpots(const geometry::UnitLayout& layout,
                                    const geometry::LayoutSpec& spec) {
    std::vector<FigureSpot> spots;
    const double pitch = std::max(spec.figureFrontage * spec.spacing, 1e-9);
    const double depth = std::max(spec.figureDepth, 1e-9);
    for (std::size_t index = 0; index < layout.stands.size(); ++index) {
        const geometry::Stand& stand = layout.stands[index];
        const Vec2 across = stand.corners[1] - stand.corners[0];
        const Vec2 back = stand.corners[3] - stand.corners[0];
        const int files = std::max(1, static_cast<int>(std::lround(across.length() / pitch)));
        const int rows = std::max(1, static_cast<int>(std::lround(back.length() / depth)));
        for (int k = 0; k < stand.figures; ++k) {
            const int row = std::min(k / files, rows - 1);
            const int file = k % files;
            spots.push_back(
                {stand.corners[0] + across * ((file + 0.5) / files) + back * ((row + 0.5) / rows),
                 index});
        }
    }
    return spots;
}

// An edge of the unit that faces the enemy, with the pitch of figures along it
// and the depth of one rank counted in from it.
struct EngagedEdge {
    Vec2 from, to;
    double along = 0;
    double rank = 0;
    std::string name;
    std::optional<std::size_t> onlyStand;  // a square's face: its own stand's figures only
};

std::vector<EngagedEdge> engagedEdges(const geometry::UnitLayout& mine,
                                      const std::vector<Vec2>& enemy,
                                      const geometry::LayoutSpec& spec) {
    const double pitch = spec.figureFrontage * spec.spacing;
    const auto& f = mine.footprint;
    std::vector<EngagedEdge> edges;
    if (mine.formation == Formation::Square) {
        // 12.1.3, A22: only the face the enemy fights, the nearest; of faces as
        // near (a charger wider than the face touches the end of the next one)
        // the one the enemy stands squarely before.
        Vec2 enemyCentre;
        for (const Vec2& v : enemy) {
            enemyCentre = enemyCentre + v;
        }
        enemyCentre = enemyCentre / static_cast<double>(std::max<std::size_t>(enemy.size(), 1));
        double nearest = std::numeric_limits<double>::infinity();
        std::vector<double> distances;
        for (const geometry::Face& face : mine.faces) {
            distances.push_back(geometry::distanceFromFace(face, enemy));
            nearest = std::min(nearest, distances.back());
        }
        std::optional<std::size_t> engaged;
        double before = -std::numeric_limits<double>::infinity();
        for (std::size_t k = 0; k < mine.faces.size(); ++k) {
            if (distances[k] > nearest + geometry::kContactTolerance) {
                continue;
            }
            const geometry::Face& face = mine.faces[k];
            const double out = (enemyCentre - (face.left + face.right) / 2.0)
                                   .dot(Pose::directionOf(face.facingDegrees));
            if (!engaged || out > before) {
                engaged = k;
                before = out;
            }
        }
        if (engaged) {
            const geometry::Face& face = mine.faces[*engaged];
            edges.push_back({face.left, face.right, pitch, spec.figureDepth,
                             fmt::format("square face {}", *engaged + 1), *engaged});
        }
        return edges;
    }
    switch (geometry::aspectOf(mine, enemy)) {
        case geometry::Aspect::Front:
            edges.push_back({f[0], f[1], pitch, spec.figureDepth, "front", {}});
            break;
        case geometry::Aspect::Rear:
            edges.push_back({f[2], f[3], pitch, spec.figureDepth, "rear", {}});
            break;
        case geometry::Aspect::Flank: {
            const bool right = geometry::distanceFromEdge(f[1], f[2], enemy) <=
                               geometry::distanceFromEdge(f[3], f[0], enemy);
            if (right) {
                edges.push_back({f[1], f[2], spec.figureDepth, pitch, "right flank", {}});
            } else {
                edges.push_back({f[3], f[0], spec.figureDepth, pitch, "left flank", {}});
            }
            break;
        }
    }
    return edges;
}

}  // namespace

MeleeFrontage meleeFrontage(const TricorneContext& context, const Unit& unit, const Unit& enemy) {
    MeleeFrontage result;
    Explanation& why = result.explanation;
    why = Explanation{"Figures fighting", 0.0, "12.1, A22", {}, {}};
    const auto spec =
        layoutSpecFor(unit, context.state().ruleset(),
                      context.state().setup().scenario->figureScale, Cohesion::Ordered);
    const auto mine = formedLayout(context, unit);
    const auto theirs = formedLayout(context, enemy);
    if (!spec || !mine || !theirs || spec->battery) {
        why.note = "no figures that fight in melee";
        return result;
    }
    const double ranksCounted = context.factor(context.tables().meleeFrontage, "ranksCounted");
    const double overlapFigures = context.factor(context.tables().meleeFrontage, "overlapFigures");
    const bool flatFour = context.option("meleeOverlap") == "flatFour";

    const std::vector<FigureSpot> spots = figureSpots(*mine, *spec);
    // Each figure's place in the count: opposite the enemy on some engaged
    // edge, else beyond the ends of the contact on one, else neither. Flags
    // by figure instead of sets of figures: a bound counts tens of thousands.
    enum : unsigned char { kNeither = 0, kBeyond = 1, kOpposite = 2 };
    std::vector<unsigned char> place(spots.size(), kNeither);
    std::string firstEdge;
    std::size_t edges = 0;
    for (const EngagedEdge& edge : engagedEdges(*mine, theirs->footprint, *spec)) {
        if (edges++ == 0) {
            firstEdge = edge.name;
        }
        const Vec2 run = edge.to - edge.from;
        const double length = run.length();
        if (length <= 0) {
            continue;
        }
        const Vec2 axis = run / length;
        // Inwards: towards the unit's own figures.
        Vec2 inwards{-axis.y, axis.x};
        if ((mine->centre() - edge.from).dot(inwards) < 0) {
            inwards = -inwards;
        }
        // The part of the edge opposite the enemy.
        double low = std::numeric_limits<double>::infinity();
        double high = -low;
        for (const Vec2& v : theirs->footprint) {
            const double s = (v - edge.from).dot(axis);
            low = std::min(low, s);
            high = std::max(high, s);
        }
        low = std::clamp(low, 0.0, length);
        high = std::clamp(high, 0.0, length);
        const double reach = overlapFigures * edge.along;
        for (std::size_t i = 0; i < spots.size(); ++i) {
            if (edge.onlyStand && spots[i].stand != *edge.onlyStand) {
                continue;
            }
            const Vec2 offset = spots[i].centre - edge.from;
            const double inward = offset.dot(inwards);
            if (inward < -kSlack || std::floor((inward + kSlack) / edge.rank) >= ranksCounted) {
                continue;
            }
            const double s = offset.dot(axis);
            if (s >= low - kSlack && s <= high + kSlack) {
                place[i] = kOpposite;
            } else if (s >= low - reach - kSlack && s <= high + reach + kSlack) {
                place[i] = std::max<unsigned char>(place[i], kBeyond);
            }
        }
    }
    result.edge = edges > 1 ? std::to_string(edges) + " faces" : firstEdge;
    result.inContact = static_cast<int>(std::count(place.begin(), place.end(), kOpposite));
    const int strength = std::max(unit.figures, 0);
    why.add("Figures of the first " + formatRulesNumber(ranksCounted) + " ranks opposite the enemy",
            static_cast<double>(result.inContact), "12.1", result.edge);
    if (flatFour) {
        result.overlap = static_cast<int>(std::lround(2 * overlapFigures));
        why.add("Overlap, always", static_cast<double>(result.overlap), "A22",
                "the flat reading: two figures at each end");
    } else {
        result.overlap = static_cast<int>(std::count(place.begin(), place.end(), kBeyond));
        why.add("Overlap beyond the ends of the contact", static_cast<double>(result.overlap),
                "12.1, A22", "up to " + formatRulesNumber(overlapFigures) + " figures at each end");
    }
    result.figures = result.inContact + result.overlap;
    if (result.figures > strength) {
        result.figures = strength;
        why.add("No more than the unit has", static_cast<double>(strength), "A22");
    }
    why.value = static_cast<double>(result.figures);
    why.note = std::to_string(result.figures) + " figures";
    return result;
}

}  // namespace adjutant
