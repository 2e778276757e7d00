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
