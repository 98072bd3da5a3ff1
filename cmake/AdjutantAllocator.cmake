# The memory allocator the programs are linked with.
#
# A referee bound makes and frees a few hundred thousand small blocks (explanation
# nodes and their strings, layouts, query results), and glibc's malloc spends a
# large share of a bound on them. mimalloc hands small blocks out from free lists
# kept per page of the heap, so a block freed is handed out again from the same
# page and a large battle's bound does not pay more per block than a small one's.
# tcmalloc and jemalloc were measured against it and the system allocator and
# left out: see "One allocator" in docs/performance.md. Only the programs are
# linked with it, never the core libraries, so the test executables and
# sanitizer builds keep the system allocator.
#
#   ADJUTANT_ALLOCATOR=mimalloc (default): mimalloc (Debian: libmimalloc-dev), or
#                                          the system's when it is not installed
#   ADJUTANT_ALLOCATOR=system:             the system allocator
set(ADJUTANT_ALLOCATOR "mimalloc" CACHE STRING
    "Allocator linked into the programs: mimalloc or system")
set_property(CACHE ADJUTANT_ALLOCATOR PROPERTY STRINGS mimalloc system)

set(ADJUTANT_ALLOCATOR_LIBRARY "")
if(ADJUTANT_ALLOCATOR STREQUAL "mimalloc" AND NOT ADJUTANT_SANITIZE)
    # The sanitizers bring their own allocator.
    find_library(ADJUTANT_MIMALLOC_LIBRARY NAMES mimalloc)
    if(ADJUTANT_MIMALLOC_LIBRARY)
        set(ADJUTANT_ALLOCATOR_LIBRARY "${ADJUTANT_MIMALLOC_LIBRARY}")
    endif()
endif()
get_property(reported GLOBAL PROPERTY ADJUTANT_ALLOCATOR_REPORTED)
if(NOT reported)  # included by each program's folder; say it once
    set_property(GLOBAL PROPERTY ADJUTANT_ALLOCATOR_REPORTED TRUE)
    if(ADJUTANT_ALLOCATOR_LIBRARY)
        message(STATUS "Adjutant programs allocate with ${ADJUTANT_ALLOCATOR_LIBRARY}")
    else()
        message(STATUS "Adjutant programs allocate with the system allocator")
    endif()
endif()

# Links `target` (an executable) with the chosen allocator; nothing when it is
# the system's. With mimalloc the executable also gets an operator new that
# throws std::bad_alloc when memory runs out (app/common/ThrowingNew.cpp), where
# mimalloc's own would abort.
function(adjutant_link_allocator target)
    if(ADJUTANT_ALLOCATOR_LIBRARY)
        target_sources(${target} PRIVATE "${PROJECT_SOURCE_DIR}/app/common/ThrowingNew.cpp")
        target_link_libraries(${target} PRIVATE "${ADJUTANT_ALLOCATOR_LIBRARY}")
    endif()
endfunction()
