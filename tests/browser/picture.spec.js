// The picture agrees with the numbers: symmetric moves drawn as one edge with their count, a
// solved node's look saying what is established about the game, node numbers shown. Screenshots
// at 1280×800 and 1920×1080 go to test-results/picture-*.png.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const SIZES = [
  [1280, 800],
  [1920, 1080],
];

/** Segments of one of the DAG's edge paths ("e-first", "e-trans"): one "M" per edge drawn. */
const edgesDrawn = (page, kind) =>
  page.evaluate((k) => (document.querySelector(`.dag .${k}`).getAttribute("d").match(/M/g) ?? []).length, kind);

test("iteration 2 of (5,3) draws node 1's nine moves as one edge per position (×6, ×3), as the banner counts them", async ({ page }) => {
  let counts = [];
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=2&phase=develop");
    await ready(page);
    const record = await page.evaluate(() => window.pnlab.ctrl.view.record);
    expect(record.developed).toBe(1);
    // The engine's record lists one son per move; positions repeat among them.
    const perNode = new Map();
    for (const s of record.sons) perNode.set(s.node, (perNode.get(s.node) ?? 0) + 1);
    const created = record.sons.filter((s) => s.created).length;
    const symmetric = record.sons.length - perNode.size;
    expect(record.sons.length).toBe(9);
    expect(symmetric).toBeGreaterThan(0);
    const banner = page.locator(".banner p");
    await expect(banner).toContainText(`Node 1 gets 9 sons in ${perNode.size} positions: ${created} new (initial numbers); ${symmetric} are symmetric moves`);
    await expect(banner).not.toContainText("transposition");
    // One edge per position: the root's to node 1 and node 1's to each son position.
    expect((await edgesDrawn(page, "e-first")) + (await edgesDrawn(page, "e-trans"))).toBe(1 + perNode.size);
    // Each edge standing for several moves carries its count; the counts add up to the moves.
    const mults = await page.locator(".dag .mult").evaluateAll((gs) => gs.map((g) => [Number(g.dataset.parent), Number(g.dataset.son), g.textContent]));
    const expected = [...perNode].filter(([, k]) => k > 1).map(([s, k]) => [1, s, `×${k}`]);
    expect(mults).toEqual(expected);
    // On K5 after the first edge, the second player's nine edges are six touching it and three
    // apart: two positions, seven symmetric moves.
    expect(symmetric).toBe(7);
    counts = mults.map((m) => m[2]);
    expect([...counts].sort()).toEqual(["×3", "×6"]);
    const drawnMoves = [...perNode.keys()].reduce((sum, s) => sum + Number(mults.find((m) => m[1] === s)?.[2].slice(1) ?? 1), 0);
    expect(drawnMoves).toBe(record.sons.length);
    await page.screenshot({ path: `test-results/picture-symmetric-${width}x${height}.png` });
  }
  // The inspector lists each son once with its multiplicity, and does not call a parent seen
  // twice a transposition.
  await page.locator(".pick input[name=node]").fill("1");
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector h4").nth(1)).toContainText("Sons (9, 2 positions: 7 symmetric moves)");
  await expect(page.locator(".inspector .links").nth(1).locator(".times")).toHaveText(counts);
  await page.locator(".pick input[name=node]").fill("2");
  await page.locator(".pick button").click();
  await expect(page.locator(".inspector h4").first()).toContainText("Parents (1)");
  await expect(page.locator(".inspector h4").first()).not.toContainText("a transposition");
  await expect(page.locator(".inspector h4").first()).toContainText("symmetric moves");
  // The legend names them.
  await expect(page.locator(".legend")).toContainText("symmetric moves");
  await expect(page.locator(".legend")).toContainText("transposition");
});

/** Solved by a run to the end: each game's root look and the words the legend gives it. */
const SOLVED = [
  ["clique (6,4)", "game=clique&n=6&k=4&preset=K4WEAK", "draw", "Draw"],
  ["Connect-4 4×4", "game=connect4&cols=4&rows=4", "draw", "Draw"],
  ["Hexapawn 3×3", "game=hexapawn&cols=3&rows=3", "second-wins", "Second player wins"],
];

test("solved (6,4), Connect-4 4×4 and Hexapawn 3×3 show their outcomes: a draw, a draw, a second player's win", async ({ page }) => {
  test.setTimeout(240_000);
  const looks = [];
  for (const [name, query, outcome, words] of SOLVED) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/?${query}`);
    await ready(page);
    await page.getByRole("button", { name: "Run to the end" }).click();
    await expect(page.locator(".st-result")).toHaveText(words, { timeout: 120_000 });
    const root = page.locator('.dag .nodes > g[data-id="0"]');
    await expect(root, name).toHaveClass(new RegExp(`\\bo-${outcome}\\b`));
    // The legend lists that look, in its words.
    const line = page.locator(`.legend [data-outcome=${outcome}]`);
    await expect(line).toBeVisible();
    expect((await line.textContent()).toLowerCase()).toContain(words.toLowerCase());
    looks.push(
      await root.locator(".shape").evaluate((s) => {
        const c = getComputedStyle(s);
        return { fill: c.fill, stroke: c.stroke, dash: c.strokeDasharray };
      }),
    );
    // The inspector says it in the same words.
    await page.locator(".pick input[name=node]").fill("0");
    await page.locator(".pick button").click();
    await expect(page.locator(".inspector .answer .outcome")).toHaveText(words.toLowerCase());
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      // The root and the levels below it, where the outcome shows (Fit shrinks a large DAG to a sliver).
      await page.waitForTimeout(300);
      await page.evaluate(() => window.pnlab.dag.showRoot());
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/picture-${outcome}-${name.replace(/[^a-z0-9]+/gi, "-")}-${width}x${height}.png` });
    }
  }
  // The two draws look alike, and unlike the second player's win: by pattern, not colour alone.
  expect(looks[0]).toEqual(looks[1]);
  expect(looks[2].fill).not.toBe(looks[0].fill);
  expect(looks[0].fill).toContain("url(");
  expect(looks[2].fill).toContain("url(");
});

test("the legend names in words the looks the DAG can show, and each look differs in its pattern", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  const legend = page.locator(".legend");
  // Under "does the first player win?": its two answers.
  await expect(legend.locator(".lg-outcome:visible")).toHaveText(["first player wins", "first player cannot win (draw or second player wins)"]);
  // Under "does the first player avoid losing?": its two answers, and the root's draw once solved.
  await page.goto("/?game=connect4&cols=4&rows=4&it=5800");
  await ready(page);
  await expect(legend.locator(".lg-outcome:visible")).toHaveText(["first player does not lose (first player wins or draw)", "second player wins"]);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 120_000 });
  await expect(legend.locator(".lg-outcome:visible")).toHaveText(["first player does not lose (first player wins or draw)", "draw", "second player wins"]);
  // Each of the five looks has its own pattern (or none): told apart without colour.
  const patterns = await page.locator(".legend .lg-outcome svg").evaluateAll((svgs) => svgs.map((s) => s.querySelector("pattern")?.innerHTML ?? "plain"));
  const shapes = patterns.map((p) => p.replace(/fill="[^"]*"|stroke="[^"]*"/g, ""));
  expect(new Set(shapes).size).toBe(5);
  const words = await page.locator(".legend .lg-outcome").allTextContents();
  expect(words).toEqual([
    "first player wins",
    "first player does not lose (first player wins or draw)",
    "draw",
    "first player cannot win (draw or second player wins)",
    "second player wins",
  ]);
});

test("a question's partial answers look apart: first player cannot win, first player does not lose", async ({ page }) => {
  // Connect-4 4×4 at the end of its first question, then deep in its second.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=connect4&cols=4&rows=4&it=5747");
  await ready(page);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.question)).toBe("first-wins");
  await expect(page.locator(".dag .nodes > g.o-first-cannot-win").first()).toBeAttached();
  await page.goto("/?game=connect4&cols=4&rows=4&it=5800");
  await ready(page);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.question)).toBe("first-avoids-loss");
  const kinds = await page.locator(".dag .nodes > g").evaluateAll((gs) => [...new Set(gs.flatMap((g) => [...g.classList].filter((c) => c.startsWith("o-"))))]);
  for (const k of kinds) expect(["o-first-does-not-lose", "o-second-wins"]).toContain(k);
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "test-results/picture-second-question-1280x800.png" });
});

test("node numbers show on the full page and not in a compact embed", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=4&phase=select");
  await ready(page);
  const text = await page.locator(".banner p").textContent();
  // Every node the banner names is drawn with its number, visibly.
  const named = [...text.matchAll(/\bnode (?:is )?(\d+)/gi)].map((m) => m[1]);
  expect(named.length).toBeGreaterThan(0);
  for (const id of named) await expect(page.locator(`.dag .nodes > g[data-id="${id}"] .nid`)).toBeVisible();
  for (const id of named) await expect(page.locator(`.dag .nodes > g[data-id="${id}"] .nid`)).toHaveText(id);
  await page.screenshot({ path: "test-results/picture-ids-1280x800.png" });
  await page.goto("examples/course-notes.html");
  await page.evaluate(() => document.getElementById("win").ready);
  const hidden = await page.evaluate(() => {
    const nid = document.getElementById("win").shadowRoot.querySelector(".dag .nid");
    return nid && getComputedStyle(nid).display;
  });
  expect(hidden).toBe("none");
});

test("the play page gives each move the look of what it leads to, the compare page's DAGs their outcomes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // Hexapawn 3×3: the second player wins, so every first move of the first player is a loss:
  // the second player's win, in the DAG's look for it.
  await page.goto("/play.html?game=hexapawn&cols=3&rows=3&side1=person&side2=perfect");
  await page.waitForFunction(() => !document.getElementById("status").classList.contains("busy") && document.querySelectorAll("#moves button .v").length > 0);
  await expect(page.locator("#moves button").first()).toHaveClass(/\bo-second-wins\b/);
  const classes = await page.locator("#moves button").evaluateAll((bs) => bs.map((b) => b.className));
  for (const c of classes) expect(c).toMatch(/\bloss\b.*\bo-second-wins\b/);
  expect(await page.locator("#moves button").first().evaluate((b) => getComputedStyle(b).backgroundImage)).toContain("repeating-linear-gradient");
  await page.screenshot({ path: "test-results/picture-play-1280x800.png" });

  // Compare: two variants of (4,3), a draw by strategy stealing: each element's root a draw.
  await page.goto("compare.html?game=clique&n=4&k=3&v=K4WEAK&v=BASIC");
  await expect(page.locator(".cmp-col pn-search")).toHaveCount(2);
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
  await page.getByRole("button", { name: "Run all to the end" }).click();
  await expect.poll(() => page.evaluate(() => window.comparison.variants().map((v) => v.state?.status)), { timeout: 30_000 }).toEqual(["solved", "solved"]);
  const roots = await page.evaluate(() =>
    [...document.querySelectorAll("pn-search")].map((e) => e.shadowRoot.querySelector('.dag .nodes > g[data-id="0"]').getAttribute("class")),
  );
  for (const c of roots) expect(c).toMatch(/\bo-draw\b/);
  await page.screenshot({ path: "test-results/picture-compare-1280x800.png" });
});
