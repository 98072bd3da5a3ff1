#include "ui/twoplayer/TwoPlayerDialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace adjutant::ui {

namespace {

using Way = TwoPlayerChoice::Way;

QWidget* row(const QString& label, QWidget* field, QWidget* parent) {
    auto* holder = new QWidget(parent);
    auto* layout = new QHBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* text = new QLabel(label, holder);
    text->setBuddy(field);
    text->setMinimumWidth(120);
    layout->addWidget(text);
    layout->addWidget(field, 1);
    return holder;
}

}  // namespace

TwoPlayerDialog::TwoPlayerDialog(const QList<QPair<QString, QString>>& scenarios,
                                 std::function<QStringList(const QString&)> sidesOf,
                                 QWidget* parent)
    : QDialog(parent), sidesOf_(std::move(sidesOf)) {
    setObjectName(QStringLiteral("twoPlayerDialog"));
    setWindowTitle(tr("New two-player game"));
    auto* layout = new QVBoxLayout(this);
    // The dialog takes the height its rows need as they are shown and hidden.
    layout->setSizeConstraint(QLayout::SetFixedSize);
    layout->addWidget(new QLabel(tr("How do the two of you play?"), this));
    ways_ = new QButtonGroup(this);
    const QList<QPair<Way, QString>> ways = {
        {Way::OnePlayer, tr("One player gives both sides' orders (nothing hidden: to learn, or "
                            "to play both sides yourself)")},
        {Way::OneScreen, tr("Two players on this screen, handing it over (hot-seat)")},
        {Way::ByFile, tr("By file: send each other turn files by e-mail or a shared folder")},
        {Way::Host, tr("Live on a network: host the game here")},
        {Way::Join, tr("Live on a network: join a game hosted elsewhere")},
        {Way::BrokerStart, tr("Live through a broker: start the game")},
        {Way::BrokerJoin, tr("Live through a broker: join a game")},
    };
    for (const auto& [way, text] : ways) {
        auto* button = new QRadioButton(text, this);
        button->setObjectName(QStringLiteral("way%1").arg(static_cast<int>(way)));
        ways_->addButton(button, static_cast<int>(way));
        layout->addWidget(button);
    }
    ways_->button(static_cast<int>(Way::OneScreen))->setChecked(true);

    scenario_ = new QComboBox(this);
    scenario_->setObjectName(QStringLiteral("twoPlayerScenario"));
    for (const auto& [title, path] : scenarios) {
        scenario_->addItem(title, path);
    }
    side_ = new QComboBox(this);
    side_->setObjectName(QStringLiteral("twoPlayerSide"));
    address_ = new QLineEdit(this);
    address_->setObjectName(QStringLiteral("twoPlayerAddress"));
    port_ = new QSpinBox(this);
    port_->setObjectName(QStringLiteral("twoPlayerPort"));
    port_->setRange(1, 65535);
    port_->setValue(7300);
    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("twoPlayerGameName"));
    name_->setPlaceholderText(tr("a name both of you give, kept between you"));
    hidden_ =
        new QCheckBox(tr("Each side places its units in its zones unseen before bound 1"), this);
    hidden_->setObjectName(QStringLiteral("hiddenSetUp"));

    scenarioRow_ = row(tr("Scenario"), scenario_, this);
    sideRow_ = row(tr("You play"), side_, this);
    auto* where = new QWidget(this);
    auto* whereLayout = new QHBoxLayout(where);
    whereLayout->setContentsMargins(0, 0, 0, 0);
    whereLayout->addWidget(address_, 1);
    whereLayout->addWidget(new QLabel(tr("port"), where));
    whereLayout->addWidget(port_);
    addressRow_ = row(tr("Address"), where, this);
    nameRow_ = row(tr("Game name"), name_, this);
    layout->addSpacing(8);
    layout->addWidget(scenarioRow_);
    layout->addWidget(sideRow_);
    layout->addWidget(addressRow_);
    layout->addWidget(nameRow_);
    layout->addWidget(hidden_);
    // The readings of the rules the game is played by, when offered (offerHouseRules).
    auto* readingsRow = new QHBoxLayout;
    readingsLine_ = new QLabel(this);
    readingsLine_->setObjectName(QStringLiteral("twoPlayerReadings"));
    readingsLine_->setWordWrap(true);
    houseRules_ = new QPushButton(tr("House rules..."), this);
    houseRules_->setObjectName(QStringLiteral("twoPlayerHouseRules"));
    houseRules_->setToolTip(
        tr("Choose how the game reads the rules where they are unclear or silent; the other "
           "player's program plays by the same readings"));
    readingsRow->addWidget(readingsLine_, 1);
    readingsRow->addWidget(houseRules_);
    layout->addLayout(readingsRow);
    connect(houseRules_, &QPushButton::clicked, this, [this] {
        if (!chooseReadings_) {
            return;
        }
        // The set-up is this dialog's own question: shown there as chosen here.
        std::map<std::string, std::string> present = readings_;
        if (hidden_->isChecked()) {
            present["setUp"] = "hidden";
        }
        if (auto chosen = chooseReadings_(scenario_->currentData().toString(), present)) {
            const auto setUp = chosen->find("setUp");
            hidden_->setChecked(setUp != chosen->end() && setUp->second == "hidden");
            if (setUp != chosen->end()) {
                chosen->erase(setUp);
            }
            readings_ = *chosen;
            update();
        }
    });
    explain_ = new QLabel(this);
    explain_->setObjectName(QStringLiteral("twoPlayerExplain"));
    explain_->setWordWrap(true);
    explain_->setFixedWidth(560);
    layout->addWidget(explain_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (problem().isEmpty()) {
            accept();
        }
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(ways_, &QButtonGroup::idClicked, this, [this] { update(); });
    connect(scenario_, &QComboBox::currentIndexChanged, this, [this] {
        readings_.clear();  // another scenario: its own readings
        side_->clear();
        side_->addItems(sidesOf_(scenario_->currentData().toString()));
        update();
    });
    connect(name_, &QLineEdit::textChanged, this, [this] { update(); });
    side_->addItems(sidesOf_(scenario_->currentData().toString()));
    update();
}

void TwoPlayerDialog::update() {
    const auto way = static_cast<Way>(ways_->checkedId());
    const bool joins = way == Way::Join || way == Way::BrokerJoin;
    scenarioRow_->setVisible(!joins);
    sideRow_->setVisible(way != Way::OneScreen && way != Way::OnePlayer && !joins);
    addressRow_->setVisible(way == Way::Host || way == Way::Join || way == Way::BrokerStart ||
                            way == Way::BrokerJoin);
    address_->setEnabled(way != Way::Host);
    nameRow_->setVisible(way == Way::Host || way == Way::Join || way == Way::BrokerStart ||
                         way == Way::BrokerJoin);
    hidden_->setVisible(!joins && way != Way::OnePlayer);
    // Whoever joins plays by the readings of the game the other started.
    houseRules_->setVisible(chooseReadings_ && !joins);
    readingsLine_->setVisible(chooseReadings_ && !joins);
    readingsLine_->setText(readings_.empty()
                               ? tr("Every reading of the rules is the scenario's.")
                               : tr("%n reading(s) of the rules differ from the scenario's.", "",
                                    static_cast<int>(readings_.size())));
    if (way == Way::Host && address_->text().isEmpty()) {
        address_->setPlaceholderText(tr("every address of this computer"));
    } else if (way == Way::Join) {
        address_->setPlaceholderText(tr("the host's address, e.g. 192.168.1.20"));
    } else if (way == Way::BrokerStart || way == Way::BrokerJoin) {
        address_->setPlaceholderText(tr("the broker's address, e.g. broker.example.org"));
        if (port_->value() == 7300) {
            port_->setValue(1883);
        }
    }
    QString text;
    switch (way) {
        case Way::OnePlayer:
            text =
                tr("Every order is shown as it is given and any step can be taken back, as "
                   "in a game against the computer.");
            break;
        case Way::OneScreen:
            text =
                tr("Both of you play at this window. Where both sides give orders at once, "
                   "the table is hidden while the screen passes from one to the other.");
            break;
        case Way::ByFile:
            text =
                tr("After each of your turns, Game > Send turn writes a small file for the "
                   "other player; they open it, play and send one back. Neither of you can "
                   "see the other's orders before both are fixed, nor throw the dice again.");
            break;
        case Way::Host:
            text =
                tr("The other player joins with this computer's address, the port and the "
                   "game's name. Both windows play the same game as it happens.");
            break;
        case Way::Join:
            text = tr("Give the address and port the host gave you, and the game's name.");
            break;
        case Way::BrokerStart:
        case Way::BrokerJoin:
            text =
                tr("Both of you connect outward to an MQTT broker (run by a club or one of "
                   "you); nobody opens a port. The game's name keeps it between the two of "
                   "you.");
            break;
    }
    explain_->setText(text + (problem().isEmpty() ? QString() : "\n" + problem()));
}

QString TwoPlayerDialog::problem() const {
    const auto way = static_cast<Way>(ways_->checkedId());
    const bool live =
        way == Way::Host || way == Way::Join || way == Way::BrokerStart || way == Way::BrokerJoin;
    if (live && name_->text().trimmed().size() < 4) {
        return tr(
            "Give the game a name of at least 4 characters: the other player gives the "
            "same.");
    }
    if ((way == Way::Join || way == Way::BrokerStart || way == Way::BrokerJoin) &&
        address_->text().trimmed().isEmpty()) {
        return tr("Give the address to connect to.");
    }
    if (way != Way::Join && way != Way::BrokerJoin && scenario_->currentIndex() < 0) {
        return tr("Choose a scenario.");
    }
    return {};
}

TwoPlayerChoice TwoPlayerDialog::choice() const {
    TwoPlayerChoice chosen;
    chosen.way = static_cast<Way>(ways_->checkedId());
    chosen.scenarioPath = scenario_->currentData().toString();
    chosen.side = std::max(0, side_->currentIndex());
    chosen.address = address_->text().trimmed();
    chosen.port = port_->value();
    chosen.gameName = name_->text().trimmed();
    chosen.hiddenSetUp = hidden_->isChecked();
    if (chosen.way != Way::Join && chosen.way != Way::BrokerJoin) {
        chosen.readings = readings_;
    }
    return chosen;
}

void TwoPlayerDialog::chooseScenario(const QString& scenarioPath) {
    const int index = scenario_->findData(scenarioPath);
    if (index >= 0) {
        scenario_->setCurrentIndex(index);
    }
}

void TwoPlayerDialog::setChoice(const TwoPlayerChoice& chosen) {
    ways_->button(static_cast<int>(chosen.way))->setChecked(true);
    const int index = scenario_->findData(chosen.scenarioPath);
    if (index >= 0) {
        scenario_->setCurrentIndex(index);
    }
    side_->setCurrentIndex(chosen.side);
    address_->setText(chosen.address);
    port_->setValue(chosen.port);
    name_->setText(chosen.gameName);
    readings_ = chosen.readings;
    // A set-up among the readings is the dialog's own question.
    const auto setUp = readings_.find("setUp");
    hidden_->setChecked(chosen.hiddenSetUp ||
                        (setUp != readings_.end() && setUp->second == "hidden"));
    if (setUp != readings_.end()) {
        readings_.erase(setUp);
    }
    update();
}

void TwoPlayerDialog::offerHouseRules(ReadingsChooser choose) {
    chooseReadings_ = std::move(choose);
    update();
}

}  // namespace adjutant::ui
