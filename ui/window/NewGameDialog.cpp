#include "ui/window/NewGameDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

#include "core/rules/RulesetDefinition.h"
#include "ui/session/DifficultyWords.h"
#include "ui/window/HouseRulesDialog.h"

namespace adjutant::ui {

namespace {

constexpr int kHuman = 0;
constexpr int kComputer = 1;

const Difficulty kDifficulties[] = {Difficulty::Novice, Difficulty::Steady, Difficulty::Veteran};

}  // namespace

NewGameDialog::NewGameDialog(const QStringList& sides, const SidePlayers& players, quint64 seed,
                             bool seedEditable, QWidget* parent)
    : QDialog(parent), fixedSeed_(seed), seedEditable_(seedEditable) {
    setObjectName("newGameDialog");
    setWindowTitle(seedEditable ? tr("New game") : tr("Players"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Choose who gives each side's orders. The computer gives its orders one at a time, "
           "so you can follow them on the table and in the journal."),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    for (int side = 0; side < sides.size() && side < static_cast<int>(players.size()); ++side) {
        auto* player = new QComboBox(this);
        player->setObjectName(QStringLiteral("player%1").arg(side));
        player->addItem(tr("Human"));
        player->addItem(tr("Computer"));
        auto* difficulty = new QComboBox(this);
        difficulty->setObjectName(QStringLiteral("difficulty%1").arg(side));
        for (Difficulty each : kDifficulties) {
            difficulty->addItem(difficultyName(each), static_cast<int>(each));
            difficulty->setItemData(difficulty->count() - 1, difficultyMeaning(each),
                                    Qt::ToolTipRole);
        }
        const std::optional<CommanderSettings>& present = players[static_cast<std::size_t>(side)];
        player->setCurrentIndex(present ? kComputer : kHuman);
        difficulty->setCurrentIndex(difficulty->findData(
            static_cast<int>(present ? present->difficulty : Difficulty::Steady)));
        difficulty->setEnabled(present.has_value());
        connect(player, &QComboBox::currentIndexChanged, difficulty,
                [difficulty](int index) { difficulty->setEnabled(index == kComputer); });
        auto* row = new QHBoxLayout;
        row->addWidget(player, 1);
        row->addWidget(difficulty, 1);
        auto* sideName = new QLabel(sides[side] + QStringLiteral(":"), this);
        sideName->setTextFormat(Qt::PlainText);  // the scenario's name for the side
        form->addRow(sideName, row);
        playerBoxes_ << player;
        difficultyBoxes_ << difficulty;
    }
    seed_ = new QSpinBox(this);
    seed_->setObjectName("seed");
    seed_->setRange(0, std::numeric_limits<int>::max());
    seed_->setValue(static_cast<int>(std::min<quint64>(seed, std::numeric_limits<int>::max())));
    seed_->setEnabled(seedEditable);
    seed_->setToolTip(
        tr("Seeds the game's dice and the computer's judgement: the same seed and "
           "the same orders give the same game"));
    form->addRow(tr("Seed:"), seed_);
    layout->addLayout(form);
    auto* levels = new QLabel(
        QStringLiteral("<p><b>%1</b> %2</p><p><b>%3</b> %4</p><p><b>%5</b> %6</p>")
            .arg(difficultyName(Difficulty::Novice), difficultyMeaning(Difficulty::Novice),
                 difficultyName(Difficulty::Steady), difficultyMeaning(Difficulty::Steady),
                 difficultyName(Difficulty::Veteran), difficultyMeaning(Difficulty::Veteran)),
        this);
    levels->setObjectName("difficultyMeanings");
    levels->setWordWrap(true);
    layout->addWidget(levels);

    // The readings of the rules the new game is played by (offerHouseRules).
    auto* readingsRow = new QHBoxLayout;
    readingsLine_ = new QLabel(this);
    readingsLine_->setObjectName("readingsLine");
    readingsLine_->setWordWrap(true);
    houseRules_ = new QPushButton(tr("House rules..."), this);
    houseRules_->setObjectName("houseRulesButton");
    houseRules_->setToolTip(tr("Choose how the game reads the rules where they are unclear or "
                               "silent"));
    connect(houseRules_, &QPushButton::clicked, this, &NewGameDialog::chooseReadings);
    readingsRow->addWidget(readingsLine_, 1);
    readingsRow->addWidget(houseRules_);
    layout->addLayout(readingsRow);
    readingsLine_->hide();
    houseRules_->hide();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

quint64 NewGameDialog::seed() const {
    return seedEditable_ ? static_cast<quint64>(seed_->value()) : fixedSeed_;
}

SidePlayers NewGameDialog::players() const {
    SidePlayers players;
    for (int side = 0; side < playerBoxes_.size(); ++side) {
        if (playerBoxes_[side]->currentIndex() == kComputer) {
            players[static_cast<std::size_t>(side)] = CommanderSettings{
                static_cast<Difficulty>(difficultyBoxes_[side]->currentData().toInt()), seed()};
        }
    }
    return players;
}

}  // namespace adjutant::ui

namespace adjutant::ui {

void NewGameDialog::offerHouseRules(const RulesetDefinition& ruleset,
                                    const std::map<std::string, std::string>& scenarioReadings,
                                    const std::map<std::string, std::string>& readings,
                                    const QString& houseRulesFolder,
                                    const RulesetRegistry* registry) {
    ruleset_ = &ruleset;
    registry_ = registry;
    scenarioReadings_ = scenarioReadings;
    houseRulesFolder_ = houseRulesFolder;
    houseRules_->setVisible(!ruleset.options.empty());
    readingsLine_->setVisible(!ruleset.options.empty());
    setReadings(readings);
}

void NewGameDialog::setReadings(const std::map<std::string, std::string>& readings) {
    readings_.clear();
    // Only what differs from the scenario is the game's own choice.
    for (const auto& [option, reading] : readings) {
        const RuleOption* known = ruleset_ ? ruleset_->findOption(option) : nullptr;
        if (!known || known->choices.count(reading) == 0) {
            continue;
        }
        const auto fromScenario = scenarioReadings_.find(option);
        const std::string& scenario =
            fromScenario != scenarioReadings_.end() ? fromScenario->second : known->defaultChoice;
        if (reading != scenario) {
            readings_[option] = reading;
        }
    }
    readingsLine_->setText(HouseRulesDialog::differencesText(static_cast<int>(readings_.size())));
}

void NewGameDialog::chooseReadings() {
    if (!ruleset_) {
        return;
    }
    HouseRulesDialog dialog(*ruleset_, scenarioReadings_, readings_, true, this);
    dialog.setHouseRulesFolder(houseRulesFolder_, registry_);
    connect(&dialog, &HouseRulesDialog::ruleRequested, this, &NewGameDialog::ruleRequested);
    if (dialog.exec() == QDialog::Accepted) {
        setReadings(dialog.readings());
    }
}

}  // namespace adjutant::ui
