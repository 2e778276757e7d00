// A game whose positions repeat in the visualiser: Three Men's Morris searched by dcg, from the
// visualiser's one wasm module, its edges back up drawn in their own style, the naive table's runs
// labelled. (Which module each page downloads: modules.spec.js.)
import { test, expect } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const SHOTS = "/work/shots/cyclicpage";
const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const MORRIS = "?game=morris&men=3";

/** The drawn edges of each style (the kind dagscene.js's edgeKind gives), counted from the view. */
const edgeKinds = (page) =>
  page.evaluate(async () => {
    const { edgeKind } = await import("/view/dagscene.js");
    const snap = window.pnlab.ctrl.view.snapshot;
    const kinds = {};
    for (let e = 0; e < snap.edgeSon.length; e++) kinds[edgeKind(snap, e)] = (kinds[edgeKind(snap, e)] ?? 0) + 1;
    return kinds;
  });

test("Three Men's Morris steps with dcg and runs to the draw retrograde analysis gives", async ({ page }) => {
  await page.goto(MORRIS);
  await ready(page);
  await expect(page.locator(".st-search")).toHaveText(/^morris\(3/);
  await page.locator("input[name=speed]").fill("5");
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("1");
  for (let i = 2; i <= 6; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
  }
  const record = await page.evaluate(() => window.pnlab.ctrl.view.record);
  expect(record.path.length).toBeGreaterThan(0);
  expect(record.sons.length).toBeGreaterThan(0);
  // By phase, as for pns: select, develop, update, done.
  await page.getByText("phase", { exact: true }).click();
  for (const phase of ["select", "develop", "update", "done"]) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".pnl")).toHaveAttribute("data-phase", phase);
  }
  await expect(page.locator(".st-iteration")).toHaveText("7");
  await page.getByRole("button", { name: "Run to the end" }).click();
  // `pnlab moves morris --men 3`: draw (retrograde), every first move a draw.
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 30_000 });
  const r = await page.evaluate(() => window.pnlab.ctrl.engine.result());
  expect(r.result).toBe("draw");
  await expect(page.locator(".untrusted")).toBeHidden();
  // The draw's proof, a strategy that may repeat positions, is drawn as a tree (the proof view
  // walks it once per position).
  await page.getByRole("button", { name: "Proof" }).click();
  await expect(page.getByText("Proof that the first player avoids losing")).toBeVisible();
});

test("an edge back up is drawn in its own style, named in the legend, and its son's value explained", async ({ page }) => {
  await page.goto(MORRIS);
  await ready(page);
  await expect(page.locator(".legend .lg-cycle-item")).toBeHidden();
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 30_000 });
  const kinds = await edgeKinds(page);
  expect(kinds.cycle).toBeGreaterThan(0);
  // The SVG's path of that style holds the curves when few enough edges are drawn, else the canvas does.
  const drawn = await page.evaluate(() => window.pnlab.dag.canvas.curves.cycle.length / 4);
  expect(drawn).toBeGreaterThan(0);
  await expect(page.locator(".legend .lg-cycle-item")).toBeVisible();
  const style = await page.evaluate(() => {
    const dag = document.querySelector(".dag");
    const p = dag.querySelector("path.e-cycle");
    const s = getComputedStyle(p);
    const t = getComputedStyle(dag.querySelector("path.e-trans"));
    return { dash: s.strokeDasharray, colour: s.stroke, transColour: t.stroke };
  });
  expect(style.dash).not.toBe("none");
  expect(style.colour).not.toBe(style.transColour);
  // A node the closed set solved (the engine's NodeInfo.repetition).
  const closed = await page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    for (let id = 0; id < ctrl.view.snapshot.level.length; id++) if ((await ctrl.node(id)).repetition) return id;
    return null;
  });
  expect(closed).not.toBeNull();
  await page.locator(".pick input[name=node]").fill(String(closed));
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector .repetition")).toContainText("Value from a repetition, not from its sons");
  await expect(page.locator(".inspector .formula")).toContainText("by repetition, not by its sons");
});

test("a run with the naive table is labelled as not trusted", async ({ page }) => {
  await page.goto(`${MORRIS}&repetition=naive`);
  await ready(page);
  const options = await page.evaluate(() => window.pnlab.ctrl.options);
  expect(options.repetition).toBe("naive");
  await expect(page.locator(".untrusted")).toBeVisible();
  await expect(page.locator(".untrusted")).toContainText("Naive table: this answer is not trusted");
  await expect(page.locator(".untrusted")).toContainText("repetition = exact");
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).not.toHaveText("unknown", { timeout: 30_000 });
  await expect(page.locator(".untrusted")).toBeVisible();
  // A leaf the naive table scored by a son on the path: the inspector names the table.
  const scored = await page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    for (let id = 0; id < ctrl.view.snapshot.level.length; id++) if ((await ctrl.node(id)).repetition) return id;
    return null;
  });
  expect(scored).not.toBeNull();
  await page.locator(".pick input[name=node]").fill(String(scored));
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector .repetition")).toContainText("Value from the naive table");
});

test("the settings form starts Morris with the naive table: the repetition option comes from the schema", async ({ page }) => {
  await page.goto("?game=clique&n=5&k=3");
  await ready(page);
  await page.locator("select[name=game]").selectOption("morris");
  await page.locator("[name='g.men']").fill("3");
  await page.locator(".settings details.more summary").click();
  const repetition = page.locator("select[name=repetition]");
  await expect(repetition.locator("option")).toHaveText(["preset's choice", /^exact/, /^naive/]);
  await repetition.selectOption("naive");
  await page.getByRole("button", { name: "New search" }).click();
  await expect(page.locator(".st-search")).toHaveText(/^morris\(3.*dcg$/);
  await expect(page.locator(".untrusted")).toBeVisible();
  expect(await page.evaluate(() => window.pnlab.ctrl.options.repetition)).toBe("naive");
});

test("one engine worker searches an acyclic game, then Morris, then the acyclic game again", async ({ page }) => {
  await page.goto("?game=clique&n=5&k=3");
  await ready(page);
  const names = await page.evaluate(async () => {
    const { Engine } = await import("/engine/client.js");
    const engine = await Engine.create({ game: "clique", n: 5, k: 3 });
    try {
      const names = [];
      for (const config of [{ game: "morris", men: 3 }, { game: "clique", n: 5, k: 3 }]) {
        names.push((await engine.configure(config)).name);
        await engine.step();
      }
      return names;
    } finally {
      engine.terminate();
    }
  });
  expect(names[0]).toMatch(/^morris\(3/);
  expect(names[1]).toMatch(/^clique/);
});

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
]) {
  test(`screenshot: Morris in the visualiser at ${width}x${height}`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width, height });
    // Mid-search, the parent of an edge back up inspected (a position with a mill one stone short
    // is drawn with its threat marked).
    await page.goto(`${MORRIS}&it=400`);
    await ready(page);
    await expect(page.locator(".st-iteration")).toHaveText("400");
    const parent = await page.evaluate(async () => {
      const { edgeKind } = await import("/view/dagscene.js");
      const snap = window.pnlab.ctrl.view.snapshot;
      for (let e = 0; e < snap.edgeSon.length; e++) if (edgeKind(snap, e) === "cycle") return snap.edgeParent[e];
      return null;
    });
    expect(parent).not.toBeNull();
    await page.locator(".pick input[name=node]").fill(String(parent));
    await page.locator(".pick button").click();
    await expect(page.locator(".inspector h3")).toContainText(`Node ${parent}`);
    await expect(page.locator(".legend .lg-cycle-item")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/morris-${width}x${height}-it400.png` });
    await page.locator("input[name=speed]").fill("5");
    await page.getByRole("button", { name: "Run to the end" }).click();
    await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 30_000 });
    await page.getByRole("button", { name: "Fit" }).click();
    await page.screenshot({ path: `${SHOTS}/morris-${width}x${height}-end.png` });
  });
}

test("screenshot: Morris in projector mode, edges back up in the projector's darker green", async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${MORRIS}&it=400&projector=1`);
  await ready(page);
  await expect(page.locator(".legend .lg-cycle-item")).toBeVisible();
  const colours = await page.evaluate(() => {
    const stroke = (sel) => getComputedStyle(document.querySelector(sel)).stroke;
    return { cycle: stroke(".dag path.e-cycle"), trans: stroke(".dag path.e-trans") };
  });
  expect(colours.cycle).toBe("rgb(0, 92, 67)");
  expect(colours.cycle).not.toBe(colours.trans);
  await page.screenshot({ path: `${SHOTS}/morris-1920x1080-projector-it400.png` });
});
