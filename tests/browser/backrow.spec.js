// The picture read from the back row: node ids legible (at least 12 px on screen at 1280×800,
// larger in projector mode) and never over one another; the ×N counts, a step's badges and the
// path's tags never over one another nor over an id, at every phase of recorded steps; the
// narration saying what the banner says at each of those phases. Boxes are read from the page
// (SVG elements' boxes, or the boxes the canvas wrote its ids in), not computed by the view's code.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const settled = (page) => page.evaluate(() => window.pnlab.animation.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));

const GAMES = [
  ["(5,3)", "game=clique&n=5&k=3&preset=K4WEAK&it=12"],
  ["(6,4)", "game=clique&n=6&k=4&preset=K4WEAK&it=337"],
  ["Morris", "game=morris&men=3&it=60"],
];
const LOOKS = [
  ["1280x800", 1280, 800, false],
  ["1920x1080", 1920, 1080, false],
  ["projector", 1280, 800, true],
];

/** Every id drawn in the view's viewport, as a box on screen with its font's size on screen. */
const idBoxes = (page) =>
  page.evaluate(() => {
    const dag = window.pnlab.dag;
    const host = dag.svg.getBoundingClientRect();
    const k = dag.transform().k;
    if (dag.svg.classList.contains("labels-canvas")) {
      const boxes = (dag.canvas.idBoxes ?? []).map((b) => ({ ...b, x: b.x + host.left, y: b.y + host.top }));
      return { where: "canvas", boxes: boxes.filter((b) => b.x + b.w > host.left && b.x < host.right && b.y + b.h > host.top && b.y < host.bottom) };
    }
    const boxes = [];
    for (const t of dag.svg.querySelectorAll(".nodes > g .nid")) {
      const r = t.getBoundingClientRect();
      if (!r.width || getComputedStyle(t).display === "none" || r.right < host.left || r.left > host.right || r.bottom < host.top || r.top > host.bottom) continue;
      boxes.push({ id: Number(t.textContent), x: r.left, y: r.top, w: r.width, h: r.height, font: parseFloat(getComputedStyle(t).fontSize) * k });
    }
    return { where: "svg", boxes };
  });

const overlap = (a, b, slack = 0.5) => a.x + slack < b.x + b.w && b.x + slack < a.x + a.w && a.y + slack < b.y + b.h && b.y + slack < a.y + a.h;

/** The pairs of boxes that overlap, named. */
function overlaps(boxes) {
  const out = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (overlap(boxes[i], boxes[j])) out.push(`${boxes[i].what ?? `id ${boxes[i].id}`} / ${boxes[j].what ?? `id ${boxes[j].id}`}`);
  return out;
}

for (const [game, query] of GAMES) {
  test(`${game}: every drawn id is legible and apart, at 1280×800, 1920×1080 and in projector mode`, async ({ page }) => {
    const fonts = {};
    for (const [look, width, height, projector] of LOOKS) {
      await page.setViewportSize({ width, height });
      await page.goto(`/?${query}${projector ? "&projector=1" : ""}`);
      await ready(page);
      await settled(page);
      const { where, boxes } = await idBoxes(page);
      expect(boxes.length, `${look}: ids drawn (${where})`).toBeGreaterThan(0);
      expect(overlaps(boxes), `${look}: ids over one another (${where})`).toEqual([]);
      const smallest = Math.min(...boxes.map((b) => b.font));
      if (width === 1280) expect(smallest, `${look}: the smallest id's size on screen`).toBeGreaterThanOrEqual(12);
      fonts[look] = smallest;
      await page.screenshot({ path: `test-results/backrow-ids-${game.replace(/\W/g, "")}-${look}.png` });
    }
    expect(fonts.projector).toBeGreaterThan(fonts["1280x800"]);
  });
}

test("zoomed out until ids cannot fit, none is drawn; hovering a node shows its id", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=20");
  await ready(page);
  await settled(page);
  await page.evaluate(() => window.pnlab.dag.setTransform({ k: 0.3, x: 600, y: 100 }));
  await settled(page);
  expect((await idBoxes(page)).boxes).toEqual([]);
  const node = page.locator(".dag .nodes > g[data-id='3']");
  await node.hover();
  await expect(node.locator(".nid")).toBeVisible();
  await expect(node.locator(":scope > title")).toHaveText(/^Node 3: /);
});

/** Steps `count` phases of the page's search, and after each one collects what overlaps (counts,
 *  badges, the path's tags and ids, as drawn) and whether the narration says the banner's claims. */
const walkPhases = (page, count) =>
  page.evaluate(async (n) => {
    const vis = window.pnlab;
    vis.by = "phase";
    vis.$("input[name=speed]").value = "5";
    vis.$("input[name=speed]").dispatchEvent(new Event("input", { bubbles: true }));
    const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const CLAIMS = [/The update stopped at nodes? [\d, ]+: unchanged, so (its|their) parents are not visited\./, /It reached the root\./, /The root is solved: [^.]+\./];
    const bad = [];
    const seen = { phases: 0, mults: 0, badges: 0 };
    for (let i = 0; i < n; i++) {
      await vis.step();
      await vis.animation;
      await frame();
      if (vis.ctrl.view.status === "solved" && !vis.ctrl.view.record) break;
      seen.phases++;
      const where = `iteration ${vis.ctrl.view.iteration} ${vis.ctrl.phase}`;
      const boxes = [];
      const add = (sel, what) => {
        for (const e of vis.dag.svg.querySelectorAll(sel)) {
          const r = (e.querySelector("rect") ?? e).getBoundingClientRect();
          if (!r.width || getComputedStyle(e).display === "none") continue;
          boxes.push({ x: r.left, y: r.top, w: r.width, h: r.height, what: what(e) });
        }
      };
      add(".mults .mult:not(.far)", (e) => `×${e.dataset.count} ${e.dataset.parent}→${e.dataset.son}`);
      add(".marks .flash, .marks .stop", (e) => `${e.getAttribute("class")} "${e.textContent}" on ${e.dataset.node}`);
      add(".path .reason", () => "path tag");
      for (const t of vis.dag.svg.querySelectorAll(".nodes > g .nid")) {
        const r = t.getBoundingClientRect();
        if (r.width && getComputedStyle(t).display !== "none") boxes.push({ x: r.left, y: r.top, w: r.width, h: r.height, what: `id ${t.textContent}` });
      }
      seen.mults += vis.dag.svg.querySelectorAll(".mults .mult:not(.far)").length;
      seen.badges += vis.dag.svg.querySelectorAll(".marks .flash, .marks .stop").length;
      for (let a = 0; a < boxes.length; a++)
        for (let b = a + 1; b < boxes.length; b++) {
          const [p, q] = [boxes[a], boxes[b]];
          if (p.what.startsWith("id ") && q.what.startsWith("id ")) continue; // ids: the test above
          if (p.x + 0.5 < q.x + q.w && q.x + 0.5 < p.x + p.w && p.y + 0.5 < q.y + q.h && q.y + 0.5 < p.y + p.h) bad.push(`${where}: ${p.what} / ${q.what}`);
        }
      const banner = vis.$(".phase-text").textContent;
      const said = vis.$(".pnl > .narration").textContent;
      for (const claim of CLAIMS) {
        const b = banner.match(claim)?.[0];
        if (b !== said.match(claim)?.[0]) bad.push(`${where}: banner "${banner}" / narration "${said}"`);
      }
    }
    return { bad, seen };
  }, count);

for (const [game, query, phases] of [
  ["(5,3)", "game=clique&n=5&k=3&preset=K4WEAK", 160],
  ["Morris", "game=morris&men=3", 200],
]) {
  test(`${game}: at every phase of ${phases} steps, no count, badge or tag hides another or an id, and the narration says the banner's claims`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/?${query}`);
    await ready(page);
    const { bad, seen } = await walkPhases(page, phases);
    expect(seen.phases).toBeGreaterThan(phases / 2);
    expect(seen.mults + seen.badges).toBeGreaterThan(0);
    expect(bad).toEqual([]);
  });
}

test("(5,3) iteration 3's update: the stop badge and the ×3 on edge 1→2 are both in the clear; (6,4): a collapsed node's +N beside its ×N", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&it=3&phase=update");
  await ready(page);
  await settled(page);
  const boxesOf = (sel) => page.locator(sel).evaluateAll((es) => es.map((e) => ({ what: e.textContent, ...JSON.parse(JSON.stringify((e.querySelector("rect") ?? e).getBoundingClientRect())) })));
  const mults = await boxesOf(".dag .mults .mult:not(.far)");
  const marks = await boxesOf(".dag .marks .stop, .dag .marks .flash");
  expect(mults.length).toBeGreaterThan(0);
  expect(marks.length).toBeGreaterThan(0);
  const toBox = (r) => ({ x: r.x, y: r.y, w: r.width, h: r.height, what: r.what });
  expect(overlaps([...mults, ...marks].map(toBox))).toEqual([]);
  await page.screenshot({ path: "test-results/backrow-53-it3-update.png" });

  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=30");
  await ready(page);
  await page.evaluate(() => window.pnlab.toggleCollapsed(3));
  await settled(page);
  const after = [...(await boxesOf(".dag .mults .mult:not(.far)")), ...(await boxesOf(".dag .marks .stop"))].map(toBox);
  expect(after.some((b) => b.what.startsWith("+"))).toBe(true);
  expect(overlaps(after)).toEqual([]);
  await page.screenshot({ path: "test-results/backrow-64-collapsed.png" });
});

/** Every "×N" count displayed in the view's viewport: its text's size on screen. */
const multSizes = (page) =>
  page.evaluate(() => {
    const dag = window.pnlab.dag;
    const host = dag.svg.getBoundingClientRect();
    const out = [];
    for (const t of dag.svg.querySelectorAll(".mults .mult text")) {
      const r = t.getBoundingClientRect();
      if (!r.width || r.right < host.left || r.left > host.right || r.bottom < host.top || r.top > host.bottom) continue;
      out.push({ what: `${t.textContent} ${t.closest(".mult").dataset.parent}→${t.closest(".mult").dataset.son}`, px: parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a });
    }
    return out;
  });

test("(6,4) solved: every ×N drawn is at least 12 px on screen; zoomed out where none can be, none is drawn and its son's tooltip gives it", async ({ page }) => {
  for (const [width, height] of [[1280, 800], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
    await ready(page);
    await settled(page);
    // The camera's own first view, then the root's level as the Overview shows it.
    for (const look of ["first", "level 1"]) {
      if (look === "level 1") {
        await page.evaluate(() => window.pnlab.dag.showLevel(1));
        await settled(page);
      }
      const sizes = await multSizes(page);
      expect(sizes.filter((m) => m.px < 11.99), `${width}×${height}, ${look}`).toEqual([]);
    }
  }
  // Zoomed to 0.5×, where a legible "×99" would not fit between two nodes: none is drawn.
  await page.evaluate(() => window.pnlab.dag.setTransform({ k: 0.5, x: 400, y: 60 }));
  await settled(page);
  expect(await multSizes(page)).toEqual([]);
  const [son, parent, times] = await page.evaluate(() => {
    const [s, into] = [...window.pnlab.dag.multInto].find(([id]) => window.pnlab.dag.drawn.get(id)?.g.isConnected);
    return [s, ...into[0]];
  });
  const node = page.locator(`.dag .nodes > g[data-id='${son}']`);
  await node.hover({ force: true });
  await expect(node.locator(":scope > title")).toContainText(`×${times}: ${times} moves of node ${parent} lead here`);
  // Zoomed in again, they are drawn, and legible.
  await page.evaluate(() => window.pnlab.dag.setTransform({ k: 0.8, x: 400, y: 60 }));
  await settled(page);
  const near = await multSizes(page);
  expect(near.length).toBeGreaterThan(0);
  expect(near.filter((m) => m.px < 11.99)).toEqual([]);
});

test("(5,3) at 1280×800: a count with no room clear of the others is left out, and its son's tooltip gives it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=12");
  await ready(page);
  await settled(page);
  const off = await page.evaluate(() => [...window.pnlab.dag.svg.querySelectorAll(".mults .mult.off")].map((m) => ({ ...m.dataset })));
  expect(off.length).toBeGreaterThan(0);
  for (const { parent, son, count } of off) {
    await page.locator(`.dag .nodes > g[data-id='${son}']`).hover({ force: true });
    await expect(page.locator(`.dag .nodes > g[data-id='${son}'] > title`)).toContainText(`×${count}: ${count} moves of node ${parent} lead here`);
  }
  // The counts drawn: legible, and none over another.
  const drawn = await multSizes(page);
  expect(drawn.length).toBeGreaterThan(off.length);
  expect(drawn.filter((m) => m.px < 11.99)).toEqual([]);
  const boxes = await page.locator(".dag .mults .mult:not(.off) rect").evaluateAll((rs) => rs.map((r) => { const b = r.getBoundingClientRect(); return { x: b.x, y: b.y, w: b.width, h: b.height, what: r.closest(".mult").dataset.son }; }));
  expect(overlaps(boxes)).toEqual([]);
});
