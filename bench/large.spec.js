// Benchmark: (8,4) BEST solved to the end in the page (the engine in its worker, under the
// device's memory budget), timed against the native CLI in the same run; then the page
// verifies the disproof, inspects the root, goes back one iteration (a replay from the start,
// in slices) and steps forwards again. Asserts the page's answer, iterations and nodes equal the
// native ones. Minutes natively, so it lives here and not in scripts/test.sh.
// Run: cargo build --release && PW_PORT=<port> npx playwright test -c playwright.bench.config.mjs bench/large.spec.js
import { test, expect } from "@playwright/test";
import { execFileSync } from "node:child_process";

const count = (v) => v.toLocaleString("en-US");

test("(8,4) BEST solves in the page, verifies, steps back and forwards", async ({ page }) => {
  test.setTimeout(60 * 60_000);
  const t0 = Date.now();
  const native = JSON.parse(
    execFileSync(`${process.env.CARGO_TARGET_DIR || "target"}/release/pnlab`, ["solve", "clique", "--n", "8", "--k", "4", "--preset", "BEST", "--json"], { maxBuffer: 1 << 26 }),
  );
  const nativeWall = (Date.now() - t0) / 1000;
  await page.goto("/?game=clique&n=8&k=4&preset=BEST");
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  const progress = [];
  await page.exposeFunction("noteProgress", (p) => progress.push(p));
  await page.evaluate(() => window.pnlab.addEventListener("progress", ({ detail }) => window.noteProgress({ it: detail.iteration, bytes: detail.bytes, wasm: detail.wasmBytes })));
  const t1 = Date.now();
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 50 * 60_000 });
  const pageWall = (Date.now() - t1) / 1000;
  const end = await page.evaluate(() => ({ ...window.pnlab.ctrl.view, snapshot: null, rootChart: null, nodes: window.pnlab.ctrl.view.snapshot.level.length }));
  expect(end.result).toBe(native.result);
  expect(end.iteration).toBe(native.iterations);
  expect(end.stats.created).toBe(native.createdNodes);
  await expect(page.locator(".st-iteration")).toHaveText(count(native.iterations));
  const peak = Math.max(...progress.map((p) => p.wasm ?? 0));
  console.log(
    `(8,4) BEST: ${end.result}, ${count(end.iteration)} iterations, ${count(end.stats.created)} nodes; ` +
      `page (Run to the end, until shown) ${pageWall.toFixed(1)} s, native CLI ${native.seconds.toFixed(1)} s ` +
      `(${nativeWall.toFixed(1)} s wall), ratio ${(pageWall / native.seconds).toFixed(2)}; search ${(end.bytes / 2 ** 20).toFixed(0)} MiB, ` +
      `wasm memory peak ${(peak / 2 ** 20).toFixed(0)} MiB; ${progress.length} progress reports`,
  );
  await page.screenshot({ path: "test-results/large-8-4-solved.png" });
  const t2 = Date.now();
  const check = await page.evaluate(() => window.pnlab.ctrl.verify());
  console.log(`verified in the page: ${count(check.positions)} positions (${check.establishes}) in ${((Date.now() - t2) / 1000).toFixed(1)} s`);
  expect(check.establishes).toBe("second-avoids-loss");
  const root = await page.evaluate(() => window.pnlab.ctrl.node(0));
  expect(root.dn).toBe(0);
  const t3 = Date.now();
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText(count(native.iterations - 1), { timeout: 50 * 60_000 });
  console.log(`back one iteration (replay in slices): ${((Date.now() - t3) / 1000).toFixed(1)} s`);
  // One step, then the whole 16M-node snapshot crosses to the page again: minutes, not seconds.
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 10 * 60_000 });
  await expect(page.locator(".st-iteration")).toHaveText(count(native.iterations));
});
