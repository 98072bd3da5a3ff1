#pragma once

#include <QDialog>
#include <QList>
#include <QString>
#include <map>
#include <string>
#include <vector>

class QButtonGroup;
class QLabel;
class QPushButton;
class QRadioButton;
class QComboBox;

namespace adjutant {
class RulesetRegistry;
struct RulesetDefinition;
}  // namespace adjutant

namespace adjutant::ui {

/// Option readings by option id, as GameSetup::options holds them.
using Readings = std::map<std::string, std::string>;

/// "House rules": every named option of a ruleset (RulesetDefinition::options),
/// each with its name, the rule it comes from (a link to the rules reference)
/// and its readings in sentences, marking the reading the ruleset gives, the
/// one the scenario chooses and the one in force. It knows no ruleset: all it
/// shows comes from the definition, and it never shows an option's id or a
/// reading's key.
///
/// Read-only for a game in progress (Game > House rules...: a game's readings
/// never change), with a button to start the scenario anew; editable for a new
/// game, where the player may save the readings as a house-rules ruleset in
/// their folder, or start from one saved before.
class HouseRulesDialog : public QDialog {
    Q_OBJECT

  public:
    /// `scenarioReadings`: the scenario's choices; `chosen`: the readings over
    /// them (the game's, or those chosen so far for a new game).
    HouseRulesDialog(const RulesetDefinition& ruleset, const Readings& scenarioReadings,
                     const Readings& chosen, bool editable, QWidget* parent = nullptr);

    /// Where the player's house rules are kept, and the registry that reads
    /// them: turns on Save as house rules... and the list to start from.
    void setHouseRulesFolder(const QString& folder, const RulesetRegistry* registry);

    /// The readings chosen that differ from the scenario's (or, where it
    /// chooses none, the ruleset's): what goes into GameSetup::options.
    Readings readings() const;
    /// How many of them there are.
    int differences() const { return static_cast<int>(readings().size()); }
    /// Chooses a reading (tests, and loading saved house rules); false when the
    /// ruleset has no such option or reading, or the dialog is read-only.
    bool choose(const std::string& optionId, const std::string& reading);
    /// Every option back to the scenario's reading.
    void chooseScenarioReadings();
    /// Writes the readings chosen as a house-rules ruleset named `name` in the
    /// folder. Returns empty, or the refusal in a sentence naming the file.
    QString saveAsHouseRules(const QString& name);
    /// Takes the readings of a saved house-rules ruleset (its defaults) as
    /// the choice. Returns empty, or why not in a sentence naming the file.
    QString loadReadingsFrom(const QString& path);
    /// The last file written by saveAsHouseRules.
    QString savedPath() const { return savedPath_; }

    // For tests and screenshots.
    bool isEditable() const { return editable_; }
    int optionCount() const { return static_cast<int>(groups_.size()); }
    /// The option's title as shown (its name) and its readings' buttons, in order.
    QString optionTitle(int option) const;
    QList<QRadioButton*> readingButtons(int option) const;
    /// The sentence shown beside a reading, with its marks.
    QString readingText(int option, int reading) const;
    QLabel* summaryLine() const { return summary_; }
    QPushButton* startAnewButton() const { return startAnew_; }
    QPushButton* saveButton() const { return save_; }
    QComboBox* savedRulesBox() const { return saved_; }

    /// "The scenario's readings" or "2 readings differ from the scenario's".
    static QString differencesText(int count);

  signals:
    /// A rule link was followed: open the rules reference at this section.
    void ruleRequested(const QString& section);
    /// The read-only dialog's "Start anew with other readings...".
    void startAnewRequested();

  private:
    struct OptionRow {
        std::string id;
        std::vector<std::string> keys;  // the readings, in the order shown
        QButtonGroup* group = nullptr;
        QList<QLabel*> texts;
    };
    void updateSummary();
    void fillSavedRules();
    void askToSave();
    std::string scenarioReading(const std::string& optionId) const;

    const RulesetDefinition& ruleset_;
    Readings scenario_;
    bool editable_ = false;
    std::vector<OptionRow> groups_;
    QString folder_;
    const RulesetRegistry* registry_ = nullptr;
    QString savedPath_;
    QLabel* summary_ = nullptr;
    QPushButton* startAnew_ = nullptr;
    QPushButton* save_ = nullptr;
    QComboBox* saved_ = nullptr;
};

}  // namespace adjutant::ui
