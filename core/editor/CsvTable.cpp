#include "core/editor/detail/CsvTable.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

namespace adjutant::editor_detail {

namespace {

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

// Spreadsheets set to a language with a decimal comma write semicolons, and
// some export tabs; the first line tells which one the file uses.
char separatorOf(std::string_view text) {
    const std::string_view firstLine = text.substr(0, text.find('\n'));
    char best = ',';
    std::size_t bestCount = 0;
    for (const char candidate : std::array{',', ';', '\t'}) {
        const auto count =
            static_cast<std::size_t>(std::count(firstLine.begin(), firstLine.end(), candidate));
        if (count > bestCount) {
            best = candidate;
            bestCount = count;
        }
    }
    return best;
}

std::string trimmed(const std::string& text) {
    const auto first = text.find_first_not_of(" \t");
    if (first == std::string::npos) {
        return {};
    }
    const auto last = text.find_last_not_of(" \t");
    return text.substr(first, last - first + 1);
}

bool isBlank(const CsvRow& row) {
    return std::all_of(row.fields.begin(), row.fields.end(),
                       [](const std::string& field) { return field.empty(); });
}

}  // namespace

std::vector<CsvRow> parseCsv(std::string_view text, std::string& error) {
    if (text.substr(0, kByteOrderMark.size()) == kByteOrderMark) {
        text.remove_prefix(kByteOrderMark.size());
    }
    const char separator = separatorOf(text);
    std::vector<CsvRow> rows;
    CsvRow row{1, {}};
    std::string field;
    bool quoted = false;     // inside quotes now
    bool wasQuoted = false;  // this field began with a quote: keep its spaces
    int line = 1;
    int quoteOpenedOn = 0;

    const auto endField = [&] {
        row.fields.push_back(wasQuoted ? field : trimmed(field));
        field.clear();
        wasQuoted = false;
    };
    const auto endRow = [&] {
        endField();
        if (!isBlank(row)) {
            rows.push_back(std::move(row));
        }
        row = CsvRow{line, {}};
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\r') {
            continue;  // Windows line ends; a lone CR inside a field is dropped too
        }
        if (quoted) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                if (c == '\n') {
                    ++line;
                }
                field += c;
            }
            continue;
        }
        if (c == '"' && trimmed(field).empty() && !wasQuoted) {
            field.clear();
            quoted = true;
            wasQuoted = true;
            quoteOpenedOn = line;
        } else if (c == separator) {
            endField();
        } else if (c == '\n') {
            ++line;
            endRow();
        } else if (!(wasQuoted && (c == ' ' || c == '\t'))) {
            field += c;  // text after a closing quote is kept, spaces are not
        }
    }
    if (quoted) {
        error = fmt::format("line {}: a quoted field is never closed (expected a \" to end it)",
                            quoteOpenedOn);
    }
    endRow();
    return rows;
}

}  // namespace adjutant::editor_detail
