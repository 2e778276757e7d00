// Nine Men's Morris endgames from the endgame tables (www/data/morris9, src/exact/retrograde/
// endgames.rs): `play.html?game=morris&men=9&position=…` fetches the one table its sector needs
// and shows every move's value and distance, as the Node build of the same engine gives them
// from the same files, within a second of the page asking. A seeded sample of 3v3, 4v3 and 4v4
// positions, flying on and off.
import { test, expect } from "@playwright/test";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const require = createRequire(import.meta.url);
const { PnPlay } = require("../../pkg-node/pnlab.js");
const WWW = new URL("../../www/", import.meta.url);

/** The Nine Men's board's points, as the `position` parameter names them. */
const POINTS = "a7 d7 g7 b6 d6 f6 c5 d5 e5 a4 b4 c4 e4 f4 g4 c3 d3 e3 b2 d2 f2 a1 d1 g1".split(" ");

/** A xorshift step over 32 bits: a fixed sample. */
function rng(seed) {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

/** The report of `config` from the Node build, the tables it names read from www/. */
function engineReport(config) {
  const play = new PnPlay(config);
  try {
    const files = [...play.dataFiles];
    for (const file of files) play.setData(file, gunzipSync(readFileSync(new URL(file, WWW))));
    play.beginReport([]);
    let slice;
    do slice = play.advance(100_000);
    while (!slice.report);
    return { report: slice.report, files };
  } finally {
    play.free();
  }
}

/** `count` positions with `white` and `black` stones drawn at random, the engine's report of each
 *  (a position whose game is over at once is refused by the engine and passed over). */
function sample(white, black, flying, count, seed) {
  if (!("dataFiles" in PnPlay.prototype)) throw new Error("pkg-node has no PnPlay.dataFiles: rebuild it (bash scripts/build-wasm.sh)");
  const next = rng(seed);
  const out = [];
  for (let tries = 0; out.length < count; tries++) {
    if (tries === 1000) throw new Error(`no playable ${white}v${black} position in 1000 draws`);
    const free = [...POINTS];
    const take = (n) => Array.from({ length: n }, () => free.splice(next(free.length), 1)[0]);
    const position = `W:${take(white).join(",")}/B:${take(black).join(",")}/${next(2) ? "b" : "w"}`;
    const config = { game: "morris", men: 9, flying, position };
    try {
      const { report, files } = engineReport(config);
      if (report.moves.length > 0) out.push({ config, report, files });
    } catch {
      continue;
    }
  }
  return out;
}

const CASES = [
  [3, 3, "off", 2],
  [3, 3, "on", 1],
  [4, 3, "off", 2],
  [3, 4, "on", 1],
  [4, 4, "off", 2],
  [4, 4, "on", 1],
];

for (const [white, black, flying, count] of CASES) {
  test(`the play page shows every move's value and distance in ${white}v${black} endgames, flying ${flying}`, async ({ page }) => {
    for (const { config, report, files } of sample(white, black, flying, count, white * 100 + black * 10 + (flying === "on"))) {
      const fetched = [];
      let asked = null;
      page.on("request", (r) => {
        if (!r.url().includes("/data/morris9/")) return;
        fetched.push(new URL(r.url()).pathname.slice(1));
        asked ??= Date.now();
      });
      await page.goto(`/play.html?${new URLSearchParams(config)}&side1=person&side2=person`);
      // Every move's value shown: polled each animation frame, so the time is close.
      await page.waitForFunction(
        (n) => {
          const vs = [...document.querySelectorAll("#moves button .v")];
          return vs.length === n && vs.every((v) => /^(win|loss|draw)/.test(v.textContent.trim()));
        },
        report.moves.length,
        { timeout: 30_000 },
      );
      const ms = Date.now() - asked;
      const buttons = page.locator("#moves button");
      const shown = await buttons.evaluateAll((bs) => bs.map((b) => [b.dataset.move, b.querySelector(".v").textContent.trim()]));
      expect(shown.map(([label]) => label), config.position).toEqual(report.moves.map((m) => m.label));
      for (const [i, m] of report.moves.entries()) {
        const phrase = m.value === "draw" ? "draw" : `${m.value} in ${m.plies}`;
        expect(shown[i][1], `${config.position} ${m.label}`).toMatch(new RegExp(`^${phrase}(\\D|$)`));
      }
      // Only the tables the sector reaches, each once.
      expect(fetched.sort(), config.position).toEqual([...files].sort());
      console.log(`${config.position} flying ${flying}: ${ms} ms from asking for the tables to every value shown`);
      expect(ms, `${config.position}: ms from asking for the tables to every value shown`).toBeLessThan(1000);
      page.removeAllListeners("request");
    }
  });
}

test("the visualiser steps dcg from a 4v4 endgame's position", async ({ page }) => {
  // Written as the engine writes it (points in board order), so the status line shows it so.
  const position = "W:a7,d7,g7,b4/B:f4,a1,d1,g1/w";
  await page.goto(`/?${new URLSearchParams({ game: "morris", men: 9, position })}`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(page.locator(".st-search")).toContainText(position);
  await expect(page.locator(".st-search")).toContainText("dcg");
  for (let i = 1; i <= 3; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
  }
  await expect(page.locator(".error")).toBeHidden();
});

// The naive table's teaching case, as docs/morris-endgames.md links it: on this Six Men's endgame
// the second player wins, yet the naive table proves "the first player avoids losing".
const TEACHING = "?game=morris&men=6&position=W:a7,d7,a4/B:g7,b4,d2/w&question=first-avoids-loss";

for (const [repetition, result] of [
  ["naive", "First player wins or draws"],
  ["exact", "Second player wins"],
]) {
  test(`the docs' teaching link with repetition = ${repetition} ends ${result}`, async ({ page }) => {
    await page.goto(`/${TEACHING}&repetition=${repetition}`);
    await page.waitForFunction(() => window.pnlab?.ctrl.view);
    await expect(page.locator(".untrusted")).toBeVisible({ visible: repetition === "naive" });
    await page.getByRole("button", { name: "Run to the end" }).click();
    await expect(page.locator(".st-result")).toHaveText(result, { timeout: 30_000 });
  });
}
