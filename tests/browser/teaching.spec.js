// The teaching tools in real Chromium: colours that say who wins, and the proof drawn on its
// own and exported. Screenshots go to test-results/ (looked at: see docs/visualiser.md).
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

/** Opens `query`, runs the search to the end and waits for the result. */
async function solved(page, query) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/?${query}`);
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator("[data-act=proof]")).toBeEnabled({ timeout: 60_000 });
}

/** Deuteranopia simulated on the whole page (Machado, Oliveira and Fernandes 2009, severity 1). */
const DEUTERANOPIA = `<svg xmlns="http://www.w3.org/2000/svg" style="position:absolute;width:0;height:0"><filter id="pn-deut">
  <feColorMatrix type="matrix" values="0.367 0.861 -0.228 0 0  0.280 0.673 0.047 0 0  -0.012 0.043 0.969 0 0  0 0 0 1 0"/></filter></svg>`;

test("a solved node is drawn as what it establishes: first player wins plain vermillion, cannot win striped blue", async ({ page }) => {
  await solved(page, "game=clique&n=5&k=3&preset=K4WEAK");
  // (5,3) asks "does the first player win?" and proves it: the root is proved, the first player wins.
  const root = page.locator('.dag .nodes > g[data-id="0"]');
  await expect(root).toHaveClass(/s-proved/);
  await expect(root).toHaveClass(/o-first-wins/);
  const colours = await page.evaluate(() => {
    const style = (sel) => getComputedStyle(document.querySelector(sel));
    const proved = document.querySelector(".dag .o-first-wins .shape");
    const disproved = document.querySelector(".dag .o-first-cannot-win .shape");
    const dag = style(".dag");
    return {
      first: dag.getPropertyValue("--first").trim(),
      second: dag.getPropertyValue("--second").trim(),
      provedStroke: getComputedStyle(proved).stroke,
      provedFill: getComputedStyle(proved).fill,
      disprovedStroke: disproved && getComputedStyle(disproved).stroke,
      disprovedFill: disproved && getComputedStyle(disproved).fill,
      disprovedDash: disproved && getComputedStyle(disproved).strokeDasharray,
    };
  });
  // Vermillion strokes (a darker shade of --first) where the first player wins; the second
  // player's blue, dashed, over a pattern, where he cannot.
  expect(colours.first).toBe("#d55e00");
  expect(colours.second).toBe("#0072b2");
  expect(colours.provedStroke).toBe("rgb(179, 79, 0)");
  expect(colours.provedFill).toBe("rgb(249, 217, 191)");
  expect(colours.disprovedStroke).toBe("rgb(0, 114, 178)");
  expect(colours.disprovedFill).toContain("url(");
  expect(colours.disprovedDash).not.toBe("none");
  await expect(page.locator(".legend")).toContainText("first player wins");
  await expect(page.locator(".legend")).toContainText("first player cannot win (draw or second player wins)");
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "test-results/teaching-colours.png" });
  await page.evaluate((svg) => {
    document.body.insertAdjacentHTML("beforeend", svg);
    document.documentElement.style.filter = "url(#pn-deut)";
  }, DEUTERANOPIA);
  await page.screenshot({ path: "test-results/teaching-colours-deuteranopia.png" });
});

test("the proof view of solved (6,4) shows the disproof's positions, as many as the checker counts", async ({ page }) => {
  await solved(page, "game=clique&n=6&k=4&preset=K4WEAK");
  await expect(page.locator(".st-result")).toHaveText("Draw");
  const checked = await page.evaluate(() => window.pnlab.ctrl.verify());
  expect(checked.claim).toBe("second-avoids-loss");
  await page.locator("[data-act=proof]").click();
  const view = page.locator(".proof-host");
  await expect(view).toBeVisible();
  await expect(view.locator(".pv-title")).toContainText("Proof that the second player avoids losing");
  await expect(view.locator(".pv-count")).toHaveText(checked.positions.toLocaleString("en-US"));
  // Per level, as the checker counts.
  const levels = await view.locator(".pv-levels span:not(.pv-total) b").allTextContents();
  expect(levels.map((t) => Number(t.replace(/,/g, "")))).toEqual(checked.levels);
  await page.screenshot({ path: "test-results/teaching-proof-6-4.png" });
  // Every position drawn once all are expanded; collapsing the start leaves it alone.
  await view.getByRole("button", { name: "Expand all" }).click();
  await expect(view.locator(".pv-node")).toHaveCount(checked.positions);
  // The positions drawn are the checker's: one chosen move where the second player moves.
  const chosen = await page.evaluate(() => window.pnlab.proofView.tree.nodes.filter((n) => n.chooser).length);
  expect(chosen).toBe(checked.strategyMoves);
  await page.screenshot({ path: "test-results/teaching-proof-6-4-all.png" });
  await view.locator('.pv-node[data-id="0"]').click();
  await expect(view.locator(".pv-node")).toHaveCount(1);
  await expect(view.locator('.pv-node[data-id="0"] .pv-more')).toHaveText(`+${(checked.positions - 1).toLocaleString("en-US")}`);
  // The downloads: the proof file as the CLI writes it, and DOT.
  const [json] = await Promise.all([page.waitForEvent("download"), view.getByRole("button", { name: "JSON" }).click()]);
  const file = JSON.parse(await streamText(await json.createReadStream()));
  expect(file.format).toBe("pnlab-proof");
  expect(file.result).toBe("draw");
  expect(file.proofs[0].positions).toBe(checked.positions);
  const [dot] = await Promise.all([page.waitForEvent("download"), view.getByRole("button", { name: "DOT" }).click()]);
  const dotText = await streamText(await dot.createReadStream());
  expect(dotText.startsWith("digraph")).toBe(true);
  expect(dotText.match(/^ {2}n\d+ \[label=/gm).length).toBe(checked.positions);
  await view.getByRole("button", { name: "Close the proof view" }).click();
  await expect(view).toBeHidden();
});

test("the proof view of solved (7,4) reads at 1280×800 and in projector mode", async ({ page }) => {
  test.setTimeout(180_000);
  await solved(page, "game=clique&n=7&k=4&preset=K4WEAK");
  await page.locator("[data-act=proof]").click();
  const view = page.locator(".proof-host");
  await expect(view.locator(".pv-node").first()).toBeVisible();
  const shown = await view.locator(".pv-node").count();
  expect(shown).toBeGreaterThan(1);
  expect(shown).toBeLessThanOrEqual(30);
  await page.screenshot({ path: "test-results/teaching-proof-7-4.png" });
  await page.getByRole("button", { name: "Projector mode" }).click();
  await page.screenshot({ path: "test-results/teaching-proof-7-4-projector.png" });
  await view.getByRole("button", { name: "Close the proof view" }).click();
  await page.getByRole("button", { name: "Projector mode" }).click();
  // The overview of the 66,651-node DAG, then one level of it, then the focus view.
  await page.getByRole("button", { name: "Overview" }).click();
  await expect(page.locator(".overview-host .pv-title")).toContainText("66,651 nodes");
  await page.screenshot({ path: "test-results/teaching-overview-7-4.png" });
  await page.locator(".overview-host .ov-band").nth(5).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: "test-results/teaching-level-7-4.png" });
  await page.locator("input[name=focus]").check();
  await page.waitForTimeout(600);
  await page.screenshot({ path: "test-results/teaching-focus-7-4.png" });
});

async function streamText(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

test("predict mode on (5,3): the true most-proving node scores a point, another node does not", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  const stepButton = page.getByRole("button", { name: "Step ▶" });
  // The truth, learnt with predict mode off: the node iteration 4 develops; then back to 3.
  const truthAt = async (n) => {
    await page.evaluate((k) => window.pnlab.goto(k), n);
    await stepButton.click();
    await expect(page.locator(".st-iteration")).toHaveText(String(n + 1));
    const t = await page.evaluate(() => window.pnlab.ctrl.view.record.developed);
    await page.getByRole("button", { name: "◀ Back" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(n));
    return t;
  };
  const truth = await truthAt(3);
  await page.locator("input[name=predict]").check();
  await expect(page.locator(".predict-score")).toHaveText("score 0 / 0");
  await stepButton.click();
  await expect(page.locator(".phase-title")).toContainText("your turn");
  await expect(page.locator(".st-iteration")).toHaveText("3");
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.locator(`.dag .nodes > g[data-id="${truth}"]`).click();
  await expect(page.locator(".st-iteration")).toHaveText("4");
  await expect(page.locator(".predict-score")).toHaveText("score 1 / 1");
  await expect(page.locator(".predict-text")).toContainText(`Right: node ${truth} is the most-proving node`);
  await expect(page.locator(".predict-text")).toContainText("smallest pn");
  await page.screenshot({ path: "test-results/teaching-predict-right.png" });
  // Next iteration: a node that is not the most-proving one.
  await page.locator("input[name=predict]").uncheck();
  const next = await truthAt(4);
  await page.locator("input[name=predict]").check();
  const other = await page.evaluate((t) => Array.from(window.pnlab.ctrl.view.snapshot.level.keys()).find((id) => id !== t), next);
  await stepButton.click();
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.locator(`.dag .nodes > g[data-id="${other}"]`).click();
  await expect(page.locator(".st-iteration")).toHaveText("5");
  await expect(page.locator(".predict-score")).toHaveText("score 1 / 2");
  await expect(page.locator(".predict-text")).toContainText(`you chose node ${other}; the most-proving node is ${next}`);
  await page.screenshot({ path: "test-results/teaching-predict-wrong.png" });
  // Reset clears the score.
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.locator(".predict-score")).toHaveText("score 0 / 0");
});

test("step over on (6,4) runs many iterations as one step, and one Back returns the same snapshot", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=30");
  await ready(page);
  await expect(page.locator(".st-iteration")).toHaveText("30");
  const snapshot = () =>
    page.evaluate(() => {
      const { snapshot, iteration } = window.pnlab.ctrl.view;
      return { iteration, ...Object.fromEntries(Object.entries(snapshot).map(([k, v]) => [k, ArrayBuffer.isView(v) ? Array.from(v) : v])) };
    });
  const before = await snapshot();
  await page.getByRole("button", { name: "Step over" }).click();
  await expect(page.locator(".phase-title")).toContainText("Step over · iterations 31–");
  const leap = await page.evaluate(() => window.pnlab.lastLeap);
  expect(leap.from).toBe(30);
  expect(leap.iterations).toBeGreaterThan(1);
  expect(leap.to).toBe(30 + leap.iterations);
  expect(["solved", "left", "stopped"]).toContain(leap.end);
  await expect(page.locator(".phase-text")).toContainText(`${leap.iterations} iterations, `);
  await expect(page.locator(".st-iteration")).toHaveText(String(leap.to));
  // The engine agrees: the target was solved, or the next path leaves it.
  if (leap.end === "solved") expect(["proved", "disproved"]).toContain(leap.value);
  await page.screenshot({ path: "test-results/teaching-step-over.png" });
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("30");
  expect(await snapshot()).toEqual(before);
  // A plain step back after that is one iteration again.
  await page.getByRole("button", { name: "◀ Back" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("29");
});

test("step out through a node off the current path is refused with a message", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=6");
  await ready(page);
  const off = await page.evaluate(() => {
    const { snapshot } = window.pnlab.ctrl.view;
    const path = Array.from(snapshot.path);
    return Array.from(snapshot.level.keys()).find((id) => !path.includes(id));
  });
  const message = await page.evaluate((n) => window.pnlab.stepOut(n).then(() => "", (e) => e.message), off);
  expect(message).toContain(`node ${off} is not on the current path`);
  // Through the root, step out runs to the end of the search.
  await page.evaluate(() => window.pnlab.stepOut(0));
  await expect(page.locator(".st-result")).toHaveText("First player wins");
});

/** The DAG view's zoom once its transition has ended: two reads 150 ms apart agree (else -1). */
async function settledScale(page) {
  const read = () => page.evaluate(() => Number(/scale\(([\d.]+)/.exec(document.querySelector(".dag .camera").getAttribute("transform"))[1]));
  const a = await read();
  await page.waitForTimeout(150);
  return a === (await read()) ? a : -1;
}

test("a large solved DAG reads as level bands, a click shows that level; focus draws the path's neighbourhood", async ({ page }) => {
  await solved(page, "game=clique&n=6&k=4&preset=K4WEAK");
  const snap = await page.evaluate(() => {
    const s = window.pnlab.ctrl.view.snapshot;
    const levels = [];
    for (const l of s.level) levels[l] = (levels[l] ?? 0) + 1;
    return { nodes: s.level.length, levels };
  });
  await page.getByRole("button", { name: "Overview" }).click();
  const bands = page.locator(".overview-host .ov-band");
  await expect(bands).toHaveCount(snap.levels.length);
  await expect(page.locator(".overview-host .pv-title")).toContainText(`${snap.nodes.toLocaleString("en-US")} nodes on ${snap.levels.length} levels`);
  for (const [l, c] of snap.levels.entries()) await expect(bands.nth(l).locator(".ov-count")).toContainText(`${c.toLocaleString("en-US")} node${c === 1 ? "" : "s"} ·`);
  await page.screenshot({ path: "test-results/teaching-overview-6-4.png" });
  await bands.nth(6).click();
  await expect(page.locator(".overview-host")).toBeHidden();
  // Level 6's nodes are on screen, with their drawings (not the flat sliver of Fit): the zoom
  // ends at 0.75× (polled: its 300 ms transition runs late on a loaded machine).
  await expect.poll(() => settledScale(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(0.7499);
  await page.screenshot({ path: "test-results/teaching-level-6-4.png" });
  const all = await page.locator(".dag .nodes > g").count();
  await page.locator("input[name=focus]").check();
  const focused = await page.locator(".dag .nodes > g").count();
  expect(focused).toBeLessThan(all);
  expect(focused).toBeGreaterThan(0);
  await page.locator("[data-act=fit]").click();
  // Fit in focus keeps the positions legible: the panel's width, not the 16-level depth
  // (polled, as the zoom's transition may still run).
  await expect.poll(() => settledScale(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(0.6);
  await page.screenshot({ path: "test-results/teaching-focus-6-4.png" });
  await page.getByRole("button", { name: "Projector mode" }).click();
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: "test-results/teaching-focus-6-4-projector.png" });
  await page.locator("input[name=focus]").uncheck();
  await page.getByRole("button", { name: "Overview" }).click();
  await page.screenshot({ path: "test-results/teaching-overview-6-4-projector.png" });
  await page.getByRole("button", { name: "Close" }).first().click();
  await page.locator("[data-act=proof]").click();
  await expect(page.locator(".proof-host .pv-node").first()).toBeVisible();
  await page.screenshot({ path: "test-results/teaching-proof-6-4-projector.png" });
});

test("a GIF of iterations 1–20 of (5,3) starts with the GIF magic bytes and has 20 frames or more", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK");
  await ready(page);
  const gif = await page.evaluate(async () => Array.from(await window.pnlab.recordGif({ from: 1, to: 20, width: 480, height: 320, delay: 300 })));
  const bytes = Buffer.from(gif);
  expect(bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");
  // Frames: one image descriptor (0x2C) after each graphic control extension (21 F9 04 …).
  let frames = 0;
  for (let i = 0; i + 8 < bytes.length; i++) if (bytes[i] === 0x21 && bytes[i + 1] === 0xf9 && bytes[i + 2] === 4 && bytes[i + 8] === 0x2c) frames++;
  expect(frames).toBeGreaterThanOrEqual(20);
  expect(frames).toBe(60); // select, develop, update for each of the 20 iterations
  // Bad ranges are refused with a message that names what is wrong.
  const bad = (o) => page.evaluate((opts) => window.pnlab.recordGif(opts).then(() => "", (e) => e.message), o);
  expect(await bad({ from: 15, to: 5 })).toBe("from = 15 is after to = 5: the range must run forwards");
  expect(await bad({ from: 50, to: 70 })).toBe("to = 70 is beyond the end of the solve: it ends at iteration 59");
  // The form downloads one.
  await page.getByRole("button", { name: "Record", exact: true }).click();
  const form = page.locator(".record-form");
  await form.locator("input[name=from]").fill("1");
  await form.locator("input[name=to]").fill("3");
  const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Record", exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.gif$/);
});

test("a long GIF encodes in a worker: the page keeps answering, and Cancel stops it at once", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK");
  await ready(page);
  const result = await page.evaluate(async () => {
    const vis = window.pnlab;
    // The main thread's longest pause while frames are drawn and encoded.
    let longest = 0;
    let last = performance.now();
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 10);
    let frames = 0;
    const recording = vis.recordGif({ from: 1, to: 50, width: 960, height: 600, delay: 100, onProgress: (p) => (frames = p.frame) });
    const outcome = recording.then(() => "finished", (e) => e.message);
    while (frames < 12) await new Promise((r) => setTimeout(r, 20));
    const t = performance.now();
    vis.cancelRecording();
    const message = await outcome;
    clearInterval(timer);
    return { message, answered: performance.now() - t, frames, longest };
  });
  expect(result.message).toBe("the recording was cancelled");
  expect(result.answered).toBeLessThan(100);
  expect(result.frames).toBeGreaterThanOrEqual(12);
  console.log(`GIF 960×600: cancel answered in ${result.answered.toFixed(1)} ms after ${result.frames} frames; longest main-thread pause ${result.longest.toFixed(0)} ms`);
  // The page still steps after the cancel.
  await page.getByRole("button", { name: "Step ▶" }).click();
});

test("a WebM of iterations 1–5 of (5,3) starts with the EBML magic bytes and holds the frames", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK");
  await ready(page);
  const webm = await page.evaluate(async () => Array.from(await window.pnlab.recordWebm({ from: 1, to: 5, width: 480, height: 320, delay: 120 })));
  const bytes = Buffer.from(webm);
  expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
  expect(bytes.length).toBeGreaterThan(5_000);
  // Bad ranges keep their messages.
  const bad = (o) => page.evaluate((opts) => window.pnlab.recordWebm(opts).then(() => "", (e) => e.message), o);
  expect(await bad({ from: 15, to: 5 })).toBe("from = 15 is after to = 5: the range must run forwards");
  expect(await bad({ from: 50, to: 70 })).toBe("to = 70 is beyond the end of the solve: it ends at iteration 59");
  // Without MediaRecorder, the message says what is missing and what to do instead.
  const missing = await page.evaluate(async () => {
    const saved = window.MediaRecorder;
    delete window.MediaRecorder;
    try {
      return await window.pnlab.recordWebm({ from: 1, to: 2 }).then(() => "", (e) => e.message);
    } finally {
      window.MediaRecorder = saved;
    }
  });
  expect(missing).toBe("this browser has no MediaRecorder, so it cannot record WebM: record a GIF instead");
  // The form records one too.
  await page.getByRole("button", { name: "Record", exact: true }).click();
  const form = page.locator(".record-form");
  await form.locator("select[name=format]").selectOption("webm");
  await form.locator("select[name=delay]").selectOption("300");
  await form.locator("input[name=from]").fill("1");
  await form.locator("input[name=to]").fill("2");
  const [download] = await Promise.all([page.waitForEvent("download"), form.getByRole("button", { name: "Record", exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/-1-2\.webm$/);
});

test("an element with from=5 to=15 loop replays that range again and again; a bad range is explained", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await ready(page);
  await page.evaluate(async () => {
    await import("/pn-search.js");
    document.body.insertAdjacentHTML("beforeend", `<pn-search id="loop" game="clique" n="5" k="3" speed="5" from="5" to="15" loop></pn-search>
      <pn-search id="bad" game="clique" n="5" k="3" from="15" to="5"></pn-search>
      <pn-search id="far" game="clique" n="5" k="3" from="50" to="70"></pn-search>`);
    const el = document.getElementById("loop");
    window.loopSeen = [];
    el.addEventListener("pn-loop", (e) => window.loopSeen.push(e.detail.cycle));
    el.addEventListener("pn-step", (e) => window.loopSeen.push(`i${e.detail.iteration}`));
  });
  await page.waitForFunction(() => window.loopSeen.filter((x) => typeof x === "number").length >= 2, null, { timeout: 90_000 });
  const seen = await page.evaluate(() => window.loopSeen);
  const second = seen.indexOf(2);
  // Cycle 1 went up to iteration 15 and no further, then cycle 2 started again before 5.
  const its = seen.slice(seen.indexOf(1), second).filter((x) => typeof x === "string").map((x) => Number(x.slice(1)));
  expect(Math.max(...its)).toBe(15);
  expect(its).toContain(5);
  await expect(page.locator("#bad .error")).toHaveText('<pn-search from="15" to="5">: from = 15 is after to = 5: the range must run forwards');
  await expect(page.locator("#far .error")).toHaveText('<pn-search from="50" to="70">: to = 70 is beyond the end of the solve: it ends at iteration 59');
});

test("predict mode by phase: before the update, the parent's new numbers are asked in the inspector and scored", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=4");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  await page.locator("input[name=by][value=phase]").check();
  await page.locator("input[name=predict]").check();
  const stepButton = page.getByRole("button", { name: "Step ▶" });
  await stepButton.click(); // asks for the most-proving node
  const truth = await page.evaluate(async () => {
    // The truth from the engine itself: step, read, and go back.
    const e = window.pnlab.ctrl.engine;
    const r = await e.stepView();
    await e.back(1);
    return { developed: r.record.developed, parent: r.record.path.at(-1).node, u: r.record.updates.find((x) => x.node === r.record.path.at(-1).node) };
  });
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.locator(`.dag .nodes > g[data-id="${truth.developed}"]`).click();
  await expect(page.locator(".predict-score")).toHaveText("score 1 / 1");
  await stepButton.click(); // select → develop
  await stepButton.click(); // develop: asks for the parent's numbers, in its inspector
  const form = page.locator(".inspector .predict-numbers");
  await expect(form).toContainText(`what will node ${truth.parent}'s pn and dn be?`);
  await expect(page.locator(".inspector h3")).toContainText(`Node ${truth.parent}`);
  await expect(page.locator(".predict-text")).toContainText("in the inspector");
  // The inspector's numbers (already the engine's updated ones) stay hidden until the answer.
  await expect(page.locator(".inspector .numbers")).toBeHidden();
  await expect(page.locator(".inspector .formula")).toBeHidden();
  const num = (v) => (v >= 2 ** 30 ? "∞" : String(v));
  // Text that is not a number is not a try: the form stays, says what it expects, and the
  // score does not move.
  await form.locator("input[name=pn]").fill("abc");
  await form.getByRole("button", { name: "Check" }).click();
  await expect(page.locator(".predict-score")).toHaveText("score 1 / 1");
  await expect(form).toBeVisible();
  expect(await form.locator("input[name=pn]").evaluate((i) => [i.validity.valid, i.title])).toEqual([false, "a whole number (0, 1, 2, …) or ∞ (inf)"]);
  expect(await form.locator("input[name=dn]").evaluate((i) => i.validity.valueMissing)).toBe(true);
  await form.locator("input[name=pn]").fill(num(truth.u.newPn));
  await form.locator("input[name=dn]").fill(num(truth.u.newDn));
  await page.screenshot({ path: "test-results/teaching-predict-numbers.png" });
  await form.getByRole("button", { name: "Check" }).click();
  await expect(page.locator(".predict-score")).toHaveText("score 2 / 2");
  await expect(page.locator(".pnl")).toHaveAttribute("data-phase", "update");
  await expect(page.locator(".predict-numbers")).toHaveCount(0);
  await expect(page.locator(".inspector .numbers")).toBeVisible();
  // The next iteration: a wrong guess counts a try, not a point, in the same running score.
  await stepButton.click(); // update → done
  await stepButton.click(); // asks for the most-proving node
  const next = await page.evaluate(async () => {
    const e = window.pnlab.ctrl.engine;
    const r = await e.stepView();
    await e.back(1);
    return { developed: r.record.developed, u: r.record.updates.find((x) => x.node === r.record.path.at(-1).node) };
  });
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.locator(`.dag .nodes > g[data-id="${next.developed}"]`).click();
  await expect(page.locator(".predict-score")).toHaveText("score 3 / 3");
  await stepButton.click(); // select → develop
  await stepButton.click(); // asks for the numbers
  await form.locator("input[name=pn]").fill(String(next.u.newPn + 1));
  await form.locator("input[name=dn]").fill("0");
  await form.getByRole("button", { name: "Check" }).click();
  await expect(page.locator(".predict-score")).toHaveText("score 3 / 4");
  await expect(page.locator(".predict-text")).toContainText("Not this time");
});

test("a solved node's own proof opens from its inspector, and its JSON starts at the node", async ({ page }) => {
  await solved(page, "game=clique&n=6&k=4&preset=K4WEAK");
  // A solved node at level 3, as the engine reports it.
  const id = await page.evaluate(async () => {
    const snap = window.pnlab.ctrl.view.snapshot;
    for (let i = 1; i < snap.level.length; i++) {
      if (snap.level[i] !== 3) continue;
      const info = await window.pnlab.ctrl.node(i);
      if (info.value !== "unknown") return i;
    }
    return null;
  });
  expect(id).not.toBeNull();
  await page.evaluate((n) => window.pnlab.select(n), id);
  await page.locator(".inspector").getByRole("button", { name: "Show its disproof" }).click();
  const view = page.locator(".proof-host");
  await expect(view.locator(".pv-title")).toContainText(`Proof that the second player avoids losing from node ${id}`);
  const tree = await page.evaluate(() => window.pnlab.proofView.tree);
  await expect(view.locator(".pv-count")).toHaveText(tree.positions.toLocaleString("en-US"));
  expect(tree.nodes[0].level).toBe(0);
  await page.screenshot({ path: "test-results/teaching-node-proof-6-4.png" });
  const [json] = await Promise.all([page.waitForEvent("download"), view.getByRole("button", { name: "JSON" }).click()]);
  expect(json.suggestedFilename()).toMatch(new RegExp(`node-${id}\\.json$`));
  const file = JSON.parse(await streamText(await json.createReadStream()));
  expect(file.format).toBe("pnlab-proof");
  expect(file.start).toHaveLength(3);
  expect(file.result).toBe("second-avoids-loss");
  expect(file.proofs).toHaveLength(1);
  expect(file.proofs[0].positions).toBe(tree.positions);
  // An open node offers no proof.
  const open = await page.evaluate(async () => {
    const snap = window.pnlab.ctrl.view.snapshot;
    for (let i = 1; i < snap.level.length; i++) if ((await window.pnlab.ctrl.node(i)).value === "unknown") return i;
    return null;
  });
  if (open !== null) {
    await page.evaluate((n) => window.pnlab.select(n), open);
    await expect(page.locator(".inspector h3")).toContainText(`Node ${open}`);
    await expect(page.locator("[data-node-proof]")).toHaveCount(0);
  }
});

test("a subtree collapses from the inspector, with a +N badge, and expands again", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=59");
  await ready(page);
  const nodes = page.locator(".dag .nodes > g");
  const all = await nodes.count();
  // A node off the final path that created nodes of its own.
  const target = await page.evaluate(() => {
    const s = window.pnlab.ctrl.view.snapshot;
    const path = Array.from(s.path);
    for (let id = 1; id < s.level.length; id++) {
      if (path.includes(id)) continue;
      if (Array.from(s.creator).some((c) => c === id)) return id;
    }
    return null;
  });
  expect(target).not.toBeNull();
  await page.evaluate((id) => window.pnlab.select(id), target);
  await page.getByRole("button", { name: `Collapse node ${target}'s subtree` }).click();
  const badge = page.locator(".dag .stop text", { hasText: /^\+\d+$/ });
  await expect(badge).toHaveCount(1);
  const hidden = Number((await badge.textContent()).slice(1));
  expect(hidden).toBeGreaterThan(0);
  await expect(nodes).toHaveCount(all - hidden);
  await page.getByRole("button", { name: `Expand node ${target}'s subtree` }).click();
  await expect(nodes).toHaveCount(all);
});

test("predict mode on df-pn shows the thresholds along the true path", async ({ page }) => {
  await page.goto("/?game=clique&n=5&k=3&preset=DFPN&it=3");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  await page.locator("input[name=predict]").check();
  await page.getByRole("button", { name: "Step ▶" }).click();
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(400);
  await page.locator('.dag .nodes > g[data-id="0"]').click();
  await expect(page.locator(".predict-score")).toHaveText(/score [01] \/ 1/);
  const record = await page.evaluate(() => window.pnlab.ctrl.view.record);
  expect(record.extras.algorithm).toBe("dfpn");
  expect(record.extras.thresholds.length).toBeGreaterThan(0);
  const t = record.extras.thresholds.find((x) => x.node === record.path[0].node);
  const num = (v) => (v >= 2 ** 30 ? "∞" : String(v));
  await expect(page.locator(".predict-text")).toContainText(`[thresholds ${num(t.thpn)}/${num(t.thdn)}]`);
});
