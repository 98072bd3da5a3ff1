#include "ui/editor/NewScenarioWizard.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

#include "core/rules/RulesetDefinition.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/items/SideColours.h"
#include "ui/start/ScenarioFacts.h"
#include "ui/widgets/ColourButton.h"

namespace adjutant::ui {

namespace {

const std::array<std::pair<TableEdge, const char*>, 4> kEdges = {{{TableEdge::Bottom, "bottom"},
                                                                  {TableEdge::Top, "top"},
                                                                  {TableEdge::Left, "left"},
                                                                  {TableEdge::Right, "right"}}};

}  // namespace

NewScenarioWizard::NewScenarioWizard(const RulesetRegistry& rulesets, QWidget* parent)
    : QWizard(parent), rulesets_(rulesets) {
    setObjectName("newScenarioWizard");
    setWindowTitle(tr("New scenario"));
    addPage(makeGamePage());
    addPage(makeTablePage());
    addPage(makeSidesPage());
    connect(ruleset_, &QComboBox::currentIndexChanged, this, &NewScenarioWizard::rulesetChosen);
    rulesetChosen();
}

QWizardPage* NewScenarioWizard::makeGamePage() {
    auto* page = new QWizardPage;
    page->setTitle(tr("The game"));
    page->setSubTitle(tr("Which rules, and which battle."));
    auto* form = new QFormLayout(page);
    ruleset_ = new QComboBox;
    ruleset_->setObjectName("ruleset");
    for (const RulesetDefinition* ruleset : rulesets_.all()) {
        ruleset_->addItem(QString::fromStdString(ruleset->name),
                          QString::fromStdString(ruleset->id));
    }
    title_ = new QLineEdit;
    title_->setObjectName("title");
    title_->setPlaceholderText(tr("e.g. Mollwitz, 10 April 1741"));
    period_ = new QComboBox;
    period_->setObjectName("period");
    year_ = new QSpinBox;
    year_->setObjectName("year");
    year_->setRange(0, 2100);
    year_->setSpecialValueText(tr("not given"));
    form->addRow(tr("&Ruleset"), ruleset_);
    form->addRow(tr("&Title"), title_);
    form->addRow(tr("&Period"), period_);
    form->addRow(tr("&Year"), year_);
    return page;
}

QWizardPage* NewScenarioWizard::makeTablePage() {
    auto* page = new QWizardPage;
    page->setTitle(tr("The table"));
    page->setSubTitle(
        tr("Its size in inches (6 by 4 feet is 72 by 48) and the figures' scale, "
           "which sets base sizes and distances."));
    auto* form = new QFormLayout(page);
    width_ = new QDoubleSpinBox;
    width_->setObjectName("tableWidth");
    height_ = new QDoubleSpinBox;
    height_->setObjectName("tableHeight");
    for (QDoubleSpinBox* box : {width_, height_}) {
        box->setRange(12, 480);
        box->setDecimals(1);
        box->setSuffix(tr(" in"));
    }
    width_->setValue(72);
    height_->setValue(48);
    figureScale_ = new QComboBox;
    figureScale_->setObjectName("figureScale");
    form->addRow(tr("&Width"), width_);
    form->addRow(tr("&Depth"), height_);
    form->addRow(tr("&Figure scale"), figureScale_);
    return page;
}

QWizardPage* NewScenarioWizard::makeSidesPage() {
    auto* page = new QWizardPage;
    page->setTitle(tr("The sides"));
    page->setSubTitle(
        tr("Each side's name, nation, colour on the table, and the edge it comes "
           "from and retreats to."));
    auto* layout = new QHBoxLayout;
    for (std::size_t s = 0; s < sides_.size(); ++s) {
        auto* box = new QGroupBox(s == 0 ? tr("First side") : tr("Second side"));
        auto* form = new QFormLayout(box);
        SideFields& fields = sides_[s];
        const QString suffix = QString::number(s + 1);
        fields.id = new QLineEdit;
        fields.id->setObjectName("sideId" + suffix);
        fields.name = new QLineEdit;
        fields.name->setObjectName("sideName" + suffix);
        fields.nation = new QComboBox;
        fields.nation->setObjectName("sideNation" + suffix);
        fields.colour = new ColourButton;
        fields.colour->setObjectName("sideColour" + suffix);
        fields.colour->setToolTip(tr("The colour of this side's units on the table"));
        connect(fields.colour, &ColourButton::colourChanged, this,
                &NewScenarioWizard::checkColours);
        fields.baseline = new QComboBox;
        fields.baseline->setObjectName("sideBaseline" + suffix);
        for (const auto& [edge, key] : kEdges) {
            fields.baseline->addItem(tr(key), int(edge));
        }
        form->addRow(tr("&Name"), fields.name);
        form->addRow(tr("I&d"), fields.id);
        form->addRow(tr("Na&tion"), fields.nation);
        form->addRow(tr("&Colour"), fields.colour);
        form->addRow(tr("&Baseline"), fields.baseline);
        layout->addWidget(box);
    }
    colourWarning_ =
        new QLabel(tr("These two colours are hard to tell apart on the table for some players "
                      "(colour-blind ones among them): choose colours further apart."));
    colourWarning_->setObjectName("colourWarning");
    colourWarning_->setWordWrap(true);
    colourWarning_->hide();
    refusal_ = new QLabel;
    refusal_->setObjectName("refusal");
    refusal_->setWordWrap(true);
    refusal_->setTextFormat(Qt::PlainText);
    refusal_->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold;"));
    refusal_->hide();
    auto* outer = new QVBoxLayout;
    outer->addLayout(layout);
    outer->addWidget(colourWarning_);
    outer->addWidget(refusal_);
    page->setLayout(outer);
    return page;
}

void NewScenarioWizard::checkColours() {
    const QColor first = sides_[0].colour ? sides_[0].colour->colour() : QColor();
    const QColor second = sides_[1].colour ? sides_[1].colour->colour() : QColor();
    colourWarning_->setVisible(first.isValid() && second.isValid() &&
                               !sideColoursDistinct(first, second));
}

void NewScenarioWizard::rulesetChosen() {
    const RulesetDefinition* ruleset =
        rulesets_.find(ruleset_->currentData().toString().toStdString());
    period_->clear();
    figureScale_->clear();
    for (SideFields& fields : sides_) {
        fields.nation->clear();
    }
    if (!ruleset) {
        return;
    }
    period_->addItem(tr("(none)"), QString());
    for (const std::string& period : ruleset->periods) {
        const QString key = QString::fromStdString(period);
        period_->addItem(periodName(ruleset, key), key);
    }
    for (const FigureScale& scale : ruleset->figureScales) {
        figureScale_->addItem(QString::fromStdString(scale.key), QString::fromStdString(scale.key));
    }
    for (SideFields& fields : sides_) {
        for (const std::string& nation : ruleset->nations) {
            fields.nation->addItem(QString::fromStdString(ruleset->word("nations", nation)),
                                   QString::fromStdString(nation));
        }
    }
    NewScenarioSpec defaults = defaultNewScenarioSpec(*ruleset);
    defaults.title = title_->text().toStdString();
    defaults.tableWidth = width_->value();
    defaults.tableHeight = height_->value();
    setSpec(defaults);
}

void NewScenarioWizard::setSpec(const NewScenarioSpec& spec) {
    const int rulesetIndex = ruleset_->findData(QString::fromStdString(spec.ruleset));
    if (rulesetIndex >= 0 && rulesetIndex != ruleset_->currentIndex()) {
        ruleset_->setCurrentIndex(rulesetIndex);  // refills the lists, then comes back here
    }
    const auto choose = [](QComboBox* box, const std::string& key) {
        const int index = box->findData(QString::fromStdString(key));
        if (index >= 0) {
            box->setCurrentIndex(index);
        }
    };
    title_->setText(QString::fromStdString(spec.title));
    choose(period_, spec.period);
    year_->setValue(spec.year);
    width_->setValue(spec.tableWidth);
    height_->setValue(spec.tableHeight);
    choose(figureScale_, spec.figureScale);
    for (std::size_t s = 0; s < sides_.size(); ++s) {
        const NewScenarioSpec::SideSpec& side = spec.sides[s];
        sides_[s].id->setText(QString::fromStdString(side.id));
        sides_[s].name->setText(QString::fromStdString(side.name));
        choose(sides_[s].nation, side.nation);
        sides_[s].colour->setColour(QColor(QString::fromStdString(side.colour)));
        sides_[s].baseline->setCurrentIndex(
            std::max(0, sides_[s].baseline->findData(int(side.baseline))));
    }
}

NewScenarioSpec NewScenarioWizard::spec() const {
    NewScenarioSpec spec;
    spec.ruleset = ruleset_->currentData().toString().toStdString();
    spec.title = title_->text().trimmed().toStdString();
    spec.period = period_->currentData().toString().toStdString();
    spec.year = year_->value();
    spec.tableWidth = width_->value();
    spec.tableHeight = height_->value();
    spec.figureScale = figureScale_->currentData().toString().toStdString();
    for (std::size_t s = 0; s < sides_.size(); ++s) {
        NewScenarioSpec::SideSpec& side = spec.sides[s];
        side.id = sides_[s].id->text().trimmed().toStdString();
        side.name = sides_[s].name->text().trimmed().toStdString();
        side.nation = sides_[s].nation->currentData().toString().toStdString();
        const QColor colour = sides_[s].colour->colour();
        side.colour = colour.isValid() ? colour.name().toStdString() : std::string();
        side.baseline = static_cast<TableEdge>(sides_[s].baseline->currentData().toInt());
    }
    return spec;
}

QString NewScenarioWizard::fieldsProblem() const {
    // What a player can leave wrong in the fields, said in their words; the
    // rest (sizes, scales, nations) the widgets offer only as allowed.
    if (title_->text().trimmed().isEmpty()) {
        return tr("The scenario needs a title: give it one on the first page.");
    }
    for (std::size_t s = 0; s < sides_.size(); ++s) {
        const QString which = s == 0 ? tr("The first side") : tr("The second side");
        if (sides_[s].name->text().trimmed().isEmpty()) {
            return tr("%1 needs a name.").arg(which);
        }
        if (sides_[s].id->text().trimmed().isEmpty()) {
            return tr("%1 needs an id, a short word the scenario file knows it by.").arg(which);
        }
    }
    if (sides_[0].id->text().trimmed() == sides_[1].id->text().trimmed()) {
        return tr("The two sides have the same id \"%1\": give each its own.")
            .arg(sides_[0].id->text().trimmed());
    }
    if (sides_[0].baseline->currentIndex() == sides_[1].baseline->currentIndex()) {
        return tr(
            "The two sides come from the same edge of the table: choose a different "
            "baseline for one of them.");
    }
    return {};
}

QString NewScenarioWizard::refusal() const {
    return refusal_->isHidden() ? QString() : refusal_->text();
}

void NewScenarioWizard::done(int result) {
    if (result == QDialog::Accepted) {
        QString problem = fieldsProblem();
        if (problem.isEmpty() && maker_) {
            const QString refused = maker_(spec());
            if (!refused.isEmpty()) {
                problem = tr("The scenario cannot be made: %1").arg(refused);
            }
        }
        if (!problem.isEmpty()) {
            // Kept open, every page as the player left it, the reason on view.
            refusal_->setText(problem);
            refusal_->show();
            return;
        }
    }
    QWizard::done(result);
}

}  // namespace adjutant::ui
