// The engine worker in real Chromium, through the page's console.
import { test, expect } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.errors = errors;
});

test("the page loads without console errors and steps the default solve", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#search")).toHaveText("(6,4)-clique, K4WEAK");
  await expect(page.locator("#root")).toHaveText("1 / 1");
  await page.getByRole("button", { name: "Step →" }).click();
  await expect(page.locator("#iteration")).toHaveText("1");
  await expect(page.locator("#last")).toContainText("develop  0:");
  await page.getByRole("button", { name: "← Back" }).click();
  await expect(page.locator("#iteration")).toHaveText("0");
  expect(page.errors).toEqual([]);
  await page.screenshot({ path: "test-results/console-start.png" });
});

test("running to the end in the worker solves (6,4) as a draw", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#search")).toHaveText("(6,4)-clique, K4WEAK");
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator("#result")).toHaveText("draw");
  await expect(page.locator("#iteration")).toHaveText("337");
  await expect(page.locator("#created")).toHaveText("1241");
  expect(page.errors).toEqual([]);
});

test("a bad setting shows the engine's message instead of breaking the page", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#search")).toHaveText("(6,4)-clique, K4WEAK");
  await page.locator("input[name=k]").fill("7");
  await page.getByRole("button", { name: "New search" }).click();
  await expect(page.locator("#error")).toContainText("k = 7");
  await expect(page.locator("#error")).toContainText("n = 6");
  expect(page.errors).toEqual([]);
});

test("a long run keeps the page responsive and can be cancelled", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("#search")).toHaveText("(6,4)-clique, K4WEAK");
  await page.locator("input[name=n]").fill("7");
  await page.locator("select[name=preset]").selectOption("WEAK");
  await page.getByRole("button", { name: "New search" }).click();
  await expect(page.locator("#search")).toHaveText("(7,4)-clique, WEAK");
  await page.getByRole("button", { name: "Run to the end" }).click();
  // The main thread is free: the page reacts to input while the worker computes.
  await expect(page.locator("#cancel")).toBeEnabled();
  const clicked = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const t = performance.now();
        document.body.addEventListener("click", () => resolve(performance.now() - t), { once: true });
        document.body.click();
      }),
  );
  expect(clicked).toBeLessThan(100);
  await expect(page.locator("#iteration")).not.toHaveText("0");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("#last")).toHaveText("Run cancelled.");
  await expect(page.locator("#result")).toHaveText("unknown");
  expect(page.errors).toEqual([]);
});

test("the engine client rejects bad requests with JS Errors", async ({ page }) => {
  await page.goto("/");
  const messages = await page.evaluate(async () => {
    const { Engine } = await import("./engine/client.js");
    const out = [];
    for (const config of [{ game: "clique", n: 9, k: 4 }, { game: "chess" }, { game: "tictactoe", limits: { maxNodes: 0 } }]) {
      try {
        await Engine.create(config);
        out.push("accepted");
      } catch (e) {
        out.push(`${e instanceof Error}: ${e.message}`);
      }
    }
    return out;
  });
  expect(messages[0]).toContain("true: n = 9 is out of range");
  expect(messages[1]).toContain("true: config.game: unknown variant `chess`");
  expect(messages[2]).toContain("true: maxNodes = 0");
});
