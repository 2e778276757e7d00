// Comparison mode in Chromium: two variants of (6,4) side by side, stepped in lockstep and run
// to the end; the figures the page shows equal the command line's for the same configurations.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";
import { execFileSync } from "node:child_process";

failOnPageErrors();

/** `pnlab solve … --json` for one configuration. */
function cli(args) {
  const out = execFileSync("cargo", ["run", "-q", "--", "solve", "clique", "--n", "6", "--k", "4", ...args, "--json"], { encoding: "utf8" });
  return JSON.parse(out);
}

const RESULT_WORDS = { draw: "Draw", "first-wins": "First player wins" };
const rows = (page) =>
  page.locator(".cmp-table tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
const variants = (page) => page.evaluate(() => window.comparison.variants());

// The command line's figures first, with their own time: on a fresh checkout `cargo run` builds
// the binary (a minute or more), which must not eat the page test's 60 s.
let expected;
test.beforeAll(() => {
  test.setTimeout(600_000);
  expected = [cli(["--preset", "K4WEAK"]), cli(["--preset", "K4WEAK", "--algorithm", "dfpn", "--rule", "standard"])];
});

test("two variants of (6,4): lockstep steps, then run to the end; the figures equal the CLI's", async ({ page }) => {
  await page.goto("compare.html?game=clique&n=6&k=4&v=K4WEAK&v=K4WEAK/dfpn/standard");
  await expect(page.locator(".cmp-col pn-search")).toHaveCount(2);
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));

  for (let i = 1; i <= 3; i++) {
    await page.getByRole("button", { name: "Step all ▶" }).click();
    await expect.poll(async () => (await variants(page)).map((v) => v.state?.iteration)).toEqual([i, i]);
  }
  await page.getByRole("button", { name: "◀ Back all" }).click();
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.iteration)).toEqual([2, 2]);

  await page.getByRole("button", { name: "Run all to the end" }).click();
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.status), { timeout: 30_000 }).toEqual(["solved", "solved"]);
  await expect(page.getByRole("button", { name: "Run all to the end" })).toBeEnabled();

  const shown = await rows(page);
  expect(shown.map((r) => r[0])).toEqual(["K4WEAK", "K4WEAK · df-pn · standard numbers"]);
  for (const [i, e] of expected.entries()) {
    const [, result, iterations, created, level, root, time] = shown[i];
    expect(result).toBe(RESULT_WORDS[e.result]);
    expect(iterations).toBe(e.iterations.toLocaleString("en-US"));
    expect(created).toBe(e.createdNodes.toLocaleString("en-US"));
    expect(level).toBe(String(e.maxLevel));
    expect(root).toBe("∞ / 0");
    expect(time).toMatch(/^\d+ ms$/);
  }
  // The variants differ, and the page marks the smaller search.
  expect(expected[0].createdNodes).not.toBe(expected[1].createdNodes);
  await expect(page.locator(".cmp-table td.best")).toHaveCount(2);
  // Both DAGs are drawn next to each other.
  const boxes = await page.locator(".cmp-col pn-search").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  expect(boxes[1].left).toBeGreaterThanOrEqual(boxes[0].right);
  expect(Math.abs(boxes[1].top - boxes[0].top)).toBeLessThan(2);
  await expect(page.locator(".cmp-col").nth(1).locator(".dag .nodes > g").first()).toBeVisible();
  await page.screenshot({ path: "test-results/compare-6-4.png" });
});

test("the comparison is in the address, and a changed variant starts its own search", async ({ page }) => {
  await page.goto("compare.html?game=clique&n=5&k=3&v=BASIC&v=BEST");
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  await page.locator(".cmp-col").nth(1).locator("header select[name=algorithm]").selectOption("dfpn");
  await expect(page).toHaveURL(/v=BASIC&v=BEST%2Fdfpn/);
  await expect(page.locator(".cmp-col").nth(1).locator(".st-search")).toHaveText("clique(5,3), BEST · dfpn");
  await expect.poll(async () => (await variants(page))[1].label).toBe("BEST · df-pn");
  await page.getByRole("button", { name: "Add a variant" }).click();
  await expect(page.locator(".cmp-col pn-search")).toHaveCount(3);
  await page.getByRole("button", { name: "Run all to the end" }).click();
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.result), { timeout: 30_000 }).toEqual([
    "first-wins",
    "first-wins",
    "first-wins",
  ]);
});

test("← and → still step every variant after a click on Step all or Back all", async ({ page }) => {
  await page.goto("compare.html?game=clique&n=5&k=3&v=K4WEAK&v=BEST");
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  const iterations = async () => (await variants(page)).map((v) => v.state?.iteration);
  await page.getByRole("button", { name: "Step all ▶" }).click();
  await expect.poll(iterations).toEqual([1, 1]);
  // The button keeps the focus: the keys act from there.
  await page.keyboard.press("ArrowRight");
  await expect.poll(iterations).toEqual([2, 2]);
  await page.keyboard.press("ArrowRight");
  await expect.poll(iterations).toEqual([3, 3]);
  await page.getByRole("button", { name: "◀ Back all" }).click();
  await expect.poll(iterations).toEqual([2, 2]);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(iterations).toEqual([1, 1]);
  await page.keyboard.press("ArrowRight");
  await expect.poll(iterations).toEqual([2, 2]);
});
