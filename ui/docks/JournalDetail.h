#pragma once

#include <QModelIndex>
#include <QString>
#include <QTextBrowser>

namespace adjutant::ui {

/// The chosen journal row written out in full under the tree: the event, then
/// every term of its explanation at every depth, indented, each with its value
/// and the rule it comes from. The tree's columns are narrow in a dock; this is
/// where a player reads why a shot or a test came out as it did.
///
/// It reads only the model's display data, so it shows any row of any depth.
class JournalDetail : public QTextBrowser {
    Q_OBJECT

  public:
    explicit JournalDetail(QWidget* parent = nullptr);

    /// Shows this row and everything under it; an invalid index clears the pane.
    void showRow(const QModelIndex& index);

    /// Small by default: the tree is what the dock is for; the player drags
    /// the divider up to read a long explanation.
    QSize sizeHint() const override { return {240, 110}; }
    QSize minimumSizeHint() const override { return {120, 48}; }

    /// The same text as HTML, for the pane and for tests; every section
    /// number in it is a link "rule:15.4".
    static QString html(const QModelIndex& index);

  signals:
    /// A section number was clicked: open the rules reference at it.
    void ruleRequested(const QString& section);
};

}  // namespace adjutant::ui
