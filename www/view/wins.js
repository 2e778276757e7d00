// Winning sets of a position, for the inspector: which are still free for each player (no
// opposing mark), which are threats (all marks but one, the last cell empty), which are won.
// Pure; N ≤ 8 gives at most C(8,4) = 70 sets.
import { edgeList } from "./glyph.js";

/** Every winning set as a list of cell indices: K_K's edges, or tic-tac-toe's 8 lines. */
export function winningSets(info, k) {
  if (info.game === "tictactoe") {
    return [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];
  }
  const index = new Map(edgeList(info.n).map(([a, b], i) => [`${a},${b}`, i]));
  const sets = [];
  const pick = (start, chosen) => {
    if (chosen.length === k) {
      const cells = [];
      for (let i = 1; i < k; i++) for (let j = 0; j < i; j++) cells.push(index.get(`${chosen[i]},${chosen[j]}`));
      sets.push(cells);
      return;
    }
    for (let v = start; v < info.n; v++) pick(v + 1, [...chosen, v]);
  };
  pick(0, []);
  return sets;
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
