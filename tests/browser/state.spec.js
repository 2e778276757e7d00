// No stale state: a jump, a back, a reset and a new search show what a fresh load of that link
// shows (the DAG's numbers, the banner, the inspector), and the inspector follows its node or
// clears itself. df-pn's inspector shows the stored numbers and says why its sons give others.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl?.view && !window.pnlab.ctrl.loading && !window.pnlab.ctrl.running, null, { timeout: 60_000 });

/** Waits until the page stands at iteration `n` with its queue drained. */
async function at(page, n) {
  await expect.poll(() => page.evaluate(() => window.pnlab.ctrl.iteration), { timeout: 60_000 }).toBe(n);
  await page.evaluate(() => window.pnlab.ctrl.queue);
}

async function jump(page, n) {
  await page.locator(".jump input").fill(String(n));
  await page.locator(".jump button").click();
  await at(page, n);
}

async function clickRoot(page) {
  await page.locator('.dag-host g[data-id="0"]').click();
  await expect(page.locator(".inspector h3")).toContainText("Node 0");
}

/** What the page shows: the root's and its sons' numbers as drawn, the status line, the banner
 *  and the inspector's text once it has caught up with the view. */
async function shown(page) {
  await page.evaluate(() => window.pnlab.ctrl.queue);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const v = window.pnlab.ctrl.view;
        const h = document.querySelector(".inspector .numbers")?.textContent ?? "";
        return h.includes(String(v.snapshot.pn[0] >= 2 ** 30 ? "∞" : v.snapshot.pn[0]));
      }),
    )
    .toBe(true);
  return page.evaluate(() => {
    const { view, adj } = window.pnlab.ctrl;
    const s = view.snapshot;
    const numbers = (id) => `${id}: ${s.pn[id]}/${s.dn[id]}`;
    // What the node draws (its tooltip is written when the pointer comes over it).
    const label = (id) => {
      const g = document.querySelector(`.dag-host g[data-id="${id}"]`)?.cloneNode(true);
      g?.querySelector(":scope > title")?.remove();
      return g?.textContent.replace(/\s+/g, " ").trim() ?? null;
    };
    const text = (sel) => document.querySelector(sel)?.textContent.replace(/\s+/g, " ").trim();
    return {
      iteration: view.iteration,
      nodes: s.level.length,
      numbers: [0, ...adj.sons(0)].map(numbers),
      drawn: [0, ...adj.sons(0)].map(label),
      root: text(".st-root"),
      question: text(".st-question"),
      banner: text(".banner p"),
      inspector: text(".inspector"),
    };
  });
}

test("Connect-4: a jump, a back and a jump from the end to the second question's start match a fresh load", async ({ page }) => {
  test.setTimeout(180_000);
  const link = "/?game=connect4&cols=4&rows=4";
  await page.goto(`${link}&it=5748`);
  await ready(page);
  await clickRoot(page);
  const fresh = await shown(page);
  // The second question's first iteration: a new DAG of the root and its two sons.
  expect(fresh.numbers).toEqual(["0: 1/2", expect.stringMatching(/^\d+: 1\/1$/), expect.stringMatching(/^\d+: 1\/1$/)]);
  expect(fresh.banner).toContain("new search");

  await page.goto(`${link}&it=5760`);
  await ready(page);
  await clickRoot(page);
  await jump(page, 5748);
  expect(await shown(page)).toEqual(fresh);

  await jump(page, 5749);
  await page.locator("[data-act=back]").click();
  await at(page, 5748);
  expect(await shown(page)).toEqual(fresh);

  await page.locator("[data-act=run]").click();
  await expect(page.locator(".st-result")).toHaveText("Draw", { timeout: 120_000 });
  await ready(page);
  await jump(page, 5748);
  expect(await shown(page)).toEqual(fresh);
});

test("the inspector clears on a new search, and after a reset, a back or a jump shows its node fresh or clears", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&it=59");
  await ready(page);
  await clickRoot(page);
  await expect(page.locator(".inspector")).toContainText("proved");
  // A link into a search opens with the settings folded into the status line.
  await page.locator(".settings-toggle").click();
  await page.locator(".settings select[name=game]").selectOption("tictactoe");
  await page.locator(".settings button[type=submit]").click();
  await expect(page.locator(".st-search")).toContainText("tictactoe");
  await ready(page);
  await expect(page.locator(".inspector")).toHaveText("Click a node, or type its number.");
  await expect(page.locator(".inspector h3")).toHaveCount(0);

  // A node the DAG still holds is shown as it stands now; one it no longer holds clears.
  await jump(page, 40);
  await clickRoot(page);
  await jump(page, 3);
  const root = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.pn[0] + " " + window.pnlab.ctrl.view.snapshot.dn[0]);
  const [pn, dn] = root.split(" ");
  await expect(page.locator(".inspector .numbers")).toHaveText(new RegExp(`pn\\s*${pn}\\s*dn\\s*${dn}`));
  await jump(page, 40);
  const last = await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length - 1);
  await page.evaluate((n) => window.pnlab.select(n), last);
  await expect(page.locator(".inspector h3")).toContainText(`Node ${last}`);
  await page.locator("[data-act=back]").click();
  await at(page, 39);
  const still = await page.evaluate((n) => n < window.pnlab.ctrl.view.snapshot.level.length, last);
  if (still) await expect(page.locator(".inspector h3")).toContainText(`Node ${last}`);
  await page.locator("[data-act=reset]").click();
  await at(page, 0);
  await expect(page.locator(".inspector")).toHaveText("Click a node, or type its number.");
});

test("df-pn's inspector shows the stored numbers and says why its sons give others", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=DFPN&it=6");
  await ready(page);
  // A node whose stored numbers are not its sons' now: on df-pn's path, the root.
  await clickRoot(page);
  const inspector = page.locator(".inspector");
  await expect(inspector.locator(".numbers")).toContainText("pn (stored)");
  await expect(inspector.locator(".formula")).toContainText("recomputed from its sons now:");
  await expect(inspector.locator(".formula")).toContainText("df-pn stores a node's numbers when it leaves it");
});
