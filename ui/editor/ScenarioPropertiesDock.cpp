#include "ui/editor/ScenarioPropertiesDock.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

#include "core/editor/ScenarioEdits.h"
#include "core/model/DisplayName.h"
#include "core/rules/RulesetDefinition.h"
#include "ui/editor/EditorSession.h"
#include "ui/start/ScenarioFacts.h"

namespace adjutant::ui {

namespace {

/// Calls `done` when a plain text editor loses focus (it has no editingFinished).
class FocusOutWatcher : public QObject {
  public:
    FocusOutWatcher(QObject* parent, std::function<void()> done)
        : QObject(parent), done_(std::move(done)) {}

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::FocusOut) {
            done_();
        }
        return QObject::eventFilter(watched, event);
    }

  private:
    std::function<void()> done_;
};

}  // namespace

ScenarioPropertiesDock::ScenarioPropertiesDock(EditorSession& session, QWidget* parent)
    : QDockWidget(tr("Scenario"), parent), session_(session) {
    setObjectName("scenarioProperties");
    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);

    auto* form = new QFormLayout;
    title_ = new QLineEdit;
    title_->setObjectName("title");
    period_ = new QComboBox;
    period_->setObjectName("period");
    year_ = new QSpinBox;
    year_->setObjectName("year");
    year_->setRange(0, 2100);
    year_->setSpecialValueText(tr("not given"));
    summary_ = new QPlainTextEdit;
    summary_->setObjectName("summary");
    summary_->setPlaceholderText(tr("One or two sentences for the start page"));
    summary_->setMaximumHeight(60);
    notes_ = new QPlainTextEdit;
    notes_->setObjectName("notes");
    notes_->setPlaceholderText(tr("History, special rules, victory conditions"));
    form->addRow(tr("&Title"), title_);
    form->addRow(tr("&Period"), period_);
    form->addRow(tr("&Year"), year_);
    form->addRow(tr("S&ummary"), summary_);
    form->addRow(tr("&Notes"), notes_);
    layout->addLayout(form);

    auto* mapBox = new QGroupBox(tr("Map image"));
    auto* mapLayout = new QFormLayout(mapBox);
    mapFile_ = new QLabel;
    mapFile_->setTextFormat(Qt::PlainText);
    mapFile_->setWordWrap(true);
    auto* mapButtons = new QHBoxLayout;
    auto* choose = new QPushButton(tr("Choose..."));
    choose->setObjectName("chooseMap");
    auto* remove = new QPushButton(tr("Remove"));
    remove->setObjectName("removeMap");
    mapButtons->addWidget(choose);
    mapButtons->addWidget(remove);
    opacity_ = new QSlider(Qt::Horizontal);
    opacity_->setObjectName("mapOpacity");
    opacity_->setRange(0, 100);
    mapLayout->addRow(tr("File"), mapFile_);
    mapLayout->addRow(mapButtons);
    mapLayout->addRow(tr("&Opacity"), opacity_);
    layout->addWidget(mapBox);

    auto* brigadeBox = new QGroupBox(tr("Brigade orders"));
    auto* brigadeLayout = new QFormLayout(brigadeBox);
    brigade_ = new QComboBox;
    brigade_->setObjectName("brigade");
    objective_ = new QLineEdit;
    objective_->setObjectName("brigadeObjective");
    objective_->setPlaceholderText(tr("e.g. hold the windmill hill"));
    orders_ = new QPlainTextEdit;
    orders_->setObjectName("brigadeOrders");
    orders_->setMaximumHeight(90);
    brigadeLayout->addRow(tr("&Brigade"), brigade_);
    brigadeLayout->addRow(tr("Ob&jective"), objective_);
    brigadeLayout->addRow(tr("&Orders"), orders_);
    layout->addWidget(brigadeBox);
    layout->addStretch();
    setWidget(body);

    connect(title_, &QLineEdit::editingFinished, this, &ScenarioPropertiesDock::commitText);
    connect(period_, &QComboBox::activated, this, &ScenarioPropertiesDock::commitText);
    connect(year_, &QSpinBox::editingFinished, this, &ScenarioPropertiesDock::commitText);
    notes_->installEventFilter(new FocusOutWatcher(this, [this] { commitText(); }));
    summary_->installEventFilter(new FocusOutWatcher(this, [this] { commitText(); }));
    connect(choose, &QPushButton::clicked, this, &ScenarioPropertiesDock::chooseMapRequested);
    connect(remove, &QPushButton::clicked, this, &ScenarioPropertiesDock::removeMap);
    connect(opacity_, &QSlider::sliderReleased, this, &ScenarioPropertiesDock::commitOpacity);
    connect(brigade_, &QComboBox::currentIndexChanged, this,
            &ScenarioPropertiesDock::refreshBrigade);
    connect(objective_, &QLineEdit::editingFinished, this, &ScenarioPropertiesDock::commitBrigade);
    orders_->installEventFilter(new FocusOutWatcher(this, [this] { commitBrigade(); }));

    connect(&session_, &EditorSession::scenarioReplaced, this, &ScenarioPropertiesDock::refresh);
    connect(&session_, &EditorSession::changed, this, &ScenarioPropertiesDock::refresh);
    refresh();
}

void ScenarioPropertiesDock::refresh() {
    setEnabled(session_.hasScenario());
    if (!session_.hasScenario()) {
        return;
    }
    refreshing_ = true;
    const Scenario& scenario = session_.scenario();
    title_->setText(QString::fromStdString(scenario.title));
    period_->clear();
    period_->addItem(tr("(none)"), QString());
    if (const RulesetDefinition* ruleset = session_.ruleset()) {
        for (const std::string& period : ruleset->periods) {
            const QString key = QString::fromStdString(period);
            period_->addItem(periodName(ruleset, key), key);
        }
    }
    period_->setCurrentIndex(
        std::max(0, period_->findData(QString::fromStdString(scenario.period))));
    year_->setValue(scenario.year);
    if (notes_->toPlainText() != QString::fromStdString(scenario.notes)) {
        notes_->setPlainText(QString::fromStdString(scenario.notes));
    }
    if (summary_->toPlainText() != QString::fromStdString(scenario.summary)) {
        summary_->setPlainText(QString::fromStdString(scenario.summary));
    }
    mapFile_->setText(scenario.map ? QString::fromStdString(scenario.map->file) : tr("none"));
    opacity_->setEnabled(scenario.map.has_value());
    opacity_->setValue(scenario.map ? int(std::lround(scenario.map->opacity * 100)) : 100);

    const QString chosen = brigade_->currentData().toString();
    brigade_->clear();
    for (std::size_t s = 0; s < scenario.sides.size(); ++s) {
        for (const Brigade& brigade : scenario.sides[s].brigades) {
            brigade_->addItem(
                QString::fromStdString(scenario.sides[s].name + ": " + displayName(brigade)),
                QString("%1/%2").arg(s).arg(QString::fromStdString(brigade.id)));
        }
    }
    brigade_->setCurrentIndex(std::max(0, brigade_->findData(chosen)));
    refreshing_ = false;
    refreshBrigade();
}

void ScenarioPropertiesDock::refreshBrigade() {
    if (refreshing_ || !session_.hasScenario()) {
        return;
    }
    refreshing_ = true;
    const QStringList key = brigade_->currentData().toString().split('/');
    const Brigade* found = nullptr;
    if (key.size() == 2) {
        const auto& sides = session_.scenario().sides;
        const std::size_t s = key[0].toUInt();
        // A pointer into the scenario itself, never into a copy.
        for (std::size_t b = 0; s < sides.size() && b < sides[s].brigades.size(); ++b) {
            if (QString::fromStdString(sides[s].brigades[b].id) == key[1]) {
                found = &sides[s].brigades[b];
            }
        }
    }
    objective_->setEnabled(found);
    orders_->setEnabled(found);
    objective_->setText(found ? QString::fromStdString(found->objective) : QString());
    const QString orders = found ? QString::fromStdString(found->orders) : QString();
    if (orders_->toPlainText() != orders) {
        orders_->setPlainText(orders);
    }
    refreshing_ = false;
}

void ScenarioPropertiesDock::commitText() {
    if (refreshing_ || !session_.hasScenario()) {
        return;
    }
    const Scenario& scenario = session_.scenario();
    edits::ScenarioText text{title_->text().toStdString(),
                             period_->currentData().toString().toStdString(), year_->value(),
                             notes_->toPlainText().toStdString(),
                             summary_->toPlainText().simplified().toStdString()};
    if (text.title == scenario.title && text.period == scenario.period &&
        text.year == scenario.year && text.notes == scenario.notes &&
        text.summary == scenario.summary) {
        return;
    }
    session_.apply(edits::setText(text));
}

void ScenarioPropertiesDock::commitBrigade() {
    if (refreshing_ || !session_.hasScenario()) {
        return;
    }
    const QStringList key = brigade_->currentData().toString().split('/');
    if (key.size() != 2) {
        return;
    }
    const auto& sides = session_.scenario().sides;
    const std::size_t s = key[0].toUInt();
    if (s >= sides.size()) {
        return;
    }
    for (const Brigade& brigade : sides[s].brigades) {
        if (QString::fromStdString(brigade.id) != key[1]) {
            continue;
        }
        Brigade changed = brigade;
        changed.objective = objective_->text().toStdString();
        changed.orders = orders_->toPlainText().toStdString();
        if (changed.objective != brigade.objective || changed.orders != brigade.orders) {
            session_.apply(edits::setBrigade(int(s), changed));
        }
        return;
    }
}

void ScenarioPropertiesDock::commitOpacity() {
    if (refreshing_ || !session_.hasScenario() || !session_.scenario().map) {
        return;
    }
    MapImage map = *session_.scenario().map;
    map.opacity = opacity_->value() / 100.0;
    ScenarioEdit edit = edits::setMap(map);
    edit.label = tr("Map opacity").toStdString();
    session_.apply(edit);
}

void ScenarioPropertiesDock::removeMap() {
    if (session_.hasScenario() && session_.scenario().map) {
        session_.apply(edits::setMap(std::nullopt));
    }
}

}  // namespace adjutant::ui
