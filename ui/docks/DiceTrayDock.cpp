#include "ui/docks/DiceTrayDock.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QRadioButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "core/dice/ManualDice.h"
#include "ui/docks/DieEntryDialog.h"
#include "ui/docks/UnitNames.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

enum Column { kDieColumn, kPurposeColumn, kByColumn };

}  // namespace

DiceTrayDock::DiceTrayDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Dice"), parent), session_(&session) {
    setObjectName(QStringLiteral("diceTrayDock"));
    asker_ = [this](const QString& purpose) {
        const UnitNames names =
            session_ && session_->hasGame() ? UnitNames(session_->state()) : UnitNames();
        return DieEntryDialog::ask(names.inText(purpose), this);
    };

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* mode = new QHBoxLayout;
    computer_ = new QRadioButton(tr("&Computer dice"), body);
    computer_->setToolTip(tr("The computer throws every die from the game's seed"));
    physical_ = new QRadioButton(tr("&Physical dice"), body);
    physical_->setToolTip(
        tr("You throw real dice and type each value in; cancelling refuses the command"));
    auto* group = new QButtonGroup(body);
    group->addButton(computer_);
    group->addButton(physical_);
    computer_->setChecked(true);
    mode->addWidget(computer_);
    mode->addWidget(physical_);
    mode->addStretch(1);
    layout->addLayout(mode);

    rolls_ = new QTreeWidget(body);
    rolls_->setColumnCount(3);
    rolls_->setHeaderLabels({tr("Die"), tr("Thrown for"), tr("By")});
    rolls_->setRootIsDecorated(false);
    rolls_->setUniformRowHeights(true);
    rolls_->setSelectionMode(QAbstractItemView::NoSelection);
    rolls_->setTextElideMode(Qt::ElideRight);
    QHeaderView* header = rolls_->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(kDieColumn, QHeaderView::Fixed);
    header->setSectionResizeMode(kPurposeColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(kByColumn, QHeaderView::ResizeToContents);
    header->resizeSection(kDieColumn, rolls_->fontMetrics().horizontalAdvance(tr("Die")) + 24);
    layout->addWidget(rolls_, 1);

    notice_ = new QLabel(body);
    notice_->setWordWrap(true);
    notice_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(notice_);
    setWidget(body);

    connect(physical_, &QRadioButton::toggled, this, &DiceTrayDock::setManualDice);
    connect(&session, &GameSession::gameReplaced, this, &DiceTrayDock::refresh);
    connect(&session, &GameSession::changed, this, &DiceTrayDock::refresh);
    connect(&session, &GameSession::viewReplaced, this, &DiceTrayDock::refresh);
    connect(&session, &GameSession::refused, this, [this](const QString& reason) {
        if (manualDice()) {
            notice_->setText(tr("Nothing changed: %1").arg(reason));
        }
    });
    refresh();
}

DiceTrayDock::~DiceTrayDock() {
    // The session must never keep dice that are gone.
    if (session_ && manualDice_ && session_->playerDice() == manualDice_.get()) {
        session_->setPlayerDice(nullptr);
    }
}

void DiceTrayDock::setManualDice(bool manual) {
    if (manual == manualDice()) {
        return;
    }
    if (manual) {
        manualDice_ = std::make_unique<ManualDice>([this](std::string_view purpose) {
            return askForDie(QString::fromUtf8(purpose.data(), static_cast<int>(purpose.size())));
        });
        session_->setPlayerDice(manualDice_.get());
        notice_->setText(tr("Each die is asked for as it is needed."));
    } else {
        if (session_->playerDice() == manualDice_.get()) {
            session_->setPlayerDice(nullptr);
        }
        manualDice_.reset();
        notice_->clear();
    }
    QSignalBlocker block(physical_);
    physical_->setChecked(manual);
    computer_->setChecked(!manual);
}

void DiceTrayDock::setDieAsker(DieAsker asker) {
    asker_ = std::move(asker);
}

std::optional<int> DiceTrayDock::askForDie(const QString& purpose) {
    return asker_ ? asker_(purpose) : std::nullopt;
}

void DiceTrayDock::refresh() {
    rolls_->clear();
    if (!session_ || !session_->hasGame()) {
        return;
    }
    const Game& game = session_->game();
    const UnitNames names(session_->state());
    // The dice of one command share a band, so a step's rolls read as a group;
    // the latest command's are tinted with the highlight colour.
    QColor latestTint = palette().color(QPalette::Highlight);
    latestTint.setAlpha(70);
    const QBrush bands[] = {palette().base(), palette().alternateBase()};
    QList<QTreeWidgetItem*> items;
    int commandsShown = 0;
    for (std::size_t i = game.cursor(); i-- > 0 && items.size() < kMaxRolls;) {
        const Command& command = game.command(i);
        if (!command.hasRecordedDice() || command.rolls().empty()) {
            continue;
        }
        const std::vector<DieRoll>& rolls = command.rolls();
        const bool byPlayer = command.playerDice();
        const QString what = names.inText(QString::fromStdString(command.describe()));
        const QBrush band = commandsShown == 0 ? QBrush(latestTint) : bands[commandsShown % 2];
        for (auto roll = rolls.rbegin(); roll != rolls.rend() && items.size() < kMaxRolls; ++roll) {
            auto* item = new QTreeWidgetItem({QString::number(roll->value),
                                              names.inText(QString::fromStdString(roll->purpose)),
                                              byPlayer ? tr("you") : tr("computer")});
            item->setTextAlignment(kDieColumn, Qt::AlignCenter);
            QFont font = item->font(kDieColumn);
            font.setBold(true);
            item->setFont(kDieColumn, font);
            if (!byPlayer) {
                item->setForeground(kByColumn, palette().brush(QPalette::PlaceholderText));
            }
            item->setToolTip(kPurposeColumn, tr("%1\n(%2)").arg(item->text(kPurposeColumn), what));
            for (int column = kDieColumn; column <= kByColumn; ++column) {
                item->setBackground(column, band);
            }
            items.append(item);
        }
        ++commandsShown;
    }
    rolls_->addTopLevelItems(items);
}

}  // namespace adjutant::ui
