// Start positions in the pages: a clique edge read from either end, and a start where the game
// is over already, answered with its result and why instead of an error.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const OVER_ROW = "game=clobber&row=B.WWW.W...WWW&first=black";
const WHY = "the first player is to move and has no move (second-wins)";

test("the visualiser answers a start that is over: the result, why, and the root alone", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/?${OVER_ROW}`);
  await ready(page);
  await expect(page.locator(".st-result")).toHaveText("Second player wins");
  await expect(page.locator(".phase-title")).toHaveText("Over at the start");
  await expect(page.locator(".phase-text")).toHaveText(
    `The game is over at the start position: ${WHY}. Result: second player wins, with no search needed: the rules decide the root, the only node.`,
  );
  await expect(page.locator(".dag .nodes > g")).toHaveCount(1);
  await expect(page.locator('.dag .nodes > g[data-id="0"]')).toHaveClass(/s-disproved/);
  // There is nothing to step.
  await expect(page.getByRole("button", { name: "Step ▶" })).toBeDisabled();
  expect(await page.evaluate(() => window.pnlab.ctrl.view.iteration)).toBe(0);
  // Its proof is the start alone.
  await page.locator("[data-act=proof]").click();
  await expect(page.locator(".proof-host .pv-count")).toHaveText("1");
  await page.screenshot({ path: "test-results/starts-over.png" });
});

test("the play page answers a start that is over with why", async ({ page }) => {
  await page.goto(`/play.html?${OVER_ROW}&first=person&second=person`);
  await expect(page.locator("#status")).toHaveText(`Game over: the second player wins: ${WHY}.`);
  await expect(page.locator("#moves button")).toHaveCount(0);
  // The levels of solving count the start alone.
  await page.locator("#levels-run").click();
  await expect(page.locator("#levels")).toContainText(`The game is over at the start: ${WHY}; no search is needed.`);
});

test("a clique edge written from its other end is read in a link and in the start field", async ({ page }) => {
  await page.goto("/play.html?game=clique&n=4&k=3&moves=0-1,3-2&first=person&second=person");
  await expect(page.locator("#history li")).toHaveCount(2);
  await expect(page.locator("#message")).toBeHidden();
  // The page writes the game's own spelling back.
  await expect(page).toHaveURL(/moves=1-0%2C3-2&/);
  await page.goto("/?game=clique&n=4&k=3&start=0-1");
  await ready(page);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level[0])).toBe(1);
  await expect(page.locator(".settings input[name=start]")).toHaveValue("0-1");
});
