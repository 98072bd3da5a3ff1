# Project code compiles with a strict warning set; CI treats warnings as errors.
function(adjutant_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                             -Wold-style-cast -Wcast-align -Woverloaded-virtual)
    if(ADJUTANT_WERROR)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    # GCC 12 at -O2/-O3 reports impossible overlaps inside std::string's own
    # concatenation (GCC bug 105329), a false positive that would fail Release builds.
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
        target_compile_options(${target} PRIVATE -Wno-restrict)
    endif()
endfunction()

# Adds one module of the core library: a static library built from every source
# file in the calling folder, named adjutant_<name>.
function(adjutant_core_module name)
    cmake_parse_arguments(ARG "" "" "DEPENDS" ${ARGN})
    file(GLOB sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/*.cpp"
                                        "${CMAKE_CURRENT_SOURCE_DIR}/*/*.cpp")
    if(sources)
        add_library(adjutant_${name} STATIC ${sources})
        target_include_directories(adjutant_${name} PUBLIC "${PROJECT_SOURCE_DIR}")
        target_link_libraries(adjutant_${name} PUBLIC ${ARG_DEPENDS})
        adjutant_set_warnings(adjutant_${name})
    else()
        # A module with headers only so far.
        add_library(adjutant_${name} INTERFACE)
        target_include_directories(adjutant_${name} INTERFACE "${PROJECT_SOURCE_DIR}")
        target_link_libraries(adjutant_${name} INTERFACE ${ARG_DEPENDS})
    endif()
    add_library(adjutant::${name} ALIAS adjutant_${name})
endfunction()

# Adds a GoogleTest executable test_<name> from every .cpp in tests/<folder>,
# registered with CTest test by test.
function(adjutant_test_suite name folder)
    cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
    # One level of subfolders too (tests/ui/docks/ mirrors ui/docks/).
    file(GLOB sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*.cpp"
                                        "${CMAKE_CURRENT_SOURCE_DIR}/${folder}/*/*.cpp")
    if(NOT sources)
        return()
    endif()
    add_executable(test_${name} ${sources})
    # The tests find the source tree at run time (tests/support/TestPaths.h).
    target_link_libraries(test_${name} PRIVATE ${ARG_LIBS} adjutant_app_common GTest::gtest
                                               GTest::gtest_main GTest::gmock)
    adjutant_set_warnings(test_${name})
    # Every test also checks that the Tricorne state cache never misses a change.
    gtest_discover_tests(test_${name} DISCOVERY_TIMEOUT 60 TEST_PREFIX "${name}."
        PROPERTIES ENVIRONMENT "ADJUTANT_VERIFY_STATE_CACHE=1")
endfunction()
