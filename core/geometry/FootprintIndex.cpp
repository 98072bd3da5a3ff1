#include "core/geometry/FootprintIndex.h"

#include <algorithm>
#include <boost/geometry/index/rtree.hpp>
#include <boost/iterator/function_output_iterator.hpp>
#include <optional>
#include <stdexcept>
#include <utility>

#include "core/geometry/Distance.h"
#include "core/geometry/Tolerance.h"
#include "core/geometry/detail/BoostTypes.h"

namespace adjutant::geometry {

namespace bg = detail::bg;
namespace bgi = boost::geometry::index;

struct FootprintIndex::Impl {
    using Entry = std::pair<detail::BoostBox, std::size_t>;
    bgi::rtree<Entry, bgi::rstar<16>> tree;
    // The footprints as given. Boost polygons are built only by the rare
    // `intersecting` query: building one per footprint at every update cost
    // two allocations a move, for answers the referee never asks for.
    std::vector<std::vector<Vec2>> outlines;
    std::vector<std::optional<detail::BoostBox>> boxes;  // by index; none for an empty footprint
};

namespace {

// The envelope straight from the corners: the same minima and maxima as
// Boost's envelope of the polygon, without building the polygon.
detail::BoostBox envelopeOf(const std::vector<Vec2>& outline) {
    detail::BoostBox box(detail::toBoost(outline.front()), detail::toBoost(outline.front()));
    for (const Vec2& v : outline) {
        box.min_corner().x(std::min(box.min_corner().x(), v.x));
        box.min_corner().y(std::min(box.min_corner().y(), v.y));
        box.max_corner().x(std::max(box.max_corner().x(), v.x));
        box.max_corner().y(std::max(box.max_corner().y(), v.y));
    }
    return box;
}

}  // namespace

FootprintIndex::FootprintIndex() : impl_(std::make_unique<Impl>()) {}
FootprintIndex::~FootprintIndex() = default;
FootprintIndex::FootprintIndex(FootprintIndex&&) noexcept = default;
FootprintIndex& FootprintIndex::operator=(FootprintIndex&&) noexcept = default;

void FootprintIndex::rebuild(const std::vector<std::vector<Vec2>>& footprints) {
    impl_->boxes.clear();
    impl_->outlines = footprints;
    std::vector<Impl::Entry> entries;
    for (std::size_t i = 0; i < footprints.size(); ++i) {
        impl_->boxes.emplace_back();
        if (!footprints[i].empty()) {
            impl_->boxes.back() = envelopeOf(footprints[i]);
            entries.emplace_back(*impl_->boxes.back(), i);
        }
    }
    // The packing constructor bulk-loads a well-balanced tree in one pass.
    impl_->tree = decltype(impl_->tree)(entries.begin(), entries.end());
}

void FootprintIndex::update(std::size_t index, const std::vector<Vec2>& footprint) {
    if (index >= impl_->outlines.size()) {
        throw std::out_of_range("footprint index out of range");
    }
    if (const auto& old = impl_->boxes[index]) {
        impl_->tree.remove(Impl::Entry{*old, index});
    }
    impl_->outlines[index] = footprint;
    impl_->boxes[index].reset();
    if (!footprint.empty()) {
        impl_->boxes[index] = envelopeOf(footprint);
        impl_->tree.insert(Impl::Entry{*impl_->boxes[index], index});
    }
}

std::size_t FootprintIndex::size() const {
    return impl_->outlines.size();
}

std::vector<std::size_t> FootprintIndex::nearest(Vec2 point, std::size_t count) const {
    std::vector<std::pair<double, std::size_t>> best;
    if (count == 0 || impl_->tree.empty()) {
        return {};
    }
    const detail::BoostPoint p = detail::toBoost(point);
    // Boxes come out in order of box distance, which never exceeds the exact
    // distance; stop once the next box is further than the count-th exact one.
    for (auto it = impl_->tree.qbegin(bgi::nearest(p, static_cast<unsigned>(impl_->tree.size())));
         it != impl_->tree.qend(); ++it) {
        const double boxDistance = bg::distance(p, it->first);
        if (best.size() >= count && boxDistance > best[count - 1].first + kDistanceTolerance) {
            break;
        }
        best.emplace_back(distanceFromPoint(point, impl_->outlines[it->second]), it->second);
        std::sort(best.begin(), best.end());
    }
    best.resize(std::min(best.size(), count));
    std::vector<std::size_t> result;
    for (const auto& entry : best) {
        result.push_back(entry.second);
    }
    return result;
}

std::vector<std::size_t> FootprintIndex::withinDistance(const std::vector<Vec2>& polygon,
                                                        double distance) const {
    std::vector<std::size_t> result;
    if (polygon.empty()) {
        return result;
    }
    detail::BoostBox box = envelopeOf(polygon);
    const double reach = distance + kDistanceTolerance;
    box.min_corner().x(box.min_corner().x() - reach);
    box.min_corner().y(box.min_corner().y() - reach);
    box.max_corner().x(box.max_corner().x() + reach);
    box.max_corner().y(box.max_corner().y() + reach);
    // Each box the tree finds is measured as it comes out, rather than
    // gathered into a vector of candidates first: one allocation fewer on a
    // query a bound makes tens of thousands of times.
    impl_->tree.query(bgi::intersects(box),
                      boost::make_function_output_iterator([&](const Impl::Entry& entry) {
                          if (distanceWithin(polygon, impl_->outlines[entry.second], distance)) {
                              result.push_back(entry.second);
                          }
                      }));
    std::sort(result.begin(), result.end());
    return result;
}

std::vector<std::size_t> FootprintIndex::intersecting(const std::vector<Vec2>& polygon) const {
    std::vector<std::size_t> result;
    if (polygon.empty()) {
        return result;
    }
    const auto query = detail::toBoostPolygon(polygon);
    std::vector<Impl::Entry> candidates;
    impl_->tree.query(bgi::intersects(bg::return_envelope<detail::BoostBox>(query)),
                      std::back_inserter(candidates));
    for (const auto& [entryBox, index] : candidates) {
        if (bg::intersects(query, detail::toBoostPolygon(impl_->outlines[index]))) {
            result.push_back(index);
        }
    }
    std::sort(result.begin(), result.end());
    return result;
}

}  // namespace adjutant::geometry
