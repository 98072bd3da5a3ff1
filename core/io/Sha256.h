#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace adjutant {

/// A SHA-256 digest (FIPS 180-4), computed by OpenSSL's libcrypto.
using Digest = std::array<std::uint8_t, 32>;

/// The digest of `bytes`.
Digest sha256(std::string_view bytes);

/// The digest of the file at `path`, read in pieces so that a large map
/// image is never held whole; nothing when it cannot be read.
std::optional<Digest> sha256OfFile(const std::string& path);

/// HMAC-SHA-256 (RFC 2104) of `message` under `key`.
Digest hmacSha256(std::string_view key, std::string_view message);

/// Builds the input of a hash from parts that cannot run into one another:
/// each part is written as its length (8 bytes, big-endian) and its bytes, so
/// ("ab", "c") and ("a", "bc") never hash alike. Every hash of the two-player
/// protocol starts with a part naming what it is for ("adjutant/commit/v1"),
/// so a value made for one purpose is never accepted for another.
class HashInput {
  public:
    HashInput& add(std::string_view part);
    HashInput& add(std::uint64_t number);
    HashInput& add(const Digest& digest);
    const std::string& bytes() const { return bytes_; }
    Digest sha256() const { return adjutant::sha256(bytes_); }

  private:
    std::string bytes_;
};

/// Lower-case hexadecimal, two digits a byte.
std::string toHex(std::string_view bytes);
std::string toHex(const Digest& digest);
/// The bytes a string of hexadecimal digits stands for; nothing when it is not
/// an even number of hexadecimal digits.
std::optional<std::string> fromHex(std::string_view hex);
/// A digest written as 64 hexadecimal digits; nothing for anything else.
std::optional<Digest> digestFromHex(std::string_view hex);

/// `count` bytes from the system's cryptographic random source (OpenSSL's
/// RAND_bytes, seeded by the kernel). Throws std::runtime_error if it has none.
std::string systemRandomBytes(std::size_t count);

}  // namespace adjutant
