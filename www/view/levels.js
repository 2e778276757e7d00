// The per-level table of the thesis's Tables 4.1 / 4.2 (created, proved / disproved at creation,
// threats, solved, developed per level), filled from the engine's stats.
import { count } from "./format.js";

export function renderLevels(table, stats) {
  const head = `<thead><tr><th scope="col">level</th><th scope="col">created</th><th scope="col" title="proved for the search's question when created (the thesis: won)">proved at creation</th>
    <th scope="col" title="disproved for the search's question when created (the thesis: lost)">disproved at creation</th><th scope="col">threats</th><th scope="col">solved</th><th scope="col">developed</th></tr></thead>`;
  const rows = stats.levels
    .map(
      (r) => `<tr><th scope="row">${r.level}</th><td>${count(r.created)}</td><td>${count(r.createdWon)}</td>
      <td>${count(r.createdLost)}</td><td>${count(r.threats)}</td><td>${count(r.solved)}</td><td>${count(r.developed)}</td></tr>`,
    )
    .join("");
  const total = (k) => count(stats.levels.reduce((a, r) => a + r[k], 0));
  const foot = `<tfoot><tr><th scope="row">all</th><td>${total("created")}</td><td>${total("createdWon")}</td><td>${total(
    "createdLost",
  )}</td><td>${total("threats")}</td><td>${total("solved")}</td><td>${total("developed")}</td></tr></tfoot>`;
  table.innerHTML = head + `<tbody>${rows}</tbody>` + foot;
}
