#pragma once

// Where the tests, benchmarks and fuzz targets find the source tree's files and
// the command-line program: read at run time from the build folder they run in
// (app::buildTreeOf), never compiled in, so that the compiler cache serves any
// clone of the repository. Each is an absolute path; empty when the program
// runs outside a build folder.

#include <string>

#include "app/common/ProgramFolders.h"

namespace adjutant {

inline const app::BuildTree& testBuildTree() {
    static const app::BuildTree tree = app::buildTreeOfThisProgram();
    return tree;
}

/// The repository's top folder.
inline const char* testSourceDir() {
    return testBuildTree().sourceDir.c_str();
}

/// The shipped files: resources/.
inline const char* testResourceDir() {
    static const std::string dir = testBuildTree().sourceDir + "/resources";
    return dir.c_str();
}

/// The tests' own files: tests/data/.
inline const char* testDataDir() {
    static const std::string dir = testBuildTree().sourceDir + "/tests/data";
    return dir.c_str();
}

/// adjutant-cli in this build folder.
inline const char* testCliProgram() {
    return testBuildTree().cliProgram.c_str();
}

}  // namespace adjutant
