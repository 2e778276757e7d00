// One wasm module per page (scripts/wasm-modules.mjs): each page, and the workers it starts,
// downloads its own module and no other, whatever the game (a Morris page searches with dcg from
// the same module as a clique page).
import { test, expect } from "@playwright/test";
import { pageModule } from "../../scripts/wasm-modules.mjs";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const VISUALISER = pageModule("visualiser").dir;
const PLAY = pageModule("play").dir;

/** Every .wasm the page and its workers ask for, as URL paths. */
function recordWasm(page) {
  const asked = [];
  page.context().on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.endsWith(".wasm")) asked.push(path);
  });
  return asked;
}

for (const [what, url, dir, ready] of [
  ["the visualiser on Three Men's Morris", "/?game=morris&men=3", VISUALISER, (p) => p.waitForFunction(() => window.pnlab?.ctrl.view)],
  ["the visualiser on clique", "/?game=clique&n=5&k=3", VISUALISER, (p) => p.waitForFunction(() => window.pnlab?.ctrl.view)],
  ["the compare page", "/compare.html", VISUALISER, (p) => expect(p.locator("select").first()).toBeVisible()],
  ["the play page on Three Men's Morris", "/play.html?game=morris&men=3&side1=person&side2=person", PLAY, (p) => expect(p.locator("#moves button")).toHaveCount(9)],
  ["the play page on tic-tac-toe", "/play.html?game=tictactoe&side1=person&side2=person", PLAY, (p) => expect(p.locator("#moves button")).toHaveCount(9)],
]) {
  test(`${what} downloads ${dir}/ and no other wasm module`, async ({ page }) => {
    const asked = recordWasm(page);
    await page.goto(url);
    await ready(page);
    // The workers' requests may come after the page's first paint.
    await page.waitForLoadState("networkidle");
    expect(asked.length).toBeGreaterThan(0);
    expect([...new Set(asked)]).toEqual([`/${dir}/pnlab_bg.wasm`]);
  });
}
