// The play page on Three Men's Morris: move information from retrograde analysis. With the
// diagonals the first player wins by the centre (b2, win in 9 plies: `pnlab moves morris --men 3
// --diagonals on`); without them every first move draws. Screenshots of the board at 1280×800
// and 1920×1080 go to /work/shots/morris/ when that folder exists, else to test-results/.
import { test, expect } from "@playwright/test";
import { existsSync } from "node:fs";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const SHOTS = existsSync("/work/shots/morris") ? "/work/shots/morris" : "test-results";
const moveTexts = (page) => page.locator("#moves button").evaluateAll((bs) => bs.map((b) => [b.dataset.move, b.querySelector(".v").textContent]));

for (const [w, h] of [[1280, 800], [1920, 1080]]) {
  test(`Three Men's Morris with diagonals: the centre wins in 9, the edges lose (${w}×${h})`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/play.html?game=morris&men=3&diagonals=on&side1=person&side2=person");
    await expect(page.locator('#moves button[data-move="b2"] .v')).toHaveText(/win in 9/);
    const moves = Object.fromEntries(await moveTexts(page));
    expect(Object.keys(moves).sort()).toEqual(["a1", "a2", "a3", "b1", "b2", "b3", "c1", "c2", "c3"]);
    for (const edge of ["a2", "b1", "b3", "c2"]) expect(moves[edge]).toMatch(/loss in 8/);
    for (const corner of ["a1", "a3", "c1", "c3"]) expect(moves[corner]).toMatch(/draw/);
    await expect(page.locator("#method")).toHaveText(/retrograde analysis of all 681 positions/);
    await page.screenshot({ path: `${SHOTS}/play-morris3-${w}x${h}.png` });
  });
}

test("Nine Men's Morris on the play page: its retrograde table does not fit, and the page says so", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A small budget makes the refusal quick; the default one is refused after enumerating it.
  await page.goto("/play.html?game=morris&men=9&side1=person&side2=person&budget=1000");
  await expect(page.locator("[role=alert]")).toHaveText(/retrograde analysis of morris\(9\) reaches more than 1000 positions \(the budget\): its table does not fit/);
});

test("Three Men's Morris without diagonals: every first move draws", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=morris&men=3&side1=person&side2=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await expect(page.locator('#moves button[data-move="b2"] .v')).toHaveText(/draw/);
  const texts = (await moveTexts(page)).map(([, v]) => v);
  expect(texts.every((v) => /draw/.test(v))).toBe(true);
  await expect(page.locator("#method")).toHaveText(/retrograde analysis of all 708 positions/);
});

test("Three Men's Morris after the placement and a slide: the stones and the moves that slide", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=morris&men=3&side1=person&side2=person&moves=b2+a1+a3+c3+c1+b1+a3-a2");
  await expect(page.locator("#moves button").first()).toHaveAttribute("data-move", /^[a-c][1-3]-[a-c][1-3]/);
  const moves = await moveTexts(page);
  expect(moves.length).toBeGreaterThan(0);
  expect(moves.every(([, v]) => /^(win in \d+|draw|loss in \d+)$/.test(v.trim()))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/play-morris3-slides-1280x800.png` });
});

// Morris is refused by the levels (PN-search's proofs): the button is disabled, with its reason
// in its title and beside it. "Search this position" opens the visualiser, which searches Morris
// with dcg. A game the levels take keeps both.
test("Count the levels is disabled on Morris with the reason shown; Search this position opens the visualiser's dcg", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=morris&men=3&side1=person&side2=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await expect(page.locator("#levels-run-why")).toHaveText(/^Count the levels is off here: .*the positions of morris repeat.*pnlab levels morris --depth D/);
  await expect(page.locator("#levels-run")).toBeDisabled();
  await expect(page.locator("#levels-run")).toHaveAttribute("title", /positions of morris repeat/);
  await expect(page.locator("#search-here")).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/play-morris3-refusals-1280x800.png` });
  await page.locator("#moves button[data-move=b2]").click();
  await expect(page.locator("#moves button")).toHaveCount(8);
  await page.locator("#search-here").click();
  await expect(page).toHaveURL(/index\.html\?.*game=morris.*start=b2/);
  await expect(page.locator(".st-search")).toContainText("dcg");
  await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("1");
  await expect(page.locator(".error")).toBeHidden();

  await page.goto("/play.html?game=tictactoe&side1=person&side2=person");
  await expect(page.locator("#moves button")).toHaveCount(9);
  await expect(page.locator("#search-here")).toBeEnabled();
  await expect(page.locator("#levels-run")).toBeEnabled();
  await expect(page.locator("#search-here")).toHaveAttribute("title", "Open the visualiser on this position");
  await expect(page.locator("#levels-run-why")).toBeHidden();
});
