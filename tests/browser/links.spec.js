// Bad links: each page says what it did not take from the address, naming the value and what is
// allowed, opens on a sensible fallback and keeps the message on the page.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

// The compare page's module awaits the schema and the algorithms' modules before it builds its
// columns and sets `window.comparison`, which can come after the load event.
const ready = async (page) => {
  await page.waitForFunction(() => window.comparison);
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready.catch(() => {}))));
};
const variants = (page) => page.evaluate(() => window.comparison?.variants() ?? []);

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

/* ---------- the comparison's lockstep and layout ---------- */

const iterations = async (page) => (await variants(page)).map((v) => v.state?.iteration);

test("compare: a variant added joins the others where they stand; Back all clears the run time; the keys step every column", async ({ page }) => {
  await page.goto("compare.html?game=clique&n=5&k=3&v=K4WEAK&v=DFPN");
  await ready(page);
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Step all ▶" }).click();
  await expect.poll(() => iterations(page)).toEqual([3, 3]);
  const first = await page.locator(".cmp-col pn-search").first().elementHandle();
  await page.getByRole("button", { name: "Add a variant" }).click();
  await expect(page.locator(".cmp-col pn-search")).toHaveCount(3);
  await expect.poll(() => iterations(page), { timeout: 15_000 }).toEqual([3, 3, 3]);
  // The first column is the same element: its search was not started again.
  expect(await first.evaluate((el) => el === document.querySelector(".cmp-col pn-search"))).toBe(true);

  // → in a column steps every variant; ← backs every variant.
  await page.locator(".cmp-col pn-search").nth(1).click({ position: { x: 30, y: 20 } });
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => iterations(page)).toEqual([4, 4, 4]);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => iterations(page)).toEqual([2, 2, 2]);
  // The per-column hint would promise a key for one column alone: the toolbar says it once.
  for (const el of await page.locator(".cmp-col pn-search").all()) {
    expect(await el.evaluate((e) => e.shadowRoot.querySelector(".keys-hint")?.checkVisibility() ?? false)).toBe(false);
  }
  await expect(page.locator(".cmp-keys")).toHaveText("keys: → step all · ← back all");

  await page.getByRole("button", { name: "Run all to the end" }).click();
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.status), { timeout: 30_000 }).toEqual(["solved", "solved", "solved"]);
  await expect(page.getByRole("button", { name: "Run all to the end" })).toBeEnabled();
  await expect(page.locator(".cmp-table tbody tr td:last-child").first()).toHaveText(/^\d+ ms$/);
  await page.getByRole("button", { name: "◀ Back all" }).click();
  await expect(page.locator(".cmp-table tbody tr td:last-child")).toHaveText(["—", "—", "—"]);
});

test("compare: four variants at 1920×1080 use the height, and the selects' texts fit", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("compare.html?game=tictactoe&v=K4WEAK&v=DFPN/pn2/snda&v=BASIC&v=BEST");
  await ready(page);
  await page.getByRole("button", { name: "Run all to the end" }).click();
  await expect.poll(async () => (await variants(page)).map((v) => v.state?.status), { timeout: 30_000 }).toEqual(["solved", "solved", "solved", "solved"]);
  const dagHeights = await page.locator(".cmp-col pn-search").evaluateAll((els) => els.map((e) => e.shadowRoot.querySelector(".dag").getBoundingClientRect().height));
  for (const h of dagHeights) expect(h).toBeGreaterThan(250);
  // The columns reach down to the window's bottom, leaving no empty band under them.
  const bottom = await page.locator(".cmp-col pn-search").first().evaluate((e) => e.getBoundingClientRect().bottom);
  expect(bottom).toBeGreaterThan(1080 - 40);
  // Each select shows its whole text: the text's width fits the select less its arrow.
  const cut = await page.locator(".cmp-col > header select").evaluateAll((selects) =>
    selects.flatMap((s) => {
      const span = document.createElement("span");
      span.style.font = getComputedStyle(s).font;
      span.style.position = "absolute";
      span.textContent = s.selectedOptions[0].textContent;
      document.body.appendChild(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w + 28 > s.clientWidth ? [`${s.name} "${span.textContent}" ${Math.round(w)} px in ${s.clientWidth} px`] : [];
    }),
  );
  expect(cut).toEqual([]);
  await page.screenshot({ path: "test-results/compare-4-variants-1920.png" });
});
