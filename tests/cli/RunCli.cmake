# Runs adjutant-cli once and checks its exit code and output together, so that a
# test fails when the program exits as expected but says the wrong thing.
#
#   cmake -DCLI=<adjutant-cli> -DARGS=<args separated by |> -DEXPECT_EXIT=<code>
#         [-DEXPECT_OUTPUT=<texts separated by |>] -P RunCli.cmake
#
# Every text in EXPECT_OUTPUT must appear in standard output or standard error.
if(NOT DEFINED CLI OR NOT DEFINED ARGS OR NOT DEFINED EXPECT_EXIT)
    message(FATAL_ERROR "RunCli.cmake needs CLI, ARGS and EXPECT_EXIT")
endif()

string(REPLACE "|" ";" arguments "${ARGS}")
execute_process(
    COMMAND "${CLI}" ${arguments}
    RESULT_VARIABLE exit_code
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
set(output "${out}${err}")

if(NOT "${exit_code}" STREQUAL "${EXPECT_EXIT}")
    message(FATAL_ERROR "adjutant-cli ${ARGS}\nexited with ${exit_code}, expected ${EXPECT_EXIT}.\n"
                        "Output:\n${output}")
endif()

if(DEFINED EXPECT_OUTPUT AND NOT "${EXPECT_OUTPUT}" STREQUAL "")
    string(REPLACE "|" ";" expected_texts "${EXPECT_OUTPUT}")
    foreach(text IN LISTS expected_texts)
        string(FIND "${output}" "${text}" position)
        if(position EQUAL -1)
            message(FATAL_ERROR "adjutant-cli ${ARGS}\ndid not print \"${text}\".\n"
                                "Output:\n${output}")
        endif()
    endforeach()
endif()
