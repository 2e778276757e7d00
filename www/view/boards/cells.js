// What the boards whose relabellings permute cells (grids, rows, sets) share. Pure.

/** The cell as played: the relabelling maps played cells to stored ones. */
export function rawCell(board, cell, relabelling) {
  const from = relabelling.indexOf(cell);
  return from < 0 ? cell : from;
}

export function relabelText(relabelling) {
  const moved = relabelling.filter((to, from) => to !== from).length;
  return moved === 0
    ? "stored as played: no symmetry applied"
    : `a symmetry of the board maps the played position onto the stored one (${moved} cells move)`;
}

/** Threat markers: a ring around each cell a player needs to complete a set. */
export function threatRings(threats, centre, size) {
  let out = "";
  for (const pl of [1, 2]) {
    for (const c of threats[pl]) {
      const [x, y] = centre(c);
      out += `<circle class="threat p${pl}" cx="${x}" cy="${y}" r="${size}"/>`;
    }
  }
  return out;
}
