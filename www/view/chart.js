// The root's pn and dn over the iterations, as two step lines on a log scale (d3-scale,
// d3-shape); ∞ is drawn on the top edge.
import d3 from "./d3.js";
import { INF, num } from "./format.js";

export function renderChart(svg, history, iteration) {
  const width = 340;
  const height = 170;
  const m = { l: 36, r: 10, t: 10, b: 24 };
  const n = history.length / 2;
  let top = 2;
  for (let i = 0; i < n; i++) {
    const pn = history[2 * i];
    const dn = history[2 * i + 1];
    if (pn < INF) top = Math.max(top, pn + 1);
    if (dn < INF) top = Math.max(top, dn + 1);
  }
  // Thousands of iterations on 300 pixels: per pixel column, the first iteration and those
  // holding its highest and lowest pn and dn, so the lines look the same at a fraction of the
  // cost (a step of a 16,000-iteration solve redrew 32,000 segments).
  const at = (i) => [i, history[2 * i], history[2 * i + 1]];
  const pts = n > 1200 ? columns(history, n, width - m.l - m.r) : Array.from({ length: n }, (_, i) => at(i));
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
  const now = s.select(".c-now").attr("display", n > 0 ? null : "none");
  if (n > 0) {
    const last = at(Math.min(iteration, n - 1));
    now.attr("x1", x(last[0])).attr("x2", x(last[0]));
    svg.setAttribute("aria-label", `Root proof and disproof numbers over ${n - 1} iterations; now pn ${num(last[1])}, dn ${num(last[2])}`);
  }
}

/** [iteration, pn, dn] of the iterations that show in `cols` columns: each column's first, and
 *  its extremes of pn and dn, in order. */
function columns(history, n, cols) {
  const out = [];
  const per = n / cols;
  for (let c = 0; c < cols; c++) {
    const a = Math.floor(c * per);
    const b = Math.min(n, Math.floor((c + 1) * per));
    if (a >= b) continue;
    const keep = new Set([a, b - 1]);
    for (const k of [0, 1]) {
      let lo = a, hi = a;
      for (let i = a; i < b; i++) {
        if (history[2 * i + k] < history[2 * lo + k]) lo = i;
        if (history[2 * i + k] > history[2 * hi + k]) hi = i;
      }
      keep.add(lo).add(hi);
    }
    for (const i of [...keep].sort((p, q) => p - q)) out.push([i, history[2 * i], history[2 * i + 1]]);
  }
  return out;
}
