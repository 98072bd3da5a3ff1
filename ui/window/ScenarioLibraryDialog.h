#pragma once

#include <QDialog>
#include <QString>

#include "ui/files/ScenarioLibrary.h"

class QLabel;
class QTextBrowser;
class QTreeWidget;

namespace adjutant::ui {

/// File > New game...: the scenarios shipped with Adjutant and those in the
/// player's own folder, each with its ruleset and where it comes from; below,
/// the chosen scenario's briefing (how its game is won, and its notes);
/// the rulesets loaded (the shipped ones and any house rules) and a warning
/// for every file that was left out and why. "Other file..." starts on a
/// scenario anywhere else.
class ScenarioLibraryDialog : public QDialog {
    Q_OBJECT

  public:
    ScenarioLibraryDialog(const ScenarioLibrary& library, const UserFolders& folders,
                          QWidget* parent = nullptr);

    /// The scenario chosen, once the dialog is accepted.
    QString chosen() const { return chosen_; }
    QTreeWidget* scenarioList() const { return scenarios_; }
    QTreeWidget* rulesetList() const { return rulesets_; }
    QLabel* warnings() const { return warnings_; }
    QTextBrowser* briefing() const { return briefing_; }

  private:
    void chooseOtherFile();
    void openPlayerFolder();

    UserFolders folders_;
    QString chosen_;
    QTreeWidget* scenarios_ = nullptr;
    QTreeWidget* rulesets_ = nullptr;
    QLabel* warnings_ = nullptr;
    QTextBrowser* briefing_ = nullptr;
};

}  // namespace adjutant::ui
