#include "core/editor/detail/PixelRegion.h"

#include <algorithm>
#include <cstdlib>
#include <deque>

namespace adjutant::editor_detail {

namespace {

constexpr int kMargin = 3;

bool near(const std::uint8_t* a, const std::uint8_t* b, int tolerance) {
    for (int c = 0; c < 4; ++c) {
        if (std::abs(int(a[c]) - int(b[c])) > tolerance) {
            return false;
        }
    }
    return true;
}

std::size_t indexOf(int x, int y, int width) {
    return std::size_t(y) * std::size_t(width) + std::size_t(x);
}

/// Spreads from (x, y), already marked in `reached`, to every pixel of the
/// width x height box joined to it side by side through pixels `joins(x, y)`
/// accepts, marking each; `visit(x, y)` is called for each pixel spread from.
template <typename Joins, typename Visit>
void spreadSideBySide(std::vector<std::uint8_t>& reached, int width, int height, int x, int y,
                      Joins joins, Visit visit) {
    std::deque<std::pair<int, int>> queue{{x, y}};
    while (!queue.empty()) {
        const auto [px, py] = queue.front();
        queue.pop_front();
        visit(px, py);
        const int steps[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        for (const auto& step : steps) {
            const int nx = px + step[0];
            const int ny = py + step[1];
            if (nx < 0 || ny < 0 || nx >= width || ny >= height) {
                continue;
            }
            const std::size_t i = indexOf(nx, ny, width);
            if (!reached[i] && joins(nx, ny)) {
                reached[i] = 1;
                queue.emplace_back(nx, ny);
            }
        }
    }
}

/// Keeps only the pixels joined side by side to (x, y); returns how many.
std::size_t keepJoinedTo(std::vector<std::uint8_t>& mask, int width, int height, int x, int y) {
    std::vector<std::uint8_t> kept(mask.size(), 0);
    std::size_t count = 0;
    if (mask[indexOf(x, y, width)]) {
        kept[indexOf(x, y, width)] = 1;
        spreadSideBySide(
            kept, width, height, x, y,
            [&](int nx, int ny) { return mask[indexOf(nx, ny, width)] != 0; },
            [&](int /*px*/, int /*py*/) { ++count; });
    }
    mask.swap(kept);
    return count;
}

/// The mask grown (any pixel of the square of side 2r + 1 around) or shrunk
/// (all of them), along the rows and then the columns; beyond the box is outside.
std::vector<std::uint8_t> squared(const std::vector<std::uint8_t>& mask, int width, int height,
                                  int r, bool grow) {
    const auto pass = [&](const std::vector<std::uint8_t>& in, bool rows) {
        std::vector<std::uint8_t> out(in.size(), 0);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                bool any = false;
                bool all = true;
                for (int d = -r; d <= r; ++d) {
                    const int nx = rows ? x + d : x;
                    const int ny = rows ? y : y + d;
                    const bool on = nx >= 0 && ny >= 0 && nx < width && ny < height &&
                                    in[indexOf(nx, ny, width)] != 0;
                    any = any || on;
                    all = all && on;
                }
                out[indexOf(x, y, width)] = (grow ? any : all) ? 1 : 0;
            }
        }
        return out;
    };
    return pass(pass(mask, true), false);
}

/// Fills every hole of the region: pixels outside it that cannot reach the box's
/// border. The outside is joined corner to corner too, as the boundary tracing sees it.
void fillHoles(PixelRegion& region, std::size_t smallestPiece) {
    const int w = region.width;
    const int h = region.height;
    std::vector<std::uint8_t> seen(region.inside.size(), 0);
    std::deque<std::pair<int, int>> queue;
    const auto visit = [&](int x, int y) {
        const std::size_t i = indexOf(x, y, w);
        if (!region.inside[i] && !seen[i]) {
            seen[i] = 1;
            queue.emplace_back(x, y);
        }
    };
    const auto spread = [&](std::size_t& count) {
        while (!queue.empty()) {
            const auto [px, py] = queue.front();
            queue.pop_front();
            ++count;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const int nx = px + dx;
                    const int ny = py + dy;
                    if (nx >= 0 && ny >= 0 && nx < w && ny < h) {
                        visit(nx, ny);
                    }
                }
            }
        }
    };
    for (int x = 0; x < w; ++x) {
        visit(x, 0);
        visit(x, h - 1);
    }
    for (int y = 0; y < h; ++y) {
        visit(0, y);
        visit(w - 1, y);
    }
    std::size_t outside = 0;
    spread(outside);
    if (smallestPiece == 0) {
        std::size_t found = 0;
        for (std::uint8_t in : region.inside) {
            found += in;
        }
        smallestPiece = std::max<std::size_t>(found / 20, 1);
    }
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (region.inside[indexOf(x, y, w)] || seen[indexOf(x, y, w)]) {
                continue;
            }
            std::size_t hole = 0;
            visit(x, y);
            spread(hole);
            ++(hole < smallestPiece ? region.holesFilled : region.largeHoles);
        }
    }
    // Everything not reached from the border is now inside.
    region.pixels = 0;
    for (std::size_t i = 0; i < region.inside.size(); ++i) {
        region.inside[i] = seen[i] ? 0 : 1;
        region.pixels += region.inside[i];
    }
}

}  // namespace

PixelRegion colourRegion(const RasterImage& image, int seedX, int seedY, int tolerance,
                         std::size_t smallestPiece) {
    const int w = image.width;
    const int h = image.height;
    const std::uint8_t* seed = image.pixel(seedX, seedY);
    std::vector<std::uint8_t> reached(image.pixelCount(), 0);
    reached[indexOf(seedX, seedY, w)] = 1;
    int left = seedX, right = seedX, top = seedY, bottom = seedY;
    spreadSideBySide(
        reached, w, h, seedX, seedY,
        [&](int nx, int ny) { return near(image.pixel(nx, ny), seed, tolerance); },
        [&](int px, int py) {
            left = std::min(left, px);
            right = std::max(right, px);
            top = std::min(top, py);
            bottom = std::max(bottom, py);
        });
    PixelRegion region;
    // A margin, so that the box's border is always outside and closing has room.
    region.left = left - kMargin;
    region.top = top - kMargin;
    region.width = right - left + 1 + 2 * kMargin;
    region.height = bottom - top + 1 + 2 * kMargin;
    region.inside.assign(std::size_t(region.width) * std::size_t(region.height), 0);
    std::size_t original = 0;
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            if (reached[indexOf(x, y, w)]) {
                region.inside[indexOf(x - region.left, y - region.top, region.width)] = 1;
                ++original;
            }
        }
    }
    reached = {};
    // Cut off specks hanging on by a thread and spurs along the edge, unless
    // that takes a real part of the region (a thin road or stream is all spur).
    std::vector<std::uint8_t> cleaned =
        squared(squared(region.inside, region.width, region.height, 1, false), region.width,
                region.height, 1, true);
    const std::size_t kept =
        keepJoinedTo(cleaned, region.width, region.height, seedX - region.left, seedY - region.top);
    if (kept >= original - original / 10) {
        region.inside.swap(cleaned);
    }
    // Close notches narrower than five pixels: the cross on a church, a
    // dashed field boundary or a thin road cutting into the region.
    region.inside = squared(squared(region.inside, region.width, region.height, 2, true),
                            region.width, region.height, 2, false);
    fillHoles(region, smallestPiece);
    return region;
}

}  // namespace adjutant::editor_detail
