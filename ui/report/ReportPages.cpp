#include "ui/report/ReportPages.h"

#include <QAbstractTextDocumentLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextLayout>
#include <algorithm>
#include <cmath>
#include <memory>

namespace adjutant::ui::ReportPages {

namespace {

bool isHeading(const QTextBlock& block) {
    return block.blockFormat().headingLevel() > 0;
}

int pageOf(double y, double pageHeight) {
    return static_cast<int>(std::floor(y / pageHeight));
}

// Where the first line of `block` ends, in document units: for a picture, the
// picture's foot; for words, their first line.
double firstLineBottom(const QTextDocument& text, const QTextBlock& block) {
    const QRectF box = text.documentLayout()->blockBoundingRect(block);
    const QTextLayout* layout = block.layout();
    if (!layout || layout->lineCount() == 0) {
        return box.bottom();
    }
    return box.top() + layout->lineAt(0).rect().bottom();
}

// The first of the first run of headings whose next block begins on a later
// page than the run does, or an invalid block.
QTextBlock firstHeadingApart(const QTextDocument& text) {
    const double pageHeight = text.pageSize().height();
    const QAbstractTextDocumentLayout& layout = *text.documentLayout();
    for (QTextBlock block = text.begin(); block.isValid(); block = block.next()) {
        if (!isHeading(block)) {
            continue;
        }
        const QTextBlock first = block;
        while (block.next().isValid() && isHeading(block.next())) {
            block = block.next();
        }
        const QTextBlock headed = block.next();
        if (!headed.isValid()) {
            break;
        }
        const double top = layout.blockBoundingRect(first).top();
        if (pageOf(top, pageHeight) != pageOf(firstLineBottom(text, headed) - 1, pageHeight) &&
            layout.blockBoundingRect(headed).height() < pageHeight) {
            return first;
        }
    }
    return {};
}

// Gives a page break before each heading that would be left at the foot of a
// page. Each break moves all that follows, so the document is laid out whole
// again after each (in a copy: a layout changed piecemeal is not redone to
// its end without an event loop).
void keepHeadingsWithWhatTheyHead(QTextDocument& text, QPagedPaintDevice& device) {
    for (int moved = 0; moved < 1000; ++moved) {
        std::unique_ptr<QTextDocument> copy(text.clone());
        copy->documentLayout()->setPaintDevice(&device);
        copy->setPageSize(text.pageSize());
        const QTextBlock apart = firstHeadingApart(*copy);
        if (!apart.isValid()) {
            return;
        }
        const QTextBlock block = text.findBlockByNumber(apart.blockNumber());
        QTextBlockFormat format = block.blockFormat();
        format.setPageBreakPolicy(format.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(block).setBlockFormat(format);
    }
}

}  // namespace

void print(QTextDocument& text, QPagedPaintDevice& device) {
    QPainter painter(&device);
    const double dpiX = device.logicalDpiX();
    const double dpiY = device.logicalDpiY();
    const double marginX = 2 / 2.54 * dpiX;
    const double marginY = 2 / 2.54 * dpiY;
    const QSizeF body(device.width() - 2 * marginX, device.height() - 2 * marginY);
    text.setPageSize(body);
    keepHeadingsWithWhatTheyHead(text, device);
    // Printed from a copy laid out whole, as each trial above was.
    const std::unique_ptr<QTextDocument> laidOut(text.clone());
    laidOut->documentLayout()->setPaintDevice(&device);
    laidOut->setPageSize(body);

    // The whole document's height, laid out to its end, in pages.
    const int pages = std::max(
        1, static_cast<int>(std::ceil(
               laidOut->documentLayout()->documentSize().height() / body.height() - 1e-6)));
    const QFontMetricsF numberMetrics(text.defaultFont(), &device);
    for (int page = 0; page < pages; ++page) {
        if (page > 0) {
            device.newPage();
        }
        painter.save();
        painter.translate(marginX, marginY - page * body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, page * body.height(), body.width(), body.height());
        painter.setClipRect(context.clip);
        laidOut->documentLayout()->draw(&painter, context);
        painter.restore();
        // The page's number at the foot of its right margin, as Qt prints one.
        painter.setFont(text.defaultFont());
        const QString number = QString::number(page + 1);
        painter.drawText(
            QPointF(device.width() - marginX - numberMetrics.horizontalAdvance(number),
                    device.height() - marginY + numberMetrics.ascent() + 5 * dpiY / 72),
            number);
    }
}

}  // namespace adjutant::ui::ReportPages
