#include "ui/window/RecoverDialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "ui/files/AutosaveList.h"

namespace adjutant::ui {

RecoverDialog::RecoverDialog(const QString& autosaveFolder, QWidget* parent)
    : QDialog(parent), folder_(autosaveFolder) {
    setWindowTitle(tr("Recover a game"));
    auto* intro =
        new QLabel(tr("Games that were never saved are kept here while they are played. These were "
                      "not closed normally; open one to play on, then save it where you like."),
                   this);
    intro->setWordWrap(true);
    list_ = new QTreeWidget(this);
    list_->setObjectName("autosaveList");
    list_->setRootIsDecorated(false);
    list_->setHeaderLabels({tr("Scenario"), tr("Last change"), tr("Changes")});
    list_->header()->setStretchLastSection(false);
    list_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    list_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    open_ = buttons->addButton(tr("&Open"), QDialogButtonBox::AcceptRole);
    remove_ = buttons->addButton(tr("&Delete"), QDialogButtonBox::DestructiveRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(open_, &QPushButton::clicked, this, [this] {
        chosen_ = selectedPath();
        if (!chosen_.isEmpty()) {
            accept();
        }
    });
    connect(remove_, &QPushButton::clicked, this, &RecoverDialog::removeSelected);
    connect(list_, &QTreeWidget::itemDoubleClicked, open_, &QPushButton::click);
    connect(list_, &QTreeWidget::itemSelectionChanged, this, [this] {
        open_->setEnabled(!selectedPath().isEmpty());
        remove_->setEnabled(!selectedPath().isEmpty());
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(list_);
    auto* where = new QLabel(tr("Folder: %1").arg(QDir::toNativeSeparators(folder_)), this);
    where->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(where);
    layout->addWidget(buttons);
    resize(640, 360);
    fill();
}

int RecoverDialog::count() const {
    return list_->topLevelItemCount();
}

void RecoverDialog::fill() {
    list_->clear();
    for (const Autosave& autosave : listAutosaves(folder_)) {
        auto* item = new QTreeWidgetItem(
            list_, {autosave.title, QLocale().toString(autosave.changed, QLocale::ShortFormat),
                    QLocale().toString(autosave.entries)});
        item->setData(0, Qt::UserRole, autosave.path);
        item->setToolTip(0, QDir::toNativeSeparators(autosave.path));
    }
    if (list_->topLevelItemCount() > 0) {
        list_->setCurrentItem(list_->topLevelItem(0));
    }
    open_->setEnabled(!selectedPath().isEmpty());
    remove_->setEnabled(!selectedPath().isEmpty());
}

QString RecoverDialog::selectedPath() const {
    const QTreeWidgetItem* item = list_->currentItem();
    return item ? item->data(0, Qt::UserRole).toString() : QString();
}

void RecoverDialog::removeSelected() {
    const QString path = selectedPath();
    if (path.isEmpty()) {
        return;
    }
    const auto answer =
        QMessageBox::question(this, tr("Delete the autosave"),
                              tr("Delete this game for good? It was never saved anywhere else."));
    if (answer == QMessageBox::Yes) {
        QFile::remove(path);
        fill();
    }
}

}  // namespace adjutant::ui
