// <pn-search> in real Chromium: the course-notes example's demos run independently, keys stay in
// the focused demo, nothing is fetched from another origin, attributes act live, the reveal.js
// deck steps with its fragments, and a page built only from the npm tarball works from a
// sub-path.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { serve } from "../../scripts/serve.mjs";

failOnPageErrors();

test.beforeEach(async ({ page }) => {
  const requests = [];
  // Every request, the worker's included (Playwright reports those on the page too).
  page.context().on("request", (r) => requests.push(r.url()));
  page.requests = requests;
});

/** Requests that left the page's origin (data: URLs stay inside the page). */
function offOrigin(page, origin) {
  return page.requests.filter((u) => !u.startsWith(origin) && !u.startsWith("data:"));
}

const states = (page) => page.evaluate(() => Object.fromEntries([...document.querySelectorAll("pn-search")].map((e) => [e.id, e.state])));
const allReady = (page) => page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
const demo = (page, id) => page.locator(`#${id}`);

test("course notes: three demos step independently, keys stay in the focused one, no request leaves the origin", async ({ page, baseURL }) => {
  await page.goto("examples/course-notes.html");
  await allReady(page);
  const start = await states(page);
  expect(Object.keys(start)).toEqual(["draw", "win", "ttt", "inside"]);
  expect(start.inside.iteration).toBe(6); // start="6"
  for (const id of ["draw", "win", "ttt"]) expect(start[id].iteration).toBe(0);
  // Each element has its own worker: three engines, three answers.
  await expect(demo(page, "draw").locator(".st-search")).toHaveText("clique(4,3), K4WEAK");
  await expect(demo(page, "ttt").locator(".st-search")).toHaveText("tictactoe, K4WEAK");

  // Keys in the (4,3) demo (by="phase"): two phases of iteration 1; the others do not move.
  await demo(page, "draw").locator(".stage").click({ position: { x: 20, y: 100 } });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await states(page)).draw).toMatchObject({ iteration: 1, phase: "develop" });
  let now = await states(page);
  expect(now.win.iteration).toBe(0);
  expect(now.ttt.iteration).toBe(0);
  expect(now.inside.iteration).toBe(6);

  // Keys in the (5,3) demo: three iterations there, nothing in (4,3).
  await demo(page, "win").locator(".stage").click({ position: { x: 20, y: 100 } });
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await states(page)).win.iteration).toBe(3);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => (await states(page)).win.iteration).toBe(2);
  now = await states(page);
  expect(now.draw).toMatchObject({ iteration: 1, phase: "develop" });
  expect(now.ttt.iteration).toBe(0);

  // Keys with no demo focused move nothing.
  await page.locator("h1").click();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForTimeout(300);
  expect(await states(page)).toEqual(now);

  // The script API, on one demo at a time: each solve ends with its own game's answer.
  const results = await page.evaluate(async () => {
    const out = {};
    for (const id of ["draw", "win", "ttt"]) {
      const el = document.getElementById(id);
      let solved = null;
      el.addEventListener("pn-solved", (e) => (solved = e.detail.result), { once: true });
      const end = await el.run();
      out[id] = { result: end.result, event: solved, state: el.state.result };
    }
    return out;
  });
  expect(results.draw).toEqual({ result: "draw", event: "draw", state: "draw" });
  expect(results.win).toEqual({ result: "first-wins", event: "first-wins", state: "first-wins" });
  expect(results.ttt).toEqual({ result: "draw", event: "draw", state: "draw" });
  expect((await states(page)).inside.iteration).toBe(6);

  await page.screenshot({ path: "test-results/element-course-notes.png", fullPage: true });
  expect(offOrigin(page, new URL(baseURL).origin)).toEqual([]);
  // The worker fetched the wasm from this origin: the check above did see the worker's requests.
  expect(page.requests.some((u) => u.endsWith("/pkg/pnlab_bg.wasm"))).toBe(true);
});

test("attributes act live; a bad one is explained in place and the old search still steps", async ({ page }) => {
  await page.goto("examples/course-notes.html");
  await allReady(page);
  const el = demo(page, "draw");

  // Several attributes in one turn: one new search, of the new configuration.
  const loads = await page.evaluate(async () => {
    const d = document.getElementById("draw");
    let readies = 0;
    d.addEventListener("pn-ready", () => readies++);
    d.setAttribute("n", "6");
    d.setAttribute("k", "4");
    d.setAttribute("preset", "BEST");
    await new Promise((r) => d.addEventListener("pn-ready", r, { once: true }));
    await new Promise((r) => setTimeout(r, 300));
    return readies;
  });
  expect(loads).toBe(1);
  await expect(el.locator(".st-search")).toHaveText("clique(6,4), BEST");

  // A bad value: the message names it and its range; an error event; the (6,4) search stays.
  const message = await page.evaluate(() => {
    const d = document.getElementById("draw");
    const got = new Promise((r) => d.addEventListener("pn-error", (e) => r(e.detail.message), { once: true }));
    d.setAttribute("k", "9");
    return got;
  });
  expect(message).toMatch(/9/);
  await expect(el.locator(".error")).toBeVisible();
  await expect(el.locator(".error")).toContainText("9");
  const bad = await page.evaluate(async () => {
    const d = document.getElementById("draw");
    const got = new Promise((r) => d.addEventListener("pn-error", (e) => r(e.detail.message), { once: true }));
    d.setAttribute("speed", "fast");
    return got;
  });
  expect(bad).toBe('<pn-search speed="fast">: speed must be a whole number from 1 to 5 (5: no animation)');
  expect(await page.evaluate(() => document.getElementById("draw").step())).toBe(true);
  await expect(el.locator(".st-search")).toHaveText("clique(6,4), BEST");

  // Panels, projector mode and height change in place.
  await page.evaluate(() => {
    const d = document.getElementById("draw");
    d.setAttribute("k", "3");
    d.setAttribute("panels", "dag inspector chart");
    d.setAttribute("projector", "");
    d.setAttribute("height", "40rem");
  });
  await expect(el.locator(".inspector")).toBeVisible();
  await expect(el.locator(".chart")).toBeVisible();
  await expect(el.locator(".pnl")).toHaveClass(/projector/);
  expect(await el.evaluate((d) => getComputedStyle(d).height)).toBe("640px");
  await expect(el.locator(".st-search")).toHaveText("clique(6,3), BEST");
  await page.screenshot({ path: "test-results/element-projector.png", fullPage: true });
});

test("the reveal.js deck steps the solve with the slide's fragments; keys in the demo do not turn the slide", async ({ page, baseURL }) => {
  await page.goto("examples/slides.html");
  await page.waitForFunction(() => window.deck?.isReady());
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  const first = () => page.evaluate(() => document.querySelector("pn-search").state);
  const indices = () => page.evaluate(() => window.deck.getIndices());

  await page.keyboard.press("ArrowRight"); // to the (5,3) slide
  await expect.poll(indices).toMatchObject({ h: 1 });
  await page.keyboard.press("ArrowRight"); // fragment 1: select
  await expect.poll(first).toMatchObject({ iteration: 1, phase: "select" });
  await page.keyboard.press("ArrowRight"); // develop
  await page.keyboard.press("ArrowRight"); // update
  await expect.poll(first).toMatchObject({ iteration: 1, phase: "update" });
  await page.keyboard.press("ArrowLeft"); // the update fragment hides: back one phase
  await expect.poll(first).toMatchObject({ iteration: 1, phase: "develop" });
  for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(first).toMatchObject({ iteration: 2, phase: "done" });
  await expect.poll(indices).toMatchObject({ h: 1, f: 7 });

  // Focus in the demo: → steps the demo, the deck stays on its fragment.
  await page.locator("pn-search").first().locator(".stage").click({ position: { x: 30, y: 120 } });
  await page.keyboard.press("ArrowRight");
  await expect.poll(first).toMatchObject({ iteration: 3, phase: "select" });
  expect(await indices()).toMatchObject({ h: 1, f: 7 });

  // The last slide's "run" fragment runs to the end; hiding it goes back.
  await page.evaluate(() => window.deck.slide(2, 0, 1));
  const last = () => page.evaluate(() => document.querySelectorAll("pn-search")[1].state);
  await expect.poll(last).toMatchObject({ iteration: 2 });
  await page.evaluate(() => window.deck.nextFragment());
  await expect.poll(last, { timeout: 20_000 }).toMatchObject({ status: "solved", result: "draw" });
  await page.screenshot({ path: "test-results/element-slides.png" });
  await page.evaluate(() => window.deck.prevFragment());
  await expect.poll(last).toMatchObject({ iteration: 2, status: "running" });
  expect(offOrigin(page, new URL(baseURL).origin)).toEqual([]);
});

test.describe("the npm package", () => {
  let site, server, url;

  test.beforeAll(async () => {
    const dist = resolve("dist");
    const tarballs = readdirSync(dist).filter((f) => /^pnlab-pn-search-.*\.tgz$/.test(f));
    expect(tarballs, "dist/ has the tarball (node scripts/package.mjs makes it)").toHaveLength(1);
    const tarball = join(dist, tarballs[0]);
    const listing = execFileSync("tar", ["-tzf", tarball], { encoding: "utf8" }).split("\n");
    for (const f of ["pn-search.js", "pn-search.d.ts", "pkg/pnlab_bg.wasm", "pkg/pnlab.js", "pkg/pnlab.d.ts", "engine/worker.js", "view/widget.css", "package.json"]) {
      expect(listing).toContain(`package/${f}`);
    }
    // A site with nothing but the unpacked tarball and one page, served under a sub-path.
    site = mkdtempSync(join(tmpdir(), "pn-search-site-"));
    const week = join(site, "courses", "ai", "week7");
    mkdirSync(week, { recursive: true });
    execFileSync("tar", ["-xzf", tarball, "-C", week]);
    renameSync(join(week, "package"), join(week, "pn-search"));
    writeFileSync(
      join(week, "index.html"),
      `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><title>week 7</title>
<script type="module" src="pn-search/pn-search.js"></script>
<h1>Week 7</h1>
<pn-search id="a" game="clique" n="4" k="3" panels="dag inspector"></pn-search>
<pn-search id="b" game="tictactoe" speed="5"></pn-search>`,
    );
    ({ server, url } = await serve(0, "127.0.0.1", [["/teaching/", site]]));
  });

  test.afterAll(() => {
    server?.close();
    if (site) rmSync(site, { recursive: true, force: true });
  });

  test("a page built only from the unpacked tarball works from a sub-path", async ({ page }) => {
    await page.goto(`${url}teaching/courses/ai/week7/`);
    await allReady(page);
    expect(await page.evaluate(() => document.getElementById("a").step())).toBe(true);
    await expect(demo(page, "a").locator(".st-iteration")).toHaveText("1");
    const end = await page.evaluate(() => document.getElementById("b").run());
    expect(end.result).toBe("draw");
    expect((await states(page)).a.iteration).toBe(1);
    const origin = new URL(url).origin;
    expect(offOrigin(page, origin)).toEqual([]);
    // Everything came from the package's folder, nothing from the project's own server paths.
    const outside = page.requests.filter((u) => !u.startsWith(`${url}teaching/courses/ai/week7/`) && !u.startsWith("data:"));
    expect(outside).toEqual([]);
    await page.screenshot({ path: "test-results/element-package.png", fullPage: true });
  });
});
