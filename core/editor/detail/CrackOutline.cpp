#include "core/editor/detail/CrackOutline.h"

namespace adjutant::editor_detail {

namespace {

// Headings in the order of a right turn on screen (y grows downwards).
constexpr int kStep[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};  // east, south, west, north

}  // namespace

std::vector<Vec2> outerBoundary(const PixelRegion& region) {
    // The first pixel in reading order has nothing above it or to its left, so
    // the boundary passes its top-left corner once, heading east.
    int startX = -1;
    int startY = -1;
    for (int y = 0; y < region.height && startX < 0; ++y) {
        for (int x = 0; x < region.width; ++x) {
            if (region.at(x, y)) {
                startX = x;
                startY = y;
                break;
            }
        }
    }
    std::vector<Vec2> corners;
    if (startX < 0) {
        return corners;
    }
    const auto corner = [&](int x, int y) {
        return Vec2{double(x + region.left), double(y + region.top)};
    };
    corners.push_back(corner(startX, startY));
    int x = startX;
    int y = startY;
    int heading = 0;
    // The region stays on the right. At each corner the two pixels ahead decide:
    // none on the right, turn right (two pixels touching only at a corner are
    // not joined); both, turn left; only the right one, go on.
    const std::size_t mostSteps = 4 * (region.pixels + 1);
    for (std::size_t step = 0; step < mostSteps; ++step) {
        x += kStep[heading][0];
        y += kStep[heading][1];
        if (x == startX && y == startY) {
            break;
        }
        // Pixel (x, y) is the one whose top-left corner this is.
        int rightX = 0, rightY = 0, leftX = 0, leftY = 0;
        switch (heading) {
            case 0:  // east: ahead are the pixels to the north-east and south-east
                leftX = x, leftY = y - 1, rightX = x, rightY = y;
                break;
            case 1:  // south
                leftX = x, leftY = y, rightX = x - 1, rightY = y;
                break;
            case 2:  // west
                leftX = x - 1, leftY = y, rightX = x - 1, rightY = y - 1;
                break;
            default:  // north
                leftX = x - 1, leftY = y - 1, rightX = x, rightY = y - 1;
                break;
        }
        int turned = heading;
        if (!region.at(rightX, rightY)) {
            turned = (heading + 1) % 4;
        } else if (region.at(leftX, leftY)) {
            turned = (heading + 3) % 4;
        }
        if (turned != heading) {
            corners.push_back(corner(x, y));
            heading = turned;
        }
    }
    return corners;
}

}  // namespace adjutant::editor_detail
