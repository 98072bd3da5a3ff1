#include "ui/docks/LessonsDock.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <algorithm>

#include "core/engine/Game.h"
#include "core/lesson/LessonReader.h"
#include "core/referee/situation/SituationReader.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/session/GameSession.h"
#include "ui/widgets/PlainText.h"

namespace adjutant::ui {

namespace {

constexpr int kLessonRole = Qt::UserRole;

QString settingsKey(const QString& lessonId, const char* what) {
    return QStringLiteral("lessons/%1/%2").arg(lessonId, QString::fromLatin1(what));
}

}  // namespace

LessonsDock::LessonsDock(GameSession& session, const RulesetRegistry& rulesets, QWidget* parent)
    : QDockWidget(tr("Lessons"), parent), session_(session), rulesets_(rulesets) {
    setObjectName(QStringLiteral("lessonsDock"));
    pages_ = new QStackedWidget(this);

    // The courses.
    auto* list = new QWidget(pages_);
    auto* listLayout = new QVBoxLayout(list);
    listLayout->setContentsMargins(4, 4, 4, 4);
    auto* intro =
        new QLabel(tr("Each lesson sets a moment of a game on the table and leads you through it. "
                      "Choose one and press Start."),
                   list);
    intro->setWordWrap(true);
    listLayout->addWidget(intro);
    courses_ = new QTreeWidget(list);
    courses_->setObjectName(QStringLiteral("lessonCourses"));
    courses_->setHeaderHidden(true);
    listLayout->addWidget(courses_, 1);
    start_ = new QPushButton(tr("&Start"), list);
    start_->setObjectName(QStringLiteral("startLesson"));
    listLayout->addWidget(start_);
    pages_->addWidget(list);

    // The lesson being played.
    auto* play = new QWidget(pages_);
    auto* playLayout = new QVBoxLayout(play);
    playLayout->setContentsMargins(4, 4, 4, 4);
    title_ = new QLabel(play);
    title_->setObjectName(QStringLiteral("lessonTitle"));
    title_->setTextFormat(Qt::PlainText);  // the lesson file's words, never markup
    title_->setWordWrap(true);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    playLayout->addWidget(title_);
    progress_ = new QLabel(play);
    progress_->setForegroundRole(QPalette::PlaceholderText);
    playLayout->addWidget(progress_);
    text_ = new QTextBrowser(play);
    text_->setObjectName(QStringLiteral("lessonText"));
    text_->setOpenLinks(false);
    playLayout->addWidget(text_, 1);
    feedback_ = new QLabel(play);
    feedback_->setObjectName(QStringLiteral("lessonFeedback"));
    feedback_->setWordWrap(true);
    feedback_->setTextFormat(Qt::PlainText);
    playLayout->addWidget(feedback_);
    auto* buttons = new QHBoxLayout();
    auto* back = new QPushButton(tr("All lessons"), play);
    back->setObjectName(QStringLiteral("allLessons"));
    auto* again = new QPushButton(tr("Restart"), play);
    showMe_ = new QPushButton(tr("Show &me"), play);
    showMe_->setObjectName(QStringLiteral("lessonShowMe"));
    next_ = new QPushButton(tr("&Next"), play);
    next_->setObjectName(QStringLiteral("lessonNext"));
    buttons->addWidget(back);
    buttons->addWidget(again);
    buttons->addStretch(1);
    buttons->addWidget(showMe_);
    buttons->addWidget(next_);
    playLayout->addLayout(buttons);
    pages_->addWidget(play);
    setWidget(pages_);

    connect(start_, &QPushButton::clicked, this, [this] {
        if (QTreeWidgetItem* item = courses_->currentItem()) {
            startLesson(item->data(0, kLessonRole).toString(), true);
        }
    });
    connect(courses_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        startLesson(item->data(0, kLessonRole).toString(), true);
    });
    connect(back, &QPushButton::clicked, this, &LessonsDock::backToCourses);
    connect(again, &QPushButton::clicked, this, &LessonsDock::restart);
    connect(showMe_, &QPushButton::clicked, this, &LessonsDock::showMe);
    connect(next_, &QPushButton::clicked, this, &LessonsDock::next);
    connect(&session_, &GameSession::changed, this, &LessonsDock::onChanged);
    connect(&session_, &GameSession::refused, this, &LessonsDock::onRefused);
    connect(&session_, &GameSession::gameReplaced, this, &LessonsDock::onGameReplaced);
    reloadCourses();
}

LessonsDock::~LessonsDock() = default;

void LessonsDock::reloadCourses() {
    player_.reset();
    playing_.reset();
    lessons_.clear();
    courses_->clear();
    const SituationReadContext context = session_.situationContext();
    for (const RulesetDefinition* ruleset : rulesets_.all()) {
        std::vector<Lesson> course;
        for (const std::string& file : lessonFilesIn(courseFolderOf(*ruleset))) {
            Diagnostics problems;
            if (std::optional<Lesson> lesson = readLessonFile(file, context, problems)) {
                course.push_back(std::move(*lesson));
            }
        }
        if (course.empty()) {
            continue;
        }
        std::stable_sort(course.begin(), course.end(),
                         [](const Lesson& a, const Lesson& b) { return a.order < b.order; });
        auto* top = new QTreeWidgetItem(courses_, {QString::fromStdString(ruleset->name)});
        top->setFlags(top->flags() & ~Qt::ItemIsSelectable);
        for (Lesson& lesson : course) {
            const QString id = QString::fromStdString(lesson.id);
            auto* item = new QTreeWidgetItem(
                top, {QStringLiteral("%1. %2%3")
                          .arg(lesson.order)
                          .arg(QString::fromStdString(lesson.title),
                               completed(id) ? QStringLiteral("  \u2713") : QString())});
            item->setData(0, kLessonRole, id);
            item->setToolTip(0, plainToolTip(QString::fromStdString(lesson.summary)));
            lessons_.push_back(std::move(lesson));
        }
        top->setExpanded(true);
    }
    pages_->setCurrentIndex(0);
    emit highlightChanged(nullptr);
}

std::optional<std::size_t> LessonsDock::indexOf(const QString& lessonId) const {
    for (std::size_t i = 0; i < lessons_.size(); ++i) {
        if (QString::fromStdString(lessons_[i].id) == lessonId) {
            return i;
        }
    }
    return std::nullopt;
}

bool LessonsDock::completed(const QString& lessonId) {
    return QSettings().value(settingsKey(lessonId, "completed"), false).toBool();
}

bool LessonsDock::startLesson(const QString& lessonId, bool resume) {
    const std::optional<std::size_t> index = indexOf(lessonId);
    if (!index) {
        return false;
    }
    // A lesson sets its own moment on the table: a game in hand is asked
    // about first, as opening another file would.
    if (session_.hasGame() && !session_.isLesson() && mayReplace_ && !mayReplace_()) {
        return false;
    }
    playing_ = index;
    player_ = std::make_unique<LessonPlayer>(lessons_[*index]);
    starting_ = true;
    session_.startLesson(lessons_[*index]);
    starting_ = false;
    // Where the player left it: the steps before are done again, as "show me" does them.
    const int reached = resume ? QSettings().value(settingsKey(lessonId, "step"), 0).toInt() : 0;
    showing_ = true;
    while (static_cast<int>(player_->stepIndex()) < reached && !player_->finished()) {
        for (const nlohmann::json& json : player_->step()->showMe) {
            std::string error;
            session_.apply(session_.makeCommand(json, error));
        }
        if (!player_->next()) {
            break;
        }
    }
    showing_ = false;
    stepStart_ = session_.game().cursor();
    pages_->setCurrentIndex(1);
    feedback_->clear();
    show();
    raise();
    showStep();
    return true;
}

void LessonsDock::showStep() {
    const Lesson* current = lesson();
    if (!current || !player_) {
        return;
    }
    title_->setText(QString::fromStdString(current->title));
    if (player_->finished()) {
        progress_->setText(tr("Lesson complete"));
        setMarkdownWithoutHtml(text_,
                               tr("**Well done.** You have finished \"%1\". Choose another lesson "
                                  "from the list, or go on playing from here.")
                                   .arg(QString::fromStdString(current->title)));
        QSettings().setValue(settingsKey(QString::fromStdString(current->id), "completed"), true);
        saveProgress();
        showMe_->setEnabled(false);
        next_->setEnabled(false);
        emit highlightChanged(nullptr);
        return;
    }
    const LessonStep& step = *player_->step();
    progress_->setText(
        tr("Step %1 of %2").arg(player_->stepIndex() + 1).arg(current->steps.size()));
    setMarkdownWithoutHtml(text_, QString::fromStdString(step.text));
    showMe_->setEnabled(!step.showMe.empty() && !player_->mayGoOn());
    next_->setEnabled(player_->mayGoOn());
    next_->setText(player_->stepIndex() + 1 == current->steps.size() ? tr("&Finish") : tr("&Next"));
    saveProgress();
    emit highlightChanged(step.highlight.empty() ? nullptr : &step.highlight);
}

void LessonsDock::saveProgress() const {
    if (const Lesson* current = lesson(); current && player_) {
        QSettings().setValue(settingsKey(QString::fromStdString(current->id), "step"),
                             static_cast<int>(player_->stepIndex()));
    }
}

void LessonsDock::say(const QString& text, bool good) {
    feedback_->setText(text);
    QPalette colours = feedback_->palette();
    colours.setColor(QPalette::WindowText, good ? QColor(20, 110, 40) : QColor(170, 60, 0));
    feedback_->setPalette(colours);
}

QString LessonsDock::feedback() const {
    return feedback_->text();
}

void LessonsDock::showMe() {
    if (!player_ || player_->finished()) {
        return;
    }
    if (player_->step()->expect && player_->mayGoOn()) {
        say(tr("This step is done: press Next."), true);
        return;
    }
    const std::vector<nlohmann::json> commands = player_->step()->showMe;
    showing_ = true;
    // Show me plays the present step only: what the player tried in it is
    // taken back first, so the script neither stumbles on it nor runs on
    // into the next player turn.
    while (session_.game().cursor() > stepStart_ && session_.canUndo()) {
        session_.undo();
    }
    for (const nlohmann::json& json : commands) {
        std::string error;
        std::unique_ptr<Command> command = session_.makeCommand(json, error);
        if (!command) {
            say(QString::fromStdString(error), false);
            break;
        }
        session_.apply(std::move(command));
    }
    showing_ = false;
    showStep();
}

void LessonsDock::next() {
    if (player_ && player_->next()) {
        stepStart_ = session_.game().cursor();
        feedback_->clear();
        showStep();
    }
}

void LessonsDock::restart() {
    if (const Lesson* current = lesson()) {
        startLesson(QString::fromStdString(current->id), false);
    }
}

void LessonsDock::backToCourses() {
    const QString shown = lesson() ? QString::fromStdString(lesson()->id) : QString();
    player_.reset();
    playing_.reset();
    reloadCourses();
    for (QTreeWidgetItemIterator it(courses_); *it; ++it) {
        if ((*it)->data(0, kLessonRole).toString() == shown) {
            courses_->setCurrentItem(*it);
        }
    }
}

void LessonsDock::onChanged(const GameChange& change) {
    if (!player_ || !session_.hasGame() || change.kind == GameChange::Kind::Undone) {
        return;
    }
    const Game& game = session_.game();
    if (game.cursor() == 0) {
        return;
    }
    const LessonReply reply =
        player_->observe(game.command(game.cursor() - 1).toJson(), session_.state());
    if (!reply.text.empty()) {
        say(QString::fromStdString(reply.text), reply.completed);
    }
    if (!showing_) {
        showStep();
    }
}

void LessonsDock::onRefused(const QString& reason) {
    if (player_ && !player_->finished()) {
        say(QString::fromStdString(player_->refused(reason.toStdString()).text), false);
    }
}

void LessonsDock::onGameReplaced() {
    // Another game opened: the lesson is over, its highlight goes.
    if (!starting_ && player_) {
        player_.reset();
        playing_.reset();
        pages_->setCurrentIndex(0);
        emit highlightChanged(nullptr);
    }
}

}  // namespace adjutant::ui
