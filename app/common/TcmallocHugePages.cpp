// Asks the kernel for 2 MB pages under tcmalloc's heap (linked into the
// programs with tcmalloc only; see cmake/AdjutantAllocator.cmake).
//
// A bound of a large battle touches tens of megabytes: the journal it writes,
// the layouts and statuses it reads. With 4 KB pages that is ten thousand
// pages, far more than the processor's TLB holds, and on a virtual machine
// each miss walks two page tables. gperftools' tcmalloc takes memory from
// the system in large runs but never asks for huge pages, so each run it
// takes is rounded up to, and aligned on, 2 MB and marked MADV_HUGEPAGE; the
// kernel (transparent huge pages in "madvise" mode, Debian's default) backs
// it with huge pages where it can. Nothing changes where it cannot.
// ADJUTANT_HUGE_PAGES=0 in the environment leaves tcmalloc as it is.
#include <gperftools/malloc_extension.h>
#include <sys/mman.h>

#include <cstddef>
#include <cstdlib>
#include <cstring>

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

class HugePageSysAllocator final : public SysAllocator {
  public:
    explicit HugePageSysAllocator(SysAllocator* system) : system_(system) {}

    void* Alloc(std::size_t size, std::size_t* actualSize, std::size_t alignment) override {
        const std::size_t rounded = (size + kHugePage - 1) / kHugePage * kHugePage;
        std::size_t got = rounded;
        void* memory = system_->Alloc(rounded, &got, alignment < kHugePage ? kHugePage : alignment);
        if (!memory) {
            return system_->Alloc(size, actualSize, alignment);  // as tcmalloc would have
        }
        madvise(memory, got, MADV_HUGEPAGE);  // advice only: a refusal changes nothing
        if (actualSize) {
            *actualSize = got;
        }
        return memory;
    }

  private:
    SysAllocator* system_;
};

bool wanted() {
    const char* setting = std::getenv("ADJUTANT_HUGE_PAGES");
    return !setting || std::strcmp(setting, "0") != 0;
}

// Installed before main, while the heap is still small: tcmalloc asks its
// system allocator only when it grows.
const bool installed = [] {
    MallocExtension* extension = MallocExtension::instance();
    SysAllocator* system = extension ? extension->GetSystemAllocator() : nullptr;
    if (!system || !wanted()) {
        return false;
    }
    static HugePageSysAllocator allocator(system);
    extension->SetSystemAllocator(&allocator);
    return true;
}();

}  // namespace
