#pragma once

class QPagedPaintDevice;
class QTextDocument;

namespace adjutant::ui::ReportPages {

/// Prints `text` onto `device` page by page as QTextDocument::print does (2 cm
/// margins, the page's number at its foot), but first moves each heading that
/// would be left at the foot of a page onto the next one, with what it heads:
/// a heading and its picture or its first lines are never apart. The document
/// is laid out for the device and its headings given page breaks.
void print(QTextDocument& text, QPagedPaintDevice& device);

}  // namespace adjutant::ui::ReportPages
