#include "ui/docks/ReferenceDock.h"
#include "ui/widgets/PlainText.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include "core/rules/ReferenceTables.h"
#include "core/rules/RulesetDefinition.h"

namespace adjutant::ui {

namespace {

constexpr int kIdRole = Qt::UserRole;

// The heading's words as the document shows them once Markdown is read.
QString headingText(const ReferenceSection& section) {
    return section.glossary ? QString::fromStdString(section.title)
                            : QString::fromStdString(section.id + " " + section.title).trimmed();
}

}  // namespace

ReferenceDock::ReferenceDock(QWidget* parent) : QDockWidget(tr("Rules reference"), parent) {
    setObjectName(QStringLiteral("referenceDock"));
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* searchRow = new QHBoxLayout();
    search_ = new QLineEdit(body);
    search_->setObjectName(QStringLiteral("referenceSearch"));
    search_->setPlaceholderText(tr("Search the rules, or type a section (15.4) or a term"));
    search_->setClearButtonEnabled(true);
    searchRow->addWidget(search_, 1);
    layout->addLayout(searchRow);
    status_ = new QLabel(body);
    status_->setWordWrap(true);
    status_->setForegroundRole(QPalette::PlaceholderText);
    layout->addWidget(status_);

    auto* split = new QSplitter(Qt::Horizontal, body);
    contents_ = new QTreeWidget(split);
    contents_->setObjectName(QStringLiteral("referenceContents"));
    contents_->setHeaderHidden(true);
    contents_->setUniformRowHeights(true);
    browser_ = new QTextBrowser(split);
    browser_->setObjectName(QStringLiteral("referenceBrowser"));
    browser_->setOpenLinks(false);
    split->addWidget(contents_);
    split->addWidget(browser_);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    setWidget(body);

    connect(contents_, &QTreeWidget::itemClicked, this,
            [this](QTreeWidgetItem* item) { onContentsClicked(item); });
    connect(search_, &QLineEdit::returnPressed, this, [this] {
        const QString text = search_->text().trimmed();
        // A section number or a term of the glossary goes straight to it.
        if (!text.isEmpty() && !showSection(text)) {
            find(text);
        }
    });
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QStringLiteral("rule")) {
            showSection(url.path());
        }
    });
    setRuleset(nullptr);
}

void ReferenceDock::setRuleset(const RulesetDefinition* ruleset) {
    const QString id = ruleset ? QString::fromStdString(ruleset->id) : QString();
    if (id == rulesetId_ && reference_) {
        return;
    }
    rulesetId_ = id;
    reference_.reset();
    shown_.clear();
    if (ruleset) {
        Diagnostics problems;
        // Its tables are drawn from this ruleset, house rules included.
        reference_ = loadRulesReference(*ruleset, resourceFolderOf(*ruleset), problems,
                                        shippedFolder_.toStdString());
        if (!reference_) {
            status_->setText(QString::fromStdString(problems.toString()).trimmed());
        } else {
            status_->setText(tr("%1: click a section, or a rule number in an explanation.")
                                 .arg(QString::fromStdString(ruleset->name)));
        }
    } else {
        status_->setText(tr("Open a game to read its rules."));
    }
    setMarkdownWithoutHtml(browser_,
                           reference_ ? QString::fromStdString(reference_->markdown()) : QString());
    fillContents();
}

void ReferenceDock::fillContents() {
    contents_->clear();
    if (!reference_) {
        return;
    }
    QList<QPair<int, QTreeWidgetItem*>> parents;  // (level, item), innermost last
    QTreeWidgetItem* glossary = nullptr;
    for (const ReferenceSection& section : reference_->sections()) {
        const QString text = headingText(section);
        QTreeWidgetItem* item = nullptr;
        if (section.glossary) {
            if (!glossary) {
                glossary = new QTreeWidgetItem(contents_, {tr("Glossary")});
            }
            item = new QTreeWidgetItem(glossary, {text});
        } else {
            while (!parents.isEmpty() && parents.last().first >= section.level) {
                parents.removeLast();
            }
            item = parents.isEmpty() ? new QTreeWidgetItem(contents_, {text})
                                     : new QTreeWidgetItem(parents.last().second, {text});
            parents.append({section.level, item});
        }
        item->setData(0, kIdRole, QString::fromStdString(section.id));
        item->setToolTip(0, text);
    }
}

void ReferenceDock::onContentsClicked(QTreeWidgetItem* item) {
    const QString id = item->data(0, kIdRole).toString();
    if (!id.isEmpty()) {
        showSection(id);
    }
}

bool ReferenceDock::scrollToHeading(const ReferenceSection& section) {
    const QString wanted = headingText(section);
    QTextDocument* document = browser_->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() > 0 && block.text().trimmed() == wanted) {
            QTextCursor cursor(block);
            browser_->setTextCursor(cursor);
            // Put the heading at the top rather than anywhere in view.
            browser_->verticalScrollBar()->setValue(browser_->verticalScrollBar()->maximum());
            browser_->ensureCursorVisible();
            return true;
        }
    }
    return false;
}

bool ReferenceDock::showSection(const QString& idOrTerm) {
    if (!reference_) {
        return false;
    }
    const ReferenceSection* section = reference_->find(idOrTerm.toStdString());
    if (!section || !scrollToHeading(*section)) {
        status_->setText(tr("No section \"%1\" in this reference.").arg(idOrTerm));
        return false;
    }
    shown_ = QString::fromStdString(section->id);
    status_->setText(headingText(*section));
    for (QTreeWidgetItemIterator it(contents_); *it; ++it) {
        if ((*it)->data(0, kIdRole).toString() == shown_) {
            contents_->setCurrentItem(*it);
            contents_->scrollToItem(*it);
            break;
        }
    }
    show();
    raise();
    return true;
}

bool ReferenceDock::find(const QString& text) {
    if (text.isEmpty()) {
        return false;
    }
    if (browser_->find(text)) {
        status_->clear();
        return true;
    }
    // From the top again.
    browser_->moveCursor(QTextCursor::Start);
    const bool found = browser_->find(text);
    status_->setText(found ? tr("Searched again from the top.")
                           : tr("\"%1\" is not in this reference.").arg(text));
    return found;
}

}  // namespace adjutant::ui
