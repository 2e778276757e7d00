// The root's pn and dn over the iterations, as two step lines on a log scale (d3-scale,
// d3-shape); ∞ is drawn on the top edge.
import d3 from "./d3.js";
import { INF, num } from "./format.js";
import { CHART_SIZE } from "./chart-size.js";

/** Draws `chart`, the root's history as PnSearch.rootChart gives it for CHART_COLUMNS columns:
 *  `[n, top, i, pn, dn, …]`, the history's length, the scale's top, then the points to draw
 *  (every iteration while there are few, else each column's ends and extremes). */
export function renderChart(svg, chart, iteration) {
  const { width, height, m } = CHART_SIZE;
  const n = chart[0];
  const top = chart[1];
  const pts = [];
  for (let k = 2; k + 2 < chart.length; k += 3) pts.push([chart[k], chart[k + 1], chart[k + 2]]);
  const x = d3.scaleLinear().domain([0, Math.max(1, n - 1)]).range([m.l, width - m.r]);
  const y = d3.scaleSymlog().domain([0, top]).range([height - m.b, m.t]).nice();
  const yv = (v) => (v >= INF ? m.t - 4 : y(v));
  const line = (k) => d3.line().curve(d3.curveStepAfter).x((p) => x(p[0])).y((p) => yv(p[k]))(pts);
  // Built once and updated in place: the axes' data join keeps their ticks, so a step rewrites
  // two path strings and the ticks that moved, not the whole chart (7.7 ms a frame at 16,000
  // iterations when it was rebuilt, docs/visualiser.md "Speed").
  const s = d3.select(svg);
  if (!svg.querySelector(":scope > .c-pn")) {
    s.attr("viewBox", `0 0 ${width} ${height}`).selectAll("*").remove();
    s.append("g").attr("class", "c-x").attr("transform", `translate(0,${height - m.b})`);
    s.append("g").attr("class", "c-y").attr("transform", `translate(${m.l},0)`);
    s.append("path").attr("class", "c-pn");
    s.append("path").attr("class", "c-dn");
    s.append("line").attr("class", "c-now").attr("y1", m.t).attr("y2", height - m.b);
  }
  // The axes' own font attributes are dropped: the page's font applies, and a new font family
  // on every redraw makes Chromium re-shape all the text on the page (the DAG's too).
  s.select(".c-x").call(d3.axisBottom(x).ticks(5, "d")).attr("font-family", null).attr("font-size", null);
  s.select(".c-y").call(d3.axisLeft(y).ticks(4, "d")).attr("font-family", null).attr("font-size", null);
  s.select(".c-pn").attr("d", line(1));
  s.select(".c-dn").attr("d", line(2));
  const now = s.select(".c-now").attr("display", pts.length > 0 ? null : "none");
  if (pts.length > 0) {
    // The last point at or before the iteration shown (the history ends there: a back
    // shortens it).
    let last = pts[0];
    for (const p of pts) if (p[0] <= iteration) last = p;
    now.attr("x1", x(last[0])).attr("x2", x(last[0]));
    svg.setAttribute("aria-label", `Root proof and disproof numbers over ${n - 1} iterations; now pn ${num(last[1])}, dn ${num(last[2])}`);
  }
}
