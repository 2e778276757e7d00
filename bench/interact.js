// How long the page takes to paint its answer to one interaction with the DAG, for the page
// benchmark (interact.spec.js) and the browser test that holds the Overview click to it.
//
// A probe in the page waits for the input event that starts the interaction's work (a click; a
// drag's pointerdown; a wheel turn), then records the start of every frame for `windowMs`. Chromium starts a frame's main
// work only once the frame before last is rasterised (a commit waits for the last one's tiles),
// so slow rasterisation shows as late frames, though the main thread is idle meanwhile:
// - `paint`: from the input to the start of the third frame after it, the first one that had to
//   wait for the tiles of the frame that showed the answer (includes up to two display waits,
//   33 ms at 60 Hz);
// - `stall`: the longest time without a frame in the window (the input to the first frame, or
//   between two frames): the worst a camera move or a drag stutters.

/** Installs the probe (in the page). */
export function installProbe() {
  if (window.__paintProbe) return;
  const probe = {
    armed: null,
    arm(windowMs, type) {
      probe.done = new Promise((resolve) => {
        probe.armed = { windowMs, type, resolve };
      });
    },
  };
  const start = (e) => {
    const armed = probe.armed;
    if (!armed || e.type !== armed.type) return;
    probe.armed = null;
    const t0 = performance.now();
    const frames = [];
    const tick = () => {
      const now = performance.now();
      frames.push(now);
      if (now - t0 < armed.windowMs || frames.length < 3) return requestAnimationFrame(tick);
      let stall = frames[0] - t0;
      for (let i = 1; i < frames.length; i++) stall = Math.max(stall, frames[i] - frames[i - 1]);
      armed.resolve({ paint: frames[2] - t0, stall, frames: frames.length });
    };
    requestAnimationFrame(tick);
  };
  for (const type of ["pointerdown", "wheel", "click", "keydown"]) window.addEventListener(type, start, { capture: true, passive: true });
  window.__paintProbe = probe;
}

/** Times `action` (a function doing the interaction through Playwright) from its first event of
 *  `type`: {paint, stall, frames}. */
export async function timed(page, action, { windowMs = 500, type = "click" } = {}) {
  await page.evaluate(installProbe);
  await page.evaluate(([ms, t]) => window.__paintProbe.arm(ms, t), [windowMs, type]);
  await action();
  return page.evaluate(() => window.__paintProbe.done);
}

/** The interactions of the DAG view on a large solved DAG, each a function of (page, i), i the
 *  repetition (each alternates between two states so every one changes the picture). */
export const INTERACTIONS = {
  "Overview band click": {
    before: async (page) => {
      await page.locator("[data-act=overview]").click();
      await page.locator(".ov-band").first().waitFor();
    },
    act: (page, i) => page.locator(`.ov-band[data-level="${i % 2 ? 3 : 4}"]`).click(),
  },
  focus: { act: (page) => page.locator("input[name=focus]").evaluate((e) => e.click()) },
  "node click": {
    // Two nodes in view, in turn: each click selects another node.
    act: async (page, i) => {
      const at = await page.evaluate((i) => {
        const v = window.pnlab.dag;
        const r = v.svg.getBoundingClientRect();
        const t = v.transform();
        const inView = [...v.drawn.values()]
          .map((d) => ({ id: d.id, x: r.x + t.x + t.k * d.x, y: r.y + t.y + t.k * d.y }))
          .filter((p) => p.x > r.x + 60 && p.x < r.right - 60 && p.y > r.y + 60 && p.y < r.bottom - 60 && p.id !== window.pnlab.selected)
          .sort((a, b) => a.id - b.id);
        return inView[(i * 7) % inView.length];
      }, i);
      await page.mouse.click(at.x, at.y);
    },
  },
  drag: {
    type: "pointerdown",
    act: async (page, i) => {
      const box = await page.locator(".dag-host").boundingBox();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const dx = i % 2 ? -30 : 30;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let s = 1; s <= 8; s++) await page.mouse.move(x + s * dx, y + s * 6);
      await page.mouse.up();
    },
  },
  wheel: {
    type: "wheel",
    act: async (page, i) => {
      const box = await page.locator(".dag-host").boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, i % 2 ? 300 : -300);
    },
  },
  collapse: {
    before: (page) => page.evaluate(() => window.pnlab.select(0)),
    act: (page) => page.locator(".collapse-toggle").evaluate((e) => e.click()),
  },
};
