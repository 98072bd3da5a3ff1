#include "core/rules/RulesText.h"

#include <cstring>
#include <ostream>

namespace adjutant {

RulesText::RulesText(const RulesText& other) {
    if (other.kind() == Kind::Heap) {
        setCopy(other.view());
    } else {
        std::memcpy(bytes(), other.bytes(), sizeof storage_);
    }
}

RulesText::RulesText(RulesText&& other) noexcept {
    std::memcpy(bytes(), other.bytes(), sizeof storage_);
    other.zero();
}

RulesText& RulesText::operator=(const RulesText& other) {
    if (this != &other) {
        RulesText copy(other);
        *this = std::move(copy);
    }
    return *this;
}

RulesText& RulesText::operator=(RulesText&& other) noexcept {
    if (this != &other) {
        release();
        std::memcpy(bytes(), other.bytes(), sizeof storage_);
        other.zero();
    }
    return *this;
}

std::string_view RulesText::view() const noexcept {
    if (kind() == Kind::Inside) {
        return {reinterpret_cast<const char*>(bytes()), static_cast<std::size_t>(bytes()[15] >> 2)};
    }
    return {farData(), farSize()};
}

std::size_t RulesText::size() const noexcept {
    return kind() == Kind::Inside ? static_cast<std::size_t>(bytes()[15] >> 2) : farSize();
}

const char* RulesText::farData() const noexcept {
    const char* data = nullptr;
    std::memcpy(&data, bytes(), sizeof data);
    return data;
}

std::uint32_t RulesText::farSize() const noexcept {
    std::uint32_t size = 0;
    std::memcpy(&size, bytes() + 8, sizeof size);
    return size;
}

void RulesText::setFar(const char* data, std::size_t size, Kind kind) noexcept {
    const auto size32 = static_cast<std::uint32_t>(size);
    std::memcpy(bytes(), &data, sizeof data);
    std::memcpy(bytes() + 8, &size32, sizeof size32);
    bytes()[15] = static_cast<unsigned char>(kind);
}

void RulesText::setCopy(std::string_view text) {
    if (text.size() <= kInside) {
        std::memcpy(bytes(), text.data(), text.size());
        bytes()[15] = static_cast<unsigned char>(text.size() << 2);
        return;
    }
    char* heap = new char[text.size()];
    std::memcpy(heap, text.data(), text.size());
    setFar(heap, text.size(), Kind::Heap);
}

RulesText& RulesText::operator+=(std::string_view more) {
    if (!more.empty()) {
        std::string joined(view());
        joined.append(more);
        *this = RulesText(std::string_view(joined));
    }
    return *this;
}

void RulesText::zero() noexcept {
    std::memset(bytes(), 0, sizeof storage_);
}

void RulesText::release() noexcept {
    if (kind() == Kind::Heap) {
        delete[] farData();
    }
    zero();
}

std::ostream& operator<<(std::ostream& out, const RulesText& text) {
    return out << text.view();
}

}  // namespace adjutant
