#include "ui/docks/OrderOfBattleDock.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>
#include <QTreeWidget>

#include "core/model/DisplayName.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

enum Column { kNameColumn, kFiguresColumn, kFormationColumn };
constexpr int kUnitIdRole = Qt::UserRole + 1;

// A small swatch of the side's colour, the one its units have on the table.
QIcon sideSwatch(const std::string& colour, int side) {
    QColor fill(QString::fromStdString(colour));
    if (!fill.isValid()) {
        fill = side == 0 ? QColor(0x2b, 0x4c, 0x9b) : QColor(0xb8, 0x3a, 0x2e);
    }
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(60, 60, 60));
    painter.setBrush(fill);
    painter.drawRect(1, 1, 11, 11);
    return QIcon(pixmap);
}

void setBold(QTreeWidgetItem* item) {
    QFont font = item->font(kNameColumn);
    font.setBold(true);
    item->setFont(kNameColumn, font);
}

}  // namespace

OrderOfBattleDock::OrderOfBattleDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Order of battle"), parent), session_(session) {
    setObjectName(QStringLiteral("orderOfBattleDock"));
    tree_ = new QTreeWidget(this);
    tree_->setColumnCount(3);
    tree_->setHeaderLabels({tr("Unit"), tr("Figures"), tr("Formation")});
    tree_->setUniformRowHeights(true);
    tree_->setSelectionMode(QAbstractItemView::SingleSelection);
    tree_->setTextElideMode(Qt::ElideRight);
    QHeaderView* header = tree_->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(kNameColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(kFiguresColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(kFormationColumn, QHeaderView::ResizeToContents);
    setWidget(tree_);

    connect(tree_, &QTreeWidget::itemSelectionChanged, this, &OrderOfBattleDock::selectFromTree);
    connect(&session_, &GameSession::gameReplaced, this, &OrderOfBattleDock::rebuild);
    connect(&session_, &GameSession::changed, this, &OrderOfBattleDock::onChanged);
    connect(&session_, &GameSession::viewReplaced, this, &OrderOfBattleDock::rebuild);
    connect(&session_, &GameSession::selectionChanged, this, &OrderOfBattleDock::followSelection);
    rebuild();
}

void OrderOfBattleDock::rebuild() {
    const bool wasFollowing = following_;
    following_ = true;  // clearing the tree must not clear the session's selection
    tree_->clear();
    units_.clear();
    following_ = wasFollowing;
    if (!session_.hasGame()) {
        return;
    }
    const Scenario& scenario = *session_.setup().scenario;
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        const Side& side = scenario.sides[s];
        const int sideIndex = static_cast<int>(s);
        auto* sideItem = new QTreeWidgetItem(tree_, {QString::fromStdString(side.name)});
        sideItem->setIcon(kNameColumn, sideSwatch(side.colour, sideIndex));
        sideItem->setFlags(Qt::ItemIsEnabled);
        setBold(sideItem);

        QHash<QString, QTreeWidgetItem*> brigades;
        for (const Brigade& brigade : side.brigades) {
            auto* item = new QTreeWidgetItem(sideItem, {QString::fromStdString(brigade.name)});
            item->setFlags(Qt::ItemIsEnabled);
            setBold(item);
            QString tip = QString::fromStdString(brigade.name);
            if (!brigade.objective.empty()) {
                tip += tr("\nObjective: %1").arg(QString::fromStdString(brigade.objective));
            }
            if (!brigade.orders.empty()) {
                tip += tr("\nOrders: %1").arg(QString::fromStdString(brigade.orders));
            }
            item->setToolTip(kNameColumn, tip);
            brigades.insert(QString::fromStdString(brigade.id), item);
        }
        // Generals are named under their brigade (an army commander under the
        // side); they are not units of the game and cannot be selected.
        for (const General& general : side.generals) {
            QTreeWidgetItem* parent =
                brigades.value(QString::fromStdString(general.brigade), sideItem);
            const QString name = QString::fromStdString(general.name);
            auto* item = new QTreeWidgetItem(parent, {name});
            item->setFlags(Qt::ItemIsEnabled);
            item->setToolTip(kNameColumn, tr("General: %1").arg(name));
            QFont font = item->font(kNameColumn);
            font.setItalic(true);
            item->setFont(kNameColumn, font);
        }
        for (const Unit& unit : session_.state().units()) {
            if (unit.side != sideIndex) {
                continue;
            }
            QTreeWidgetItem* parent =
                brigades.value(QString::fromStdString(unit.brigade), sideItem);
            auto* item = new QTreeWidgetItem(parent);
            const QString id = QString::fromStdString(unit.id);
            item->setData(kNameColumn, kUnitIdRole, id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            syncUnitRow(item, unit);
            units_.insert(id, item);
        }
    }
    tree_->expandAll();
    followSelection(session_.selectedUnit());
}

void OrderOfBattleDock::syncUnitRow(QTreeWidgetItem* item, const Unit& unit) {
    const QString name = QString::fromStdString(displayName(unit));
    item->setText(kNameColumn, name);
    item->setText(kFiguresColumn, tr("%1 / %2").arg(unit.figures).arg(unit.startFigures));
    item->setTextAlignment(kFiguresColumn, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(kFormationColumn,
                  QString::fromUtf8(formationName(unit.formation).data(),
                                    static_cast<int>(formationName(unit.formation).size())));
    const UnitType* type = session_.state().ruleset().findUnitType(unit.type);
    const QString typeName = QString::fromStdString(type ? type->name : unit.type);
    item->setToolTip(kNameColumn,
                     tr("%1\n%2 (%3)").arg(name, typeName, QString::fromStdString(unit.id)));
    item->setToolTip(
        kFiguresColumn,
        tr("%1 figures now, %2 at the start").arg(unit.figures).arg(unit.startFigures));
}

void OrderOfBattleDock::onChanged(const GameChange& change) {
    if (!change.accepted() || !session_.hasGame()) {
        return;
    }
    // An undo rebuilds the whole state, and a row is cheap: every row is read again.
    for (const Unit& unit : session_.state().units()) {
        if (QTreeWidgetItem* item = unitItem(QString::fromStdString(unit.id))) {
            syncUnitRow(item, unit);
        }
    }
}

void OrderOfBattleDock::followSelection(const QString& unitId) {
    following_ = true;
    QTreeWidgetItem* item = unitItem(unitId);
    if (item) {
        tree_->setCurrentItem(item);
        tree_->scrollToItem(item);
    } else {
        tree_->clearSelection();
    }
    following_ = false;
}

void OrderOfBattleDock::selectFromTree() {
    if (following_) {
        return;
    }
    const QList<QTreeWidgetItem*> selected = tree_->selectedItems();
    if (selected.isEmpty()) {
        return;
    }
    const QString unitId = selected.front()->data(kNameColumn, kUnitIdRole).toString();
    if (!unitId.isEmpty() && unitId != session_.selectedUnit()) {
        session_.selectUnit(unitId);
    }
}

}  // namespace adjutant::ui
