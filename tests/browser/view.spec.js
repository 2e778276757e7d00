// The view as a lecturer shows it: the DAG placed in its panel at any size and scale (a scaled
// reveal.js slide, a window moved to the projector, a run to the end), projector mode read from
// the back row, embedded demos that give the DAG the room, and messages that say what happened.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
/** Lets the camera's moves (at most 400 ms) and the resize observers settle. */
const settle = (page) => page.waitForTimeout(700);

/** Where the root's and the whole drawing's boxes are, relative to the DAG panel (screen px). */
function placement(page, hostSel = null) {
  return page.evaluate((hostSel) => {
    const root = hostSel ? document.querySelector(hostSel).shadowRoot : document;
    const host = root.querySelector(".dag-host").getBoundingClientRect();
    const box = (r) => ({ x: r.x - host.x, y: r.y - host.y, w: r.width, h: r.height });
    const node = root.querySelector('.dag .nodes > g[data-id="0"]').getBoundingClientRect();
    let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
    for (const g of root.querySelectorAll(".dag .nodes > g")) {
      const r = g.getBoundingClientRect();
      if (!r.width) continue;
      x0 = Math.min(x0, r.x); y0 = Math.min(y0, r.y); x1 = Math.max(x1, r.right); y1 = Math.max(y1, r.bottom);
    }
    return {
      host: { w: host.width, h: host.height },
      root: box(node),
      all: box({ x: x0, y: y0, width: x1 - x0, height: y1 - y0 }),
    };
  }, hostSel);
}

const centreOffset = (p) => ({
  dx: p.all.x + p.all.w / 2 - p.host.w / 2,
  dy: p.all.y + p.all.h / 2 - p.host.h / 2,
});

test("in a reveal.js slide scaled to 1920×1080 the demo's DAG is centred in its panel, and stays so while stepping", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("examples/slides.html");
  await page.waitForFunction(() => window.deck?.isReady());
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  await page.keyboard.press("ArrowRight");
  await settle(page);
  let p = await placement(page, "pn-search");
  expect(Math.abs(p.root.x + p.root.w / 2 - p.host.w / 2)).toBeLessThan(8);
  expect(Math.abs(p.root.y + p.root.h / 2 - p.host.h / 2)).toBeLessThan(0.1 * p.host.h);
  for (let i = 0; i < 8; i++) await page.keyboard.press("ArrowRight");
  await expect.poll(() => page.evaluate(() => document.querySelector("pn-search").state)).toMatchObject({ iteration: 2, phase: "done" });
  await settle(page);
  p = await placement(page, "pn-search");
  expect(Math.abs(centreOffset(p).dx)).toBeLessThan(8);
  expect(Math.abs(centreOffset(p).dy)).toBeLessThan(0.1 * p.host.h);
});

test("after a run to the end the root is near the top of the panel and the DAG fills it downwards", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Step ▶" }).click();
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("First player wins");
  expect(await page.locator(".dag .nodes > g").count()).toBeGreaterThan(60);
  await settle(page);
  const p = await placement(page);
  // The root's top in the panel's top tenth, the drawing in the panel and below the root.
  expect(p.root.y).toBeGreaterThanOrEqual(0);
  expect(p.root.y).toBeLessThan(0.1 * p.host.h);
  expect(p.all.y).toBeGreaterThanOrEqual(0);
  expect(p.all.y + p.all.h).toBeGreaterThan(0.6 * p.host.h);
  expect(p.all.x).toBeLessThan(p.host.w);
  expect(p.all.x + p.all.w).toBeGreaterThan(0);
});

test("the DAG is fitted again when its panel changes size, unless the viewer moved the camera", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&it=5");
  await ready(page);
  await settle(page);
  let p = await placement(page);
  expect(Math.abs(centreOffset(p).dx)).toBeLessThan(8);
  // Laptop to projector.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settle(page);
  p = await placement(page);
  expect(Math.abs(centreOffset(p).dx)).toBeLessThan(8);
  expect(Math.abs(centreOffset(p).dy)).toBeLessThan(0.1 * p.host.h);
  // A line above the drawing (predict mode) moves the panel's top: the drawing stays inside.
  await page.locator("input[name=predict]").check();
  await settle(page);
  p = await placement(page);
  expect(p.all.y).toBeGreaterThanOrEqual(0);
  expect(p.all.y + p.all.h).toBeLessThanOrEqual(p.host.h);
  await page.locator("input[name=predict]").uncheck();
  // The viewer's own zoom is kept through a resize.
  await page.locator(".dag-host").hover();
  await page.mouse.wheel(0, -300);
  await settle(page);
  const before = await page.evaluate(() => window.pnlab.dag.transform().k);
  await page.setViewportSize({ width: 1280, height: 800 });
  await settle(page);
  expect(await page.evaluate(() => window.pnlab.dag.transform().k)).toBe(before);
});

test("projector mode enlarges all the widget's text and the DAG's numbers, and keeps the DAG's panel at 1024×768", async ({ page }) => {
  const panel = () => page.evaluate(() => ({ dag: document.querySelector(".dag-host").clientHeight, scroll: document.documentElement.scrollHeight - innerHeight }));
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/?game=clique&n=5&k=3&it=5");
  await ready(page);
  const plain = await panel();
  await page.goto("/?game=clique&n=5&k=3&it=5&projector=1");
  await ready(page);
  const big = await panel();
  expect(big.dag).toBeGreaterThanOrEqual(plain.dag);
  expect(big.scroll).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("First player wins");
  await page.locator(".pick input").fill("0");
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector .formula code").first()).toBeVisible();
  await page.locator("[data-act=proof]").click();
  await expect(page.locator(".pv-tools button").first()).toBeVisible();
  const sizes = await page.evaluate(() => {
    const px = (sel) => {
      const e = document.querySelector(sel);
      return e ? parseFloat(getComputedStyle(e).fontSize) : null;
    };
    return Object.fromEntries(
      [".legend li", ".camera-tools button", ".st-question", ".keys-hint", ".status small", ".inspector .meta", ".inspector .numbers span",
        ".inspector .formula code", ".inspector .badge", ".chart-key", ".pv-tools button"].map((s) => [s, px(s)]),
    );
  });
  for (const [sel, size] of Object.entries(sizes)) expect(size, sel).toBeGreaterThanOrEqual(15);
  expect(await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector(".dag text.nums")).fontSize))).toBeGreaterThanOrEqual(18);
  // The numbers under the nodes as seen on screen, where the camera put them after the run.
  await page.evaluate(() => window.pnlab.closeProof());
  await settle(page);
  const onScreen = await page.evaluate(() => {
    const t = document.querySelector('.dag .nodes > g[data-id="0"] text.nums');
    const m = t.getScreenCTM();
    return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
  });
  expect(onScreen).toBeGreaterThanOrEqual(12);
});

/** Each <pn-search>'s height and its DAG panel's, and whether its camera tools stay inside it. */
const demoRoom = (page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll("pn-search")].map((e) => {
        const r = e.getBoundingClientRect();
        const dag = e.shadowRoot.querySelector(".dag-host").getBoundingClientRect();
        const tools = [...e.shadowRoot.querySelectorAll(".camera-tools button")].map((b) => b.getBoundingClientRect()).filter((b) => b.width);
        const inside = tools.every((b) => b.left >= r.left && b.right <= r.right && b.top >= r.top && b.bottom <= r.bottom);
        return [e.id, { height: r.height, dag: dag.height, inside }];
      }),
    ),
  );

test("embedded demos give most of their height to the DAG, compact ones too, and keep their tools inside", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("examples/course-notes.html");
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  // A develop phase's text is the longest banner.
  await page.evaluate(() => document.getElementById("draw").step());
  await expect.poll(() => page.evaluate(() => document.getElementById("draw").state.phase)).toBe("select");
  await page.evaluate(() => document.getElementById("draw").step());
  await settle(page);
  let room = await demoRoom(page);
  for (const id of ["draw", "win", "ttt"]) {
    expect(room[id].dag, id).toBeGreaterThanOrEqual(0.45 * room[id].height);
    expect(room[id].inside, id).toBe(true);
  }
  await page.evaluate(() => {
    document.body.innerHTML = `<div style="display:grid;grid-template-columns:320px 420px;gap:10px;align-items:start">
      <pn-search id="small" game="hexapawn" height="20rem" controls="compact"></pn-search>
      <pn-search id="chart" game="connect4" panels="dag chart" height="24rem"></pn-search></div>`;
  });
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  await settle(page);
  room = await demoRoom(page);
  expect(room.small.dag).toBeGreaterThanOrEqual(0.35 * room.small.height);
  expect(room.small.inside).toBe(true);
  expect(room.chart.dag).toBeGreaterThanOrEqual(0.35 * room.chart.height);
  expect(room.chart.inside).toBe(true);
});

test("the course notes' caption names the colours the DAG draws: first player wins orange, cannot win striped blue", async ({ page }) => {
  await page.goto("examples/course-notes.html");
  await page.evaluate(() => document.getElementById("win").ready);
  await page.evaluate(() => document.getElementById("win").run());
  await expect.poll(() => page.evaluate(() => document.getElementById("win").state.status)).toBe("solved");
  const looks = await page.evaluate(() => {
    const dag = document.getElementById("win").shadowRoot;
    const fill = (sel) => dag.querySelector(sel) && getComputedStyle(dag.querySelector(sel)).fill;
    return { wins: fill(".dag .o-first-wins .shape"), cannot: fill(".dag .o-first-cannot-win .shape") };
  });
  // #f9d9bf: the first player's vermillion, light; an orange, not a blue. Under "does the first
  // player win?" a disproved node is "first player cannot win": a pattern of blue and grey.
  expect(looks.wins).toBe("rgb(249, 217, 191)");
  if (looks.cannot) expect(looks.cannot).toContain("pn-o-first-cannot-win");
  const caption = await page.locator("figure:has(#win) figcaption").textContent();
  expect(caption).toMatch(/the first player\s+wins are filled plain orange/i);
  expect(caption).toMatch(/cannot win are striped blue/i);
});

test("a cancelled run says so in the banner and the status line; while it runs the banner says so and the Iteration box follows", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=8&k=4");
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".phase-title")).toHaveText("Running");
  // Some progress has come: the banner and the Iteration box show it with the status line.
  await expect.poll(() => page.evaluate(() => Number(document.querySelector(".jump input").value)), { timeout: 20_000 }).toBeGreaterThan(1000);
  await expect(page.locator(".phase-text")).toContainText(/Iteration [\d,]+, [\d,]+ nodes so far/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator(".phase-title")).toHaveText("Cancelled", { timeout: 20_000 });
  await expect(page.locator(".st-result")).toHaveText("cancelled");
  await page.waitForTimeout(1500);
  await expect(page.locator(".st-result")).toHaveText("cancelled");
  const it = await page.evaluate(() => window.pnlab.ctrl.view.iteration);
  // The banner groups thousands as the status line does.
  await expect(page.locator(".phase-text")).toContainText(`cancelled at iteration ${it.toLocaleString("en-US")}`);
  await expect(page.locator(".st-iteration")).toHaveText(it.toLocaleString("en-US"));
  // The Iteration box shows every digit, up to 8.
  const input = page.locator(".jump input");
  await input.fill("12345678");
  expect(await input.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  // The next move clears it.
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-result")).toHaveText("unknown");
});

test("a search stopped by a limit names the limit in the banner", async ({ page }) => {
  await page.goto("/?game=clique&n=6&k=4&l.maxNodes=500");
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".phase-title")).toHaveText("Stopped", { timeout: 20_000 });
  await expect(page.locator(".phase-text")).toContainText("its limit on nodes (max-nodes)");
  await expect(page.locator(".st-result")).toHaveText("unknown (nodes)");
});

test("an element's bad display attributes stay explained after its search loads; its state reports ∞ as Infinity", async ({ page }) => {
  await page.goto("examples/course-notes.html");
  await page.evaluate(() => {
    document.body.innerHTML = `<pn-search id="bad" game="clique" n="5" k="3" panels="dag bogus" height="abc" speed="9"></pn-search>`;
  });
  await page.evaluate(() => document.getElementById("bad").ready);
  await settle(page);
  const error = page.locator("#bad .error");
  await expect(error).toBeVisible();
  await expect(error).toContainText('<pn-search panels="dag bogus">: unknown panel "bogus"');
  await expect(error).toContainText('<pn-search height="abc">');
  await expect(error).toContainText('<pn-search speed="9">: speed must be a whole number from 1 to 5');
  // Corrected one by one: the message follows, and goes with the last.
  await page.evaluate(() => document.getElementById("bad").setAttribute("speed", "3"));
  await expect(error).not.toContainText("speed");
  await expect(error).toContainText("panels");
  await page.evaluate(() => {
    const e = document.getElementById("bad");
    e.setAttribute("panels", "dag");
    e.setAttribute("height", "30rem");
  });
  await expect(error).toBeHidden();

  await page.evaluate(() => document.getElementById("bad").run());
  const state = await page.evaluate(() => document.getElementById("bad").state);
  expect(state).toMatchObject({ status: "solved", result: "first-wins", rootPn: 0, rootDn: Infinity });
});

test("a node's tooltip names its number, numbers, level and position", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&it=3");
  await ready(page);
  await settle(page);
  const node = page.locator('.dag .nodes > g[data-id="1"]');
  await node.hover();
  const title = node.locator(":scope > title");
  await expect(title).toHaveCount(1);
  const [pn, dn] = await page.evaluate(() => [window.pnlab.ctrl.view.snapshot.pn[1], window.pnlab.ctrl.view.snapshot.dn[1]]);
  const text = await title.textContent();
  expect(text).toContain(`Node 1: AND, level 1, pn ${pn}, dn ${dn}`);
  // Its position: one red edge (the first move), no blue one.
  expect(text).toMatch(/red \d-\d · blue none/);
});

test("minor: stop tags clear of nodes and numbers, a leap's summary survives a redraw, focus summaries inside the view, no empty recording bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&it=5");
  await ready(page);
  await settle(page);
  const overlaps = await page.evaluate(() => {
    const boxes = (sel) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
    const hit = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const tags = boxes(".dag .marks .stop rect");
    const others = [...boxes(".dag .nodes .shape"), ...boxes(".dag .nodes text.nums")];
    return { tags: tags.length, hits: tags.filter((t) => others.some((o) => hit(t, o))).length };
  });
  expect(overlaps.tags).toBeGreaterThan(0);
  expect(overlaps.hits).toBe(0);

  // The record form's bar waits for a recording.
  await page.locator("[data-act=record]").click();
  await expect(page.locator(".record-form")).toBeVisible();
  await expect(page.locator(".record-form progress")).toBeHidden();
  await page.locator("[data-act=record]").click();

  await page.getByRole("button", { name: "Step over" }).click();
  await expect(page.locator(".phase-title")).toContainText("Step over · iterations");
  const text = await page.locator(".phase-text").textContent();
  await page.locator("input[name=focus]").check();
  await expect(page.locator(".phase-title")).toContainText("Step over · iterations");
  await expect(page.locator(".phase-text")).toHaveText(text);
  await page.locator("input[name=focus]").uncheck();

  await page.goto("/?game=clique&n=6&k=4&it=73");
  await ready(page);
  await page.locator("input[name=focus]").check();
  await settle(page);
  const cut = await page.evaluate(() => {
    const host = document.querySelector(".dag-host").getBoundingClientRect();
    const rows = [...document.querySelectorAll(".dag .summary > g")].map((g) => g.getBoundingClientRect());
    return { rows: rows.length, out: rows.filter((r) => r.right > host.right || r.left < host.left).length };
  });
  expect(cut.rows).toBeGreaterThan(0);
  expect(cut.out).toBe(0);
});
