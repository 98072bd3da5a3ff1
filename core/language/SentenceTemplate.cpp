#include "core/language/SentenceTemplate.h"

#include <algorithm>

namespace adjutant {

namespace {

// A slot holds a part of one sentence: text that runs on past a full stop
// belongs to the sentence after it, which is translated on its own.
bool spansSentences(std::string_view value) {
    return value.find(". ") != std::string_view::npos;
}

}  // namespace

std::optional<SentenceTemplate> SentenceTemplate::parse(std::string_view text, std::string& error) {
    SentenceTemplate result;
    result.text_ = std::string(text);
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t open = text.find('{', at);
        const std::size_t close = text.find('}', at);
        if (close != std::string_view::npos && (open == std::string_view::npos || close < open)) {
            error = "a '}' with no '{' before it";
            return std::nullopt;
        }
        if (open == std::string_view::npos) {
            result.pieces_.push_back({false, std::string(text.substr(at))});
            break;
        }
        if (open > at) {
            result.pieces_.push_back({false, std::string(text.substr(at, open - at))});
        }
        if (close == std::string_view::npos) {
            error = "a '{' that is never closed";
            return std::nullopt;
        }
        const std::string_view name = text.substr(open + 1, close - open - 1);
        if (name.empty() || name.find('{') != std::string_view::npos) {
            error = "a slot with no name between '{' and '}'";
            return std::nullopt;
        }
        if (!result.pieces_.empty() && result.pieces_.back().slot) {
            error = "two slots side by side, '{" + result.pieces_.back().text + "}{" +
                    std::string(name) + "}': put a word between them";
            return std::nullopt;
        }
        result.pieces_.push_back({true, std::string(name)});
        at = close + 1;
    }
    for (const Piece& piece : result.pieces_) {
        if (!piece.slot) {
            result.literalLength_ += piece.text.size();
        }
    }
    if (result.literalLength_ == 0) {
        error = "no words besides its slots";
        return std::nullopt;
    }
    return result;
}

bool SentenceTemplate::matchFrom(std::size_t piece, std::string_view rest,
                                 SlotValues& values) const {
    if (piece == pieces_.size()) {
        return rest.empty();
    }
    const Piece& current = pieces_[piece];
    if (!current.slot) {
        return rest.starts_with(current.text) &&
               matchFrom(piece + 1, rest.substr(current.text.size()), values);
    }
    if (piece + 1 == pieces_.size()) {  // the last slot takes the rest
        if (rest.empty() || spansSentences(rest)) {
            return false;
        }
        values.emplace_back(current.text, std::string(rest));
        return true;
    }
    // The next piece is a literal: try each place it occurs, nearest first.
    const std::string& next = pieces_[piece + 1].text;
    for (std::size_t end = rest.find(next, 1); end != std::string_view::npos;
         end = rest.find(next, end + 1)) {
        if (spansSentences(rest.substr(0, end))) {
            break;
        }
        values.emplace_back(current.text, std::string(rest.substr(0, end)));
        if (matchFrom(piece + 1, rest.substr(end), values)) {
            return true;
        }
        values.pop_back();
    }
    return false;
}

std::optional<SentenceTemplate::SlotValues> SentenceTemplate::match(
    std::string_view sentence) const {
    // The fixed ends first: most templates fail there at once.
    if (!pieces_.front().slot && !sentence.starts_with(pieces_.front().text)) {
        return std::nullopt;
    }
    if (!pieces_.back().slot && !sentence.ends_with(pieces_.back().text)) {
        return std::nullopt;
    }
    SlotValues values;
    if (!matchFrom(0, sentence, values)) {
        return std::nullopt;
    }
    return values;
}

std::string SentenceTemplate::fill(const SlotValues& values) const {
    std::string out;
    for (const Piece& piece : pieces_) {
        if (!piece.slot) {
            out += piece.text;
            continue;
        }
        const auto value = std::find_if(values.begin(), values.end(),
                                        [&](const auto& v) { return v.first == piece.text; });
        out += value != values.end() ? value->second : "{" + piece.text + "}";
    }
    return out;
}

std::vector<std::string> SentenceTemplate::slotNames() const {
    std::vector<std::string> names;
    for (const Piece& piece : pieces_) {
        if (piece.slot) {
            names.push_back(piece.text);
        }
    }
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

bool SentenceTemplate::hasSlots() const {
    return std::any_of(pieces_.begin(), pieces_.end(), [](const Piece& p) { return p.slot; });
}

}  // namespace adjutant
