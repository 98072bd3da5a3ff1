#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <type_traits>

#include <fmt/core.h>

namespace adjutant {

/// A line of text in an explanation tree (a label, a rule, a note) in 16 bytes.
///
/// A bound of a large battle builds a hundred thousand explanation nodes and
/// keeps them in the journal. Most labels are string literals, most rules
/// ("14.6") and many notes are short, and std::string (32 bytes, a heap copy
/// past 15 characters) made the nodes the largest thing a bound writes. This
/// keeps a string literal as a view of it, text of up to 15 characters inside
/// itself, and only longer made-up text ("Unit morale factor (regularLine)")
/// on the heap, exactly sized.
///
/// Only a string literal is kept as a view (the compiler checks that it is
/// one); a std::string, std::string_view or bare `const char*` is copied.
class RulesText {
  public:
    RulesText() noexcept { zero(); }
    /// A string literal (or another array the compiler can see is constant,
    /// hence lives as long as the program) is kept as a view of it. The
    /// constructor runs at compile time, so a local buffer does not compile:
    /// give it as a std::string_view, which is copied.
    template <std::size_t N>
    consteval RulesText(const char (&literal)[N])  // NOLINT: implicit by design
        : storage_(ofLiteral(literal, std::char_traits<char>::length(literal))) {}
    RulesText(std::string_view text) { setCopy(text); }  // NOLINT: implicit by design
    RulesText(const std::string& text) : RulesText(std::string_view(text)) {}  // NOLINT
    /// A bare pointer is copied. (A template, so that a string literal still
    /// takes the array constructor rather than this one.)
    template <typename Pointer,
              std::enable_if_t<
                  std::is_same_v<Pointer, const char*> || std::is_same_v<Pointer, char*>, int> = 0>
    RulesText(const Pointer& text) : RulesText(std::string_view(text)) {}  // NOLINT

    RulesText(const RulesText& other);
    RulesText(RulesText&& other) noexcept;
    RulesText& operator=(const RulesText& other);
    RulesText& operator=(RulesText&& other) noexcept;
    ~RulesText() { release(); }

    std::string_view view() const noexcept;
    operator std::string_view() const noexcept { return view(); }  // NOLINT: implicit by design
    std::string str() const { return std::string(view()); }
    bool empty() const noexcept { return size() == 0; }
    std::size_t size() const noexcept;
    void clear() noexcept { release(); }
    RulesText& operator+=(std::string_view more);

    friend bool operator==(const RulesText& a, const RulesText& b) noexcept {
        return a.view() == b.view();
    }
    friend bool operator==(const RulesText& a, std::string_view b) noexcept {
        return a.view() == b;
    }
    friend bool operator==(const RulesText& a, const std::string& b) noexcept {
        return a.view() == std::string_view(b);
    }
    friend bool operator==(const RulesText& a, const char* b) noexcept {
        return a.view() == std::string_view(b);
    }
    friend std::string operator+(std::string a, const RulesText& b) { return a.append(b.view()); }
    friend std::string operator+(const RulesText& a, std::string_view b) {
        return std::string(a.view()).append(b);
    }
    friend std::string operator+(const RulesText& a, const char* b) {
        return std::string(a.view()).append(b);
    }
    friend std::string operator+(const char* a, const RulesText& b) {
        return std::string(a).append(b.view());
    }
    friend std::ostream& operator<<(std::ostream& out, const RulesText& text);

  private:
    // Byte 15 says how the text is kept; with Kind::Inside its upper bits hold
    // the length and bytes 0..14 the characters. Otherwise bytes 0..7 hold the
    // pointer and bytes 8..11 the length. The union gives the compile-time
    // constructor members to set; everything else reads and writes the bytes.
    enum class Kind : std::uint8_t { Inside = 0, Static = 1, Heap = 2 };
    static constexpr std::size_t kInside = 15;
    struct Far {
        const char* data;
        std::uint32_t size;
        unsigned char unused[3];
        unsigned char tag;
    };
    struct Inside {
        char chars[kInside];
        unsigned char tag;
    };
    union Storage {
        Far far;
        Inside inside;
    };

    static constexpr Storage ofLiteral(const char* text, std::size_t size) {
        if (size <= kInside) {  // inside is as cheap and reads without a second cache line
            Storage storage{.inside = {}};
            for (std::size_t i = 0; i < size; ++i) {
                storage.inside.chars[i] = text[i];
            }
            storage.inside.tag = static_cast<unsigned char>(size << 2);
            return storage;
        }
        return Storage{.far = {text,
                               static_cast<std::uint32_t>(size),
                               {},
                               static_cast<unsigned char>(Kind::Static)}};
    }

    unsigned char* bytes() noexcept { return reinterpret_cast<unsigned char*>(&storage_); }
    const unsigned char* bytes() const noexcept {
        return reinterpret_cast<const unsigned char*>(&storage_);
    }
    Kind kind() const noexcept { return static_cast<Kind>(bytes()[15] & 3U); }
    const char* farData() const noexcept;
    std::uint32_t farSize() const noexcept;
    void setFar(const char* data, std::size_t size, Kind kind) noexcept;
    void setCopy(std::string_view text);
    void zero() noexcept;
    void release() noexcept;

    Storage storage_;
};

static_assert(sizeof(RulesText) == 16);

}  // namespace adjutant

/// Formats as its text: fmt::format("{}", explanation.label).
template <>
struct fmt::formatter<adjutant::RulesText> : fmt::formatter<std::string_view> {
    template <typename FormatContext>
    auto format(const adjutant::RulesText& text, FormatContext& context) const {
        return fmt::formatter<std::string_view>::format(text.view(), context);
    }
};
