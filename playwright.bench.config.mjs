// The page benchmark (npm run bench:page): the browser tests' set-up, with bench/ as the tests.
import base from "./playwright.config.mjs";

// PW_PORT, as in the browser tests, lets several checkouts run it at once.
const PORT = Number(process.env.PW_PORT || 8124);

export default { ...base, testDir: "bench", webServer: { ...base.webServer, command: `node scripts/serve.mjs ${PORT}`, url: `http://127.0.0.1:${PORT}/` }, use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}/` } };
