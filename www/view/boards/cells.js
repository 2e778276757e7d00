// What the boards whose relabellings permute cells (grids, rows, sets) share. Pure.

export const f = (v) => Math.round(v * 10) / 10;

/** A circle as path data (two arcs), so a glyph stays one <path> per player. */
export const ring = (cx, cy, q) => `M${f(cx + q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx - q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx + q)} ${f(cy)}`;

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

/** A winning set as a line through its cells' centres, in the order the engine lists them. */
export const lineThrough = (set, centre) => set.map((c, i) => `${i ? "L" : "M"}${f(centre(c)[0])} ${f(centre(c)[1])}`).join("");

/**
 * The large drawing's marks for boards with winning sets: every set faintly, the sets a player
 * needs one more cell for dashed in his colour with a ring on that cell, and a completed set
 * (drawn by `paths` as `won`) stays as it is.
 */
export function setMarks(board, marks, centre, size, { faint = false } = {}) {
  const sets = board.sets ?? [];
  let out = faint && sets.length ? `<path class="set-lines" d="${sets.map((s) => lineThrough(s, centre)).join("")}"/>` : "";
  for (const pl of [1, 2]) {
    const threatened = marks.threatSets?.[pl] ?? [];
    if (threatened.length) out += `<path class="set-threat p${pl}" d="${threatened.map((i) => lineThrough(sets[i], centre)).join("")}"/>`;
    for (const c of marks.threats?.[pl] ?? []) {
      const [x, y] = centre(c);
      out += `<circle class="threat p${pl}" cx="${x}" cy="${y}" r="${size}"/>`;
    }
  }
  return out;
}
