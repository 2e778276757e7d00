// The campaign page: a distributed campaign's master tree, its jobs and the root's numbers over
// its wall time or its merged jobs, read from a checkpoint (state.json) or a running coordinator's status file
// (status.json). The address names a served file (?src=…, polled every ?poll= seconds while the
// campaign runs); a file from this computer comes from the picker or a drop and is read once.
import { swatch } from "../view/outcome.js";
import { QUESTION_WORDS, RESULT_WORDS } from "../view/format.js";
import { copyLinkButton } from "../view/share.js";
import { KINDS, VIRTUAL, bytesText, chartPoints, durationText, kindCounts, lineText, numText, parseCampaign, realNumbers, shownIndex, timed, treeCounts, virtualText } from "./model.js";
import { KIND_WORDS, drawIcicle, outcomeLook } from "./icicle.js";
import { drawHistory } from "./history-chart.js";

/** What the page opens without a ?src: the sample campaign (scripts/campaign-sample.sh). */
const SAMPLE = "data/campaign-6-4/state.json";
const DEFAULT_POLL = 2;
/** Jobs listed under the chart: those in flight, then the last merged. */
const LAST_MERGED = 6;

const $ = (sel) => document.querySelector(sel);
const params = new URLSearchParams(location.search);
const poll = Math.max(0.5, Number(params.get("poll")) || DEFAULT_POLL);

const page = {
  /** The campaign shown, or null. */
  campaign: null,
  /** Where it came from: {url} or {file}. */
  source: null,
  /** The text last read, to redraw only on a change. */
  text: null,
  /** The tree shown (an index) and the node zoomed into. */
  tree: 0,
  focus: 0,
  /** When the file last changed, and when it was last read. */
  changed: null,
  read: null,
  timer: null,
  polls: 0,
  /** The address being polled, if any. */
  watching: null,
  /** The chart's x axis asked for: "time" (the campaign's wall time) or "jobs" (jobs merged). */
  axis: params.get("x") === "jobs" ? "jobs" : "time",
};
window.campaign = page;

function showError(message) {
  const el = $(".cp-error");
  el.textContent = message ?? "";
  el.hidden = !message;
}

const time = (d) => d.toLocaleTimeString("en-GB");

/** Whether a campaign read from a URL is still worth polling. */
const finished = (c) => c.running === false || c.result !== null;

function sourceText() {
  const c = page.campaign;
  const s = page.source;
  if (!c || !s) return "";
  const what = `${s.url ?? s.file} (${c.kind})`;
  if (s.file) return `${what}, read from this computer once. To watch a running campaign, serve its status.json and open this page with ?src=<its address>.`;
  const read = page.read ? `; read ${time(page.read)}` : "";
  if (finished(c)) return `${what}: the campaign ${c.result ? "is answered" : "has stopped"}${c.updated ? ` (written ${time(new Date(c.updated * 1000))})` : ""}${read}.`;
  return `${what}: polled every ${poll} s${read}${page.changed ? `, last changed ${time(page.changed)}` : ""}.`;
}

function renderSummary(c, tree, t) {
  const [pn, dn] = realNumbers(tree)[0];
  const root = tree.nodes[0];
  const result = c.result ? ` — ${RESULT_WORDS[c.result] ?? c.result}` : "";
  const steer = root.pn >= VIRTUAL || root.dn >= VIRTUAL ? `<span class="cp-virtual">with the jobs in flight counted (V = 2<sup>32</sup>): pn ${virtualText(root.pn)}, dn ${virtualText(root.dn)}</span>` : "";
  $(".cp-root").innerHTML = `<span class="cp-q">${QUESTION_WORDS[tree.question] ?? tree.question}${result}</span>
    <span class="cp-nums">root <b class="pn">pn ${numText(pn)}</b> <b class="dn">dn ${numText(dn)}</b></span>${steer}`;
  const { size, waiting, kinds: k } = treeCounts(tree);
  const cnt = c.counts ?? {};
  const items = [
    ["jobs merged", numText(cnt.merged ?? c.history.length)],
    ["in flight", numText(k.flight)],
    ["solved by a job", numText(tree.nodes.filter((n) => n.state === "proof").length)],
    ["leaves waiting", numText(waiting)],
    ["tree nodes", numText(size)],
    ["worker nodes", numText(cnt.nodes ?? 0)],
    ["job budget", c.jobNodes ? numText(c.jobNodes) : "—"],
    ["workers' CPU", cnt.workerCpu !== undefined ? `${cnt.workerCpu.toFixed(cnt.workerCpu < 10 ? 2 : 0)} s` : "—"],
    ["wall time", cnt.wall !== undefined ? durationText(cnt.wall) : "—"],
  ];
  if (c.coordinatorPeakRss) items.push(["coordinator memory", bytesText(c.coordinatorPeakRss)]);
  $(".cp-counts").innerHTML = items.map(([d, v]) => `<div><dt>${d}</dt><dd>${v}</dd></div>`).join("");
  if (c.trees.length > 1) $(".cp-counts").insertAdjacentHTML("afterbegin", `<div><dt>question</dt><dd>${t + 1} of ${c.trees.length}</dd></div>`);
  $(".cp-source").textContent = sourceText();
}

function renderLegend(question) {
  const sw = (kind) => {
    const look = outcomeLook(kind, question);
    return look ? `<span class="sw">${swatch(look)}</span>` : `<span class="sw k-${kind}" aria-hidden="true"></span>`;
  };
  const said = {
    flight: "job in flight (“job N”, dashed frame): a worker searches it now",
    proved: `proved by a job's checked proof or its sons (${outcomeLook("proved", question).words})`,
    disproved: `disproved likewise (${outcomeLook("disproved", question).words})`,
    open: "developed, open: its pn / dn come from its sons",
    leaf: "leaf waiting for a worker (dotted frame): pn / dn the last job left it",
  };
  $(".cp-legend").innerHTML =
    KINDS.map((k) => `<li data-kind="${k}">${sw(k)}<span>${said[k]}</span></li>`).join("") +
    `<li class="cp-note"><span class="sw glyph" aria-hidden="true">V</span><span><b>Virtual numbers.</b> A leaf in flight counts as pn + V in its parents while the root leans to a disproof, as dn + V while it leans to a proof (V = 2<sup>32</sup>), so the next most-proving leaf is another one and every worker gets its own job. The numbers drawn leave V out.</span></li>
     <li class="cp-note"><span class="sw glyph" aria-hidden="true">↔</span><span>Each node is as wide as the leaves under it; a job in flight is drawn wider, to be seen. “pn / dn”: the node's numbers; “N nodes”: what the job's search created. Click a node to zoom in.</span></li>`;
}

function renderJobs(c, tree, t) {
  const rows = [];
  tree.nodes.forEach((n) => {
    if (n.state === "in-flight") rows.push([n.job, lineText(n.line), "running", c.jobNodes ? `≤ ${numText(c.jobNodes)}` : "—", "flight"]);
  });
  const merged = c.history.filter((h) => h.tree === t).slice(-LAST_MERGED).reverse();
  const at = shownIndex(tree);
  for (const h of merged) {
    const line = at.has(h.node) ? lineText(tree.nodes[at.get(h.node)].line) : "(below the nodes shown)";
    rows.push([h.job, line, h.status, numText(h.nodes), h.status === "unknown" ? "open" : h.status]);
  }
  $(".cp-jobs tbody").innerHTML = rows
    .map(([job, line, status, nodes, kind]) => `<tr class="k-${kind}"><td>${job}</td><td title="${line}">${line}</td><td>${status}</td><td>${nodes}</td></tr>`)
    .join("");
}

function renderCrumbs(path, tree) {
  const nav = $(".cp-crumbs");
  nav.replaceChildren();
  if (path.length < 2) return;
  path.forEach((id, i) => {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = i === 0 ? "root" : tree.nodes[id].line[0];
    b.title = lineText(tree.nodes[id].line);
    if (i === path.length - 1) b.setAttribute("aria-current", "true");
    b.addEventListener("click", () => zoom(id));
    nav.append(b);
  });
}

function zoom(id) {
  page.focus = id;
  render();
  document.querySelector(`.cp-icicle [data-id="${id}"]`)?.focus();
}

/** Draws the campaign shown (nothing but the message when there is none). */
function render() {
  const c = page.campaign;
  if (!c) return;
  page.tree = Math.min(page.tree, c.trees.length - 1);
  const tree = c.trees[page.tree];
  if (!tree.nodes[page.focus]) page.focus = 0;
  const select = $("#question");
  select.closest("label").hidden = c.trees.length < 2;
  select.innerHTML = c.trees.map((tr, i) => `<option value="${i}"${i === page.tree ? " selected" : ""}>${i + 1}: ${QUESTION_WORDS[tr.question]}</option>`).join("");
  renderSummary(c, tree, page.tree);
  renderLegend(tree.question);
  renderJobs(c, tree, page.tree);
  const svg = $(".cp-icicle");
  const path = drawIcicle(svg, c, page.tree, page.focus, zoom);
  svg.setAttribute("aria-label", `The master tree of ${QUESTION_WORDS[tree.question]}: ${tree.nodes.length} nodes, ${Object.entries(kindCounts(tree)).map(([k, n]) => `${n} ${KIND_WORDS[k]}`).join(", ")}`);
  renderCrumbs(path, tree);
  renderChart(c);
}

/** The chart over time when every point has its time, else over jobs, saying why. */
function renderChart(c) {
  const points = chartPoints(c.history, page.tree);
  const canTime = timed(points);
  const axis = canTime ? page.axis : "jobs";
  for (const b of document.querySelectorAll(".cp-axis button")) {
    b.setAttribute("aria-pressed", String(b.dataset.axis === axis));
    b.disabled = b.dataset.axis === "time" && !canTime;
  }
  $("#chart-title").textContent = axis === "time" ? "Root pn / dn over time" : "Root pn / dn per job merged";
  const note = $(".cp-chart-note");
  const untimed = points.filter((p) => p.wall === null).length;
  note.hidden = untimed === 0;
  note.textContent = untimed === points.length ? "This file's history has no times (written before they were kept): drawn per job merged." : `${untimed} of ${points.length} jobs have no time (merged before the times were kept): drawn per job merged.`;
  // The clock runs on after the last merge only in the tree still being searched.
  const now = page.tree === c.trees.length - 1 ? c.counts?.wall : null;
  drawHistory($(".cp-chart"), points, axis, Number.isFinite(now) ? now : null);
}

/** Shows the campaign in `text` from `source`; a bad file keeps what was shown and says why. */
function show(text, source) {
  const name = source.url ?? source.file;
  try {
    const c = parseCampaign(text, name);
    const fresh = !page.source || (page.source.url ?? page.source.file) !== name;
    if (fresh) (page.tree = c.trees.length - 1), (page.focus = 0);
    if (text !== page.text) page.changed = new Date();
    Object.assign(page, { campaign: c, source, text });
    showError(null);
    render();
    return true;
  } catch (e) {
    showError(page.campaign ? `${e.message}. Still showing ${page.source.url ?? page.source.file}.` : e.message);
    return false;
  }
}

async function fetchOnce(url) {
  let text;
  try {
    const res = await fetch(url, { cache: "no-store" });
    if (!res.ok) throw new Error(`HTTP ${res.status} ${res.statusText}`.trim());
    text = await res.text();
  } catch (e) {
    const kept = page.campaign ? ` Still showing what was read at ${time(page.read)}.` : "";
    showError(`${url} cannot be read: ${e.message}.${kept}`);
    return false;
  }
  if (page.watching !== url) return false;
  page.read = new Date();
  page.polls++;
  if (text === page.text && page.source?.url === url) {
    $(".cp-source").textContent = sourceText();
    showError(null);
    return true;
  }
  return show(text, { url });
}

function stopPolling() {
  clearTimeout(page.timer);
  page.timer = null;
}

/** Reads `url` now and again every `poll` seconds until the campaign it holds is finished or
 *  a file from this computer is opened instead. */
async function watch(url) {
  stopPolling();
  page.watching = url;
  await fetchOnce(url);
  if (page.watching !== url) return;
  if (page.campaign && page.source?.url === url && finished(page.campaign)) return;
  page.timer = setTimeout(() => watch(url), poll * 1000);
}

async function openFile(file) {
  stopPolling();
  page.watching = null;
  const text = await file.text();
  if (show(text, { file: file.name })) {
    const url = new URL(location.href);
    url.searchParams.delete("src");
    history.replaceState(null, "", url);
  }
}

// ——— the page's controls ———

$("#file").addEventListener("change", (e) => e.target.files[0] && openFile(e.target.files[0]));
const drop = $("#drop");
drop.addEventListener("dragover", (e) => {
  e.preventDefault();
  drop.classList.add("dropping");
});
drop.addEventListener("dragleave", () => drop.classList.remove("dropping"));
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  drop.classList.remove("dropping");
  const file = e.dataTransfer?.files?.[0];
  if (file) openFile(file);
});
$("#question").addEventListener("change", (e) => {
  page.tree = Number(e.target.value);
  page.focus = 0;
  render();
});
new ResizeObserver(() => render()).observe($(".cp-tree"));

const projector = $("#projector");
function setProjector(on) {
  projector.setAttribute("aria-pressed", String(on));
  document.body.classList.toggle("projector", on);
  render();
}
projector.addEventListener("click", () => {
  const on = projector.getAttribute("aria-pressed") !== "true";
  setProjector(on);
  const url = new URL(location.href);
  if (on) url.searchParams.set("projector", "1");
  else url.searchParams.delete("projector");
  history.replaceState(null, "", url);
});
for (const b of document.querySelectorAll(".cp-axis button")) {
  b.addEventListener("click", () => {
    page.axis = b.dataset.axis;
    const url = new URL(location.href);
    if (page.axis === "jobs") url.searchParams.set("x", "jobs");
    else url.searchParams.delete("x");
    history.replaceState(null, "", url);
    if (page.campaign) renderChart(page.campaign);
  });
}
copyLinkButton($("#share"));
setProjector(params.get("projector") === "1");

watch(params.get("src") ?? SAMPLE);
