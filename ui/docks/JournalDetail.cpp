#include "ui/docks/JournalDetail.h"

#include <QAbstractItemModel>

#include "ui/docks/ExplanationText.h"
#include "ui/docks/JournalModel.h"

namespace adjutant::ui {

namespace {

// Deep trees (a melee with its rounds) stay readable with a small step.
constexpr int kIndentPixels = 14;
// A journal row holds at most a few hundred terms; this bounds a malformed one.
constexpr int kMostRows = 2000;

QString cellText(const QModelIndex& row, int column) {
    return row.siblingAtColumn(column).data(Qt::DisplayRole).toString().toHtmlEscaped();
}

// The rule cell with each section number a link into the rules reference.
QString ruleLinks(const QModelIndex& row) {
    return ruleLinksHtml(row.siblingAtColumn(JournalModel::kRuleColumn)
                             .data(Qt::DisplayRole)
                             .toString()
                             .toStdString());
}

void appendTerms(const QModelIndex& parent, int depth, QString& html, int& rows) {
    const QAbstractItemModel* model = parent.model();
    for (int i = 0; i < model->rowCount(parent) && rows < kMostRows; ++i, ++rows) {
        const QModelIndex term = model->index(i, JournalModel::kEventColumn, parent);
        html += QStringLiteral(
                    "<tr><td style=\"padding-left:%1px\">%2</td>"
                    "<td align=\"right\">&nbsp;%3&nbsp;</td><td>%4</td></tr>")
                    .arg(depth * kIndentPixels)
                    .arg(cellText(term, JournalModel::kEventColumn),
                         cellText(term, JournalModel::kValueColumn), ruleLinks(term));
        appendTerms(term, depth + 1, html, rows);
    }
}

}  // namespace

JournalDetail::JournalDetail(QWidget* parent) : QTextBrowser(parent) {
    setObjectName(QStringLiteral("journalDetail"));
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
        if (url.scheme() == QStringLiteral("rule")) {
            emit ruleRequested(url.path());
        }
    });
    setPlaceholderText(tr("Choose a row of the journal to read it in full."));
}

void JournalDetail::showRow(const QModelIndex& index) {
    if (!index.isValid()) {
        clear();
        return;
    }
    setHtml(html(index));
}

QString JournalDetail::html(const QModelIndex& index) {
    if (!index.isValid()) {
        return {};
    }
    const QModelIndex row = index.siblingAtColumn(JournalModel::kEventColumn);
    QString html = QStringLiteral("<p><b>%1</b>").arg(cellText(row, JournalModel::kEventColumn));
    const QString value = cellText(row, JournalModel::kValueColumn);
    const QString rule = ruleLinks(row);
    if (!value.isEmpty()) {
        html += QStringLiteral(" = %1").arg(value);
    }
    if (!rule.isEmpty()) {
        html += QStringLiteral(" <i>(%1)</i>").arg(rule);
    }
    html += QStringLiteral("</p>");
    if (row.model()->rowCount(row) > 0) {
        html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
        int rows = 0;
        appendTerms(row, 0, html, rows);
        html += QStringLiteral("</table>");
    }
    return html;
}

}  // namespace adjutant::ui
