#pragma once

#include <QColor>
#include <QList>

namespace adjutant {
struct Scenario;
}

namespace adjutant::ui {

/// How different two colours look to a player with the poorest of normal
/// vision, protanopia, deuteranopia and tritanopia: the CIE76 colour
/// difference of the two in L*a*b*, after simulating each deficiency on the
/// colours (Machado, Oliveira and Fernandes 2009, full severity).
double sideColourDifference(const QColor& a, const QColor& b);

/// Two sides' colours every player tells apart on the table at a glance
/// (a difference of at least kDistinctSideColours).
bool sideColoursDistinct(const QColor& a, const QColor& b);
inline constexpr double kDistinctSideColours = 40.0;

/// The colours the table draws the sides in: the player's choice where made
/// (an invalid colour is none), else the scenario's, else one chosen from a
/// palette that every player tells apart from the other sides' colours.
QList<QColor> tableSideColours(const Scenario& scenario, const QList<QColor>& chosen);

}  // namespace adjutant::ui
