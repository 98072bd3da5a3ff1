#pragma once

#include <QString>

class QMessageBox;
class QTextEdit;
class QWidget;

namespace adjutant::ui {

/// Text from a file (a name, a title, a summary) as a tooltip shows it
/// literally: Qt takes a tooltip that looks like HTML for HTML, so one that
/// does is escaped and marked as rich text; any other comes back as it was.
QString plainToolTip(const QString& text);

/// Shows Markdown from a file (a lesson's steps, a rules reference) in the
/// GitHub dialect the files are written in, with any HTML in it shown as the
/// text it is, never read as markup (no pictures, links or styles of its own).
void setMarkdownWithoutHtml(QTextEdit* edit, const QString& markdown);

/// Every text of a message box (its text, informative and detailed text)
/// shown as plain text: a problem quotes values from a file.
void makeTextsPlain(QMessageBox* box);

/// QMessageBox::warning with its text shown as plain text, for a text that
/// quotes a file; waits for the player like it.
void warnPlainly(QWidget* parent, const QString& title, const QString& text);

}  // namespace adjutant::ui
