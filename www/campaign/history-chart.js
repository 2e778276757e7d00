// The root's pn and dn after each merged job, as two step lines on a symlog scale like the
// visualiser's chart (view/chart.js), over the campaign's wall time or over the jobs merged; ∞
// sits on the top edge. Each point is drawn (pn a circle, dn a square) so the lines differ
// without colour, and each line is named at its end.
import d3 from "../view/d3.js";
import { durationText, numText, timeUnit } from "./model.js";

const INF_FROM = 2 ** 61;

/** The y axis's ticks: 0, then 1, 2, 5 × 10^k up to the scale's top, each at least `gap` pixels
 *  above the last kept (d3's symlog ticks crowd at the top). */
export function symlogTicks(y, gap) {
  const top = y.domain()[1];
  const kept = [0];
  for (let p = 1; p <= top; p *= 10) {
    for (const m of [1, 2, 5]) {
      const v = m * p;
      if (v <= top && y(kept[kept.length - 1]) - y(v) >= gap) kept.push(v);
    }
  }
  return kept;
}

/** The x axis: over wall time (`axis` "time", the points' `wall` seconds, up to `now` when the
 *  campaign's clock has gone on since the last point) or over the jobs merged. */
function xAxis(points, axis, now, range) {
  const first = points[0];
  const last = points[points.length - 1];
  if (axis === "time") {
    const end = Math.max(last.wall, now ?? 0);
    const unit = timeUnit(end);
    const x = d3.scaleLinear().domain([0, Math.max(end, 1e-3) / unit.per]).range(range);
    return { scale: x, at: (p) => x(p.wall / unit.per), end: x(end / unit.per), label: `wall time (${unit.name})`, format: null };
  }
  const x = d3.scaleLinear().domain([Math.min(first.merged - 1, 0), Math.max(last.merged, first.merged + 1)]).range(range);
  return { scale: x, at: (p) => x(p.merged), end: x(last.merged), label: "jobs merged", format: "d" };
}

/** Draws `points` ([{merged, wall, pn, dn}]) into `svg`, sized to the element, over `axis`
 *  ("time" or "jobs"); `now` is the campaign's clock when the file was written. */
export function drawHistory(svg, points, axis = "jobs", now = null) {
  const width = Math.max(240, svg.clientWidth || 400);
  const height = Math.max(140, svg.clientHeight || 220);
  const font = parseFloat(getComputedStyle(svg).fontSize) || 15;
  const m = { l: font * 3.4, r: font * 2.4, t: font * 1.1, b: font * 3.1 };
  const s = d3.select(svg).attr("viewBox", `0 0 ${width} ${height}`);
  s.selectAll("*").remove();
  svg.dataset.axis = axis;
  if (points.length === 0) {
    s.append("text").attr("class", "c-empty").attr("x", width / 2).attr("y", height / 2).text("No job merged yet");
    svg.setAttribute("aria-label", "No history: no job merged yet, or a checkpoint written before the history was kept");
    return;
  }
  const finite = points.flatMap((p) => [p.pn, p.dn]).filter((v) => v < INF_FROM);
  const top = Math.max(1, ...finite);
  const x = xAxis(points, axis, now, [m.l, width - m.r]);
  const y = d3.scaleSymlog().domain([0, top]).range([height - m.b, m.t]).nice();
  const yv = (v) => (v >= INF_FROM ? m.t - 4 : y(v));
  const ticks = Math.max(2, Math.floor(width / (font * 7)));
  s.append("g").attr("class", "c-x").attr("transform", `translate(0,${height - m.b})`).call(d3.axisBottom(x.scale).ticks(ticks, x.format));
  s.append("g").attr("class", "c-y").attr("transform", `translate(${m.l},0)`).call(d3.axisLeft(y).tickValues(symlogTicks(y, font * 1.6)).tickFormat(d3.format("~s")));
  s.selectAll(".c-x, .c-y").attr("font-family", null).attr("font-size", null);
  s.append("text").attr("class", "c-axis").attr("x", (m.l + width - m.r) / 2).attr("y", height - font * 0.25).attr("text-anchor", "middle").text(x.label);
  const end = points[points.length - 1];
  // On the time axis the last numbers hold until the clock's `now`: the job running since is drawn as time passing.
  const held = axis === "time" && x.end > x.at(end) + 1;
  for (const [k, cls] of [["pn", "c-pn"], ["dn", "c-dn"]]) {
    const xy = points.map((p) => [x.at(p), yv(p[k])]);
    if (held) xy.push([x.end, yv(end[k])]);
    s.append("path").attr("class", cls).attr("d", d3.line().curve(d3.curveStepAfter)(xy));
    const marks = s.append("g").attr("class", `c-pts ${cls}-pts`);
    const sz = Math.max(4, font * 0.32);
    const at = marks
      .selectAll("g")
      .data(points)
      .join("g")
      .attr("transform", (p) => `translate(${x.at(p)},${yv(p[k])})`)
      .attr("data-merged", (p) => p.merged)
      .attr("data-wall", (p) => p.wall ?? "")
      .attr("data-value", (p) => p[k]);
    if (k === "pn") at.append("circle").attr("r", sz);
    else at.append("rect").attr("x", -sz).attr("y", -sz).attr("width", 2 * sz).attr("height", 2 * sz);
    at.append("title").text((p) => `after job ${p.merged}${p.wall === null ? "" : ` (${durationText(p.wall)})`}: ${k} ${numText(p[k])}`);
    // When the two ends nearly meet, pn's name goes above and dn's below, so neither hides the other.
    const near = Math.abs(yv(end.pn) - yv(end.dn)) < font;
    const shift = near ? (yv(end.pn) <= yv(end.dn) ? -1 : 1) * (k === "pn" ? 1 : -1) * font * 0.5 : 0;
    s.append("text").attr("class", `c-name ${cls}-name`).attr("x", (held ? x.end : x.at(end)) + font * 0.4).attr("y", yv(end[k]) + font * 0.35 + shift).text(k);
  }
  const over = axis === "time" ? `over ${durationText(Math.max(end.wall, now ?? 0))} of wall time` : "";
  svg.setAttribute("aria-label", `Root proof and disproof numbers after each of ${points.length} merged jobs ${over}; now pn ${numText(end.pn)}, dn ${numText(end.dn)}`.replace("  ", " "));
}
