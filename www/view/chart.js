// The root's pn and dn over the iterations, as two step lines on a log scale (d3-scale,
// d3-shape); ∞ is drawn on the top edge.
import d3 from "./d3.js";
import { INF, num } from "./format.js";

export function renderChart(svg, history, iteration) {
  const width = 340;
  const height = 170;
  const m = { l: 36, r: 10, t: 10, b: 24 };
  const n = history.length / 2;
  const pts = [];
  let top = 2;
  for (let i = 0; i < n; i++) {
    const pn = history[2 * i];
    const dn = history[2 * i + 1];
    pts.push([i, pn, dn]);
    if (pn < INF) top = Math.max(top, pn + 1);
    if (dn < INF) top = Math.max(top, dn + 1);
  }
  const x = d3.scaleLinear().domain([0, Math.max(1, n - 1)]).range([m.l, width - m.r]);
  const y = d3.scaleSymlog().domain([0, top]).range([height - m.b, m.t]).nice();
  const yv = (v) => (v >= INF ? m.t - 4 : y(v));
  const line = (k) => d3.line().curve(d3.curveStepAfter).x((p) => x(p[0])).y((p) => yv(p[k]))(pts);
  const s = d3.select(svg).attr("viewBox", `0 0 ${width} ${height}`);
  s.selectAll("*").remove();
  // The axes' own font attributes are dropped: the page's font applies, and a new font family
  // on every redraw makes Chromium re-shape all the text on the page (the DAG's too).
  s.append("g").attr("transform", `translate(0,${height - m.b})`).call(d3.axisBottom(x).ticks(5, "d")).attr("font-family", null).attr("font-size", null);
  s.append("g").attr("transform", `translate(${m.l},0)`).call(d3.axisLeft(y).ticks(4, "d")).attr("font-family", null).attr("font-size", null);
  s.append("path").attr("class", "c-pn").attr("d", line(1));
  s.append("path").attr("class", "c-dn").attr("d", line(2));
  if (n > 0) {
    const last = pts[Math.min(iteration, n - 1)];
    s.append("line").attr("class", "c-now").attr("x1", x(last[0])).attr("x2", x(last[0])).attr("y1", m.t).attr("y2", height - m.b);
    svg.setAttribute("aria-label", `Root proof and disproof numbers over ${n - 1} iterations; now pn ${num(last[1])}, dn ${num(last[2])}`);
  }
}
