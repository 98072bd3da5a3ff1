#include "ui/scene/LabelPlacement.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <unordered_map>
#include <utility>

namespace adjutant::ui {

namespace {

constexpr double kGap = 2.0;        // pixels between a unit and its label
constexpr double kCellPixels = 64;  // the grid the placed labels and bodies are kept in

/// Rectangles kept in a uniform grid of cells, for "what lies here" questions
/// about a few rectangles among a thousand.
class RectGrid {
  public:
    void add(int index, const QRectF& rect) {
        rects_.resize(std::max<std::size_t>(rects_.size(), static_cast<std::size_t>(index) + 1));
        rects_[static_cast<std::size_t>(index)] = rect;
        forCells(rect, [&](long long key) { cells_[key].push_back(index); });
    }
    /// Calls `visit(index, rect)` once for each rectangle whose cells meet `rect`'s.
    template <typename Visit>
    void near(const QRectF& rect, Visit&& visit) const {
        ++stamp_;
        seen_.resize(rects_.size(), 0);
        forCells(rect, [&](long long key) {
            const auto found = cells_.find(key);
            if (found == cells_.end()) {
                return;
            }
            for (int index : found->second) {
                auto& mark = seen_[static_cast<std::size_t>(index)];
                if (mark != stamp_) {
                    mark = stamp_;
                    visit(index, rects_[static_cast<std::size_t>(index)]);
                }
            }
        });
    }

  private:
    template <typename Each>
    static void forCells(const QRectF& rect, Each&& each) {
        const auto cell = [](double v) {
            return static_cast<long long>(std::floor(v / kCellPixels));
        };
        for (long long x = cell(rect.left()); x <= cell(rect.right()); ++x) {
            for (long long y = cell(rect.top()); y <= cell(rect.bottom()); ++y) {
                each((x << 32) ^ (y & 0xffffffffLL));
            }
        }
    }

    std::vector<QRectF> rects_;
    std::unordered_map<long long, std::vector<int>> cells_;
    mutable std::vector<unsigned> seen_;
    mutable unsigned stamp_ = 0;
};

double overlapArea(const QRectF& a, const QRectF& b) {
    const QRectF both = a.intersected(b);
    return both.isEmpty() ? 0.0 : both.width() * both.height();
}

// The places tried for a label of `size`, best first, as top-left corners.
std::vector<QPointF> candidates(const LabelRequest& unit, QSizeF size) {
    const double w = size.width();
    const double h = size.height();
    const QPointF b = unit.backwards;
    // How far a box reaches along the unit's axis.
    const double along = std::abs(b.x()) * w + std::abs(b.y()) * h;
    const auto centred = [&](QPointF centre) { return centre - QPointF(w / 2.0, h / 2.0); };
    const QRectF& body = unit.body;
    std::vector<QPointF> places{
        centred(unit.rearCentre + b * (kGap + along / 2.0)),
        centred(unit.frontCentre - b * (kGap + along / 2.0)),
        {body.right() + kGap, body.center().y() - h / 2.0},
        {body.left() - kGap - w, body.center().y() - h / 2.0},
        {body.center().x() - w / 2.0, body.bottom() + kGap},
        {body.center().x() - w / 2.0, body.top() - kGap - h},
        {body.right() + kGap, body.bottom() + kGap},
        {body.left() - kGap - w, body.bottom() + kGap},
        {body.right() + kGap, body.top() - kGap - h},
        {body.left() - kGap - w, body.top() - kGap - h},
        // A step further out behind and in front, past a neighbour's label.
        centred(unit.rearCentre + b * (kGap + along * 1.5 + kGap)),
        centred(unit.frontCentre - b * (kGap + along * 1.5 + kGap)),
        centred(body.center()),
    };
    return places;
}

}  // namespace

namespace {

/// Places the labels one unit after another, each where it first fits. With
/// `shortFirst`, every unit first gets its short name and the whole names
/// then take the place of those that have room for them; otherwise each
/// unit takes its whole name where it fits as it comes.
std::vector<LabelPlace> placeInTurn(const std::vector<LabelRequest>& units, const QRectF& area,
                                    const std::vector<QRectF>& taken, bool fullNames,
                                    bool shortFirst) {
    std::vector<LabelPlace> placed(units.size());
    std::vector<double> covered(units.size(), 0.0);  // of other units, by the placed label
    RectGrid bodies;
    for (std::size_t i = 0; i < units.size(); ++i) {
        bodies.add(static_cast<int>(i), units[i].body);
    }
    // Kept by unit: a label placed again replaces the one before. The boxes
    // already taken follow the units'.
    RectGrid labels;
    for (std::size_t k = 0; k < taken.size(); ++k) {
        labels.add(static_cast<int>(units.size() + k), taken[k]);
    }
    // The first free place covering no other unit, or else the one covering least.
    const auto bestPlace = [&](std::size_t i,
                               QSizeF size) -> std::optional<std::pair<QRectF, double>> {
        if (size.isEmpty()) {
            return std::nullopt;
        }
        const LabelRequest& unit = units[i];
        std::optional<std::pair<QRectF, double>> best;
        for (const QPointF& corner : candidates(unit, size)) {
            const QRectF box(corner, size);
            if (!area.contains(box)) {
                continue;
            }
            // A pixel apart from every label already placed.
            const QRectF apart = box.adjusted(-1.0, -1.0, 1.0, 1.0);
            bool free = true;
            labels.near(apart, [&](int index, const QRectF& other) {
                free = free && (index == static_cast<int>(i) || !other.intersects(apart));
            });
            if (!free) {
                continue;
            }
            double cost = 0.0;
            bodies.near(box, [&](int index, const QRectF& other) {
                if (index != static_cast<int>(i)) {
                    cost += overlapArea(box, other);
                }
            });
            if (!best || cost < best->second) {
                best = std::make_pair(box, cost);
            }
            if (cost == 0.0) {
                break;
            }
        }
        return best;
    };
    const auto place = [&](std::size_t i, LabelPlace::Text text,
                           const std::pair<QRectF, double>& where) {
        placed[i] = {text, where.first};
        covered[i] = where.second;
        labels.add(static_cast<int>(i), where.first);
    };
    for (std::size_t i = 0; i < units.size(); ++i) {
        std::optional<std::pair<QRectF, double>> full;
        if (fullNames && !shortFirst) {
            full = bestPlace(i, units[i].full);
        }
        // The whole name unless it would cover a unit the short one leaves clear.
        std::optional<std::pair<QRectF, double>> brief;
        if (!full || full->second > 0.0) {
            brief = bestPlace(i, units[i].brief);
        }
        if (full && (!brief || full->second <= brief->second)) {
            place(i, LabelPlace::Text::Full, *full);
        } else if (brief) {
            place(i, LabelPlace::Text::Brief, *brief);
        }
    }
    if (fullNames && shortFirst) {
        for (std::size_t i = 0; i < units.size(); ++i) {
            const auto full = bestPlace(i, units[i].full);
            if (full && (placed[i].text == LabelPlace::Text::None || full->second <= covered[i])) {
                place(i, LabelPlace::Text::Full, *full);
            }
        }
    }
    return placed;
}

std::size_t unlabelled(const std::vector<LabelPlace>& places) {
    return static_cast<std::size_t>(std::count_if(places.begin(), places.end(), [](const auto& p) {
        return p.text == LabelPlace::Text::None;
    }));
}

}  // namespace

std::vector<LabelPlace> placeLabels(const std::vector<LabelRequest>& units, const QRectF& area,
                                    bool fullNames, const std::vector<QRectF>& taken) {
    std::vector<LabelPlace> placed = placeInTurn(units, area, taken, fullNames, false);
    // Whole names taken as they come can leave a crowded unit no room even for
    // its short name: then every unit's short name is placed first.
    if (fullNames && unlabelled(placed) > 0) {
        std::vector<LabelPlace> shortFirst = placeInTurn(units, area, taken, fullNames, true);
        if (unlabelled(shortFirst) < unlabelled(placed)) {
            placed = std::move(shortFirst);
        }
    }
    return placed;
}

QRectF clearOf(QRectF box, const QList<QRectF>& placed, bool upwards) {
    const double step = (box.height() + 2) * (upwards ? -1 : 1);
    for (bool moved = true; moved;) {
        moved = false;
        for (const QRectF& other : placed) {
            if (box.intersects(other)) {
                box.translate(0, step);
                moved = true;
            }
        }
    }
    return box;
}

namespace {

// A unit with a label to show that found no place.
bool anyLeftOut(const std::vector<LabelRequest>& units, const std::vector<LabelPlace>& places) {
    for (std::size_t i = 0; i < units.size(); ++i) {
        if (places[i].text == LabelPlace::Text::None && !units[i].brief.isEmpty()) {
            return true;
        }
    }
    return false;
}

// Which names cover one of the units' labels.
std::vector<bool> namesCovering(const QList<QRectF>& names, const std::vector<LabelPlace>& places) {
    std::vector<bool> covering(std::size_t(names.size()), false);
    for (qsizetype n = 0; n < names.size(); ++n) {
        for (const LabelPlace& place : places) {
            if (place.text != LabelPlace::Text::None && place.box.intersects(names[n])) {
                covering[std::size_t(n)] = true;
                break;
            }
        }
    }
    return covering;
}

}  // namespace

LabelsAroundNames placeLabelsAround(const std::vector<LabelRequest>& units, const QRectF& area,
                                    bool fullNames, const std::vector<QRectF>& taken,
                                    const QList<QRectF>& names) {
    std::vector<QRectF> all = taken;
    all.insert(all.end(), names.begin(), names.end());
    LabelsAroundNames result;
    result.places = placeLabels(units, area, fullNames, all);
    result.yielded.assign(std::size_t(names.size()), false);
    if (!anyLeftOut(units, result.places)) {
        return result;
    }
    // Without the names, every unit that can be named is; the names in the
    // way of one give way, and the others are kept clear of once more, so
    // that only those a unit needed are hidden, unless that again leaves a
    // unit out.
    std::vector<LabelPlace> alone = placeLabels(units, area, fullNames, taken);
    std::vector<bool> inTheWay = namesCovering(names, alone);
    all = taken;
    for (qsizetype n = 0; n < names.size(); ++n) {
        if (!inTheWay[std::size_t(n)]) {
            all.push_back(names[n]);
        }
    }
    std::vector<LabelPlace> fewer = placeLabels(units, area, fullNames, all);
    if (anyLeftOut(units, fewer)) {
        result.places = std::move(alone);
        result.yielded = std::move(inTheWay);
    } else {
        result.yielded = namesCovering(names, fewer);
        result.places = std::move(fewer);
    }
    return result;
}

}  // namespace adjutant::ui
