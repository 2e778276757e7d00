// What the paired browser benchmarks (bench-browser.mjs, bench-play.mjs) share: the page served
// on a free port and opened in Debian's Chromium, the median of their rounds, and the CLI's path.
import { chromium } from "@playwright/test";
import { serve } from "./serve.mjs";

// The release CLI the benchmarks pair the browser with: in CARGO_TARGET_DIR when it names one,
// as cargo itself would build it.
export const pnlabBin = `${process.env.CARGO_TARGET_DIR || "target"}/release/pnlab`;

/** The median of a list of numbers (the upper one of an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

/** Serves www/ and opens it in headless Chromium; `close()` ends both. */
export async function openBenchPage() {
  const { server, url } = await serve(0);
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
    args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const page = await browser.newPage();
  await page.goto(url);
  return {
    page,
    browser,
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}
