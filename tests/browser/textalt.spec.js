// Every drawing of a position has a text alternative: each player's cells by name, the same
// words in the DAG, the inspector and the proof view.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

test("each node's drawing says its position in words", async ({ page }) => {
  await page.goto("/?game=tictactoe");
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await page.locator("input[name=speed]").fill("5");
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Step ▶" }).click();
  await page.getByRole("button", { name: "Fit" }).click();
  const labels = await page.locator(".dag .nodes > g .glyph").evaluateAll((gs) => gs.map((g) => [g.getAttribute("role"), g.getAttribute("aria-label")]));
  expect(labels.length).toBeGreaterThan(3);
  for (const [role, label] of labels) {
    expect(role).toBe("img");
    expect(label).toMatch(/^X (none|[a-c][1-3]( [a-c][1-3])*) · O (none|[a-c][1-3]( [a-c][1-3])*)$/);
  }
  expect(labels[0][1]).toBe("X none · O none");
  // Distinct positions, distinct words.
  expect(new Set(labels.map(([, l]) => l)).size).toBe(labels.length);
  // The inspector's drawing: its name and the same words.
  await page.locator('.dag .nodes > g[data-id="1"]').click();
  const glyph1 = await page.locator('.dag .nodes > g[data-id="1"] .glyph').getAttribute("aria-label");
  await expect(page.locator(".inspector svg.position").last()).toHaveAttribute("aria-label", `node 1 as stored: ${glyph1}`);
});
