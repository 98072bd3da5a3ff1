#pragma once

#include <QWizard>
#include <array>
#include <functional>

#include "core/editor/NewScenario.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace adjutant {
class RulesetRegistry;
}

namespace adjutant::ui {

class ColourButton;

/// Asks what a new scenario needs before anything is drawn: the ruleset, the
/// game's title, period and year; the table's size and the figure scale; each
/// side's name, nation, colour and baseline. Choosing a ruleset fills in its
/// sensible defaults.
class NewScenarioWizard : public QWizard {
    Q_OBJECT

  public:
    NewScenarioWizard(const RulesetRegistry& rulesets, QWidget* parent = nullptr);

    NewScenarioSpec spec() const;
    /// Fills every field from a spec (its ruleset chosen first).
    void setSpec(const NewScenarioSpec& spec);
    /// What Finish does with the spec: makes the scenario, giving back why
    /// not. A refusal keeps the wizard open on its page with every field as it
    /// was, the reason shown in it.
    void setMaker(std::function<QString(const NewScenarioSpec&)> maker) {
        maker_ = std::move(maker);
    }
    /// Why the fields do not make a scenario, as a sentence; empty when they do.
    QString fieldsProblem() const;
    /// The refusal shown on the last page, empty when there is none.
    QString refusal() const;

  protected:
    void done(int result) override;

  private:
    QWizardPage* makeGamePage();
    QWizardPage* makeTablePage();
    QWizardPage* makeSidesPage();
    void rulesetChosen();

    const RulesetRegistry& rulesets_;
    QComboBox* ruleset_ = nullptr;
    QLineEdit* title_ = nullptr;
    QComboBox* period_ = nullptr;
    QSpinBox* year_ = nullptr;
    QDoubleSpinBox* width_ = nullptr;
    QDoubleSpinBox* height_ = nullptr;
    QComboBox* figureScale_ = nullptr;
    struct SideFields {
        QLineEdit* id = nullptr;
        QLineEdit* name = nullptr;
        QComboBox* nation = nullptr;
        ColourButton* colour = nullptr;
        QComboBox* baseline = nullptr;
    };
    std::array<SideFields, 2> sides_;
    QLabel* colourWarning_ = nullptr;  // the sides' colours are hard to tell apart
    QLabel* refusal_ = nullptr;        // why Finish made no scenario
    std::function<QString(const NewScenarioSpec&)> maker_;

    void checkColours();
};

}  // namespace adjutant::ui
