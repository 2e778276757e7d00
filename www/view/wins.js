// Winning sets of a position, for the inspector and the glyphs: which are still free for each
// player (no opposing mark), which are threats (all marks but one, the last cell empty), which
// are completed. The sets come from the engine's board description; a game without them has
// none. Pure.

/** Every winning set as a list of cell indices, as the engine lists them. */
export function winningSets(info) {
  return info.board?.sets ?? [];
}

/** For players 1 and 2: free sets, threats (the missing cells, and the sets they complete) and
 *  completed sets (`won` counts them, `wonSets` lists their indices). */
export function analyse(sets, cells) {
  const out = {};
  for (const p of [1, 2]) out[p] = { free: 0, threats: [], threatSets: [], won: 0, wonSets: [] };
  sets.forEach((set, i) => {
    for (const p of [1, 2]) {
      const other = 3 - p;
      if (set.some((c) => cells[c] === other)) continue;
      const empty = set.filter((c) => cells[c] === 0);
      out[p].free++;
      if (empty.length === 0) {
        out[p].won++;
        out[p].wonSets.push(i);
      } else if (empty.length === 1) {
        out[p].threatSets.push(i);
        if (!out[p].threats.includes(empty[0])) out[p].threats.push(empty[0]);
      }
    }
  });
  return out;
}

/** A completed set of a position, as [player, set index], or null: one through the last move's
 *  cell when there is one (the set that move completed), else the first listed. */
export function completedSet(sets, cells, lastCell = -1) {
  let found = null;
  for (let i = 0; i < sets.length; i++) {
    const owner = cells[sets[i][0]];
    if (!owner || !sets[i].every((c) => cells[c] === owner)) continue;
    if (sets[i].includes(lastCell)) return [owner, i];
    found ??= [owner, i];
  }
  return found;
}
