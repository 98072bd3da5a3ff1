#include "ui/docks/JournalDock.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

#include "core/model/DisplayName.h"
#include "ui/docks/ExplanationText.h"
#include "ui/docks/JournalDetail.h"
#include "ui/docks/JournalModel.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"

namespace adjutant::ui {

JournalDock::JournalDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Journal"), parent), session_(session) {
    setObjectName(QStringLiteral("journalDock"));
    model_ = new JournalModel(this);

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* filters = new QHBoxLayout;
    unitFilter_ = new QComboBox(body);
    unitFilter_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    unitFilter_->setMinimumContentsLength(8);
    unitFilter_->setToolTip(tr("Show only what concerns one unit"));
    stepFilter_ = new QComboBox(body);
    stepFilter_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    stepFilter_->setMinimumContentsLength(6);
    stepFilter_->setToolTip(tr("Show only one step of the sequence of play"));
    auto* unitLabel = new QLabel(tr("&Unit:"), body);
    unitLabel->setBuddy(unitFilter_);
    auto* stepLabel = new QLabel(tr("&Step:"), body);
    stepLabel->setBuddy(stepFilter_);
    filters->addWidget(unitLabel);
    filters->addWidget(unitFilter_, 2);
    filters->addWidget(stepLabel);
    filters->addWidget(stepFilter_, 1);
    layout->addLayout(filters);

    view_ = new QTreeView(body);
    view_->setModel(model_);
    // Uniform rows and fixed column widths keep a journal of thousands of
    // rows fast: the view never measures every row.
    view_->setUniformRowHeights(true);
    view_->setAlternatingRowColors(true);
    view_->setSelectionBehavior(QAbstractItemView::SelectRows);
    view_->setTextElideMode(Qt::ElideRight);
    QHeaderView* header = view_->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(JournalModel::kEventColumn, QHeaderView::Stretch);
    const QFontMetrics metrics = view_->fontMetrics();
    header->resizeSection(JournalModel::kValueColumn, metrics.horizontalAdvance("-888.8") + 16);
    header->resizeSection(JournalModel::kRuleColumn, metrics.horizontalAdvance("§14.6 ") + 16);
    header->resizeSection(JournalModel::kBoundColumn, metrics.horizontalAdvance(tr("Bound")) + 20);
    // The tree above, the chosen row in full below: the player drags the
    // divider to give either more room.
    auto* split = new QSplitter(Qt::Vertical, body);
    split->setChildrenCollapsible(false);
    split->addWidget(view_);
    detail_ = new JournalDetail(split);
    split->addWidget(detail_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    count_ = new QLabel(body);
    count_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(count_);
    setWidget(body);

    connect(unitFilter_, &QComboBox::currentIndexChanged, this, &JournalDock::applyFilters);
    connect(stepFilter_, &QComboBox::currentIndexChanged, this, &JournalDock::applyFilters);
    connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) {
                detail_->showRow(current);
                selectUnitOfRow(current);
            });
    // A rule number, in the tree or in the row written out, opens the reference.
    connect(detail_, &JournalDetail::ruleRequested, this, &JournalDock::ruleRequested);
    connect(view_, &QTreeView::clicked, this, [this](const QModelIndex& index) {
        if (index.column() == JournalModel::kRuleColumn) {
            const QString section =
                firstCitedSection(index.data(Qt::DisplayRole).toString().toStdString());
            if (!section.isEmpty()) {
                emit ruleRequested(section);
            }
        }
    });
    connect(&session_, &GameSession::gameReplaced, this, &JournalDock::rebuild);
    connect(&session_, &GameSession::changed, this, &JournalDock::onChanged);
    connect(&session_, &GameSession::viewReplaced, this, &JournalDock::rebuild);
    connect(&session_, &GameSession::distancesChanged, this,
            [this] { model_->setDistanceFormat(session_.distanceFormat()); });
    rebuild();
}

void JournalDock::rebuild() {
    detail_->clear();
    fillFilters();
    if (!session_.hasGame()) {
        showCount();
        return;
    }
    model_->setDistanceFormat(session_.distanceFormat());
    model_->rebuild(session_.game());
    view_->expandToDepth(0);
    view_->scrollToBottom();
    showCount();
}

void JournalDock::onChanged(const GameChange& change) {
    if (!change.accepted() || !session_.hasGame()) {
        return;
    }
    const Game& game = session_.game();
    // A new or merged command sits just before the cursor and drops any undone
    // ones after it; an undo or redo moves the cursor and changes no command.
    const bool newCommand =
        change.kind == GameChange::Kind::Applied || change.kind == GameChange::Kind::Merged;
    const std::size_t from =
        newCommand && game.cursor() > 0 ? game.cursor() - 1 : game.commandCount();
    QScrollBar* scroll = view_->verticalScrollBar();
    const bool atBottom = scroll->value() >= scroll->maximum();
    const int rowsBefore = model_->rowCount();
    model_->sync(game, from);
    for (int row = std::min(rowsBefore, model_->rowCount()); row < model_->rowCount(); ++row) {
        view_->expand(model_->index(row, 0));
    }
    if (atBottom) {
        view_->scrollToBottom();
    }
    showCount();
}

void JournalDock::fillFilters() {
    const QString unit = unitFilter_->currentData().toString();
    const QString step = stepFilter_->currentData().toString();
    QSignalBlocker blockUnits(unitFilter_);
    QSignalBlocker blockSteps(stepFilter_);
    unitFilter_->clear();
    stepFilter_->clear();
    unitFilter_->addItem(tr("All units"), QString());
    stepFilter_->addItem(tr("All steps"), QString());
    if (session_.hasGame()) {
        for (const Unit& u : session_.state().units()) {
            const QString name = QString::fromStdString(displayName(u));
            unitFilter_->addItem(name, QString::fromStdString(u.id));
            unitFilter_->setItemData(unitFilter_->count() - 1, QString::fromStdString(u.id),
                                     Qt::ToolTipRole);
        }
        for (const SequenceStep& s : session_.state().ruleset().sequence) {
            stepFilter_->addItem(RefereeLanguage::text(session_.state(), s.name),
                                 QString::fromStdString(s.id));
        }
    }
    // Keep the filters across a reload when the new game has the same unit or step.
    unitFilter_->setCurrentIndex(std::max(0, unitFilter_->findData(unit)));
    stepFilter_->setCurrentIndex(std::max(0, stepFilter_->findData(step)));
    model_->setUnitFilter(unitFilter_->currentData().toString().toStdString());
    model_->setStepFilter(stepFilter_->currentData().toString().toStdString());
}

void JournalDock::applyFilters() {
    model_->setUnitFilter(unitFilter_->currentData().toString().toStdString());
    model_->setStepFilter(stepFilter_->currentData().toString().toStdString());
    view_->expandToDepth(0);
    view_->scrollToBottom();
    showCount();
}

void JournalDock::selectUnitOfRow(const QModelIndex& index) {
    const QString unit = index.data(JournalModel::kUnitRole).toString();
    if (!unit.isEmpty() && unit != session_.selectedUnit()) {
        session_.selectUnit(unit);
    }
}

void JournalDock::showCount() {
    const int shown = model_->rowCount();
    const auto total = static_cast<int>(model_->commandCount());
    count_->setText(shown == total ? tr("%n command(s)", nullptr, total)
                                   : tr("%1 of %n command(s) shown", nullptr, total).arg(shown));
}

}  // namespace adjutant::ui
