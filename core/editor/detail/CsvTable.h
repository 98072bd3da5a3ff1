#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace adjutant::editor_detail {

/// One record of a CSV file and the line it starts on (a quoted field may
/// run over several lines).
struct CsvRow {
    int line = 0;
    std::vector<std::string> fields;
};

/// The records of CSV text as spreadsheets write it (RFC 4180): fields
/// separated by commas, or by semicolons or tabs when the first line uses
/// those instead; quoted fields may hold separators, line breaks and doubled
/// quotes. Unquoted fields are trimmed of spaces. Blank lines are left out.
/// A quote left open at the end sets `error` to the line where it opened.
std::vector<CsvRow> parseCsv(std::string_view text, std::string& error);

}  // namespace adjutant::editor_detail
