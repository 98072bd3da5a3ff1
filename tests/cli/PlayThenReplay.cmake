# Plays a scenario headless with adjutant-cli play, then replays the save with
# adjutant-cli replay --expect-hash and the hash play printed.
#
#   cmake -DCLI=<adjutant-cli> -DSCENARIO=<file> -DBOUNDS=<k> -DSEED=<n> -DSAVE=<file>
#         -P PlayThenReplay.cmake
foreach(variable CLI SCENARIO BOUNDS SEED SAVE)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "PlayThenReplay.cmake needs ${variable}")
    endif()
endforeach()

file(REMOVE "${SAVE}")
execute_process(
    COMMAND "${CLI}" play "${SCENARIO}" --seed "${SEED}" --bounds "${BOUNDS}" --out "${SAVE}"
    RESULT_VARIABLE play_exit
    OUTPUT_VARIABLE play_out
    ERROR_VARIABLE play_err)
if(NOT play_exit EQUAL 0)
    message(FATAL_ERROR "adjutant-cli play exited with ${play_exit}:\n${play_out}${play_err}")
endif()
string(REGEX MATCH "state hash ([0-9a-f]+)" found "${play_out}")
if(NOT found)
    message(FATAL_ERROR "adjutant-cli play printed no state hash:\n${play_out}${play_err}")
endif()
set(hash "${CMAKE_MATCH_1}")

execute_process(
    COMMAND "${CLI}" replay "${SAVE}" --expect-hash "${hash}"
    RESULT_VARIABLE replay_exit
    OUTPUT_VARIABLE replay_out
    ERROR_VARIABLE replay_err)
if(NOT replay_exit EQUAL 0)
    message(FATAL_ERROR "adjutant-cli replay --expect-hash ${hash} exited with ${replay_exit}:\n"
                        "${replay_out}${replay_err}")
endif()

# The journal shows every step of every bound: one resolveStep entry per step
# of the sequence of play (STEPS a bound), each with at least one resolution.
if(DEFINED STEPS)
    # One list element per journal line. Explanations may hold ";" (CMake's list
    # separator) and brackets (which stop it separating), so both are replaced first.
    file(READ "${SAVE}" journal)
    string(REPLACE ";" "," journal "${journal}")
    string(REPLACE "[" "(" journal "${journal}")
    string(REPLACE "]" ")" journal "${journal}")
    string(REPLACE "\n" ";" step_entries "${journal}")
    list(FILTER step_entries INCLUDE REGEX "\"type\":\"resolveStep\"")
    list(LENGTH step_entries step_count)
    math(EXPR expected "${BOUNDS} * ${STEPS}")
    if(NOT step_count EQUAL expected)
        message(FATAL_ERROR "the journal holds ${step_count} resolved steps, not ${expected}")
    endif()
    foreach(entry IN LISTS step_entries)
        if(entry MATCHES "\"resolutions\":\\(\\)")
            message(FATAL_ERROR "a resolved step has no resolution saying what it did:\n${entry}")
        endif()
    endforeach()
endif()
# Resolutions the game must have made (e.g. charges): kinds separated by "|".
string(REPLACE "|" ";" expected_kinds "${EXPECT_KINDS}")
foreach(kind IN LISTS expected_kinds)
    file(STRINGS "${SAVE}" with_kind REGEX "\"kind\":\"${kind}\"")
    if(NOT with_kind)
        message(FATAL_ERROR "the journal has no resolution of kind \"${kind}\"")
    endif()
endforeach()
