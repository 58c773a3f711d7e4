import collections
import json
import sys

sys.path.insert(0, ".")
from powerlever.config import SamplingConfig
from powerlever.engine.drafters.adaptive import AdaptiveK
from powerlever.engine.drafters.ngram import NgramDrafter

V = {int(k): v for k, v in json.load(open("/tmp/sim/verify_cost_int4-a8t_1.json")).items()}
BASE = 28.16  # int4-a8 one-row step, 1 thread
data = json.load(open("/tmp/sim/outputs.json"))
S = SamplingConfig(max_tokens=128)


def run_item(item, policy, maxtok):
    out = item["output"][:maxtok]
    ctx = list(item["prompt_ids"]) + out[:1]
    p = 1
    cost = 0.0
    drafted = acc = 0
    st = policy()
    st.reset(item["prompt_ids"])
    while p < len(out):
        prop = st.propose(ctx, len(out) - p - 1)
        a = 0
        while a < len(prop) and prop[a] == out[p + a]:
            a += 1
        v = V[min(1 + len(prop), 17)]
        cost += v
        st.record(len(prop), a, v)
        drafted += len(prop)
        acc += a
        ctx += out[p : p + a + 1]
        p += a + 1
    return cost, len(out) - 1, drafted, acc


class Current:
    def __init__(self, k_max=8, k_init=4, tau=0.0, max_ngram=3, **kw):
        self.kw = kw
        self.k_max = k_max
        self.k_init = k_init
        self.tau = tau
        self.max_ngram = max_ngram

    def reset(self, ids):
        self.d = NgramDrafter(max_ngram=self.max_ngram)
        self.d.reset(ids)
        self.c = AdaptiveK(k_max=self.k_max, k_init=self.k_init, **self.kw)
        self.asked = 0

    def propose(self, ctx, room):
        k = max(0, min(self.c.choose(), room))
        self.asked = k
        return self.d.propose(ctx, k, self.tau, S, None).tokens if k else []

    def record(self, n, a, v):
        self.c.record(self.asked, n, a, 0.8 if n else 0.0, v)


class Fixed(Current):
    def propose(self, ctx, room):
        k = min(self.k_init, room)
        self.asked = k
        return self.d.propose(ctx, k, self.tau, S, None).tokens if k else []


def evaluate(name, policy, maxtok=48, ids=None):
    by = collections.defaultdict(lambda: [0.0, 0, 0, 0])
    for it in data:
        if ids and it["id"] not in ids:
            continue
        c, n, d, a = run_item(it, policy, maxtok)
        t = by[it["task"]]
        t[0] += c
        t[1] += n
        t[2] += d
        t[3] += a
    tot_c = sum(t[0] for t in by.values())
    tot_n = sum(t[1] for t in by.values())
    per = " ".join(f"{k}:{BASE * t[1] / t[0]:.2f}" for k, t in by.items())
    print(f"{name:40s} all {BASE * tot_n / tot_c:.3f}  {per}")


BENCH = {"chat-1", "chat-2", "rewrite-1", "rewrite-2", "summarize-1", "summarize-2", "code-1", "code-2"}
if __name__ == "__main__":
    for mt in (48, 128):
        for subset, ids in (("bench8", BENCH), ("all", None)):
            print(f"--- max_tokens {mt} {subset}")
            evaluate("current auto", lambda: Current(), mt, ids)
            evaluate("fixed k4", lambda: Fixed(k_init=4), mt, ids)
            evaluate("fixed k7", lambda: Fixed(k_init=7), mt, ids)


def variants(mt, ids):
    evaluate("current auto", lambda: Current(), mt, ids)
    for mn in (2, 3):

        class MinN(Current):
            def reset(self, ids_, mn=mn):
                super().reset(ids_)
                self.d = NgramDrafter(max_ngram=max(self.max_ngram, mn), min_ngram=mn)
                self.d.reset(ids_)

        evaluate(f"auto min_ngram={mn}", lambda: MinN(), mt, ids)
        evaluate(f"auto min_ngram={mn} max4", lambda: MinN(max_ngram=4), mt, ids)
    for tau in (0.5, 0.6, 0.7):
        evaluate(f"auto tau={tau}", lambda tau=tau: Current(tau=tau), mt, ids)
    evaluate("auto max_ngram=5", lambda: Current(max_ngram=5), mt, ids)
    evaluate("auto kmax 6", lambda: Current(k_max=6), mt, ids)
    evaluate("auto kmax 4", lambda: Current(k_max=4), mt, ids)


class OracleCopy:
    """Ceiling for copy drafters: the longest prefix of the true continuation found anywhere in the context."""

    def __init__(self, k=7, minlen=1):
        self.k = k
        self.minlen = minlen

    def reset(self, ids):
        self.out = None

    def propose(self, ctx, room):
        # find true continuation: need access to item output; set externally
        fut = self.future[len(ctx) - self.plen :][: min(self.k, room)]
        best = 0
        s = ctx
        for L in range(len(fut), 0, -1):
            pat = fut[:L]
            # any occurrence of pat in ctx
            for i in range(len(s) - L + 1):
                if s[i : i + L] == pat:
                    best = L
                    break
            if best:
                break
        return fut[:best] if best >= self.minlen else []

    def record(self, n, a, v):
        pass


def evaluate_oracle(name, mt, ids, **kw):
    evaluate_pol(name, mt, ids, lambda: OracleCopy(**kw))


class OracleAmongMatches:
    """Candidates: the continuation after every occurrence of the context's last n tokens (n = 1..maxn, all
    orders); the oracle picks the candidate with the longest accepted prefix. mode='longest-order' only
    uses the longest matching order (as the n-gram drafter does)."""

    def __init__(self, k=7, maxn=3, mode="all"):
        self.k = k
        self.maxn = maxn
        self.mode = mode

    def reset(self, ids):
        pass

    def propose(self, ctx, room):
        fut = self.future[len(ctx) - self.plen :][: min(self.k, room)]
        k = min(self.k, room)
        best, bestc = -1, []
        self.ncand = 0
        for n in range(self.maxn, 0, -1):
            suf = ctx[-n:]
            found = False
            for i in range(len(ctx) - n):
                if ctx[i : i + n] == suf:
                    cand = ctx[i + n : i + n + k]
                    if not cand:
                        continue
                    found = True
                    self.ncand += 1
                    a = 0
                    while a < len(cand) and a < len(fut) and cand[a] == fut[a]:
                        a += 1
                    if a > best:
                        best, bestc = a, cand
            if found and self.mode == "longest-order":
                break
        return bestc

    def record(self, n, a, v):
        pass


def evaluate_pol(name, mt, ids, mk, prefill_tok=None):
    """Replay policy ``mk()`` per prompt; with ``prefill_tok`` (a draft-model policy) it also gets the draft's
    teacher-forced predictions and pays its drafting (``pol.extra``) and its prompt prefill."""
    by = collections.defaultdict(lambda: [0.0, 0])
    for it in data:
        if ids and it["id"] not in ids:
            continue
        pol = mk()
        pol.future = it["output"][:mt]
        pol.plen = len(it["prompt_ids"])
        if prefill_tok is not None:
            pol.pred = TF[it["id"]]["pred"][:mt]
            pol.conf = TF[it["id"]]["conf"][:mt]
        c, n, d, a = run_item(it, lambda pol=pol: pol, mt)
        if prefill_tok is not None:
            c += pol.extra + prefill_tok * len(it["prompt_ids"])
        t = by[it["task"]]
        t[0] += c
        t[1] += n
    tot_c = sum(t[0] for t in by.values())
    tot_n = sum(t[1] for t in by.values())
    print(
        f"{name:46s} all {BASE * tot_n / tot_c:.3f}  "
        + " ".join(f"{k}:{BASE * t[1] / t[0]:.2f}" for k, t in by.items())
    )


TF = json.load(open("/tmp/sim/draft_tf.json"))


class DraftSim:
    """Draft-model drafting on teacher-forced predictions; cost per drafted token c_tok (ms)."""

    def __init__(
        self, k=3, tau=0.0, c_tok=11.9, adaptive=False, ngram_first=False, k_max=8, ngram_min=2, model_after_ngram=False
    ):
        self.k = k
        self.tau = tau
        self.c_tok = c_tok
        self.adaptive = adaptive
        self.ngram_first = ngram_first
        self.k_max = k_max
        self.ngram_min = ngram_min
        self.model_after_ngram = model_after_ngram

    def reset(self, ids):
        self.ng = NgramDrafter(max_ngram=3)
        self.ng.reset(ids)
        self.c = AdaptiveK(k_max=self.k_max, k_init=4) if self.adaptive else None
        self.extra = 0.0
        self.asked = 0
        self.dcost = 0.0

    def propose(self, ctx, room):
        p = len(ctx) - self.plen  # index into output of the next token
        k = self.c.choose() if self.c else self.k
        k = max(0, min(k, room))
        self.asked = k
        self.dcost = 0.0
        if k == 0:
            return []
        if self.ngram_first:
            prop = self.ng.propose(ctx, k, 0.0, S, None).tokens
            if len(prop) >= min(k, self.ngram_min):
                return prop
        toks = []
        for j in range(k):
            i = p + j
            if i >= len(self.pred):
                break
            if self.conf[i] < self.tau:
                break
            toks.append(self.pred[i] if all(self.pred[p + m] == self.future[p + m] for m in range(j)) else -1)
        self.dcost = len(toks) * self.c_tok if toks else (self.c_tok if self.tau > 0 else 0)
        return toks

    def record(self, n, a, v):
        self.extra += self.dcost
        if self.c:
            self.c.record(self.asked, n, a, self.dcost, v)


def evaluate_draft(name, mt, ids, mk, prefill_tok=0.0):
    evaluate_pol(name, mt, ids, mk, prefill_tok)
