#include "ui/widgets/PlainText.h"

#include <QLabel>
#include <QMessageBox>
#include <QTextDocument>
#include <QTextEdit>

namespace adjutant::ui {

QString plainToolTip(const QString& text) {
    if (!Qt::mightBeRichText(text)) {
        return text;
    }
    QString escaped = text.toHtmlEscaped();
    escaped.replace('\n', QStringLiteral("<br>"));
    return QStringLiteral("<qt>%1</qt>").arg(escaped);
}

void setMarkdownWithoutHtml(QTextEdit* edit, const QString& markdown) {
    edit->document()->setMarkdown(
        markdown, QTextDocument::MarkdownFeatures(QTextDocument::MarkdownDialectGitHub |
                                                  QTextDocument::MarkdownNoHTML));
}

void makeTextsPlain(QMessageBox* box) {
    box->setTextFormat(Qt::PlainText);
    for (QLabel* label : box->findChildren<QLabel*>()) {
        label->setTextFormat(Qt::PlainText);
    }
}

void warnPlainly(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    makeTextsPlain(&box);
    box.exec();
}

}  // namespace adjutant::ui
