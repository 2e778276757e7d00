// WCAG 2.1 A and AA, as axe-core checks them, on every page of www/ and every example: in its
// start state, and for the visualiser (the page's and each <pn-search> element's) after a few
// steps, with the inspector showing a node, with the settings open, in projector mode, and with
// the proof view.
// The list of pages is read from the files, so a new page is checked without editing this test.
import { test, expect } from "@playwright/test";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const AXE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const htmlIn = (dir) =>
  readdirSync(new URL(`../../www/${dir}`, import.meta.url))
    .filter((f) => f.endsWith(".html"))
    .map((f) => `${dir}${f}`);
const PAGES = [...htmlIn(""), ...htmlIn("examples/")];

/** axe's violations on the page as it is now, as readable lines (rule: target, message). */
async function violations(page) {
  await page.addScriptTag({ path: AXE });
  const found = await page.evaluate(async (tags) => {
    const r = await window.axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return r.violations.map((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)} ${n.failureSummary.replace(/\s+/g, " ")}`)).flat();
  }, TAGS);
  return found;
}

/** Resolves once the page's scripts have drawn what they draw at the start. */
async function settled(page, file) {
  if (file === "index.html") await page.waitForFunction(() => window.pnlab?.ctrl.view);
  else if (file === "play.html") await expect(page.locator("#new-game")).toBeEnabled();
  else if (file === "compare.html") await expect(page.locator(".cmp-columns pn-search")).not.toHaveCount(0);
  else if (file === "campaign.html") await expect(page.locator(".cp-icicle .cp-node")).not.toHaveCount(0);
  await page.waitForFunction(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  // Every animation at its end: axe reads colours as drawn, and a fading element is pale.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.evaluate(() => document.fonts.ready);
}

for (const file of PAGES) {
  test(`axe: ${file} has no WCAG 2.1 A/AA violation at the start`, async ({ page }) => {
    await page.goto(file);
    await settled(page, file);
    expect(await violations(page)).toEqual([]);
  });
}

/** The visualisers of a page: the page's own (.pnl in the document) and each element's. */
const VISUALISER_PAGES = PAGES.filter((f) => !["play.html", "compare.html", "campaign.html"].includes(f));

for (const file of VISUALISER_PAGES) {
  test(`axe: ${file} has no violation after steps, with the inspector, the settings and the proof open`, async ({ page }) => {
    await page.goto(file);
    await settled(page, file);
    const visualisers = page.locator(".pnl:not(.play)");
    const n = await visualisers.count();
    expect(n).toBeGreaterThan(0);
    for (let i = 0; i < n; i++) {
      const v = visualisers.nth(i);
      const step = v.locator("[data-act=step]");
      if (!(await step.isVisible()) || (await v.locator(".st-iteration").textContent()) !== "0") continue;
      const speed = v.locator("input[name=speed]");
      if (await speed.isVisible()) await speed.fill("5");
      // Events, not pointer clicks: a reveal.js deck lays its slides over the elements.
      for (let s = 0; s < 3; s++) await step.dispatchEvent("click");
      await expect(v.locator(".st-iteration")).not.toHaveText("0");
      if (await v.locator(".inspector").isVisible()) {
        await v.locator(".dag .nodes > g").nth(1).dispatchEvent("click");
        await expect(v.locator(".inspector h3")).toBeVisible();
      }
      const toggle = v.locator(".settings-toggle");
      if ((await toggle.isEnabled()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.dispatchEvent("click");
    }
    expect(await violations(page)).toEqual([]);
    // Projector mode, the lecture hall's large type and strong contrast; then solved, with the
    // proof view over the DAG (the page's visualiser).
    if (file === "index.html") {
      await page.locator("#projector").click();
      await expect(page.locator(".pnl")).toHaveClass(/projector/);
      expect(await violations(page)).toEqual([]);
      await page.getByRole("button", { name: "Run to the end" }).click();
      await expect(page.locator(".st-result")).toHaveText("First player wins");
      await page.getByRole("button", { name: "Proof", exact: true }).click();
      await expect(page.locator(".proof-host")).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
  });
}

test("axe: play.html has no violation after a move and its levels counted", async ({ page }) => {
  // Tic-tac-toe, both sides played here: its levels count in a moment.
  await page.goto("play.html?game=tictactoe&first=person&second=person");
  await settled(page, "play.html");
  await page.locator("#moves button").first().click();
  await expect(page.locator("#history li")).toHaveCount(1);
  await page.locator("#levels-run").click();
  await expect(page.locator(".lv-table tr.total")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("axe: compare.html has no violation after stepping all variants", async ({ page }) => {
  await page.goto("compare.html");
  await settled(page, "compare.html");
  for (let s = 0; s < 3; s++) await page.getByRole("button", { name: "Step all ▶" }).click();
  await expect(page.locator(".cmp-table tbody tr").first()).toContainText("3");
  expect(await violations(page)).toEqual([]);
});

test("axe: the check reaches into an element's shadow root", async ({ page }) => {
  await page.goto("examples/course-notes.html");
  await settled(page, "examples/course-notes.html");
  // A button with no name, where only the shadow root holds it: axe must report it.
  await page.evaluate(() => document.querySelector("pn-search").shadowRoot.querySelector(".toolbar").append(document.createElement("button")));
  expect((await violations(page)).filter((v) => v.startsWith("button-name:"))).toHaveLength(1);
});
