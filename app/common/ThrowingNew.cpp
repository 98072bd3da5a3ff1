// The programs' operator new when they allocate with mimalloc.
//
// mimalloc's own operator new aborts when memory runs out: it asks for the
// program's new handler through a weak symbol bound inside the library, finds
// none, and calls abort(). So nothing the program does could catch it, and a
// battle too large for the machine ended in a core dump instead of the
// sentence runGuarded (app/common/TopLevelGuard.h) gives. These definitions,
// in the executable, take the place of the library's for the whole process:
// they allocate with malloc, which mimalloc provides, and on failure call the
// new handler or throw std::bad_alloc as the standard says. The aligned forms
// are left to mimalloc; nothing in the programs allocates over-aligned blocks
// in bulk.
#include <cstdlib>
#include <new>

namespace {

void* allocateOrThrow(std::size_t size) {
    if (size == 0) {
        size = 1;
    }
    for (;;) {
        if (void* block = std::malloc(size)) {
            return block;
        }
        const std::new_handler handler = std::get_new_handler();
        if (handler == nullptr) {
            throw std::bad_alloc();
        }
        handler();
    }
}

void* allocateOrNull(std::size_t size) noexcept {
    try {
        return allocateOrThrow(size);
    } catch (...) {
        return nullptr;
    }
}

}  // namespace

void* operator new(std::size_t size) {
    return allocateOrThrow(size);
}
void* operator new[](std::size_t size) {
    return allocateOrThrow(size);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
    return allocateOrNull(size);
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
    return allocateOrNull(size);
}

void operator delete(void* block) noexcept {
    std::free(block);
}
void operator delete[](void* block) noexcept {
    std::free(block);
}
void operator delete(void* block, std::size_t) noexcept {
    std::free(block);
}
void operator delete[](void* block, std::size_t) noexcept {
    std::free(block);
}
void operator delete(void* block, const std::nothrow_t&) noexcept {
    std::free(block);
}
void operator delete[](void* block, const std::nothrow_t&) noexcept {
    std::free(block);
}
