#include "core/io/Sha256.h"

#include <openssl/evp.h>
#include <openssl/hmac.h>
#include <openssl/rand.h>

#include <algorithm>
#include <fstream>
#include <memory>
#include <stdexcept>
#include <vector>

namespace adjutant {

Digest sha256(std::string_view bytes) {
    Digest digest{};
    unsigned int length = 0;
    if (EVP_Digest(bytes.data(), bytes.size(), digest.data(), &length, EVP_sha256(), nullptr) !=
            1 ||
        length != digest.size()) {
        throw std::runtime_error("OpenSSL could not compute a SHA-256 digest");
    }
    return digest;
}

std::optional<Digest> sha256OfFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return std::nullopt;
    }
    const std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(),
                                                                          &EVP_MD_CTX_free);
    if (!context || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1) {
        throw std::runtime_error("OpenSSL could not start a SHA-256 digest");
    }
    std::vector<char> piece(1 << 16);
    while (in) {
        in.read(piece.data(), static_cast<std::streamsize>(piece.size()));
        const auto count = static_cast<std::size_t>(in.gcount());
        if (count > 0 && EVP_DigestUpdate(context.get(), piece.data(), count) != 1) {
            throw std::runtime_error("OpenSSL could not compute a SHA-256 digest");
        }
    }
    if (in.bad()) {
        return std::nullopt;  // a read failed part-way: no digest of half a file
    }
    Digest digest{};
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(context.get(), digest.data(), &length) != 1 || length != digest.size()) {
        throw std::runtime_error("OpenSSL could not compute a SHA-256 digest");
    }
    return digest;
}

Digest hmacSha256(std::string_view key, std::string_view message) {
    Digest digest{};
    unsigned int length = 0;
    if (!HMAC(EVP_sha256(), key.data(), static_cast<int>(key.size()),
              reinterpret_cast<const unsigned char*>(message.data()), message.size(), digest.data(),
              &length) ||
        length != digest.size()) {
        throw std::runtime_error("OpenSSL could not compute an HMAC-SHA-256");
    }
    return digest;
}

HashInput& HashInput::add(std::string_view part) {
    add(static_cast<std::uint64_t>(part.size()));
    bytes_.append(part);
    return *this;
}

HashInput& HashInput::add(std::uint64_t number) {
    for (int shift = 56; shift >= 0; shift -= 8) {
        bytes_.push_back(static_cast<char>((number >> shift) & 0xFFu));
    }
    return *this;
}

HashInput& HashInput::add(const Digest& digest) {
    return add(std::string_view(reinterpret_cast<const char*>(digest.data()), digest.size()));
}

std::string toHex(std::string_view bytes) {
    static constexpr char kDigits[] = "0123456789abcdef";
    std::string hex;
    hex.reserve(bytes.size() * 2);
    for (const char c : bytes) {
        const auto byte = static_cast<unsigned char>(c);
        hex.push_back(kDigits[byte >> 4]);
        hex.push_back(kDigits[byte & 0x0F]);
    }
    return hex;
}

std::string toHex(const Digest& digest) {
    return toHex(std::string_view(reinterpret_cast<const char*>(digest.data()), digest.size()));
}

namespace {

int hexValue(char c) {
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    if (c >= 'A' && c <= 'F') {
        return c - 'A' + 10;
    }
    return -1;
}

}  // namespace

std::optional<std::string> fromHex(std::string_view hex) {
    if (hex.size() % 2 != 0) {
        return std::nullopt;
    }
    std::string bytes;
    bytes.reserve(hex.size() / 2);
    for (std::size_t i = 0; i < hex.size(); i += 2) {
        const int high = hexValue(hex[i]);
        const int low = hexValue(hex[i + 1]);
        if (high < 0 || low < 0) {
            return std::nullopt;
        }
        bytes.push_back(static_cast<char>(high * 16 + low));
    }
    return bytes;
}

std::optional<Digest> digestFromHex(std::string_view hex) {
    const std::optional<std::string> bytes = fromHex(hex);
    if (!bytes || bytes->size() != Digest{}.size()) {
        return std::nullopt;
    }
    Digest digest{};
    std::copy(bytes->begin(), bytes->end(), digest.begin());
    return digest;
}

std::string systemRandomBytes(std::size_t count) {
    std::string bytes(count, '\0');
    if (count > 0 &&
        RAND_bytes(reinterpret_cast<unsigned char*>(bytes.data()), static_cast<int>(count)) != 1) {
        throw std::runtime_error("the system gives no random bytes (OpenSSL RAND_bytes failed)");
    }
    return bytes;
}

}  // namespace adjutant
