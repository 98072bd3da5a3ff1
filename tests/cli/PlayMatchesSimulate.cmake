# Plays one whole game with adjutant-cli play, each side's computer at its own
# level (--difficulty-a / --difficulty-b), and checks it is the very game
# simulate plays on the same seed at the same levels: the same state hash.
#
#   cmake -DCLI=<adjutant-cli> -DSCENARIO=<file> -DSEED=<n> -DA=<level> -DB=<level>
#         -DSAVE=<file> -P PlayMatchesSimulate.cmake
foreach(variable CLI SCENARIO SEED A B SAVE)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "PlayMatchesSimulate.cmake needs ${variable}")
    endif()
endforeach()

execute_process(
    COMMAND "${CLI}" simulate "${SCENARIO}" --games 1 --seed "${SEED}" --threads 1
            --difficulty-a "${A}" --difficulty-b "${B}" --shard 1/1
    RESULT_VARIABLE simulate_exit
    OUTPUT_VARIABLE simulate_out
    ERROR_VARIABLE simulate_err)
if(NOT simulate_exit EQUAL 0)
    message(FATAL_ERROR "adjutant-cli simulate exited with ${simulate_exit}:\n${simulate_err}")
endif()
string(REGEX MATCH "\"hash\": \"([0-9a-f]+)\"" found "${simulate_out}")
set(expected "${CMAKE_MATCH_1}")
string(REGEX MATCH "\"bounds\": ([0-9]+)" found_bounds "${simulate_out}")
set(bounds "${CMAKE_MATCH_1}")
if(NOT found OR NOT found_bounds)
    message(FATAL_ERROR "adjutant-cli simulate printed no game hash:\n${simulate_out}")
endif()

file(REMOVE "${SAVE}")
execute_process(
    COMMAND "${CLI}" play "${SCENARIO}" --seed "${SEED}" --bounds "${bounds}" --ai both
            --difficulty-a "${A}" --difficulty-b "${B}" --out "${SAVE}"
    RESULT_VARIABLE play_exit
    OUTPUT_VARIABLE play_out
    ERROR_VARIABLE play_err)
if(NOT play_exit EQUAL 0)
    message(FATAL_ERROR "adjutant-cli play exited with ${play_exit}:\n${play_out}${play_err}")
endif()
string(REGEX MATCH "state hash ([0-9a-f]+)" found "${play_out}")
if(NOT found OR NOT CMAKE_MATCH_1 STREQUAL expected)
    message(FATAL_ERROR "adjutant-cli play ended at hash ${CMAKE_MATCH_1}, simulate's game at "
                        "${expected}:\n${play_out}${play_err}")
endif()
