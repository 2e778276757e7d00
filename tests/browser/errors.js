// Every browser test fails on an uncaught page error or a console error, whatever it checks.
import { test, expect } from "@playwright/test";

/** Registers the hooks in the calling spec file: page.errors collects, afterEach asserts. */
export function failOnPageErrors() {
  test.beforeEach(async ({ page }) => {
    const errors = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    page.errors = errors;
  });
  test.afterEach(async ({ page }) => {
    expect(page.errors).toEqual([]);
  });
}
