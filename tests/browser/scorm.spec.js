// The SCORM 1.2 package (dist/pnlab-scorm.zip, scripts/scorm.mjs) run by a real SCORM runtime:
// scorm-again's Scorm12API as the LMS's API in the parent page, the package's SCO in an iframe,
// as an LMS launches it. The SCO says "incomplete" once open, reports predict mode's score as
// cmi.core.score.raw, and "completed" once the search is solved.
import { test, expect } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { unzipSync, strFromU8 } from "fflate";
import { serve } from "../../scripts/serve.mjs";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ZIP = resolve("dist/pnlab-scorm.zip");
const HERE = resolve("test-results/scorm-lms");
let server;
let base;

test.beforeAll(async () => {
  if (!existsSync(ZIP)) throw new Error("dist/pnlab-scorm.zip is missing: node scripts/scorm.mjs makes it");
  rmSync(HERE, { recursive: true, force: true });
  const files = unzipSync(readFileSync(ZIP));
  for (const [name, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(HERE, "sco", name)), { recursive: true });
    writeFileSync(join(HERE, "sco", name), bytes);
  }
  const manifest = strFromU8(files["imsmanifest.xml"]);
  const href = /adlcp:scormtype="sco" href="([^"]+)"/.exec(manifest)?.[1];
  if (!href) throw new Error(`imsmanifest.xml names no SCO:\n${manifest}`);
  mkdirSync(join(HERE, "lms"), { recursive: true });
  // The LMS's page: the SCORM 1.2 API as window.API, the SCO launched in a frame with the
  // settings of this test after the manifest's own address.
  writeFileSync(
    join(HERE, "lms", "index.html"),
    `<!doctype html><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="/scorm-again/scorm12.min.js"></script>
<script>window.API = new Scorm12API({ logLevel: 5 });</script>
<iframe id="sco" style="width:1280px;height:800px;border:0"></iframe>
<script>document.getElementById("sco").src = "/sco/${href}" + (location.hash ? "${href.includes("?") ? "&" : "?"}" + location.hash.slice(1) : "");</script>`,
  );
  ({ server, url: base } = await serve(0, "127.0.0.1", [
    ["/scorm-again/", resolve("node_modules/scorm-again/dist")],
    ["/sco/", join(HERE, "sco")],
    ["/lms/", join(HERE, "lms")],
  ]));
});

test.afterAll(() => server?.close());

const lms = (page, element) => page.evaluate((e) => window.API.LMSGetValue(e), element);

test("the SCORM package reports incomplete, predict mode's score and completion to scorm-again", async ({ page }) => {
  await page.setViewportSize({ width: 1300, height: 820 });
  await page.goto(`${base}lms/index.html#game=clique&n=5&k=3&preset=K4WEAK&it=3`);
  const frame = page.frameLocator("#sco");
  const sco = () => page.frame({ url: /\/sco\// });
  await expect.poll(async () => sco()?.evaluate(() => Boolean(window.pnlab?.ctrl.view))).toBe(true);
  await expect(frame.locator(".st-iteration")).toHaveText("3");
  await expect.poll(() => lms(page, "cmi.core.lesson_status")).toBe("incomplete");
  expect(await lms(page, "cmi.core.score.raw")).toBe("");

  await frame.locator("input[name=speed]").fill("5");
  const step = frame.getByRole("button", { name: "Step ▶" });
  // The truth at iteration n, learnt with predict mode off: the node the next step develops.
  const truthAt = async (n) => {
    await step.click();
    await expect(frame.locator(".st-iteration")).toHaveText(String(n + 1));
    const t = await sco().evaluate(() => window.pnlab.ctrl.view.record.developed);
    await frame.getByRole("button", { name: "◀ Back" }).click();
    await expect(frame.locator(".st-iteration")).toHaveText(String(n));
    return t;
  };
  const predict = async (node, n) => {
    await step.click();
    await expect(frame.locator(".phase-title")).toContainText("your turn");
    await frame.locator("[data-act=fit]").click();
    await page.waitForTimeout(400);
    await frame.locator(`.dag .nodes > g[data-id="${node}"]`).click();
    await expect(frame.locator(".st-iteration")).toHaveText(String(n + 1));
  };

  const right = await truthAt(3);
  await frame.locator("input[name=predict]").check();
  await predict(right, 3);
  await expect(frame.locator(".predict-score")).toHaveText("score 1 / 1");
  await expect.poll(() => lms(page, "cmi.core.score.raw")).toBe("100");

  await frame.locator("input[name=predict]").uncheck();
  const truth = await truthAt(4);
  const wrong = await sco().evaluate((t) => Array.from(window.pnlab.ctrl.view.snapshot.level.keys()).find((id) => id !== t), truth);
  await frame.locator("input[name=predict]").check();
  await predict(wrong, 4);
  await expect(frame.locator(".predict-score")).toHaveText("score 1 / 2");
  await expect.poll(() => lms(page, "cmi.core.score.raw")).toBe("50");
  expect(await lms(page, "cmi.core.lesson_status")).toBe("incomplete");

  await frame.locator("input[name=predict]").uncheck();
  await frame.getByRole("button", { name: "Run to the end" }).click();
  await expect(frame.locator(".st-result")).toHaveText("First player wins");
  await expect.poll(() => lms(page, "cmi.core.lesson_status")).toBe("completed");
  expect(await lms(page, "cmi.core.score.raw")).toBe("50");
  await page.screenshot({ path: "test-results/scorm-completed.png" });
});

test("the package's manifest is SCORM 1.2 with one SCO, and the SCO is the only file it needs", () => {
  const files = unzipSync(readFileSync(ZIP));
  expect(Object.keys(files).sort()).toEqual(["imsmanifest.xml", "index.html"]);
  const manifest = strFromU8(files["imsmanifest.xml"]);
  expect(manifest).toContain("<schemaversion>1.2</schemaversion>");
  expect(manifest).toMatch(/<resource identifier="[^"]+" type="webcontent" adlcp:scormtype="sco" href="index.html">/);
  const html = strFromU8(files["index.html"]);
  expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="(?!data:)[^"]+"/);
});
