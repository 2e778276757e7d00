// The visualiser in real Chromium: what the page shows agrees with the engine, stepping back
// restores the view, phases come in order, links round-trip, bad settings are explained, and
// long runs leave the page responsive. Screenshots of the main states go to test-results/.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const dagNodes = (page) => page.locator(".dag .nodes > g");
const rootLabel = (page) => page.locator('.dag .nodes > g[data-id="0"] text.nums');

/** Steps without animation: the page's own "instant" speed. */
async function instant(page) {
  await page.locator("input[name=speed]").fill("5");
}

/** What the engine itself says about the root and the result. */
const engineState = (page) =>
  page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    const root = await ctrl.node(0);
    const r = await ctrl.engine.result();
    return { pn: root.pn, dn: root.dn, result: r.result, iteration: r.iteration };
  });

const num = (v) => (v >= 2 ** 30 ? "∞" : String(v));

test("the page opens on a small solve and each step shows what the engine computed", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), K4WEAK");
  await expect(dagNodes(page)).toHaveCount(1);
  await expect(rootLabel(page)).toHaveText("1/1");
  await page.screenshot({ path: "test-results/visualiser-start.png" });
  await instant(page);
  for (let i = 1; i <= 12; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
    const e = await engineState(page);
    expect(e.iteration).toBe(i);
    await expect(rootLabel(page)).toHaveText(`${num(e.pn)}/${num(e.dn)}`);
    await expect(page.locator(".st-root")).toHaveText(`${num(e.pn)} / ${num(e.dn)}`);
    const count = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length);
    await expect(dagNodes(page)).toHaveCount(count);
  }
  await page.screenshot({ path: "test-results/visualiser-12-steps.png" });
});

test("running to the end shows the engine's result on the root", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("First player wins");
  const e = await engineState(page);
  expect(e.result).toBe("first-wins");
  expect(e.iteration).toBe(59);
  await expect(page.locator(".st-iteration")).toHaveText("59");
  await expect(rootLabel(page)).toHaveText(`${num(e.pn)}/${num(e.dn)}`);
  await expect(page.locator('.dag .nodes > g[data-id="0"]')).toHaveClass(/s-proved/);
  await expect(page.getByRole("button", { name: "Step ▶" })).toBeDisabled();
});

test("step back restores the previous view exactly", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=9");
  await ready(page);
  await instant(page);
  await expect(page.locator(".st-iteration")).toHaveText("9");
  // "far" (culled outside the viewport) follows the camera, which may still be gliding: it is
  // not part of what a step changes.
  const labels = () =>
    page.$$eval(".dag .nodes > g", (gs) =>
      gs.map((g) => `${g.dataset.id}:${g.querySelector("text").textContent}:${g.getAttribute("class").replace(" born", "").replace(" far", "")}`).sort(),
    );
  const before = await labels();
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("10");
  expect(await labels()).not.toEqual(before);
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("9");
  expect(await labels()).toEqual(before);
});

test("stepping by phase shows select, develop, update, done in order", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=4");
  await ready(page);
  await instant(page);
  await page.getByText("phase", { exact: true }).click();
  const widget = page.locator(".pnl");
  const before = await dagNodes(page).count();
  const seen = [];
  for (let i = 0; i < 4; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    const phase = ["select", "develop", "update", "done"][i];
    await expect(widget).toHaveAttribute("data-phase", phase);
    seen.push(phase);
    const record = await page.evaluate(() => window.pnlab.ctrl.view.record);
    const created = record.sons.filter((s) => s.created).length;
    if (phase === "select") {
      // The path is lit with its choices; the sons do not exist yet.
      await expect(page.locator(".dag .path .reason")).toHaveCount(record.path.length);
      await expect(dagNodes(page)).toHaveCount(before);
      await expect(page.locator(".phase-title")).toHaveText("Iteration 5 · select");
      await expect(page.locator(".code li.lit").first()).toContainText("selectMostProving");
      await page.screenshot({ path: "test-results/phase-select.png" });
    } else if (phase === "develop") {
      await expect(dagNodes(page)).toHaveCount(before + created);
      await expect(page.locator(".code li.lit").first()).toContainText("developNode");
      await page.screenshot({ path: "test-results/phase-develop.png" });
    } else if (phase === "update") {
      const changed = record.updates.filter((u) => u.changed).length;
      await expect(page.locator(".dag .marks .flash")).toHaveCount(changed);
      await expect(page.locator(".phase-text")).toContainText("deepest first");
      await page.screenshot({ path: "test-results/phase-update.png" });
    }
  }
  expect(seen).toEqual(["select", "develop", "update", "done"]);
  await expect(page.locator(".st-iteration")).toHaveText("5");
  // Back by phase walks the same phases in reverse.
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(widget).toHaveAttribute("data-phase", "update");
});

test("df-pn's pseudocode panel shows df-pn's outline and lights its lines while stepping; PN-search's comes back with its algorithm", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=DFPN&it=2");
  await ready(page);
  const panel = page.locator('details[data-panel="pseudocode"]');
  await expect(panel.locator("summary")).toContainText("Pseudocode: df-pn");
  await expect(panel.locator("summary")).toContainText("Outline of Df-pn Algorithm");
  await expect(panel.locator(".code")).toContainText("c.thpn := min(n.thpn, pn₂ + 1)");
  await expect(panel.locator(".code")).not.toContainText("selectMostProving");
  await instant(page);
  await page.getByText("phase", { exact: true }).click();
  const lit = panel.locator(".code li.lit");
  const expected = { select: "enter c", develop: "leaf: develop n", update: "recompute n.pn, n.dn" };
  for (const phase of ["select", "develop", "update", "done"]) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".pnl")).toHaveAttribute("data-phase", phase);
    if (expected[phase]) await expect(lit.filter({ hasText: expected[phase] })).toHaveCount(1);
    else await expect(lit.first()).toContainText("repeat");
    // Each lit line is one of df-pn's, tagged for what the step record shows ran.
    const tags = await lit.evaluateAll((lis) => lis.map((li) => li.dataset.tag));
    expect(tags.length).toBeGreaterThan(0);
    if (phase === "update") {
      const left = await page.evaluate(() => window.pnlab.ctrl.view.record.extras.left.length);
      expect(tags.includes("leave")).toBe(left > 0);
    }
  }
  await panel.screenshot({ path: "test-results/pseudocode-dfpn.png" });
  // Choosing PN-search in the settings shows PN-search's tables again.
  if ((await page.locator(".settings-toggle").getAttribute("aria-expanded")) !== "true") await page.locator(".settings-toggle").click();
  await page.locator("select[name=algorithm]").selectOption("pns");
  await page.locator(".settings button[type=submit]").click();
  await expect(panel.locator("summary")).toContainText("Pseudocode: PN-search");
  await expect(panel.locator(".code")).toContainText("selectMostProving");
  await expect(panel.locator(".code")).not.toContainText("thpn");
});

test("the URL holds configuration, iteration, phase and node, and a link opens the same view", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=4&preset=BASIC&rule=weak&it=6&phase=develop&node=2");
  await ready(page);
  await expect(page.locator(".st-search")).toHaveText("clique(5,4), BASIC");
  await expect(page.locator(".st-iteration")).toHaveText("6");
  await expect(page.locator(".pnl")).toHaveAttribute("data-phase", "develop");
  await expect(page.locator(".inspector h3")).toContainText("Node 2");
  await expect(page.locator("select[name=rule]")).toHaveValue("weak");
  expect(await page.evaluate(() => window.pnlab.ctrl.options.rule)).toBe("weak");
  await instant(page);
  await page.getByRole("button", { name: "Step ▶" }).click();
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("7");
  await expect.poll(() => page.evaluate(() => location.search)).toContain("it=7");
  const url = page.url();
  expect(url).toContain("node=2");
  const other = await page.context().newPage();
  await other.goto(url);
  await other.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(other.locator(".st-iteration")).toHaveText("7");
  await expect(other.locator(".inspector h3")).toContainText("Node 2");
  await other.close();
});

test("bad settings show a clear message and the page keeps working", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.locator("input[name='g.n']").fill("5");
  await page.locator("input[name='g.k']").fill("7");
  await page.getByRole("button", { name: "New search" }).click();
  await expect(page.getByRole("alert")).toContainText("k = 7");
  await expect(page.getByRole("alert")).toContainText("n = 5");
  await page.screenshot({ path: "test-results/bad-settings.png" });
  // The previous search is still there and steps.
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), K4WEAK");
  await instant(page);
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("1");
  // The step folded the settings into the status line; its search opens them again.
  await expect(page.locator(".settings")).toBeHidden();
  await page.locator(".settings-toggle").click();
  await page.locator("input[name='g.n']").fill("9");
  await page.getByRole("button", { name: "New search" }).click();
  await expect(page.getByRole("alert")).toContainText("n = 9 is out of range");
  await page.locator('.jump input[name="it"]').fill("-3");
  await page.getByRole("button", { name: "Go" }).click();
  await expect(page.getByRole("alert")).toContainText("iteration -3 is out of range");
});

test("keys step only while the visualiser has focus and not while typing", async ({ page }) => {
  // A solve of thousands of iterations, so that on a loaded machine the play cannot reach the
  // end (and turn Pause back into Play) before the test sees it playing.
  await page.goto("/?game=clique&n=7&k=4&preset=BEST");
  await ready(page);
  await instant(page);
  await page.locator(".pnl").focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".st-iteration")).toHaveText("2");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(".st-iteration")).toHaveText("1");
  await page.locator('.jump input[name="it"]').focus();
  await page.keyboard.press("ArrowRight");
  await page.getByRole("button", { name: "Copy link" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.locator(".st-iteration")).toHaveText("1");
  // Space plays and pauses.
  await page.locator(".pnl").focus();
  await page.keyboard.press(" ");
  await expect(page.getByRole("button", { name: "■ Pause" })).toBeVisible();
  const iteration = async () => Number(await page.locator(".st-iteration").textContent());
  await expect.poll(iteration).toBeGreaterThan(2);
  await page.keyboard.press(" ");
  await expect(page.getByRole("button", { name: "▶ Play" })).toBeVisible();
  // Paused: at most the step in flight lands, then nothing moves.
  await page.waitForTimeout(200);
  const paused = await iteration();
  await page.waitForTimeout(400);
  expect(await iteration()).toBe(paused);
});

test("the inspector writes a node's numbers out from its sons", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=7");
  await ready(page);
  await page.locator('.dag .nodes > g[data-id="1"]').click();
  await expect(page.locator(".inspector h3")).toContainText("Node 1");
  const info = await page.evaluate(() => window.pnlab.ctrl.node(1));
  await expect(page.locator(".inspector .numbers")).toContainText(`pn${num(info.pn)}`);
  // Node 1 is an AND node under the weak rule: dn is the minimum, pn = max + (k − 1).
  await expect(page.locator(".inspector .formula")).toContainText(`dn = min(`);
  await expect(page.locator(".inspector .formula")).toContainText(`) = ${num(info.dn)}`);
  await expect(page.locator(".inspector .formula")).toContainText(`pn = max(`);
  await expect(page.locator(".inspector .positions svg")).toHaveCount(2);
  await expect(page.locator(".inspector .relabel")).toContainText("played → stored");
  // Parents and sons are buttons: the DAG is walkable by keyboard.
  await page.locator(".inspector .nodelink").first().click();
  await expect(page.locator(".inspector h3")).toContainText("Node 0");
  await page.screenshot({ path: "test-results/inspector.png" });
});

test("the view exports as SVG and PNG", async ({ page }) => {
  await page.goto("/?game=tictactoe&preset=K4WEAK&it=5");
  await ready(page);
  const [svg] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "SVG" }).click()]);
  expect(svg.suggestedFilename()).toBe("pn-lab-dag.svg");
  const text = await (await svg.createReadStream()).toArray();
  const body = Buffer.concat(text).toString("utf8");
  expect(body).toContain("<svg");
  expect(body).toContain(".dag .shape"); // the styles travel with the drawing
  const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PNG" }).click()]);
  const bytes = Buffer.concat(await (await png.createReadStream()).toArray());
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
});

test("the whole (6,4) DAG is drawn, and a (7,4) run keeps the page responsive, then shows the path's neighbourhood", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await ready(page);
  await expect(page.locator(".st-result")).toContainText("Draw");
  // Every node is drawn; the SVG holds only those near the viewport (dagsvg.js cull).
  expect(await page.evaluate(() => window.pnlab.dag.drawn.size)).toBe(1242);
  expect(await dagNodes(page).count()).toBeLessThan(1242);
  await page.getByRole("button", { name: "Fit" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "test-results/full-6-4.png" });

  await page.locator(".settings-toggle").click();
  await page.locator("input[name='g.n']").fill("7");
  await page.getByRole("button", { name: "New search" }).click();
  await expect(page.locator(".st-search")).toHaveText("clique(7,4), K4WEAK");
  // While the worker computes (Cancel on), the page answers input at once. The run takes about
  // a tenth of a second of the worker's time, shorter than Playwright's polling can be sure to
  // see, so the page itself watches Cancel and times a zero timeout while it is on.
  await page.evaluate(() => {
    const cancel = document.querySelector("[data-act=cancel]");
    const seen = (window.__whileRunning = { on: false, lags: [] });
    const ping = () => {
      if (cancel.disabled) return;
      const t = performance.now();
      setTimeout(() => {
        seen.lags.push(performance.now() - t);
        ping();
      }, 0);
    };
    new MutationObserver(() => {
      if (!cancel.disabled && !seen.on) {
        seen.on = true;
        ping();
      }
    }).observe(cancel, { attributes: true, attributeFilter: ["disabled"] });
  });
  await page.getByRole("button", { name: "Run to the end" }).click();
  const pseudocode = page.locator("details.panel").first();
  const wasOpen = await pseudocode.evaluate((d) => d.open);
  await pseudocode.locator("summary").click();
  expect(await pseudocode.evaluate((d) => d.open)).toBe(!wasOpen);
  await expect(page.locator(".st-result")).toContainText("Draw", { timeout: 90_000 });
  const whileRunning = await page.evaluate(() => window.__whileRunning);
  expect(whileRunning.on, "Cancel was on during the run").toBe(true);
  expect(whileRunning.lags.length).toBeGreaterThan(0);
  expect(Math.max(...whileRunning.lags)).toBeLessThan(100);
  await expect(page.locator(".st-iteration")).toHaveText("16,722");
  await expect(page.locator(".st-nodes")).toHaveText("66,651");
  // Not everything is drawn: the path's neighbourhood, and the rest counted per level.
  const drawn = await dagNodes(page).count();
  expect(drawn).toBeLessThan(1500);
  await expect(page.locator(".dag .summary g").first()).toContainText("more at level");
  await page.screenshot({ path: "test-results/run-7-4.png" });
});

test("PN² shows its second-level searches; proof-set search and SNDA solve in the same view", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&algorithm=pn2");
  await ready(page);
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), K4WEAK · pn2");
  await expect(page.locator("select[name=algorithm]")).toHaveValue("pn2");
  await page.locator("input[name=by][value=phase]").check();
  await instant(page);
  await page.getByRole("button", { name: "Step ▶" }).click(); // select
  await page.getByRole("button", { name: "Step ▶" }).click(); // develop
  const { inner } = await page.evaluate(() => window.pnlab.ctrl.view.record.extras);
  expect(inner.length).toBeGreaterThan(0);
  await expect(page.locator(".phase-text")).toContainText(`PN²: ${inner.length} second-level search`);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("First player wins");

  for (const [query, result] of [["algorithm=pss&preset=K4", "First player wins"], ["preset=BASIC&rule=snda", "First player wins"]]) {
    await page.goto(`/?game=clique&n=5&k=3&${query}`);
    await ready(page);
    await page.getByRole("button", { name: "Run to the end" }).click();
    await expect(page.locator(".st-result")).toHaveText(result);
    const e = await engineState(page);
    await expect(rootLabel(page)).toHaveText(`${num(e.pn)}/${num(e.dn)}`);
  }
});

test("the inspector shows a node under each numbers rule beside the exact smallest proof", async ({ page }) => {
  await page.goto("/?game=clique&n=6&k=4&preset=BASIC&rule=snda&it=12&node=2");
  await ready(page);
  const rules = page.locator(".inspector .rules");
  await expect(rules).toBeVisible();
  const want = await page.evaluate(() => window.pnlab.ctrl.rules(2));
  const cells = async (row) => (await rules.locator("tbody tr").nth(row).locator("td").allTextContents());
  expect(await cells(0)).toEqual([num(want.standard.pn), num(want.standard.dn)]);
  expect(await cells(1)).toEqual([num(want.weak.pn), num(want.weak.dn)]);
  expect(await cells(2)).toEqual([num(want.snda.pn), num(want.snda.dn)]);
  // This search's own rule is marked, and its stored numbers are SNDA's.
  await expect(rules.locator("tr.current th")).toHaveText("SNDA");
  expect([want.stored.pn, want.stored.dn]).toEqual([want.snda.pn, want.snda.dn]);
  expect(want.minProof).not.toBeNull();
  expect(want.minProof).toBeLessThanOrEqual(want.snda.pn);
  expect(want.snda.dn).toBeLessThan(want.standard.dn);
  await expect(page.locator(".inspector .formula")).toContainText("max(");
});

test("a df-pn search steps in the same view", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=DFPN&it=6");
  await ready(page);
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), DFPN");
  await instant(page);
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("7");
  const e = await engineState(page);
  await expect(rootLabel(page)).toHaveText(`${num(e.pn)}/${num(e.dn)}`);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("First player wins");
});

test("the engine client rejects bad requests with JS Errors", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const messages = await page.evaluate(async () => {
    const { Engine } = await import("./engine/client.js");
    const out = [];
    for (const config of [{ game: "clique", n: 9, k: 4 }, { game: "chess" }, { game: "tictactoe", limits: { maxNodes: 0 } }]) {
      try {
        await Engine.create(config);
        out.push("accepted");
      } catch (e) {
        out.push(`${e instanceof Error}: ${e.message}`);
      }
    }
    return out;
  });
  expect(messages[0]).toContain("true: n = 9 is out of range");
  expect(messages[1]).toContain("true: config.game: unknown game \"chess\": allowed are clique");
  expect(messages[2]).toContain("true: limits.maxNodes = 0 is out of range");
});

for (const [name, viewport, scale] of [
  ["laptop-1280x800", { width: 1280, height: 800 }, 1],
  ["projector-1920x1080-at-150", { width: 1280, height: 720 }, 1.5],
]) {
  test.describe(() => {
    test.use({ viewport, deviceScaleFactor: scale });
    test(`screenshot: ${name}`, async ({ page }) => {
      await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=8&phase=update&node=3");
      await ready(page);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `test-results/screen-${name}.png` });
      // Nothing spills out of the window sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
