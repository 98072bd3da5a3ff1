#pragma once

#include <QPointF>
#include <QString>
#include <string>

namespace adjutant {
struct RulesetDefinition;
}

namespace adjutant::ui {

/// How distances on the table are written for the player: in inches or
/// centimetres, with the ruleset's paces beside them where it has paces.
class DistanceFormat {
  public:
    DistanceFormat() = default;
    DistanceFormat(bool metric, double pacesPerTableInch)
        : metric_(metric), pacesPerTableInch_(pacesPerTableInch) {}

    /// Paces one table inch stands for: the ruleset's paces per inch, divided
    /// by the figure scale's distance multiplier (at half distances a table
    /// inch is twice the ground). 0 when the ruleset has no paces.
    static double pacesPerTableInch(const RulesetDefinition& ruleset,
                                    const std::string& figureScale);

    /// "12.5 in" or "31.8 cm".
    QString length(double tableInches) const;
    /// "12.5 in (417 paces)"; without paces when the ruleset has none.
    QString lengthWithPaces(double tableInches) const;
    /// A point of the table: "x 12.5 in (417 paces), y 4.0 in (133 paces)".
    QString position(QPointF tableInches) const;

    bool metric() const { return metric_; }
    double pacesPerInch() const { return pacesPerTableInch_; }

  private:
    bool metric_ = false;
    double pacesPerTableInch_ = 0;
};

}  // namespace adjutant::ui
