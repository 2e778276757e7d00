// What a lecturer tripped over, each checked on the page: the Play link opens the game shown;
// Morris's stones look as the inspector names them; a node typed in Inspect comes into view; the
// edges back up of a game whose positions repeat are drawn over the transpositions; the Overview's
// level 0 and a game without draws use the words the DAG's looks say; the slides example's text
// agrees with its demo.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

test("the Play link opens the game shown, with its parameters", async ({ page }) => {
  await page.goto("/?game=morris&men=3&diagonals=on");
  await ready(page);
  const link = page.locator("#play-link");
  await expect(link).toHaveAttribute("href", /^play\.html\?game=morris&/);
  const href = new URLSearchParams((await link.getAttribute("href")).split("?")[1]);
  expect(Object.fromEntries(href)).toMatchObject({ game: "morris", men: "3", diagonals: "on" });
  await link.click();
  await expect(page.locator("#game")).toHaveValue("morris");
  await expect(page.locator("#params [name='g.diagonals']")).toHaveValue("on");
});

test("Morris's white stones are drawn white and its black ones black, as the inspector says", async ({ page }) => {
  await page.goto("/?game=morris&men=3&it=12");
  await ready(page);
  // A node two moves down: one stone of each colour.
  const id = await page.evaluate(() => {
    const snap = window.pnlab.ctrl.view.snapshot;
    return snap.level.findIndex((l) => l === 2);
  });
  await page.locator(".pick input[name=node]").fill(String(id));
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector")).toContainText("white stones");
  const fills = await page.evaluate(() => {
    const fill = (sel) => getComputedStyle(document.querySelector(`.inspector .position ${sel}`)).fill;
    return { white: fill(".g-first"), black: fill(".g-second") };
  });
  expect(fills.white).toBe("rgb(255, 255, 255)");
  const [r, g, b] = fills.black.match(/\d+/g).map(Number);
  expect(r + g + b).toBeLessThan(150);
});

test("a node typed in Inspect is brought into view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await ready(page);
  const last = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length - 1);
  await page.locator(".pick input[name=node]").fill(String(last));
  await page.locator(".pick button").click();
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const dag = window.pnlab.dag;
        const p = dag.where(id);
        if (!p) return "not drawn";
        const [x, y] = dag.transform().apply([p.x, p.y]);
        const box = dag.svg.getBoundingClientRect();
        return x > 0 && y > 0 && x < box.width && y < box.height ? "in view" : `at ${x},${y}`;
      }, last),
    )
    .toBe("in view");
});

test("Morris's edges back up are drawn after (over) the transpositions, on the canvas and in the SVG", async ({ page }) => {
  await page.goto("/?game=morris&men=3");
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 30_000 });
  const order = await page.evaluate(() => {
    const dag = window.pnlab.dag;
    return { svg: [...dag.svg.querySelectorAll(".edges > path")].map((p) => p.getAttribute("class")), canvas: Object.keys(dag.canvas.curves), cycles: dag.canvas.curves.cycle.length / 4 };
  });
  expect(order.cycles).toBeGreaterThan(0);
  expect(order.svg.at(-1)).toBe("e-cycle");
  expect(order.canvas.at(-1)).toBe("cycle");
  expect(order.svg.indexOf("e-trans")).toBeLessThan(order.svg.indexOf("e-cycle"));
});

test("with focus on, the path to the developed node is drawn strong over the other edges", async ({ page }) => {
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await ready(page);
  const look = () => page.evaluate(() => [...document.querySelectorAll(".dag .path .e-path")].map((p) => Number(getComputedStyle(p).opacity)));
  const before = await look();
  expect(before.length).toBeGreaterThan(0);
  await page.locator("input[name=focus]").check();
  await expect.poll(async () => Math.min(...(await look()))).toBeGreaterThanOrEqual(0.8);
  // The path's layer comes after the edges' (drawn over them).
  expect(await page.evaluate(() => [...document.querySelector(".dag .camera").children].map((g) => g.getAttribute("class")).join(" "))).toMatch(/edges.*path/);
});

test("a game without draws, once solved, calls no node 'draw or second player wins'", async ({ page }) => {
  await page.goto("/?game=hexapawn&cols=3&rows=3");
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText(/second player wins/i);
  const id = await page.evaluate(() => {
    const s = window.pnlab.ctrl.view.snapshot;
    for (let i = 1; i < s.level.length; i++) if (s.dn[i] === 0) return i;
    return -1;
  });
  expect(id).toBeGreaterThan(0);
  await page.locator(".pick input[name=node]").fill(String(id));
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector .outcome")).toHaveText("second player wins");
  await expect(page.locator(".inspector")).not.toContainText("draw or second player wins");
});

test("a game without draws calls a disproved node a second player's win before the solve says so", async ({ page }) => {
  await page.goto("/?game=hexapawn&cols=3&rows=3");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  // Stepped to the first iteration with a disproved node, the root still open.
  const id = await page.evaluate(async () => {
    const vis = window.pnlab;
    for (let n = 0; n < 60; n++) {
      const s = vis.ctrl.view.snapshot;
      for (let i = 1; i < s.level.length; i++) if (s.dn[i] === 0) return i;
      await vis.step();
      await vis.animation;
    }
    return -1;
  });
  expect(id).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.result)).toBe("unknown");
  await page.locator(".pick input[name=node]").fill(String(id));
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector .outcome")).toHaveText("second player wins");
  await expect(page.locator(".legend [data-outcome=first-cannot-win]")).toBeHidden();
  await expect(page.locator(".legend [data-outcome=second-wins]")).toBeVisible();
});

test("the Overview's level 0 is the root, in the root's look: solved (6,4) is a draw", async ({ page }) => {
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await ready(page);
  const words = await page.evaluate(() => window.pnlab.ctrl.view.result);
  expect(words).toBe("draw");
  await page.locator("[data-act=overview]").click();
  const level0 = page.locator(".ov-band[data-level='0'] .ov-count");
  await expect(level0).toBeVisible();
  const drawnLook = await page.evaluate(() => [...window.pnlab.dag.svg.querySelector(".nodes > g[data-id='0']").classList].find((c) => c.startsWith("o-")));
  const bandLook = await page.locator(".ov-band[data-level='0'] .ov-bar > span:not(.ov-open)").evaluateAll((es) => es.filter((e) => e.style.flex !== "0 1 0%" && e.style.flexGrow !== "0").map((e) => [...e.classList].find((c) => c.startsWith("o-"))));
  expect(drawnLook).toBe("o-draw");
  expect(bandLook).toEqual([drawnLook]);
  await expect(level0).toContainText("100% draw");
  await expect(level0).not.toContainText("cannot win");
});

test("the slides example's text says what its demo shows: one son, no node changed", async ({ page }) => {
  await page.goto("examples/slides.html");
  await page.waitForFunction(() => window.deck?.isReady());
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  const fragments = await page.locator("section").nth(1).locator(".fragment").allTextContents();
  await page.evaluate(() => window.deck.slide(1, 0, 1)); // develop
  await expect.poll(() => page.evaluate(() => document.querySelector("pn-search").state.phase)).toBe("develop");
  const sons = await page.evaluate(() => document.querySelector("pn-search").visualiser.ctrl.view.record.sons.length);
  expect(sons).toBe(1);
  expect(fragments[1]).toContain("one son");
  await page.evaluate(() => window.deck.slide(1, 0, 2)); // update
  await expect.poll(() => page.evaluate(() => document.querySelector("pn-search").state.phase)).toBe("update");
  const changed = await page.evaluate(() => document.querySelector("pn-search").visualiser.ctrl.view.record.updates.filter((u) => u.changed).length);
  expect(changed).toBe(0);
  expect(fragments[2]).toContain("no node changes");
});
