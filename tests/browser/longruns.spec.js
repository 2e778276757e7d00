// Long runs in the page: a memory budget ends a run with "unknown (memory)" and keeps it; a
// run, a jump and a replay back go in slices with progress, and Cancel answers within 200 ms; a
// back within the undo journal's reach lands at once;
// a link asking for more than the budget allows, and a bad link, say so on the page.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
/** (6,4) without transpositions: grows fast, solves late (the trap). */
const GROWING = "/?game=clique&n=6&k=4&preset=BASIC&transpositions=0";
/** A budget the search fills in about a second. */
const SMALL = "&l.maxBytes=8000000";
const iteration = (page) => page.evaluate(() => window.pnlab.ctrl.iteration);

test("a run that fills the memory budget ends 'unknown (memory)', keeps its DAG and steps back", async ({ page }) => {
  await page.goto(GROWING + SMALL);
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("unknown (memory)", { timeout: 30_000 });
  const at = await iteration(page);
  expect(at).toBeGreaterThan(100);
  await expect(page.locator(".st-iteration")).toHaveText(at.toLocaleString("en-US"));
  const e = await page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    const p = await ctrl.engine.result();
    return { ...p, root: (await ctrl.node(0)).id, nodes: ctrl.view.snapshot.level.length, bytes: ctrl.view.bytes, counted: ctrl.view.budgetBytes };
  });
  expect(e).toMatchObject({ status: "limit-reached", result: "unknown", iteration: at, root: 0 });
  expect(e.nodes).toBeGreaterThan(1000);
  expect(e.bytes).toBeGreaterThan(0);
  // The budget counts the search, the page's copy of its DAG and the root's history: more than
  // the search alone, within the budget, and near it once the search stopped for it.
  expect(e.counted).toBeGreaterThan(e.bytes);
  expect(e.counted).toBeLessThanOrEqual(8_000_000);
  expect(e.counted).toBeGreaterThan(4_000_000);
  const shown = await page.evaluate(async ([counted, bytes]) => {
    const { bytesText } = await import("./view/format.js");
    return { text: `${bytesText(counted)} of ${bytesText(8_000_000)}`, search: bytesText(bytes) };
  }, [e.counted, e.bytes]);
  await expect(page.locator(".st-memory")).toHaveText(shown.text);
  await expect(page.locator(".st-memory")).toHaveAttribute("title", new RegExp(`the search's ${shown.search}`));
  await page.screenshot({ path: "test-results/longruns-memory.png" });
  // Back one: the iteration before the limit, running again, then a step forwards.
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText((at - 1).toLocaleString("en-US"));
  await expect(page.locator(".st-result")).toHaveText("unknown");
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText(at.toLocaleString("en-US"));
});

// The trap at the page's own budget: the search stopped at about 58M nodes under 2.5
// GiB, and the view of them then asked for more than the module had left ("unreachable", and
// the page fell back to iteration 0). The budget now counts the view (src/wasm/view.rs).
test("a run that fills the page's default budget ends 'unknown (memory)', draws its DAG and steps back", async ({ page }) => {
  test.setTimeout(600_000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(GROWING);
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("unknown (memory)", { timeout: 480_000 });
  // The banner says what the budget counts.
  await expect(page.getByText("It filled its memory budget, which counts the search, the page's copy of its DAG and the root's history")).toBeVisible();
  const at = await iteration(page);
  await expect(page.locator(".st-iteration")).toHaveText(at.toLocaleString("en-US"));
  const e = await page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    const p = await ctrl.engine.result();
    const m = await ctrl.engine.memory();
    return { ...p, nodes: ctrl.view.snapshot.level.length, budget: ctrl.maxBytes, wasm: m.wasmBytes };
  });
  expect(e).toMatchObject({ status: "limit-reached", result: "unknown", iteration: at });
  // Millions of nodes, all drawn from (the default budget is a GiB or more on any device).
  expect(e.nodes).toBeGreaterThan(5_000_000);
  expect(e.wasm).toBeLessThanOrEqual(e.budget + 2 ** 28);
  await page.screenshot({ path: "test-results/longruns-default-budget.png" });
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText((at - 1).toLocaleString("en-US"), { timeout: 60_000 });
  await expect(page.locator(".st-result")).toHaveText("unknown");
  expect(errors).toEqual([]);
  await expect(page.locator("body")).not.toContainText("unreachable");
});

test("without a budget in the link the page sets one from the device, below wasm32's 4 GiB", async ({ page }) => {
  await page.goto(GROWING);
  await ready(page);
  const { budget, device } = await page.evaluate(async () => {
    const { deviceBudget } = await import("./engine/budget.js");
    return { budget: window.pnlab.ctrl.maxBytes, device: deviceBudget(navigator.deviceMemory) };
  });
  expect(budget).toBe(device);
  expect(budget).toBeLessThan(4 * 2 ** 30);
  await expect(page.locator(".st-memory")).toHaveAttribute("title", /budget/);
  // Far from the budget the line shows the bytes counted alone (the tooltip names the budget).
  await expect(page.locator(".st-memory")).not.toContainText(" of ");
});

/** Clicks Cancel while long work runs: ms until the worker answered (the controller's
 *  "stopped", which also disables Cancel) and until the page showed where it stopped. */
function cancelTimes(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const { ctrl } = window.pnlab;
        let answered = null;
        let cancelled = null;
        const t0 = performance.now();
        ctrl.addEventListener("change", function done({ detail }) {
          if (detail.reason === "stopped") {
            answered = performance.now() - t0;
            cancelled = detail.cancelled;
          }
          if (detail.reason !== "run-end") return;
          ctrl.removeEventListener("change", done);
          resolve({ answered, shown: performance.now() - t0, cancelled });
        });
        document.querySelector("[data-act=cancel]").click();
      }),
  );
}

test("Cancel stops a long run within 200 ms, and the page shows where it stopped", async ({ page }) => {
  await page.goto(GROWING);
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator("[data-act=cancel]")).toBeEnabled();
  await page.waitForTimeout(1500);
  const t = await cancelTimes(page);
  console.log(`cancel during a run: the engine answered in ${t.answered.toFixed(0)} ms, the page showed it in ${t.shown.toFixed(0)} ms`);
  expect(t.cancelled).toBe(true);
  expect(t.answered).toBeLessThan(200);
  await expect(page.locator("[data-act=cancel]")).toBeDisabled();
  const at = await iteration(page);
  expect(at).toBeGreaterThan(1000);
  await expect(page.locator(".st-iteration")).toHaveText(at.toLocaleString("en-US"));
  // It says it was cancelled, not the engine's "unknown", until the next move.
  await expect(page.locator(".phase-title")).toHaveText("Cancelled");
  await expect(page.locator(".st-result")).toHaveText("cancelled");
});

/** Clicks Cancel and resolves the ms until the page painted the cancelled state: the status
 *  line says "cancelled", Cancel is off and the progress bar gone (a frame after the change). */
function cancelShownMs(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const root = window.pnlab.el ?? document;
        const $ = (q) => root.querySelector(q) ?? document.querySelector(q);
        const shown = () => $(".st-result").textContent === "cancelled" && $("[data-act=cancel]").disabled && $(".progress").hidden;
        const t0 = performance.now();
        const poll = () => (shown() ? resolve(performance.now() - t0) : requestAnimationFrame(poll));
        $("[data-act=cancel]").click();
        requestAnimationFrame(poll);
      }),
  );
}

test("Cancel on a run with a large DAG shows the cancelled state within 200 ms, before the DAG is redrawn", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(GROWING);
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator("[data-act=cancel]")).toBeEnabled();
  // Two seconds of (6,4) without transpositions: hundreds of thousands of nodes.
  await page.waitForTimeout(2000);
  const ms = await cancelShownMs(page);
  console.log(`cancel on a large DAG: the page showed "cancelled" in ${ms.toFixed(0)} ms`);
  expect(ms).toBeLessThan(200);
  // Then the view where it stopped arrives: the banner and the status line say where, and that
  // it was cancelled.
  await expect(page.locator(".phase-title")).toHaveText("Cancelled", { timeout: 60_000 });
  const at = await iteration(page);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBeGreaterThan(100_000);
  await expect(page.locator(".st-iteration")).toHaveText(at.toLocaleString("en-US"));
  await expect(page.locator(".st-result")).toHaveText("cancelled");
});

test("a jump and a replay back go in slices with progress, and Cancel stops them within 200 ms", async ({ page }) => {
  await page.goto(GROWING);
  await ready(page);
  // A jump far ahead: progress, a bar that fills, a Cancel.
  await page.locator(".jump input").fill("100000000");
  await page.locator(".jump button").click();
  await expect(page.locator("[data-act=cancel]")).toBeEnabled();
  await expect(page.locator(".progress")).toBeVisible();
  await page.waitForTimeout(1500);
  const moved = Number((await page.locator(".st-iteration").textContent()).replace(/,/g, ""));
  expect(moved).toBeGreaterThan(1000);
  const t = await cancelTimes(page);
  console.log(`cancel during a jump: the engine answered in ${t.answered.toFixed(0)} ms, the page showed it in ${t.shown.toFixed(0)} ms`);
  expect(t.cancelled).toBe(true);
  expect(t.answered).toBeLessThan(200);
  const at = await iteration(page);
  expect(at).toBeGreaterThanOrEqual(moved);
  await expect(page.locator(".error")).toBeHidden();
  // Back one from there undoes one iteration through the journal: it lands exactly one behind.
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText((at - 1).toLocaleString("en-US"), { timeout: 30_000 });
  const record = await page.evaluate(() => window.pnlab.ctrl.view.record?.iteration);
  expect(record).toBe(at - 1);
});

test("a link asking for more iterations than the budget allows is refused with a message, and the run it reached is kept", async ({ page }) => {
  await page.goto(GROWING + SMALL + "&it=100000000");
  await ready(page);
  await expect(page.locator(".error")).toContainText("iteration 100,000,000 is out of reach");
  await expect(page.locator(".error")).toContainText("limit reached: memory");
  await expect(page.locator(".st-result")).toHaveText("unknown (memory)");
  const at = await iteration(page);
  expect(at).toBeGreaterThan(100);
  await page.screenshot({ path: "test-results/longruns-jam-link.png" });
});

test("a bad link keeps its message on the page after falling back to the default", async ({ page }) => {
  // n = 9 alone would be left out (the link's n out of the schema's range): k > n is the
  // engine's own check, which refuses the whole configuration.
  await page.goto("/?game=clique&n=7&k=8");
  await ready(page);
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), K4WEAK");
  await page.waitForTimeout(500);
  await expect(page.locator(".error")).toBeVisible();
  await expect(page.locator(".error")).toContainText("the link's configuration was not loaded");
  await expect(page.locator(".error")).toContainText("k = 8 must be at most n = 7");
});

test("back 10,000 from deep in a long run lands at once through the journal, where the run was", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?game=clique&n=8&k=4&preset=BEST");
  await ready(page);
  const r = await page.evaluate(async () => {
    const e = window.pnlab.ctrl.engine;
    const at = 200_000;
    await e.goto(at - 10_000);
    const before = await e.stats();
    await e.goto(at);
    const deep = await e.stats();
    let chunks = 0;
    const t0 = performance.now();
    const landed = await e.back(10_000, { onProgress: () => chunks++ });
    const ms = performance.now() - t0;
    return { landed, ms, chunks, before, after: await e.stats(), deep };
  });
  console.log(`back 10,000 from iteration 200,000 of (8,4) BEST (${r.deep.created} nodes): ${r.ms.toFixed(0)} ms`);
  expect(r.deep.iterations).toBe(200_000);
  expect(r.landed).toBe(190_000);
  expect(r.chunks).toBe(0);
  expect(r.ms).toBeLessThan(1000);
  expect(r.after).toEqual(r.before);
  expect(r.after.created).toBeLessThan(r.deep.created);
});
