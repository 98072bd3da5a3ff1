#include "ui/docks/PhaseTrackerDock.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "core/match/Match.h"
#include "core/model/DisplayName.h"
#include "core/referee/RulesetReferee.h"
#include "ui/docks/ExplanationText.h"
#include "ui/docks/UnitNames.h"
#include "ui/session/GameSession.h"
#include "ui/session/RefereeLanguage.h"
#include "ui/session/StepActions.h"
#include "ui/session/TurnSummary.h"
#include "ui/session/TwoPlayerText.h"

namespace adjutant::ui {

PhaseTrackerDock::PhaseTrackerDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Phase"), parent), session_(session) {
    setObjectName("phaseTrackerDock");
    // The texts grow and shrink with the step; they scroll above the buttons,
    // which keep their place at the foot of the dock so that a click meant
    // for "Resolve step" never lands on another button.
    auto* outer = new QWidget(this);
    auto* outerLayout = new QVBoxLayout(outer);
    outerLayout->setContentsMargins(0, 0, 0, 6);
    auto* scroll = new QScrollArea(outer);
    scroll->setObjectName(QStringLiteral("phaseText"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    outerLayout->addWidget(scroll, 1);
    auto* body = new QWidget(scroll);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);

    bound_ = new QLabel(body);
    QFont big = bound_->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    bound_->setFont(big);
    layout->addWidget(bound_);

    initiative_ = new QLabel(body);
    initiative_->setWordWrap(true);
    layout->addWidget(initiative_);

    steps_ = new QListWidget(body);
    steps_->setSelectionMode(QAbstractItemView::NoSelection);
    steps_->setFocusPolicy(Qt::NoFocus);
    steps_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    steps_->setTextElideMode(Qt::ElideRight);
    layout->addWidget(steps_);

    briefing_ = new QLabel(body);
    briefing_->setObjectName(QStringLiteral("stepBriefing"));
    briefing_->setWordWrap(true);
    briefing_->setTextFormat(Qt::RichText);
    briefing_->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
    connect(briefing_, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link.startsWith(QStringLiteral("rule:"))) {
            emit ruleRequested(link.mid(5));
        }
    });
    layout->addWidget(briefing_);

    waiting_ = new QLabel(body);
    waiting_->setWordWrap(true);
    waiting_->setTextFormat(Qt::PlainText);
    layout->addWidget(waiting_);

    agenda_ = new QLabel(body);
    agenda_->setObjectName(QStringLiteral("stepAgenda"));
    agenda_->setWordWrap(true);
    agenda_->setTextFormat(Qt::RichText);
    layout->addWidget(agenda_);

    computer_ = new QLabel(body);
    computer_->setObjectName(QStringLiteral("computerActivity"));
    computer_->setWordWrap(true);
    computer_->setTextFormat(Qt::PlainText);
    QFont bold = computer_->font();
    bold.setBold(true);
    computer_->setFont(bold);
    computer_->hide();
    layout->addWidget(computer_);

    giveOrders_ = new QPushButton(tr("Give default orders"), outer);
    giveOrders_->setToolTip(tr("Give the referee's simple orders for this step to both sides"));
    resolve_ = new QPushButton(tr("Resolve step"), outer);
    resolve_->setToolTip(tr("Carry out this step for both sides and go on to the next"));
    next_ = new QPushButton(tr("Next step"), outer);
    next_->setToolTip(tr("Go on to the next step without resolving this one"));
    // Until the window hands over its actions, the buttons act on their own.
    auto own = [this](auto&& work) {
        auto* action = new QAction(this);
        connect(action, &QAction::triggered, this, work);
        return action;
    };
    bind(giveOrders_, giveOrdersAction_, own([this] { StepActions::giveDefaultOrders(session_); }));
    bind(resolve_, resolveAction_, own([this] { StepActions::resolveStep(session_); }));
    bind(next_, nextAction_, own([this] { StepActions::nextStep(session_); }));
    layout->addStretch(1);
    scroll->setWidget(body);

    auto* buttons = new QVBoxLayout;
    buttons->setContentsMargins(6, 0, 6, 0);
    buttons->addWidget(giveOrders_);
    auto* row = new QHBoxLayout;
    row->addWidget(resolve_);
    row->addWidget(next_);
    buttons->addLayout(row);
    outerLayout->addLayout(buttons);

    setWidget(outer);
    connect(&session_, &GameSession::gameReplaced, this, &PhaseTrackerDock::refresh);
    connect(&session_, &GameSession::changed, this, &PhaseTrackerDock::onChanged);
    connect(&session_, &GameSession::viewReplaced, this, &PhaseTrackerDock::refresh);
    refresh();
}

void PhaseTrackerDock::setStepActions(QAction* giveOrders, QAction* resolve, QAction* next) {
    bind(giveOrders_, giveOrdersAction_, giveOrders);
    bind(resolve_, resolveAction_, resolve);
    bind(next_, nextAction_, next);
    refresh();
}

void PhaseTrackerDock::bind(QPushButton* button, QAction*& slot, QAction* action) {
    if (slot) {
        disconnect(button, nullptr, slot, nullptr);
        disconnect(slot, nullptr, button, nullptr);
    }
    slot = action;
    connect(button, &QPushButton::clicked, action, &QAction::trigger);
    // The button says what the action does now (Resolve step, or Ready in a
    // game between two people).
    connect(action, &QAction::changed, button, [button, action] {
        button->setEnabled(action->isEnabled());
        button->setText(action->iconText());
    });
    button->setEnabled(action->isEnabled());
}

void PhaseTrackerDock::onChanged(const GameChange& change) {
    // Orders and moves change who may act (a unit that charged may not fire),
    // so everything but the list of steps can change with any command.
    (void)change;
    refresh();
}

void PhaseTrackerDock::refresh() {
    const TurnSummary summary = TurnSummary::of(session_);
    steps_->clear();
    if (!summary.valid) {
        bound_->setText(tr("No game"));
        initiative_->clear();
        waiting_->clear();
        agenda_->clear();
        briefing_->clear();
        return;
    }
    bound_->setText(tr("Bound %1").arg(summary.bound));
    initiative_->setVisible(!summary.initiative.isEmpty());
    initiative_->setText(tr("Initiative: %1").arg(summary.initiative));

    for (int i = 0; i < summary.steps.size(); ++i) {
        const TurnSummary::Step& step = summary.steps[i];
        // The steps numbered as the book numbers them where the ruleset says
        // so ("6\u20137" for two steps run as one loop), then the rule.
        QString text =
            step.number.isEmpty()
                ? step.name
                : tr("%1. %2").arg(QString(step.number).replace('-', QChar(0x2013)), step.name);
        if (!step.rule.isEmpty()) {
            text = QString("%1  (%2)").arg(text, step.rule);
        }
        auto* item = new QListWidgetItem(text, steps_);
        // The whole of a name the narrow dock cuts off.
        item->setToolTip(text);
        if (i == summary.stepIndex) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
            item->setBackground(palette().highlight());
            item->setForeground(palette().highlightedText());
            item->setText(QString::fromUtf8("\u25B6 ") + item->text());
        } else if (i < summary.stepIndex) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
    // Every step in view at once: the list is as tall as its rows.
    if (steps_->count() > 0) {
        steps_->setFixedHeight(steps_->sizeHintForRow(0) * steps_->count() +
                               2 * steps_->frameWidth() + 2);
    }
    if (QListWidgetItem* current = steps_->item(summary.stepIndex)) {
        steps_->scrollToItem(current);
    }

    QStringList lines = summary.waitingLines();
    lines.prepend(tr("To act: %1").arg(summary.toAct));
    if (!summary.playerTurn.isEmpty()) {
        lines.prepend(tr("Player turn: %1").arg(summary.playerTurn));
    }
    waiting_->setText(lines.join('\n'));
    QStringList reasons;
    for (const TurnSummary::SideWaiting& side : summary.sides) {
        for (const QString& why : side.cannot) {
            reasons << why;
        }
    }
    waiting_->setToolTip(reasons.isEmpty() ? QString() : reasons.join('\n'));
    showBriefing(summary.briefing);
    if (!summary.idleAtTheScreen.isEmpty()) {
        waiting_->setText(waiting_->text() + '\n' + summary.idleAtTheScreen);
    }
    showAgenda();

    const bool referee = StepActions::hasReferee(session_);
    // A referee's steps are resolved, which moves on; skipping one would leave
    // its procedures undone, so "Next step" is for rulesets without a referee.
    next_->setVisible(!referee);
    giveOrders_->setVisible(referee);
    if (!result_.isEmpty()) {
        // Nobody is to act any more: the result is the last word.
        bound_->setText(tr("The battle is over after bound %1").arg(summary.bound - 1));
        waiting_->setText(result_);
        waiting_->setToolTip(QString());
        briefing_->hide();
        agenda_->hide();
    }
}

void PhaseTrackerDock::setBattleOver(const QString& result) {
    if (result == result_) {
        return;
    }
    result_ = result;
    refresh();
}

void PhaseTrackerDock::setComputerActivity(const QString& text) {
    computer_->setText(text);
    computer_->setVisible(!text.isEmpty());
}

void PhaseTrackerDock::showBriefing(const StepBriefing& briefing) {
    const RulesetReferee* referee = session_.hasGame() ? session_.referee() : nullptr;
    if (!referee) {
        briefing_->clear();
        briefing_->hide();
        resolve_->setDefault(false);
        return;
    }
    const auto withRule = [](const std::string& text, const std::string& rule) {
        QString line = QString::fromStdString(text).toHtmlEscaped();
        if (!rule.empty()) {
            line += QStringLiteral(" (%1)").arg(ruleLinksHtml(rule));
        }
        return line;
    };
    QString html = QStringLiteral("<p style=\"margin:0\">%1</p>")
                       .arg(withRule(briefing.purpose, briefing.rule));
    // Who cannot act and why, each line naming its side (the sides that may
    // act are named under "To act"), so that "no unit is free to move" is
    // never read as said of the side that may.
    const Scenario& scenario = *session_.state().setup().scenario;
    for (const SideBriefing& side : briefing.sides) {
        if (side.mayAct || side.why.empty() || briefing.nobodyCanAct) {
            continue;
        }
        QString why = QString::fromStdString(side.why);
        if (side.side >= 0 && side.side < static_cast<int>(scenario.sides.size())) {
            const QString name = QString::fromStdString(
                displayName(scenario.sides[static_cast<std::size_t>(side.side)]));
            if (!why.startsWith(name)) {
                why = tr("%1: %2").arg(name, why);
            }
        }
        why[0] = why[0].toUpper();
        html += QStringLiteral("<p style=\"margin:0\">%1</p>")
                    .arg(withRule(why.toStdString() + ".", side.rule));
    }
    if (const Match* match = session_.match()) {
        // Between two people the steps nobody decides in are resolved at once,
        // and who gives orders now is the round's business.
        if (match->openRound() && match->openRound()->setUp) {
            html = QStringLiteral("<p style=\"margin:0\">%1</p>")
                       .arg(TwoPlayerText::roundLine(*match).toHtmlEscaped());
        }
        waiting_->setText(TwoPlayerText::sideLines(*match).join('\n'));
        briefing_->setText(html);
        return;
    }
    if (briefing.nobodyCanAct) {
        html += QStringLiteral("<p style=\"margin:0\"><b>%1</b> %2</p>")
                    .arg(QString::fromStdString(briefing.nobodyWhy).toHtmlEscaped(),
                         tr("Nobody has anything to decide: Resolve step passes it at once.")
                             .toHtmlEscaped());
    }
    // The referee's word on who has a decision to make is the last word.
    if (briefing.nobodyCanAct) {
        waiting_->setText(tr("To act: nobody"));
    }
    briefing_->setText(html);
    briefing_->show();
    // With nothing to decide, Enter resolves the step.
    resolve_->setDefault(briefing.nobodyCanAct);
    QFont font = resolve_->font();
    font.setBold(briefing.nobodyCanAct);
    resolve_->setFont(font);
}

void PhaseTrackerDock::showAgenda() {
    // Asked here rather than in TurnSummary: only this dock shows it.
    const RulesetReferee* referee = session_.hasGame() ? session_.referee() : nullptr;
    const StepAgenda agenda = referee ? referee->stepAgenda(session_.state()) : StepAgenda{};
    agenda_->setVisible(!agenda.empty());
    if (agenda.empty()) {
        agenda_->clear();
        return;
    }
    const UnitNames names(session_.state());
    QString html = QStringLiteral("<b>%1</b><ul style=\"margin-left:-24px\">")
                       .arg(tr("Resolving this step:").toHtmlEscaped());
    for (const StepAgendaItem& item : agenda) {
        QString line =
            QStringLiteral("%1 %2").arg(names.name(QString::fromStdString(item.unitId)),
                                        RefereeLanguage::text(session_.state(), item.text));
        if (!item.rule.empty()) {
            line += QStringLiteral(" (%1)").arg(ruleReference(item.rule));
        }
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    }
    agenda_->setText(html + QStringLiteral("</ul>"));
}

}  // namespace adjutant::ui
