// The campaign page in Chromium: the sample campaign (scripts/campaign-sample.sh) drawn as the
// files say (each node in its look, the chart's points the history's), a status file polled
// while its coordinator runs, the chart over time or jobs (and a checkpoint without times), bad
// files named in a message, zoom, and axe in projector mode.
import { test, expect } from "@playwright/test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createRequire } from "node:module";
import { failOnPageErrors } from "./errors.js";
import { bytesText, kindCounts, realNumbers, timeUnit } from "../../www/campaign/model.js";

failOnPageErrors();

const SAMPLE = "data/campaign-6-4";
const read = (f) => JSON.parse(readFileSync(new URL(`../../www/${SAMPLE}/${f}`, import.meta.url), "utf8"));
const drawnKinds = (page) =>
  page.locator(".cp-icicle .cp-node").evaluateAll((els) => {
    const c = {};
    for (const e of els) c[e.dataset.kind] = (c[e.dataset.kind] ?? 0) + 1;
    return c;
  });
const points = (page, k) => page.locator(`.cp-chart .c-${k}-pts > g`).evaluateAll((gs) => gs.map((g) => [Number(g.dataset.merged), Number(g.dataset.value)]));
const counts = (page) => page.locator(".cp-counts div").evaluateAll((ds) => Object.fromEntries(ds.map((d) => [d.querySelector("dt").textContent, d.querySelector("dd").textContent])));

for (const file of ["state.json", "status.json"]) {
  test(`the sample ${file}: every node in its look, the root's numbers, the chart's points equal the history`, async ({ page }) => {
    const want = read(file);
    const tree = want.trees[0];
    await page.goto(`campaign.html?src=${SAMPLE}/${file}`);
    await expect(page.locator(".cp-icicle .cp-node")).toHaveCount(tree.nodes.length);
    const kinds = Object.fromEntries(Object.entries(kindCounts(tree)).filter(([, n]) => n > 0));
    expect(await drawnKinds(page)).toEqual(kinds);
    expect(kinds.flight, "the sample has a job in flight").toBeGreaterThan(0);
    // Each job in flight is labelled with its job, in its own look; solved nodes take the outcome patterns.
    for (const n of tree.nodes.filter((x) => x.state === "in-flight")) {
      await expect(page.locator(`.cp-node.k-flight`, { hasText: `job ${n.job}` })).toHaveCount(1);
    }
    await expect(page.locator(".cp-node.k-disproved.o-first-cannot-win").first()).toBeVisible();
    const flightLook = await page.locator(".cp-node.k-flight rect").first().evaluate((r) => getComputedStyle(r).strokeDasharray);
    expect(flightLook).not.toBe("none");
    const [pn, dn] = realNumbers(tree)[0];
    await expect(page.locator(".cp-nums")).toHaveText(`root pn ${pn} dn ${dn}`);
    const c = await counts(page);
    expect(c["jobs merged"]).toBe(String(want.counts.merged));
    expect(c["in flight"]).toBe(String(kinds.flight));
    // The root node's label: its numbers and the nodes of the jobs merged there.
    const spent = want.history.filter((h) => h.tree === 0 && h.node === 0).reduce((a, h) => a + h.nodes, 0);
    // (none when the coordinator developed the root itself, one leaf for each worker).
    const label = spent > 0 ? [`${pn} / ${dn}`, `${spent.toLocaleString("en-US")} nodes`] : [`${pn} / ${dn}`];
    await expect(page.locator('.cp-node[data-id="0"] text')).toHaveText(label);
    expect(await points(page, "pn")).toEqual(want.history.map((h) => [h.merged, h.pn]));
    expect(await points(page, "dn")).toEqual(want.history.map((h) => [h.merged, h.dn]));
    await expect(page.locator(".cp-error")).toBeHidden();
    await expect(page.locator(".cp-jobs tbody tr.k-flight")).toHaveCount(kinds.flight);
  });
}

test("a running coordinator's status file is polled: a change is drawn, and polling stops once it has stopped", async ({ page }) => {
  const full = read("status.json");
  const at = (n, running) => JSON.stringify({ ...full, running, history: full.history.slice(0, n), counts: { ...full.counts, merged: n } });
  const [some, more] = [Math.floor(full.history.length / 3), Math.floor((2 * full.history.length) / 3)];
  let body = at(some, true);
  await page.route("**/live/status.json", (route) => route.fulfill({ contentType: "application/json", body }));
  await page.goto("campaign.html?src=live/status.json&poll=0.5");
  await expect(page.locator(".cp-chart .c-pn-pts > g")).toHaveCount(some);
  await expect(page.locator(".cp-source")).toContainText("polled every 0.5 s");
  body = at(more, true);
  await expect(page.locator(".cp-chart .c-pn-pts > g")).toHaveCount(more);
  expect((await counts(page))["jobs merged"]).toBe(String(more));
  body = at(full.history.length, false);
  await expect(page.locator(".cp-chart .c-pn-pts > g")).toHaveCount(full.history.length);
  await expect(page.locator(".cp-source")).toContainText("the campaign has stopped");
  const polls = await page.evaluate(() => window.campaign.polls);
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => window.campaign.polls)).toBe(polls);
});

test("a real coordinator's status file, read while it runs: the page redraws as jobs merge and ends on its last status", async ({ page }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), "pnlab-live-"));
  // (8,4) with 2,000-node jobs: 1,000 jobs take about 14 s here, long enough to be read running.
  const args = ["run", "-q", "--", "distribute", "clique", "--n", "8", "--k", "4", "--workers", "2", "--job-nodes", "2000", "--max-jobs", "1000", "--dir", join(dir, "c")];
  const run = spawn("cargo", args, { stdio: ["ignore", "ignore", "pipe"] });
  let err = "";
  run.stderr.on("data", (d) => (err += d));
  const ended = new Promise((ok) => run.on("exit", ok));
  try {
    await page.route("**/live/status.json", (route) => {
      let body;
      try {
        body = readFileSync(join(dir, "c", "status.json"), "utf8");
      } catch {
        return route.fulfill({ status: 404, body: "not yet" });
      }
      return route.fulfill({ contentType: "application/json", body });
    });
    const seen = new Set();
    await page.goto("campaign.html?src=live/status.json&poll=0.5");
    // Each merged count the page shows while the source line says it polls.
    const merged = async () => Number((await counts(page))["jobs merged"]?.replace(/,/g, ""));
    await expect
      .poll(async () => {
        if (/polled every/.test(await page.locator(".cp-source").textContent())) seen.add(await merged());
        return seen.size;
      }, { timeout: 120_000, intervals: [200] })
      .toBeGreaterThanOrEqual(2);
    expect(await ended).toBe(0);
    const last = JSON.parse(readFileSync(join(dir, "c", "status.json"), "utf8"));
    expect(last.running).toBe(false);
    await expect(page.locator(".cp-source")).toContainText("the campaign has stopped", { timeout: 10_000 });
    expect(await merged()).toBe(last.counts.merged);
    expect(Math.max(...seen)).toBeLessThan(last.counts.merged);
    await expect(page.locator(".cp-nums")).toHaveText(`root pn ${last.history.at(-1).pn} dn ${last.history.at(-1).dn}`);
    expect((await points(page, "pn")).at(-1)).toEqual([last.counts.merged, last.history.at(-1).pn]);
    await expect(page.locator(".cp-chart .c-pn-pts > g")).toHaveCount(last.history.length);
    expect(page.errors.every((e) => /404/.test(e))).toBe(true);
    page.errors.length = 0;
  } finally {
    run.kill();
    rmSync(dir, { recursive: true, force: true });
  }
  if (err.trim()) console.log(err);
});

/** Each pn point's x on the chart, its time and its job count. */
const placed = (page) => page.locator(".cp-chart .c-pn-pts > g").evaluateAll((gs) => gs.map((g) => ({ x: g.transform.baseVal[0].matrix.e, wall: Number(g.dataset.wall), merged: Number(g.dataset.merged) })));
/** Whether each point's x is a + b·key(point) with b > 0: the axis is linear in that key. */
function linearIn(pts, key) {
  const [p, q] = [pts[0], pts.at(-1)];
  const b = (q.x - p.x) / (key(q) - key(p));
  expect(b).toBeGreaterThan(0);
  for (const r of pts) expect(Math.abs(p.x + b * (key(r) - key(p)) - r.x), `point ${r.merged}`).toBeLessThan(0.5);
}

test("the chart is over wall time: each point at its time; the jobs button draws it per job, kept in the link", async ({ page }) => {
  const want = read("state.json");
  await page.goto(`campaign.html?src=${SAMPLE}/state.json`);
  const chart = page.locator(".cp-chart");
  await expect(chart).toHaveAttribute("data-axis", "time");
  await expect(page.locator("#chart-title")).toHaveText("Root pn / dn over time");
  // The sample's 40 jobs took milliseconds.
  await expect(chart.locator(".c-axis")).toHaveText(`wall time (${timeUnit(want.counts.wall).name})`);
  await expect(page.getByRole("button", { name: "time" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".cp-chart-note")).toBeHidden();
  let pts = await placed(page);
  expect(pts.map((p) => p.wall)).toEqual(want.history.map((h) => h.wall));
  linearIn(pts, (p) => p.wall);
  await page.getByRole("button", { name: "jobs" }).click();
  await expect(chart).toHaveAttribute("data-axis", "jobs");
  await expect(page.locator("#chart-title")).toHaveText("Root pn / dn per job merged");
  await expect(chart.locator(".c-axis")).toHaveText("jobs merged");
  pts = await placed(page);
  linearIn(pts, (p) => p.merged);
  expect(new URL(page.url()).searchParams.get("x")).toBe("jobs");
  await page.reload();
  await expect(chart).toHaveAttribute("data-axis", "jobs");
  await page.getByRole("button", { name: "time" }).click();
  await expect(chart).toHaveAttribute("data-axis", "time");
  expect(new URL(page.url()).searchParams.get("x")).toBeNull();
});

test("while a job runs, the root's last numbers are drawn on to the campaign's clock", async ({ page }) => {
  const full = read("status.json");
  const last = full.history.at(-1).wall;
  // Written with the clock at twice the last merge's time: the lines go on past the last point.
  const body = JSON.stringify({ ...full, running: true, counts: { ...full.counts, wall: 2 * last } });
  await page.route("**/live/status.json", (route) => route.fulfill({ contentType: "application/json", body }));
  await page.goto("campaign.html?src=live/status.json&poll=60");
  await expect(page.locator(".cp-chart")).toHaveAttribute("data-axis", "time");
  const pts = await placed(page);
  const ends = await page.locator(".cp-chart :is(.c-pn, .c-dn)").evaluateAll((ps) => ps.map((p) => p.getPointAtLength(p.getTotalLength()).x));
  const x0 = pts[0].x - (pts[0].x - pts.at(-1).x) * (pts[0].wall / (pts[0].wall - last));
  for (const end of ends) expect(Math.abs(end - (x0 + 2 * (pts.at(-1).x - x0)))).toBeLessThan(1);
  // The status file says the coordinator's own peak memory.
  expect(full.coordinatorPeakRss).toBeGreaterThan(1 << 20);
  expect((await counts(page))["coordinator memory"]).toBe(bytesText(full.coordinatorPeakRss));
});

test("a checkpoint whose history has no times opens, drawn per job, and says why", async ({ page }) => {
  const full = read("state.json");
  const body = JSON.stringify({ ...full, history: full.history.map(({ wall, ...h }) => h) });
  await page.route("**/old/state.json", (route) => route.fulfill({ contentType: "application/json", body }));
  await page.goto("campaign.html?src=old/state.json");
  await expect(page.locator(".cp-chart")).toHaveAttribute("data-axis", "jobs");
  await expect(page.locator(".cp-chart-note")).toHaveText("This file's history has no times (written before they were kept): drawn per job merged.");
  await expect(page.getByRole("button", { name: "time" })).toBeDisabled();
  await expect(page.locator(".cp-chart .c-pn-pts > g")).toHaveCount(full.history.length);
  linearIn(await placed(page), (p) => p.merged);
  await expect(page.locator(".cp-error")).toBeHidden();
});

test("bad files give a message naming what is wrong, not a blank page", async ({ page }) => {
  await page.goto("campaign.html?src=data/connect4-7x6-book.json");
  await expect(page.getByRole("alert")).toContainText('data/connect4-7x6-book.json: not a campaign: its format is');
  await expect(page.getByRole("alert")).toContainText('format "pnlab-campaign"');
  await expect(page.locator(".cp-legend, .cp-tree h2").first()).toBeVisible();

  await page.goto("campaign.html?src=nosuch/status.json");
  await expect(page.getByRole("alert")).toHaveText("nosuch/status.json cannot be read: HTTP 404 Not Found.");
  // The browser logs the failed fetch itself; that one console error is the test's own doing.
  expect(page.errors.every((e) => /404/.test(e))).toBe(true);
  page.errors.length = 0;

  // A picked file: not JSON, then the sample checkpoint, which replaces the message and the link's src.
  await page.locator("#file").setInputFiles({ name: "notes.json", mimeType: "application/json", buffer: Buffer.from("not json") });
  await expect(page.getByRole("alert")).toContainText("notes.json: not JSON");
  await page.locator("#file").setInputFiles({ name: "state.json", mimeType: "application/json", buffer: readFileSync(new URL(`../../www/${SAMPLE}/state.json`, import.meta.url)) });
  await expect(page.getByRole("alert")).toBeHidden();
  await expect(page.locator(".cp-icicle .cp-node")).toHaveCount(read("state.json").trees[0].nodes.length);
  await expect(page.locator(".cp-source")).toContainText("state.json (checkpoint), read from this computer once");
  expect(new URL(page.url()).searchParams.get("src")).toBeNull();
  // A bad file after a good one keeps the drawing and says so.
  await page.locator("#file").setInputFiles({ name: "x.json", mimeType: "application/json", buffer: Buffer.from('{"format":"pnlab-proof"}') });
  await expect(page.getByRole("alert")).toContainText("x.json: not a campaign");
  await expect(page.getByRole("alert")).toContainText("Still showing state.json");
  await expect(page.locator(".cp-icicle .cp-node")).not.toHaveCount(0);
});

test("a dropped state.json opens; a click zooms into a subtree and the crumbs go back", async ({ page }) => {
  await page.goto("campaign.html?src=data/connect4-7x6-book.json");
  await expect(page.getByRole("alert")).toContainText("not a campaign");
  const text = readFileSync(new URL(`../../www/${SAMPLE}/state.json`, import.meta.url), "utf8");
  const dt = await page.evaluateHandle((t) => {
    const d = new DataTransfer();
    d.items.add(new File([t], "state.json", { type: "application/json" }));
    return d;
  }, text);
  await page.dispatchEvent("#drop", "drop", { dataTransfer: dt });
  const all = read("state.json").trees[0].nodes;
  await expect(page.locator(".cp-icicle .cp-node")).toHaveCount(all.length);
  // The root's son with the most sons after it: zoom into its grandson on the widest path.
  const target = all[0].sons[0];
  await page.locator(`.cp-node[data-id="${target}"]`).click();
  await expect(page.locator(".cp-crumbs button")).toHaveCount(2);
  const subtree = (id) => 1 + (all[id].sons ?? []).reduce((a, s) => a + subtree(s), 0);
  await expect(page.locator(".cp-icicle .cp-node")).toHaveCount(subtree(target));
  await page.locator(".cp-crumbs button", { hasText: "root" }).click();
  await expect(page.locator(".cp-icicle .cp-node")).toHaveCount(all.length);
  await expect(page.locator(".cp-crumbs button")).toHaveCount(0);
});

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
for (const [w, h] of [[1280, 800], [1920, 1080]]) {
  test(`at ${w}×${h} in projector mode: no axe violation, the tree and the legend fit, screenshots`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`campaign.html?src=${SAMPLE}/status.json`);
    await expect(page.locator(".cp-node")).not.toHaveCount(0);
    await page.screenshot({ path: `test-results/campaign-${w}.png` });
    await page.getByRole("button", { name: "Projector mode" }).click();
    await expect(page.locator("body.projector")).toHaveCount(1);
    await expect(page.locator(".cp-node")).not.toHaveCount(0);
    await page.screenshot({ path: `test-results/campaign-${w}-projector.png` });
    const size = await page.locator(".cp-node text").first().evaluate((t) => parseFloat(getComputedStyle(t).fontSize));
    expect(size).toBeGreaterThanOrEqual(19);
    const box = await page.locator(".cp-icicle").boundingBox();
    expect(box.y + box.height).toBeLessThanOrEqual(h);
    expect(box.width).toBeGreaterThan(w * 0.55);
    const legend = await page.locator(".cp-legend li").first().boundingBox();
    expect(legend.y + legend.height).toBeLessThanOrEqual(h);
    await page.addScriptTag({ path: AXE });
    const found = await page.evaluate(async () => {
      const r = await window.axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] }, resultTypes: ["violations"] });
      return r.violations.map((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary}`)).flat();
    });
    expect(found).toEqual([]);
  });
}
