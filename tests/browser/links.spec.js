// Bad links: each page says what it did not take from the address, naming the value and what is
// allowed, opens on a sensible fallback and keeps the message on the page.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready.catch(() => {}))));
const variants = (page) => page.evaluate(() => window.comparison.variants());

test("compare: an unknown game is named with the allowed ones, and the default game is compared", async ({ page }) => {
  await page.goto("compare.html?game=nosuch");
  await expect(page.locator(".cmp-col pn-search")).toHaveCount(2);
  const error = page.locator(".cmp-error");
  await expect(error).toBeVisible();
  await expect(error).toContainText('game "nosuch" is not one of clique, tictactoe');
  await expect(page.locator(".cmp-game select[name=game]")).toHaveValue("clique");
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.iteration)).toEqual([0, 0]);
  // The message stays once the fallback has loaded.
  await page.waitForTimeout(300);
  await expect(error).toContainText('game "nosuch"');
  await expect(page.locator(".cmp-table tbody")).not.toContainText("starting");
});

test("compare: a game the engine refuses falls back to the default game, its message kept", async ({ page }) => {
  await page.goto("compare.html?game=clique&n=4&k=6&v=K4WEAK&v=DFPN");
  const error = page.locator(".cmp-error");
  await expect(error).toContainText("showing (N,K)-clique game instead");
  await expect(error).toContainText("k");
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.iteration), { timeout: 20_000 }).toEqual([0, 0]);
  await expect(page.locator(".cmp-table tbody")).not.toContainText("starting");
  await expect(page.locator(".cmp-game input[name='g.n']")).toHaveValue("5");
  await expect(error).toContainText("the link's game was not loaded");
});

test("compare: an unknown preset is named and left out", async ({ page }) => {
  await page.goto("compare.html?game=clique&n=5&k=3&v=NOPE&v=K4WEAK");
  await expect(page.locator(".cmp-col pn-search")).toHaveCount(1);
  await expect(page.locator(".cmp-error")).toContainText('v=NOPE left out: unknown preset "NOPE" (allowed: BASIC');
});

/* ---------- the visualiser's address ---------- */

const mainReady = (page) => page.waitForFunction(() => window.pnlab?.ctrl?.view && !window.pnlab.ctrl.loading, null, { timeout: 30_000 });
const mainLinks = [
  // [query, what the page opens on, what the message must say]
  ["game=clique&n=5&k=3&it=abc", "clique(5,3), K4WEAK", 'it = "abc" is not a whole number', 0],
  ["game=clique&n=5&k=3&it=2.5", "clique(5,3), K4WEAK", 'it = "2.5" is not a whole number', 0],
  ["game=clique&n=5&k=3&it=-5", "clique(5,3), K4WEAK", 'it = "-5" is out of range', 0],
  ["game=clique&n=abc&k=3", "clique(5,3), K4WEAK", 'n = "abc" is not a whole number (allowed: 2 to 8): ignored', 0],
  ["game=clique&n=6&k=4&it=3&node=abc", "clique(6,4), K4WEAK", 'node = "abc" is not a whole number', 3],
  ["game=clique&n=5&k=3&it=3&node=9999", "clique(5,3), K4WEAK", "node = 9999 is out of range (allowed: 0 to", 3],
  ["game=clique&n=5&k=3&it=3&phase=bogus", "clique(5,3), K4WEAK", 'phase = "bogus" is not one of select, develop, update, done', 3],
  ["game=clique&n=5&k=3&lazySons=maybe", "clique(5,3), K4WEAK", 'lazySons = "maybe" is not on or off', 0],
  ["game=clique&n=5&k=3&preset=DFPN&p.epsilon=abc", "clique(5,3), DFPN", 'p.epsilon = "abc" is not a number', 0],
  ["n=-1", "clique(5,3), K4WEAK", "the link names no game", 0],
  ["it=abc", "clique(5,3), K4WEAK", "so it was ignored", 0],
  ["it=100000000", "clique(5,3), K4WEAK", "so it was ignored", 0],
];
for (const [query, search, message, iteration] of mainLinks) {
  test(`the visualiser: /?${query} opens ${search} at iteration ${iteration} and names what it ignored`, async ({ page }) => {
    await page.goto(`/?${query}`);
    await mainReady(page);
    await expect(page.locator(".st-search")).toHaveText(search);
    expect(await page.evaluate(() => window.pnlab.ctrl.iteration)).toBe(iteration);
    const error = page.locator(".error");
    await expect(error).toBeVisible();
    await expect(error).toContainText(message);
    await expect(error).not.toContainText("NaN");
    await expect(error).not.toContainText("null");
    // The message stays once the view is drawn and the address rewritten.
    await page.waitForTimeout(600);
    await expect(error).toContainText(message);
    expect(await page.evaluate(() => location.search)).not.toContain("NaN");
  });
}

test("the visualiser: a game the engine refuses falls back to the default with the engine's message", async ({ page }) => {
  await page.goto("/?game=clique&n=4&k=6&it=2");
  await mainReady(page);
  await expect(page.locator(".st-search")).toHaveText("clique(5,3), K4WEAK");
  await page.waitForTimeout(500);
  await expect(page.locator(".error")).toContainText("the link's configuration was not loaded: k = 6 must be at most n = 4");
});
