// The levels of solving on the play page: Takizawa's Table 3 for the position shown — weak,
// semi-strong and strong positions per depth — as a table and a per-depth chart (log scale,
// since the strong column grows by orders of magnitude). Pure: report in, markup out.

const KEYS = [
  ["weak", "weak"],
  ["semiStrong", "semi-strong"],
  ["strong", "strong"],
];
const n = (v) => (v == null ? "–" : Number(v).toLocaleString("en-US"));

/** A per-depth bar chart: three bars a depth, heights by log10(count + 1). */
function chart(rows) {
  const w = 14 * 3 + 6;
  const h = 120;
  const top = Math.log10(Math.max(...rows.map((r) => r.strong)) + 1) || 1;
  const bars = rows
    .map((r, i) =>
      KEYS.map(([k], j) => {
        const v = r[k] ?? 0;
        const bh = (Math.log10(v + 1) / top) * (h - 14);
        return `<rect class="lv-${k}" x="${i * w + j * 14}" y="${(h - 14 - bh).toFixed(1)}" width="12" height="${bh.toFixed(1)}"><title>depth ${r.depth}, ${KEYS[j][1]}: ${n(v)}</title></rect>`;
      }).join("") + `<text x="${i * w + 20}" y="${h - 2}">${r.depth}</text>`,
    )
    .join("");
  return `<svg class="lv-chart" viewBox="0 0 ${rows.length * w} ${h}" role="img" aria-label="Positions per depth, log scale">${bars}</svg>`;
}

/** The table and the chart of a LevelsReport. */
export function renderLevels(r) {
  const head = `<tr><th>depth</th>${KEYS.map(([, l]) => `<th>${l}</th>`).join("")}</tr>`;
  const body = r.rows.map((row) => `<tr><th>${row.depth}</th>${KEYS.map(([k]) => `<td>${n(row[k])}</td>`).join("")}</tr>`).join("");
  const total = `<tr class="total"><th>total</th>${KEYS.map(([k]) => `<td>${n(r[k])}</td>`).join("")}</tr>`;
  const weak = r.why
    ? `The game is over at the start: ${String(r.why).replace(/&/g, "&amp;").replace(/</g, "&lt;")}; no search is needed.`
    : r.pnCreated == null ? "PN-search ran into its node limit: no weak count." : `Weak: the checked proofs (${r.claims.join(" + ")}) of PN-search, which created ${n(r.pnCreated)} nodes.`;
  return `${chart(r.rows)}
    <p class="lv-legend"><span class="sw lv-weak"></span>weak <span class="sw lv-semiStrong"></span>semi-strong <span class="sw lv-strong"></span>strong (log scale)</p>
    <table class="lv-table"><thead>${head}</thead><tbody>${body}${total}</tbody></table>
    <p class="play-note">${weak}</p>`;
}
