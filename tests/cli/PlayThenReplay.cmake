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
