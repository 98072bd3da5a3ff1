# Plays a shipped scenario for 12 bounds with adjutant-cli play, writes its
# after-action report with adjutant-cli report as PDF and as HTML, and checks
# what each holds: the PDF's text through pdftotext (poppler-utils), the HTML
# as one self-contained file.
#
#   cmake -DCLI=<adjutant-cli> -DSCENARIO=<file> -DTITLE=<scenario title> -DOUT=<folder>
#         -P ReportOfPlayedGame.cmake
foreach(variable CLI SCENARIO TITLE OUT)
    if(NOT DEFINED ${variable})
        message(FATAL_ERROR "ReportOfPlayedGame.cmake needs ${variable}")
    endif()
endforeach()

function(run)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT code EQUAL 0)
        string(REPLACE ";" " " line "${ARGN}")
        message(FATAL_ERROR "${line}\nexited with ${code}:\n${out}${err}")
    endif()
    set(run_output "${out}${err}" PARENT_SCOPE)
endfunction()

function(expect text where what)
    string(FIND "${where}" "${text}" position)
    if(position EQUAL -1)
        message(FATAL_ERROR "the ${what} does not hold \"${text}\"")
    endif()
endfunction()

file(REMOVE_RECURSE "${OUT}")
file(MAKE_DIRECTORY "${OUT}")
set(save "${OUT}/game.save.jsonl")
run("${CLI}" play "${SCENARIO}" --seed 7 --bounds 12 --ai both --out "${save}")

run("${CLI}" report "${save}" --out "${OUT}/report.pdf")
expect("the after-action report of ${TITLE}" "${run_output}" "report command's output")
find_program(PDFTOTEXT pdftotext REQUIRED)
find_program(PDFINFO pdfinfo REQUIRED)
run("${PDFINFO}" "${OUT}/report.pdf")
string(REGEX MATCH "Pages: +([0-9]+)" pages "${run_output}")
if(NOT pages OR CMAKE_MATCH_1 LESS 3)
    message(FATAL_ERROR "the PDF should run to several pages:\n${run_output}")
endif()
string(REGEX MATCH "Title: +([^\n]*)" title_line "${run_output}")
if(NOT CMAKE_MATCH_1 STREQUAL TITLE)
    message(FATAL_ERROR "the PDF's title is \"${CMAKE_MATCH_1}\", expected \"${TITLE}\"")
endif()
run("${PDFTOTEXT}" -layout "${OUT}/report.pdf" -)
set(pdf_text "${run_output}")
foreach(text "${TITLE}" "After-action report" "Result" "The table at the start"
             "The table at the end, after 12 bounds" "Losses by bound" "Turning points"
             "The battle bound by bound" "Bound 1" "Bound 12")
    expect("${text}" "${pdf_text}" "PDF")
endforeach()
string(REGEX MATCH "(won|draw|drawn)" result "${pdf_text}")
if(NOT result)
    message(FATAL_ERROR "the PDF gives no result:\n${pdf_text}")
endif()

run("${CLI}" report "${save}" --out "${OUT}/report.html")
file(READ "${OUT}/report.html" html)
foreach(text "<title>${TITLE}</title>" "Turning points" "Bound 12" "Losses by bound")
    expect("${text}" "${html}" "HTML page")
endforeach()
# One file: the three pictures inline, nothing fetched from elsewhere.
# (The match stops before ";base64": a ";" would split CMake's list.)
string(REGEX MATCHALL "src=\"data:image/png" pictures "${html}")
list(LENGTH pictures count)
if(NOT count EQUAL 3)
    message(FATAL_ERROR "the HTML page should hold 3 inline pictures, it holds ${count}")
endif()
string(REGEX MATCH "src=\"(report:|http|file:)" outside "${html}")
if(outside)
    message(FATAL_ERROR "the HTML page refers to a file outside it: ${outside}")
endif()

# A report is refused for a name that is neither .pdf nor .html.
execute_process(COMMAND "${CLI}" report "${save}" --out "${OUT}/report.txt"
                RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT code EQUAL 2)
    message(FATAL_ERROR "report --out report.txt should exit with 2, it exited with ${code}")
endif()
