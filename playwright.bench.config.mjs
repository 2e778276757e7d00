// The page benchmark (npm run bench:page): the browser tests' set-up, with bench/ as the tests.
import base from "./playwright.config.mjs";

export default { ...base, testDir: "bench", webServer: { ...base.webServer, command: "node scripts/serve.mjs 8124", url: "http://127.0.0.1:8124/" }, use: { ...base.use, baseURL: "http://127.0.0.1:8124/" } };
