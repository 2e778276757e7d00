// Every game the engine's schema lists, in the page and in a <pn-search> element: picked in the
// settings form, stepped, run to the end with the engine's result, drawn with its board's glyphs,
// inspected; the link round-trips. Screenshots of each game's DAG go to test-results/.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

/** Small cases that solve in a moment, and what the engine says they are. */
const CASES = {
  clique: [{ n: 4, k: 3 }, "draw"],
  tictactoe: [{}, "draw"],
  hexapawn: [{ cols: 3, rows: 3 }, "second player wins"],
  connect4: [{ cols: 4, rows: 4 }, "draw"],
  clobber: [{ row: "BWBWBWBW" }, "first player wins"],
  positional: [{}, "draw"],
};

test("the settings form offers every game of the engine's schema", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const games = await page.evaluate(async () => (await import("/view/schema.js")).loadSchema().then((s) => s.games.map((g) => g.name)));
  expect(await page.locator("select[name=game] option").evaluateAll((os) => os.map((o) => o.value))).toEqual(games);
  expect(Object.keys(CASES).sort()).toEqual([...games].sort());
});

for (const [game, [params, result]] of Object.entries(CASES)) {
  test(`${game}: picked in the form, stepped, run to the end and inspected`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await ready(page);
    await page.locator("input[name=speed]").fill("5");
    await page.locator("select[name=game]").selectOption(game);
    for (const [name, value] of Object.entries(params)) await page.locator(`[name='g.${name}']`).fill(String(value));
    await page.getByRole("button", { name: "New search" }).click();
    await page.waitForFunction((g) => window.pnlab.ctrl.config.game === g, game);
    for (let i = 1; i <= 6; i++) {
      await page.getByRole("button", { name: "Step ▶" }).click();
      await expect(page.locator(".st-iteration")).toHaveText(String(i));
    }
    // Each node draws its position: the glyph has the board's free cells.
    await expect(page.locator(".dag .nodes > g .g-free").first()).toBeAttached();
    await page.locator('.dag .nodes > g[data-id="1"]').click();
    await expect(page.locator(".inspector h3")).toContainText("Node 1");
    await expect(page.locator(".inspector svg.position").first()).toBeVisible();
    await page.screenshot({ path: `test-results/game-${game}-steps.png` });
    await page.getByRole("button", { name: "Run to the end" }).click();
    await expect(page.locator(".st-result")).toHaveText(result, { timeout: 30_000 });
    const checked = await page.evaluate(() => window.pnlab.ctrl.engine.verify());
    expect(checked.positions).toBeGreaterThan(0);
    await page.screenshot({ path: `test-results/game-${game}-solved.png` });
    // The link holds the game and its parameters.
    const url = new URL(page.url());
    expect(url.searchParams.get("game")).toBe(game);
    for (const [name, value] of Object.entries(params)) expect(url.searchParams.get(name)).toBe(String(value));
  });
}

test("a second question starts a new DAG, drawn afresh, and stepping back crosses into the first", async ({ page }) => {
  await page.goto("/?game=connect4&cols=4&rows=4&preset=BEST");
  await ready(page);
  const answers = await page.evaluate(async () => {
    const { PnSearch } = await import("/pkg/pnlab.js");
    const s = new PnSearch({ game: "connect4", cols: 4, rows: 4, preset: "BEST", question: "first-wins" });
    s.run({});
    return s.iteration;
  });
  // The first question's last iteration, then the second's first.
  await page.locator("input[name=speed]").fill("5");
  await page.locator(".jump input").fill(String(answers + 1));
  await page.locator(".jump").getByRole("button", { name: "Go" }).click();
  await expect(page.locator(".st-result")).toContainText("question 2: does the first player avoid losing?");
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBeLessThan(40);
  await expect(page.locator(".dag .nodes > g")).toHaveCount(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length));
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText(answers.toLocaleString("en-US"));
  await expect(page.locator(".st-result")).not.toContainText("question 2");
});

test("every game runs in a <pn-search> element given by its config attribute", async ({ page }) => {
  await page.goto("/examples/course-notes.html");
  for (const [game, [params, result]] of Object.entries(CASES)) {
    const state = await page.evaluate(
      async ({ game, params }) => {
        const el = document.createElement("pn-search");
        el.setAttribute("config", JSON.stringify({ game, ...params }));
        el.setAttribute("panels", "dag");
        el.setAttribute("speed", "5");
        el.setAttribute("height", "12rem");
        document.body.appendChild(el);
        await el.ready;
        await el.step();
        await el.run();
        return el.state;
      },
      { game, params },
    );
    const words = { "first-wins": "first player wins", draw: "draw", "second-wins": "second player wins" };
    expect(words[state.result], game).toBe(result);
  }
});

test("every setting of the engine's schema survives a shared link into the page", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const configs = await page.evaluate(async () => {
    const s = await (await import("/view/schema.js")).loadSchema();
    const other = (x) => (x.type === "bool" ? true : x.type === "choice" ? x.values.at(-1) : x.type === "int" ? Math.max(x.min ?? 1, 1) + 1 : (x.max ?? 2) / 4);
    const out = [];
    for (const g of s.games) out.push({ game: g.name, ...Object.fromEntries(g.params.map((p) => [p.name, p.type === "choice" ? p.values.at(-1) : p.default])) });
    for (const o of s.options) out.push({ game: "tictactoe", options: { [o.name]: other(o) } });
    for (const p of s.params) out.push({ game: "tictactoe", algorithm: p.algorithms[0], params: { [p.name]: other(p) } });
    for (const q of s.questions.slice(1)) out.push({ game: "tictactoe", question: q });
    out.push({ game: "tictactoe", limits: { maxNodes: 5000, maxIterations: 400, maxBytes: 1e8 } });
    return out;
  });
  const { writeState } = await import("../../www/view/urlstate.js");
  for (const config of configs) {
    const full = { preset: "K4WEAK", ...config };
    await page.goto(`/?${writeState({ config: full })}`);
    await ready(page);
    expect(await page.evaluate(() => window.pnlab.ctrl.config), JSON.stringify(config)).toEqual(full);
    // The settings form shows it too: "New search" starts the same configuration.
    const fromForm = await page.evaluate(() => window.pnlab.settings());
    for (const key of ["game", "algorithm", "question", "options", "params"]) {
      if (key in config) expect(fromForm[key], `${JSON.stringify(config)} ${key}`).toEqual(config[key]);
    }
  }
});
