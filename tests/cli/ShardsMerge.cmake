# Plays a batch with adjutant-cli simulate in one run and again as four slices
# (--shard K/4), merges the slices with merge-results, and checks that the
# merged report is the single run's, as JSON and as text, but for the time taken.
#
#   cmake -DCLI=<adjutant-cli> -DSCENARIO=<file> -DGAMES=<n> -DBOUNDS=<k> -DOUT=<dir>
#         -P ShardsMerge.cmake
foreach(variable CLI SCENARIO GAMES BOUNDS OUT)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "ShardsMerge.cmake needs ${variable}")
    endif()
endforeach()

set(common simulate "${SCENARIO}" --games "${GAMES}" --bounds "${BOUNDS}" --seed 7 --threads 1
           --difficulty-a steady --difficulty-b novice)

function(run_cli output_variable)
    execute_process(COMMAND "${CLI}" ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        message(FATAL_ERROR "adjutant-cli ${ARGN} exited with ${code}:\n${out}${err}")
    endif()
    set(${output_variable} "${out}" PARENT_SCOPE)
endfunction()

# Everything but the line or member that says how long it took.
function(without_timing output_variable text json)
    if(json)
        string(JSON text REMOVE "${text}" timing)
    else()
        string(REGEX REPLACE "\n  played in [^\n]*" "" text "${text}")
    endif()
    set(${output_variable} "${text}" PARENT_SCOPE)
endfunction()

file(MAKE_DIRECTORY "${OUT}")
run_cli(single_json ${common} --json)
run_cli(single_text ${common})
set(slices "")
foreach(k 1 2 3 4)
    file(REMOVE "${OUT}/slice-${k}.json")
    run_cli(ignored ${common} --shard "${k}/4" --output "${OUT}/slice-${k}.json")
    list(APPEND slices "${OUT}/slice-${k}.json")
endforeach()
# Given in another order than played: the merge puts the games in seed order.
list(REVERSE slices)
run_cli(merged_json merge-results ${slices} --json)
run_cli(merged_text merge-results ${slices})

without_timing(a "${single_json}" TRUE)
without_timing(b "${merged_json}" TRUE)
if(NOT a STREQUAL b)
    message(FATAL_ERROR "the merged JSON report differs from the single run's:\n${a}\n---\n${b}")
endif()
without_timing(a "${single_text}" FALSE)
without_timing(b "${merged_text}" FALSE)
if(NOT a STREQUAL b)
    message(FATAL_ERROR "the merged report differs from the single run's:\n${a}\n---\n${b}")
endif()
string(FIND "${a}" "games of up to ${BOUNDS} bounds" found)
if(found EQUAL -1)
    message(FATAL_ERROR "the report does not say how many games it played:\n${a}")
endif()

# A slice given twice, or one missing, is refused with a reason.
execute_process(COMMAND "${CLI}" merge-results "${OUT}/slice-1.json" "${OUT}/slice-1.json"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(code EQUAL 0 OR NOT err MATCHES "given twice")
    message(FATAL_ERROR "merging a slice twice was not refused:\n${out}${err}")
endif()
