#pragma once

#include <QDialog>
#include <QList>
#include <QStringList>

#include "ui/window/DisplaySettings.h"

class QCheckBox;
class QComboBox;
class QPushButton;

namespace adjutant::ui {

/// Edits the display settings: the figure scale for new games whose scenario
/// names none, inches or centimetres for distances, the size of the text, the
/// sides' colours, and the language of the window (the system's unless one is
/// chosen).
class SettingsDialog : public QDialog {
    Q_OBJECT

  public:
    /// `figureScales`: the keys the loaded rulesets know; `sideNames`: the
    /// present game's sides, to label the colour buttons.
    SettingsDialog(const DisplaySettings& settings, const QStringList& figureScales,
                   const QStringList& sideNames, QWidget* parent = nullptr);

    DisplaySettings settings() const;
    /// The language chosen ("" for the system's), see Language.h.
    QString language() const;
    QComboBox* languageBox() const { return language_; }

  private:
    void chooseColour(int side);
    void showColour(int side);

    DisplaySettings settings_;
    QComboBox* figureScale_ = nullptr;
    QCheckBox* passSteps_ = nullptr;
    QComboBox* units_ = nullptr;
    QComboBox* textSize_ = nullptr;
    QComboBox* language_ = nullptr;
    QList<QPushButton*> colourButtons_;
    QList<QPushButton*> resetButtons_;  // back to the scenario's colour
};

}  // namespace adjutant::ui
