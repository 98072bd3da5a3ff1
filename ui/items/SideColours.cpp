#include "ui/items/SideColours.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

#include "core/model/Scenario.h"

namespace adjutant::ui {

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;

// Linear-RGB simulations of the three dichromacies (Machado et al. 2009, severity 1).
constexpr std::array<Matrix, 4> kVisions = {{
    {{{1.0, 0.0, 0.0}, {0.0, 1.0, 0.0}, {0.0, 0.0, 1.0}}},
    {{{0.152286, 1.052583, -0.204868},
      {0.114503, 0.786281, 0.099216},
      {-0.003882, -0.048116, 1.051998}}},
    {{{0.367322, 0.860646, -0.227968},
      {0.280085, 0.672501, 0.047413},
      {-0.011820, 0.042940, 0.968881}}},
    {{{1.255528, -0.076749, -0.178779},
      {-0.078411, 0.930809, 0.147602},
      {0.004733, 0.691367, 0.303900}}},
}};

// Side colours that stay apart for every kind of vision, first choices
// first: a deep blue, a brick red, then others for a side that needs one.
const std::array<QColor, 6> kPalette = {QColor(0x2b, 0x4c, 0x9b), QColor(0xb8, 0x3a, 0x2e),
                                        QColor(0xe6, 0x9f, 0x00), QColor(0x00, 0x7a, 0x5a),
                                        QColor(0xe4, 0xdf, 0xcf), QColor(0x6a, 0x3d, 0x7a)};

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

std::array<double, 3> lab(const QColor& colour, const Matrix& vision) {
    const std::array<double, 3> rgb{linear(colour.redF()), linear(colour.greenF()),
                                    linear(colour.blueF())};
    std::array<double, 3> seen{};
    for (std::size_t i = 0; i < 3; ++i) {
        for (std::size_t j = 0; j < 3; ++j) {
            seen[i] += vision[i][j] * rgb[j];
        }
        seen[i] = std::clamp(seen[i], 0.0, 1.0);
    }
    // Linear sRGB to XYZ (D65), then L*a*b*.
    const double x = (0.4124 * seen[0] + 0.3576 * seen[1] + 0.1805 * seen[2]) / 0.95047;
    const double y = 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2];
    const double z = (0.0193 * seen[0] + 0.1192 * seen[1] + 0.9505 * seen[2]) / 1.08883;
    const auto f = [](double t) {
        return t > 216.0 / 24389.0 ? std::cbrt(t) : (24389.0 / 27.0 * t + 16.0) / 116.0;
    };
    return {116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))};
}

}  // namespace

double sideColourDifference(const QColor& a, const QColor& b) {
    double least = std::numeric_limits<double>::infinity();
    for (const Matrix& vision : kVisions) {
        const auto one = lab(a, vision);
        const auto other = lab(b, vision);
        least =
            std::min(least, std::hypot(one[0] - other[0], one[1] - other[1], one[2] - other[2]));
    }
    return least;
}

bool sideColoursDistinct(const QColor& a, const QColor& b) {
    return sideColourDifference(a, b) >= kDistinctSideColours;
}

QList<QColor> tableSideColours(const Scenario& scenario, const QList<QColor>& chosen) {
    const int sides = std::max(2, static_cast<int>(scenario.sides.size()));
    QList<QColor> colours;
    for (int side = 0; side < sides; ++side) {
        QColor colour = chosen.value(side);
        if (!colour.isValid() && side < static_cast<int>(scenario.sides.size())) {
            colour = QColor(QString::fromStdString(scenario.sides[std::size_t(side)].colour));
        }
        colours << colour;  // invalid: chosen below, once the others are known
    }
    for (int side = 0; side < sides; ++side) {
        if (colours[side].isValid()) {
            continue;
        }
        for (const QColor& candidate : kPalette) {
            const bool apart =
                std::all_of(colours.begin(), colours.end(), [&](const QColor& other) {
                    return !other.isValid() || sideColoursDistinct(candidate, other);
                });
            if (apart) {
                colours[side] = candidate;
                break;
            }
        }
        if (!colours[side].isValid()) {
            colours[side] = kPalette[std::size_t(side) % kPalette.size()];
        }
    }
    return colours;
}

}  // namespace adjutant::ui
