#pragma once

#include <cmath>

namespace adjutant {

/// A point or displacement on the table, in inches.
///
/// Table coordinates: the origin is the table's top-left corner as drawn on
/// screen, x grows to the right along the long edge and y grows downwards.
struct Vec2 {
    double x = 0.0;
    double y = 0.0;

    constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
    constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
    constexpr Vec2 operator*(double k) const { return {x * k, y * k}; }
    constexpr Vec2 operator/(double k) const { return {x / k, y / k}; }
    constexpr Vec2 operator-() const { return {-x, -y}; }
    constexpr bool operator==(const Vec2&) const = default;

    constexpr double dot(Vec2 o) const { return x * o.x + y * o.y; }
    /// z component of the 3D cross product; positive when `o` is clockwise of
    /// this vector on screen (y grows downwards).
    constexpr double cross(Vec2 o) const { return x * o.y - y * o.x; }
    double length() const { return std::hypot(x, y); }
    Vec2 normalized() const {
        const double l = length();
        return l > 0 ? Vec2{x / l, y / l} : Vec2{};
    }
};

}  // namespace adjutant
