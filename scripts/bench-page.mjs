// What the paired browser benchmarks (bench-browser.mjs, bench-play.mjs) share: the page served
// on a free port and opened in Debian's Chromium, and the median of their rounds.
import { chromium } from "@playwright/test";
import { serve } from "./serve.mjs";

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
    close: async () => {
      await browser.close();
      server.close();
    },
  };
}
