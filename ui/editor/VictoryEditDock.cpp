#include "ui/editor/VictoryEditDock.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "core/editor/ScenarioEdits.h"
#include "core/model/DisplayName.h"
#include "ui/editor/EditorSession.h"

namespace adjutant::ui {

namespace {

// Each objective takes two rows: its name across the table, then its fields
// under the three headers (four columns side by side left the name a few
// letters wide in a dock of the usual width).
enum Column { kValueColumn, kHolderColumn, kBoundColumn };
constexpr int kRowsPerObjective = 2;

QDoubleSpinBox* numberBox(const char* name, double max, double step, int decimals) {
    auto* box = new QDoubleSpinBox;
    box->setObjectName(name);
    box->setRange(0, max);
    box->setSingleStep(step);
    box->setDecimals(decimals);
    return box;
}

}  // namespace

VictoryEditDock::VictoryEditDock(EditorSession& session, QWidget* parent)
    : QDockWidget(tr("Victory"), parent), session_(session) {
    setObjectName("victoryConditions");
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);

    auto* form = new QFormLayout;
    bounds_ = new QSpinBox;
    bounds_->setObjectName("victoryBounds");
    bounds_->setRange(1, 1000);
    form->addRow(tr("The game lasts (bounds)"), bounds_);
    for (std::size_t side = 0; side < 2; ++side) {
        auto* box = new QSpinBox;
        box->setObjectName(side == 0 ? "breakPointA" : "breakPointB");
        box->setRange(0, 100);
        box->setSuffix(tr("% lost"));
        box->setSpecialValueText(tr("as the rules say"));
        breakPoints_[side] = box;
        breakLabels_[side] = new QLabel;
        form->addRow(breakLabels_[side], box);
    }
    for (std::size_t side = 0; side < 2; ++side) {
        QDoubleSpinBox* box =
            numberBox(side == 0 ? "lossPercentPerPointA" : "lossPercentPerPointB", 100, 1, 1);
        box->setSuffix(tr("% of the enemy lost"));
        box->setSpecialValueText(tr("nothing for losses"));
        lossPercents_[side] = box;
        lossLabels_[side] = new QLabel;
    }
    drawMargin_ = numberBox("drawMargin", 1000, 0.5, 1);
    decisiveMargin_ = numberBox("decisiveMargin", 1000, 1, 1);
    decisiveMargin_->setSpecialValueText(tr("only by breaking the enemy"));
    holdDistance_ = numberBox("holdDistance", 1000, 0.5, 1);
    holdDistance_->setSuffix(tr(" in"));
    for (std::size_t side = 0; side < 2; ++side) {
        form->addRow(lossLabels_[side], lossPercents_[side]);
    }
    form->addRow(tr("A draw within (points)"), drawMargin_);
    form->addRow(tr("A decisive win from (points)"), decisiveMargin_);
    form->addRow(tr("Held by units within"), holdDistance_);
    layout->addLayout(form);

    auto* objectivesBox = new QGroupBox(tr("What the objectives are worth"));
    auto* objectivesLayout = new QVBoxLayout(objectivesBox);
    objectives_ = new QTableWidget(0, 3);
    objectives_->setObjectName("victoryObjectives");
    objectives_->setHorizontalHeaderLabels(
        {tr("Points"), tr("Who must hold it"), tr("Judged at bound")});
    objectives_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    objectives_->horizontalHeader()->setStretchLastSection(true);
    objectives_->horizontalHeaderItem(kHolderColumn)
        ->setToolTip(tr("With a side named, the objective is that side's to hold: it scores "
                        "the points if it holds it when it is judged, and the enemy scores "
                        "them if not. Otherwise whoever alone holds it then scores them."));
    objectives_->horizontalHeaderItem(kBoundColumn)
        ->setToolTip(tr("The bound at whose end the objective is judged, once; "
                        "\"the end\": at the end of the game."));
    objectives_->setWordWrap(true);
    objectives_->verticalHeader()->hide();
    objectives_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    objectivesLayout->addWidget(objectives_);
    auto* hint =
        new QLabel(tr("An objective worth 0 points does not count. Draw objectives with "
                      "the Objective tool (O)."));
    hint->setWordWrap(true);
    objectivesLayout->addWidget(hint);
    layout->addWidget(objectivesBox);

    problem_ = new QLabel;
    problem_->setObjectName("victoryProblem");
    problem_->setWordWrap(true);
    problem_->setStyleSheet("color: #a02020");
    layout->addWidget(problem_);
    layout->addStretch();
    setWidget(body);

    connect(bounds_, &QSpinBox::editingFinished, this, &VictoryEditDock::commit);
    for (QSpinBox* box : breakPoints_) {
        connect(box, &QSpinBox::editingFinished, this, &VictoryEditDock::commit);
    }
    for (QDoubleSpinBox* box :
         {lossPercents_[0], lossPercents_[1], drawMargin_, decisiveMargin_, holdDistance_}) {
        connect(box, &QDoubleSpinBox::editingFinished, this, &VictoryEditDock::commit);
    }
    connect(&session_, &EditorSession::scenarioReplaced, this, &VictoryEditDock::refresh);
    connect(&session_, &EditorSession::changed, this, &VictoryEditDock::refresh);
    refresh();
}

QString VictoryEditDock::problem() const {
    return problem_->text();
}

void VictoryEditDock::refresh() {
    setEnabled(session_.hasScenario());
    if (!session_.hasScenario()) {
        return;
    }
    refreshing_ = true;
    const Scenario& scenario = session_.scenario();
    const VictoryConditions& victory = scenario.victory;
    bounds_->setValue(victory.bounds);
    for (std::size_t side = 0; side < 2; ++side) {
        const QString name = side < scenario.sides.size()
                                 ? QString::fromStdString(scenario.sides[side].name)
                                 : tr("Side %1").arg(side + 1);
        breakLabels_[side]->setText(tr("%1 breaks at").arg(name));
        const auto& point = victory.breakPoint[side];
        breakPoints_[side]->setValue(point ? static_cast<int>(std::lround(*point * 100)) : 0);
        lossLabels_[side]->setText(tr("%1 scores a point for each").arg(name));
        lossPercents_[side]->setValue(victory.lossPercentPerPointOf(static_cast<int>(side)));
    }
    drawMargin_->setValue(victory.drawMargin);
    decisiveMargin_->setValue(victory.decisiveMargin);
    holdDistance_->setValue(victory.holdDistance);

    objectives_->clearSpans();
    objectives_->setRowCount(static_cast<int>(scenario.objectives.size()) * kRowsPerObjective);
    for (std::size_t row = 0; row < scenario.objectives.size(); ++row) {
        const Objective& objective = scenario.objectives[row];
        const VictoryObjective* scored = nullptr;
        for (const VictoryObjective& v : victory.objectives) {
            if (v.objectiveId == objective.id) {
                scored = &v;
            }
        }
        const int nameRow = static_cast<int>(row) * kRowsPerObjective;
        const int r = nameRow + 1;
        auto* name = new QTableWidgetItem(QString::fromStdString(displayName(objective)));
        name->setFlags(Qt::ItemIsEnabled);
        name->setData(Qt::UserRole, QString::fromStdString(objective.id));
        QFont bold = name->font();
        bold.setBold(true);
        name->setFont(bold);
        objectives_->setItem(nameRow, 0, name);
        objectives_->setSpan(nameRow, 0, 1, objectives_->columnCount());
        auto* value = numberBox("objectiveValue", 1000, 1, 1);
        value->setValue(scored ? scored->value : 0);
        objectives_->setCellWidget(r, kValueColumn, value);
        auto* holder = new QComboBox;
        holder->setObjectName("objectiveHolder");
        holder->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        holder->addItem(tr("whoever holds it"), -1);
        for (std::size_t side = 0; side < scenario.sides.size(); ++side) {
            holder->addItem(QString::fromStdString(scenario.sides[side].name),
                            static_cast<int>(side));
        }
        holder->setCurrentIndex(scored ? scored->holder + 1 : 0);
        objectives_->setCellWidget(r, kHolderColumn, holder);
        auto* bound = new QSpinBox;
        bound->setObjectName("objectiveBound");
        bound->setRange(0, victory.bounds);
        bound->setSpecialValueText(tr("the end"));
        bound->setValue(scored ? scored->byBound : 0);
        objectives_->setCellWidget(r, kBoundColumn, bound);
        connect(value, &QDoubleSpinBox::editingFinished, this, &VictoryEditDock::commit);
        connect(holder, &QComboBox::activated, this, &VictoryEditDock::commit);
        connect(bound, &QSpinBox::editingFinished, this, &VictoryEditDock::commit);
    }
    refreshing_ = false;
}

VictoryConditions VictoryEditDock::fromFields() const {
    VictoryConditions victory;
    victory.bounds = bounds_->value();
    for (std::size_t side = 0; side < 2; ++side) {
        if (breakPoints_[side]->value() > 0) {
            victory.breakPoint[side] = breakPoints_[side]->value() / 100.0;
        }
    }
    // One rate for both sides is written as one number; two as each side's own.
    const double rateA = lossPercents_[0]->value();
    const double rateB = lossPercents_[1]->value();
    if (rateA == rateB) {
        victory.lossPercentPerPoint = rateA;
    } else {
        victory.lossPercentPerPoint = session_.scenario().victory.lossPercentPerPoint;
        victory.lossPercentPerPointFor[0] = rateA;
        victory.lossPercentPerPointFor[1] = rateB;
    }
    victory.drawMargin = drawMargin_->value();
    victory.decisiveMargin = decisiveMargin_->value();
    victory.holdDistance = holdDistance_->value();
    for (int nameRow = 0; nameRow + 1 < objectives_->rowCount(); nameRow += kRowsPerObjective) {
        const int row = nameRow + 1;
        const auto* value =
            qobject_cast<QDoubleSpinBox*>(objectives_->cellWidget(row, kValueColumn));
        const auto* holder = qobject_cast<QComboBox*>(objectives_->cellWidget(row, kHolderColumn));
        const auto* bound = qobject_cast<QSpinBox*>(objectives_->cellWidget(row, kBoundColumn));
        if (!value || !holder || !bound || value->value() <= 0) {
            continue;
        }
        VictoryObjective objective;
        objective.objectiveId =
            objectives_->item(nameRow, 0)->data(Qt::UserRole).toString().toStdString();
        objective.value = value->value();
        objective.holder = holder->currentData().toInt();
        objective.byBound = std::min(bound->value(), victory.bounds);
        victory.objectives.push_back(std::move(objective));
    }
    return victory;
}

void VictoryEditDock::commit() {
    if (refreshing_ || !session_.hasScenario()) {
        return;
    }
    const VictoryConditions victory = fromFields();
    const VictoryConditions& now = session_.scenario().victory;
    // Leaving a field unchanged makes no edit.
    if (now.given && victory.bounds == now.bounds &&
        victory.objectives.size() == now.objectives.size()) {
        bool same = victory.lossPercentPerPointOf(0) == now.lossPercentPerPointOf(0) &&
                    victory.lossPercentPerPointOf(1) == now.lossPercentPerPointOf(1) &&
                    victory.drawMargin == now.drawMargin &&
                    victory.decisiveMargin == now.decisiveMargin &&
                    victory.holdDistance == now.holdDistance &&
                    victory.breakPoint[0] == now.breakPoint[0] &&
                    victory.breakPoint[1] == now.breakPoint[1];
        for (std::size_t i = 0; same && i < victory.objectives.size(); ++i) {
            const VictoryObjective& a = victory.objectives[i];
            const VictoryObjective& b = now.objectives[i];
            same = a.objectiveId == b.objectiveId && a.value == b.value && a.holder == b.holder &&
                   a.byBound == b.byBound;
        }
        if (same) {
            return;
        }
    }
    const QString problem = session_.apply(edits::setVictory(victory));
    problem_->setText(problem.isEmpty() ? QString() : tr("Not changed: %1").arg(problem));
    if (!problem.isEmpty()) {
        refresh();
    }
}

}  // namespace adjutant::ui
