#include "ui/window/SettingsDialog.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

#include "ui/window/Language.h"

namespace adjutant::ui {

SettingsDialog::SettingsDialog(const DisplaySettings& settings, const QStringList& figureScales,
                               const QStringList& sideNames, QWidget* parent)
    : QDialog(parent), settings_(settings) {
    setWindowTitle(tr("Settings"));
    auto* form = new QFormLayout;

    figureScale_ = new QComboBox(this);
    figureScale_->addItem(tr("As the scenario says (15mm if it says nothing)"), QString());
    for (const QString& key : figureScales) {
        figureScale_->addItem(key, key);
    }
    figureScale_->setCurrentIndex(std::max(0, figureScale_->findData(settings.defaultFigureScale)));
    figureScale_->setToolTip(tr("The figure scale of a new game whose scenario names none"));
    form->addRow(tr("Figure scale for new games:"), figureScale_);

    units_ = new QComboBox(this);
    units_->addItem(tr("inches"));
    units_->addItem(tr("centimetres"));
    units_->setCurrentIndex(settings.metric ? 1 : 0);
    form->addRow(tr("Show distances in:"), units_);

    textSize_ = new QComboBox(this);
    textSize_->setObjectName("textSize");
    const std::pair<double, QString> sizes[] = {{0.9, tr("Small")},
                                                {1.0, tr("Usual")},
                                                {1.15, tr("Large")},
                                                {1.3, tr("Larger")},
                                                {1.5, tr("Largest")}};
    for (const auto& [scale, name] : sizes) {
        textSize_->addItem(tr("%1 (%2%)").arg(name).arg(qRound(scale * 100)), scale);
    }
    int nearest = 1;
    for (int i = 0; i < textSize_->count(); ++i) {
        if (std::abs(textSize_->itemData(i).toDouble() - settings.textScale) <
            std::abs(textSize_->itemData(nearest).toDouble() - settings.textScale)) {
            nearest = i;
        }
    }
    textSize_->setCurrentIndex(nearest);
    textSize_->setToolTip(tr("The size of the text in the window and of the names on the table"));
    form->addRow(tr("Text size:"), textSize_);
    passSteps_ = new QCheckBox(tr("Resolve at once a step in which nobody can act"), this);
    passSteps_->setObjectName(QStringLiteral("passStepsBox"));
    passSteps_->setChecked(settings.passStepsWithNothingToDecide);
    passSteps_->setToolTip(
        tr("A step where no unit of either side has an order it may give is resolved as "
           "soon as the game reaches it; the journal still records it"));
    form->addRow(tr("Steps:"), passSteps_);

    language_ = new QComboBox(this);
    language_->setObjectName("languageBox");
    for (const LanguageChoice& choice : availableLanguages()) {
        language_->addItem(choice.name, choice.code);
    }
    language_->setCurrentIndex(std::max(0, language_->findData(chosenLanguage())));
    language_->setToolTip(tr("The language of the window, from the next start of Adjutant"));
    form->addRow(tr("Language:"), language_);

    for (int side = 0; side < settings_.sideColours.size(); ++side) {
        auto* row = new QHBoxLayout;
        auto* button = new QPushButton(this);
        button->setObjectName(QStringLiteral("colour%1").arg(side));
        connect(button, &QPushButton::clicked, this, [this, side] { chooseColour(side); });
        // One button chooses, the other undoes the choice: they never read alike.
        auto* reset = new QPushButton(tr("Back to the scenario's colour"), this);
        reset->setObjectName(QStringLiteral("scenarioColour%1").arg(side));
        connect(reset, &QPushButton::clicked, this, [this, side] {
            settings_.sideColours[side] = QColor();
            showColour(side);
        });
        row->addWidget(button);
        row->addWidget(reset);
        colourButtons_ << button;
        resetButtons_ << reset;
        const QString name =
            side < sideNames.size() ? sideNames[side] : tr("Side %1").arg(side + 1);
        form->addRow(tr("Colour of %1:").arg(name), row);
        showColour(side);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

DisplaySettings SettingsDialog::settings() const {
    DisplaySettings chosen = settings_;
    chosen.defaultFigureScale = figureScale_->currentData().toString();
    chosen.metric = units_->currentIndex() == 1;
    chosen.textScale = textSize_->currentData().toDouble();
    chosen.passStepsWithNothingToDecide = passSteps_->isChecked();
    return chosen;
}

QString SettingsDialog::language() const {
    return language_->currentData().toString();
}

void SettingsDialog::chooseColour(int side) {
    const QColor start =
        settings_.sideColours[side].isValid() ? settings_.sideColours[side] : QColor(Qt::gray);
    const QColor colour = QColorDialog::getColor(start, this, tr("Colour of the side"));
    if (colour.isValid()) {
        settings_.sideColours[side] = colour;
        showColour(side);
    }
}

void SettingsDialog::showColour(int side) {
    QPushButton* button = colourButtons_.value(side);
    if (!button) {
        return;
    }
    const QColor colour = settings_.sideColours[side];
    if (QPushButton* reset = resetButtons_.value(side)) {
        reset->setEnabled(colour.isValid());
    }
    if (!colour.isValid()) {
        button->setIcon(QIcon());
        button->setText(tr("Choose a colour..."));
        button->setToolTip(tr("The scenario's colour is used until you choose one"));
        return;
    }
    button->setToolTip(QString());
    QPixmap swatch(16, 16);
    swatch.fill(colour);
    button->setIcon(QIcon(swatch));
    button->setText(colour.name());
}

}  // namespace adjutant::ui
