#include "ui/start/StartPage.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "core/io/ScenarioReader.h"
#include "core/json/JsonFile.h"
#include "core/rules/RulesetRegistry.h"
#include "ui/start/ScenarioCard.h"
#include "ui/start/ScenarioThumbnail.h"

namespace adjutant::ui {

namespace {

constexpr int kCardWidth = 470;       // a card's width in the grid, pixels
constexpr int kSidePanelWidth = 280;  // the courses and saved games
constexpr const char* kPlayersKey = "start/players";

std::optional<nlohmann::json> readJson(const QString& path, bool firstLineOnly) {
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        return std::nullopt;
    }
    // Never more than the most such a file holds: a card is not worth reading
    // a damaged gigabyte for.
    if (!firstLineOnly && file.size() > static_cast<qint64>(limits::kMaxJsonFileBytes)) {
        return std::nullopt;
    }
    const QByteArray text = firstLineOnly
                                ? file.readLine(static_cast<qint64>(limits::kMaxSavedGameLineBytes))
                                : file.read(static_cast<qint64>(limits::kMaxJsonFileBytes));
    // A file that cannot be read simply gets no card: the library says why.
    Diagnostics ignored;
    std::optional<nlohmann::json> json =
        parseJsonText(text.toStdString(), path.toStdString(), ignored);
    if (!json || !json->is_object()) {
        return std::nullopt;
    }
    return json;
}

QString stringOf(const nlohmann::json& json, const char* key) {
    const auto found = json.find(key);
    return found != json.end() && found->is_string()
               ? QString::fromStdString(found->get<std::string>())
               : QString();
}

// The last status a game between two people's record holds ("Your move: bound
// 3, Other movement"), read from its end only: records of large battles are long.
QString twoPlayerStatusOf(const QString& path) {
    QFile file(path);
    if (!QFileInfo(path).isFile() || !file.open(QIODevice::ReadOnly)) {
        return {};
    }
    file.seek(std::max<qint64>(0, file.size() - 256 * 1024));
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        if (!it->contains("\"private\":\"status\"")) {
            continue;
        }
        Diagnostics ignored;
        const std::optional<nlohmann::json> json =
            parseJsonText(it->toStdString(), path.toStdString(), ignored);
        if (json && json->is_object()) {
            return stringOf(*json, "text");
        }
    }
    return {};
}

bool isScenario(const QString& path) {
    return path.endsWith(QStringLiteral(".scenario.json"), Qt::CaseInsensitive);
}

// The scenario files in a folder, by name.
QStringList scenariosIn(const QString& folder) {
    if (folder.isEmpty()) {
        return {};
    }
    QStringList files;
    const QFileInfoList found =
        QDir(folder).entryInfoList({QStringLiteral("*.scenario.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo& info : found) {
        files << info.absoluteFilePath();
    }
    return files;
}

}  // namespace

StartPage::StartPage(const RulesetRegistry& rulesets, QWidget* parent)
    : QWidget(parent), rulesets_(rulesets) {
    setObjectName(QStringLiteral("startPage"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 12, 16, 12);

    auto* top = new QHBoxLayout;
    auto* heading = new QLabel(tr("Choose a battle"), this);
    QFont big = heading->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.5);
    heading->setFont(big);
    top->addWidget(heading);
    top->addStretch(1);
    auto* library = new QPushButton(tr("Library..."), this);
    library->setObjectName(QStringLiteral("library"));
    library->setToolTip(
        tr("Every scenario and ruleset found, where each comes from, and the files left out"));
    connect(library, &QPushButton::clicked, this, &StartPage::libraryRequested);
    top->addWidget(library);
    auto* twoPlayers = new QPushButton(tr("Two players..."), this);
    twoPlayers->setObjectName(QStringLiteral("twoPlayers"));
    twoPlayers->setToolTip(tr("Play another person: on this screen, by file, or live"));
    connect(twoPlayers, &QPushButton::clicked, this, [this] { emit twoPlayersRequested({}); });
    top->addWidget(twoPlayers);
    auto* openFile = new QPushButton(tr("Open a file..."), this);
    openFile->setObjectName(QStringLiteral("openFile"));
    openFile->setToolTip(tr("Start a game on another scenario file, or continue a saved game"));
    connect(openFile, &QPushButton::clicked, this, &StartPage::openFileRequested);
    top->addWidget(openFile);
    back_ = new QPushButton(tr("Back to the game"), this);
    back_->setObjectName(QStringLiteral("backToGame"));
    back_->hide();
    connect(back_, &QPushButton::clicked, this, &StartPage::backRequested);
    top->addWidget(back_);
    layout->addLayout(top);

    auto* body = new QHBoxLayout;
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("cards"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    cardsHolder_ = new QWidget;
    cardsGrid_ = new QGridLayout(cardsHolder_);
    cardsGrid_->setContentsMargins(0, 0, 8, 0);
    cardsGrid_->setSpacing(10);
    scroll->setWidget(cardsHolder_);
    body->addWidget(scroll, 1);

    auto* sideHolder = new QWidget(this);
    sideHolder->setFixedWidth(kSidePanelWidth);
    side_ = new QVBoxLayout(sideHolder);
    side_->setContentsMargins(0, 0, 0, 0);
    body->addWidget(sideHolder);
    layout->addLayout(body, 1);
}

void StartPage::setFolders(const UserFolders& folders) {
    folders_ = folders;
    lessonFolder_ = folders.shipped.isEmpty()
                        ? QString()
                        : QDir(folders.shipped).filePath(QStringLiteral("lessons"));
}

void StartPage::setLessonFolder(const QString& folder) {
    lessonFolder_ = folder;
}

void StartPage::setRecentFiles(const QStringList& files) {
    recent_ = files;
}

void StartPage::setGameOpen(bool open) {
    back_->setVisible(open);
}

ScenarioCard* StartPage::card(const QString& path) const {
    const QString wanted = QFileInfo(path).absoluteFilePath();
    for (ScenarioCard* each : cards_) {
        if (each->path() == wanted) {
            return each;
        }
    }
    return nullptr;
}

QStringList StartPage::courses() const {
    return lessons_.keys();
}

int StartPage::lessonCount(const QString& rulesetId) const {
    return lessons_.value(rulesetId, 0);
}

void StartPage::refresh() {
    qDeleteAll(cards_);
    cards_.clear();
    tutorials_.clear();
    columns_ = 0;
    const SidePlayers players = rememberedPlayers();

    QStringList files = scenariosIn(folders_.shippedScenarios());
    const int shipped = static_cast<int>(files.size());
    for (const QString& own : scenariosIn(folders_.scenarios())) {
        if (!files.contains(own)) {
            files << own;
        }
    }
    savedGames_.clear();
    for (const QString& path : recent_) {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (!QFileInfo::exists(absolute) || files.contains(absolute)) {
            continue;
        }
        (isScenario(absolute) ? files : savedGames_) << absolute;
    }
    for (int i = 0; i < files.size(); ++i) {
        Diagnostics ignored;  // a scenario that cannot be read has no card
        const std::optional<Scenario> scenario =
            readScenarioFile(files[i].toStdString(), rulesets_, ignored);
        if (!scenario) {
            continue;
        }
        const RulesetDefinition* ruleset = rulesets_.find(scenario->ruleset);
        const bool own = folders_.originOf(files[i]) == UserFolders::Origin::Player;
        auto* card = new ScenarioCard(files[i], ScenarioFacts::of(*scenario, ruleset),
                                      i < shipped ? QString()
                                      : own       ? tr("in your folder")
                                                  : tr("opened lately"),
                                      cardsHolder_);
        card->setPlayers(players);
        card->setMinimumWidth(kCardWidth - 40);
        connect(card, &ScenarioCard::playRequested, this,
                [this](const QString& path, const SidePlayers& chosen) {
                    rememberPlayers(chosen);
                    emit playRequested(path, chosen);
                });
        connect(card, &ScenarioCard::playWithHouseRulesRequested, this,
                [this](const QString& path, const SidePlayers& chosen) {
                    rememberPlayers(chosen);
                    emit playWithHouseRulesRequested(path, chosen);
                });
        cards_ << card;
        const QString id = QString::fromStdString(scenario->ruleset);
        if (i < shipped && !tutorials_.contains(id) &&
            QFileInfo(files[i]).fileName().contains(QStringLiteral("tutorial"))) {
            tutorials_.insert(id, files[i]);
        }
    }
    // Tutorials lead: they are where a new player starts.
    std::stable_sort(cards_.begin(), cards_.end(), [this](ScenarioCard* a, ScenarioCard* b) {
        return tutorials_.key(a->path()).isEmpty() < tutorials_.key(b->path()).isEmpty();
    });

    lessons_.clear();
    for (const RulesetDefinition* ruleset : rulesets_.all()) {
        const QString id = QString::fromStdString(ruleset->id);
        const QDir folder(QDir(lessonFolder_).filePath(id));
        lessons_.insert(
            id, lessonFolder_.isEmpty()
                    ? 0
                    : static_cast<int>(
                          folder.entryList({QStringLiteral("*.lesson.json")}, QDir::Files).size()));
    }
    delete courses_;
    delete continuing_;
    courses_ = makeCoursePanel();
    continuing_ = makeContinuePanel();
    side_->addWidget(courses_);
    side_->addWidget(continuing_, 1);
    layOutCards();
    if (isVisible()) {
        QTimer::singleShot(0, this, &StartPage::drawNextThumbnail);
    }
}

QWidget* StartPage::makeCoursePanel() {
    auto* box = new QGroupBox(tr("Learn the rules"));
    box->setObjectName(QStringLiteral("courses"));
    auto* layout = new QVBoxLayout(box);
    for (const RulesetDefinition* ruleset : rulesets_.all()) {
        const QString id = QString::fromStdString(ruleset->id);
        auto* name = new QLabel(
            QStringLiteral("<b>%1</b>").arg(QString::fromStdString(ruleset->name).toHtmlEscaped()),
            box);
        name->setWordWrap(true);
        layout->addWidget(name);
        auto* row = new QHBoxLayout;
        const int count = lessons_.value(id);
        auto* lessons = new QPushButton(count == 1  ? tr("1 lesson")
                                        : count > 1 ? tr("%1 lessons").arg(count)
                                                    : tr("Lessons"),
                                        box);
        lessons->setObjectName(QStringLiteral("lessons-%1").arg(id));
        lessons->setEnabled(count > 0);
        lessons->setToolTip(count > 0 ? tr("Learn %1 step by step on the table")
                                            .arg(QString::fromStdString(ruleset->name))
                                      : tr("No lessons are installed for this ruleset"));
        connect(lessons, &QPushButton::clicked, this, [this, id] { emit lessonsRequested(id); });
        row->addWidget(lessons);
        if (const QString tutorial = tutorials_.value(id); !tutorial.isEmpty()) {
            auto* first = new QPushButton(tr("First game"), box);
            first->setObjectName(QStringLiteral("tutorial-%1").arg(id));
            first->setToolTip(tr("A small game to start with: %1")
                                  .arg(card(tutorial) ? card(tutorial)->facts().title : tutorial));
            connect(first, &QPushButton::clicked, this, [this, tutorial] {
                if (ScenarioCard* found = card(tutorial)) {
                    found->playButton()->click();
                }
            });
            row->addWidget(first);
        }
        layout->addLayout(row);
    }
    return box;
}

QWidget* StartPage::makeContinuePanel() {
    auto* box = new QGroupBox(tr("Continue a game"));
    box->setObjectName(QStringLiteral("continue"));
    auto* layout = new QVBoxLayout(box);
    auto* list = new QListWidget(box);
    list->setObjectName(QStringLiteral("savedGames"));
    list->setWordWrap(true);
    for (const QString& path : savedGames_) {
        const std::optional<nlohmann::json> header = readJson(path, true);
        QString title;
        if (header && header->contains("scenario") && (*header)["scenario"].is_object()) {
            title = stringOf((*header)["scenario"], "title");
        }
        // A game between two people: its scenario is in its description, and
        // the record's last status says whose move it is.
        QString status;
        if (header && header->contains("match") && (*header)["match"].is_object() &&
            (*header)["match"].contains("scenario") && (*header)["match"]["scenario"].is_object()) {
            title = stringOf((*header)["match"]["scenario"], "title");
            status = twoPlayerStatusOf(path);
        }
        const QFileInfo info(path);
        QString text = tr("%1\n%2, %3")
                           .arg(title.isEmpty() ? info.fileName() : title, info.fileName(),
                                QLocale().toString(info.lastModified(), QLocale::ShortFormat));
        if (!status.isEmpty()) {
            text += '\n' + status;
        }
        auto* item = new QListWidgetItem(text, list);
        item->setData(Qt::UserRole, path);
        item->setToolTip(QDir::toNativeSeparators(path));
    }
    if (savedGames_.isEmpty()) {
        auto* none = new QListWidgetItem(tr("No saved games opened lately"), list);
        none->setFlags(Qt::NoItemFlags);
    }
    connect(list, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
        const QString path = item->data(Qt::UserRole).toString();
        if (!path.isEmpty()) {
            emit continueRequested(path);
        }
    });
    layout->addWidget(list);
    return box;
}

void StartPage::layOutCards() {
    const int room = std::max(1, width() - kSidePanelWidth - 60);
    const int columns = std::max(1, room / kCardWidth);
    if (columns == columns_ && cardsGrid_->count() == cards_.size()) {
        return;
    }
    columns_ = columns;
    while (QLayoutItem* item = cardsGrid_->takeAt(0)) {
        delete item;
    }
    for (int row = 0; row < cardsGrid_->rowCount(); ++row) {
        cardsGrid_->setRowStretch(row, 0);
    }
    for (int i = 0; i < cards_.size(); ++i) {
        cardsGrid_->addWidget(cards_[i], i / columns, i % columns);
    }
    // The cards keep their height and gather at the top.
    cardsGrid_->setRowStretch(static_cast<int>((cards_.size() + columns - 1) / columns), 1);
}

void StartPage::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    layOutCards();
}

void StartPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    QTimer::singleShot(0, this, &StartPage::drawNextThumbnail);
}

void StartPage::drawNextThumbnail() {
    for (ScenarioCard* each : cards_) {
        if (each->hasThumbnail()) {
            continue;
        }
        Diagnostics ignored;
        const std::optional<Scenario> scenario =
            readScenarioFile(each->path().toStdString(), rulesets_, ignored);
        const RulesetDefinition* ruleset = scenario ? rulesets_.find(scenario->ruleset) : nullptr;
        QImage image;
        if (ruleset) {
            image = scenarioThumbnail(*scenario, *ruleset, QFileInfo(each->path()).absolutePath(),
                                      QSize(210, 150), devicePixelRatioF());
        }
        if (image.isNull()) {
            image = QImage(1, 1, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::transparent);
        }
        each->setThumbnail(image);
        // One at a time, so the page answers while the rest are drawn.
        QTimer::singleShot(0, this, &StartPage::drawNextThumbnail);
        return;
    }
}

void StartPage::drawThumbnails() {
    while (std::any_of(cards_.begin(), cards_.end(),
                       [](const ScenarioCard* each) { return !each->hasThumbnail(); })) {
        drawNextThumbnail();
    }
}

void StartPage::rememberPlayers(const SidePlayers& players) {
    QStringList choice;
    for (const auto& player : players) {
        choice << (player ? QString::number(static_cast<int>(player->difficulty)) : QString());
    }
    QSettings().setValue(kPlayersKey, choice);
}

SidePlayers StartPage::rememberedPlayers() const {
    SidePlayers players;
    // A first game: the player takes the first side against a steady computer.
    players[1] = CommanderSettings{Difficulty::Steady, 1};
    const QStringList choice = QSettings().value(kPlayersKey).toStringList();
    for (int side = 0; side < choice.size() && side < 2; ++side) {
        bool number = false;
        const int difficulty = choice[side].toInt(&number);
        const bool known = number && difficulty >= static_cast<int>(Difficulty::Novice) &&
                           difficulty <= static_cast<int>(Difficulty::Veteran);
        players[static_cast<std::size_t>(side)] =
            known ? std::optional<CommanderSettings>(
                        CommanderSettings{static_cast<Difficulty>(difficulty), 1})
                  : std::nullopt;
    }
    return players;
}

}  // namespace adjutant::ui
