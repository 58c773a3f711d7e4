"""Seed the "power-lever-models" volume with every model the workers' fallback chains may load.

    modal run workers/seed_models.py            # the small models (everything below 30B parameters)
    modal run workers/seed_models.py --large    # also the 70B targets (about 110 GB more)
    modal run workers/seed_models.py --only Qwen/Qwen2.5-7B-Instruct
    modal run workers/seed_models.py --dry-run  # print the list, download nothing

The list is derived from ``powerlever.tiers`` (no model id is repeated here). Llama models are
gated on the Hugging Face Hub: accept their licence and export HF_TOKEN before running; it is
passed to the download container as a Modal secret built from your local environment.
"""

from __future__ import annotations

import os

import modal

from workers.engine_args import MODELS_DIR, SEED_IGNORE_PATTERNS, VOLUME_NAME, model_dir, seed_model_ids

HF_HUB_PACKAGE = "huggingface_hub==2.4.0"
COMPLETE_MARKER = ".powerlever-complete"

app = modal.App("power-lever-seed")
volume = modal.Volume.from_name(VOLUME_NAME, create_if_missing=True)
image = (
    modal.Image.debian_slim(python_version="3.12")
    .uv_pip_install(HF_HUB_PACKAGE)
    .add_local_python_source("powerlever", "workers")
)
_secrets = [modal.Secret.from_local_environ(["HF_TOKEN"])] if os.environ.get("HF_TOKEN") else []


@app.function(image=image, volumes={MODELS_DIR: volume}, secrets=_secrets, timeout=4 * 3600, cpu=4.0)
def download(model_ids: list[str], force: bool = False) -> list[dict]:
    """Download each model into /models/<org>/<name> and commit the volume after each one."""
    import time
    from pathlib import Path

    from huggingface_hub import snapshot_download

    report = []
    for model_id in model_ids:
        target = Path(model_dir(model_id, MODELS_DIR))
        if (target / COMPLETE_MARKER).exists() and not force:
            report.append({"model": model_id, "status": "already seeded"})
            continue
        t0 = time.time()
        try:
            snapshot_download(model_id, local_dir=str(target), ignore_patterns=list(SEED_IGNORE_PATTERNS),
                              token=os.environ.get("HF_TOKEN"))
        except Exception as exc:  # gated repo without a token, a typo, the hub down: report and go on
            report.append({"model": model_id, "status": "failed", "error": f"{type(exc).__name__}: {exc}"[:400]})
            continue
        (target / COMPLETE_MARKER).write_text(str(time.time()))
        size_gb = sum(f.stat().st_size for f in target.rglob("*") if f.is_file()) / 1e9
        volume.commit()
        report.append({"model": model_id, "status": "seeded", "gb": round(size_gb, 2),
                       "seconds": round(time.time() - t0, 1)})
    return report


@app.local_entrypoint()
def main(large: bool = False, only: str = "", force: bool = False, dry_run: bool = False) -> None:
    models = [m.strip() for m in only.split(",") if m.strip()] or seed_model_ids(large=large)
    print(f"volume {VOLUME_NAME!r}: {len(models)} model(s){' (including 70B)' if large else ''}")
    for m in models:
        print(f"  {m}")
    if dry_run:
        return
    failed = 0
    for row in download.remote(models, force):
        failed += row["status"] == "failed"
        print(row)
    if failed:
        raise SystemExit(f"{failed} model(s) failed to download; see the errors above")
