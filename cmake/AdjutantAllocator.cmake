# The memory allocator the programs are linked with.
#
# A referee bound makes and frees a few hundred thousand small blocks (explanation
# nodes and their strings, layouts, query results), and glibc's malloc spent about
# a fifth of the bound's instructions on them. mimalloc, tcmalloc and jemalloc hand
# small blocks out from per-size free lists for less. mimalloc keeps those lists
# per page of the heap, so a block freed is handed out again from the same page
# and a large battle's bound does not pay more per block than a small one's:
# see the performance notes in docs/architecture.md. Only the programs are
# linked with it, never the core libraries, so the test executables and
# sanitizer builds keep the system allocator.
#
#   ADJUTANT_ALLOCATOR=mimalloc (default): mimalloc when installed (Debian:
#                                          libmimalloc-dev), else tcmalloc, else
#                                          jemalloc, else the system's
#   ADJUTANT_ALLOCATOR=tcmalloc:           tcmalloc_minimal when installed (Debian:
#                                          libgoogle-perftools-dev), else jemalloc,
#                                          else the system's
#   ADJUTANT_ALLOCATOR=jemalloc:           jemalloc when installed, else the system's
#   ADJUTANT_ALLOCATOR=system:             always the system allocator
set(ADJUTANT_ALLOCATOR "mimalloc" CACHE STRING
    "Allocator linked into the programs: mimalloc, tcmalloc, jemalloc or system")
set_property(CACHE ADJUTANT_ALLOCATOR PROPERTY STRINGS mimalloc tcmalloc jemalloc system)

set(ADJUTANT_ALLOCATOR_LIBRARY "")
if(NOT ADJUTANT_SANITIZE)  # the sanitizers bring their own allocator
    if(ADJUTANT_ALLOCATOR STREQUAL "mimalloc")
        find_library(ADJUTANT_MIMALLOC_LIBRARY NAMES mimalloc)
        set(ADJUTANT_ALLOCATOR_LIBRARY "${ADJUTANT_MIMALLOC_LIBRARY}")
    endif()
    if(NOT ADJUTANT_ALLOCATOR_LIBRARY AND ADJUTANT_ALLOCATOR MATCHES "^(mimalloc|tcmalloc)$")
        find_library(ADJUTANT_TCMALLOC_LIBRARY NAMES tcmalloc_minimal)
        set(ADJUTANT_ALLOCATOR_LIBRARY "${ADJUTANT_TCMALLOC_LIBRARY}")
    endif()
    if(NOT ADJUTANT_ALLOCATOR_LIBRARY AND ADJUTANT_ALLOCATOR MATCHES "^(mimalloc|tcmalloc|jemalloc)$")
        find_library(ADJUTANT_JEMALLOC_LIBRARY NAMES jemalloc)
        set(ADJUTANT_ALLOCATOR_LIBRARY "${ADJUTANT_JEMALLOC_LIBRARY}")
    endif()
endif()
if(NOT ADJUTANT_ALLOCATOR_LIBRARY)
    set(ADJUTANT_ALLOCATOR_LIBRARY "")
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

# With tcmalloc, its heap asks for 2 MB pages (app/common/TcmallocHugePages.cpp).
set(ADJUTANT_HUGE_PAGE_SOURCE "")
if(ADJUTANT_ALLOCATOR_LIBRARY MATCHES "tcmalloc")
    find_path(ADJUTANT_GPERFTOOLS_INCLUDE gperftools/malloc_extension.h)
    if(ADJUTANT_GPERFTOOLS_INCLUDE)
        set(ADJUTANT_HUGE_PAGE_SOURCE "${CMAKE_CURRENT_LIST_DIR}/../app/common/TcmallocHugePages.cpp")
    endif()
endif()

# Links `target` (an executable) with the chosen allocator; nothing when it is the system's.
function(adjutant_link_allocator target)
    if(ADJUTANT_ALLOCATOR_LIBRARY)
        target_link_libraries(${target} PRIVATE "${ADJUTANT_ALLOCATOR_LIBRARY}")
    endif()
    if(ADJUTANT_HUGE_PAGE_SOURCE)
        target_sources(${target} PRIVATE "${ADJUTANT_HUGE_PAGE_SOURCE}")
        target_include_directories(${target} SYSTEM PRIVATE "${ADJUTANT_GPERFTOOLS_INCLUDE}")
    endif()
endfunction()
