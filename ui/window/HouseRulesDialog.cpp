#include "ui/window/HouseRulesDialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>

#include "core/rules/RulesetDefinition.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/files/HouseRulesFile.h"

namespace adjutant::ui {

namespace {

QString fromStd(const std::string& text) {
    return QString::fromStdString(text);
}

/// The rule an option comes from as links to the reference: "12.4, 13.6, A18"
/// links each; "6.1-6.3" links its first section and shows the range.
QString ruleLinks(const std::string& rule) {
    QStringList links;
    for (const QString& part : fromStd(rule).split(',', Qt::SkipEmptyParts)) {
        const QString shown = part.trimmed();
        const QString target = shown.section('-', 0, 0).trimmed();
        if (target.isEmpty()) {
            continue;
        }
        links << QStringLiteral("<a href=\"rule:%1\">%2</a>")
                     .arg(target.toHtmlEscaped(), shown.toHtmlEscaped());
    }
    return links.join(QStringLiteral(", "));
}

/// Where a rule stands in the book: the sections by number ("4.6" before
/// "13.6"), then the appendices by letter and number ("A9" before "A15").
std::vector<int> rulesOrderKey(const std::string& rule) {
    std::vector<int> key;
    const QString first = fromStd(rule).section(',', 0, 0).section('-', 0, 0).trimmed();
    const bool appendix = !first.isEmpty() && first.front().isLetter();
    key.push_back(appendix ? 1 : 0);
    key.push_back(appendix ? first.front().unicode() : 0);
    for (const QString& number :
         first.mid(appendix ? 1 : 0).split(QRegularExpression("[^0-9]+"), Qt::SkipEmptyParts)) {
        key.push_back(number.toInt());
    }
    return key;
}

/// The options in the order of the rules they come from (a file keeps them by id).
std::vector<const RuleOption*> inRulesOrder(const std::vector<RuleOption>& options) {
    std::vector<const RuleOption*> ordered;
    for (const RuleOption& option : options) {
        ordered.push_back(&option);
    }
    std::stable_sort(ordered.begin(), ordered.end(), [](const RuleOption* a, const RuleOption* b) {
        return rulesOrderKey(a->rule) < rulesOrderKey(b->rule);
    });
    return ordered;
}

/// What the ruleset's tag says of a reading, in the player's words.
QString tagText(const std::string& tag) {
    if (tag == "I") {
        return HouseRulesDialog::tr("The rules are unclear here; this is our reading of them.");
    }
    if (tag == "P") {
        return HouseRulesDialog::tr("The rules are silent here; this is our proposal.");
    }
    return {};
}

/// A reading's sentence: clicking it chooses the reading, as its button does.
class ReadingLabel : public QLabel {
  public:
    ReadingLabel(const QString& text, QRadioButton* button, QWidget* parent)
        : QLabel(text, parent), button_(button) {
        setWordWrap(true);
        setTextFormat(Qt::RichText);
        setTextInteractionFlags(Qt::NoTextInteraction);
    }

  protected:
    void mousePressEvent(QMouseEvent* event) override {
        if (button_->isEnabled()) {
            button_->setChecked(true);
        }
        QLabel::mousePressEvent(event);
    }

  private:
    QRadioButton* button_;
};

}  // namespace

HouseRulesDialog::HouseRulesDialog(const RulesetDefinition& ruleset,
                                   const Readings& scenarioReadings, const Readings& chosen,
                                   bool editable, QWidget* parent)
    : QDialog(parent), ruleset_(ruleset), scenario_(scenarioReadings), editable_(editable) {
    setObjectName(QStringLiteral("houseRulesDialog"));
    setWindowTitle(editable ? tr("House rules for a new game") : tr("House rules of this game"));
    auto* layout = new QVBoxLayout(this);

    auto* intro = new QLabel(this);
    intro->setObjectName(QStringLiteral("houseRulesIntro"));
    intro->setWordWrap(true);
    intro->setText(
        editable
            ? tr("Where %1 is unclear or silent, Adjutant follows a reading of it. Choose "
                 "the readings this game is played by; the scenario's are chosen to begin with.")
                  .arg(fromStd(ruleset.name).toHtmlEscaped())
            : tr("Where %1 is unclear or silent, Adjutant follows a reading of it. These are the "
                 "readings this game is played by. They never change during a game, so that "
                 "both sides play by the same rules and the game can be replayed; to play by "
                 "others, start the scenario anew.")
                  .arg(fromStd(ruleset.name).toHtmlEscaped()));
    layout->addWidget(intro);

    summary_ = new QLabel(this);
    summary_->setTextFormat(Qt::RichText);
    // Room for the count and the names read otherwise: the list does not jump.
    summary_->setMinimumHeight(2 * summary_->fontMetrics().lineSpacing() + 2);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    summary_->setObjectName(QStringLiteral("houseRulesSummary"));
    summary_->setWordWrap(true);
    layout->addWidget(summary_);

    auto* list = new QWidget;
    auto* listLayout = new QVBoxLayout(list);
    for (const RuleOption* each : inRulesOrder(ruleset.options)) {
        const RuleOption& option = *each;
        OptionRow row;
        row.id = option.id;
        auto* box = new QGroupBox(fromStd(option.name), list);
        box->setObjectName(QStringLiteral("houseRule%1").arg(static_cast<int>(groups_.size())));
        auto* grid = new QGridLayout(box);
        grid->setColumnStretch(1, 1);
        QString about = tr("Rules reference: %1").arg(ruleLinks(option.rule));
        if (const QString tag = tagText(option.tag); !tag.isEmpty()) {
            about += QStringLiteral(" &#8212; ") + tag.toHtmlEscaped();
        }
        auto* rule = new QLabel(about, box);
        rule->setWordWrap(true);
        rule->setTextFormat(Qt::RichText);
        connect(rule, &QLabel::linkActivated, this,
                [this](const QString& link) { emit ruleRequested(link.section(':', 1)); });
        grid->addWidget(rule, 0, 0, 1, 2);
        row.group = new QButtonGroup(box);
        // The ruleset's own reading first, then the others as the file gives them.
        std::vector<std::string> keys{option.defaultChoice};
        for (const auto& [key, sentence] : option.choices) {
            if (key != option.defaultChoice) {
                keys.push_back(key);
            }
        }
        const std::string fromScenario = scenarioReading(option.id);
        const auto chosenHere = chosen.find(option.id);
        const std::string inForce =
            chosenHere != chosen.end() && option.choices.count(chosenHere->second) > 0
                ? chosenHere->second
                : fromScenario;
        int line = 1;
        for (const std::string& key : keys) {
            const auto sentence = option.choices.find(key);
            if (sentence == option.choices.end()) {
                continue;
            }
            QStringList marks;
            if (key == option.defaultChoice) {
                marks << tr("the ruleset's reading");
            }
            if (scenario_.count(option.id) > 0 && key == fromScenario) {
                marks << tr("the scenario's choice");
            }
            if (!editable && key == inForce) {
                marks << tr("in force in this game");
            }
            QString text = fromStd(sentence->second).toHtmlEscaped();
            if (!marks.isEmpty()) {
                text += QStringLiteral(" <i>(%1)</i>").arg(marks.join(QStringLiteral("; ")));
            }
            if (!editable && key == inForce) {
                text = QStringLiteral("<b>%1</b>").arg(text);
            }
            auto* button = new QRadioButton(box);
            button->setEnabled(editable);
            button->setChecked(key == inForce);
            button->setAccessibleName(fromStd(sentence->second));
            auto* label = new ReadingLabel(text, button, box);
            row.group->addButton(button, line - 1);
            row.texts << label;
            row.keys.push_back(key);
            grid->addWidget(button, line, 0, Qt::AlignTop);
            grid->addWidget(label, line, 1);
            ++line;
        }
        connect(row.group, &QButtonGroup::idToggled, this, [this](int, bool on) {
            if (on) {
                updateSummary();
            }
        });
        listLayout->addWidget(box);
        groups_.push_back(std::move(row));
    }
    if (ruleset.options.empty()) {
        listLayout->addWidget(new QLabel(tr("This ruleset names no readings to choose."), list));
    }
    listLayout->addStretch(1);
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("houseRulesList"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(list);
    layout->addWidget(scroll, 1);

    auto* buttons = new QDialogButtonBox(this);
    if (editable) {
        auto* savedRow = new QHBoxLayout;
        saved_ = new QComboBox(this);
        saved_->setObjectName(QStringLiteral("savedHouseRules"));
        saved_->setToolTip(tr("Start from the readings of house rules you saved before"));
        savedRow->addWidget(new QLabel(tr("Start from:"), this));
        savedRow->addWidget(saved_, 1);
        layout->addLayout(savedRow);
        fillSavedRules();
        connect(saved_, &QComboBox::activated, this, [this](int index) {
            const QString path = saved_->itemData(index).toString();
            if (index == 0) {
                chooseScenarioReadings();
            } else if (const QString problem = loadReadingsFrom(path); !problem.isEmpty()) {
                QMessageBox::warning(this, tr("Cannot read the house rules"), problem);
            }
        });
        save_ = buttons->addButton(tr("Save as house rules..."), QDialogButtonBox::ActionRole);
        save_->setObjectName(QStringLiteral("saveHouseRules"));
        save_->setToolTip(
            tr("Keep these readings as house rules of your own, to start from another time"));
        save_->setEnabled(false);  // until the folder is known
        connect(save_, &QPushButton::clicked, this, &HouseRulesDialog::askToSave);
        buttons->addButton(QDialogButtonBox::Ok);
        buttons->addButton(QDialogButtonBox::Cancel);
    } else {
        startAnew_ = buttons->addButton(tr("Start anew with other readings..."),
                                        QDialogButtonBox::ActionRole);
        startAnew_->setObjectName(QStringLiteral("startAnewWithReadings"));
        startAnew_->setToolTip(tr("A new game on this scenario, choosing its readings first"));
        connect(startAnew_, &QPushButton::clicked, this, [this] {
            accept();
            emit startAnewRequested();
        });
        buttons->addButton(QDialogButtonBox::Close);
    }
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    updateSummary();
    resize(720, 640);
}

void HouseRulesDialog::setHouseRulesFolder(const QString& folder, const RulesetRegistry* registry) {
    folder_ = folder;
    registry_ = registry;
    if (save_) {
        save_->setEnabled(!folder.isEmpty() && registry != nullptr);
    }
    fillSavedRules();
}

std::string HouseRulesDialog::scenarioReading(const std::string& optionId) const {
    const RuleOption* option = ruleset_.findOption(optionId);
    if (!option) {
        return {};
    }
    const auto chosen = scenario_.find(optionId);
    return chosen != scenario_.end() && option->choices.count(chosen->second) > 0
               ? chosen->second
               : option->defaultChoice;
}

Readings HouseRulesDialog::readings() const {
    Readings differing;
    for (const OptionRow& row : groups_) {
        const int checked = row.group->checkedId();
        if (checked < 0 || checked >= static_cast<int>(row.keys.size())) {
            continue;
        }
        const std::string& key = row.keys[static_cast<std::size_t>(checked)];
        if (key != scenarioReading(row.id)) {
            differing[row.id] = key;
        }
    }
    return differing;
}

bool HouseRulesDialog::choose(const std::string& optionId, const std::string& reading) {
    if (!editable_) {
        return false;
    }
    for (OptionRow& row : groups_) {
        if (row.id != optionId) {
            continue;
        }
        const auto at = std::find(row.keys.begin(), row.keys.end(), reading);
        if (at == row.keys.end()) {
            return false;
        }
        row.group->button(static_cast<int>(at - row.keys.begin()))->setChecked(true);
        return true;
    }
    return false;
}

void HouseRulesDialog::chooseScenarioReadings() {
    for (const OptionRow& row : groups_) {
        const auto at = std::find(row.keys.begin(), row.keys.end(), scenarioReading(row.id));
        if (at != row.keys.end()) {
            row.group->button(static_cast<int>(at - row.keys.begin()))->setChecked(true);
        }
    }
    updateSummary();
}

QString HouseRulesDialog::saveAsHouseRules(const QString& name) {
    if (!registry_) {
        return tr("There is no folder for your house rules.");
    }
    // Every option's reading as chosen, written as the copy's defaults.
    Readings all;
    for (const OptionRow& row : groups_) {
        const int checked = row.group->checkedId();
        if (checked >= 0 && checked < static_cast<int>(row.keys.size())) {
            all[row.id] = row.keys[static_cast<std::size_t>(checked)];
        }
    }
    QString written;
    const QString problem = writeHouseRules(ruleset_, *registry_, folder_, name, all, &written);
    if (problem.isEmpty()) {
        savedPath_ = written;
        fillSavedRules();
    }
    return problem;
}

QString HouseRulesDialog::loadReadingsFrom(const QString& path) {
    if (!registry_) {
        return tr("There is no folder for your house rules.");
    }
    QString problem;
    const std::optional<SavedHouseRules> saved = readHouseRules(path, *registry_, &problem);
    if (!saved) {
        return problem;
    }
    if (saved->engine != ruleset_.engine) {
        return tr("%1 holds house rules of another game than %2.")
            .arg(QDir::toNativeSeparators(path), fromStd(ruleset_.name));
    }
    for (const auto& [option, reading] : saved->readings) {
        choose(option, reading);
    }
    updateSummary();
    return {};
}

QString HouseRulesDialog::optionTitle(int option) const {
    const auto* box = findChild<QGroupBox*>(QStringLiteral("houseRule%1").arg(option));
    return box ? box->title() : QString();
}

QList<QRadioButton*> HouseRulesDialog::readingButtons(int option) const {
    QList<QRadioButton*> buttons;
    if (option < 0 || option >= optionCount()) {
        return buttons;
    }
    const OptionRow& row = groups_[static_cast<std::size_t>(option)];
    for (int i = 0; i < static_cast<int>(row.keys.size()); ++i) {
        buttons << qobject_cast<QRadioButton*>(row.group->button(i));
    }
    return buttons;
}

QString HouseRulesDialog::readingText(int option, int reading) const {
    if (option < 0 || option >= optionCount()) {
        return {};
    }
    const OptionRow& row = groups_[static_cast<std::size_t>(option)];
    return reading >= 0 && reading < row.texts.size() ? row.texts[reading]->text() : QString();
}

QString HouseRulesDialog::differencesText(int count) {
    return count == 0 ? tr("Every reading is the scenario's.")
                      : tr("%n reading(s) differ from the scenario's.", "", count);
}

void HouseRulesDialog::updateSummary() {
    const Readings differing = readings();
    const int count = static_cast<int>(differing.size());
    QString text =
        editable_ ? differencesText(count)
        : count == 0
            ? tr("This game is played by the scenario's readings.")
            : tr("This game is played by %n reading(s) other than the scenario's.", "", count);
    // Which, by name: the list is long.
    QStringList names;
    for (const auto& [option, reading] : differing) {
        if (const RuleOption* known = ruleset_.findOption(option)) {
            names << QStringLiteral("<i>%1</i>").arg(fromStd(known->name).toHtmlEscaped());
        }
    }
    text = text.toHtmlEscaped();
    if (!names.isEmpty()) {
        text +=
            QStringLiteral("<br>") + tr("Read otherwise: %1").arg(names.join(QStringLiteral("; ")));
    }
    summary_->setText(text);
}

void HouseRulesDialog::fillSavedRules() {
    if (!saved_) {
        return;
    }
    saved_->clear();
    saved_->addItem(tr("The scenario's readings"));
    if (registry_) {
        for (const SavedHouseRules& saved : houseRulesIn(folder_, *registry_, ruleset_.engine)) {
            saved_->addItem(saved.name, saved.path);
        }
    }
    saved_->setEnabled(saved_->count() > 1);
}

void HouseRulesDialog::askToSave() {
    bool ok = false;
    const QString name =
        QInputDialog::getText(this, tr("Save as house rules"),
                              tr("A name for these house rules (they are kept in your folder, %1):")
                                  .arg(QDir::toNativeSeparators(folder_)),
                              QLineEdit::Normal, QString(), &ok);
    if (!ok) {
        return;
    }
    if (const QString problem = saveAsHouseRules(name); !problem.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot save the house rules"), problem);
        return;
    }
    QMessageBox::information(
        this, tr("House rules saved"),
        tr("Saved as %1. They can be chosen here from now on; the program lists them among "
           "the rulesets when it next starts.")
            .arg(QDir::toNativeSeparators(savedPath_)));
}

}  // namespace adjutant::ui
