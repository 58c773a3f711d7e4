"""int4-g128 products of 1-17 rows (decode steps and verify passes) for AVX2 CPUs, compiled from C with the
system's C compiler at first use; bit-identical to PyTorch's ``_weight_int4pack_mm_for_cpu``.

Why: a decode step of the 1.5B spent ~85 of its ~125 ms in PyTorch's int4 kernel, which reads the packed
weights at ~7 GB/s on this 2-core AVX2 CPU (docs/speculative.md, "torch.compile (inductor) on CPU":
inductor has no AVX2 int4 template and compiling the step did not speed it). The kernel below does the
same arithmetic per output, in the same order: for k = 0..K-1, ``b = fma(q, scale, fma(scale, -8, zero))``
and ``c = fma(a[k], b, c)`` in float32 from c = 0, rounded to bfloat16 at the end (aten's AVX2
``tinygemm_kernel``). One row goes through a GEMV over 32-column blocks (gate/up 17920 x 1536: ~1.0 vs
~2.1 ms, 2 threads); 2-17 rows through tiles of 2-4 rows sharing the dequantized weights (gate/up, 2 rows:
1.8 vs 3.6 ms). Because every output is the same float32 chain, results are bit-identical to aten's for
every row and row count, which keeps greedy output token-identical and verify passes batch-invariant
whichever kernel computed a row (``self_check`` verifies this on this machine before the kernel is used;
a mismatch disables it). Prefills (more rows) stay on PyTorch.

A dynamic vocabulary (``engine.vocab``, NanoSpec-style top-K) computes only some rows of the head:
``int4_gemv_units`` takes 8-row units (quarters of the layout's 32-row blocks: ``u`` is rows 8u..8u+7) in any
order and computes just those, four units at a time (four independent fma chains, the same chain per output,
so each is bit-identical to the full product's), a whole block in order through the full-block routine;
``active_units`` turns row runs (clusters: ``[start, end)``) plus single tokens' rows into the sorted unit list,
and ``top_clusters`` picks the best-scoring clusters until their sizes reach K (a heap, no full sort). No
gather: the units are read where they lie in the packed matrix.

Integer kernels (``int4_act``, ``int8_act``; formats ``int4-a16``/``int8-a16``/``int4-a8``/``int8-a8``,
``quant.ACT_BITS``): the activations are quantized per row and group of 128 to int16 or int8 and multiplied with
the same int4-g128 / int8 weights in integers (``vpmaddwd``, ``vpmaddubsw``), exact per group, scaled once per
group. On this CPU the float kernel above is bound by its two FMAs per weight and row; the integer ones do the
same products in ~1/3 of the time (gate/up, one row: int4-a16 1.55 ms, int4-a8 1.21 ms vs 3.16 ms). They are
not bit-identical to aten (they are other formats), but each output depends only on its own row, so they are
batch-invariant for any row count (docs/speculative.md, "Integer dot products").

The packed layout is aten's AVX2 one (``[N/32][K][16]`` bytes, column d in the low nibble and d+16 in the
high nibble); an AVX-512 build of PyTorch packs 64 columns per block, so the kernel is used only where
``torch.backends.cpu.get_cpu_capability()`` is AVX2 and the self-check passes. No compiler, a failed build
or ``POWERLEVER_NATIVE_KERNELS=0``: the PyTorch kernel, as before. The shared object is cached under
``~/.cache/powerlever/kernels`` (keyed by source, flags and compiler; ``POWERLEVER_KERNEL_CACHE`` moves it);
a build takes ~0.5-0.8 s, loading a cached one with the self-check ~0.1 s. It is linked with -fopenmp and
so shares PyTorch's already-loaded libgomp (same soname) and is given PyTorch's thread count per call.
"""

from __future__ import annotations

import ctypes
import hashlib
import logging
import os
import shutil
import subprocess
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import torch

from powerlever import env
from powerlever.cpuinfo import cpuinfo_fields
from powerlever.engine import quant

log = logging.getLogger(__name__)

_SRC = r"""
#include <immintrin.h>
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <math.h>
#include <omp.h>

/* 8 (scale, zero) bf16 pairs -> scale[8] and zero'[8] = fma(scale, -8, zero), as aten's AVX2 kernel */
static inline void load_sz(const uint16_t* p, __m256* s, __m256* z) {
  __m256i t = _mm256_loadu_si256((const __m256i*)p);
  __m256 a = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm256_castsi256_si128(t)), 16));
  __m256 b = _mm256_castsi256_ps(_mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm256_extracti128_si256(t, 1)), 16));
  const __m256i idx = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
  a = _mm256_permutevar8x32_ps(a, idx);
  b = _mm256_permutevar8x32_ps(b, idx);
  *s = _mm256_permute2f128_ps(a, b, 0x20);
  *z = _mm256_fmadd_ps(*s, _mm256_set1_ps(-8.0f), _mm256_permute2f128_ps(a, b, 0x31));
}

/* float32 -> nearest-even bfloat16, widened back to float32 (aten's cvtfp32_bf16, then .float()) */
static inline __m256 round_bf16(__m256 v) {
  __m256i x = _mm256_castps_si256(v);
  __m256i lsb = _mm256_and_si256(_mm256_srli_epi32(x, 16), _mm256_set1_epi32(1));
  __m256i r = _mm256_add_epi32(_mm256_add_epi32(x, _mm256_set1_epi32(0x7fff)), lsb);
  r = _mm256_and_si256(r, _mm256_set1_epi32((int)0xffff0000u));
  __m256 nan = _mm256_cmp_ps(v, v, _CMP_UNORD_Q);
  return _mm256_blendv_ps(_mm256_castsi256_ps(r), _mm256_castsi256_ps(_mm256_set1_epi32((int)0xffff0000u)), nan);
}

/* one 32-column block into o[0..31]: columns 8i..8i+7 accumulate in c_i over k = 0..K-1 */
static void block(const float* a, const uint8_t* B, const uint16_t* SZ, float* o, int K, int N, int G, int nb) {
  __m256 c0 = _mm256_setzero_ps(), c1 = c0, c2 = c0, c3 = c0;
  const __m256i m15 = _mm256_set1_epi32(0xF);
  const uint8_t* p = B + (size_t)nb * K * 16;
  for (int g = 0; g < K / G; ++g) {
    __m256 s0, s1, s2, s3, z0, z1, z2, z3;
    const uint16_t* q = SZ + (size_t)g * N * 2 + (size_t)nb * 64;
    load_sz(q, &s0, &z0); load_sz(q + 16, &s1, &z1); load_sz(q + 32, &s2, &z2); load_sz(q + 48, &s3, &z3);
    for (int k = g * G; k < (g + 1) * G; ++k, p += 16) {
      __m256 va = _mm256_broadcast_ss(a + k);
      __m256i lo = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)p));
      __m256i hi = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(p + 8)));
      c0 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm256_and_si256(lo, m15)), s0, z0), c0);
      c2 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm256_srli_epi32(lo, 4)), s2, z2), c2);
      c1 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm256_and_si256(hi, m15)), s1, z1), c1);
      c3 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(_mm256_srli_epi32(hi, 4)), s3, z3), c3);
    }
  }
  _mm256_storeu_ps(o, round_bf16(c0)); _mm256_storeu_ps(o + 8, round_bf16(c1));
  _mm256_storeu_ps(o + 16, round_bf16(c2)); _mm256_storeu_ps(o + 24, round_bf16(c3));
}

void pl_int4_gemv(const float* a, const uint8_t* B, const uint16_t* SZ, float* C, int K, int N, int G, int threads) {
  const int nblk = N / 32;
  #pragma omp parallel for schedule(static) num_threads(threads)
  for (int nb = 0; nb < nblk; ++nb) block(a, B, SZ, C + (size_t)nb * 32, K, N, G, nb);
}

/* 8-column units u = 4 nb + q of block nb: q = 0 columns 0..7 (low nibbles of bytes 0..7 of each k step's 16),
   1: 8..15 (low nibbles of bytes 8..15), 2: 16..23 (high nibbles of bytes 0..7), 3: 24..31 (high, 8..15); their
   (scale, zero) pairs are the ones load_sz reads at +16 q. Four units at a time (any blocks) keep four independent
   fma chains in flight, each the same chain as in block(), so every output is bit-identical to the full product. */
static void units4(const float* a, const uint8_t* B, const uint16_t* SZ, float* const* o, int K, int N, int G,
                   const int32_t* u) {
  const uint8_t* p[4];
  const uint16_t* q[4];
  __m256i sh[4];
  for (int i = 0; i < 4; ++i) {
    const int nb = u[i] >> 2, h = u[i] & 3;
    p[i] = B + (size_t)nb * K * 16 + (h & 1) * 8;
    q[i] = SZ + (size_t)nb * 64 + 16 * h;
    sh[i] = _mm256_set1_epi32(h >> 1 ? 4 : 0);
  }
  __m256 c0 = _mm256_setzero_ps(), c1 = c0, c2 = c0, c3 = c0;
  const __m256i m15 = _mm256_set1_epi32(0xF);
  for (int g = 0; g < K / G; ++g) {
    __m256 s0, s1, s2, s3, z0, z1, z2, z3;
    const size_t go = (size_t)g * N * 2;
    load_sz(q[0] + go, &s0, &z0); load_sz(q[1] + go, &s1, &z1);
    load_sz(q[2] + go, &s2, &z2); load_sz(q[3] + go, &s3, &z3);
    for (int k = g * G; k < (g + 1) * G; ++k) {
      const size_t off = (size_t)k * 16;
      __m256 va = _mm256_broadcast_ss(a + k);
      __m256i v0 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(p[0] + off)));
      __m256i v1 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(p[1] + off)));
      __m256i v2 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(p[2] + off)));
      __m256i v3 = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(p[3] + off)));
      v0 = _mm256_and_si256(_mm256_srlv_epi32(v0, sh[0]), m15);
      v1 = _mm256_and_si256(_mm256_srlv_epi32(v1, sh[1]), m15);
      v2 = _mm256_and_si256(_mm256_srlv_epi32(v2, sh[2]), m15);
      v3 = _mm256_and_si256(_mm256_srlv_epi32(v3, sh[3]), m15);
      c0 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(v0), s0, z0), c0);
      c1 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(v1), s1, z1), c1);
      c2 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(v2), s2, z2), c2);
      c3 = _mm256_fmadd_ps(va, _mm256_fmadd_ps(_mm256_cvtepi32_ps(v3), s3, z3), c3);
    }
  }
  _mm256_storeu_ps(o[0], round_bf16(c0)); _mm256_storeu_ps(o[1], round_bf16(c1));
  _mm256_storeu_ps(o[2], round_bf16(c2)); _mm256_storeu_ps(o[3], round_bf16(c3));
}

/* M rows times only the units units[0..nsel-1] (any order): row r's outputs for units[i] go to
   C[r * 8 nsel + 8 i .. + 7]. A whole block in order (4 nb .. 4 nb + 3) goes through block(), the rest four units
   at a time (a short last group repeats its first unit into a scratch). */
void pl_int4_gemv_units(const float* a, const uint8_t* B, const uint16_t* SZ, float* C, int M, int K, int N, int G,
                        const int32_t* units, int nsel, int threads) {
  int* items = (int*)malloc(sizeof(int) * (size_t)(nsel + 1));  /* start of each work item: 4 units */
  int n = 0;
  for (int i = 0; i < nsel; i += 4) items[n++] = i;
  const size_t ldc = (size_t)nsel * 8;
  #pragma omp parallel for schedule(static) num_threads(threads)
  for (int w = 0; w < M * n; ++w) {
    const int r = w / n, i = items[w % n];
    const float* ar = a + (size_t)r * K;
    float* cr = C + (size_t)r * ldc;
    const int cnt = nsel - i < 4 ? nsel - i : 4;
    if (cnt == 4 && (units[i] & 3) == 0 && units[i + 1] == units[i] + 1 && units[i + 2] == units[i] + 2
        && units[i + 3] == units[i] + 3) {
      block(ar, B, SZ, cr + (size_t)i * 8, K, N, G, units[i] >> 2);
    } else {
      float scratch[4][8];
      float* o[4];
      int32_t u[4];
      for (int j = 0; j < 4; ++j) {
        u[j] = units[i + (j < cnt ? j : 0)];
        o[j] = j < cnt ? cr + (size_t)(i + j) * 8 : scratch[j];
      }
      units4(ar, B, SZ, o, K, N, G, u);
    }
  }
  free(items);
}

/* The best clusters by score (ties: the lower index) until their sizes sum to at least K (or all are taken):
   their indices, best first, into out; returns how many. A max-heap of all C (heap: C ints of scratch),
   popped until the sizes suffice: O(C + n log C) instead of a full sort. */
static inline int better(const float* s, int i, int j) { return s[i] > s[j] || (s[i] == s[j] && i < j); }
static void sift(const float* s, int32_t* h, int n, int i) {
  for (;;) {
    int l = 2 * i + 1, b = i;
    if (l < n && better(s, h[l], h[b])) b = l;
    if (l + 1 < n && better(s, h[l + 1], h[b])) b = l + 1;
    if (b == i) return;
    int32_t t = h[i]; h[i] = h[b]; h[b] = t;
    i = b;
  }
}
int pl_top_clusters(const float* scores, const int32_t* sizes, int C, int64_t K, int32_t* heap, int32_t* out) {
  for (int i = 0; i < C; ++i) heap[i] = i;
  for (int i = C / 2 - 1; i >= 0; --i) sift(scores, heap, C, i);
  int n = 0, left = C;
  int64_t total = 0;
  while (left > 0 && total < K) {
    const int32_t best = heap[0];
    out[n++] = best;
    total += sizes[best];
    heap[0] = heap[--left];
    sift(scores, heap, left, 0);
  }
  return n;
}

/* The sorted units (2^shift rows each: 8 for int4_gemv_units, 1 for single rows) that hold rows [runs[2j],
   runs[2j+1]) of the matrix and the rows rank[tokens[t]] (tokens outside [0, vocab) and rows outside
   [0, nunits << shift) are skipped); mark: nunits zero bytes, left zeroed. */
int pl_active_units(const int32_t* runs, int nruns, const int64_t* tokens, int ntok, const int64_t* rank, int vocab,
                    uint8_t* mark, int nunits, int shift, int32_t* units) {
  const int64_t rows = (int64_t)nunits << shift, round = ((int64_t)1 << shift) - 1;
  for (int j = 0; j < nruns; ++j) {
    int64_t lo = runs[2 * j], hi = runs[2 * j + 1];
    if (lo < 0) lo = 0;
    if (hi > rows) hi = rows;
    for (int64_t u = lo >> shift; u < (hi + round) >> shift; ++u) mark[u] = 1;
  }
  for (int t = 0; t < ntok; ++t) {
    if (tokens[t] < 0 || tokens[t] >= vocab) continue;
    const int64_t row = rank[tokens[t]];
    if (row >= 0 && row < rows) mark[row >> shift] = 1;
  }
  int n = 0;
  for (int u = 0; u < nunits; ++u) {
    if (mark[u]) { units[n++] = u; mark[u] = 0; }
  }
  return n;
}

/* R rows (verify passes) x one half of a 32-column block: h = 0 columns 0..15 (low nibbles), 1: 16..31.
   The dequantized weights are shared by the R rows; each output is the same fma chain as above. */
#define DEF_ROWS(R) \
static void half##R(const float* a, int lda, const uint8_t* B, const uint16_t* SZ, float* C, int ldc, \
                    int K, int N, int G, int nb, int h) { \
  __m256 c[R][2]; \
  for (int r = 0; r < R; ++r) { c[r][0] = _mm256_setzero_ps(); c[r][1] = _mm256_setzero_ps(); } \
  const __m256i m15 = _mm256_set1_epi32(0xF); \
  const uint8_t* p = B + (size_t)nb * K * 16; \
  for (int g = 0; g < K / G; ++g) { \
    __m256 s0, s1, z0, z1; \
    const uint16_t* q = SZ + (size_t)g * N * 2 + (size_t)nb * 64 + 32 * h; \
    load_sz(q, &s0, &z0); load_sz(q + 16, &s1, &z1); \
    for (int k = g * G; k < (g + 1) * G; ++k, p += 16) { \
      __m256i lo = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)p)); \
      __m256i hi = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i*)(p + 8))); \
      if (h) { lo = _mm256_srli_epi32(lo, 4); hi = _mm256_srli_epi32(hi, 4); } \
      else { lo = _mm256_and_si256(lo, m15); hi = _mm256_and_si256(hi, m15); } \
      __m256 b0 = _mm256_fmadd_ps(_mm256_cvtepi32_ps(lo), s0, z0); \
      __m256 b1 = _mm256_fmadd_ps(_mm256_cvtepi32_ps(hi), s1, z1); \
      for (int r = 0; r < R; ++r) { \
        __m256 va = _mm256_broadcast_ss(a + (size_t)r * lda + k); \
        c[r][0] = _mm256_fmadd_ps(va, b0, c[r][0]); \
        c[r][1] = _mm256_fmadd_ps(va, b1, c[r][1]); \
      } \
    } \
  } \
  for (int r = 0; r < R; ++r) { \
    float* o = C + (size_t)r * ldc + (size_t)nb * 32 + 16 * h; \
    _mm256_storeu_ps(o, round_bf16(c[r][0])); _mm256_storeu_ps(o + 8, round_bf16(c[r][1])); \
  } \
}
DEF_ROWS(2) DEF_ROWS(3) DEF_ROWS(4)

/* M >= 2 rows in chunks of 2-4 rows as even as possible (5 = 3 + 2, 9 = 3 + 3 + 3) */
void pl_int4_gemm(const float* a, const uint8_t* B, const uint16_t* SZ, float* C, int M, int K, int N, int G,
                  int threads) {
  const int units = (N / 32) * 2, chunks = (M + 3) / 4;
  for (int i = 0, m = 0; i < chunks; ++i) {
    const int r = (M - m) / (chunks - i) + ((M - m) % (chunks - i) ? 1 : 0);
    const float* am = a + (size_t)m * K;
    float* cm = C + (size_t)m * N;
    if (r == 1) {
      pl_int4_gemv(am, B, SZ, cm, K, N, G, threads);
    } else {
      #pragma omp parallel for schedule(static) num_threads(threads)
      for (int u = 0; u < units; ++u) {
        if (r == 2) half2(am, K, B, SZ, cm, N, K, N, G, u >> 1, u & 1);
        else if (r == 3) half3(am, K, B, SZ, cm, N, K, N, G, u >> 1, u & 1);
        else half4(am, K, B, SZ, cm, N, K, N, G, u >> 1, u & 1);
      }
    }
    m += r;
  }
}

/* ---- int4-a8: int4 weights (the same per-group q, scale, zero as int4-g128) times int8 activations ----
   Weights: per output column n and group g of 128 inputs, 64 bytes: byte j < 32 holds q[k=j] (low nibble) and
   q[k=32+j] (high), byte 32+j holds q[64+j] and q[96+j]. S, Z: float32 [N][K/128], b = q * S + Z (Z = zero - 8 S).
   Activations: per row and group, sa = max|a| / 127, ia = nearest(a / sa) in -127..127, asum = sa * sum(ia).
   out[r][n] = hsum_g(S sa * dot(q, ia)) + sum_g Z * asum: the integer dot is exact, and each output's float
   steps depend only on its own row, so any number of rows gives the same bits per row (batch-invariant). */
static inline int hsum8_epi32(__m256i v) {
  __m128i t = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  t = _mm_add_epi32(t, _mm_shuffle_epi32(t, 0x4e));
  t = _mm_add_epi32(t, _mm_shuffle_epi32(t, 0xb1));
  return _mm_cvtsi128_si32(t);
}

/* Each row's activations per group of 128 to int8 (bits 8: top 127, ia int8) or int16 (bits 16: top 32767, ia
   int16): sa = max|a| / top, ia = nearest-even(a * top / max|a|), asum = sa * sum(ia). */
void pl_act_quant(const float* a, int M, int K, int bits, void* ia, float* sa, float* asum) {
  const int G = K / 128;
  const float top = bits == 8 ? 127.0f : 32767.0f;
  const __m256 absmask = _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff));
  for (int r = 0; r < M; ++r) {
    for (int g = 0; g < G; ++g) {
      const size_t at = (size_t)r * K + (size_t)g * 128;
      const float* x = a + at;
      __m256 mx = _mm256_setzero_ps();
      for (int i = 0; i < 128; i += 8) mx = _mm256_max_ps(mx, _mm256_and_ps(_mm256_loadu_ps(x + i), absmask));
      __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(mx), _mm256_extractf128_ps(mx, 1));
      m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
      m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
      const float m = _mm_cvtss_f32(m4);
      const __m256 vinv = _mm256_set1_ps(m > 0.0f ? top / m : 0.0f);
      __m256i tot = _mm256_setzero_si256();
      for (int i = 0; i < 128; i += 32) {
        __m256i v[4];
        for (int j = 0; j < 4; ++j) {
          v[j] = _mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + i + 8 * j), vinv));  /* nearest, ties even */
          tot = _mm256_add_epi32(tot, v[j]);
        }
        /* the packs interleave 128-bit lanes: permutes restore the order */
        const __m256i lo16 = _mm256_packs_epi32(v[0], v[1]), hi16 = _mm256_packs_epi32(v[2], v[3]);
        if (bits == 8) {
          const __m256i b8 = _mm256_permutevar8x32_epi32(_mm256_packs_epi16(lo16, hi16),
                                                         _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
          _mm256_storeu_si256((__m256i*)((int8_t*)ia + at + i), b8);
        } else {
          _mm256_storeu_si256((__m256i*)((int16_t*)ia + at + i), _mm256_permute4x64_epi64(lo16, 0xd8));
          _mm256_storeu_si256((__m256i*)((int16_t*)ia + at + i + 16), _mm256_permute4x64_epi64(hi16, 0xd8));
        }
      }
      sa[(size_t)r * G + g] = m / top;
      asum[(size_t)r * G + g] = (m / top) * (float)hsum8_epi32(tot);
    }
  }
}

static inline float hsum8(__m256 v) {
  __m128 s = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  s = _mm_add_ps(s, _mm_movehl_ps(s, s));
  s = _mm_add_ss(s, _mm_movehdup_ps(s));
  return _mm_cvtss_f32(s);
}

/* ---- One skeleton for the four AVX2 column kernels (int4-a8, int8-a8, int4-a16, int8-a16); the AVX-512 VNNI ones
   (COL_PAIR, below) run the same float steps lane for lane ----
   NAME##R covers the groups [g0, g1) of matrix row n for R activation rows. The kinds differ only in how a group's
   weights are loaded (PREP, once per group) and dotted with one activation row x (DOT, which leaves the group's 8
   exact int32 sums in d); everything else, the float steps included, is this skeleton, so every output is the same
   bits whichever ISA computed its integer sums. ZP 1: int4 with per-group scales S and zero points Z,
   out[r][n] = hsum_g(S sa * dot) + sum_g Z * asum; ZP 0: int8 with per-row scales (S = WS),
   out[r][n] = WS[n] * hsum_g(sa * dot). asum arrives transposed to [G][8] (pl_act_gemm), so each group adds the
   zero-point term of all rows in one vector multiply and add, lane by lane what a scalar would. INIT, PREP and DOT
   are names of function-like macros, expanded only here, so their commas never split the skeleton's arguments. */
/* software prefetch distance in a column's weight stream (docs/speculative.md, "Two columns per call") */
#define PF_BYTES 8192
#define COL_KERNEL(ATTR, NAME, R, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
ATTR static void NAME##R(const void* ia_, const float* sa, const float* asum, const void* W_, const float* S, \
                         const float* Z, float* st, float* C, int ldc, int K, int n, int col, int g0, int g1) { \
  const AT* ia = (const AT*)ia_; \
  const int G = K / 128; \
  const uint8_t* w = (const uint8_t*)W_ + (size_t)n * (ROW_BYTES); \
  const float* s = ZP ? S + (size_t)n * G : S; \
  const float* z = ZP ? Z + (size_t)n * G : Z; \
  INIT() \
  __m256 acc[R]; \
  const __m256i rm = _mm256_cmpgt_epi32(_mm256_set1_epi32(R), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)); \
  __m256 zv = ZP && g0 ? _mm256_maskload_ps(st + 8 * R, rm) : _mm256_setzero_ps(); \
  for (int r = 0; r < R; ++r) acc[r] = g0 ? _mm256_loadu_ps(st + 8 * r) : _mm256_setzero_ps(); \
  for (int g = g0; g < g1; ++g) { \
    for (int l = 0; l < (ROW_BYTES) / G; l += 64) \
      _mm_prefetch((const char*)w + PF_BYTES + (size_t)g * ((ROW_BYTES) / G) + l, _MM_HINT_T0); \
    PREP() \
    if (ZP) zv = _mm256_add_ps(zv, _mm256_mul_ps(_mm256_set1_ps(z[g]), _mm256_loadu_ps(asum + 8 * (size_t)g))); \
    for (int r = 0; r < R; ++r) { \
      const AT* x = ia + (size_t)r * K + (size_t)g * 128; \
      DOT() \
      const float f = ZP ? s[g] * sa[(size_t)r * G + g] : sa[(size_t)r * G + g]; \
      acc[r] = _mm256_fmadd_ps(_mm256_cvtepi32_ps(d), _mm256_set1_ps(f), acc[r]); \
    } \
  } \
  if (g1 < G) { \
    for (int r = 0; r < R; ++r) _mm256_storeu_ps(st + 8 * r, acc[r]); \
    if (ZP) _mm256_maskstore_ps(st + 8 * R, rm, zv); \
  } else { \
    float zt[8]; \
    _mm256_storeu_ps(zt, zv); \
    for (int r = 0; r < R; ++r) C[(size_t)r * ldc + col] = ZP ? hsum8(acc[r]) + zt[r] : s[n] * hsum8(acc[r]); \
  } \
}
#define COL_KERNELS(ATTR, NAME, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_KERNEL(ATTR, NAME, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_KERNEL(ATTR, NAME, 2, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_KERNEL(ATTR, NAME, 3, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_KERNEL(ATTR, NAME, 4, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_KERNEL(ATTR, NAME, 5, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_KERNEL(ATTR, NAME, 6, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_KERNEL(ATTR, NAME, 7, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_KERNEL(ATTR, NAME, 8, AT, ROW_BYTES, ZP, INIT, PREP, DOT)
#define NO_INIT()

/* int4-a8 (AVX2): maddubs of the unsigned nibbles and the int8 activations, pairs summed to int32 */
#define A8_INIT() const __m256i m15 = _mm256_set1_epi8(0xF), ones = _mm256_set1_epi16(1);
#define A8_PREP() \
    const __m256i v0 = _mm256_loadu_si256((const __m256i*)(w + (size_t)g * 64)); \
    const __m256i v1 = _mm256_loadu_si256((const __m256i*)(w + (size_t)g * 64 + 32)); \
    const __m256i q0 = _mm256_and_si256(v0, m15), q1 = _mm256_and_si256(_mm256_srli_epi16(v0, 4), m15); \
    const __m256i q2 = _mm256_and_si256(v1, m15), q3 = _mm256_and_si256(_mm256_srli_epi16(v1, 4), m15);
#define A8_DOT() \
      const __m256i d = _mm256_madd_epi16(_mm256_add_epi16( \
          _mm256_add_epi16(_mm256_maddubs_epi16(q0, _mm256_loadu_si256((const __m256i*)x)), \
                           _mm256_maddubs_epi16(q1, _mm256_loadu_si256((const __m256i*)(x + 32)))), \
          _mm256_add_epi16(_mm256_maddubs_epi16(q2, _mm256_loadu_si256((const __m256i*)(x + 64))), \
                           _mm256_maddubs_epi16(q3, _mm256_loadu_si256((const __m256i*)(x + 96))))), ones);
COL_KERNELS(, a8col, int8_t, K / 2, 1, A8_INIT, A8_PREP, A8_DOT)

/* ---- int8-a8: int8 weights (int8's symmetric per-row q, scale WS) times the same int8 activations;
   maddubs takes |q| and ia with q's sign. */
#define W8_INIT() const __m256i ones = _mm256_set1_epi16(1);
#define W8_PREP() \
    __m256i q[4], u[4]; \
    for (int j = 0; j < 4; ++j) { \
      q[j] = _mm256_loadu_si256((const __m256i*)(w + (size_t)g * 128 + 32 * j)); \
      u[j] = _mm256_abs_epi8(q[j]); \
    }
#define W8_DOT() \
      __m256i d = _mm256_setzero_si256(); \
      for (int j = 0; j < 4; ++j) { \
        const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i*)(x + 32 * j)), q[j]); \
        d = _mm256_add_epi32(d, _mm256_madd_epi16(_mm256_maddubs_epi16(u[j], a), ones)); \
      }
COL_KERNELS(, w8col, int8_t, K, 0, W8_INIT, W8_PREP, W8_DOT)

/* ---- int16 activations (int4-a16, int8-a16): the same weights, activations to int16 per row and group of 128
   (pl_act_quant with bits 16), vpmaddwd products; relative activation error ~1e-5 instead of int8's ~4e-3.
   int4-a8's packed weights: 16 bytes at 16 c hold q[lo + j] (low nibble) and q[lo + 32 + j] (high), lo = 16 (c & 1)
   + 64 (c >> 1) */
#define A16_INIT() const __m256i m15 = _mm256_set1_epi16(0xF);
#define A16_PREP() \
    __m256i lo[4], hi[4]; \
    for (int c = 0; c < 4; ++c) { \
      const __m256i b = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i*)(w + (size_t)g * 64 + 16 * c))); \
      lo[c] = _mm256_and_si256(b, m15); \
      hi[c] = _mm256_srli_epi16(b, 4); \
    }
#define A16_DOT() \
      __m256i d = _mm256_setzero_si256(); \
      for (int c = 0; c < 4; ++c) { \
        const int k = 16 * (c & 1) + 64 * (c >> 1); \
        d = _mm256_add_epi32(d, _mm256_madd_epi16(lo[c], _mm256_loadu_si256((const __m256i*)(x + k)))); \
        d = _mm256_add_epi32(d, _mm256_madd_epi16(hi[c], _mm256_loadu_si256((const __m256i*)(x + k + 32)))); \
      }
COL_KERNELS(, a16col, int16_t, K / 2, 1, A16_INIT, A16_PREP, A16_DOT)

#define W16_PREP() \
    __m256i q[8]; \
    for (int c = 0; c < 8; ++c) \
      q[c] = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i*)(w + (size_t)g * 128 + 16 * c)));
#define W16_DOT() \
      __m256i d = _mm256_setzero_si256(); \
      for (int c = 0; c < 8; ++c) \
        d = _mm256_add_epi32(d, _mm256_madd_epi16(q[c], _mm256_loadu_si256((const __m256i*)(x + 16 * c))));
COL_KERNELS(, w16col, int16_t, K, 0, NO_INIT, W16_PREP, W16_DOT)


/* ---- The same four kernels on AVX-512 VNNI (vpdpbusd / vpdpwssd over 64-byte vectors), two output columns per
   call: each group's 16 int32 lanes fold pairwise (lane L + lane L + 8) into exactly the integer sums the AVX2
   kernels hold in their 8 lanes (integer sums are exact in any order), and the two columns' folded sums share one
   512-bit register, so the float steps (convert, scale product, multiply-add) run once per pair of columns with
   the AVX2 skeleton's per-lane operations, and the activations are read once for both. Every output is therefore
   bit-identical to the AVX2 kernels' (``cpu_kernels._wide_check`` compares them before first use). Compiled for
   AVX-512 by attribute, called only where the CPU has it. ---- */
#define T512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni,avx2,fma")))
/* 32 packed bytes -> 64 nibbles in order: low nibbles (q[j]) then high ones (q[32 + j]) */
T512 static inline __m512i nibbles(const uint8_t* p) {
  const __m256i v = _mm256_loadu_si256((const __m256i*)p), m15 = _mm256_set1_epi8(0xF);
  return _mm512_inserti64x4(_mm512_castsi256_si512(_mm256_and_si256(v, m15)),
                            _mm256_and_si256(_mm256_srli_epi16(v, 4), m15), 1);
}
T512 static inline __m512 join8(__m256 lo, __m256 hi) {  /* [lo, hi] (AVX-512F only: no DQ insert) */
  return _mm512_castpd_ps(_mm512_insertf64x4(_mm512_castps_pd(_mm512_castps256_ps512(lo)), _mm256_castps_pd(hi), 1));
}
T512 static inline __m256 high8(__m512 v) { return _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1)); }

/* NAME##R##_1: matrix rows na (output column col) and nb (col + 1, written when two) over the groups [g0, g1), R
   activation rows; sta / stb carry each column's state exactly as the AVX2 skeleton's st (two == 0, an odd column
   left over: nb == na, stb == sta, and both halves compute and store the same bits). NAME##1_0, for one row, takes
   one column per call (nb and stb unused): one weight stream per call reads faster than two when a row is
   memory-bound. PREP(P, w) loads one column's group of weights under prefix P; DOT(P, D) declares D, that column's
   16 unfolded int32 lanes for activation row x. */
#define COL_PAIR(NAME, R, TWO, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
T512 static void NAME##R##_##TWO(const void* ia_, const float* sa, const float* asum, const void* W_, const float* S, \
                         const float* Z, float* sta, float* stb, float* C, int ldc, int K, int na, int nb, int col, \
                         int two, int g0, int g1) { \
  const AT* ia = (const AT*)ia_; \
  const int G = K / 128; \
  const uint8_t* wa = (const uint8_t*)W_ + (size_t)na * (ROW_BYTES); \
  const uint8_t* wb = TWO ? (const uint8_t*)W_ + (size_t)nb * (ROW_BYTES) : wa; \
  const float* s_a = ZP ? S + (size_t)na * G : S; \
  const float* s_b = TWO ? (ZP ? S + (size_t)nb * G : S) : s_a; \
  const float* z_a = ZP ? Z + (size_t)na * G : Z; \
  const float* z_b = TWO ? (ZP ? Z + (size_t)nb * G : Z) : z_a; \
  INIT() \
  __m512 acc[R]; \
  const __mmask8 rm = (__mmask8)((1u << R) - 1); \
  __m256 za = ZP && g0 ? _mm256_maskz_loadu_ps(rm, sta + 8 * R) : _mm256_setzero_ps(); \
  __m256 zb = ZP && g0 && TWO ? _mm256_maskz_loadu_ps(rm, stb + 8 * R) : _mm256_setzero_ps(); \
  for (int r = 0; r < R; ++r) \
    acc[r] = g0 ? join8(_mm256_loadu_ps(sta + 8 * r), _mm256_loadu_ps(stb + 8 * r)) : _mm512_setzero_ps(); \
  for (int g = g0; g < g1; ++g) { \
    for (int l = 0; l < (ROW_BYTES) / G; l += 64) { \
      _mm_prefetch((const char*)wa + PF_BYTES + (size_t)g * ((ROW_BYTES) / G) + l, _MM_HINT_T0); \
      if (TWO) _mm_prefetch((const char*)wb + PF_BYTES + (size_t)g * ((ROW_BYTES) / G) + l, _MM_HINT_T0); \
    } \
    PREP(a, wa) PREP(b, wb) \
    const __m512 sv = ZP ? join8(_mm256_set1_ps(s_a[g]), _mm256_set1_ps(s_b[g])) : _mm512_setzero_ps(); \
    if (ZP) { \
      const __m256 at = _mm256_loadu_ps(asum + 8 * (size_t)g); \
      za = _mm256_add_ps(za, _mm256_mul_ps(_mm256_set1_ps(z_a[g]), at)); \
      if (TWO) zb = _mm256_add_ps(zb, _mm256_mul_ps(_mm256_set1_ps(z_b[g]), at)); \
    } \
    for (int r = 0; r < R; ++r) { \
      const AT* x = ia + (size_t)r * K + (size_t)g * 128; \
      DOT(a, da) \
      __m512i d = da; \
      if (TWO) { DOT(b, db) d = _mm512_add_epi32(_mm512_shuffle_i64x2(da, db, 0x44), _mm512_shuffle_i64x2(da, db, 0xee)); } \
      else d = _mm512_add_epi32(da, _mm512_shuffle_i64x2(da, da, 0xee)); \
      const __m512 xs = _mm512_set1_ps(sa[(size_t)r * G + g]); \
      acc[r] = _mm512_fmadd_ps(_mm512_cvtepi32_ps(d), ZP ? _mm512_mul_ps(sv, xs) : xs, acc[r]); \
    } \
  } \
  if (g1 < G) for (int r = 0; r < R; ++r) { \
    _mm256_storeu_ps(sta + 8 * r, _mm512_castps512_ps256(acc[r])); if (TWO) _mm256_storeu_ps(stb + 8 * r, high8(acc[r])); \
  } \
  if (g1 < G && ZP) { _mm256_mask_storeu_ps(sta + 8 * R, rm, za); if (TWO) _mm256_mask_storeu_ps(stb + 8 * R, rm, zb); } \
  if (g1 == G) { \
    float zta[8], ztb[8]; \
    _mm256_storeu_ps(zta, za); _mm256_storeu_ps(ztb, zb); \
    for (int r = 0; r < R; ++r) { \
      const float ha = hsum8(_mm512_castps512_ps256(acc[r])), hb = hsum8(high8(acc[r])); \
      C[(size_t)r * ldc + col] = ZP ? ha + zta[r] : s_a[na] * ha; \
      if (TWO && two) C[(size_t)r * ldc + col + 1] = ZP ? hb + ztb[r] : s_b[nb] * hb; \
    } \
  } \
}
#define COL_PAIRS(NAME, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_PAIR(NAME, 1, 0, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_PAIR(NAME, 2, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_PAIR(NAME, 3, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_PAIR(NAME, 4, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_PAIR(NAME, 5, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_PAIR(NAME, 6, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) COL_PAIR(NAME, 7, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT) \
  COL_PAIR(NAME, 8, 1, AT, ROW_BYTES, ZP, INIT, PREP, DOT)

#define A8V_PREP(P, w) const __m512i P##qa = nibbles(w + (size_t)g * 64), P##qb = nibbles(w + (size_t)g * 64 + 32);
#define A8V_DOT(P, D) \
      const __m512i D = _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(_mm512_setzero_si512(), P##qa, _mm512_loadu_si512(x)), \
                                            P##qb, _mm512_loadu_si512(x + 64));
COL_PAIRS(a8vcol, int8_t, K / 2, 1, NO_INIT, A8V_PREP, A8V_DOT)

/* int8 x int8: vpdpbusd wants unsigned x signed, so |q| times x negated where q < 0 (x is never -128) */
#define W8V_INIT() const __m512i zero = _mm512_setzero_si512();
#define W8V_PREP(P, w) \
    const __m512i P##q0 = _mm512_loadu_si512(w + (size_t)g * 128), P##q1 = _mm512_loadu_si512(w + (size_t)g * 128 + 64); \
    const __m512i P##u0 = _mm512_abs_epi8(P##q0), P##u1 = _mm512_abs_epi8(P##q1); \
    const __mmask64 P##n0 = _mm512_movepi8_mask(P##q0), P##n1 = _mm512_movepi8_mask(P##q1);
#define W8V_DOT(P, D) \
      const __m512i P##x0 = _mm512_loadu_si512(x), P##x1 = _mm512_loadu_si512(x + 64); \
      const __m512i D = _mm512_dpbusd_epi32(_mm512_dpbusd_epi32(zero, P##u0, _mm512_mask_sub_epi8(P##x0, P##n0, zero, P##x0)), \
                                            P##u1, _mm512_mask_sub_epi8(P##x1, P##n1, zero, P##x1));
COL_PAIRS(w8vcol, int8_t, K, 0, W8V_INIT, W8V_PREP, W8V_DOT)

/* int4 x int16: the packed bytes widened to 16 bits, low nibbles q[0..31] (q[64..95]), high q[32..63] (q[96..127]) */
#define A16V_INIT() const __m512i m15 = _mm512_set1_epi16(0xF);
#define A16V_PREP(P, w) \
    const __m512i P##b0 = _mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i*)(w + (size_t)g * 64))); \
    const __m512i P##b1 = _mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i*)(w + (size_t)g * 64 + 32))); \
    const __m512i P##q0 = _mm512_and_si512(P##b0, m15), P##q1 = _mm512_srli_epi16(P##b0, 4); \
    const __m512i P##q2 = _mm512_and_si512(P##b1, m15), P##q3 = _mm512_srli_epi16(P##b1, 4);
#define A16V_DOT(P, D) \
      __m512i D = _mm512_dpwssd_epi32(_mm512_setzero_si512(), P##q0, _mm512_loadu_si512(x)); \
      D = _mm512_dpwssd_epi32(D, P##q1, _mm512_loadu_si512(x + 32)); \
      D = _mm512_dpwssd_epi32(D, P##q2, _mm512_loadu_si512(x + 64)); \
      D = _mm512_dpwssd_epi32(D, P##q3, _mm512_loadu_si512(x + 96));
COL_PAIRS(a16vcol, int16_t, K / 2, 1, A16V_INIT, A16V_PREP, A16V_DOT)

#define W16V_PREP(P, w) \
    __m512i P##q[4]; \
    for (int c = 0; c < 4; ++c) \
      P##q[c] = _mm512_cvtepi8_epi16(_mm256_loadu_si256((const __m256i*)(w + (size_t)g * 128 + 32 * c)));
#define W16V_DOT(P, D) \
      __m512i D = _mm512_setzero_si512(); \
      for (int c = 0; c < 4; ++c) D = _mm512_dpwssd_epi32(D, P##q[c], _mm512_loadu_si512(x + 32 * c));
COL_PAIRS(w16vcol, int16_t, K, 0, NO_INIT, W16V_PREP, W16V_DOT)



/* M rows of quantized activations (pl_act_quant) times an N x K matrix of one integer kind, in chunks
   of at most 8 rows as even as possible (9 = 5 + 4), each chunk one pass over the weights.
   kind 0: int4 x int8, 1: int8 x int8, 2: int4 x int16, 3: int8 x int16 (S: the int8 weights' row scales).
   rows: NULL for all N matrix rows (C is M x N), or N row indices, any order (C is M x N, column i = matrix row
   rows[i]: a dynamic vocabulary's active rows, read where they lie; each the same bits as in the full product).
   wide: 1 for the AVX-512 VNNI column kernels (bit-identical to the AVX2 ones, faster per row). */
typedef void (*colfn)(const void*, const float*, const float*, const void*, const float*, const float*, float*,
                      float*, int, int, int, int, int, int);
typedef void (*pairfn)(const void*, const float*, const float*, const void*, const float*, const float*, float*,
                       float*, float*, int, int, int, int, int, int, int, int);
/* A column function covers the groups [g0, g1) of one matrix row (n, output column col); over part of K it carries
   its accumulators (8 lanes and the zero-point sum per activation row) in st to the next range's call, and the
   last range writes C: the same operations in the same order as one call over all groups, so splitting K changes
   no bit. Tiles of ACT_TILE columns walk K in ranges whose activations (all the
   chunk's rows) fit in ACT_L1 bytes, so a wide input (the 1.5B's down: 8960) is read from L1 by every column of the
   tile instead of from L2 by each. */
#define ACT_TILE 16
#define ACT_L1 32768
#define ST_FLOATS (9 * 8)  /* per column: up to 8 rows x 8 accumulator lanes, then the rows' zero-point sums */
static const colfn COLS[4][8] = {
  {a8col1, a8col2, a8col3, a8col4, a8col5, a8col6, a8col7, a8col8},
  {w8col1, w8col2, w8col3, w8col4, w8col5, w8col6, w8col7, w8col8},
  {a16col1, a16col2, a16col3, a16col4, a16col5, a16col6, a16col7, a16col8},
  {w16col1, w16col2, w16col3, w16col4, w16col5, w16col6, w16col7, w16col8}};
#define PAIRS(K) {K##1_0, K##2_1, K##3_1, K##4_1, K##5_1, K##6_1, K##7_1, K##8_1}
static const pairfn COLS512[4][8] = {PAIRS(a8vcol), PAIRS(w8vcol), PAIRS(a16vcol), PAIRS(w16vcol)};

/* Output columns [c0, c1) over the groups [g0, g1): one per call of f, or two per call of p where given;
   st: the columns' carried states (NULL when the call covers all groups) */
static void run_cols(colfn f, pairfn p, const char* x, const float* xs, const float* xz, const void* W,
                     const float* S, const float* Z, float (*st)[ST_FLOATS], float* c, int N, int K,
                     const int32_t* rows, int c0, int c1, int g0, int g1, int step) {
  for (int n = c0; n < c1; n += step) {
    float* s0 = st ? st[n - c0] : NULL;
    const int na = rows ? rows[n] : n;
    if (!p) { f(x, xs, xz, W, S, Z, s0, c, N, K, na, n, g0, g1); continue; }
    const int two = step == 2 && n + 1 < c1;
    p(x, xs, xz, W, S, Z, s0, st && two ? st[n + 1 - c0] : s0, c, N, K, na, two ? (rows ? rows[n + 1] : n + 1) : na,
      n, two, g0, g1);
  }
}

void pl_act_gemm(int kind, const void* ia, const float* sa, const float* asum, const void* W, const float* S,
                 const float* Z, float* C, int M, int K, int N, const int32_t* rows, int threads, int wide) {
  const int G = K / 128, chunks = (M + 7) / 8, width = kind < 2 ? 1 : 2, tiles = (N + ACT_TILE - 1) / ACT_TILE;
  for (int i = 0, m = 0; i < chunks; ++i) {
    const int r = (M - m) / (chunks - i) + ((M - m) % (chunks - i) ? 1 : 0);
    const colfn f = COLS[kind][r - 1];
    const pairfn p = wide ? COLS512[kind][r - 1] : NULL;
    const int step = p && r > 1 ? 2 : 1;
    const char* x = (const char*)ia + (size_t)m * K * width;
    const float* xs = sa + (size_t)m * G;
    const float* xz = asum + (size_t)m * G;
    /* the kernels add the zero-point sums of all rows at once, one vector per group: asum transposed to [G][8]
       (on the stack: this runs for every product of every decode step; G * 32 bytes, 8 KB at K = 32768) */
    float zt[G * 8];
    for (int g = 0; g < G; ++g)
      for (int j = 0; j < 8; ++j) zt[g * 8 + j] = j < r ? xz[(size_t)j * G + g] : 0.0f;
    xz = zt;
    float* c = C + (size_t)m * N;
    const long bytes = (long)r * K * width, parts = (bytes + ACT_L1 - 1) / ACT_L1;  /* K split evenly, if at all */
    const int gc = (int)((G + parts - 1) / parts);
    if (parts == 1) {  /* the activations fit: one call per column (or pair), nothing carried */
      #pragma omp parallel for schedule(static) num_threads(threads)
      for (int n = 0; n < N; n += step)
        run_cols(f, p, x, xs, xz, W, S, Z, NULL, c, N, K, rows, n, n + step < N ? n + step : N, 0, G, step);
    } else {
      #pragma omp parallel for schedule(static) num_threads(threads)
      for (int t = 0; t < tiles; ++t) {
        float st[ACT_TILE][ST_FLOATS];
        const int c0 = t * ACT_TILE, c1 = c0 + ACT_TILE < N ? c0 + ACT_TILE : N;
        for (int g0 = 0; g0 < G; g0 += gc)
          run_cols(f, p, x, xs, xz, W, S, Z, st, c, N, K, rows, c0, c1, g0, g0 + gc < G ? g0 + gc : G, step);
      }
    }
    m += r;
  }
}


/* ---- Attention of a decode step or verify pass (1 to 17 queries) over the position-addressed KV cache ----
   Query i (at position start + i) attends to keys 0 .. start + i of its KV head (grouped-query: head h reads KV head
   h / (nh / nkv)). Every (query, head) runs the same code in the same order whatever n is, so a verify pass gives
   each row exactly the bits a one-token step gives (what speculation's greedy identity needs), in one call per layer
   instead of one PyTorch attention call per query. exp: Cephes' polynomial (max relative error ~2e-7). */
static inline __m256 exp256(__m256 x) {
  x = _mm256_max_ps(_mm256_min_ps(x, _mm256_set1_ps(88.3762626647949f)), _mm256_set1_ps(-88.3762626647949f));
  __m256 fx = _mm256_floor_ps(_mm256_fmadd_ps(x, _mm256_set1_ps(1.44269504088896341f), _mm256_set1_ps(0.5f)));
  x = _mm256_fnmadd_ps(fx, _mm256_set1_ps(0.693359375f), x);
  x = _mm256_fnmadd_ps(fx, _mm256_set1_ps(-2.12194440e-4f), x);
  const __m256 z = _mm256_mul_ps(x, x);
  __m256 y = _mm256_set1_ps(1.9875691500e-4f);
  y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(1.3981999507e-3f));
  y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(8.3334519073e-3f));
  y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(4.1665795894e-2f));
  y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(1.6666665459e-1f));
  y = _mm256_fmadd_ps(y, x, _mm256_set1_ps(5.0000001201e-1f));
  y = _mm256_add_ps(_mm256_fmadd_ps(y, z, x), _mm256_set1_ps(1.0f));
  const __m256i e = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvttps_epi32(fx), _mm256_set1_epi32(127)), 23);
  return _mm256_mul_ps(y, _mm256_castsi256_ps(e));
}

/* ---- The rest of a decode step's glue, one call each instead of a dozen PyTorch operations ---- */
/* RMSNorm of n rows of d floats: each row's sum of squares in a fixed order (8 lanes, then hsum8), then x * inv * w */
void pl_rms_norm(const float* x, const float* w, float* out, int n, int d, float eps) {
  for (int r = 0; r < n; ++r) {
    const float* xr = x + (size_t)r * d;
    float* o = out + (size_t)r * d;
    __m256 acc = _mm256_setzero_ps();
    int i = 0;
    for (; i + 8 <= d; i += 8) acc = _mm256_fmadd_ps(_mm256_loadu_ps(xr + i), _mm256_loadu_ps(xr + i), acc);
    float ss = hsum8(acc);
    for (; i < d; ++i) ss += xr[i] * xr[i];
    const float inv = 1.0f / sqrtf(ss / (float)d + eps);
    const __m256 vinv = _mm256_set1_ps(inv);
    for (i = 0; i + 8 <= d; i += 8)
      _mm256_storeu_ps(o + i, _mm256_mul_ps(_mm256_mul_ps(_mm256_loadu_ps(xr + i), vinv), _mm256_loadu_ps(w + i)));
    for (; i < d; ++i) o[i] = (xr[i] * inv) * w[i];
  }
}

/* Rotary embedding of the q and k heads of n rows of qkv ([n, (nh + 2 nkv) hd]: q heads, k heads, v heads), then k
   and v written to the layer's cache [nkv, cap, hd] at positions start..start+n-1; q rotated into qout [n, nh, hd].
   Per element what PyTorch's q * cos + cat(-q2, q1) * sin computes: two products rounded, then their sum. */
void pl_rope_kv(const float* qkv, const float* cos, const float* sin, float* qout, float* kc, float* vc, int n, int nh,
                int nkv, int hd, int cap, int start) {
  const int half = hd / 2, width = (nh + 2 * nkv) * hd;
  for (int r = 0; r < n; ++r) {
    const float* row = qkv + (size_t)r * width;
    const float* c = cos + (size_t)(start + r) * hd;
    const float* s = sin + (size_t)(start + r) * hd;
    for (int h = 0; h < nh + nkv; ++h) {
      const float* x = row + (size_t)h * hd;
      float* o = h < nh ? qout + ((size_t)r * nh + h) * hd : kc + ((size_t)(h - nh) * cap + start + r) * hd;
      for (int i = 0; i < half; ++i) {
        const float a = x[i] * c[i], b = -x[i + half] * s[i];
        o[i] = a + b;
      }
      for (int i = half; i < hd; ++i) {
        const float a = x[i] * c[i], b = x[i - half] * s[i];
        o[i] = a + b;
      }
    }
    for (int h = 0; h < nkv; ++h) {
      const float* x = row + (size_t)(nh + nkv + h) * hd;
      float* o = vc + ((size_t)h * cap + start + r) * hd;
      for (int i = 0; i < hd; ++i) o[i] = x[i];
    }
  }
}

/* one key's dot product with q, 8 lanes reduced as ((l0+l1)+(l2+l3)) + ((l4+l5)+(l6+l7)): what dots8 gives each */
static inline float dot1(const float* q, const float* k, int nd) {
  __m256 a = _mm256_setzero_ps();
  for (int d = 0; d < nd; ++d) a = _mm256_fmadd_ps(_mm256_loadu_ps(q + 8 * d), _mm256_loadu_ps(k + 8 * d), a);
  float l[8];
  _mm256_storeu_ps(l, a);
  return ((l[0] + l[1]) + (l[2] + l[3])) + ((l[4] + l[5]) + (l[6] + l[7]));
}

/* eight consecutive keys' dot products (rows of hd floats from k): eight independent fma chains, then an hadd tree */
static inline __m256 dots8(const float* q, const float* k, int hd, int nd) {
  __m256 a[8];
  for (int t = 0; t < 8; ++t) a[t] = _mm256_setzero_ps();
  for (int d = 0; d < nd; ++d) {
    const __m256 qd = _mm256_loadu_ps(q + 8 * d);
    for (int t = 0; t < 8; ++t) a[t] = _mm256_fmadd_ps(qd, _mm256_loadu_ps(k + (size_t)t * hd + 8 * d), a[t]);
  }
  const __m256 u0 = _mm256_hadd_ps(_mm256_hadd_ps(a[0], a[1]), _mm256_hadd_ps(a[2], a[3]));
  const __m256 u1 = _mm256_hadd_ps(_mm256_hadd_ps(a[4], a[5]), _mm256_hadd_ps(a[6], a[7]));
  return _mm256_add_ps(_mm256_permute2f128_ps(u0, u1, 0x20), _mm256_permute2f128_ps(u0, u1, 0x31));
}

/* q: [n, nh, hd] (rotated), kc/vc: [nkv, cap, hd], out: [n, nh, hd]; hd a multiple of 8; scratch: threads x (cap + 8)
   floats */
void pl_attend(const float* q, const float* kc, const float* vc, float* out, int n, int nh, int nkv, int hd, int cap,
               int start, float scale, float* scratch, int threads) {
  const int per = nh / nkv, nd = hd / 8;
  const __m256 vscale = _mm256_set1_ps(scale);
  #pragma omp parallel for schedule(static) num_threads(threads)
  for (int w = 0; w < n * nh; ++w) {
    const int i = w / nh, h = w % nh, len = start + i + 1, padded = (len + 7) & ~7;
    float* sc = scratch + (size_t)omp_get_thread_num() * (size_t)(cap + 8);
    const float* qv = q + (size_t)w * hd;
    const float* k = kc + (size_t)(h / per) * cap * hd;
    const float* v = vc + (size_t)(h / per) * cap * hd;
    int j = 0;
    for (; j + 8 <= len; j += 8) _mm256_storeu_ps(sc + j, _mm256_mul_ps(dots8(qv, k + (size_t)j * hd, hd, nd), vscale));
    for (; j < len; ++j) sc[j] = dot1(qv, k + (size_t)j * hd, nd) * scale;
    for (; j < padded; ++j) sc[j] = -INFINITY;
    __m256 mx = _mm256_set1_ps(-INFINITY);
    for (j = 0; j < padded; j += 8) mx = _mm256_max_ps(mx, _mm256_loadu_ps(sc + j));
    __m128 m4 = _mm_max_ps(_mm256_castps256_ps128(mx), _mm256_extractf128_ps(mx, 1));
    m4 = _mm_max_ps(m4, _mm_movehl_ps(m4, m4));
    m4 = _mm_max_ss(m4, _mm_movehdup_ps(m4));
    const __m256 m = _mm256_set1_ps(_mm_cvtss_f32(m4));
    __m256 tot = _mm256_setzero_ps();
    for (j = 0; j < padded; j += 8) {
      const __m256 e = exp256(_mm256_sub_ps(_mm256_loadu_ps(sc + j), m));
      _mm256_storeu_ps(sc + j, e);
      tot = _mm256_add_ps(tot, e);
    }
    const __m256 total = _mm256_set1_ps(hsum8(tot));
    float* o = out + (size_t)w * hd;
    for (int d = 0; d < nd; d += 2) {  /* two 8-wide chunks of the output, four partial sums each over j mod 4 */
      const int two = d + 1 < nd;
      const float* vd = v + 8 * d;
      __m256 c[8];
      for (int t = 0; t < 8; ++t) c[t] = _mm256_setzero_ps();
      for (j = 0; j + 3 < len; j += 4) {
        for (int t = 0; t < 4; ++t) {
          const __m256 pj = _mm256_set1_ps(sc[j + t]);
          c[t] = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vd + (size_t)(j + t) * hd), c[t]);
          if (two) c[4 + t] = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vd + (size_t)(j + t) * hd + 8), c[4 + t]);
        }
      }
      for (; j < len; ++j) {
        const __m256 pj = _mm256_set1_ps(sc[j]);
        c[0] = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vd + (size_t)j * hd), c[0]);
        if (two) c[4] = _mm256_fmadd_ps(pj, _mm256_loadu_ps(vd + (size_t)j * hd + 8), c[4]);
      }
      _mm256_storeu_ps(o + 8 * d, _mm256_div_ps(_mm256_add_ps(_mm256_add_ps(c[0], c[1]), _mm256_add_ps(c[2], c[3])),
                                                total));
      if (two)
        _mm256_storeu_ps(o + 8 * d + 8, _mm256_div_ps(_mm256_add_ps(_mm256_add_ps(c[4], c[5]),
                                                                    _mm256_add_ps(c[6], c[7])), total));
    }
  }
}
"""
_FLAGS = ["-O3", "-mavx2", "-mfma", "-ffp-contract=off", "-fopenmp", "-shared", "-fPIC"]
GROUP = quant.GROUP
MAX_ROWS = quant.STEP_ROWS  # decode steps and verify passes; prefills stay on PyTorch
BLOCK = 32  # matrix rows (output columns) per block of the AVX2 packed layout
UNIT = 8  # matrix rows per unit of ``int4_gemv_units`` (a quarter block: the finest selection the layout allows)
_LOCK = threading.RLock()  # re-entrant: loading the GEMV loads the library first, under the same lock
_STATE: dict[str, Any] = {}  # the bound library functions ("act", ...) or "lib_why"; then "fn" (the GEMV, self-checked) or "why"


def enabled() -> bool:
    return env.switch("POWERLEVER_NATIVE_KERNELS", True)


def _cache_dir() -> Path:
    return Path(os.environ.get("POWERLEVER_KERNEL_CACHE", Path.home() / ".cache" / "powerlever" / "kernels"))


def build(source: str = "", name: str = "pl_int4_gemv") -> Path:
    """Compile ``source`` (this module's kernels by default) into a cached shared object named after ``name`` and
    a hash of the source, flags and compiler."""
    source = source or _SRC
    cc = os.environ.get("CC") or shutil.which("gcc") or shutil.which("cc")
    if not cc:
        raise RuntimeError("no C compiler (gcc/cc) on PATH")
    key = hashlib.sha256((source + " ".join(_FLAGS) + cc).encode()).hexdigest()[:16]
    out = _cache_dir() / f"{name}-{key}.so"
    if out.exists():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        src = Path(tmp) / "k.c"
        src.write_text(source)
        so = Path(tmp) / "k.so"
        res = subprocess.run([cc, *_FLAGS, "-o", str(so), str(src)], capture_output=True, text=True, timeout=120)
        if res.returncode:
            raise RuntimeError(f"{cc} failed: {res.stderr.strip()[-400:]}")
        os.replace(so, out)  # atomic: a concurrent process sees the whole file or none
    return out


def _load_library() -> None:
    """Build and load the C library and bind its functions. The integer-activation kernels (``int4_act``,
    ``int8_act``) read weights in their own layout (``quant._pack_int4_a8``), so they run wherever the library
    builds and the CPU has AVX2, whatever PyTorch's own CPU capability."""
    if not _cpu_has("avx2", "fma"):
        raise RuntimeError("the CPU lacks AVX2/FMA, which the kernels are built for")
    lib = ctypes.CDLL(str(build()))
    fn, multi = lib.pl_int4_gemv, lib.pl_int4_gemm
    fn.restype = multi.restype = None
    fn.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int] * 4
    multi.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int] * 5
    units, active = lib.pl_int4_gemv_units, lib.pl_active_units
    units.restype = None
    units.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int] * 4 + [ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    active.restype = ctypes.c_int
    active.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int,
                       ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_void_p]
    top = lib.pl_top_clusters
    top.restype = ctypes.c_int
    top.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_int64, ctypes.c_void_p, ctypes.c_void_p]
    act_quant, act = lib.pl_act_quant, lib.pl_act_gemm
    act_quant.restype = act.restype = None
    act_quant.argtypes = [ctypes.c_void_p] + [ctypes.c_int] * 3 + [ctypes.c_void_p] * 3
    act.argtypes = [ctypes.c_int] + [ctypes.c_void_p] * 7 + [ctypes.c_int] * 3 + [ctypes.c_void_p] + [ctypes.c_int] * 2
    norm, rope = lib.pl_rms_norm, lib.pl_rope_kv
    norm.restype = rope.restype = None
    norm.argtypes = [ctypes.c_void_p] * 3 + [ctypes.c_int] * 2 + [ctypes.c_float]
    rope.argtypes = [ctypes.c_void_p] * 6 + [ctypes.c_int] * 6
    attend = lib.pl_attend
    attend.restype = None
    attend.argtypes = [ctypes.c_void_p] * 4 + [ctypes.c_int] * 6 + [ctypes.c_float, ctypes.c_void_p, ctypes.c_int]
    _STATE.update(top=top, multi=multi, units=units, active=active, gemv=fn, act_quant=act_quant, act=act, wide=0,
                  attend=attend, norm=norm, rope=rope)
    if wide_wanted():
        _STATE["wide"] = int(_wide_check())
        if not _STATE["wide"]:
            log.warning("AVX-512 VNNI integer kernels differ from the AVX2 ones here: using AVX2")


def _load() -> None:
    """The int4 GEMV, bit-identical to ``_weight_int4pack_mm_for_cpu``: it reads PyTorch's packed int4, whose
    layout is the AVX2 one only where PyTorch's CPU capability is AVX2 (on an AVX-512 host PyTorch packs for
    AVX-512 and this kernel is off; the integer-activation kernels still run, ``act_ready``)."""
    if not act_ready():
        raise RuntimeError(_STATE.get("lib_why", "the kernel library did not load"))
    if torch.backends.cpu.get_cpu_capability() != "AVX2":
        raise RuntimeError(f"PyTorch CPU capability {torch.backends.cpu.get_cpu_capability()}: the int4 "
                           "packing is not the AVX2 layout this kernel reads")
    _STATE["fn"] = _STATE["gemv"]
    if not self_check():
        del _STATE["fn"]
        raise RuntimeError("self-check: results differ from _weight_int4pack_mm_for_cpu")


def _cpu_has(*flags: str) -> bool:
    """Whether /proc/cpuinfo lists every flag (True where it cannot be read: the build or self-check decides)."""
    fields = cpuinfo_fields()
    if fields is None:
        return True
    return all(f in fields.get("flags", "").split() for f in flags)


def load_once(have: str, why: str, load: Callable[[], None], what: str, state: dict[str, Any] | None = None) -> bool:
    """Run ``load`` once (under the module's re-entrant lock); True when it left ``state[have]`` (this module's
    state by default; ``engine.tiled`` passes its own), else its error kept under ``why``."""
    state = _STATE if state is None else state
    if not enabled():
        return False
    if have in state:
        return True
    if why in state:
        return False
    with _LOCK:
        if have not in state and why not in state:
            try:
                load()
            except Exception as exc:  # noqa: BLE001 - any failure means: the formats fall back
                state[why] = str(exc)
                log.info("%s unavailable: %s", what, exc)
    return have in state


def _status(ok: Callable[[], bool], why: str) -> str:
    return "off" if not enabled() else "on" if ok() else f"unavailable: {_STATE.get(why)}"


def wide_wanted() -> bool:
    """Whether to try the AVX-512 VNNI column kernels: the CPU lists AVX-512 F/BW/VL and VNNI, and
    ``POWERLEVER_NATIVE_AVX512`` is not 0 (set it to 0 to measure or run the AVX2 kernels on such a host)."""
    if not env.switch("POWERLEVER_NATIVE_AVX512", True):
        return False
    fields = cpuinfo_fields()  # unreadable: no, since nothing else would stop an illegal instruction
    return fields is not None and _cpu_has("avx512f", "avx512bw", "avx512vl", "avx512_vnni")


def _wide_check() -> bool:
    """The VNNI kernels against the AVX2 ones, bit for bit: every kind, 1 to 9 rows (8 + 1: two chunks), all the
    matrix rows and a selection of them (an odd count: the VNNI kernels take columns in pairs), activations with an
    outlier per row; then a wide input (K = 40 groups, split into ranges that carry state) on an odd number of
    columns."""
    gen = torch.Generator().manual_seed(1)
    ok = True
    for n, k, counts in ((48, 3 * GROUP, range(1, 10)), (33, 40 * GROUP, (1, 8, 9))):
        w = torch.randn(n, k, generator=gen) * 0.05
        x = torch.randn(9, k, generator=gen)
        x[:, 7] = 40.0
        int4 = quant._pack_int4_a8(w)
        w8 = quant._quant_int8(w)
        sel = torch.tensor([5, 0, n - 1, 12, 13], dtype=torch.int32)
        for kind in range(4):
            weight, scales, zeros = int4 if kind in (0, 2) else (*w8, None)
            for m in counts:
                for rows in (None, sel):
                    a, b = (_act(kind, x[:m], weight, scales, zeros, 8 if kind < 2 else 16, rows, wide=wide)
                            for wide in (0, 1))
                    ok = ok and torch.equal(a, b)
    return ok


def act_isa() -> str:
    """Which column kernels the integer-activation formats run: 'avx512-vnni' (bit-identical to the AVX2 ones,
    fewer instructions per row) or 'avx2'; '' where they are not loaded."""
    return ("avx512-vnni" if _STATE.get("wide") else "avx2") if act_ready() else ""


def act_ready() -> bool:
    """Whether the integer-activation kernels (``int4-a8/-a16``, ``int8-a8/-a16``) are built and loaded here."""
    return load_once("act", "lib_why", _load_library, "native kernels")


def act_status() -> str:
    """'on', 'off' (disabled by the environment), or why the integer-activation kernels are unavailable."""
    return _status(act_ready, "lib_why")


def ready() -> bool:
    """Whether the int4 GEMV is built, loaded and bit-identical to aten here (built on the first call)."""
    return load_once("fn", "why", _load, "native int4 kernel (using PyTorch's)")


def status() -> str:
    """'on', 'off' (disabled by the environment), or why the int4 GEMV is unavailable."""
    return _status(ready, "why")


def int4_gemv(x: torch.Tensor, weight: torch.Tensor, scales_zeros: torch.Tensor) -> torch.Tensor:
    """``aten._weight_int4pack_mm_for_cpu(x.to(bf16), weight, 128, scales_zeros).float()`` for rows ``x``
    [M, K] (float32 or bf16), bit for bit; one row through the GEMV, more in tiles of 2-4 rows."""
    a = x.to(torch.bfloat16).float().contiguous()  # the kernel's input rounding, widened exactly
    m, k = int(a.shape[0]), int(a.shape[1])
    n = int(scales_zeros.shape[1])
    assert n % 32 == 0 and k % GROUP == 0 and weight.is_contiguous() and scales_zeros.is_contiguous()
    out = torch.empty((m, n), dtype=torch.float32)
    if m == 1:
        _STATE["fn"](a.data_ptr(), weight.data_ptr(), scales_zeros.data_ptr(), out.data_ptr(), k, n, GROUP,
                     torch.get_num_threads())
    else:
        _STATE["multi"](a.data_ptr(), weight.data_ptr(), scales_zeros.data_ptr(), out.data_ptr(), m, k, n, GROUP,
                        torch.get_num_threads())
    return out


def int4_gemv_units(x: torch.Tensor, weight: torch.Tensor, scales_zeros: torch.Tensor,
                    units: torch.Tensor) -> torch.Tensor:
    """Only rows ``8 u .. 8 u + 7`` of the matrix for each unit ``u`` in ``units`` (int32, any order; ``UNIT``):
    ``[M, 8 * len(units)]`` float32, bit-identical to those columns of ``int4_gemv(x, weight, scales_zeros)``.
    It reads only the selected units' blocks (a dynamic vocabulary's active rows: ``engine.vocab``)."""
    a = x.to(torch.bfloat16).float().contiguous()
    m, k = int(a.shape[0]), int(a.shape[1])
    n = int(scales_zeros.shape[1])
    assert n % BLOCK == 0 and k % GROUP == 0 and weight.is_contiguous() and scales_zeros.is_contiguous()
    assert units.dtype == torch.int32 and units.is_contiguous() and units.dim() == 1
    nsel = int(units.numel())
    out = torch.empty((m, nsel * UNIT), dtype=torch.float32)
    if nsel:
        if not 0 <= int(units.min()) <= int(units.max()) < n // UNIT:
            raise IndexError(f"units outside 0..{n // UNIT - 1}")
        _STATE["units"](a.data_ptr(), weight.data_ptr(), scales_zeros.data_ptr(), out.data_ptr(), m, k, n, GROUP,
                        units.data_ptr(), nsel, torch.get_num_threads())
    return out


def top_clusters(scores: torch.Tensor, sizes: torch.Tensor, k: int) -> torch.Tensor:
    """Indices (int32, best first; ties: the lower index) of the best-scoring clusters whose ``sizes`` (int32)
    sum to at least ``k``, or all of them: what ``torch.topk`` over ``scores`` and a cumulative sum of the
    sizes give, without sorting all of ``scores`` (``engine.vocab``'s cluster selection)."""
    scores = scores.float().contiguous()
    n = int(scores.numel())
    assert sizes.dtype == torch.int32 and sizes.is_contiguous() and int(sizes.numel()) == n
    heap = torch.empty(n, dtype=torch.int32)
    out = torch.empty(n, dtype=torch.int32)
    return out[:_STATE["top"](scores.data_ptr(), sizes.data_ptr(), n, int(k), heap.data_ptr(), out.data_ptr())]


def active_units(runs: torch.Tensor, n_rows: int, tokens: torch.Tensor | None = None,
                 rank: torch.Tensor | None = None, unit: int = UNIT) -> torch.Tensor:
    """The sorted units (``unit`` rows each, a power of two: ``UNIT`` for ``int4_gemv_units``, 1 for single rows;
    int32) holding the matrix rows of ``runs`` (int32 ``[R, 2]``: ``[start, end)`` row ranges, clipped to
    ``0..n_rows``) and, when given, the rows ``rank[t]`` of ``tokens`` (int64; tokens outside ``0..len(rank) - 1``
    are skipped). ``n_rows``: a multiple of ``unit``."""
    shift = unit.bit_length() - 1
    assert unit == 1 << shift and n_rows % unit == 0 and runs.dtype == torch.int32 and runs.is_contiguous()
    nunits = n_rows // unit
    mark = torch.zeros(nunits, dtype=torch.uint8)
    out = torch.empty(nunits, dtype=torch.int32)
    if tokens is None or rank is None:
        tokens = rank = torch.empty(0, dtype=torch.int64)
    assert tokens.dtype == rank.dtype == torch.int64 and tokens.is_contiguous() and rank.is_contiguous()
    cnt = _STATE["active"](runs.data_ptr(), int(runs.numel()) // 2, tokens.data_ptr(), int(tokens.numel()),
                           rank.data_ptr(), int(rank.numel()), mark.data_ptr(), nunits, shift, out.data_ptr())
    return out[:cnt]


def supports(ql: Any, x: torch.Tensor) -> bool:
    """Whether ``ql`` (a ``quant.QLinear``) times ``x`` can go through the kernel: a decode step or verify
    pass (1 to ``MAX_ROWS`` CPU rows) of an int4-g128 matrix."""
    return (x.shape[0] <= MAX_ROWS and ql.fmt == "int4-g128" and x.device.type == "cpu"
            and ql.out_features % 32 == 0 and ready())


def linear(ql: Any, x: torch.Tensor) -> torch.Tensor:
    """``ql(x)`` for an int4-g128 product of a few rows (bias added in float32, as ``QLinear`` does)."""
    out = int4_gemv(x, ql.weight, ql.scales_zeros)
    return out + ql.bias if ql.bias is not None else out


def self_check() -> bool:
    """Bit-identity with aten on a random 256 x 512 matrix, 1 to 7 rows, at the current thread count."""
    gen = torch.Generator().manual_seed(0)
    ql = quant.QLinear(torch.randn(256, 4 * GROUP, generator=gen) * 0.05, "int4-g128")
    x = torch.randn(7, 4 * GROUP, generator=gen) * 3
    ok = True
    for rows in (1, 2, 3, 4, 7):  # the GEMV, each tile height, and a 4 + 3 split
        ref = torch.ops.aten._weight_int4pack_mm_for_cpu(x[:rows].to(torch.bfloat16), ql.weight, GROUP,
                                                         ql.scales_zeros).float()
        ok = ok and torch.equal(int4_gemv(x[:rows], ql.weight, ql.scales_zeros), ref)
    # units: a whole block in order (4..7), single quarters of every kind, any order, a short last group
    units = torch.tensor([4, 5, 6, 7, 30, 0, 13, 2, 31, 9, 3], dtype=torch.int32)
    cols = (units[:, None].long() * UNIT + torch.arange(UNIT)).flatten()
    for rows in (1, 2):
        ref = torch.ops.aten._weight_int4pack_mm_for_cpu(x[:rows].to(torch.bfloat16), ql.weight, GROUP,
                                                         ql.scales_zeros).float()
        ok = ok and torch.equal(int4_gemv_units(x[:rows], ql.weight, ql.scales_zeros, units), ref[:, cols])
    return ok


def quantize_rows(x: torch.Tensor, bits: int = 8) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Activations to int8 (``bits`` 8) or int16 (16) per row and group of 128 (``pl_act_quant``): values, scales
    (max|a| / 127 or / 32767) and scale * sum."""
    a = x.float().contiguous()
    m, k = int(a.shape[0]), int(a.shape[1])
    assert k % GROUP == 0 and bits in (8, 16)
    ia = torch.empty((m, k), dtype=torch.int8 if bits == 8 else torch.int16)
    sa = torch.empty((m, k // GROUP), dtype=torch.float32)
    asum = torch.empty((m, k // GROUP), dtype=torch.float32)
    _STATE["act_quant"](a.data_ptr(), m, k, bits, ia.data_ptr(), sa.data_ptr(), asum.data_ptr())
    return ia, sa, asum


def int4_act(x: torch.Tensor, weight: torch.Tensor, scales: torch.Tensor, zeros: torch.Tensor,
             bits: int = 8, rows: torch.Tensor | None = None) -> torch.Tensor:
    """Rows ``x`` [M, K] times an int4 matrix in the integer kernels' layout (``quant._pack_int4_a8``): activations
    quantized to ``bits`` (8 or 16) per row and group of 128, integer dot products, float32 ``[M, N]``; row i is
    the same bits whatever M is (``int4-a8`` / ``int4-a16``). ``rows`` (int32, any order): only those matrix rows,
    ``[M, len(rows)]``, each column the same bits as in the full product (a dynamic vocabulary's active rows)."""
    assert zeros.is_contiguous()
    return _act(0 if bits == 8 else 2, x, weight, scales, zeros, bits, rows)


def int8_act(x: torch.Tensor, weight: torch.Tensor, scales: torch.Tensor, bits: int = 8,
             rows: torch.Tensor | None = None) -> torch.Tensor:
    """Rows ``x`` [M, K] times int8 weights ``[N, K]`` (symmetric per row, float32 ``scales``) with the same
    activations as ``int4_act``: float32 ``[M, N]`` (or ``[M, len(rows)]``), batch-invariant (``int8-a8`` /
    ``int8-a16``)."""
    assert weight.dtype == torch.int8
    return _act(1 if bits == 8 else 3, x, weight, scales, None, bits, rows)  # no zeros


ATTEND_MAX_HEAD_DIM = 256


def native_step_wanted() -> bool:
    """Whether decode steps and verify passes may use ``rms_norm``, ``rope_kv`` and ``attend``
    (``POWERLEVER_NATIVE_STEP=0``: PyTorch's operations, and its attention one call per query in a verify pass)."""
    return env.switch("POWERLEVER_NATIVE_STEP", True)


def rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """RMSNorm of each row of ``x`` ``[n, d]`` (float32) times ``weight``; each row alone, so batch-invariant
    (``pl_rms_norm``; rounds differently from ``F.rms_norm``, which prefills keep)."""
    x = x.contiguous()
    n, d = (int(v) for v in x.shape)
    assert x.dtype == weight.dtype == torch.float32 and weight.is_contiguous() and int(weight.numel()) == d
    out = torch.empty_like(x)
    _STATE["norm"](x.data_ptr(), weight.data_ptr(), out.data_ptr(), n, d, eps)
    return out


def rope_kv(qkv: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor,
            heads: int, start: int) -> torch.Tensor:
    """Rotate the q and k parts of ``qkv`` ``[n, (heads + 2 kv_heads) head_dim]`` at positions ``start..`` (``cos``,
    ``sin``: ``[capacity, head_dim]``), write k and v to the layer's cache ``[kv_heads, capacity, head_dim]`` and
    return q ``[n, heads, head_dim]``: the same bits as PyTorch's ``q * cos + rotate_half(q) * sin`` (``pl_rope_kv``)."""
    qkv = qkv.contiguous()
    n = int(qkv.shape[0])
    nkv, cap, hd = (int(v) for v in k_cache.shape)
    assert qkv.dtype == cos.dtype == k_cache.dtype == torch.float32 and int(qkv.shape[1]) == (heads + 2 * nkv) * hd
    assert cos.is_contiguous() and sin.is_contiguous() and k_cache.is_contiguous() and v_cache.is_contiguous()
    assert start + n <= cap <= int(cos.shape[0])
    q = torch.empty((n, heads, hd), dtype=torch.float32)
    _STATE["rope"](qkv.data_ptr(), cos.data_ptr(), sin.data_ptr(), q.data_ptr(), k_cache.data_ptr(), v_cache.data_ptr(),
                   n, heads, nkv, hd, cap, start)
    return q


def attend(q: torch.Tensor, k_cache: torch.Tensor, v_cache: torch.Tensor, start: int) -> torch.Tensor:
    """Attention of ``q`` ``[n, heads, head_dim]`` (float32, rotated; query i at position ``start + i``) over a layer's
    cache ``[kv_heads, capacity, head_dim]`` (keys 0 .. start + i for query i): ``[n, heads * head_dim]``. Row i is
    the same bits whatever n is, so a verify pass and one-token steps agree (``pl_attend``)."""
    n, nh, hd = (int(d) for d in q.shape)
    nkv, cap = int(k_cache.shape[0]), int(k_cache.shape[1])
    assert q.dtype == k_cache.dtype == v_cache.dtype == torch.float32 and hd % 8 == 0 and hd <= ATTEND_MAX_HEAD_DIM
    assert nh % nkv == 0 and start + n <= cap and k_cache.is_contiguous() and v_cache.is_contiguous()
    q = q.contiguous()
    threads = torch.get_num_threads()
    out = torch.empty((n, nh * hd), dtype=torch.float32)
    scratch = torch.empty(threads * (cap + 8), dtype=torch.float32)
    _STATE["attend"](q.data_ptr(), k_cache.data_ptr(), v_cache.data_ptr(), out.data_ptr(), n, nh, nkv, hd, cap, start,
                     hd ** -0.5, scratch.data_ptr(), threads)
    return out


def _act(kind: int, x: torch.Tensor, weight: torch.Tensor, scales: torch.Tensor, zeros: torch.Tensor | None,
         bits: int, rows: torch.Tensor | None, wide: int | None = None) -> torch.Tensor:
    """One ``pl_act_gemm`` call: quantize ``x``'s rows, multiply by all or the ``rows`` of the matrix (``wide``:
    the VNNI kernels, 1, or the AVX2 ones, 0; by default what ``act_isa`` says)."""
    assert weight.is_contiguous() and scales.is_contiguous()
    ia, sa, asum = quantize_rows(x, bits)
    m, k, n_all = int(ia.shape[0]), int(ia.shape[1]), int(scales.shape[0])
    if rows is not None:
        assert rows.dtype == torch.int32 and rows.is_contiguous() and rows.dim() == 1
        if rows.numel() and not 0 <= int(rows.min()) <= int(rows.max()) < n_all:
            raise IndexError(f"rows outside 0..{n_all - 1}")
    n = n_all if rows is None else int(rows.numel())
    out = torch.empty((m, n), dtype=torch.float32)
    if n:
        _STATE["act"](kind, ia.data_ptr(), sa.data_ptr(), asum.data_ptr(), weight.data_ptr(), scales.data_ptr(),
                      None if zeros is None else zeros.data_ptr(), out.data_ptr(), m, k, n,
                      None if rows is None else rows.data_ptr(), torch.get_num_threads(),
                      _STATE.get("wide", 0) if wide is None else wide)
    return out
