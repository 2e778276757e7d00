// Winning sets of a position, for the inspector: which are still free for each player (no
// opposing mark), which are threats (all marks but one, the last cell empty), which are won.
// The sets come from the engine's board description; a game without them has none. Pure.

/** Every winning set as a list of cell indices, as the engine lists them. */
export function winningSets(info) {
  return info.board?.sets ?? [];
}

/** For players 1 and 2: free sets, threats (with the missing cell) and completed sets. */
export function analyse(sets, cells) {
  const out = { 1: { free: 0, threats: [], won: 0 }, 2: { free: 0, threats: [], won: 0 } };
  for (const set of sets) {
    for (const p of [1, 2]) {
      const other = 3 - p;
      if (set.some((c) => cells[c] === other)) continue;
      const empty = set.filter((c) => cells[c] === 0);
      out[p].free++;
      if (empty.length === 0) out[p].won++;
      else if (empty.length === 1 && !out[p].threats.includes(empty[0])) out[p].threats.push(empty[0]);
    }
  }
  return out;
}
