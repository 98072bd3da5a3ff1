#pragma once

#include <QPointF>
#include <QString>
#include <string>

namespace adjutant {
struct GameSetup;
struct RulesetDefinition;
}  // namespace adjutant

namespace adjutant::ui {

/// The ground a table inch stands for, in the unit a ruleset speaks of:
/// Tricorne and Musket's paces, Fire Effect's yards. Empty (0 per inch) when
/// the ruleset measures in table inches only.
struct GroundScale {
    double perTableInch = 0;
    QString unit;  // "paces", "yds"
    /// The ruleset's tables are written in this unit rather than in inches, so
    /// distances are given in it first (Fire Effect's "600 yds (12.0 in)").
    bool tablesInGround = false;

    bool empty() const { return perTableInch <= 0; }

    /// The ground scale of a ruleset at a figure scale: its paces per inch
    /// divided by the scale's distance multiplier (at half distances a table
    /// inch is twice the ground), or for a ruleset whose tables are in yards,
    /// its yards per inch.
    static GroundScale of(const RulesetDefinition& ruleset, const std::string& figureScale);
    /// The same for a game: a ruleset written in yards takes the game's own
    /// ground scale where its options set one (gameUnitsPerInch).
    static GroundScale of(const GameSetup& setup);
};

/// How distances on the table are written for the player: in inches or
/// centimetres, with the ruleset's ground (paces, yards) beside them, or
/// before them where the ruleset's own tables are in that unit.
class DistanceFormat {
  public:
    DistanceFormat() = default;
    DistanceFormat(bool metric, GroundScale ground) : metric_(metric), ground_(std::move(ground)) {}

    /// A distance as the rules speak of it: "12.5 in", "31.8 cm", or for a
    /// ruleset written in yards "600 yds".
    QString length(double tableInches) const;
    /// A band limit, compact: "18 in", "46 cm", "600 yds".
    QString limit(double tableInches) const;
    /// "12.5 in (417 paces)", "600 yds (12.0 in)"; the table length alone when
    /// the ruleset has no ground unit.
    QString lengthWithGround(double tableInches) const;
    /// A point of the table: "x 12.5 in (417 paces), y 4.0 in (133 paces)".
    QString position(QPointF tableInches) const;

    bool metric() const { return metric_; }
    const GroundScale& ground() const { return ground_; }

  private:
    QString tableLength(double tableInches, int decimals) const;
    QString groundLength(double tableInches) const;

    bool metric_ = false;
    GroundScale ground_;
};

}  // namespace adjutant::ui
