// Every game the engine's schema lists, in the page and in a <pn-search> element: picked in the
// settings form, stepped, run to the end with the engine's result, drawn with its board's glyphs,
// inspected; the link round-trips, and so does every setting of the schema. Screenshots of each
// game's DAG (1280×800) go to test-results/.
import { test, expect } from "@playwright/test";
import { createRequire } from "node:module";
import { failOnPageErrors } from "./errors.js";
import { walk } from "../js/schemawalk.mjs";
import { writeState } from "../../www/view/urlstate.js";

failOnPageErrors();

const require = createRequire(import.meta.url);
const { schema, PnSearch } = require("../../pkg-node/pnlab.js");
const SCHEMA = schema();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

/** Parameters that solve in a moment where a game's defaults do not, and what the line under
 *  the result says once solved. A game not named here runs from its defaults; every game's
 *  result is the one the engine gives the same configuration (`engineResult`). */
const CASES = {
  clique: [{ n: 4, k: 3 }, /^Question: does the first player win\? disproved\. One question suffices: .*strategy stealing/],
  tictactoe: [{}, /strategy stealing/],
  hexapawn: [{ cols: 3, rows: 3 }, /^Question: does the first player win\? disproved\. One question suffices: this game has no draws/],
  connect4: [{ cols: 4, rows: 4 }, /^Question 2 of 2: does the first player avoid losing\? proved$/],
  clobber: [{ row: "BWBWBW" }, /no draws/],
  positional: [{}, /strategy stealing/],
};
const caseOf = (name) => CASES[name] ?? [{}, /^Question/];

/** The result the engine (the Node build) gives `game` with `params` under the page's preset. */
function engineResult(game, params) {
  const s = new PnSearch({ game, ...params, preset: "K4WEAK" });
  s.run({});
  const result = s.result();
  s.free();
  return result;
}
const WORDS = { "first-wins": "First player wins", draw: "Draw", "second-wins": "Second player wins" };

test("the settings form offers every game of the engine's schema, and each case here is one of them", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const games = SCHEMA.games.map((g) => g.name);
  expect(await page.locator("select[name=game] option").evaluateAll((os) => os.map((o) => o.value))).toEqual(games);
  for (const name of Object.keys(CASES)) expect(games).toContain(name);
});

// A cyclic game (Morris), whose search by dcg these cases do not run to the end, is stepped by
// cyclic.spec.js and positions.spec.js in the page, and by single.spec.js and jupyter.spec.js.
for (const game of SCHEMA.games.filter((g) => !SCHEMA.cyclic.includes(g.name))) {
  const [params, question] = caseOf(game.name);
  const result = engineResult(game.name, params);
  test(`${game.name}: picked in the form, stepped, run to the end and inspected`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await ready(page);
    await page.locator("input[name=speed]").fill("5");
    await page.locator("select[name=game]").selectOption(game.name);
    // Options built on winning sets are offered only for games that have them.
    for (const o of SCHEMA.options.filter((o) => o.winningSets)) {
      const field = page.locator(`.settings select[name=${o.name}]`);
      await (game.winningSets ? expect(field).toBeEnabled() : expect(field).toBeDisabled());
    }
    for (const [name, value] of Object.entries(params)) await page.locator(`[name='g.${name}']`).fill(String(value));
    await page.getByRole("button", { name: "New search" }).click();
    await page.waitForFunction((g) => window.pnlab.ctrl.config.game === g, game.name);
    await expect(page.locator(".st-question")).toHaveText("Question: does the first player win?");
    for (let i = 1; i <= 6; i++) {
      await page.getByRole("button", { name: "Step ▶" }).click();
      await expect(page.locator(".st-iteration")).toHaveText(String(i));
    }
    // Each node draws its position with its board's module; every son shows its last move.
    const shape = await page.evaluate(() => window.pnlab.ctrl.board.shape);
    await expect(page.locator(`.dag .nodes > g .glyph.b-${shape} .g-free`).first()).toBeAttached();
    await expect(page.locator('.dag .nodes > g[data-id="1"] .g-last')).toHaveAttribute("d", /^M/);
    // OR / AND from the snapshot's kind: the root is a square, its sons (second player to move) circles.
    await expect(page.locator('.dag .nodes > g[data-id="0"] rect.shape')).toBeAttached();
    await expect(page.locator('.dag .nodes > g[data-id="1"] circle.shape')).toBeAttached();
    await page.locator('.dag .nodes > g[data-id="1"]').click();
    await expect(page.locator(".inspector h3")).toContainText("Node 1");
    await expect(page.locator(".inspector .meta").first()).toContainText("AND node (circle): the second player to move");
    // As played and normalised, each drawn by the board's module.
    await expect(page.locator(`.inspector svg.position.b-${shape}`)).toHaveCount(2);
    await page.screenshot({ path: `test-results/game-${game.name}-steps.png` });
    // The whole DAG so far, fitted, and its drawings up close.
    await page.locator("input[name=follow]").uncheck();
    await page.getByRole("button", { name: "Fit" }).click();
    await page.waitForTimeout(400);
    await page.locator(".stage").screenshot({ path: `test-results/game-${game.name}-dag.png` });
    await page.locator("input[name=follow]").check();
    await page.getByRole("button", { name: "Run to the end" }).click();
    await expect(page.locator(".st-result")).toHaveText(WORDS[result] ?? result, { timeout: 30_000 });
    await expect(page.locator(".st-question")).toHaveText(question);
    const checked = await page.evaluate(() => window.pnlab.ctrl.engine.verify());
    expect(checked.positions).toBeGreaterThan(0);
    await page.locator('.dag .nodes > g[data-id="0"]').click();
    await expect(page.locator(".inspector .answer")).toContainText(/^(proved|disproved): from here the answer to “does the first player/);
    await page.screenshot({ path: `test-results/game-${game.name}-solved.png` });
    // The link holds the game and its parameters.
    const url = new URL(page.url());
    expect(url.searchParams.get("game")).toBe(game.name);
    for (const [name, value] of Object.entries(params)) expect(url.searchParams.get(name)).toBe(String(value));
  });
}

test("a second question starts a new DAG, drawn afresh, and stepping back crosses into the first", async ({ page }) => {
  await page.goto("/?game=connect4&cols=4&rows=4&preset=BEST");
  await ready(page);
  const first = await page.evaluate(async () => {
    const { PnSearch } = await import("/pkg/pnlab.js");
    const s = new PnSearch({ game: "connect4", cols: 4, rows: 4, preset: "BEST", question: "first-wins" });
    s.run({});
    return s.iteration;
  });
  // The first question's last iteration, then the second's first.
  await page.locator("input[name=speed]").fill("5");
  await page.locator(".jump input").fill(String(first + 1));
  await page.locator(".jump").getByRole("button", { name: "Go" }).click();
  await expect(page.locator(".st-question")).toHaveText("Question 2 of 2: does the first player avoid losing?");
  await expect(page.locator(".st-result")).toHaveText("unknown");
  await expect(page.locator(".phase-text")).toContainText("A new search, with a new DAG from the root, for the next question: does the first player avoid losing?");
  const nodes = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length);
  expect(nodes).toBeLessThan(40);
  await expect(page.locator(".dag .nodes > g")).toHaveCount(nodes);
  await page.screenshot({ path: "test-results/game-connect4-second-question.png" });
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText(first.toLocaleString("en-US"));
  await expect(page.locator(".st-question")).toHaveText("Question: does the first player win? disproved");
  // One step forward again: the new DAG, as the record's newSearch says.
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-question")).toContainText("Question 2 of 2");
  expect(await page.evaluate(() => window.pnlab.ctrl.view.record.newSearch)).toBe(true);
  await expect(page.locator(".dag .nodes > g")).toHaveCount(nodes);
});

/** An element for `game` with each parameter as an attribute of its own name. */
function attributesOf(game, params) {
  return Object.fromEntries([["game", game], ...Object.entries(params).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)])]);
}

test("every game runs in a <pn-search> element given by its attributes: stepped, then run to the end", async ({ page }) => {
  await page.goto("/examples/course-notes.html");
  for (const game of SCHEMA.games.filter((g) => !SCHEMA.cyclic.includes(g.name))) {
    const [params] = caseOf(game.name);
    const result = engineResult(game.name, params);
    const out = await page.evaluate(
      async ({ attrs }) => {
        const el = document.createElement("pn-search");
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        el.setAttribute("panels", "dag");
        el.setAttribute("speed", "5");
        el.setAttribute("height", "14rem");
        document.body.appendChild(el);
        await el.ready;
        for (let i = 0; i < 3; i++) await el.step();
        const stepped = el.state.iteration;
        const drawn = el.shadowRoot.querySelectorAll(".dag .nodes > g").length;
        await el.run();
        return { config: el.config, stepped, drawn, state: el.state, question: el.shadowRoot.querySelector(".st-question").textContent };
      },
      { attrs: attributesOf(game.name, params) },
    );
    expect(out.stepped, game.name).toBe(3);
    expect(out.drawn, game.name).toBeGreaterThan(1);
    // The attributes became the game's parameters, typed by the schema.
    expect(out.config, game.name).toEqual({ game: game.name, ...params, preset: "K4WEAK" });
    expect(out.state.status, game.name).toBe("solved");
    expect(out.state.result, game.name).toBe(result);
    expect(out.question, game.name).toMatch(/^Question/);
  }
  await page.screenshot({ path: "test-results/element-games.png", fullPage: true });
});

test("an element reads a game's parameters from attributes, refuses a bad one by the schema, and a changed one starts a new search", async ({ page }) => {
  await page.goto("/examples/course-notes.html");
  const out = await page.evaluate(async () => {
    const el = document.createElement("pn-search");
    el.setAttribute("game", "hexapawn");
    el.setAttribute("cols", "3");
    el.setAttribute("rows", "3");
    el.setAttribute("lazy-sons", "true");
    el.setAttribute("rule", "standard");
    el.setAttribute("question", "first-wins");
    el.setAttribute("max-nodes", "5000");
    // The old attributes of another game are ignored: they are not hexapawn's.
    el.setAttribute("n", "6");
    document.body.appendChild(el);
    await el.ready;
    const config = el.config;
    const name = el.shadowRoot.querySelector(".st-search").textContent;
    const error = new Promise((r) => el.addEventListener("pn-error", (e) => r(e.detail.message), { once: true }));
    el.setAttribute("cols", "99");
    const message = await error;
    const loaded = new Promise((r) => el.addEventListener("pn-ready", r, { once: true }));
    el.setAttribute("cols", "4");
    await loaded;
    return { config, name, message, after: el.shadowRoot.querySelector(".st-search").textContent };
  });
  expect(out.config).toEqual({
    game: "hexapawn", cols: 3, rows: 3, preset: "K4WEAK", question: "first-wins",
    options: { rule: "standard", lazySons: true }, limits: { maxNodes: 5000 },
  });
  expect(out.name).toBe("hexapawn(3x3), K4WEAK");
  expect(out.message).toBe('<pn-search cols="99">: cols must be a whole number from 3 to 8 (columns)');
  expect(out.after).toBe("hexapawn(4x3), K4WEAK");
});

test("every setting of the engine's schema survives a shared link, a reload and the settings form", async ({ page }) => {
  test.setTimeout(240_000);
  const configs = walk(SCHEMA);
  for (const [label, config] of configs) {
    await page.goto(`/?${writeState({ config })}`);
    await ready(page);
    // What the page gave the engine is the configuration the link was made from.
    expect(await page.evaluate(() => window.pnlab.ctrl.config), label).toEqual(config);
    expect(await page.locator(".error").isHidden(), label).toBe(true);
    // The address the page keeps (rewritten from its state) loads it again after a reload.
    await page.waitForFunction(() => new URLSearchParams(location.search).has("game"));
    await page.reload();
    await ready(page);
    expect(await page.evaluate(() => window.pnlab.ctrl.config), `${label} after a reload`).toEqual(config);
    // The settings form shows it: "New search" starts the same configuration.
    expect(await page.evaluate(() => window.pnlab.settings()), `${label} in the form`).toEqual(config);
    await page.evaluate(() => (window.pnlab.lastConfig = null));
    await page.getByRole("button", { name: "New search" }).click();
    await expect.poll(() => page.evaluate(() => window.pnlab.lastConfig), `${label} from the form`).toEqual(config);
  }
});
