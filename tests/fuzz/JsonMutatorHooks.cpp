// libFuzzer's hooks for a custom mutation, linked into every target whose
// input is JSON: they hand libFuzzer's mutation and cross-over to JsonMutator.
// ADJUTANT_FUZZ_MUTATOR=bytes leaves every mutation to libFuzzer's own byte
// mutation, as before the mutator existed (to compare the two).
#include <cstdlib>
#include <cstring>
#include <string_view>

#include "tests/fuzz/JsonMutator.h"

extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t maxSize);

namespace {

bool bytesOnly() {
    static const bool only = [] {
        const char* choice = std::getenv("ADJUTANT_FUZZ_MUTATOR");
        return choice != nullptr && std::string_view(choice) == "bytes";
    }();
    return only;
}

std::string_view textOf(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

}  // namespace

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size,
                                               std::size_t maxSize, unsigned int seed) {
    if (bytesOnly()) {
        return LLVMFuzzerMutate(data, size, maxSize);
    }
    const std::string mutated =
        adjutant::fuzz::mutateJson(textOf(data, size), maxSize, seed, &LLVMFuzzerMutate);
    std::memcpy(data, mutated.data(), mutated.size());
    return mutated.size();
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2,
                                                 std::uint8_t* out, std::size_t maxOutSize,
                                                 unsigned int seed) {
    if (bytesOnly()) {
        return 0;
    }
    const std::string child =
        adjutant::fuzz::crossOverJson(textOf(data1, size1), textOf(data2, size2), maxOutSize, seed);
    std::memcpy(out, child.data(), child.size());
    return child.size();
}
