#include "core/geometry/FootprintIndex.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <utility>

#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/BoostTypes.h"

namespace adjutant::geometry {

namespace bg = detail::bg;

namespace {

// How many footprints a distance query usually finds on a crowded table.
constexpr std::size_t kTypicalFinds = 8;
// Cells at most: a table of extreme extent gets larger cells, not more of them.
constexpr std::size_t kMaxCells = 1 << 16;

struct Box {
    double minX = 0, minY = 0, maxX = 0, maxY = 0;
    bool finite() const {
        return std::isfinite(minX) && std::isfinite(minY) && std::isfinite(maxX) &&
               std::isfinite(maxY);
    }
    bool hasNaN() const {
        return std::isnan(minX) || std::isnan(minY) || std::isnan(maxX) || std::isnan(maxY);
    }
};

// The test Boost.Geometry makes of two boxes (touching counts; a NaN
// coordinate makes no comparison true, so such a box is never disjoint),
// which the R-tree this index replaced answered with.
bool boxesIntersect(const Box& a, const Box& b) {
    return !(a.maxX < b.minX || b.maxX < a.minX || a.maxY < b.minY || b.maxY < a.minY);
}

Box envelopeOf(const std::vector<Vec2>& outline) {
    Box box{outline.front().x, outline.front().y, outline.front().x, outline.front().y};
    for (const Vec2& v : outline) {
        box.minX = std::min(box.minX, v.x);
        box.minY = std::min(box.minY, v.y);
        box.maxX = std::max(box.maxX, v.x);
        box.maxY = std::max(box.maxY, v.y);
    }
    return box;
}

}  // namespace

// A uniform grid of square cells over the table, each listing the footprints
// whose boxes overlap it. Units on a table are spread out and of much the
// same size, so a query reads the few cells about it whatever the size of
// the army: no tree to descend (log n node visits, each somewhere else in
// memory), and a moved unit leaves a cell or two and enters others. A
// footprint outside the grid's extent is kept in the border cells, which
// costs speed, never answers.
struct FootprintIndex::Impl {
    struct CellRange {
        std::uint32_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    };
    struct Entry {
        Box box;
        CellRange cells;
        bool indexed = false;     // false for an empty footprint
        bool everywhere = false;  // a NaN in its box: kept outside the cells
    };

    std::vector<std::vector<Vec2>> outlines;  // as given
    std::vector<Entry> entries;               // by index
    std::size_t indexedCount = 0;
    std::vector<std::vector<std::uint32_t>> cells;  // row by row, nx * ny
    std::vector<std::uint32_t> everywhere;          // checked by every query
    double originX = 0, originY = 0;
    double cellSize = 1;
    std::uint32_t nx = 1, ny = 1;
    // The mean of the boxes' longer sides at the last rebuild: where a
    // nearest query starts looking (any positive figure gives the same answers).
    double typicalSize = 1.0;

    std::uint32_t cellOf(double at, double origin, std::uint32_t count) const {
        const double t = (at - origin) / cellSize;
        if (!(t >= 1.0)) {  // below the grid, or NaN
            return 0;
        }
        if (t >= static_cast<double>(count - 1)) {
            return count - 1;
        }
        return static_cast<std::uint32_t>(t);
    }
    CellRange rangeOf(const Box& box) const {
        return {cellOf(box.minX, originX, nx), cellOf(box.minY, originY, ny),
                cellOf(box.maxX, originX, nx), cellOf(box.maxY, originY, ny)};
    }

    void place(std::uint32_t index) {
        Entry& entry = entries[index];
        if (entry.box.hasNaN()) {
            entry.everywhere = true;
            everywhere.push_back(index);
            return;
        }
        entry.cells = rangeOf(entry.box);
        for (std::uint32_t y = entry.cells.y0; y <= entry.cells.y1; ++y) {
            for (std::uint32_t x = entry.cells.x0; x <= entry.cells.x1; ++x) {
                cells[static_cast<std::size_t>(y) * nx + x].push_back(index);
            }
        }
    }
    void lift(std::uint32_t index) {
        Entry& entry = entries[index];
        const auto drop = [index](std::vector<std::uint32_t>& list) {
            const auto at = std::find(list.begin(), list.end(), index);
            *at = list.back();  // the order within a cell is never read
            list.pop_back();
        };
        if (entry.everywhere) {
            drop(everywhere);
            entry.everywhere = false;
            return;
        }
        for (std::uint32_t y = entry.cells.y0; y <= entry.cells.y1; ++y) {
            for (std::uint32_t x = entry.cells.x0; x <= entry.cells.x1; ++x) {
                drop(cells[static_cast<std::size_t>(y) * nx + x]);
            }
        }
    }

    /// Calls f(index) once for each indexed footprint whose box intersects `query`.
    template <class F>
    void forEachBoxIntersecting(const Box& query, F&& f) const {
        for (const std::uint32_t index : everywhere) {
            if (boxesIntersect(entries[index].box, query)) {
                f(index);
            }
        }
        if (query.hasNaN()) {  // no cells to narrow it to: every box, as Boost tests them
            for (std::uint32_t index = 0; index < entries.size(); ++index) {
                if (entries[index].indexed && !entries[index].everywhere &&
                    boxesIntersect(entries[index].box, query)) {
                    f(index);
                }
            }
            return;
        }
        const CellRange range = rangeOf(query);
        for (std::uint32_t y = range.y0; y <= range.y1; ++y) {
            for (std::uint32_t x = range.x0; x <= range.x1; ++x) {
                for (const std::uint32_t index : cells[static_cast<std::size_t>(y) * nx + x]) {
                    const Entry& entry = entries[index];
                    // A box over several cells is met in each: it is taken in
                    // the first cell it shares with the query, and only there.
                    if (x != std::max(entry.cells.x0, range.x0) ||
                        y != std::max(entry.cells.y0, range.y0)) {
                        continue;
                    }
                    if (boxesIntersect(entry.box, query)) {
                        f(index);
                    }
                }
            }
        }
    }
};

FootprintIndex::FootprintIndex() : impl_(std::make_unique<Impl>()) {}
FootprintIndex::~FootprintIndex() = default;
FootprintIndex::FootprintIndex(FootprintIndex&&) noexcept = default;
FootprintIndex& FootprintIndex::operator=(FootprintIndex&&) noexcept = default;

void FootprintIndex::rebuild(const std::vector<std::vector<Vec2>>& footprints) {
    Impl& impl = *impl_;
    impl.outlines = footprints;
    impl.entries.assign(footprints.size(), Impl::Entry{});
    impl.everywhere.clear();
    impl.indexedCount = 0;
    double sizes = 0;
    Box extent;
    bool anyFinite = false;
    for (std::size_t i = 0; i < footprints.size(); ++i) {
        if (footprints[i].empty()) {
            continue;
        }
        Impl::Entry& entry = impl.entries[i];
        entry.box = envelopeOf(footprints[i]);
        entry.indexed = true;
        ++impl.indexedCount;
        sizes += std::max(entry.box.maxX - entry.box.minX, entry.box.maxY - entry.box.minY);
        if (entry.box.finite()) {
            extent = anyFinite ? Box{std::min(extent.minX, entry.box.minX),
                                     std::min(extent.minY, entry.box.minY),
                                     std::max(extent.maxX, entry.box.maxX),
                                     std::max(extent.maxY, entry.box.maxY)}
                               : entry.box;
            anyFinite = true;
        }
    }
    impl.typicalSize = impl.indexedCount == 0
                           ? 1.0
                           : std::max(sizes / static_cast<double>(impl.indexedCount), 1e-3);
    if (!std::isfinite(impl.typicalSize)) {  // a footprint at no finite place
        impl.typicalSize = 1.0;
    }

    // Cells twice a typical footprint across: a query about one unit then
    // reads a handful of cells holding a few units each (one, three and four
    // times across counted within a percent of the same instructions).
    double cell = 2 * impl.typicalSize;
    const double width = anyFinite ? extent.maxX - extent.minX : 0;
    const double height = anyFinite ? extent.maxY - extent.minY : 0;
    const auto countAlong = [](double length, double size) {
        return static_cast<std::size_t>(std::floor(length / size)) + 1;
    };
    while (countAlong(width, cell) * countAlong(height, cell) > kMaxCells) {
        cell *= 2;
    }
    impl.cellSize = cell;
    impl.originX = anyFinite ? extent.minX : 0;
    impl.originY = anyFinite ? extent.minY : 0;
    impl.nx = static_cast<std::uint32_t>(countAlong(width, cell));
    impl.ny = static_cast<std::uint32_t>(countAlong(height, cell));
    impl.cells.assign(static_cast<std::size_t>(impl.nx) * impl.ny, {});
    for (std::size_t i = 0; i < footprints.size(); ++i) {
        if (impl.entries[i].indexed) {
            impl.place(static_cast<std::uint32_t>(i));
        }
    }
}

void FootprintIndex::update(std::size_t index, const std::vector<Vec2>& footprint) {
    Impl& impl = *impl_;
    if (index >= impl.outlines.size()) {
        throw std::out_of_range("footprint index out of range");
    }
    const auto at = static_cast<std::uint32_t>(index);
    Impl::Entry& entry = impl.entries[index];
    if (entry.indexed) {
        impl.lift(at);
        entry.indexed = false;
        --impl.indexedCount;
    }
    impl.outlines[index] = footprint;
    if (!footprint.empty()) {
        entry.box = envelopeOf(footprint);
        entry.indexed = true;
        ++impl.indexedCount;
        impl.place(at);
    }
}

std::size_t FootprintIndex::size() const {
    return impl_->outlines.size();
}

std::vector<std::size_t> FootprintIndex::nearest(Vec2 point, std::size_t count) const {
    const Impl& impl = *impl_;
    if (count == 0 || impl.indexedCount == 0) {
        return {};
    }
    // Every footprint whose box lies within `radius` of the point (a square
    // about it, so a few more), measured exactly and ordered (distance, index).
    // Once `count` of them are within `radius`, no footprint left out can come
    // before them: its box, and so its outline, is further than `radius`. The
    // answer is then the `count` nearest of all, ties in index order.
    double radius = 2 * impl.typicalSize;
    std::vector<std::pair<double, std::size_t>> found;  // each footprint measured once
    for (;;) {
        const Box square{point.x - radius, point.y - radius, point.x + radius, point.y + radius};
        impl.forEachBoxIntersecting(square, [&](std::uint32_t index) {
            if (std::none_of(found.begin(), found.end(),
                             [&](const auto& f) { return f.second == index; })) {
                found.emplace_back(distanceFromPoint(point, impl.outlines[index]), index);
            }
        });
        const auto near = std::count_if(found.begin(), found.end(),
                                        [radius](const auto& f) { return f.first <= radius; });
        if (static_cast<std::size_t>(near) >= count || found.size() == impl.indexedCount ||
            !std::isfinite(radius)) {  // the last: a point at no finite place
            break;
        }
        radius *= 2;
    }
    std::sort(found.begin(), found.end());
    found.resize(std::min(found.size(), count));
    std::vector<std::size_t> result;
    result.reserve(found.size());
    for (const auto& entry : found) {
        result.push_back(entry.second);
    }
    return result;
}

namespace {

// The box about the polygon that every footprint within `distance` of it
// (with the distance tolerance) has its own box meeting.
Box reachOf(const std::vector<Vec2>& polygon, double distance) {
    const Box box = envelopeOf(polygon);
    const double reach = distance + kDistanceTolerance;
    return {box.minX - reach, box.minY - reach, box.maxX + reach, box.maxY + reach};
}

}  // namespace

std::vector<std::size_t> FootprintIndex::withinDistance(const std::vector<Vec2>& polygon,
                                                        double distance) const {
    // The boxes that may hold one, each then measured exactly.
    std::vector<std::size_t> result = boxesWithinDistance(polygon, distance);
    std::erase_if(result, [&](std::size_t index) {
        return !distanceWithin(polygon, impl_->outlines[index], distance);
    });
    return result;
}

std::vector<std::size_t> FootprintIndex::boxesWithinDistance(const std::vector<Vec2>& polygon,
                                                             double distance) const {
    const Impl& impl = *impl_;
    std::vector<std::size_t> result;
    if (polygon.empty()) {
        return result;
    }
    // Room for the few units a query finds on a crowded table, so that the
    // vector is allocated once rather than grown step by step.
    result.reserve(kTypicalFinds);
    impl.forEachBoxIntersecting(reachOf(polygon, distance),
                                [&](std::uint32_t index) { result.push_back(index); });
    std::sort(result.begin(), result.end());
    return result;
}

std::vector<std::size_t> FootprintIndex::intersecting(const std::vector<Vec2>& polygon) const {
    const Impl& impl = *impl_;
    std::vector<std::size_t> result;
    if (polygon.empty()) {
        return result;
    }
    const auto query = detail::toBoostPolygon(polygon);
    const auto envelope = bg::return_envelope<detail::BoostBox>(query);
    const Box box{envelope.min_corner().x(), envelope.min_corner().y(), envelope.max_corner().x(),
                  envelope.max_corner().y()};
    impl.forEachBoxIntersecting(box, [&](std::uint32_t index) {
        if (bg::intersects(query, detail::toBoostPolygon(impl.outlines[index]))) {
            result.push_back(index);
        }
    });
    std::sort(result.begin(), result.end());
    return result;
}

}  // namespace adjutant::geometry
