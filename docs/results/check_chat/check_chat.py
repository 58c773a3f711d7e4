"""What AUTO + escalation costs on everyday prompts with no checkable answer (the routing set's chat and creative
prompts): each prompt through the real pipeline in AUTO (escalation and its answer check on, the default) and on
Performance alone, greedy, at most 64 tokens, one thread, energy from each request's metrics. Run from the repo root:
.venv/bin/python docs/results/check_chat/check_chat.py [OUT] (writes check_chat.json beside this file, or OUT).
check_chat.json was measured before AUTO started on the answer check's tier (commit acde88c);
check_chat_start_on_check_tier.json after it; check_chat_open_ended_routed.json after open-ended prompts (the router's
chat and creative) went back to the routed tier with no answer check (commit 477eae7)."""

import asyncio
import json
import platform
import sys
import time

sys.path.insert(0, ".")
import torch

from powerlever import pipeline
from powerlever.config import GenerationRequest

torch.set_num_threads(1)
ROWS = [json.loads(line) for line in open("assets/routing/prompts.jsonl")]
ROWS = [r for r in ROWS if r["category"] in ("chat", "creative")]


def run(req: GenerationRequest) -> dict:
    events = asyncio.run(pipeline.collect(req))
    metrics = next((e.data for e in events if e.type == "metrics"), {})
    config = next((e.data for e in events if e.type == "config"), {})
    checks = [e.data["result"] for e in events if e.type == "trace" and e.data.get("step") == "answer_check"
              and isinstance(e.data.get("result"), dict) and e.data["result"].get("status") in ("restart", "kept")]
    routed = next((e.data["result"]["tier"] for e in events if e.type == "trace" and e.data.get("step") == "build_config"),
                  config.get("tier"))
    return {"routed": routed, "started": config.get("tier"), "final": metrics.get("tier"), "energy_kwh": metrics.get("energy_kwh") or 0.0,
            "cpu_seconds": metrics.get("cpu_seconds"), "check": checks[-1]["status"] if checks else None,
            "switches": [e.data.get("signal") for e in events if e.type == "switch"]}


def main() -> None:
    run(GenerationRequest("Say hi.", tier="performance", max_tokens=4))  # load and pack outside the measurement
    out, t0 = [], time.time()
    for r in ROWS:
        auto = run(GenerationRequest(r["prompt"], max_tokens=64, temperature=0.0))
        perf = run(GenerationRequest(r["prompt"], tier="performance", max_tokens=64, temperature=0.0, escalate=False))
        out.append({"id": r["id"], "category": r["category"], "auto": auto, "performance": perf})
        print(r["id"], auto["routed"], "->", auto["final"], auto["check"], round(auto["energy_kwh"] * 3.6e6),
              "J vs", round(perf["energy_kwh"] * 3.6e6), "J", flush=True)
    e_auto = sum(o["auto"]["energy_kwh"] for o in out)
    e_perf = sum(o["performance"]["energy_kwh"] for o in out)
    started_low = [o for o in out if o["auto"].get("started", o["auto"]["routed"]) in ("eco", "balanced")]
    summary = {"prompts": len(out), "routed_to_eco_or_balanced": sum(o["auto"]["routed"] in ("eco", "balanced") for o in out),
               "started_on_eco_or_balanced": len(started_low),
               "checked": sum(1 for o in started_low if o["auto"]["check"]),
               "restarted_by_check": sum(1 for o in started_low if o["auto"]["check"] == "restart"),
               "auto_escalate_energy_kwh": e_auto, "always_performance_energy_kwh": e_perf,
               "auto_escalate_vs_performance_energy": round(e_auto / e_perf, 3),
               "wall_seconds": round(time.time() - t0, 1)}
    json.dump({"what": __doc__, "summary": summary, "platform": platform.processor() or platform.machine(),
               "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "items": out},
              open(sys.argv[1] if len(sys.argv) > 1 else "docs/results/check_chat/check_chat.json", "w"), indent=1)
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
