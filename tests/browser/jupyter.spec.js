// The Jupyter widget in a real JupyterLab: the repository's venv (.venv-jupyter, scripts/setup.sh)
// with the wheel installed (scripts/build-wheel.sh) serves a notebook whose cells make a
// Visualiser, step it and run it from Python. The DAG is drawn in the cell's output, the numbers
// Python reads back are the engine's own (the Node build of the same wasm, stepped here), the
// widget's own buttons move Python's traits, a second view opens where the model is, and Three
// Men's Morris steps as clique does.
import { test, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, "../..");
const JUPYTER = join(ROOT, ".venv-jupyter/bin/jupyter");
const INF = 2 ** 30;

/** The notebook's cells, run one at a time: a command reaches the widget once its cell ends. */
const CELLS = [
  'from pnlab import Visualiser\nw = Visualiser(game="clique", n=5, k=3, preset="K4WEAK", panels="dag inspector")\nw',
  "w.step()\nw.step()\nw.step()",
  'print("state", w.iteration, w.root_pn, w.root_dn, w.status, w.result, w.created)',
  'print("iteration", w.iteration)\ndisplay(w)',
  "w.run()",
  'print("state", w.iteration, w.root_pn, w.root_dn, w.status, w.result, w.created)',
  'w.configure(n=2, k=5)',
  'print("error", w.error)',
  'try:\n    w.goto(-1)\nexcept ValueError as e:\n    print("refused", e)',
  'w.configure(n=5, k=3, preset="BEST")',
  "w.step()\nw.step()\nw.step()",
  'print("state", w.iteration, w.root_pn, w.root_dn, w.status, w.result, w.created)',
  'm = Visualiser(game="morris", men=3, panels="dag")\nm',
  "m.step()\nm.step()\nm.step()",
  'print("state", m.iteration, m.root_pn, m.root_dn, m.status, m.result, m.created)',
];

const notebook = {
  nbformat: 4,
  nbformat_minor: 5,
  metadata: { kernelspec: { name: "python3", display_name: "Python 3", language: "python" } },
  cells: CELLS.map((source, i) => ({ cell_type: "code", id: `c${i}`, metadata: {}, source, outputs: [], execution_count: null })),
};

/** What Python should print: the engine's numbers after `steps` steps (all of them: null) of a
 *  search of `config`. */
function engineState(steps, config = { game: "clique", n: 5, k: 3, preset: "K4WEAK" }) {
  const { PnSearch } = require("../../pkg-node/pnlab.js");
  const s = new PnSearch(config);
  if (steps === null) s.run(undefined);
  else for (let i = 0; i < steps; i++) s.step();
  const { pn, dn } = s.snapshot();
  const num = (v) => (v >= INF ? "inf" : String(v));
  const line = ["state", s.iteration, num(pn[0]), num(dn[0]), s.status(), s.result(), s.stats().created].join(" ");
  s.free();
  return line;
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on("error", fail);
  });
}

/** The notebook front ends that the one server serves, each on a notebook of its own (and so a
 *  kernel of its own). */
const UIS = [
  { ui: "JupyterLab", file: "lab.ipynb", path: "lab/tree/lab.ipynb", ownErrors: () => true },
  // Notebook 7.6.5 throws two errors of its own on opening a notebook (its settings loader reads
  // an undefined `schema`; `filebrowser:open-path` is not registered): only the widget's count,
  // known by its code's blob: address.
  { ui: "Notebook 7", file: "notebook7.ipynb", path: "notebooks/notebook7.ipynb", ownErrors: (e) => /blob:|pn-search|pnlab/.test(`${e.message}\n${e.stack}`) },
];

/** Whether the notebook's kernel is started and idle. */
async function kernelIdle(file) {
  const sessions = await fetch(`${base}/api/sessions`).then((r) => r.json());
  return sessions.some((s) => s.path === file && s.kernel?.execution_state === "idle");
}

let server = null;
let dir = null;
let base = null;
let log = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!existsSync(JUPYTER)) throw new Error(`${JUPYTER} is missing: bash scripts/setup.sh makes the venv, bash scripts/build-wheel.sh installs the widget`);
  dir = mkdtempSync(join(tmpdir(), "pnlab-jupyter-"));
  const notebooks = join(dir, "notebooks");
  mkdirSync(notebooks);
  for (const { file } of UIS) writeFileSync(join(notebooks, file), JSON.stringify(notebook, null, 1));
  // No news toast over the notebook (and no request for it).
  const settings = join(dir, "config/lab/user-settings/@jupyterlab/apputils-extension");
  mkdirSync(settings, { recursive: true });
  writeFileSync(join(settings, "notification.jupyterlab-settings"), JSON.stringify({ fetchNews: "false", checkForUpdates: false }));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // A settings and runtime folder of its own: nothing of the machine's Jupyter set-up is read.
  const env = { ...process.env, JUPYTER_CONFIG_DIR: join(dir, "config"), JUPYTER_RUNTIME_DIR: join(dir, "runtime"), IPYTHONDIR: join(dir, "ipython"), JUPYTER_PLATFORM_DIRS: "1" };
  server = spawn(
    JUPYTER,
    [
      "lab", "--no-browser", "--allow-root", `--port=${port}`, "--ip=127.0.0.1", `--ServerApp.root_dir=${notebooks}`,
      "--IdentityProvider.token=", "--ServerApp.password=",
      "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
    ],
    { env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  for (const stream of [server.stdout, server.stderr]) stream.on("data", (d) => (log += d));
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`JupyterLab exited (${server.exitCode}):\n${log.slice(-3000)}`);
    const up = await fetch(`${base}/api/status`).then((r) => r.ok, () => false);
    if (up) break;
    if (Date.now() > deadline) throw new Error(`JupyterLab did not answer on ${base} within 150 s:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  // The server and its kernels: the whole process group it leads.
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {}
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

for (const { ui, file, path, ownErrors } of UIS) test(`in ${ui}, Visualiser(game='clique', n=5, k=3) draws the DAG, and Python steps it and reads the engine's numbers`, async ({ page }) => {
  test.setTimeout(300_000);
  const errors = [];
  page.on("pageerror", (e) => errors.push(e));
  const offline = [];
  page.context().on("request", (r) => {
    const url = r.url();
    if (!url.startsWith(base) && !url.startsWith("data:") && !url.startsWith("blob:")) offline.push(url);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${base}/${path}`);
  const cells = page.locator(".jp-Notebook .jp-CodeCell");
  await expect(cells).toHaveCount(CELLS.length, { timeout: 120_000 });
  await expect.poll(() => kernelIdle(file), { timeout: 120_000 }).toBe(true);

  /** Runs cell i and waits until it has finished (its prompt shows its number). */
  async function run(i) {
    const cell = cells.nth(i);
    await cell.locator(".jp-InputArea-editor").click();
    await page.keyboard.press("Shift+Enter");
    await expect(cell.locator(".jp-InputPrompt")).toHaveText(/\[\d+\]/, { timeout: 60_000 });
    return cell;
  }
  const printed = (cell) => cell.locator(".jp-OutputArea-output").last();

  const shown = await run(0);
  const demo = shown.locator("pn-search");
  await expect(demo.locator(".dag .nodes > g").first()).toBeVisible({ timeout: 60_000 });
  await expect(demo.locator(".inspector")).toBeVisible();

  await run(1);
  // The element in the page has taken the three steps; the model carries its state to Python.
  await expect.poll(() => demo.evaluate((d) => d.state?.iteration), { timeout: 30_000 }).toBe(3);
  expect(await demo.locator(".dag .nodes > g").count()).toBeGreaterThan(1);
  await expect(printed(await run(2))).toHaveText(engineState(3));
  const shot = file.replace(".ipynb", "");
  await shown.screenshot({ path: `test-results/jupyter-${shot}-widget.png` });
  await page.screenshot({ path: `test-results/jupyter-${shot}.png` });

  // The widget's own Step button moves Python's traits too; a second view opens where it is.
  await demo.getByRole("button", { name: "Step ▶" }).click();
  await expect.poll(() => demo.evaluate((d) => d.state?.iteration)).toBe(4);
  const again = await run(3);
  await expect(again.locator(".jp-OutputArea-output").first()).toHaveText("iteration 4");
  const second = again.locator("pn-search");
  await expect.poll(() => second.evaluate((d) => d.state?.iteration), { timeout: 30_000 }).toBe(4);

  await run(4);
  await expect.poll(() => demo.evaluate((d) => d.state?.status), { timeout: 60_000 }).toBe("solved");
  await expect.poll(() => second.evaluate((d) => d.state?.status), { timeout: 60_000 }).toBe("solved");
  await expect(printed(await run(5))).toHaveText(engineState(null));

  // A configuration the engine refuses: its message reaches Python, and the search stays.
  await run(6);
  await expect(demo.locator(".error")).toContainText("k = 5");
  await expect(printed(await run(7))).toContainText(/^error .*k = 5/);
  await expect(printed(await run(8))).toHaveText("refused goto(-1): the iteration must be a whole number >= 0");

  // A new configuration starts at 0 in both views: the second view opened at the model's
  // iteration 4, a start that was its own first search's only.
  await run(9);
  for (const view of [demo, second]) await expect.poll(() => view.evaluate((d) => [d.state?.status, d.state?.iteration]), { timeout: 30_000 }).toEqual(["running", 0]);
  await run(10);
  for (const view of [demo, second]) await expect.poll(() => view.evaluate((d) => d.state?.iteration), { timeout: 30_000 }).toBe(3);
  await expect(printed(await run(11))).toHaveText(engineState(3, { game: "clique", n: 5, k: 3, preset: "BEST" }));

  // Three Men's Morris, whose positions repeat: the widget's one wasm module searches it with dcg.
  const morris = (await run(12)).locator("pn-search");
  await expect(morris.locator(".dag .nodes > g").first()).toBeVisible({ timeout: 60_000 });
  await run(13);
  await expect.poll(() => morris.evaluate((d) => d.state?.iteration), { timeout: 30_000 }).toBe(3);
  await expect(morris.locator(".error")).toBeHidden();
  await expect(printed(await run(14))).toHaveText(engineState(3, { game: "morris", men: 3 }));
  expect(errors.filter(ownErrors).map((e) => e.message)).toEqual([]);
  expect(offline).toEqual([]);
});
