#include "ui/docks/BriefingDock.h"

#include <QPushButton>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace adjutant::ui {

BriefingDock::BriefingDock(QWidget* parent) : QDockWidget(tr("Briefing"), parent) {
    setObjectName(QStringLiteral("briefingDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(6, 6, 6, 6);
    browser_ = new QTextBrowser(body);
    browser_->setObjectName(QStringLiteral("briefingText"));
    browser_->setOpenLinks(false);
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QStringLiteral("objective")) {
            emit objectiveRequested(url.path());
        }
    });
    layout->addWidget(browser_, 1);
    begin_ = new QPushButton(tr("Begin the battle"), body);
    begin_->setObjectName(QStringLiteral("beginBattle"));
    begin_->setToolTip(tr("Start bound 1; the briefing stays in its tab"));
    begin_->hide();
    connect(begin_, &QPushButton::clicked, this, [this] {
        setWaitingToBegin(false);
        emit begun();
    });
    layout->addWidget(begin_);
    setWidget(body);
}

void BriefingDock::setBriefing(const QString& html) {
    browser_->setHtml(html);
}

QString BriefingDock::text() const {
    return browser_->toPlainText();
}

void BriefingDock::setWaitingToBegin(bool waiting) {
    waiting_ = waiting;
    begin_->setVisible(waiting);
    if (waiting) {
        begin_->setDefault(true);
    }
}

}  // namespace adjutant::ui
