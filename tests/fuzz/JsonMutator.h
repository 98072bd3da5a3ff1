#pragma once

// A mutator for the fuzz targets whose input is JSON, one document or JSON
// lines (a saved game, a turn file): it changes what a value means, not only
// its bytes. Byte mutation rarely turns a command's type into "" or a count of
// figures into 10^9, which a reader must refuse in the game's words; this
// mutator parses the input, picks one member or element at any depth and
// changes its value, its type or its presence, and writes the document back.
// Inputs that do not parse, and now and then any input, go to libFuzzer's own
// byte mutation instead, so that the parsers stay fuzzed too.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace adjutant::fuzz {

/// libFuzzer's LLVMFuzzerMutate, or a stand-in in tests: mutates `size` bytes
/// of `data` in place into at most `maxSize` and returns the new size.
using ByteMutation = std::size_t (*)(std::uint8_t* data, std::size_t size, std::size_t maxSize);

/// One mutation of `input`, no longer than `maxSize` bytes. The same input,
/// seed and byte mutation give the same result: libFuzzer's -seed replays a run.
std::string mutateJson(std::string_view input, std::size_t maxSize, unsigned seed,
                       ByteMutation bytes);

/// A child of two inputs: a line of `other` put into `input` (JSON lines) or a
/// value of `other` put in place of one of `input` (documents). Empty when
/// neither parses.
std::string crossOverJson(std::string_view input, std::string_view other, std::size_t maxSize,
                          unsigned seed);

}  // namespace adjutant::fuzz
