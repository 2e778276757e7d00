// The engine console: configure a search, step, go back, run to the end in the worker.
import { Engine } from "./engine/client.js";

const $ = (id) => document.getElementById(id);
const INFINITY = 1 << 30;
const num = (v) => (v >= INFINITY ? "∞" : String(v));

let engine = null;
let running = false;

function showError(err) {
  $("error").hidden = !err;
  $("error").textContent = err ? err.message : "";
}

function config() {
  const f = new FormData($("config"));
  const game = f.get("game");
  const base = { game, preset: f.get("preset") };
  return game === "clique" ? { ...base, n: Number(f.get("n")), k: Number(f.get("k")) } : base;
}

async function refresh() {
  const [root, stats, result] = await Promise.all([engine.node(0), engine.stats(), engine.result()]);
  $("iteration").textContent = result.iteration;
  $("root").textContent = `${num(root.pn)} / ${num(root.dn)}`;
  $("created").textContent = stats.created;
  $("result").textContent = result.result;
}

function describe(rec) {
  if (!rec) return "The root is solved (or a limit was reached): nothing left to step.";
  const path = rec.path.map((p) => `${p.node}${p.kind === "or" ? "□" : "○"} —${p.reason}→`).join(" ");
  const sons = rec.sons.map((s) => `${s.node}${s.created ? "" : "*"} (${num(s.pn)}/${num(s.dn)})`).join(", ");
  const ups = rec.updates.map((u) => `${u.node}: ${num(u.oldPn)}/${num(u.oldDn)} → ${num(u.newPn)}/${num(u.newDn)}${u.changed ? "" : " (stop)"}`).join("\n  ");
  return `iteration ${rec.iteration}\nselect   ${path} ${rec.developed}\ndevelop  ${rec.developed}: ${sons}  (* = transposition)\nupdate\n  ${ups}`;
}

async function act(fn) {
  if (running) return;
  try {
    showError(null);
    await fn();
    await refresh();
  } catch (err) {
    showError(err);
  }
}

$("config").addEventListener("submit", (e) => {
  e.preventDefault();
  act(async () => {
    const c = config();
    const next = await Engine.create(c);
    engine?.terminate();
    engine = next;
    $("search").textContent = c.game === "clique" ? `(${c.n},${c.k})-clique, ${c.preset}` : `tic-tac-toe, ${c.preset}`;
    $("last").textContent = "—";
  });
});
$("step").addEventListener("click", () => act(async () => ($("last").textContent = describe(await engine.step()))));
$("back").addEventListener("click", () =>
  act(async () => ($("last").textContent = `Went back to iteration ${await engine.back(1)}.`)),
);
$("reset").addEventListener("click", () =>
  act(async () => {
    await engine.reset();
    $("last").textContent = "—";
  }),
);
$("cancel").addEventListener("click", () => engine?.cancel());
$("run").addEventListener("click", () =>
  act(async () => {
    running = true;
    $("cancel").disabled = false;
    $("progress").removeAttribute("value");
    try {
      const end = await engine.run({
        onProgress: (p) => {
          $("iteration").textContent = p.iteration;
          $("created").textContent = p.createdNodes;
          $("root").textContent = `${num(p.rootPn)} / ${num(p.rootDn)}`;
        },
      });
      $("last").textContent = end.cancelled ? "Run cancelled." : `Run finished: ${end.result}.`;
    } finally {
      running = false;
      $("cancel").disabled = true;
      $("progress").value = 1;
    }
  }),
);
$("config").game.addEventListener("change", (e) => {
  for (const el of document.querySelectorAll(".clique")) el.hidden = e.target.value !== "clique";
});

$("config").requestSubmit();
