// The main job on a machine without Rust: in a fresh clone of this commit, with every directory
// holding cargo taken off PATH, `bash scripts/main.sh` serves the page from the committed pkg/
// (Node alone: npm packages, dist/, the server) within 2 minutes, and the page steps (5,3).
import { test, expect } from "@playwright/test";
import { execFileSync, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { delimiter, join, resolve } from "node:path";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const CLONE = resolve("test-results/fresh-clone");
/** The bound on serving the page from a fresh clone. */
const LIMIT_MS = 120_000;
let main;

test.afterAll(() => {
  if (main && main.exitCode === null) process.kill(-main.pid, "SIGTERM");
});

test("main.sh in a fresh clone without cargo serves the committed build in 2 minutes, and (5,3) steps", async ({ page }) => {
  test.setTimeout(LIMIT_MS + 60_000);
  rmSync(CLONE, { recursive: true, force: true });
  const head = execFileSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" }).trim();
  execFileSync("git", ["clone", "--quiet", "--no-checkout", resolve("."), CLONE]);
  execFileSync("git", ["-C", CLONE, "checkout", "--quiet", "--detach", head]);
  const path = process.env.PATH.split(delimiter).filter((dir) => dir && !existsSync(join(dir, "cargo"))).join(delimiter);
  expect(() => execFileSync("bash", ["-c", "command -v cargo"], { env: { ...process.env, PATH: path } })).toThrow();

  const started = Date.now();
  main = spawn("bash", ["scripts/main.sh"], { cwd: CLONE, env: { ...process.env, PATH: path, PORT: "0" }, detached: true });
  let out = "";
  let err = "";
  main.stderr.on("data", (d) => (err += d));
  const url = await new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`no address after ${LIMIT_MS} ms:\n${out}\n${err}`)), LIMIT_MS);
    main.stdout.on("data", (d) => {
      out += d;
      const m = /PN Lab is served at (\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    main.on("exit", (code) => fail(new Error(`main.sh ended with ${code} before serving:\n${out}\n${err}`)));
  });
  const ms = Date.now() - started;
  console.log(`main.sh served a fresh clone without cargo in ${(ms / 1000).toFixed(1)} s`);
  expect(ms).toBeLessThanOrEqual(LIMIT_MS);
  expect(err).toContain("main: the wasm modules are the build of the sources as they are");
  expect(existsSync(join(CLONE, "target"))).toBe(false);
  for (const built of ["dist/pnlab.html", "dist/pnlab-scorm.zip", "dist/pn-search/pn-search.js"]) {
    expect(existsSync(join(CLONE, built)), built).toBe(true);
  }

  await page.goto(`${url}?game=clique&n=5&k=3&preset=K4WEAK`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await page.locator("input[name=speed]").fill("5");
  for (let i = 1; i <= 5; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
  }
  const root = await page.evaluate(() => window.pnlab.ctrl.node(0));
  const num = (v) => (v >= 2 ** 30 ? "∞" : String(v));
  await expect(page.locator(".st-root")).toHaveText(`${num(root.pn)} / ${num(root.dn)}`);
});
