#include "ui/editor/UnitPlacementDock.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/ScenarioEdits.h"
#include "core/model/DisplayName.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/editor/EditorSession.h"
#include "ui/editor/PlaceUnitTool.h"

namespace adjutant::ui {

namespace {

constexpr int kPieceRole = Qt::UserRole + 1;

QString slug(const QString& text) {
    QString out;
    for (const QChar c : text.toLower()) {
        out += c.isLetterOrNumber() ? c : QChar('-');
    }
    while (out.contains("--")) {
        out.replace("--", "-");
    }
    return out.remove(QRegularExpression("^-|-$"));
}

}  // namespace

UnitPlacementDock::UnitPlacementDock(EditorSession& session, QWidget* parent)
    : QDockWidget(tr("Order of battle"), parent), session_(session) {
    setObjectName("editorOrderOfBattle");
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    auto* buttons = new QHBoxLayout;
    auto* import = new QPushButton(tr("&Import..."));
    import->setObjectName("importOrderOfBattle");
    import->setToolTip(tr("Add the brigades and units of a CSV or JSON order of battle"));
    auto* newBrigade = new QPushButton(tr("New &brigade..."));
    newBrigade->setObjectName("newBrigade");
    buttons->addWidget(import);
    buttons->addWidget(newBrigade);
    layout->addLayout(buttons);

    tree_ = new QTreeWidget;
    tree_->setObjectName("orderOfBattleTree");
    tree_->setHeaderLabels({tr("Unit"), tr("Type"), tr("Size")});
    tree_->header()->setStretchLastSection(false);
    tree_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    tree_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    tree_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    layout->addWidget(tree_, 1);

    auto* unitBox = new QGroupBox(tr("New unit"));
    auto* form = new QFormLayout(unitBox);
    side_ = new QComboBox;
    side_->setObjectName("unitSide");
    brigade_ = new QComboBox;
    brigade_->setObjectName("unitBrigade");
    type_ = new QComboBox;
    type_->setObjectName("unitType");
    nation_ = new QComboBox;
    nation_->setObjectName("unitNation");
    figures_ = new QSpinBox;
    figures_->setObjectName("unitFigures");
    guns_ = new QSpinBox;
    guns_->setObjectName("unitGuns");
    guns_->setRange(0, 12);
    formation_ = new QComboBox;
    formation_->setObjectName("unitFormation");
    name_ = new QLineEdit;
    name_->setObjectName("unitName");
    id_ = new QLineEdit;
    id_->setObjectName("unitId");
    id_->setPlaceholderText(tr("made from the name"));
    form->addRow(tr("&Side"), side_);
    form->addRow(tr("B&rigade"), brigade_);
    form->addRow(tr("&Type"), type_);
    form->addRow(tr("&Nation"), nation_);
    form->addRow(tr("&Figures"), figures_);
    form->addRow(tr("&Guns"), guns_);
    form->addRow(tr("F&ormation"), formation_);
    form->addRow(tr("N&ame"), name_);
    form->addRow(tr("&Id"), id_);
    auto* place = new QPushButton(tr("&Place on table"));
    place->setObjectName("placeUnit");
    form->addRow(place);
    layout->addWidget(unitBox);
    setWidget(body);

    connect(import, &QPushButton::clicked, this, &UnitPlacementDock::importRequested);
    connect(newBrigade, &QPushButton::clicked, this, &UnitPlacementDock::addBrigade);
    connect(place, &QPushButton::clicked, this, [this] {
        if (const auto unit = unitFromForm()) {
            emit placeRequested(*unit);
        }
    });
    connect(tree_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        const QString piece = item->data(0, kPieceRole).toString();
        if (!piece.isEmpty()) {
            session_.selectPiece(piece);
        }
    });
    connect(side_, &QComboBox::currentIndexChanged, this, &UnitPlacementDock::refreshChoices);
    connect(type_, &QComboBox::currentIndexChanged, this, &UnitPlacementDock::refreshSize);
    connect(nation_, &QComboBox::currentIndexChanged, this, &UnitPlacementDock::refreshSize);
    connect(&session_, &EditorSession::scenarioReplaced, this, &UnitPlacementDock::refresh);
    connect(&session_, &EditorSession::changed, this, &UnitPlacementDock::refreshTree);
    refresh();
}

void UnitPlacementDock::refresh() {
    setEnabled(session_.hasScenario());
    if (!session_.hasScenario()) {
        return;
    }
    refreshing_ = true;
    const Scenario& scenario = session_.scenario();
    side_->clear();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        side_->addItem(QString::fromStdString(scenario.sides[s].name), int(s));
    }
    type_->clear();
    nation_->clear();
    if (const RulesetDefinition* ruleset = session_.ruleset()) {
        for (const UnitType& type : ruleset->unitTypes) {
            type_->addItem(QString::fromStdString(type.name.empty() ? type.key : type.name),
                           QString::fromStdString(type.key));
        }
        for (const std::string& nation : ruleset->nations) {
            nation_->addItem(QString::fromStdString(ruleset->word("nations", nation)),
                             QString::fromStdString(nation));
        }
        // Most units placed by hand are battalions: start on the first foot type.
        for (int i = 0; i < type_->count(); ++i) {
            const UnitType* type =
                ruleset->findUnitType(type_->itemData(i).toString().toStdString());
            if (type && type->arm == TroopCategory::Infantry && type->defaultFigures > 4) {
                type_->setCurrentIndex(i);
                break;
            }
        }
    }
    refreshing_ = false;
    refreshChoices();
    refreshTree();
}

void UnitPlacementDock::refreshTree() {
    tree_->clear();
    if (!session_.hasScenario()) {
        return;
    }
    const Scenario& scenario = session_.scenario();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        const Side& side = scenario.sides[s];
        auto* sideItem = new QTreeWidgetItem(tree_, {QString::fromStdString(side.name)});
        const auto addUnits = [&](QTreeWidgetItem* parent, const std::string& brigade) {
            for (const Unit& unit : scenario.units) {
                if (unit.side != int(s) || unit.brigade != brigade) {
                    continue;
                }
                auto* item =
                    new QTreeWidgetItem(parent, {QString::fromStdString(displayName(unit)),
                                                 QString::fromStdString(unit.type),
                                                 unit.guns > 0 ? tr("%n gun(s)", nullptr, unit.guns)
                                                               : QString::number(unit.figures)});
                item->setData(0, kPieceRole, QString::fromStdString(unit.id));
            }
        };
        for (const Brigade& brigade : side.brigades) {
            auto* brigadeItem =
                new QTreeWidgetItem(sideItem, {QString::fromStdString(displayName(brigade))});
            for (const General& general : side.generals) {
                if (general.brigade == brigade.id) {
                    auto* item = new QTreeWidgetItem(
                        brigadeItem, {QString::fromStdString(general.name), tr("general")});
                    item->setData(0, kPieceRole, QString::fromStdString(general.id));
                }
            }
            addUnits(brigadeItem, brigade.id);
        }
        addUnits(sideItem, {});
    }
    tree_->expandAll();
    // New brigades appear in the form's list too.
    const QString brigade = brigade_->currentData().toString();
    refreshChoices();
    brigade_->setCurrentIndex(std::max(0, brigade_->findData(brigade)));
}

void UnitPlacementDock::refreshChoices() {
    if (refreshing_ || !session_.hasScenario()) {
        return;
    }
    const Scenario& scenario = session_.scenario();
    const int s = side_->currentData().toInt();
    brigade_->clear();
    brigade_->addItem(tr("(none)"), QString());
    if (s >= 0 && s < int(scenario.sides.size())) {
        const Side& side = scenario.sides[std::size_t(s)];
        for (const Brigade& brigade : side.brigades) {
            brigade_->addItem(QString::fromStdString(displayName(brigade)),
                              QString::fromStdString(brigade.id));
        }
        nation_->setCurrentIndex(
            std::max(0, nation_->findData(QString::fromStdString(side.nation))));
    }
    refreshSize();
}

void UnitPlacementDock::refreshSize() {
    const RulesetDefinition* ruleset = session_.ruleset();
    if (refreshing_ || !ruleset) {
        return;
    }
    const std::string type = type_->currentData().toString().toStdString();
    const std::string nation = nation_->currentData().toString().toStdString();
    const UnitType* unitType = ruleset->findUnitType(type);
    const auto cap = ruleset->maxFiguresFor(nation, type);
    figures_->setRange(1, cap ? *cap : 1000);
    figures_->setValue(defaultFiguresFor(*ruleset, nation, type));
    figures_->setToolTip(cap ? tr("At most %1 for this nation and type").arg(*cap) : QString());
    guns_->setEnabled(unitType && unitType->battery);
    guns_->setValue(unitType && unitType->battery ? 2 : 0);
    formation_->clear();
    for (Formation formation : unitType ? unitType->formations : std::vector<Formation>{}) {
        formation_->addItem(QString::fromUtf8(formationName(formation)),
                            QString::fromUtf8(formationKey(formation)));
    }
    if (unitType) {
        formation_->setCurrentIndex(std::max(
            0, formation_->findData(QString::fromUtf8(formationKey(unitType->defaultFormation)))));
    }
}

std::optional<Unit> UnitPlacementDock::unitFromForm() const {
    if (!session_.hasScenario() || type_->currentIndex() < 0 || side_->currentIndex() < 0) {
        return std::nullopt;
    }
    Unit unit;
    unit.side = side_->currentData().toInt();
    unit.brigade = brigade_->currentData().toString().toStdString();
    unit.type = type_->currentData().toString().toStdString();
    unit.nation = nation_->currentData().toString().toStdString();
    unit.figures = figures_->value();
    unit.startFigures = unit.figures;
    unit.guns = guns_->isEnabled() ? guns_->value() : 0;
    if (const auto formation =
            formationFromKey(formation_->currentData().toString().toStdString())) {
        unit.formation = *formation;
    }
    const QString name = name_->text().trimmed();
    unit.name = name.toStdString();
    QString id = id_->text().trimmed();
    if (id.isEmpty()) {
        id = slug(name.isEmpty() ? type_->currentData().toString() : name);
    }
    unit.id = id.toStdString();
    return unit;
}

void UnitPlacementDock::addBrigade() {
    if (!session_.hasScenario()) {
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, tr("New brigade"), tr("Name of the brigade (on %1's side)").arg(side_->currentText()),
        QLineEdit::Normal, {}, &ok);
    if (!ok || name.trimmed().isEmpty()) {
        return;
    }
    Brigade brigade;
    brigade.name = name.trimmed().toStdString();
    brigade.id = slug(name).toStdString();
    const int side = side_->currentData().toInt();
    if (!session_.apply(edits::setBrigade(side, brigade)).isEmpty()) {
        return;
    }
    const QString general = QInputDialog::getText(
        this, tr("New brigade"), tr("The general commanding %1 (leave empty for none)").arg(name),
        QLineEdit::Normal, {}, &ok);
    if (ok && !general.trimmed().isEmpty()) {
        session_.apply(edits::setGeneral(side, generalFor(brigade, general.trimmed())));
    }
}

General UnitPlacementDock::generalFor(const Brigade& brigade, const QString& name) const {
    // Placed in the middle of the side's deployment zone (or of the table),
    // facing as the side's units do; the player drags him to his brigade.
    const Scenario& scenario = session_.scenario();
    const int side = side_->currentData().toInt();
    General general;
    general.id = PlaceUnitTool::freeId(scenario, brigade.id + "-general");
    general.name = name.toStdString();
    general.brigade = brigade.id;
    general.pose.position = {scenario.table.width / 2, scenario.table.height / 2};
    for (const DeploymentZone& zone : scenario.deploymentZones) {
        if (zone.side == side && !zone.outline.empty()) {
            Vec2 sum;
            for (const Vec2& p : zone.outline) {
                sum = sum + p;
            }
            general.pose.position = sum / double(zone.outline.size());
            break;
        }
    }
    if (side >= 0 && side < int(scenario.sides.size())) {
        general.pose.facingDegrees =
            PlaceUnitTool::facingFromBaseline(scenario.sides[std::size_t(side)].baseline);
    }
    return general;
}

}  // namespace adjutant::ui
