#include "core/rules/RulesText.h"

#include <cstring>
#include <ostream>

namespace adjutant {

RulesText::RulesText(const RulesText& other) {
    if (other.kind() == Kind::Heap) {
        setCopy(other.view());
    } else {
        std::memcpy(bytes_, other.bytes_, sizeof bytes_);
    }
}

RulesText::RulesText(RulesText&& other) noexcept {
    std::memcpy(bytes_, other.bytes_, sizeof bytes_);
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
        std::memcpy(bytes_, other.bytes_, sizeof bytes_);
        other.zero();
    }
    return *this;
}

std::string_view RulesText::view() const noexcept {
    if (kind() == Kind::Inside) {
        return {reinterpret_cast<const char*>(bytes_), static_cast<std::size_t>(bytes_[15] >> 2)};
    }
    return {farData(), farSize()};
}

std::size_t RulesText::size() const noexcept {
    return kind() == Kind::Inside ? static_cast<std::size_t>(bytes_[15] >> 2) : farSize();
}

const char* RulesText::farData() const noexcept {
    const char* data = nullptr;
    std::memcpy(&data, bytes_, sizeof data);
    return data;
}

std::uint32_t RulesText::farSize() const noexcept {
    std::uint32_t size = 0;
    std::memcpy(&size, bytes_ + 8, sizeof size);
    return size;
}

void RulesText::setFar(const char* data, std::size_t size, Kind kind) noexcept {
    const auto size32 = static_cast<std::uint32_t>(size);
    std::memcpy(bytes_, &data, sizeof data);
    std::memcpy(bytes_ + 8, &size32, sizeof size32);
    bytes_[15] = static_cast<unsigned char>(kind);
}

void RulesText::setStatic(const char* data, std::size_t size) noexcept {
    if (size <= kInside) {
        // Inside is as cheap and reads without a second cache line.
        std::memcpy(bytes_, data, size);
        bytes_[15] = static_cast<unsigned char>(size << 2);
    } else {
        setFar(data, size, Kind::Static);
    }
}

void RulesText::setCopy(std::string_view text) {
    if (text.size() <= kInside) {
        std::memcpy(bytes_, text.data(), text.size());
        bytes_[15] = static_cast<unsigned char>(text.size() << 2);
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
    std::memset(bytes_, 0, sizeof bytes_);
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
