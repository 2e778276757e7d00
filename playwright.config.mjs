// Browser tests in Debian's Chromium (Playwright cannot download its own browser here).
import { defineConfig } from "@playwright/test";

// PW_PORT lets several checkouts on one machine run their browser tests at once.
const PORT = Number(process.env.PW_PORT || 8123);

export default defineConfig({
  testDir: "tests/browser",
  outputDir: "test-results",
  timeout: 60_000,
  workers: 1,
  reporter: [["list"]],
  webServer: {
    command: `node scripts/serve.mjs ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      // Without these, Chromium keeps trying to reach Google's services, which this network refuses.
      args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
});
