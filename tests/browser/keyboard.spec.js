// The page from the keyboard alone: Tab reaches the controls, → steps, Run to the end solves
// (5,3), and on the DAG the arrow keys walk parent, son and sibling with the inspector following
// the node the keyboard is on, a visible ring on it. Screenshots go to /work/shots/a11y/ when
// SHOTS is set.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const SHOTS = process.env.SHOTS;
const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

/** Presses `key` (Tab, or Shift+Tab) until the focused element, inside shadow roots too,
 *  matches `selector`. */
async function tabTo(page, selector, key = "Tab", most = 120) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press(key);
    const on = await page.evaluate((sel) => {
      let e = document.activeElement;
      while (e?.shadowRoot?.activeElement) e = e.shadowRoot.activeElement;
      return Boolean(e?.matches(sel));
    }, selector);
    if (on) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

const inspected = (page) => page.locator(".inspector h3");
const adjacency = (page, id) =>
  page.evaluate((id) => {
    const { adj } = window.pnlab.ctrl;
    return { sons: [...new Set([...adj.sons(id), ...adj.deletedSons(id)])], parents: adj.parents(id) };
  }, id);

for (const [w, h] of [[1280, 800], [1920, 1080]]) {
  test(`keyboard only at ${w}×${h}: steps, solves (5,3), walks the DAG and inspects a node`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/");
    await ready(page);
    await tabTo(page, "[data-act=step]");
    // The focused control shows a ring: an outline of at least 2 px.
    const ring = await page.evaluate(() => getComputedStyle(document.activeElement).outlineWidth);
    expect(parseFloat(ring)).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    await expect(page.locator(".st-iteration")).toHaveText("1");
    // → steps wherever the focus is in the visualiser, outside a field and the DAG.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(".st-iteration")).toHaveText("3");
    await page.waitForFunction(() => window.pnlab.animation.then(() => true));

    // The DAG: Home puts the keyboard on the root, the inspector follows.
    await tabTo(page, "svg.dag");
    await page.keyboard.press("Home");
    await expect(inspected(page)).toContainText("Node 0");
    const nodeOf = async () => Number((await inspected(page).textContent()).match(/Node (\d+)/)[1]);
    /** Presses `key` and waits for the inspector to leave node `from`; resolves its new node. */
    const walk = async (key, from) => {
      await page.keyboard.press(key);
      await expect.poll(nodeOf).not.toBe(from);
      return nodeOf();
    };
    // (5,3)'s first moves are all one position: ↓ the root's only son, ↓ again its first son.
    const top = await walk("ArrowDown", 0);
    expect((await adjacency(page, 0)).sons).toEqual([top]);
    const row = (await adjacency(page, top)).sons;
    expect(row.length).toBeGreaterThan(1);
    const first = await walk("ArrowDown", top);
    expect(row).toContain(first);
    // → its sibling, drawn right of it.
    const second = await walk("ArrowRight", first);
    expect(row).toContain(second);
    expect(second).not.toBe(first);
    const x = (id) => page.evaluate((id) => window.pnlab.dag.where(id).x, id);
    expect(await x(second)).toBeGreaterThan(await x(first));
    // The ring on the keyboard's node, and its description said.
    await expect(page.locator(`.dag .nodes > g[data-id="${second}"]`)).toHaveClass(/cursor/);
    await expect(page.locator(".dag-host .visually-hidden")).toContainText(`Node ${second}:`);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/keyboard-dag-${w}x${h}.png` });
    await page.keyboard.press("ArrowLeft");
    await expect(inspected(page)).toContainText(`Node ${first}`);
    await page.keyboard.press("ArrowUp");
    await expect(inspected(page)).toContainText(`Node ${top}`);
    await page.keyboard.press("ArrowUp");
    await expect(inspected(page)).toContainText("Node 0");
    // Arrows on the DAG walk it: the search did not step.
    await expect(page.locator(".st-iteration")).toHaveText("3");

    // Solve: back to the toolbar, Run to the end with Enter.
    await tabTo(page, "[data-act=run]", "Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator(".st-result")).toHaveText("First player wins");
    await expect(page.locator(".st-iteration")).toHaveText("59");
    // The inspector's own node field, typed and submitted.
    await tabTo(page, ".pick input");
    await page.keyboard.press("Control+A");
    await page.keyboard.type(String(second));
    await page.keyboard.press("Enter");
    await expect(inspected(page)).toContainText(`Node ${second}`);
  });
}

test("on a large DAG whose nodes are painted on the canvas, the keyboard walks them and each is named", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 120_000 });
  // Zoomed out until the nodes are painted, not drawn as SVG.
  await page.evaluate(() => window.pnlab.dag.zoomBy(0.1));
  await expect(page.locator("svg.dag")).toHaveClass(/nodes-canvas/);
  await tabTo(page, "svg.dag");
  await page.keyboard.press("Home");
  await expect(inspected(page)).toContainText("Node 0");
  const sons = (await adjacency(page, 0)).sons;
  await page.keyboard.press("ArrowDown");
  await expect.poll(async () => sons.includes(Number((await inspected(page).textContent()).match(/Node (\d+)/)[1]))).toBe(true);
  const id = await page.evaluate(() => window.pnlab.selected);
  // Its accessible name: said in the DAG's live region, with its position in words.
  await expect(page.locator(".dag-host .visually-hidden")).toHaveText(new RegExp(`^Node ${id}: (OR|AND), level 1, pn \\S+, dn \\S+, .+; red \\S+ · blue none$`));
  // The canvas paints the keyboard's node as the selected one.
  expect(await page.evaluate(() => [...window.pnlab.dag.canvas.nodes].find((d) => d.selected)?.id)).toBe(id);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/keyboard-canvas-1280x800.png` });
});

test("predict mode from the keyboard: the arrows move the ring without predicting, Enter predicts", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=3");
  await ready(page);
  await tabTo(page, "input[name=predict]");
  await page.keyboard.press("Space");
  await expect(page.locator(".predict-score")).toHaveText("score 0 / 0");
  await tabTo(page, "[data-act=step]", "Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(page.locator(".phase-title")).toContainText("your turn");
  await tabTo(page, "svg.dag");
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await expect(page.locator('.dag .nodes > g[data-id="1"]')).toHaveClass(/cursor/);
  await expect(page.locator(".dag-host .visually-hidden")).toContainText("Node 1:");
  // Walking is not a guess.
  await expect(page.locator(".predict-score")).toHaveText("score 0 / 0");
  await expect(page.locator(".st-iteration")).toHaveText("3");
  await page.keyboard.press("Enter");
  await expect(page.locator(".st-iteration")).toHaveText("4");
  await expect(page.locator(".predict-score")).toHaveText(/score [01] \/ 1/);
  await expect(page.locator(".predict-text")).toContainText(/Right: node 1 |you chose node 1;/);
});
