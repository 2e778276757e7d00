// Morris from a written position (the `position` parameter) in the pages, as on the command line
// (`pnlab moves morris --men 9 --flying off --position …`): the play page lists each move's value
// and distance, the Node build of the same engine giving the expected ones, and the visualiser
// steps dcg from it.
import { test, expect } from "@playwright/test";
import { createRequire } from "node:module";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const require = createRequire(import.meta.url);
// A Nine Men's endgame, three stones each, without flying: small enough for the play page's table.
const CONFIG = { game: "morris", men: 9, flying: "off", position: "W:a7,d7,a4/B:g7,b4,d2/w" };
const query = new URLSearchParams(Object.entries(CONFIG)).toString();

/** Each legal move's "value plies" from the Node build's report (the engine's own figures). */
function engineMoves() {
  const { PnPlay } = require("../../pkg-node/pnlab.js");
  const play = new PnPlay(CONFIG);
  play.beginReport([]);
  let slice;
  do slice = play.advance(100_000);
  while (!slice.report);
  play.free();
  return slice.report.moves.map((m) => [m.label, `${m.value} ${m.plies}`]);
}

test("the play page opens a Nine Men's endgame by its position and shows each move's value and distance", async ({ page }) => {
  const expected = engineMoves();
  expect(expected.length).toBeGreaterThan(0);
  await page.goto(`/play.html?${query}&side1=person&side2=person`);
  await expect(page.locator("#moves button")).toHaveCount(expected.length, { timeout: 30_000 });
  for (const v of await page.locator("#moves button .v").all()) await expect(v).toHaveText(/^(win|loss|draw)/, { timeout: 30_000 });
  const shown = await page.locator("#moves button").evaluateAll((bs) => bs.map((b) => [b.dataset.move, b.querySelector(".v").textContent.trim()]));
  expect(shown.map(([label]) => label)).toEqual(expected.map(([label]) => label));
  for (const [i, [label, v]] of expected.entries()) {
    const [value, plies] = v.split(" ");
    const phrase = value === "draw" ? "draw" : `${value} in ${plies}`;
    expect(shown[i][1], label).toMatch(new RegExp(`^${phrase}(\\D|$)`));
  }
});

test("the visualiser steps dcg from a Nine Men's endgame's position", async ({ page }) => {
  await page.goto(`/?${query}`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(page.locator(".st-search")).toContainText("W:a7,d7,a4/B:g7,b4,d2/w");
  await expect(page.locator(".st-search")).toContainText("dcg");
  for (let i = 1; i <= 3; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
  }
  await expect(page.locator(".error")).toBeHidden();
});
