#include "ui/start/ScenarioCard.h"

#include <QComboBox>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>
#include <array>

#include "ui/session/DifficultyWords.h"
#include "ui/widgets/PlainText.h"
#include "ui/widgets/WheelSafeComboBox.h"

namespace adjutant::ui {

namespace {

// The thumbnail's room on the card, in pixels.
constexpr int kThumbnailWidth = 210;
constexpr int kThumbnailHeight = 150;

// The choices of a player box, in order: a person, then the computer at each level.
const std::array<std::optional<Difficulty>, 4> kChoices = {std::nullopt, Difficulty::Novice,
                                                           Difficulty::Steady, Difficulty::Veteran};

}  // namespace

QString playerChoiceText(const std::optional<CommanderSettings>& player) {
    if (!player) {
        return QObject::tr("A person");
    }
    switch (player->difficulty) {
        case Difficulty::Novice:
            return QObject::tr("The computer, novice");
        case Difficulty::Steady:
            return QObject::tr("The computer, steady");
        case Difficulty::Veteran:
            return QObject::tr("The computer, veteran");
    }
    return {};
}

ScenarioCard::ScenarioCard(QString path, const ScenarioFacts& facts, const QString& origin,
                           QWidget* parent)
    : QFrame(parent), path_(std::move(path)), facts_(facts) {
    setObjectName(QStringLiteral("scenarioCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 10, 10, 10);
    layout->setSpacing(12);

    thumbnail_ = new QLabel(this);
    thumbnail_->setObjectName(QStringLiteral("thumbnail"));
    thumbnail_->setFixedSize(kThumbnailWidth, kThumbnailHeight);
    thumbnail_->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    layout->addWidget(thumbnail_, 0, Qt::AlignTop);

    auto* text = new QVBoxLayout;
    text->setSpacing(4);
    auto* title = new QLabel(facts_.title, this);
    title->setObjectName(QStringLiteral("title"));
    title->setTextFormat(Qt::PlainText);  // the scenario's own words, never markup
    title->setWordWrap(true);
    QFont big = title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    title->setFont(big);
    text->addWidget(title);

    QStringList about{facts_.rulesetName};
    if (!facts_.period.isEmpty()) {
        about << facts_.period;
    }
    if (!origin.isEmpty()) {
        about << origin;
    }
    auto* ruleset = new QLabel(about.join(QStringLiteral(" · ")), this);
    ruleset->setObjectName(QStringLiteral("ruleset"));
    ruleset->setTextFormat(Qt::PlainText);
    ruleset->setWordWrap(true);
    text->addWidget(ruleset);
    auto* size = new QLabel(tr("%1 · table %2").arg(facts_.forces, facts_.table), this);
    size->setObjectName(QStringLiteral("size"));
    size->setTextFormat(Qt::PlainText);
    size->setWordWrap(true);
    size->setForegroundRole(QPalette::PlaceholderText);
    text->addWidget(size);
    auto* summary = new QLabel(facts_.summary, this);
    summary->setObjectName(QStringLiteral("summary"));
    summary->setWordWrap(true);
    summary->setTextFormat(Qt::PlainText);
    summary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    text->addWidget(summary, 1);

    auto* playerRows = new QFormLayout;
    playerRows->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // A long side name in a narrow card: its choice goes under it, the name whole.
    playerRows->setRowWrapPolicy(QFormLayout::WrapLongRows);
    playerRows->setContentsMargins(0, 4, 0, 0);
    for (int side = 0; side < facts_.sideNames.size() && side < 2; ++side) {
        auto* box = new WheelSafeComboBox(this);
        box->setObjectName(QStringLiteral("player%1").arg(side));
        for (const std::optional<Difficulty>& choice : kChoices) {
            box->addItem(playerChoiceText(
                choice ? std::optional<CommanderSettings>(CommanderSettings{*choice, 1})
                       : std::nullopt));
            if (choice) {
                box->setItemData(box->count() - 1, difficultyMeaning(*choice), Qt::ToolTipRole);
            }
        }
        box->setToolTip(plainToolTip(tr("Who gives the orders of %1").arg(facts_.sideNames[side])));
        auto* sideName = new QLabel(tr("%1:").arg(facts_.sideNames[side]), this);
        sideName->setTextFormat(Qt::PlainText);
        sideName->setBuddy(box);
        playerRows->addRow(sideName, box);
        playerBoxes_ << box;
    }
    text->addLayout(playerRows);

    play_ = new QPushButton(tr("Play"), this);
    play_->setObjectName(QStringLiteral("play"));
    play_->setToolTip(
        plainToolTip(tr("Start a new game on %1; its briefing comes first").arg(facts_.title)));
    connect(play_, &QPushButton::clicked, this, [this] { emit playRequested(path_, players()); });
    houseRules_ = new QPushButton(tr("House rules..."), this);
    houseRules_->setObjectName(QStringLiteral("houseRules"));
    houseRules_->setToolTip(
        plainToolTip(tr("Choose how the game reads the rules where they are unclear or "
                        "silent, then play %1")
                         .arg(facts_.title)));
    connect(houseRules_, &QPushButton::clicked, this,
            [this] { emit playWithHouseRulesRequested(path_, players()); });
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(houseRules_);
    buttons->addWidget(play_);
    text->addLayout(buttons);
    layout->addLayout(text, 1);
    setToolTip(plainToolTip(QDir::toNativeSeparators(path_)));
}

void ScenarioCard::setThumbnail(const QImage& image) {
    hasThumbnail_ = !image.isNull();
    thumbnail_->setPixmap(QPixmap::fromImage(image));
}

SidePlayers ScenarioCard::players() const {
    SidePlayers players;
    for (int side = 0; side < playerBoxes_.size(); ++side) {
        const int index = playerBoxes_[side]->currentIndex();
        if (index > 0 && index < static_cast<int>(kChoices.size())) {
            players[static_cast<std::size_t>(side)] = CommanderSettings{*kChoices[index], 1};
        }
    }
    return players;
}

void ScenarioCard::setPlayers(const SidePlayers& players) {
    for (int side = 0; side < playerBoxes_.size(); ++side) {
        const std::optional<CommanderSettings>& player = players[static_cast<std::size_t>(side)];
        int index = 0;
        for (std::size_t i = 1; player && i < kChoices.size(); ++i) {
            if (kChoices[i] == player->difficulty) {
                index = static_cast<int>(i);
            }
        }
        playerBoxes_[side]->setCurrentIndex(index);
    }
}

}  // namespace adjutant::ui
