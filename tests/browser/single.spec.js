// The single-file page (dist/pnlab.html, scripts/single.mjs) opened from disk as file://: it takes
// its settings from its address, steps and solves (5,3), steps Three Men's Morris, and links to no
// file it does not hold.
import { test, expect } from "@playwright/test";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const FILE = resolve("dist/pnlab.html");
const url = (query) => `${pathToFileURL(FILE).href}?${query}`;

test.beforeAll(() => {
  if (!existsSync(FILE)) throw new Error("dist/pnlab.html is missing: node scripts/single.mjs makes it");
});

test("the single file opened as file:// starts at the address's iteration, steps and solves (5,3)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(url("game=clique&n=5&k=3&preset=K4WEAK&it=3"));
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), K4WEAK");
  await expect(page.locator(".st-iteration")).toHaveText("3");
  await page.locator("input[name=speed]").fill("5");
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("4");
  const nodes = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length);
  await expect(page.locator(".dag .nodes > g")).toHaveCount(nodes);
  await page.screenshot({ path: "test-results/single-step4.png" });
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("First player wins");
  await expect(page.locator(".st-iteration")).toHaveText("59");
  await page.screenshot({ path: "test-results/single-solved.png" });
});

test("the single file links to no other file of the site, and says where Compare and Play are", async ({ page }) => {
  await page.goto(url("game=clique&n=5&k=3"));
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  const hrefs = await page.locator("a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(hrefs.filter((h) => !/^([a-z]+:|#)/.test(h))).toEqual([]);
  // In the links' place, once, a line saying where Compare and Play are, and why not here.
  await expect(page.locator(".page-head .offsite")).toHaveCount(1);
  await expect(page.locator(".page-head .offsite")).toBeVisible();
  await expect(page.locator(".page-head .offsite")).toHaveText(/Compare, Play/);
  await expect(page.locator(".page-head .offsite")).toHaveAttribute("title", /single file holds the visualiser only.*served site/);
  // The page's own controls are all there.
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
});

test("the single file steps Three Men's Morris with dcg, as the served page does", async ({ page }) => {
  await page.goto(url("game=morris&men=3"));
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(page.locator(".st-search")).toHaveText(/^morris\(3.*dcg$/);
  await page.locator("input[name=speed]").fill("5");
  for (let i = 1; i <= 3; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
  }
  await expect(page.locator(".error")).toBeHidden();
  const nodes = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length);
  expect(nodes).toBeGreaterThan(1);
  await expect(page.locator(".dag .nodes > g")).toHaveCount(nodes);
});
