"""The replay of docs/speculative.md ("a replay of greedy outputs"). Run from the repo root, in order: dump.py (the
1.5B's plain int4-a8t outputs), vcost.py 1 int4-a8t (verify cost per row count; also int4-a8), draft_tf.py (the 0.5B's
teacher-forced predictions), then this file, which collects the numbers into spec_replay.json; intermediate files live
in /tmp/sim."""

import contextlib
import io
import json
import platform
import re
import sys

sys.argv = ["x"]
src = open(__file__.replace("replay_report.py", "sim.py")).read().replace('if __name__ == "__main__":', "if False:")
g = {}
exec(src, g)


def cap(fn, *a, **k):
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        fn(*a, **k)
    line = buf.getvalue().strip()
    m = re.match(r"(.*?)\s+all ([\d.]+)\s+(.*)", line)
    per = {kv.split(":")[0]: float(kv.split(":")[1]) for kv in m.group(3).split()}
    return {"all": float(m.group(2)), "per_task": per}


out = {
    "benchmark": "spec replay",
    "what": (
        "Greedy drafting policies replayed on the 1.5B's plain int4-a8t greedy outputs: a draft token is accepted iff it "
        "equals the output token; a cycle costs the measured one-thread time of a verify pass of 1 + drafted rows (forward "
        "+ head, int4-a8t, verify_cost); speedups are decode-only, against plain int4-a8's one-row step (28.16 ms). "
        "Draft-model policies use the 0.5B's teacher-forced greedy predictions (int4-a8t) and add c_tok ms per drafted "
        "token and 1.9 ms per prompt token for its prompt prefill. bench8 = the benchmark's 8 non-quality prompts "
        "(chat-1,2 rewrite-1,2 summarize-1,2 code-1,2); all = the 16 spec prompts + every 4th quality item (48)."
    ),
    "scripts": [
        "dump.py (outputs, 2 threads)",
        "vcost.py (verify cost, 1 thread)",
        "draft_tf.py (0.5B teacher-forced predictions)",
        "sim.py (the replay)",
    ],
    "verify_ms_int4_a8t_1thread": g["V"],
    "base_ms_int4_a8_1row": g["BASE"],
    "platform": platform.processor() or platform.machine(),
    "results": {},
}
R = out["results"]
for mt in (48, 128):
    for sub, ids in (("bench8", g["BENCH"]), ("all", None)):
        key = f"{sub}_{mt}tok"
        r = R[key] = {}
        r["shipped adaptive n-gram"] = cap(g["evaluate"], "x", lambda: g["Current"](), mt, ids)
        r["fixed K=4 n-gram"] = cap(g["evaluate"], "x", lambda: g["Fixed"](k_init=4), mt, ids)
        r["fixed K=7 n-gram"] = cap(g["evaluate"], "x", lambda: g["Fixed"](k_init=7), mt, ids)
        r["adaptive, tau 0.5"] = cap(g["evaluate"], "x", lambda: g["Current"](tau=0.5), mt, ids)
        r["adaptive, 5-token n-grams"] = cap(g["evaluate"], "x", lambda: g["Current"](max_ngram=5), mt, ids)
        r["oracle among n-gram matches, K 4"] = cap(
            g["evaluate_pol"], "x", mt, ids, lambda: g["OracleAmongMatches"](k=4)
        )
        r["oracle copy from anywhere in context, K 7"] = cap(g["evaluate_oracle"], "x", mt, ids)
        for c in (11.1, 8.5):
            r[f"0.5B draft K 3, {c} ms/token"] = cap(
                g["evaluate_draft"], "x", mt, ids, lambda c=c: g["DraftSim"](k=3, c_tok=c), 1.9
            )
            r[f"n-gram first else 0.5B K 5 tau 0.5, {c} ms/token"] = cap(
                g["evaluate_draft"],
                "x",
                mt,
                ids,
                lambda c=c: g["DraftSim"](k=5, tau=0.5, c_tok=c, ngram_first=True),
                1.9,
            )
json.dump(out, open(__file__.replace("replay_report.py", "spec_replay.json"), "w"), indent=1)
print(json.dumps(R["bench8_48tok"], indent=0)[:1500])
