#!/usr/bin/env python3
"""Counts the values in Malom's Nine Men's Morris sector files (Gevay & Danner's databases).

    python3 scripts/malom-sector-stats.py std.secval std_3_3_0_0.sec2 [more .sec2 files]

For each sector file it prints the entries, how many point to a symmetric entry, the positions
up to symmetry, the draws, and per distance in plies the positions that end there with best
play (odd: won by the side to move, even: lost): the figures that
tests/integration/morris_malom.rs compares with our tables (docs/morris-endgames.md).

The format, as Malom writes it with distinguished draws (the ultra-strong files, `.sec2`): a
64-byte header (version, entry size 3, field offset 12, ...), then one 3-byte little-endian entry
per hash of the sector, then a count (4 bytes) of overflow entries. An entry's low 12 bits are a
signed value relative to the sector's own value (`std.secval`), its high 12 bits a signed
distance; value 0 with a negative distance points to a symmetric entry. A position whose value
is the virtual win (or loss) of `std.secval` is won (lost) by the side to move; any other value
is a draw, distinguished by where it ends.
"""
import collections
import sys

HEADER = 64
ENTRY = 3


def signed12(x):
    return x - 0x1000 if x & 0x800 else x


def read_secval(path):
    lines = open(path).read().split("\n")
    loss = int(lines[0].split(":")[1])
    win = int(lines[1].split(":")[1])
    values = {}
    for line in lines[3:]:
        f = line.split()
        if len(f) == 5:
            values[tuple(int(x) for x in f[:4])] = int(f[4])
    return loss, win, values


def sector_stats(path, loss, win, values):
    name = path.rsplit("/", 1)[-1].split(".")[0]
    key = tuple(int(x) for x in name.split("_")[1:])
    own = values[key]
    data = open(path, "rb").read()
    n = (len(data) - HEADER - 4) // ENTRY
    overflow = int.from_bytes(data[HEADER + ENTRY * n : HEADER + ENTRY * n + 4], "little")
    if overflow:
        sys.exit(f"{path}: {overflow} overflow entries, which this script does not read")
    plies = collections.Counter()
    sym = draws = 0
    for i in range(n):
        a = int.from_bytes(data[HEADER + ENTRY * i : HEADER + ENTRY * (i + 1)], "little")
        rel, dist = signed12(a & 0xFFF), signed12(a >> 12)
        if rel == 0 and dist < 0:
            sym += 1
        elif own + rel in (win, loss) and rel != 0:
            plies[dist] += 1
        else:
            draws += 1
    per = [plies[d] for d in range(max(plies) + 1)] if plies else []
    return name, n, sym, draws, per


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.split("\n\n")[1])
    loss, win, values = read_secval(sys.argv[1])
    for path in sys.argv[2:]:
        name, n, sym, draws, per = sector_stats(path, loss, win, values)
        print(f"{name}: {n} entries, {sym} symmetric, {n - sym} positions, {draws} draws")
        print(f"  per plies: {per}")


if __name__ == "__main__":
    main()
