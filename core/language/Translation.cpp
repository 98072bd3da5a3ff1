#include "core/language/Translation.h"

#include <algorithm>
#include <cctype>

namespace adjutant {

namespace {

// A number as the referee writes it: "2", "-1", "+1.5", "0.5".
bool isNumber(std::string_view text) {
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        text.remove_prefix(1);
    }
    bool digit = false;
    bool point = false;
    for (const char c : text) {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            digit = true;
        } else if (c == '.' && !point) {
            point = true;
        } else {
            return false;
        }
    }
    return digit && text.back() != '.';
}

// The places where one sentence ends and the next begins.
std::vector<std::string_view> sentencesOf(std::string_view text) {
    std::vector<std::string_view> sentences;
    std::size_t start = 0;
    for (std::size_t at = text.find(". "); at != std::string_view::npos;
         at = text.find(". ", at + 2)) {
        sentences.push_back(text.substr(start, at + 1 - start));
        start = at + 2;
    }
    sentences.push_back(text.substr(start));
    return sentences;
}

// What stands for the i-th name while a text is matched: control characters,
// which no name, template or number holds.
std::string nameToken(std::size_t i) {
    return '\x01' + std::string(i + 1, '\x03') + '\x02';
}

void replaceAll(std::string& text, std::string_view from, std::string_view to) {
    for (std::size_t at = text.find(from); at != std::string::npos;
         at = text.find(from, at + to.size())) {
        text.replace(at, from.size(), to);
    }
}

bool startsUpper(std::string_view text) {
    return !text.empty() && std::isupper(static_cast<unsigned char>(text.front()));
}

}  // namespace

void Translation::addPhrase(const std::string& english, std::string translated) {
    phrases_.emplace(english, std::move(translated));
    memo_.clear();
}

bool Translation::addSentence(std::string_view english, std::string_view translated,
                              std::string& error) {
    std::optional<SentenceTemplate> from = SentenceTemplate::parse(english, error);
    if (!from) {
        return false;
    }
    std::optional<SentenceTemplate> to = SentenceTemplate::parse(translated, error);
    if (!to) {
        return false;
    }
    if (from->slotNames() != to->slotNames()) {
        error = "the translation's slots differ from the English sentence's";
        return false;
    }
    if (!from->hasSlots()) {
        addPhrase(std::string(english), std::string(translated));
        return true;
    }
    const auto before = std::find_if(sentences_.begin(), sentences_.end(), [&](const Sentence& s) {
        return s.english.literalLength() < from->literalLength();
    });
    sentences_.insert(before, Sentence{std::move(*from), std::move(*to)});
    memo_.clear();
    return true;
}

std::string Translation::number(std::string_view value) const {
    std::string out(value);
    if (language_ != "en" && !language_.empty()) {
        std::replace(out.begin(), out.end(), '.', ',');
    }
    return out;
}

std::string Translation::slotValue(std::string_view value) const {
    if (isNumber(value)) {
        return number(value);
    }
    if (std::optional<std::string> known = find(value)) {
        return *known;
    }
    return std::string(value);  // a name, or an id
}

std::optional<std::string> Translation::findWhole(std::string_view english) const {
    if (const auto phrase = phrases_.find(std::string(english)); phrase != phrases_.end()) {
        return phrase->second;
    }
    for (const Sentence& sentence : sentences_) {
        std::optional<SentenceTemplate::SlotValues> values = sentence.english.match(english);
        if (!values) {
            continue;
        }
        for (auto& [name, value] : *values) {
            value = slotValue(value);
        }
        return sentence.translated.fill(*values);
    }
    return std::nullopt;
}

std::optional<std::string> Translation::findBySentences(std::string_view english) const {
    const std::vector<std::string_view> parts = sentencesOf(english);
    if (parts.size() < 2) {
        return std::nullopt;
    }
    std::string out;
    for (const std::string_view part : parts) {
        std::optional<std::string> translated = find(part);
        if (!translated) {
            return std::nullopt;
        }
        out += (out.empty() ? "" : " ") + *translated;
    }
    return out;
}

std::optional<std::string> Translation::find(std::string_view english) const {
    if (english.empty() || empty()) {
        return std::nullopt;
    }
    const std::string key(english);
    if (const auto known = memo_.find(key); known != memo_.end()) {
        return known->second;
    }
    std::optional<std::string> found = findWhole(english);
    if (!found && english.size() > 1 && (english.back() == '.' || english.back() == ':')) {
        // "... at medium range." where the template has no full stop.
        if (std::optional<std::string> bare = find(english.substr(0, english.size() - 1))) {
            found = *bare + english.back();
        }
    }
    if (!found) {
        found = findBySentences(english);
    }
    if (!found && startsUpper(english)) {
        // A sentence begun with a capital that the referee also writes inside
        // another ("no unit is free to move").
        std::string lower = key;
        lower.front() = static_cast<char>(std::tolower(static_cast<unsigned char>(lower.front())));
        if (std::optional<std::string> inside = findWhole(lower)) {
            if (!inside->empty()) {
                inside->front() =
                    static_cast<char>(std::toupper(static_cast<unsigned char>(inside->front())));
            }
            found = std::move(inside);
        }
    }
    memo_.emplace(key, found);
    return found;
}

bool Translation::translates() const {
    return !language_.empty() && language_ != "en" && !empty();
}

std::string Translation::translate(std::string_view english,
                                   const std::vector<std::string>& names) const {
    if (!translates()) {
        return std::string(english);
    }
    std::string text(english);
    std::vector<const std::string*> kept;
    for (const std::string& name : names) {
        if (name.size() < 2 || text.find(name) == std::string::npos) {
            continue;
        }
        replaceAll(text, name, nameToken(kept.size()));
        kept.push_back(&name);
    }
    if (kept.empty()) {
        return translate(english);
    }
    std::optional<std::string> found = find(text);
    if (!found) {
        misses_.emplace(english);
        return std::string(english);
    }
    // The last token first: none is a part of another, but be plain about it.
    for (std::size_t i = kept.size(); i-- > 0;) {
        replaceAll(*found, nameToken(i), *kept[i]);
    }
    return *found;
}

std::string Translation::translate(std::string_view english) const {
    if (!translates()) {
        return std::string(english);
    }
    if (std::optional<std::string> found = find(english)) {
        return *found;
    }
    if (!english.empty() && !isNumber(english)) {
        misses_.emplace(english);
    }
    return std::string(english);
}

}  // namespace adjutant
