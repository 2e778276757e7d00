// Recordings framed on what they show: each GIF frame holds the range's nodes at any window size,
// nothing cut off at its edges; recording leaves the view as it was, and a refused range changes
// nothing. Frames are decoded in the page (WebCodecs' ImageDecoder) and some saved as
// test-results/recording-*.png.
import { test, expect } from "@playwright/test";
import { writeFile } from "node:fs/promises";
import { failOnPageErrors } from "./errors.js";
import { CAPTION } from "../../www/view/recorder.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

/** Everything a recording must give back: the iteration and phase, the camera, the selection,
 *  and what the page shows of them. */
const viewState = (page) =>
  page.evaluate(() => {
    const vis = window.pnlab;
    const { k, x, y } = vis.dag.transform();
    const text = (sel) => document.querySelector(sel).textContent;
    return {
      iteration: vis.ctrl.iteration,
      phase: vis.ctrl.phase,
      camera: [k, x, y],
      userMoved: Boolean(vis.dag.userMoved),
      selected: vis.selected,
      inspector: text(".inspector"),
      banner: text(".banner p"),
      // The status line less its memory: the engine keeps what it searched for the range.
      status: [...document.querySelectorAll(".status > span:not(:nth-child(5))")].map((e) => e.textContent).join(" | "),
      error: document.querySelector(".error").hidden ? "" : text(".error"),
      drawn: document.querySelectorAll(".dag .nodes > g").length,
      url: location.search,
    };
  });

/** Waits until the view has stopped changing: the same state twice, 400 ms apart (the page
 *  writes its address at most every 250 ms). */
async function settled(page) {
  let last = null;
  await expect
    .poll(
      async () => {
        const s = JSON.stringify(await viewState(page));
        const same = s === last;
        last = s;
        return same;
      },
      { intervals: [400] },
    )
    .toBe(true);
}

/** Records a GIF in the page and decodes chosen frames: for each, the box of the pixels that
 *  differ from the background in the DAG's part of the frame, and the frame as a PNG. */
const recordAndDecode = (page, options, frames) =>
  page.evaluate(
    async ({ options, frames, caption }) => {
      const bytes = await window.pnlab.recordGif(options);
      const decoder = new ImageDecoder({ data: bytes, type: "image/gif" });
      await decoder.tracks.ready;
      const count = decoder.tracks.selectedTrack.frameCount;
      const out = [];
      for (const index of frames) {
        const { image } = await decoder.decode({ frameIndex: index });
        const canvas = document.createElement("canvas");
        canvas.width = image.displayWidth;
        canvas.height = image.displayHeight;
        const ctx = canvas.getContext("2d");
        ctx.drawImage(image, 0, 0);
        image.close();
        const h = canvas.height - caption;
        const { data } = ctx.getImageData(0, 0, canvas.width, h);
        // The background is the frame's corner colour (#fbfaf7 after quantising).
        const bg = [data[0], data[1], data[2]];
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
        for (let y = 0; y < h; y++)
          for (let x = 0; x < canvas.width; x++) {
            const i = 4 * (y * canvas.width + x);
            if (Math.abs(data[i] - bg[0]) + Math.abs(data[i + 1] - bg[1]) + Math.abs(data[i + 2] - bg[2]) > 24) {
              x0 = Math.min(x0, x);
              x1 = Math.max(x1, x);
              y0 = Math.min(y0, y);
              y1 = Math.max(y1, y);
            }
          }
        out.push({ index, width: canvas.width, height: h, box: { x0, y0, x1, y1 }, png: canvas.toDataURL("image/png") });
      }
      return { count, frames: out };
    },
    { options, frames, caption: CAPTION },
  );

for (const [width, height] of [
  [1280, 800],
  [1920, 1080],
  [900, 700],
]) {
  test(`at ${width}×${height} every GIF frame holds the range's nodes, filling the frame`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK");
    await ready(page);
    const size = { width: 640, height: 420 };
    // Iterations 1–20: 60 frames; the first (the root alone, framed on the whole range), one in
    // the middle and the last.
    const { count, frames } = await recordAndDecode(page, { from: 1, to: 20, ...size, delay: 300 }, [0, 1, 30, 59]);
    expect(count).toBe(60);
    for (const f of frames) {
      const { x0, y0, x1, y1 } = f.box;
      const where = `frame ${f.index}: drawn ${x0}..${x1} × ${y0}..${y1} of ${f.width}×${f.height}`;
      // Nothing touches the frame's edges: no node cut off, root and bottom row included.
      expect(x0, where).toBeGreaterThan(2);
      expect(y0, where).toBeGreaterThan(2);
      expect(x1, where).toBeLessThan(f.width - 3);
      expect(y1, where).toBeLessThan(f.height - 3);
      await writeFile(`test-results/recording-${width}x${height}-frame-${f.index}.png`, Buffer.from(f.png.split(",")[1], "base64"));
    }
    // The last frames show the range's biggest DAG: it fills the frame across or down.
    const last = frames[frames.length - 1];
    const fill = Math.max((last.box.x1 - last.box.x0) / last.width, (last.box.y1 - last.box.y0) / last.height);
    expect(fill, `the last frame's drawing fills ${(100 * fill).toFixed(0)} % of the frame`).toBeGreaterThan(0.8);
    // The root is in the top part of the frame and the drawing is centred across.
    expect(Math.abs((last.box.x0 + last.box.x1) / 2 - last.width / 2)).toBeLessThan(0.08 * last.width);
  });
}

test("recording leaves the view as it was: iteration, phase, camera, selection, inspector", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=35&phase=develop&node=7");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  // The viewer's own camera: zoomed in and panned.
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.mouse.move(500, 500);
  await page.mouse.down();
  await page.mouse.move(560, 470, { steps: 4 });
  await page.mouse.up();
  await settled(page);
  const before = await viewState(page);
  expect(before.iteration).toBe(35);
  expect(before.phase).toBe("develop");
  expect(before.selected).toBe(7);
  expect(before.userMoved).toBe(true);
  // A range the selected node is not in at its start, and one past the view's iteration.
  for (const range of [{ from: 1, to: 10 }, { from: 30, to: 45 }]) {
    const gif = await page.evaluate((r) => window.pnlab.recordGif({ ...r, width: 480, height: 320, delay: 100 }).then((b) => b.length), range);
    expect(gif).toBeGreaterThan(1000);
    await settled(page);
    expect(await viewState(page), `after recording ${range.from}–${range.to}`).toEqual(before);
  }
  // The page's camera was not the viewer's own: it goes on following by itself afterwards.
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=12");
  await ready(page);
  await settled(page);
  const fresh = await viewState(page);
  await page.evaluate(() => window.pnlab.recordGif({ from: 2, to: 6, width: 480, height: 320, delay: 100 }));
  await settled(page);
  expect(await viewState(page)).toEqual(fresh);
  expect(fresh.userMoved).toBe(false);
});

test("a refused range changes nothing: iteration, view and the error line", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=20&node=3");
  await ready(page);
  await settled(page);
  const before = await viewState(page);
  const refuse = (o) => page.evaluate((opts) => window.pnlab.recordGif(opts).then(() => "", (e) => e.message), o);
  expect(await refuse({ from: 15, to: 5 })).toBe("from = 15 is after to = 5: the range must run forwards");
  expect(await refuse({ from: 0, to: 5 })).toBe("from = 0 is out of range: it must be a whole number ≥ 1 (an iteration)");
  await settled(page);
  expect(await viewState(page)).toEqual(before);
  // Beyond the end of the solve: found out by going there, then given back.
  expect(await refuse({ from: 50, to: 70 })).toBe("to = 70 is beyond the end of the solve: it ends at iteration 59");
  await settled(page);
  expect(await viewState(page)).toEqual(before);
  // The same through the form: the message shows, nothing else moves.
  await page.getByRole("button", { name: "Record", exact: true }).click();
  const form = page.locator(".record-form");
  await form.locator("input[name=from]").fill("50");
  await form.locator("input[name=to]").fill("70");
  await settled(page);
  const opened = await viewState(page);
  await form.getByRole("button", { name: "Record", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("to = 70 is beyond the end of the solve: it ends at iteration 59");
  await settled(page);
  // The message's line takes room from the DAG's panel, whose camera refits to the new height.
  const after = await viewState(page);
  expect(after.camera[0]).toBe(opened.camera[0]);
  expect({ ...after, error: "", camera: null }).toEqual({ ...opened, camera: null });
});
