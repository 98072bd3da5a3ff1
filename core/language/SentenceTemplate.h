#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace adjutant {

/// One sentence the referee writes, with the parts that change named:
/// "{unit} fires at {target}: {result}". Matched against a sentence the
/// referee wrote, it says what stood in each slot; filled, it writes the
/// sentence of another language with the same slots.
///
/// A slot takes the shortest text that lets the rest of the sentence match,
/// and never nothing, nor text that runs past the end of a sentence (". ").
class SentenceTemplate {
  public:
    /// The template in `text`, or nothing with `error` set: a brace left open,
    /// an empty or unnamed slot, two slots side by side (nothing could tell
    /// where one ends), or no words at all.
    static std::optional<SentenceTemplate> parse(std::string_view text, std::string& error);

    using SlotValues = std::vector<std::pair<std::string, std::string>>;

    /// What stood in each slot when `sentence` is this template filled in.
    std::optional<SlotValues> match(std::string_view sentence) const;
    /// The template with each slot filled from `values` (a slot with no value
    /// stays as written).
    std::string fill(const SlotValues& values) const;

    /// The names of its slots, sorted, each once.
    std::vector<std::string> slotNames() const;
    /// The characters of fixed text: the more, the more particular the template.
    std::size_t literalLength() const { return literalLength_; }
    bool hasSlots() const;
    const std::string& text() const { return text_; }

  private:
    struct Piece {
        bool slot = false;
        std::string text;  // the literal, or the slot's name
    };
    bool matchFrom(std::size_t piece, std::string_view rest, SlotValues& values) const;

    std::string text_;
    std::vector<Piece> pieces_;
    std::size_t literalLength_ = 0;
};

}  // namespace adjutant
