#include "ui/twoplayer/TwoPlayerDock.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include "core/match/Match.h"
#include "ui/session/GameSession.h"
#include "ui/session/TwoPlayerText.h"

namespace adjutant::ui {

namespace {

QLabel* wrapped(QWidget* parent, const char* name) {
    auto* label = new QLabel(parent);
    label->setObjectName(QString::fromLatin1(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    return label;
}

void bindButton(QPushButton* button, QAction* action) {
    QObject::connect(button, &QPushButton::clicked, action, &QAction::trigger);
    QObject::connect(action, &QAction::changed, button, [button, action] {
        button->setEnabled(action->isEnabled());
        button->setVisible(action->isVisible());
        button->setText(action->iconText());
        button->setToolTip(action->toolTip());
    });
    button->setText(action->iconText());
    button->setToolTip(action->toolTip());
    button->setEnabled(action->isEnabled());
    button->setVisible(action->isVisible());
}

}  // namespace

TwoPlayerDock::TwoPlayerDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Two players"), parent), session_(session) {
    setObjectName(QStringLiteral("twoPlayerDock"));
    auto* body = new QWidget(this);
    round_ = wrapped(body, "twoPlayerRound");
    QFont bold = round_->font();
    bold.setBold(true);
    round_->setFont(bold);
    sides_ = wrapped(body, "twoPlayerSides");
    next_ = wrapped(body, "twoPlayerNext");
    link_ = wrapped(body, "twoPlayerLink");
    ready_ = new QPushButton(body);
    sendTurn_ = new QPushButton(body);
    takeBack_ = new QPushButton(body);
    handOver_ = new QPushButton(body);
    log_ = new QListWidget(body);
    log_->setObjectName(QStringLiteral("twoPlayerLog"));
    log_->setWordWrap(true);
    log_->setMinimumHeight(50);
    chat_ = new QLineEdit(body);
    chat_->setObjectName(QStringLiteral("chatLine"));
    chat_->setPlaceholderText(tr("A line to the other player, then Enter"));
    chat_->setMaxLength(500);
    connect(chat_, &QLineEdit::returnPressed, this, &TwoPlayerDock::send);

    // Where the players are apart, the request to take back steps is answered here.
    answer_ = new QWidget(body);
    question_ = wrapped(answer_, "takeBackQuestion");
    auto* agree = new QPushButton(tr("Agree: take the steps back"), answer_);
    agree->setObjectName(QStringLiteral("agreeTakeBackHere"));
    auto* refuse = new QPushButton(tr("Refuse"), answer_);
    refuse->setObjectName(QStringLiteral("refuseTakeBackHere"));
    connect(agree, &QPushButton::clicked, this,
            [this] { session_.answerTakeBack(sideToAnswer(), true); });
    connect(refuse, &QPushButton::clicked, this,
            [this] { session_.answerTakeBack(sideToAnswer(), false); });
    auto* answerLayout = new QVBoxLayout(answer_);
    answerLayout->setContentsMargins(0, 0, 0, 0);
    answerLayout->addWidget(question_);
    auto* answerButtons = new QHBoxLayout;
    answerButtons->addWidget(agree);
    answerButtons->addWidget(refuse);
    answerLayout->addLayout(answerButtons);
    answer_->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(ready_);
    buttons->addWidget(sendTurn_);
    auto* more = new QHBoxLayout;
    more->addWidget(takeBack_);
    more->addWidget(handOver_);
    auto* layout = new QVBoxLayout(body);
    // The words first, at the height their lines need; the log takes what is left.
    for (QLabel* label : {round_, sides_, next_}) {
        label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
        layout->addWidget(label);
    }
    layout->addWidget(answer_);
    layout->addLayout(buttons);
    layout->addLayout(more);
    layout->addWidget(link_);
    layout->addWidget(log_, 1);
    layout->addWidget(chat_);
    setWidget(body);

    connect(&session_, &GameSession::gameReplaced, this, [this] {
        log_->clear();
        refresh();
    });
    connect(&session_, &GameSession::changed, this, &TwoPlayerDock::refresh);
    connect(&session_, &GameSession::viewReplaced, this, &TwoPlayerDock::refresh);
    connect(&session_, &GameSession::matchEvent, this, &TwoPlayerDock::addEvent);
    refresh();
}

void TwoPlayerDock::setActions(QAction* ready, QAction* sendTurn, QAction* takeBack,
                               QAction* handOver) {
    bindButton(ready_, ready);
    bindButton(sendTurn_, sendTurn);
    bindButton(takeBack_, takeBack);
    bindButton(handOver_, handOver);
}

void TwoPlayerDock::setLinkText(const QString& text) {
    link_->setText(text);
    link_->setVisible(!text.isEmpty());
}

int TwoPlayerDock::sideToAnswer() const {
    const Match* match = session_.match();
    if (!match || session_.onOneScreen()) {
        return -1;  // on one screen the cover asks
    }
    for (int side = 0; side < 2; ++side) {
        if (match->playsHere(side) && match->undoAskedOf(side)) {
            return side;
        }
    }
    return -1;
}

void TwoPlayerDock::refresh() {
    const Match* match = session_.match();
    if (!match) {
        round_->clear();
        sides_->clear();
        next_->clear();
        answer_->hide();
        return;
    }
    const int answering = sideToAnswer();
    answer_->setVisible(answering >= 0);
    if (answering >= 0) {
        question_->setText(
            tr("%1 asks to take back %2: the step is played again from where it began, its "
               "orders given anew and its dice thrown again. Do you agree?")
                .arg(QString::fromStdString(match->sideName(1 - answering)),
                     QString::fromStdString(
                         match->rounds().at(*match->undoAskedOf(answering)).where)));
    }
    round_->setText(TwoPlayerText::roundLine(*match));
    sides_->setText(TwoPlayerText::sideLines(*match).join('\n'));
    int side = session_.screenSide();
    for (int each = 0; each < 2 && side < 0 && !session_.onOneScreen(); ++each) {
        side = match->playsHere(each) ? each : -1;
    }
    next_->setText(
        TwoPlayerText::nextForSide(*match, side, match->setup().way == MatchWay::ByFile));
}

void TwoPlayerDock::addEvent(const MatchEvent& event) {
    if (const Match* match = session_.match()) {
        if (event.kind == MatchEvent::Kind::RoundOpened && log_->count() > 0 &&
            log_->item(log_->count() - 1)->text() == TwoPlayerText::eventLine(*match, event)) {
            return;
        }
        log_->addItem(TwoPlayerText::eventLine(*match, event));
        while (log_->count() > 500) {
            delete log_->takeItem(0);
        }
        log_->scrollToBottom();
    }
    refresh();
}

void TwoPlayerDock::send() {
    const QString text = chat_->text().trimmed();
    if (text.isEmpty()) {
        return;
    }
    if (session_.sendChat(text).isEmpty()) {
        chat_->clear();
    }
}

QString TwoPlayerDock::statusText() const {
    return round_->text() + '\n' + sides_->text() + '\n' + next_->text();
}

QStringList TwoPlayerDock::logLines() const {
    QStringList lines;
    for (int i = 0; i < log_->count(); ++i) {
        lines << log_->item(i)->text();
    }
    return lines;
}

}  // namespace adjutant::ui
