# Trims llama-cpp-python's compile of llama.cpp to what the engine loads (the Makefile passes it
# as -DCMAKE_PROJECT_INCLUDE=...; CMake reads it after each project() of the build).
#
# - llama.cpp's common library (llama-common: argument parsing, chat parsers, downloads, the HTTP
#   client) is left out. llama-cpp-python switches it on (LLAMA_BUILD_COMMON, forced in its cache)
#   although its bindings load only libllama and libggml*: left in, it was more than half of the
#   compile. A variable set here, in llama.cpp's own directory, hides that cache entry there.
# - code that runs once when a model loads, or never in sot (quantizing, saving a model, LoRA
#   files, chat-template tables, GGUF reading, ggml's optimizer), is compiled at -O1; the kernels
#   and everything a decode step runs keep the build type's -O3.
#
# It changes nothing outside llama-cpp-python's build (its top-level project is llama_cpp), so
# the same CMAKE_ARGS can reach another package's build of llama.cpp unharmed.

if(CMAKE_PROJECT_NAME STREQUAL "llama_cpp" AND PROJECT_NAME STREQUAL "llama.cpp")
    set(LLAMA_BUILD_COMMON OFF)

    function(sot_lean_cold_sources)
        set(cold_llama
            llama-model-loader.cpp llama-quant.cpp llama-model-saver.cpp llama-adapter.cpp
            llama-arch.cpp llama-chat.cpp llama-mmap.cpp)
        set(cold_ggml gguf.cpp ggml-opt.cpp)
        list(TRANSFORM cold_llama PREPEND "${CMAKE_CURRENT_SOURCE_DIR}/src/")
        list(TRANSFORM cold_ggml PREPEND "${CMAKE_CURRENT_SOURCE_DIR}/ggml/src/")
        set_source_files_properties(${cold_llama} DIRECTORY src PROPERTIES COMPILE_OPTIONS -O1)
        if(TARGET ggml-base)
            set_source_files_properties(${cold_ggml} DIRECTORY ggml/src PROPERTIES COMPILE_OPTIONS -O1)
        endif()
    endfunction()
    # after llama.cpp's directory has made its targets
    cmake_language(DEFER CALL sot_lean_cold_sources)
endif()
