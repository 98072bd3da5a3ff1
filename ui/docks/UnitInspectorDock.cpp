#include "ui/docks/UnitInspectorDock.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <algorithm>

#include "core/referee/RulesetReferee.h"
#include "core/referee/UnitDescription.h"
#include "ui/docks/ExplanationText.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/widgets/OddsChart.h"

namespace adjutant::ui {

namespace {

enum Column { kLabelColumn, kValueColumn, kRuleColumn };

// Section and morale items are bold so the eye finds them in a long list.
void makeBold(QTreeWidgetItem* item) {
    QFont font = item->font(kLabelColumn);
    font.setBold(true);
    for (int column = kLabelColumn; column <= kRuleColumn; ++column) {
        item->setFont(column, font);
    }
}

}  // namespace

UnitInspectorDock::UnitInspectorDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Unit"), parent), session_(session) {
    setObjectName(QStringLiteral("unitInspectorDock"));

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    title_ = new QLabel(body);
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::PlainText);
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    title_->setFont(titleFont);
    layout->addWidget(title_);

    stack_ = new QStackedWidget(body);
    empty_ = new QLabel(stack_);
    empty_->setWordWrap(true);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setMargin(12);
    empty_->setForegroundRole(QPalette::PlaceholderText);
    stack_->addWidget(empty_);

    tree_ = new QTreeWidget(stack_);
    tree_->setColumnCount(3);
    tree_->setHeaderLabels({tr("Item"), tr("Value"), tr("Rule")});
    tree_->setRootIsDecorated(true);
    // Not uniform: the odds charts under "If it tests now" are taller than a row.
    tree_->setUniformRowHeights(false);
    tree_->setIndentation(tree_->fontMetrics().height());
    tree_->setTextElideMode(Qt::ElideRight);
    tree_->setAlternatingRowColors(true);
    tree_->setSelectionMode(QAbstractItemView::NoSelection);
    tree_->setFocusPolicy(Qt::NoFocus);
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(kLabelColumn, QHeaderView::Interactive);
    tree_->header()->setSectionResizeMode(kValueColumn, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(kRuleColumn, QHeaderView::ResizeToContents);
    tree_->viewport()->installEventFilter(this);
    // A rule number opens the rules reference at it.
    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item, int column) {
        if (column == kRuleColumn) {
            const QString section = firstCitedSection(item->text(kRuleColumn).toStdString());
            if (!section.isEmpty()) {
                emit ruleRequested(section);
            }
        }
    });
    stack_->addWidget(tree_);
    layout->addWidget(stack_, 1);
    setWidget(body);

    connect(&session_, &GameSession::selectionChanged, this, &UnitInspectorDock::refresh);
    connect(&session_, &GameSession::gameReplaced, this, &UnitInspectorDock::refresh);
    connect(&session_, &GameSession::changed, this, &UnitInspectorDock::onChanged);
    connect(&session_, &GameSession::viewChanged, this, &UnitInspectorDock::refresh);
    connect(&session_, &GameSession::viewReplaced, this, &UnitInspectorDock::refresh);
    connect(&session_, &GameSession::distancesChanged, this, &UnitInspectorDock::refresh);
    refresh();
}

bool UnitInspectorDock::showsUnit() const {
    return stack_->currentWidget() == tree_;
}

void UnitInspectorDock::onChanged(const GameChange& change) {
    // Any change may move the unit's morale (a general walking up, a neighbour
    // routing), so the description is asked again; it is a handful of rows.
    if (change.accepted()) {
        refresh();
    }
}

void UnitInspectorDock::showEmpty(const QString& why) {
    shownUnit_.clear();
    title_->setText(tr("No unit selected"));
    empty_->setText(why);
    tree_->clear();
    stack_->setCurrentWidget(empty_);
}

void UnitInspectorDock::refresh() {
    if (!session_.hasGame()) {
        showEmpty(tr("Open a scenario or a saved game to inspect its units."));
        return;
    }
    const QString unitId = session_.selectedUnit();
    if (unitId.isEmpty()) {
        showEmpty(
            tr("Select a unit on the table or in the order of battle to see its "
               "status and morale."));
        return;
    }
    const std::string id = unitId.toStdString();
    if (!session_.state().findUnit(id)) {
        showEmpty(tr("The selected unit '%1' is not in this game.").arg(unitId));
        return;
    }
    const RulesetReferee* referee = session_.referee();
    UnitDescription description = referee ? referee->describeUnit(session_.state(), id)
                                          : describeUnitGenerically(session_.state(), id);
    RefereeLanguage::translate(session_.state(), description);

    // Keep what the player opened or closed when the same unit is shown again.
    QStringList collapsed;
    if (shownUnit_ == unitId) {
        for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
            if (!tree_->topLevelItem(i)->isExpanded()) {
                collapsed << tree_->topLevelItem(i)->text(kLabelColumn);
            }
        }
    }

    tree_->setUpdatesEnabled(false);
    tree_->clear();
    QTreeWidgetItem* section = nullptr;
    for (const UnitDescriptionRow& row : description.rows) {
        const QString sectionName = QString::fromStdString(row.section);
        if (!section || section->text(kLabelColumn) != sectionName) {
            section = new QTreeWidgetItem(tree_, {sectionName});
            section->setFirstColumnSpanned(true);
            makeBold(section);
        }
        auto* item = new QTreeWidgetItem(
            section, {QString::fromStdString(row.label), QString::fromStdString(row.value),
                      ruleReference(row.rule)});
        item->setToolTip(kLabelColumn, item->text(kLabelColumn));
        item->setToolTip(kValueColumn, item->text(kValueColumn));
        item->setForeground(kRuleColumn, palette().brush(QPalette::Link));
    }
    // The move in the one figure the journal and the status bar give, written
    // as every distance of the game is.
    const UnitMovement movement =
        referee ? referee->unitMovement(session_.state(), id) : UnitMovement{};
    if (movement.known) {
        const DistanceFormat format = session_.distanceFormat();
        auto* moves = new QTreeWidgetItem(tree_, {tr("Movement")});
        moves->setFirstColumnSpanned(true);
        makeBold(moves);
        const QString rule = ruleReference(movement.rule);
        new QTreeWidgetItem(moves, {tr("Moved"), format.length(movement.movedInches), rule});
        new QTreeWidgetItem(moves, {tr("Move left"),
                                    tr("%1 of %2")
                                        .arg(format.length(movement.leftInches),
                                             format.length(movement.allowanceInches)),
                                    rule});
    }
    if (description.morale) {
        QTreeWidgetItem* morale = addExplanation(nullptr, *description.morale);
        makeBold(morale);
    }
    if (referee) {
        addOdds(referee->unitOdds(session_.state(), id));
    }
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        QTreeWidgetItem* top = tree_->topLevelItem(i);
        top->setExpanded(!collapsed.contains(top->text(kLabelColumn)));
    }
    tree_->setUpdatesEnabled(true);

    shownUnit_ = unitId;
    title_->setText(QString::fromStdString(description.name));
    title_->setToolTip(unitId);
    stack_->setCurrentWidget(tree_);
    fitColumns();
}

void UnitInspectorDock::fitColumns() {
    // Labels get what they need up to three fifths of the width, so that
    // values ("on IR Kaiser, I. battalion") keep the rest; what is cut short
    // is in the tooltip.
    const int available = tree_->viewport()->width() - tree_->header()->sectionSize(kRuleColumn);
    int wanted = 0;
    for (QTreeWidgetItemIterator it(tree_); *it; ++it) {
        int depth = 1;  // the root decoration
        for (const QTreeWidgetItem* p = (*it)->parent(); p; p = p->parent()) {
            ++depth;
        }
        const QFontMetrics metrics((*it)->font(kLabelColumn));
        wanted = std::max(wanted, depth * tree_->indentation() +
                                      metrics.horizontalAdvance((*it)->text(kLabelColumn)) + 12);
    }
    tree_->header()->resizeSection(kLabelColumn, std::max(80, std::min(wanted, available * 3 / 5)));
}

bool UnitInspectorDock::eventFilter(QObject* watched, QEvent* event) {
    if (watched == tree_->viewport() && event->type() == QEvent::Resize && showsUnit()) {
        fitColumns();
    }
    return QDockWidget::eventFilter(watched, event);
}

void UnitInspectorDock::addOdds(const std::vector<RulesOdds>& all) {
    if (all.empty()) {
        return;
    }
    auto* section = new QTreeWidgetItem(tree_, {tr("If it tests now")});
    section->setFirstColumnSpanned(true);
    makeBold(section);
    for (RulesOdds odds : all) {
        RefereeLanguage::translate(session_.state(), odds);
        auto* title = new QTreeWidgetItem(
            section, {QString::fromStdString(odds.title), {}, ruleReference(odds.rule)});
        title->setToolTip(kLabelColumn, title->text(kLabelColumn));
        title->setForeground(kRuleColumn, palette().brush(QPalette::Link));
        auto* chartRow = new QTreeWidgetItem(title);
        chartRow->setFirstColumnSpanned(true);
        auto* chart = new OddsChart(tree_);
        chart->setOdds(odds);
        chartRow->setSizeHint(kLabelColumn, chart->sizeHint());
        tree_->setItemWidget(chartRow, kLabelColumn, chart);
        title->setExpanded(true);
    }
}

QTreeWidgetItem* UnitInspectorDock::addExplanation(QTreeWidgetItem* parent,
                                                   const Explanation& node) {
    const QStringList columns = {explanationLabel(node), explanationValue(node),
                                 ruleReference(node.rule.str())};
    auto* item =
        parent ? new QTreeWidgetItem(parent, columns) : new QTreeWidgetItem(tree_, columns);
    item->setToolTip(kLabelColumn, item->text(kLabelColumn));
    item->setForeground(kRuleColumn, palette().brush(QPalette::Link));
    for (const Explanation& child : node.children) {
        addExplanation(item, child);
    }
    return item;
}

}  // namespace adjutant::ui
