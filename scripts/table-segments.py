#!/usr/bin/env python3
"""What a transposition table split into S hashbrown segments of unequal shares holds.

hashbrown's buckets are a power of two (at least 4), at most 7/8 full (3 of 4 below 8
buckets), 4 bytes of id and 1 control byte each, plus 16 trailing control bytes; a full
table doubles. Segment i takes the 8-bit values the map gives it: about 256 * 2^(i/S) / sum,
so the segments fill at different rates and double at different table sizes.
Usage: python3 scripts/table-segments.py [S ...]  (prints bytes per id for each S).
"""
import math
import sys


def shares(s):
    """How many of the 256 map entries each of s segments takes (largest remainders)."""
    w = [2 ** (i / s) for i in range(s)]
    raw = [256 * x / sum(w) for x in w]
    c = [math.floor(r) for r in raw]
    for i in sorted(range(s), key=lambda i: raw[i] - c[i], reverse=True)[: 256 - sum(c)]:
        c[i] += 1
    return c


def buckets(n):
    """hashbrown's buckets holding n ids, grown one insert at a time."""
    if n == 0:
        return 0
    b = 4
    while (b - 1 if b < 8 else b // 8 * 7) < n:
        b *= 2
    return b


def seg_bytes(n):
    b = buckets(n)
    return 0 if b == 0 else b * 4 + b + 16


def table(n, c):
    """Bytes of the segments holding n ids, each holding its share."""
    parts = [n * ci / 256 for ci in c]
    total = sum(seg_bytes(round(p)) for p in parts)
    return total


def main():
    ss = [int(a) for a in sys.argv[1:]] or [1, 2, 4, 8, 16]
    big = 16_460_952
    grid = [int(1_000_000 * 30 ** (k / 2000)) for k in range(2001)]  # 1M..30M, log-spaced
    print(f"{'S':>3} {'at (8,4) end':>14} {'min':>6} {'max':>6} {'mean':>6}  "
          f"{'max while doubling':>18}  shares")
    for s in ss:
        c = shares(s)
        per = [table(n, c) / n for n in grid]
        # The worst moment: just after a segment doubled, its old buckets still held.
        step = 30 ** (1 / 2000)
        peak = max((table(n * step, c) + transient_at(n, c)) / n for n in grid)
        print(f"{s:>3} {table(big, c) / big:>14.2f} {min(per):>6.2f} {max(per):>6.2f} "
              f"{sum(per) / len(per):>6.2f}  {peak:>18.2f}  {c}")


def transient_at(n, c):
    """Old buckets of a segment that doubles between n and the next grid step (0 if none)."""
    nxt = n * 30 ** (1 / 2000)
    worst = 0
    for ci in c:
        a, b = buckets(round(n * ci / 256)), buckets(round(nxt * ci / 256))
        if b > a:
            worst = max(worst, a * 5 + 16)
    return worst


if __name__ == "__main__":
    main()
