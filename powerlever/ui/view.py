"""The state of one run as the UI sees it, built only from pipeline events.

The UI owns no tier or token logic: ``RunView.apply`` folds each event into plain fields that the
renderers turn into HTML, and ``to_api`` turns into the JSON the ``/generate`` endpoint returns.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from powerlever.events import SPEC_PROVENANCE, Event, app_written, restarts_answer

APP_WRITTEN = "app"  # a token's provenance when the app wrote it (a safety-critical answer's emergency line)

# Trace steps that come with a real tier switch (powerlever.escalation emits each beside its switch event);
# ``escalation_skipped`` and the like name an escalation that did not happen.
SWITCH_STEPS = ("escalation", "downshift")

# What a run is doing right now, in the order a run usually goes through them.
STATUSES = ("queued", "routing", "loading", "streaming", "checking", "done", "error", "stopped")


def as_event(item: Event | dict[str, Any]) -> Event:
    """Accept an Event or its ``{"type", "data"}`` dict (as read back from SSE or JSON)."""
    return item if isinstance(item, Event) else Event.from_dict(item)


@dataclass
class RunView:
    label: str = ""
    status: str = "queued"
    config: dict[str, Any] | None = None
    trace: list[dict[str, Any]] = field(default_factory=list)
    reasoning: list[dict[str, Any]] = field(default_factory=list)
    tokens: list[tuple[str, str | None]] = field(default_factory=list)
    metrics: dict[str, Any] | None = None
    errors: list[dict[str, Any]] = field(default_factory=list)
    # mid-generation tier switches, each with "at": the index in ``tokens`` where the new tier's text starts
    switches: list[dict[str, Any]] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)  # text a restarting switch threw away, in order
    loading: str | None = None  # the latest load_model trace result while no token has arrived
    started: float = field(default_factory=time.perf_counter)
    first_token_s: float | None = None  # wall time from start to the first token, as the UI saw it
    finished_s: float | None = None

    def apply(self, item: Event | dict[str, Any]) -> RunView:
        ev = as_event(item)
        data = ev.data
        if ev.type == "config":
            self.config = dict(data)
            self.status = "routing"
        elif ev.type == "trace":
            self.trace.append(dict(data))
            if data.get("step") == "load_model" and not self.tokens:
                self.loading = _short(data.get("result"))
                self.status = "loading"
            elif data.get("step") == "answer_check":  # a bigger model reads the finished answer
                if (data.get("result") or {}).get("status") == "checking":
                    self.status = "checking"
                elif self.status == "checking":  # its verdict: the run goes on (restart, or metrics and done)
                    self.status = "streaming"
        elif ev.type == "reasoning":
            self.reasoning.append(dict(data))
        elif ev.type == "token":
            if not self.tokens:
                self.first_token_s = time.perf_counter() - self.started
            # the app's emergency line of a safety-critical answer is marked as such, not as a model token
            spec = APP_WRITTEN if app_written(data) else data.get("spec")
            self.tokens.append((str(data.get("text", "")), spec))
            self.loading = None
            self.status = "streaming"
        elif ev.type == "switch":
            if restarts_answer(ev):  # the next tier answers afresh: what was shown is set aside
                self.discarded.append(self.text)
                self.tokens = []
            self.switches.append({**data, "at": len(self.tokens)})
        elif ev.type == "metrics":
            self.metrics = dict(data)
        elif ev.type == "error":
            self.errors.append(dict(data))
            if not data.get("recoverable"):
                self.status = "error"
                self._finish()
        elif ev.type == "done":
            if self.status != "error":
                # a request the pipeline refused (recoverable error, nothing produced) ended in error
                self.status = "error" if self.errors and not self.tokens and not self.metrics else "done"
            self._finish()
        return self

    def stop(self) -> None:
        """Mark a run the user stopped (or whose stream ended without ``done``)."""
        if self.status not in ("done", "error"):
            self.status = "stopped"
            self._finish()

    def _finish(self) -> None:
        self.loading = None
        if self.finished_s is None:
            self.finished_s = time.perf_counter() - self.started

    @property
    def finished(self) -> bool:
        return self.status in ("done", "error", "stopped")

    @property
    def ran_model(self) -> str | None:
        """The model that actually served the run (after any fallback), when the events say so."""
        if self.metrics and self.metrics.get("model"):
            return str(self.metrics["model"])
        for step in reversed(self.trace):
            result = step.get("result")
            if step.get("step") == "load_model" and isinstance(result, dict) and result.get("model"):
                return str(result["model"])
        return None

    @property
    def error_message(self) -> str | None:
        """The message to show next to Run: the error that ended the run, else the last one (same text as
        the API's ``error`` event)."""
        if not self.errors:
            return None
        fatal = [e for e in self.errors if not e.get("recoverable")]
        return str((fatal or self.errors)[-1].get("message") or "error")

    @property
    def ran(self) -> dict[str, Any]:
        """What actually ran, read only from events: the tier (the last switch's, else the routed one once the
        run has metrics), the metrics (model, backend, spec, weights), the ``load_model`` / ``spec_setup`` /
        ``fallback`` trace steps, and the escalation steps as readable lines (``escalation``: a skipped one too;
        whether the tier really switched is ``switches``, never this text)."""
        m = self.metrics or {}
        last_switch = self.switches[-1] if self.switches else {}
        tier = last_switch.get("to_tier") or ((self.config or {}).get("tier") if self.metrics else None)
        out: dict[str, Any] = {"tier": tier, "model": self.ran_model, "backend": m.get("backend"), "weights": m.get("weights"),
                               "device": m.get("device"), "fallback": None, "escalation": None, "answer_check": None, "start": None,
                               "draft_model": None, "method": None, "K": None, "tau": None, "adaptive": False,
                               "drafts": None, "spec_note": m.get("spec_note")}
        escalations: list[str] = []
        for step in self.trace:
            name, result = str(step.get("step", "")), step.get("result")
            res = result if isinstance(result, dict) else {}
            if name == "load_model" and res.get("status") == "ready":
                out["fallback"] = res.get("fallback") or out["fallback"]
                out["weights"] = out["weights"] or res.get("weights") or _weights_from_load(res)
                out["device"] = out["device"] or res.get("device")
            elif name == "spec_setup":
                if res.get("enabled"):
                    out.update(method=res.get("method"), K=res.get("K"), tau=res.get("tau"),
                               draft_model=res.get("draft_model"), adaptive=bool(res.get("adaptive")))
                else:
                    out.update(method="off", spec_note=res.get("why") or out["spec_note"])
            elif name == "fallback":
                ran = res.get("ran") or {}
                out["fallback"] = (f'{res.get("asked", {}).get("backend", "?")} → {ran.get("backend", "?")}'
                                   f' ({res.get("why", "")})')
                out["backend"] = out["backend"] or ran.get("backend")
            elif name == "answer_check":
                out["answer_check"] = answer_check_text(res)
            elif name == "start_on_check_tier":
                out["start"] = res
            elif any(w in name for w in ("escalat", "downshift", "switch")):
                escalations.append(escalation_text(name, res) if res else f"{name}: {result}")
        out["escalation"] = "; ".join(escalations) or None
        loaded = m.get("loaded_step") or {}  # a Modal worker's fallback step: what vLLM actually started
        if loaded:
            out["draft_model"] = out["draft_model"] or loaded.get("draft_model")
            out["K"] = out["K"] if out["K"] is not None else loaded.get("num_speculative_tokens")
        spec = m.get("spec") or {}
        if spec and out["method"] is None:
            out["method"] = spec.get("method")
        if spec:  # the engine's telemetry: what the drafts really were (adaptive K can draft past the set K)
            out["adaptive"] = out["adaptive"] or bool(spec.get("adaptive"))
            out["drafts"] = draft_lengths(spec)
        if self.metrics and out["method"] is None and not out["draft_model"] and not spec:
            out["method"] = "off"  # metrics with no speculative statistics and no drafter: plain decoding
        return out

    @property
    def text(self) -> str:
        return "".join(t for t, _ in self.tokens)

    @property
    def spec_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for _, spec in self.tokens:
            if spec in SPEC_PROVENANCE:
                counts[spec] = counts.get(spec, 0) + 1
        return counts

    @property
    def reasoning_text(self) -> str:
        return "\n\n".join(str(r.get("text", "")) for r in self.reasoning if r.get("text"))

    def to_api(self) -> dict[str, Any]:
        """The JSON-able summary the named API endpoints return next to the text."""
        return {
            "status": self.status,
            "label": self.label,
            "config": self.config,
            "ran_model": self.ran_model,
            "trace": self.trace,
            "reasoning": self.reasoning_text,
            "tokens": len(self.tokens),
            "spec_counts": self.spec_counts,
            "switches": self.switches,
            "metrics": self.metrics,
            "errors": self.errors,
            "first_token_s": _round(self.first_token_s),
            "finished_s": _round(self.finished_s),
        }


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 4)


def _short(result: Any) -> str:
    if isinstance(result, dict):
        if result.get("status") == "ready" and result.get("model"):
            return f"{result['model']} ready"
        for key in ("message", "status", "model", "name"):
            if result.get(key):
                return str(result[key])
        return ", ".join(f"{k}: {v}" for k, v in result.items())
    return str(result) if result is not None else "loading model"


def _weights_from_load(result: dict[str, Any]) -> str | None:
    """What the load_model step says about the weights: the file's format (a GGUF's quantization) and
    where they were read from (e.g. a dequantized cache)."""
    ref, source = str(result.get("ref") or ""), result.get("source")
    fmt = None
    if ref.lower().endswith(".gguf"):
        stem = ref.rsplit("/", 1)[-1][: -len(".gguf")]
        quant = stem.rsplit(".", 1)[-1] if "." in stem else ""
        fmt = f"GGUF {quant}".strip()
    elif ref:
        fmt = "safetensors"
    if fmt and source:
        return f"{fmt} ({source})"
    return fmt or (str(source) if source else None)


def token_label(text: str) -> str:
    """A token as a reader can see it: in quotes, with line breaks, tabs and other control characters made
    visible (a newline as ⏎, U+0018 as ␘: Unicode's control pictures), never as Python escapes like '\\x18'."""
    def shown(ch: str) -> str:
        code = ord(ch)
        if ch == "\n":
            return "⏎"
        if ch == "\t":
            return "⇥"
        if code < 32:
            return chr(0x2400 + code)
        return "␡" if code == 127 else ch

    return "“" + "".join(shown(ch) for ch in str(text)) + "”"


def answer_check_text(res: dict[str, Any]) -> str:
    """One line for the answer check's trace step: who read the answer and what it decided, with the first
    disagreement (the answer's token against the judge's) when it restarted."""
    status = res.get("status", "?")
    if status == "checking":
        return f"{res.get('judge_model', '?')} is reading the answer…"
    if status in ("failed", "skipped"):
        return f"{status}: {res.get('why', '')}"
    judge = res.get("judge_model", "?")
    if status == "kept":
        return f"kept by {judge} (no confident disagreement in {res.get('answer_tokens', '?')} tokens)"
    first = (res.get("first") or [{}])[0]
    where = (f": {token_label(first.get('answer_token', ''))} p={first.get('p_answer')} where it expected "
             f"{token_label(first.get('judge_token', ''))} p={first.get('p_judge')}") if first else ""
    read, total = res.get("read_tokens"), res.get("answer_tokens")
    stopped = f" (read {read} of {total} tokens)" if read is not None and total and read < total else ""
    return f"restarted on {res.get('judge_tier', '?')} by {judge}{where}{stopped}"


def draft_lengths(spec: dict[str, Any]) -> tuple[int, float] | None:
    """(longest, mean) draft length in tokens that actually ran, from the engine's speculative telemetry
    (``powerlever.engine.speculative.SpecTelemetry``); None when it does not say (a remote backend)."""
    steps, drafted = spec.get("draft_steps"), spec.get("drafted")
    longest = len(spec.get("per_position_checked") or spec.get("per_position_acceptance") or [])
    if not steps or drafted is None or not longest:
        return None
    return longest, float(drafted) / float(steps)


def escalation_text(step: str, res: dict[str, Any]) -> str:
    """One line for an escalation trace step with its whole reason: a cut one hid why the tier did not switch.
    ``escalation`` / ``downshift`` switched tiers; any other (``escalation_skipped``) did not."""
    signal = _signal_text(res.get("detail") if isinstance(res.get("detail"), dict) else res)
    if step == "escalation_skipped":
        return (f"skipped: stayed on {res.get('stayed', '?')}, {res.get('asked', '?')} could not take over: "
                f"{res.get('why') or 'no reason given'}" + (f" (signal {signal})" if signal else ""))
    if step in SWITCH_STEPS:
        arrow = "↓" if step == "downshift" else "↑"
        how = "answer restarted" if res.get("mode") == "restart" else "continued from the text so far"
        return (f"{arrow} {res.get('from_tier', '?')} → {res.get('to_tier', '?')} at token {res.get('at_token', '?')}"
                + (f" (signal {signal})" if signal else "") + f"; {how}")
    return f"{step}: " + ", ".join(f"{k}={v}" for k, v in res.items())


def _signal_text(signal: dict[str, Any]) -> str:
    """The signal that fired and its numbers ('low_confidence, mean_logprob=-2.1'); nested details left out."""
    skip = {"signal", "asked", "stayed", "why", "status", "from_tier", "to_tier", "at_token", "mode", "direction",
            "from_model", "to_model", "detail"}
    numbers = [f"{k}={v}" for k, v in signal.items() if k not in skip and isinstance(v, (int, float, str))]
    return ", ".join(x for x in [str(signal["signal"]) if signal.get("signal") else "", *numbers] if x)
