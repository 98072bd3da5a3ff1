#pragma once

#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/model/Formation.h"
#include "core/model/TroopCategory.h"

namespace adjutant {

/// Size of one figure's base (or of a battery's gun base), as the ruleset prints it.
struct BaseSize {
    double frontageMm = 0;
    double depthMm = 0;
    /// Guns the printed base holds (Tricorne 4, A39: a 1- or 2-gun model); a
    /// battery of more guns widens its base in proportion. 0: the base holds
    /// one gun model and never widens.
    int guns = 0;
};

/// One figure scale a ruleset supports ("15mm"): base sizes by base kind and the
/// factor applied to every movement and firing distance (Tricorne 1.4: 1 for
/// 15/25 mm, 0.5 for 6/10 mm; 2 mm reads inches as centimetres, 1/2.54).
struct FigureScale {
    std::string key;
    double distanceMultiplier = 1.0;
    std::map<std::string, BaseSize> bases;  // base kind -> size, e.g. "infantry"
};

/// How a formation arranges a unit's figures: in ranks (line, skirmish line) or
/// in a column of fixed width (column of route, march column).
struct FormationLayout {
    Formation formation = Formation::Line;
    int ranks = 0;         // > 0: the figures stand in this many ranks
    int files = 0;         // > 0: the figures stand this many abreast, in depth
    double spacing = 1.0;  // frontage per figure as a multiple of the base frontage
};

/// A unit type from the ruleset's catalogue ("musketeer", "cuirassier", "gun12lb").
struct UnitType {
    std::string key;
    std::string name;
    TroopCategory arm = TroopCategory::Infantry;  // `arm`: infantry, cavalry, artillery, ...
    std::string baseKind;                         // key into FigureScale::bases
    std::vector<Formation> formations;            // formations it may adopt
    Formation defaultFormation = Formation::Line;
    std::string moraleClass;  // key into RulesetDefinition::moraleClasses
    std::string weapon;       // key of the weapon it fires, empty if none
    int figuresPerStand = 4;
    int defaultFigures = 12;
    bool battery = false;  // one model stands for `guns` guns
};

/// A step of the ruleset's sequence of play, as the phase tracker shows it.
struct SequenceStep {
    std::string id;    // "declareCharges"
    std::string name;  // "Declare charges"
    std::string rule;  // "8.1"
    /// The book's number for the step, as the player reads it ("1", "6-7"
    /// for two steps run as one loop); empty where the book numbers none.
    std::string number;
    /// Run only in the first player turn of a bound (`"once": "bound"`), e.g.
    /// initiative; meaningless when every side acts in every step.
    bool oncePerBound = false;
};

/// Whether the sequence of play runs once a bound with every side acting in
/// every step (Tricorne), or once for each side in turn, the phasing side
/// acting and the others only reacting (War of Princes, Fire Effect).
enum class PlayerTurns { Simultaneous, Alternate };

/// A reading the digest chose for an unclear or silent passage, with its
/// alternatives; a scenario may choose another reading by id.
struct RuleOption {
    std::string id;    // "firstVolleyBonus"
    std::string name;  // readable
    std::string rule;  // where it comes from, e.g. "A37"
    std::string tag;   // "I" (interpretation) or "P" (proposal)
    std::string defaultChoice;
    std::map<std::string, std::string> choices;  // choice key -> description
};

struct ReferenceTableName;

/// Typed tables of one ruleset, parsed by that ruleset's own module. The engine
/// never looks inside; the ruleset's procedures downcast to their own type.
class RulesetTables {
  public:
    virtual ~RulesetTables() = default;
    /// The tables its rules reference can draw from these numbers
    /// (ReferenceTables.h); none unless the engine says otherwise.
    virtual const std::vector<ReferenceTableName>& referenceTables() const;
};

/// A ruleset as loaded from `resources/rulesets/<id>.json`: the parts every
/// ruleset shares, plus its own tables.
struct RulesetDefinition {
    std::string id;      // "tricorne"; a house-rules copy takes its own id
    std::string engine;  // which procedures run it: "tricorne", "princes", "fireEffect"
    std::string name;
    std::string version;
    std::string source;
    std::string file;  // where it was loaded from

    std::string distanceUnit = "inch";  // the unit the tables are written in
    double unitsPerInch = 1.0;          // table units per table inch (yards per inch for yards)
    double pacesPerInch = 0;            // for display, 0 if the ruleset does not use paces

    std::vector<std::string> periods;        // "WAS", "SYW"
    std::vector<std::string> nations;        // nation keys
    std::vector<std::string> moraleClasses;  // class keys
    std::vector<FigureScale> figureScales;
    std::vector<FormationLayout> layouts;
    std::vector<UnitType> unitTypes;
    /// What a player reads for a period key: "SYW" -> "Seven Years' War".
    std::map<std::string, std::string> periodNames;
    std::vector<SequenceStep> sequence;
    PlayerTurns playerTurns = PlayerTurns::Simultaneous;  // `playerTurns`
    /// The share of its starting figures an army may lose (counting units out
    /// of action as lost) before it is beaten, for games played to a decision
    /// headless (`armyBreaksAtLoss`). None of the rulesets states one [P].
    double armyBreaksAtLoss = 0.5;
    std::vector<RuleOption> options;
    /// Largest unit by nation and unit type, where the ruleset sets one.
    std::map<std::string, std::map<std::string, int>> maxFigures;

    /// The folder of the ruleset's rules reference under resources/reference/
    /// (`reference`; empty: the ruleset's id).
    std::string reference;
    /// Plain words for the keys its tables and procedures use, by group
    /// (`words`: "results", "responses", "actions", "classes", "triggers", ...),
    /// so that a player reads "obeys orders", never "obeyOrders". Each engine's
    /// parser checks that every key its tables use has words.
    std::map<std::string, std::map<std::string, std::string, std::less<>>, std::less<>> words;

    nlohmann::json tables;  // the ruleset's own tables as written, for display
    std::shared_ptr<const RulesetTables> typedTables;

    const UnitType* findUnitType(const std::string& key) const;
    const FigureScale* findFigureScale(const std::string& key) const;
    const FormationLayout* findLayout(Formation formation) const;
    const RuleOption* findOption(const std::string& optionId) const;
    bool hasNation(const std::string& key) const;
    /// The words for `key` in `group`; a key the file gives no words for is
    /// spelt out ("fireCasualties" reads "fire casualties"), so no identifier
    /// ever reaches a player.
    std::string word(std::string_view group, std::string_view key) const;
    /// The cap on figures for a nation's unit type, if the ruleset gives one.
    std::optional<int> maxFiguresFor(const std::string& nation, const std::string& unitType) const;
};

}  // namespace adjutant
