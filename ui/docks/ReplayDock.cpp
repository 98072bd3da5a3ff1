#include "ui/docks/ReplayDock.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include "core/engine/Game.h"
#include "core/engine/SequencePosition.h"
#include "ui/docks/ExplanationText.h"
#include "ui/docks/UnitNames.h"
#include "ui/session/GameSession.h"

namespace adjutant::ui {

namespace {

constexpr int kCommandRole = Qt::UserRole;
constexpr int kIndentPixels = 14;

void appendExplanation(const Explanation& node, int depth, QString& html) {
    html += QStringLiteral(
                "<tr><td style=\"padding-left:%1px\">%2</td><td align=\"right\">&nbsp;%3&nbsp;</td>"
                "<td>%4</td></tr>")
                .arg(depth * kIndentPixels)
                .arg(explanationLabel(node).toHtmlEscaped(), explanationValue(node).toHtmlEscaped(),
                     ruleLinksHtml(node.rule.str()));
    for (const Explanation& child : node.children) {
        appendExplanation(child, depth + 1, html);
    }
}

}  // namespace

QString ReplayDock::recordHtml(const JournalRecord& record, const QString& note) {
    QString html = QStringLiteral("<p><b>%1</b> <i>(bound %2, %3)</i></p>")
                       .arg((record.note.isEmpty() ? record.text : record.note).toHtmlEscaped())
                       .arg(record.bound)
                       .arg(record.stepName.toHtmlEscaped());
    if (!note.isEmpty()) {
        html += QStringLiteral("<p style=\"background:#fff6d5\"><b>%1</b> %2</p>")
                    .arg(QObject::tr("Note:"), note.toHtmlEscaped());
    }
    for (const Resolution& resolution : record.resolutions) {
        html += QStringLiteral("<p>%1</p><table cellspacing=\"0\" cellpadding=\"1\">")
                    .arg(QString::fromStdString(resolution.summary).toHtmlEscaped());
        appendExplanation(resolution.explanation, 0, html);
        html += QStringLiteral("</table>");
    }
    return html;
}

ReplayDock::ReplayDock(GameSession& session, QWidget* parent)
    : QDockWidget(tr("Replay"), parent), session_(session) {
    setObjectName(QStringLiteral("replayDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    status_ = new QLabel(body);
    status_->setWordWrap(true);
    layout->addWidget(status_);
    auto* buttons = new QHBoxLayout();
    auto* previousButton = new QPushButton(tr("\u25C0 Previous"), body);
    auto* nextButton = new QPushButton(tr("Next \u25B6"), body);
    auto* back = new QPushButton(tr("Back to the game"), body);
    back->setObjectName(QStringLiteral("replayBackToGame"));
    buttons->addWidget(previousButton);
    buttons->addWidget(nextButton);
    buttons->addStretch(1);
    buttons->addWidget(back);
    layout->addLayout(buttons);

    auto* split = new QSplitter(Qt::Vertical, body);
    navigator_ = new QTreeWidget(split);
    navigator_->setObjectName(QStringLiteral("replayNavigator"));
    navigator_->setHeaderHidden(true);
    navigator_->setUniformRowHeights(true);
    explanation_ = new QTextBrowser(split);
    explanation_->setObjectName(QStringLiteral("replayExplanation"));
    explanation_->setOpenLinks(false);
    auto* noteArea = new QWidget(split);
    auto* noteLayout = new QVBoxLayout(noteArea);
    noteLayout->setContentsMargins(0, 0, 0, 0);
    note_ = new QPlainTextEdit(noteArea);
    note_->setObjectName(QStringLiteral("replayNote"));
    note_->setPlaceholderText(tr("Your note on this moment, saved with the game"));
    saveNote_ = new QPushButton(tr("Save the note"), noteArea);
    saveNote_->setObjectName(QStringLiteral("replaySaveNote"));
    noteLayout->addWidget(note_);
    noteLayout->addWidget(saveNote_);
    split->addWidget(navigator_);
    split->addWidget(explanation_);
    split->addWidget(noteArea);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 3);
    split->setStretchFactor(2, 1);
    layout->addWidget(split, 1);
    setWidget(body);

    connect(navigator_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (filling_ || !item || !item->data(0, kCommandRole).isValid()) {
            return;
        }
        showCommand(item->data(0, kCommandRole).toULongLong());
    });
    connect(previousButton, &QPushButton::clicked, this, &ReplayDock::previous);
    connect(nextButton, &QPushButton::clicked, this, &ReplayDock::next);
    connect(back, &QPushButton::clicked, this, &ReplayDock::backToGame);
    connect(saveNote_, &QPushButton::clicked, this, &ReplayDock::saveNote);
    connect(explanation_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QStringLiteral("rule")) {
            emit ruleRequested(url.path());
        }
    });
    connect(&session_, &GameSession::gameReplaced, this, &ReplayDock::rebuild);
    connect(&session_, &GameSession::changed, this, &ReplayDock::onChanged);
    connect(&session_, &GameSession::viewReplaced, this, &ReplayDock::rebuild);
    connect(&session_, &GameSession::noteChanged, this, [this] { showDetail(); });
    rebuild();
}

void ReplayDock::rebuild() {
    dirty_ = false;
    records_.clear();
    shown_.reset();
    filling_ = true;
    navigator_->clear();
    if (!session_.hasGame()) {
        status_->setText(tr("Open a saved game to replay it."));
        filling_ = false;
        showDetail();
        return;
    }
    const Game& game = session_.game();
    const GameState& initial = game.initialState();
    const RulesetDefinition& ruleset = initial.ruleset();
    const int sides = static_cast<int>(initial.setup().scenario->sides.size());
    const UnitNames units(initial);
    SequencePosition at{initial.bound(), initial.stepIndex(), initial.playerTurn()};
    QTreeWidgetItem* boundItem = nullptr;
    QTreeWidgetItem* stepItem = nullptr;
    int shownBound = -1;
    std::size_t shownStep = static_cast<std::size_t>(-1);
    for (std::size_t i = 0; i < game.cursor(); ++i) {
        records_.push_back(
            readJournalRecord(game, i, at.bound, at.stepIndex, ruleset.sequence, units));
        const JournalRecord& record = records_.back();
        if (record.bound != shownBound) {
            boundItem = new QTreeWidgetItem(navigator_, {tr("Bound %1").arg(record.bound)});
            shownBound = record.bound;
            shownStep = static_cast<std::size_t>(-1);
        }
        if (record.stepIndex != shownStep) {
            stepItem = new QTreeWidgetItem(boundItem, {record.stepName});
            shownStep = record.stepIndex;
        }
        QString text = record.note.isEmpty() ? record.text : record.note;
        if (!session_.noteOn(i).isEmpty()) {
            text += tr("  (note)");
        }
        auto* item = new QTreeWidgetItem(stepItem, {text});
        item->setData(0, kCommandRole, static_cast<qulonglong>(i));
        item->setToolTip(0, text);
        if (record.resolvesStep) {
            at = nextSequencePosition(ruleset, sides, at);
        }
    }
    navigator_->expandToDepth(0);
    status_->setText(records_.empty()
                         ? tr("Nothing has happened in this game yet.")
                         : tr("Choose a moment to see the table as it stood after it. %1 commands.")
                               .arg(records_.size()));
    filling_ = false;
    showDetail();
}

void ReplayDock::onChanged(const GameChange& /*change*/) {
    // Reading every command again is not free: a hidden dock waits until it is shown.
    dirty_ = true;
    if (isVisible() && !session_.isViewing()) {
        rebuild();
    }
}

void ReplayDock::showEvent(QShowEvent* event) {
    if (dirty_ && !session_.isViewing()) {
        rebuild();
    }
    QDockWidget::showEvent(event);
}

bool ReplayDock::showCommand(std::size_t command) {
    if (dirty_ && !session_.isViewing()) {
        rebuild();
    }
    if (command >= records_.size()) {
        return false;
    }
    const QString error = session_.viewAfterCommands(command + 1);
    if (!error.isEmpty()) {
        status_->setText(error);
        return false;
    }
    shown_ = command;
    filling_ = true;
    for (QTreeWidgetItemIterator it(navigator_); *it; ++it) {
        const QVariant index = (*it)->data(0, kCommandRole);
        if (index.isValid() && index.toULongLong() == command) {
            navigator_->setCurrentItem(*it);
            navigator_->scrollToItem(*it);
        }
    }
    filling_ = false;
    status_->setText(tr("The table as it stood after command %1 of %2 (bound %3, %4).")
                         .arg(command + 1)
                         .arg(records_.size())
                         .arg(records_[command].bound)
                         .arg(records_[command].stepName));
    show();
    showDetail();
    return true;
}

void ReplayDock::showDetail() {
    if (!shown_ || *shown_ >= records_.size()) {
        explanation_->clear();
        note_->clear();
        saveNote_->setEnabled(false);
        return;
    }
    const QString note = session_.noteOn(*shown_);
    explanation_->setHtml(recordHtml(records_[*shown_], note));
    note_->setPlainText(note);
    saveNote_->setEnabled(true);
}

void ReplayDock::backToGame() {
    session_.viewAfterCommands(std::nullopt);
    shown_.reset();
    rebuild();
}

void ReplayDock::previous() {
    if (shown_ && *shown_ > 0) {
        showCommand(*shown_ - 1);
    } else if (!shown_ && !records_.empty()) {
        showCommand(records_.size() - 1);
    }
}

void ReplayDock::next() {
    if (shown_ && *shown_ + 1 < records_.size()) {
        showCommand(*shown_ + 1);
    } else if (!shown_ && !records_.empty()) {
        showCommand(0);
    }
}

void ReplayDock::saveNote() {
    if (!shown_) {
        return;
    }
    const QString error = session_.setNote(*shown_, note_->toPlainText());
    status_->setText(error.isEmpty() ? tr("Note saved.") : error);
    // The navigator marks the commands that have a note.
    const std::size_t keep = *shown_;
    filling_ = true;
    for (QTreeWidgetItemIterator it(navigator_); *it; ++it) {
        const QVariant index = (*it)->data(0, kCommandRole);
        if (index.isValid() && index.toULongLong() == keep) {
            const JournalRecord& record = records_[keep];
            QString text = record.note.isEmpty() ? record.text : record.note;
            if (!session_.noteOn(keep).isEmpty()) {
                text += tr("  (note)");
            }
            (*it)->setText(0, text);
        }
    }
    filling_ = false;
}

}  // namespace adjutant::ui
