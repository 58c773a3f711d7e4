"""``int4-a8t``: int4-a8's weights and activations in a layout made for verify passes (AVX-512 VNNI).

Why: a speculative round pays only if verifying K+1 rows costs little more than one decode step. The
``int4-a8`` column kernels (``cpu_kernels``) reduce one output column at a time and, per group of 128 inputs
and per activation row, spend ~8 float instructions (fold, convert, scale, multiply-add) beside 2 ``vpdpbusd``;
those repeat for every row, so a 4-row pass of the 1.5B cost 2.0x a step (docs/speculative.md). Here one
512-bit vector holds 16 output columns: each ``vpdpbusd`` multiplies 4 inputs of 16 columns by one broadcast
activation word, each lane accumulates its own column's exact int32 group sum, and the float steps (convert,
scale, add, and the zero-point term) run once per group for 16 columns. Weights are unpacked once per group and
reused by every row. Cache-cold, one thread, random matrices of the 1.5B's shapes (a ``/tmp`` script,
docs/speculative.md): gate/up 4 rows 0.645 -> 0.417 ms against 0.41 ms for one row.

Numerics: the same quantized weights as ``int4-a8`` (``quant._int4_a8_values``: q, S, Z = zero - 8 S) and the same
int8 activations (``cpu_kernels.quantize_rows``); per group ``y += float(dot) * (S * sa)`` then ``y += Z * asum``,
groups in order, one float32 accumulator per output. So each output depends only on its own activation row
(batch-invariant for any row count) but rounds differently from ``int4-a8``, whose 8 lanes are summed at the end:
a format of its own, with its own ``bench quality`` result.

Layout (``pack``): ``[N / 16][G][16 pairs][64 bytes]``; byte ``4 c + j`` of pair ``p`` holds column ``c``'s input
``8 p + j`` of the group in its low nibble and ``8 p + 4 + j`` in its high nibble; S and Z as ``[N / 16][G][16]``.
N must be a multiple of 16 (every matrix of the shipped models is).
"""

from __future__ import annotations

import ctypes
from typing import Any

import torch

from powerlever.engine import cpu_kernels, quant

TILE = 16  # output columns per 512-bit vector
GROUP = quant.GROUP

_SRC = r"""
#include <immintrin.h>
#include <stdint.h>
#include <stddef.h>
#define T512 __attribute__((target("avx512f,avx512bw,avx512vl,avx512vnni,avx2,fma")))
#define PF 16384  /* software prefetch distance in a tile's weight stream (8, 12, 16 and 32 KB measured) */

/* Output tile t (columns 16 t .. 16 t + 15) for R activation rows: per group, 32 vpdpbusd per row (NA independent
   accumulators, added exactly at the end of the group), then y += float(dot) * (S * sa) and y += Z * asum. */
#define TILE_FN(R, NA) \
T512 static void tile##R(const int8_t* ia, const float* sa, const float* asum, const uint8_t* W, const float* S, \
                         const float* Z, float* C, int ldc, int K, int t, int col) { \
  const int G = K / 128; \
  const __m512i m15 = _mm512_set1_epi8(0xF); \
  __m512 y[R]; \
  for (int r = 0; r < R; ++r) y[r] = _mm512_setzero_ps(); \
  for (int g = 0; g < G; ++g) { \
    const uint8_t* wp = W + ((size_t)t * G + g) * 1024; \
    for (int l = 0; l < 1024; l += 64) _mm_prefetch((const char*)wp + PF + l, _MM_HINT_T0); \
    __m512i acc[R][NA]; \
    for (int r = 0; r < R; ++r) for (int j = 0; j < NA; ++j) acc[r][j] = _mm512_setzero_si512(); \
    for (int p = 0; p < 16; ++p) { \
      const __m512i v = _mm512_loadu_si512(wp + 64 * p); \
      const __m512i lo = _mm512_and_si512(v, m15), hi = _mm512_and_si512(_mm512_srli_epi16(v, 4), m15); \
      for (int r = 0; r < R; ++r) { \
        const int32_t* a4 = (const int32_t*)(ia + (size_t)r * K + (size_t)g * 128 + 8 * p); \
        acc[r][(2 * p) % NA] = _mm512_dpbusd_epi32(acc[r][(2 * p) % NA], lo, _mm512_set1_epi32(a4[0])); \
        acc[r][(2 * p + 1) % NA] = _mm512_dpbusd_epi32(acc[r][(2 * p + 1) % NA], hi, _mm512_set1_epi32(a4[1])); \
      } \
    } \
    const __m512 sv = _mm512_loadu_ps(S + ((size_t)t * G + g) * 16), zv = _mm512_loadu_ps(Z + ((size_t)t * G + g) * 16); \
    for (int r = 0; r < R; ++r) { \
      __m512i d = acc[r][0]; \
      for (int j = 1; j < NA; ++j) d = _mm512_add_epi32(d, acc[r][j]); \
      y[r] = _mm512_add_ps(y[r], _mm512_mul_ps(_mm512_cvtepi32_ps(d), _mm512_mul_ps(sv, _mm512_set1_ps(sa[(size_t)r * G + g])))); \
      y[r] = _mm512_add_ps(y[r], _mm512_mul_ps(zv, _mm512_set1_ps(asum[(size_t)r * G + g]))); \
    } \
  } \
  for (int r = 0; r < R; ++r) _mm512_storeu_ps(C + (size_t)r * ldc + col, y[r]); \
}
TILE_FN(1, 8) TILE_FN(2, 2) TILE_FN(3, 2) TILE_FN(4, 2) TILE_FN(5, 2) TILE_FN(6, 1) TILE_FN(7, 1) TILE_FN(8, 1)
typedef void (*tilefn)(const int8_t*, const float*, const float*, const uint8_t*, const float*, const float*, float*,
                       int, int, int, int);
static const tilefn TILES[8] = {tile1, tile2, tile3, tile4, tile5, tile6, tile7, tile8};

/* M rows (chunks of at most 8, as even as possible) times the tiles listed in `tiles` (n of them; NULL: tiles
   0 .. n - 1); C is M x 16 n, tile i in columns 16 i .. 16 i + 15. */
void pl_tiled_gemm(const int8_t* ia, const float* sa, const float* asum, const uint8_t* W, const float* S,
                   const float* Z, float* C, int M, int K, int n, const int32_t* tiles, int threads) {
  const int G = K / 128, chunks = (M + 7) / 8;
  for (int i = 0, m = 0; i < chunks; ++i) {
    const int r = (M - m) / (chunks - i) + ((M - m) % (chunks - i) ? 1 : 0);
    const tilefn f = TILES[r - 1];
    #pragma omp parallel for schedule(static) num_threads(threads)
    for (int j = 0; j < n; ++j)
      f(ia + (size_t)m * K, sa + (size_t)m * G, asum + (size_t)m * G, W, S, Z, C + (size_t)m * 16 * n, 16 * n, K,
        tiles ? tiles[j] : j, 16 * j);
    m += r;
  }
}
"""

_STATE: dict[str, Any] = {}  # "fn" (the bound kernel) or "why" (why it cannot run here)


def _load() -> None:
    if not cpu_kernels.act_ready():
        raise RuntimeError(f"native integer kernels {cpu_kernels.act_status()}")
    if not cpu_kernels.wide_wanted():
        raise RuntimeError("needs AVX-512 F/BW/VL and VNNI (POWERLEVER_NATIVE_AVX512=0 turns it off)")
    fn = ctypes.CDLL(str(cpu_kernels.build(_SRC, "pl_tiled"))).pl_tiled_gemm
    fn.restype = None
    fn.argtypes = [ctypes.c_void_p] * 7 + [ctypes.c_int] * 3 + [ctypes.c_void_p, ctypes.c_int]
    _STATE["fn"] = fn


def ready() -> bool:
    """Whether ``int4-a8t`` can run here (AVX-512 VNNI and the native kernels; built on the first call)."""
    return cpu_kernels.load_once("fn", "why", _load, "int4-a8t kernel", state=_STATE)


def why() -> str:
    """Why ``int4-a8t`` cannot run here ("" when it can)."""
    return "" if ready() else str(_STATE.get("why") or f"native integer kernels {cpu_kernels.act_status()}")


def pack(q: torch.Tensor, scales: torch.Tensor, zeros: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """int4 values ``q`` ``[N, K]`` (0..15) and their float32 ``scales``/``zeros`` ``[N, K / 128]`` in the tiled
    layout (module docstring): ``(weight uint8 [N K / 2], S [N / 16, G, 16], Z [N / 16, G, 16])``."""
    n, k = (int(d) for d in q.shape)
    if n % TILE or k % GROUP:
        raise ValueError(f"int4-a8t needs out_features divisible by {TILE} and in_features by {GROUP}, got {n} x {k}")
    g = k // GROUP
    v = q.to(torch.uint8).view(n // TILE, TILE, g, 16, 2, 4)  # tile, column, group, pair, nibble, input
    packed = (v[..., 0, :] | (v[..., 1, :] << 4)).permute(0, 2, 3, 1, 4).reshape(-1).contiguous()

    def tiled(m: torch.Tensor) -> torch.Tensor:
        return m.float().view(n // TILE, TILE, g).permute(0, 2, 1).contiguous()
    return packed, tiled(scales), tiled(zeros)


def product(x: torch.Tensor, weight: torch.Tensor, scales: torch.Tensor, zeros: torch.Tensor,
            rows: torch.Tensor | None = None) -> torch.Tensor:
    """Rows ``x`` ``[M, K]`` times the tiled matrix: float32 ``[M, N]``, or ``[M, len(rows)]`` for the matrix rows
    ``rows`` (any order; their tiles are computed whole, so each column has the bits of the full product)."""
    if not ready():
        raise RuntimeError(f"int4-a8t unavailable: {why()}")
    ia, sa, asum = cpu_kernels.quantize_rows(x, 8)
    m, k = int(ia.shape[0]), int(ia.shape[1])
    n_tiles = int(scales.shape[0])
    tiles = None
    if rows is not None:
        if rows.numel() and not 0 <= int(rows.min()) <= int(rows.max()) < n_tiles * TILE:
            raise IndexError(f"rows outside 0..{n_tiles * TILE - 1}")
        tiles, where = torch.unique(rows.long() // TILE, return_inverse=True)
        tiles = tiles.to(torch.int32).contiguous()
        n_tiles = int(tiles.numel())
    out = torch.empty((m, n_tiles * TILE), dtype=torch.float32)
    if n_tiles and m:
        _STATE["fn"](ia.data_ptr(), sa.data_ptr(), asum.data_ptr(), weight.data_ptr(), scales.data_ptr(),
                     zeros.data_ptr(), out.data_ptr(), m, k, n_tiles, None if tiles is None else tiles.data_ptr(),
                     torch.get_num_threads())
    if rows is None:
        return out
    return out[:, where * TILE + rows.long() % TILE]
