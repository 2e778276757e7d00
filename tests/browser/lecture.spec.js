// The page in a lecture hall, at 1280×800 and 1920×1080: the DAG gets most of the height once a
// search has started (the settings fold into a summary), the controls keep to one row, pn / dn
// read at 12 px or more on a DAG of up to 30 nodes, and projector mode never shrinks the DAG's
// panel. Screenshots go to test-results/lecture-*.png.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const SIZES = [
  [1280, 800],
  [1920, 1080],
];
const DEFAULT_DEMO = "game=clique&n=5&k=3&preset=K4WEAK";

/** The DAG view's box on the page. */
const dagBox = (page) => page.evaluate(() => document.querySelector(".dag-host").getBoundingClientRect().toJSON());

/** Waits until the camera has stopped moving (a refit glides for 200 ms). */
async function settled(page) {
  let last = null;
  await expect
    .poll(async () => {
      const t = await page.evaluate(() => {
        const { k, x, y } = window.pnlab.dag.transform();
        return `${k} ${x} ${y}`;
      });
      const same = t === last;
      last = t;
      return same;
    })
    .toBe(true);
}

/** The toolbar's controls shown: name, top, bottom. */
const controls = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(".toolbar :is(button, input, select, .by)")]
      .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden")
      .map((e) => {
        const b = e.getBoundingClientRect();
        return { name: e.textContent.trim() || e.getAttribute("name") || e.className, button: e.tagName === "BUTTON", top: b.top, bottom: b.bottom };
      }),
  );

/** Screen height of each pn / dn label drawn, and of an SVG text of 12 px seen unscaled in the
 *  same font: a label reads at 12 px or more when its box is at least that high. */
const labelHeights = (page) =>
  page.evaluate(() => {
    const svg = document.querySelector(".dag");
    const probe = document.createElementNS("http://www.w3.org/2000/svg", "text");
    probe.setAttribute("class", "nums");
    probe.setAttribute("style", "font-size: 12px");
    probe.setAttribute("y", "100");
    probe.textContent = "3/2";
    svg.appendChild(probe);
    const twelve = probe.getBoundingClientRect().height;
    probe.remove();
    const labels = [...document.querySelectorAll(".dag .nodes > g:not(.far) .nums")].map((t) => t.getBoundingClientRect().height);
    return { twelve, labels };
  });

for (const [width, height] of SIZES) {
  test(`at ${width}×${height} mid-search the DAG gets 60 % of the height, the settings fold and the controls keep to one row`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`/?${DEFAULT_DEMO}`);
    await ready(page);
    // A fresh page shows the settings: nothing has been searched yet.
    await expect(page.locator(".settings")).toBeVisible();
    await expect(page.locator(".settings-toggle")).toHaveAttribute("aria-expanded", "true");
    await page.locator("input[name=speed]").fill("5");
    for (let i = 0; i < 8; i++) await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText("8");
    // Folded into the status line's summary, which names the search and opens it again.
    await expect(page.locator(".settings")).toBeHidden();
    await expect(page.locator(".settings-toggle")).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator(".settings-toggle")).toContainText("clique(5,3), K4WEAK");
    const dag = await dagBox(page);
    console.log(`${width}×${height}, iteration 8, settings folded: DAG view ${dag.width}×${dag.height} (${Math.round((100 * dag.height) / height)} %)`);
    expect(dag.height / height, `DAG ${dag.width}×${dag.height}`).toBeGreaterThanOrEqual(0.6);
    // Nothing scrolls: the page is the window.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height);
    // One row: every button's top within 4 px of the first's, every other control (the radio
    // buttons, the slider, the iteration's box) centred within the buttons' row.
    const shown = await controls(page);
    const buttons = shown.filter((c) => c.button);
    expect(buttons.length).toBe(8);
    const row = { top: buttons[0].top, bottom: buttons[0].bottom };
    for (const b of buttons) expect(Math.abs(b.top - row.top), `${b.name} on the toolbar's row`).toBeLessThanOrEqual(4);
    for (const c of shown) {
      const middle = (c.top + c.bottom) / 2;
      expect(middle > row.top && middle < row.bottom, `${c.name} within the toolbar's row`).toBe(true);
    }
    await page.screenshot({ path: `test-results/lecture-mid-search-${width}x${height}.png` });

    // Opened again, the form takes its room back; a new search folds it.
    await page.locator(".settings-toggle").click();
    await expect(page.locator(".settings")).toBeVisible();
    await page.locator("select[name=game]").selectOption("tictactoe");
    await page.getByRole("button", { name: "New search" }).click();
    await expect(page.locator(".st-search")).toContainText("tictactoe");
    await expect(page.locator(".settings")).toBeHidden();
  });
}

test("a link into a search opens with the settings folded", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/?${DEFAULT_DEMO}&it=12`);
  await ready(page);
  await expect(page.locator(".settings")).toBeHidden();
  expect((await dagBox(page)).height / 800).toBeGreaterThanOrEqual(0.6);
});

// Each game's view at the last iteration with at most 30 nodes, as the camera first shows it.
const SMALL_DAGS = [DEFAULT_DEMO, "game=tictactoe", "game=hexapawn&cols=3&rows=3", "game=connect4&cols=4&rows=4"];

for (const [width, height] of SIZES) {
  test(`at ${width}×${height} pn / dn read at 12 px or more on DAGs of up to 30 nodes`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    for (const query of SMALL_DAGS) {
      await page.goto(`/?${query}`);
      await ready(page);
      await page.locator("input[name=speed]").fill("5");
      // Forward while the DAG has at most 30 nodes, then back to the last such view.
      let n = 1;
      while (n <= 30 && !(await page.evaluate(() => window.pnlab.ctrl.solved))) {
        await page.evaluate(() => window.pnlab.step());
        n = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length);
      }
      if (n > 30) await page.evaluate(() => window.pnlab.back());
      const it = await page.evaluate(() => window.pnlab.ctrl.iteration);
      await page.goto(`/?${query}&it=${it}`);
      await ready(page);
      await settled(page);
      const { twelve, labels } = await labelHeights(page);
      const nodes = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length);
      expect(nodes).toBeLessThanOrEqual(30);
      expect(labels.length, `${query} at iteration ${it}: every node's label drawn`).toBe(nodes);
      const smallest = Math.min(...labels);
      expect(smallest, `${query} at iteration ${it} (${nodes} nodes): smallest label ${smallest.toFixed(1)} px high, 12 px text is ${twelve.toFixed(1)}`).toBeGreaterThanOrEqual(twelve - 0.5);
      // Fit shows the same: it is the camera's first view.
      await page.getByRole("button", { name: "Fit" }).click();
      await settled(page);
      expect(Math.min(...(await labelHeights(page)).labels)).toBeGreaterThanOrEqual(twelve - 0.5);
      if (query === DEFAULT_DEMO) await page.screenshot({ path: `test-results/lecture-30-nodes-${width}x${height}.png` });
    }
  });

  test(`at ${width}×${height} projector mode never shrinks the DAG's panel`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const folded of [false, true]) {
      await page.goto(`/?${DEFAULT_DEMO}${folded ? "&it=8" : ""}`);
      await ready(page);
      const normal = await dagBox(page);
      await page.locator("#projector").click();
      await expect(page.locator(".pnl")).toHaveClass(/projector/);
      await settled(page);
      const projector = await dagBox(page);
      console.log(`${width}×${height}, settings ${folded ? "folded" : "open"}: DAG view ${normal.width}×${normal.height}, in projector mode ${projector.width}×${projector.height}`);
      expect(projector.height, `settings ${folded ? "folded" : "open"}: height`).toBeGreaterThanOrEqual(normal.height);
      expect(projector.width, `settings ${folded ? "folded" : "open"}: width`).toBeGreaterThanOrEqual(normal.width);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height);
      if (folded) {
        expect(projector.height / height).toBeGreaterThanOrEqual(0.6);
        await page.screenshot({ path: `test-results/lecture-projector-${width}x${height}.png` });
      }
    }
  });
}

test("the play page fits 1280×800 and 1920×1080, in projector mode too: the board shrinks to the height", async ({ page }) => {
  for (const [width, height] of SIZES) {
    for (const projector of [false, true]) {
      await page.setViewportSize({ width, height });
      await page.goto(`/play.html?game=tictactoe&side1=person&side2=perfect&moves=b2${projector ? "&projector=1" : ""}`);
      await page.waitForFunction(() => !document.getElementById("status").classList.contains("busy") && document.querySelectorAll("#moves button .v").length > 0);
      const where = `${width}×${height}${projector ? ", projector" : ""}`;
      // The board shrinks to the height once the moves' values have redrawn it: polled, since
      // under load the measure can come before that redraw.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight), { message: where }).toBeLessThanOrEqual(height);
      // The board and its column labels inside the window.
      // The board once drawn (the page draws it again when the moves' values arrive).
      const boardBox = () => page.locator("#board svg.position").evaluate((e) => e.getBoundingClientRect().toJSON());
      await expect.poll(async () => (await boardBox()).width, where).toBeGreaterThan(400);
      expect((await boardBox()).bottom, where).toBeLessThanOrEqual(height);
      await page.screenshot({ path: `test-results/lecture-play-${width}x${height}${projector ? "-projector" : ""}.png` });
    }
  }
});
