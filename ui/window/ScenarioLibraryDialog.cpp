#include "ui/window/ScenarioLibraryDialog.h"

#include <algorithm>

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QUrl>
#include <QVBoxLayout>

namespace adjutant::ui {

namespace {

QTreeWidget* makeList(const QStringList& headers, QWidget* parent) {
    auto* list = new QTreeWidget(parent);
    list->setRootIsDecorated(false);
    list->setHeaderLabels(headers);
    // The title takes what the ruleset and the origin, shown whole, leave.
    list->header()->setStretchLastSection(false);
    list->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    return list;
}

}  // namespace

ScenarioLibraryDialog::ScenarioLibraryDialog(const ScenarioLibrary& library,
                                             const UserFolders& folders, QWidget* parent)
    : QDialog(parent), folders_(folders) {
    setWindowTitle(tr("New game"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Choose the scenario to play:"), this));
    scenarios_ = makeList({tr("Scenario"), tr("Ruleset"), tr("From")}, this);
    scenarios_->setObjectName("scenarioList");
    for (const LibraryEntry& entry : library.scenarios) {
        auto* item = new QTreeWidgetItem(scenarios_, {entry.title, entry.ruleset, entry.origin});
        item->setData(0, Qt::UserRole, entry.path);
        item->setData(1, Qt::UserRole, entry.briefing);
        item->setToolTip(0, QDir::toNativeSeparators(entry.path));
    }
    // Beside the list, the chosen scenario's briefing.
    briefing_ = new QTextBrowser(this);
    briefing_->setObjectName("scenarioBriefing");
    briefing_->setOpenLinks(false);
    connect(scenarios_, &QTreeWidget::currentItemChanged, briefing_,
            [this](const QTreeWidgetItem* item) {
                briefing_->setHtml(item ? item->data(1, Qt::UserRole).toString() : QString());
            });
    if (scenarios_->topLevelItemCount() > 0) {
        scenarios_->setCurrentItem(scenarios_->topLevelItem(0));
    }
    auto* split = new QSplitter(this);
    split->addWidget(scenarios_);
    split->addWidget(briefing_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 3);

    layout->addWidget(new QLabel(tr("Rulesets:"), this));
    rulesets_ = makeList({tr("Ruleset"), tr("From")}, this);
    rulesets_->setObjectName("rulesetList");
    for (const LibraryEntry& entry : library.rulesets) {
        auto* item = new QTreeWidgetItem(rulesets_, {entry.title, entry.origin});
        item->setToolTip(0, QDir::toNativeSeparators(entry.path));
    }
    layout->addWidget(rulesets_, 1);

    QStringList skipped;
    for (const LibraryEntry& entry : library.skipped) {
        skipped << tr("%1 (%2) was left out: %3")
                       .arg(entry.title, entry.origin, entry.problem)
                       .toHtmlEscaped();
    }
    warnings_ = new QLabel(this);
    warnings_->setObjectName("libraryWarnings");
    warnings_->setWordWrap(true);
    warnings_->setTextFormat(Qt::RichText);
    warnings_->setText(
        skipped.isEmpty()
            ? QString()
            : QStringLiteral("<b>%1</b><br>%2").arg(tr("Warning:"), skipped.join("<br>")));
    warnings_->setVisible(!skipped.isEmpty());
    layout->addWidget(warnings_);

    auto* hint = new QLabel(tr("Your own scenarios and house-rules rulesets go in %1 and %2.")
                                .arg(QDir::toNativeSeparators(folders_.scenarios()),
                                     QDir::toNativeSeparators(folders_.rulesets())),
                            this);
    hint->setWordWrap(true);
    hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(hint);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton* start = buttons->addButton(tr("&Start"), QDialogButtonBox::AcceptRole);
    start->setDefault(true);
    QPushButton* other = buttons->addButton(tr("Other &file..."), QDialogButtonBox::ActionRole);
    QPushButton* folder = buttons->addButton(tr("Open your &folder"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(start, &QPushButton::clicked, this, [this] {
        if (const QTreeWidgetItem* item = scenarios_->currentItem()) {
            chosen_ = item->data(0, Qt::UserRole).toString();
            accept();
        }
    });
    connect(scenarios_, &QTreeWidget::itemDoubleClicked, start, &QPushButton::click);
    connect(other, &QPushButton::clicked, this, &ScenarioLibraryDialog::chooseOtherFile);
    connect(folder, &QPushButton::clicked, this, &ScenarioLibraryDialog::openPlayerFolder);
    layout->addWidget(buttons);
    // Roomy on a desktop screen, never wider or taller than a small one
    // (a 1024 x 600 netbook): the lists scroll and the briefing wraps.
    const QScreen* screen =
        parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize room = screen ? screen->availableSize() * 9 / 10 : QSize(1040, 600);
    setMinimumSize(0, 0);
    resize(std::min(1040, room.width()), std::min(600, room.height()));
}

void ScenarioLibraryDialog::chooseOtherFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("New game on a scenario"), folders_.scenarios(),
                                     tr("Scenarios (*.scenario.json);;All files (*)"));
    if (!path.isEmpty()) {
        chosen_ = path;
        accept();
    }
}

void ScenarioLibraryDialog::openPlayerFolder() {
    // Made on first use, with the two folders a player puts files in.
    QDir().mkpath(folders_.scenarios());
    QDir().mkpath(folders_.rulesets());
    QDesktopServices::openUrl(QUrl::fromLocalFile(folders_.data));
}

}  // namespace adjutant::ui
