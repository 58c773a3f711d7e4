"""The embedded local tier: real models through transformers on this machine, no network, no keys.

Generation runs in a worker thread (PyTorch releases the GIL in its kernels) and is bridged to the
async event stream through a queue, so the event loop stays free for other requests and Stop.
Models are loaded once per process and shared read-only; each request owns its KV cache.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any

from powerlever import env
from powerlever.backends.base import BackendError
from powerlever.backends.host_load import HostLoad, threads_for
from powerlever.config import InferenceConfig
from powerlever.engine.loader import display_name
from powerlever.events import Event, metrics_event, opening_event, token_event, trace_event
from powerlever.metrics import BackendMetrics

_SENTINEL = object()


class ThreadShare:
    """Split the CPU's cores between the generations running at once (torch's intra-op threads are one
    process-wide setting), and leave out the cores other programs keep busy (``host_load``). Two
    generations with two OpenMP threads each on two cores thrash: measured here, the 1.5B decoded at
    0.86 tok/s with 2 threads next to another busy process and 3.67 tok/s with 1. ``POWERLEVER_THREADS``
    caps the total (default: every core).

    The reading taken when a generation starts can be a burst (a browser handling the very click that
    sent the request took 1.3 cores for 0.4 s, then 0.2 while the answer streamed), so the start reads
    ``HostLoad.at_start`` (a load must also hold over the last two seconds), and a running generation
    calls ``recheck`` between tokens: the thread count follows the load every RECHECK_S."""

    RECHECK_S = 0.25

    def __init__(self, load: HostLoad | None = None) -> None:
        self.active = 0
        self.others = 0.0  # cores other programs kept busy at the last decision
        self._lock = threading.Lock()
        self._load = load if load is not None else HostLoad()
        self._decided = 0.0  # time.monotonic() of the last decision
        self._cap = threading.local()

    @staticmethod
    def cores() -> int:
        """``POWERLEVER_THREADS``, at most the host's CPUs: more threads than CPUs only time-slice."""
        host = max(1, os.cpu_count() or 1)
        return min(host, env.number("POWERLEVER_THREADS", host, lo=1, integer=True))

    def share(self) -> int:
        """Threads one of the running generations may use when no other program is busy: its part of the cores, and
        when it runs alone and decodes, no more than its tier's cap (``running``, ``begin_decode``). With others
        running the cores are split as before: torch's thread count is one process-wide setting, so a cap would
        throttle them too."""
        share = max(1, self.cores() // max(1, self.active))
        cap = self.tier_cap() if getattr(self._cap, "decoding", False) else None
        return min(share, cap) if cap else share

    def tier_cap(self) -> int | None:
        """The calling generation's tier cap on its decode (``running``) where it applies: while it runs alone."""
        cap = getattr(self._cap, "value", None)
        return cap if cap and self.active <= 1 else None

    @contextlib.contextmanager
    def running(self, cap: int | None = None) -> Iterator[ThreadShare]:
        """One generation on the calling thread for the block, its decode on at most ``cap`` threads (a tier's
        ``LocalProfile.threads``) once ``begin_decode`` is called: the prefill before it is compute-bound, so
        every core it may use shortens it at about the same CPU-seconds (docs/methodology.md). The cap is
        cleared before the generations left get their share back."""
        self._cap.value, self._cap.decoding = cap, False
        self.__enter__()
        try:
            yield self
        finally:
            self._cap.value, self._cap.decoding = None, False
            self.__exit__()

    def begin_decode(self) -> int | None:
        """After the prompt's prefill: apply the tier's decode cap; the new thread count when it changed, else
        None. Runs on the generation's own thread (where torch reads its thread count)."""
        if getattr(self._cap, "decoding", True):
            return None
        self._cap.decoding = True
        return self._reapply() if self.tier_cap() else None

    def _apply(self, starting: bool = False) -> int:
        import torch

        self.others = self._load.at_start() if starting else self._load.others()
        self._decided = time.monotonic()
        threads = threads_for(self.share(), os.cpu_count() or 1, self.others)
        if threads != torch.get_num_threads():
            torch.set_num_threads(threads)
        return threads

    def recheck(self) -> int | None:
        """Between tokens: re-read the load once RECHECK_S has passed; the new thread count when it
        changed, else None. Runs on the generation's own thread (where torch reads its thread count)."""
        if time.monotonic() - self._decided < self.RECHECK_S:
            return None
        return self._reapply()

    def _reapply(self) -> int | None:
        """Decide the thread count again (``_apply``); the new count when it changed, else None."""
        import torch

        with self._lock:
            before = torch.get_num_threads()
            after = self._apply()
        return after if after != before else None

    def __enter__(self) -> ThreadShare:
        with self._lock:
            self.active += 1
            self._apply(starting=True)
        return self

    def __exit__(self, *exc: object) -> None:
        with self._lock:
            self.active -= 1
            if self.active:
                self._apply()
            else:
                self._load.restart()


def local_concurrency() -> int:
    return env.number("POWERLEVER_LOCAL_CONCURRENCY", 2, lo=1, integer=True)


class LocalBackend:
    name = "local"

    def __init__(self) -> None:
        self._slots = threading.BoundedSemaphore(local_concurrency())
        self._threads = ThreadShare()

    def available(self) -> tuple[bool, str]:
        return True, "embedded engine (CPU/CUDA), packaged SmolLM2-135M-Instruct as last fallback"

    async def stream(self, config: InferenceConfig, prompt: str, cancel: asyncio.Event,
                     prefix: str = "") -> AsyncIterator[Event]:
        """``prefix``: assistant text already shown to the user; the model continues it (escalation)."""
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[Any] = asyncio.Queue()
        stop = threading.Event()

        def emit(item: Any) -> None:
            loop.call_soon_threadsafe(queue.put_nowait, item)

        worker = threading.Thread(target=self._run, args=(config, prompt, stop, emit, prefix),
                                  name="powerlever-local", daemon=True)
        worker.start()
        cancel_task = asyncio.create_task(cancel.wait())
        try:
            while True:
                if cancel.is_set():
                    stop.set()  # the worker notices within one decode step and reports its metrics
                    item = await queue.get()
                else:
                    get_task = asyncio.create_task(queue.get())
                    done, _ = await asyncio.wait({get_task, cancel_task}, return_when=asyncio.FIRST_COMPLETED)
                    if get_task not in done:
                        get_task.cancel()
                        continue
                    item = get_task.result()
                if item is _SENTINEL:
                    break
                if isinstance(item, BaseException):
                    raise item
                yield item
        finally:
            stop.set()  # consumer went away (Stop, disconnect): free the engine promptly
            cancel_task.cancel()

    # -- worker thread -----------------------------------------------------------------------------
    def _run(self, config: InferenceConfig, prompt: str, stop: threading.Event, emit: Any, prefix: str = "") -> None:
        try:
            waited = time.perf_counter()
            while not self._slots.acquire(timeout=0.2):
                if stop.is_set():
                    return
            if time.perf_counter() - waited > 0.5:
                emit(trace_event("queue_wait", {"waited_for": "a free engine slot"},
                                 (time.perf_counter() - waited) * 1000))
            try:
                with self._threads.running(config.local_threads):
                    self._generate(config, prompt, stop, emit, prefix)
            finally:
                self._slots.release()
        except (BackendError, env.SettingError) as exc:  # a malformed setting: the pipeline names it
            emit(exc)
        except Exception as exc:  # surfaced as a clear error event by the pipeline
            emit(BackendError(f"local engine failed: {type(exc).__name__}: {exc}", where="local",
                              recoverable=False))
        finally:
            emit(_SENTINEL)

    def _generate(self, config: InferenceConfig, prompt: str, stop: threading.Event, emit: Any,
                  prefix: str = "") -> None:
        from powerlever.engine.generate import Generation, build_prompt_ids
        from powerlever.engine.loader import ModelUnavailable, load_first_available

        targets = config.local_targets or (config.target_model,)
        t0 = time.perf_counter()

        def progress(msg: str) -> None:
            emit(trace_event("load_model", {"status": "loading", "message": msg}, (time.perf_counter() - t0) * 1000))

        try:
            result = load_first_available(targets, progress=progress)
        except ModelUnavailable as exc:
            raise BackendError(str(exc), where="local.load_model", recoverable=False) from exc
        target = result.loaded
        fallback = _fallback_text(config.tier, result.skipped, target.name)
        emit(trace_event("load_model", {
            "status": "ready", "model": target.name, "ref": target.ref, "source": target.source,
            "device": target.device, "asked": targets[0], "fallback": fallback,
            "skipped": [{"model": r, "why": why} for r, why in result.skipped],
        }, (time.perf_counter() - t0) * 1000))

        from powerlever.engine.fastpath import (
            PACKING_HOW,
            dtype_override,
            lean_supported,
            prepare,
            weight_plan,
            weights_source,
        )

        # the tier's weight format, unless POWERLEVER_ENGINE_DTYPE overrides it for every tier
        weights = dtype_override() or config.weights
        if lean_supported(target.model):  # a format this machine or model cannot run: the next one, visibly
            plan = weight_plan(target.model, weights)
            if plan.note:
                emit(trace_event("weights", {"asked": weights, "running": plan.step, "why": plan.note}, 0.0))
            # packed once per process, like loading: outside this answer's CPU time (and energy)
            packing = prepare(target.model, plan)
            if packing > 0.05:
                how = PACKING_HOW[weights_source(target.model, plan)]
                emit(trace_event("prepare_weights", {
                    "model": target.name, "weights": plan.step, "prefill": plan.prefill, "how": how,
                    "why": "once per process, like loading; not counted in this answer's CPU time"},
                    packing * 1000))
        drafter, spec_note, draft_name = self._drafter(config, target, emit)
        ids, truncated = build_prompt_ids(target, prompt, config.sampling.max_tokens, system=config.system_prompt,
                                          history=config.history)
        if config.answer_opening and not prefix:  # a safety-critical answer opens with the app's line
            prefix = config.answer_opening + "\n\n"
            emit(opening_event(prefix))
            emit(trace_event("safety_opening", {"text": config.answer_opening, "why": "written by the app, not "
                             "the model, so a small model cannot leave out the emergency number; it continues "
                             "after this line"}, 0.0))
        elif prefix:
            emit(trace_event("continue_prefix", {"chars": len(prefix)}, 0.0))
        if prefix:  # continue the assistant turn: re-prefill prompt + the text the user already saw
            ids = ids + list(target.tokenizer(prefix, add_special_tokens=False)["input_ids"])
        if truncated:
            emit(trace_event("truncate_prompt", {
                "dropped_tokens": truncated, "kept_tokens": len(ids),
                "why": "prompt + max_tokens exceed the model's context; kept the end of the prompt"}, 0.0))

        from powerlever.impact import EnergyMeter

        gen = Generation(target, ids, config.sampling, config.spec, cancel=stop, drafter=drafter,
                         truncated=truncated, weights=weights, shared_head=not config.history)
        if len(ids) < PARALLEL_PREFILL_TOKENS:  # a short prefill: the tier's decode cap from the start
            self._threads.begin_decode()
        # CPU time, not wall time, so other load on the host does not inflate energy
        share = self._threads.share()
        clock = PhaseClock(share)
        others = round(self._threads.others, 2)
        if others >= 0.25:  # say whether the load took threads from this run (or was too small to)
            why = ("other programs keep cores busy; torch threads waiting for a taken core would spin, so this run "
                   f"uses {clock.threads} of its {share}" if clock.threads < share else
                   f"other programs keep {others:g} cores busy; this run's {share} thread(s) still fit on the cores "
                   "they leave (a core counts as taken from half busy)")
            emit(trace_event("cpu_threads", {
                "threads": clock.threads, "cores": os.cpu_count() or 1, "other_programs_busy_cores": others,
                "why": why}, 0.0))
        elif (cap := self._threads.tier_cap()) and cap < ThreadShare.cores():
            prefill = ("" if clock.threads <= cap else f"; this {len(ids)}-token prompt's prefill uses "
                       f"{clock.threads} threads, which shorten it at about the same CPU-seconds")
            emit(trace_event("cpu_threads", {
                "prefill_threads": clock.threads, "threads": cap, "cores": os.cpu_count() or 1, "tier_cap": cap,
                "why": f"the {config.tier} tier decodes on at most {cap} thread(s): for its model a second thread "
                       f"costs more energy than the time it saves{prefill}"}, 0.0))
        changes: list[dict[str, Any]] = []  # thread count following the load while the answer runs
        with EnergyMeter() as meter:
            for n, step in enumerate(gen, 1):
                emit(token_event(step.text, step.token_id, step.logprob, step.spec))
                if n == 1 and self._threads.begin_decode() is not None:
                    clock.switch(self._threads.share())
                threads = self._threads.recheck()
                if threads is not None:
                    changes.append({"at_token": n, "threads": threads,
                                    "other_programs_busy_cores": round(self._threads.others, 2)})
        cpu_seconds, cpu_threads, cpu_basis = clock.finish()
        if changes:
            emit(trace_event("cpu_threads", {
                "changes": changes[:8], "n_changes": len(changes),
                "why": "the load from other programs changed while the answer ran"}, 0.0))
        st = gen.stats
        engine_facts = dict(getattr(st, "extra", None) or {})  # e.g. the weight format each pass used
        metrics = BackendMetrics(
            backend=self.name, model=target.name, tokens=st.tokens, engine_seconds=st.total_ms / 1000,
            engine_ttft_ms=st.ttft_ms, prompt_tokens=st.prompt_tokens, finish_reason=st.finish_reason,
            device=target.device, hardware="CPU" if target.device == "cpu" else _gpu_name(),
            draft_model=draft_name if drafter is not None else None,
            weights=engine_facts.pop("weights", None) or weights,
            spec=_with_head_stats(st.spec, drafter), spec_note=spec_note,
            cpu_seconds=cpu_seconds, cpu_threads=cpu_threads, cpu_clock=cpu_basis,
            measured_energy_j=meter.joules, energy_source=meter.source if meter.joules is not None else None,
            details={"truncated_prompt_tokens": st.truncated_prompt_tokens, "host_busy_cores": others,
                     "cpu_thread_changes": len(changes),
                     **engine_facts},
        )
        emit(metrics_event(metrics.to_dict()))

    def _drafter(self, config: InferenceConfig, target: Any, emit: Any) -> tuple[Any, str | None, str | None]:
        """Build the request's drafter: (drafter, note, draft model name). Any problem degrades to plain
        decoding, visibly."""
        spec = config.spec
        if not spec.enabled or not spec.method:
            return None, None, None
        t0 = time.perf_counter()
        try:
            from powerlever.engine.drafters import make_drafter
        except ImportError:
            emit(trace_event("spec_setup", {"enabled": False, "why": "speculative engine not installed"}, 0.0))
            return None, "speculative engine not installed: plain decoding", None
        draft = None
        try:
            if spec.method in ("draft_model", "hybrid"):
                from powerlever.engine.loader import load_first_available

                chain = config.local_drafts or ((spec.draft_model,) if spec.draft_model else ())
                draft = load_first_available(chain).loaded if chain else None
                if draft is not None and draft.name == target.name:  # the target fell back to the draft itself
                    raise ValueError(f"the draft {draft.name} is the model that runs as target")
            head, head_note = None, None
            if spec.vocab_topk:  # dynamic top-K vocabulary for model drafters (powerlever.engine.vocab)
                from powerlever.engine.vocab import head_for_spec

                head, head_note = head_for_spec(spec, target, draft, progress=lambda msg: emit(
                    trace_event("vocab_head", {"status": "building", "message": msg},
                                (time.perf_counter() - t0) * 1000)))
            drafter = make_drafter(spec, target, draft, head=head)
        except Exception as exc:
            why = f"{type(exc).__name__}: {exc}"
            emit(trace_event("spec_setup", {"enabled": False, "method": spec.method, "why": why},
                             (time.perf_counter() - t0) * 1000))
            return None, f"speculation disabled ({why}): plain decoding", None
        emit(trace_event("spec_setup", {
            "enabled": drafter is not None, "method": spec.method, "K": spec.K, "tau": spec.tau,
            "adaptive": spec.adaptive, "vocab_topk": spec.vocab_topk, "vocab_head": head_note,
            "draft_model": getattr(draft, "name", None)}, (time.perf_counter() - t0) * 1000))
        return drafter, None, getattr(draft, "name", None)


def _with_head_stats(spec_stats: dict[str, Any] | None, drafter: Any) -> dict[str, Any] | None:
    """Add the dynamic vocabulary head's telemetry (``active_vocab``...) to the spec stats for the UI."""
    head = getattr(drafter, "head", None)
    if spec_stats is None or head is None or not hasattr(head, "stats"):
        return spec_stats
    return {**spec_stats, **head.stats()}


def _fallback_text(tier: str, skipped: list[tuple[str, str]], loaded_name: str) -> str | None:
    """Why the tier's own model did not run: per skipped model, the reason of its last source tried
    (a Hub id then the packaged file of the same model is one model, not a fallback)."""
    reasons: dict[str, str] = {}
    for ref, why in skipped:
        if display_name(ref) != loaded_name:
            reasons[display_name(ref)] = why
    if not reasons:
        return None
    return f"{tier}: " + "; ".join(f"{name} unavailable ({why})" for name, why in reasons.items()) + f" → {loaded_name}"


# A capped tier's prefill runs on every core its share allows from this many prompt tokens (a /tmp sweep on the
# Zen 4 host, Eco and Balanced, 1 against 2 threads, min of 3: under ~150 tokens the second thread cost 1.3-2x the
# CPU-seconds for <= 20 % of the time; at 450-900 tokens 0.98-1.27x for a 1.3-1.6x faster prefill).
PARALLEL_PREFILL_TOKENS = 512


class PhaseClock:
    """CPU-seconds of one generation whose thread count drops after its prefill (a tier's decode cap): each phase
    read on the clock its thread count allows (``cpu_clock_for``). ``finish`` gives the total, the threads (a
    phase's count, or with two phases their mean weighted by the time each would hold the cores alone, which is
    what the dedicated-serving bill divides by: docs/methodology.md) and the clock basis."""

    def __init__(self, share: int) -> None:
        self._phases: list[tuple[str, float, int]] = []
        self._start(share)

    def _start(self, share: int) -> None:
        self.basis, self._clock, self.threads = cpu_clock_for(share)
        self._t0 = self._clock()

    def _close(self) -> None:
        self._phases.append((self.basis, self._clock() - self._t0, self.threads))

    def switch(self, share: int) -> None:
        self._close()
        self._start(share)

    def finish(self) -> tuple[float, float, str]:
        self._close()
        cpu = sum(s for _, s, _ in self._phases)
        alone = sum(s / t for _, s, t in self._phases)
        threads = self._phases[-1][2] if len(self._phases) == 1 or not alone else round(cpu / alone, 2)
        return cpu, threads, "+".join(dict.fromkeys(b for b, _, _ in self._phases))


def cpu_clock_for(share: int) -> tuple[str, Any, int]:
    """(basis, clock, threads at the start) for the CPU time of work run in the calling thread (a generation,
    an answer check): this thread's clock when torch can only compute on this one thread (its share of the
    cores is one), else the process clock (torch's pool threads, which ``recheck`` may add mid-answer; other
    work in this process, e.g. a concurrent request or the start-up warm-up, is counted too)."""
    import torch

    threads = torch.get_num_threads()
    return ("thread", time.thread_time, 1) if share == 1 else ("process", time.process_time, threads)


def _gpu_name() -> str:
    try:
        import torch

        return torch.cuda.get_device_name(0)
    except Exception:
        return "GPU"
