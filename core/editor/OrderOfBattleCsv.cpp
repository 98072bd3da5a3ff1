// Reading an order of battle typed into a spreadsheet and saved as CSV
// (docs/order-of-battle-format.md), and choosing the reader by file name.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <filesystem>
#include <map>

#include "core/editor/OrderOfBattle.h"
#include "core/editor/detail/CsvTable.h"
#include "core/editor/detail/OrderOfBattleReading.h"
#include "core/json/JsonFile.h"
#include "core/json/SafeFile.h"
#include "core/json/Utf8.h"

namespace adjutant {

namespace {

using editor_detail::CsvRow;

enum class Column {
    Side,
    Brigade,
    Id,
    Name,
    Type,
    Nation,
    Figures,
    Formation,
    Guns,
    BattalionGuns,
    BattalionGunWeapon,
    MoraleClass,
    BrigadeName,
    General,
    Objective,
    Orders,
};

// Header names as documented; a header matches when it is equal ignoring
// case, spaces, hyphens and underscores ("Battalion guns" is battalionGuns).
const std::vector<std::pair<std::string, Column>>& columnNames() {
    static const std::vector<std::pair<std::string, Column>> names{
        {"side", Column::Side},
        {"brigade", Column::Brigade},
        {"id", Column::Id},
        {"name", Column::Name},
        {"type", Column::Type},
        {"nation", Column::Nation},
        {"figures", Column::Figures},
        {"formation", Column::Formation},
        {"guns", Column::Guns},
        {"battalionGuns", Column::BattalionGuns},
        {"battalionGunWeapon", Column::BattalionGunWeapon},
        {"moraleClass", Column::MoraleClass},
        {"brigadeName", Column::BrigadeName},
        {"general", Column::General},
        {"objective", Column::Objective},
        {"orders", Column::Orders},
    };
    return names;
}

std::string folded(const std::string& name) {
    std::string out;
    for (const char c : name) {
        if (c != ' ' && c != '-' && c != '_') {
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        }
    }
    return out;
}

/// Which field of a row holds each column the header names.
class CsvColumns {
  public:
    CsvColumns(const CsvRow& header, const std::string& file, Diagnostics& diagnostics) {
        const std::string where = fmt::format("line {}", header.line);
        width_ = header.fields.size();
        for (std::size_t i = 0; i < header.fields.size(); ++i) {
            const std::string& title = header.fields[i];
            const auto known = std::find_if(
                columnNames().begin(), columnNames().end(),
                [&](const auto& entry) { return folded(entry.first) == folded(title); });
            if (known == columnNames().end()) {
                diagnostics.warning(file, where,
                                    fmt::format("unknown column \"{}\" is ignored", title));
            } else if (!index_.emplace(known->second, i).second) {
                diagnostics.warning(
                    file, where,
                    fmt::format("column \"{}\" appears twice; the first is read", known->first));
            }
        }
        for (const Column required : {Column::Side, Column::Id, Column::Type}) {
            if (!index_.contains(required)) {
                diagnostics.error(file, where,
                                  fmt::format("the header names no \"{}\" column (expected a "
                                              "first row naming the columns, with at least "
                                              "side, id and type)",
                                              nameOf(required)));
            }
        }
    }

    std::string get(const CsvRow& row, Column column) const {
        const auto at = index_.find(column);
        if (at == index_.end() || at->second >= row.fields.size()) {
            return {};
        }
        return row.fields[at->second];
    }

    /// Fields the header names, known or not.
    std::size_t width() const { return width_; }

    static std::string nameOf(Column column) {
        for (const auto& [name, known] : columnNames()) {
            if (known == column) {
                return name;
            }
        }
        return {};
    }

  private:
    std::map<Column, std::size_t> index_;
    std::size_t width_ = 0;
};

/// A whole number of 0 or more; an empty cell is 0, "the default".
int readCount(const CsvColumns& columns, const CsvRow& row, Column column, const std::string& file,
              Diagnostics& diagnostics) {
    const std::string text = columns.get(row, column);
    if (text.empty()) {
        return 0;
    }
    int value = 0;
    const auto [end, failed] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (failed != std::errc() || end != text.data() + text.size() || value < 0) {
        diagnostics.error(file, fmt::format("line {}", row.line),
                          fmt::format("{}: expected a whole number of 0 or more, found \"{}\"",
                                      CsvColumns::nameOf(column), text));
        return 0;
    }
    return value;
}

/// Fills a brigade's text from a row: the first row that gives a value sets
/// it, and a later row giving another value is warned about.
void mergeBrigadeText(std::string& field, const std::string& value, const std::string& what,
                      const OrderOfBattleBrigade& brigade, int line, const std::string& file,
                      Diagnostics& diagnostics) {
    if (value.empty() || value == field) {
        return;
    }
    if (field.empty()) {
        field = value;
        return;
    }
    diagnostics.warning(file, fmt::format("line {}", line),
                        fmt::format("brigade \"{}\" already has the {} \"{}\" from an earlier row; "
                                    "\"{}\" is ignored",
                                    brigade.id, what, field, value));
}

OrderOfBattleBrigade& brigadeFor(OrderOfBattle& result, const std::string& side,
                                 const std::string& id) {
    auto it =
        std::find_if(result.brigades.begin(), result.brigades.end(),
                     [&](const OrderOfBattleBrigade& b) { return b.side == side && b.id == id; });
    if (it != result.brigades.end()) {
        return *it;
    }
    OrderOfBattleBrigade brigade;
    brigade.side = side;
    brigade.id = id;
    result.brigades.push_back(brigade);
    return result.brigades.back();
}

void readRow(const CsvColumns& columns, const CsvRow& row, OrderOfBattle& result,
             const std::string& file, Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    const std::string where = fmt::format("line {}", row.line);
    if (row.fields.size() > columns.width()) {
        const bool extraText =
            std::any_of(row.fields.begin() + static_cast<std::ptrdiff_t>(columns.width()),
                        row.fields.end(), [](const std::string& f) { return !f.empty(); });
        if (extraText) {
            diagnostics.warning(file, where,
                                "more fields than the header names; the extra ones are ignored");
        }
    }
    const auto get = [&](Column column) { return columns.get(row, column); };
    const std::string side = get(Column::Side);
    const std::string brigadeId = get(Column::Brigade);
    const bool unitRow = !get(Column::Id).empty() || !get(Column::Type).empty();
    if (side.empty()) {
        diagnostics.error(file, where,
                          "side: empty (expected the id of one of the scenario's sides)");
        return;
    }
    if (!brigadeId.empty()) {
        OrderOfBattleBrigade& brigade = brigadeFor(result, side, brigadeId);
        mergeBrigadeText(brigade.name, get(Column::BrigadeName), "name", brigade, row.line, file,
                         diagnostics);
        mergeBrigadeText(brigade.general, get(Column::General), "general", brigade, row.line, file,
                         diagnostics);
        mergeBrigadeText(brigade.objective, get(Column::Objective), "objective", brigade, row.line,
                         file, diagnostics);
        mergeBrigadeText(brigade.orders, get(Column::Orders), "orders", brigade, row.line, file,
                         diagnostics);
    } else if (!get(Column::BrigadeName).empty() || !get(Column::General).empty() ||
               !get(Column::Objective).empty() || !get(Column::Orders).empty()) {
        diagnostics.warning(file, where,
                            "brigade name, general, objective or orders given without a "
                            "brigade id; they are ignored");
    }
    if (!unitRow) {
        if (brigadeId.empty()) {
            diagnostics.warning(file, where, "a row with no unit id, type or brigade is ignored");
        }
        return;  // a brigade row
    }

    OrderOfBattleUnit unit;
    unit.side = side;
    unit.brigade = brigadeId;
    unit.id = get(Column::Id);
    unit.name = get(Column::Name);
    unit.type = get(Column::Type);
    unit.nation = get(Column::Nation);
    unit.formation = get(Column::Formation);
    unit.battalionGunWeapon = get(Column::BattalionGunWeapon);
    unit.moraleClass = get(Column::MoraleClass);
    unit.figures = readCount(columns, row, Column::Figures, file, diagnostics);
    if (unit.figures == 0 && columns.get(row, Column::Figures) == "0") {
        diagnostics.error(file, where,
                          "figures: a unit of 0 figures cannot fight (expected 1 or more, or an "
                          "empty cell for the ruleset's size)");
    }
    unit.guns = readCount(columns, row, Column::Guns, file, diagnostics);
    unit.battalionGuns = readCount(columns, row, Column::BattalionGuns, file, diagnostics);
    unit.location = where;
    if (unit.id.empty()) {
        diagnostics.error(file, where, "id: empty (expected an id for the unit)");
    }
    if (unit.type.empty()) {
        diagnostics.error(file, where, "type: empty (expected a unit type of the ruleset)");
    }
    unit.misread = diagnostics.errorCount() > errorsBefore;
    result.units.push_back(std::move(unit));
}

bool isCommentRow(const CsvRow& row) {
    return !row.fields.empty() && row.fields[0].starts_with('#');
}

std::string lowered(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

}  // namespace

namespace editor_detail {

std::optional<OrderOfBattle> readOrderOfBattleCsvRows(const std::string& text,
                                                      const std::string& fileName,
                                                      Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    if (const auto bad = firstInvalidUtf8(text)) {
        const auto line =
            1 + std::count(text.begin(), text.begin() + static_cast<long>(*bad), '\n');
        diagnostics.error(fileName, fmt::format("line {}", line),
                          "not UTF-8 text (expected the file saved as UTF-8, which every "
                          "spreadsheet can do)");
        return std::nullopt;
    }
    std::string parseError;
    std::vector<CsvRow> rows = editor_detail::parseCsv(text, parseError);
    if (!parseError.empty()) {
        diagnostics.error(fileName, "", parseError);
    }
    std::erase_if(rows, isCommentRow);
    if (rows.empty()) {
        diagnostics.error(fileName, "line 1",
                          "the file is empty (expected a header row naming the columns, then one "
                          "row per unit)");
        return std::nullopt;
    }
    const CsvColumns columns(rows.front(), fileName, diagnostics);
    if (diagnostics.errorCount() > errorsBefore) {
        return std::nullopt;
    }
    OrderOfBattle result;
    for (std::size_t i = 1; i < rows.size(); ++i) {
        readRow(columns, rows[i], result, fileName, diagnostics);
    }
    return result;
}

std::optional<OrderOfBattle> readOrderOfBattleFileAsFarAsPossible(const std::string& path,
                                                                  Diagnostics& diagnostics) {
    if (lowered(std::filesystem::path(path).extension().string()) == ".csv") {
        const std::optional<std::string> text =
            readFileBounded(path, limits::kMaxOrderOfBattleBytes, diagnostics);
        if (!text) {
            return std::nullopt;
        }
        return readOrderOfBattleCsvRows(*text, path, diagnostics);
    }
    return readJsonFileAs(path, diagnostics, limits::kMaxOrderOfBattleBytes,
                          [&](const nlohmann::json& json) {
                              return readOrderOfBattleJsonMembers(json, path, diagnostics);
                          });
}

}  // namespace editor_detail

std::optional<OrderOfBattle> readOrderOfBattleCsv(const std::string& text,
                                                  const std::string& fileName,
                                                  Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    return editor_detail::withoutErrors(
        editor_detail::readOrderOfBattleCsvRows(text, fileName, diagnostics), fileName, diagnostics,
        errorsBefore);
}

std::optional<OrderOfBattle> readOrderOfBattleFile(const std::string& path,
                                                   Diagnostics& diagnostics) {
    const std::size_t errorsBefore = diagnostics.errorCount();
    return editor_detail::withoutErrors(
        editor_detail::readOrderOfBattleFileAsFarAsPossible(path, diagnostics), path, diagnostics,
        errorsBefore);
}

}  // namespace adjutant
