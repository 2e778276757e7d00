// The status line and the toolbar's state: the search, iteration, nodes, root numbers, memory,
// result and question of the view shown; the progress of a run, a jump or a replay; and which
// buttons a running search or the view's state leaves on.
import { count, num, bytesText, resultText, questionText, QUESTION_WORDS } from "./format.js";
import { limitText } from "./algorithms.js";
import { algorithmOf } from "./schema.js";

export class StatusLine {
  /** `vis`: the Visualiser; it tells the page "progress" events. */
  constructor(vis) {
    this.vis = vis;
    /** The status line's elements by selector, found once. */
    this.els = {};
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (detail.reason === "run-start" || detail.reason === "run-end") return this.#running(detail.reason === "run-start");
      if (detail.reason === "stopped") return this.#stopped(detail);
      this.update();
    });
    vis.ctrl.addEventListener("progress", ({ detail }) => this.#progress(detail));
  }

  /** The status line's memory: what the byte budget counts (the search, the page's copy of its
   *  DAG and the root's history), and the budget too once that is over half of it, so a memory
   *  stop shows it full (the budget always would widen the line past 1280 pixels for some
   *  games: the tooltip has it). */
  #memoryText(p) {
    const max = this.vis.ctrl.maxBytes;
    if (!max) return bytesText(p.bytes);
    return p.budgetBytes * 2 > max ? `${bytesText(p.budgetBytes)} of ${bytesText(max)}` : bytesText(p.budgetBytes);
  }

  #memoryTitle(p, wasmBytes) {
    const max = this.vis.ctrl.maxBytes;
    const budget = max
      ? `What the memory budget of ${bytesText(max)} counts: the search's ${bytesText(p.bytes)}, and ${bytesText(p.budgetBytes - p.bytes)} for the page's copy of its DAG and the root's history (the chart)`
      : `The search's memory`;
    return wasmBytes ? `${budget}; the wasm module holds ${bytesText(wasmBytes)} in all` : budget;
  }

  /** Progress of a run, a jump or a replay: the status line follows it, and the bar shows how
   *  far a move to an iteration has come. */
  #progress(p) {
    const $ = this.vis.$;
    $(".st-iteration").textContent = count(p.iteration);
    $(".jump input").value = String(p.iteration);
    // The banner says a run is under way (it still showed the view the run started from).
    $(".phase-title").textContent = p.target === undefined ? "Running" : `To iteration ${count(p.target)}`;
    $(".phase-text").textContent = `Iteration ${count(p.iteration)}, ${count(p.createdNodes + 1)} nodes so far. Cancel stops it where it is.`;
    $(".st-nodes").textContent = count(p.createdNodes + 1);
    $(".st-root").textContent = `${num(p.rootPn)} / ${num(p.rootDn)}`;
    $(".st-memory").textContent = this.#memoryText(p);
    $(".st-memory").title = this.#memoryTitle(p, p.wasmBytes);
    const bar = $(".progress");
    if (p.target) bar.value = p.iteration / p.target;
    else bar.removeAttribute("value");
    this.vis.dispatchEvent(new CustomEvent("progress", { detail: p }));
  }

  /** The status line and the buttons. Each field is written only when it changes: a step
   *  of a large DAG changes two or three of them, and every write costs layout. */
  update() {
    const { ctrl } = this.vis;
    const v = ctrl.view;
    const c = ctrl.config;
    if (!v || !c) return; // a first load still under way
    const game = ctrl.gameName;
    // The algorithm when the configuration names it, or when it is not the preset's (dcg for a
    // game whose positions repeat).
    const schema = this.vis.form.schema;
    const runs = schema ? algorithmOf(schema, c) : c.algorithm;
    const presets = schema ? algorithmOf(schema, { ...c, game: null, algorithm: undefined }) : null;
    const algorithm = runs && (c.algorithm || runs !== presets) ? ` · ${runs}` : "";
    const put = (sel, key, value) => {
      const e = (this.els[sel] ??= this.vis.$(sel));
      if (e[key] !== value) e[key] = value;
    };
    put(".st-search", "textContent", `${game}, ${(c.preset ?? "K4WEAK").toUpperCase()}${algorithm}`);
    put(".st-iteration", "textContent", count(v.iteration));
    put(".st-nodes", "textContent", count(v.snapshot.level.length));
    put(".st-root", "textContent", `${num(v.snapshot.pn[0])} / ${num(v.snapshot.dn[0])}`);
    put(".st-memory", "textContent", this.#memoryText(v));
    put(".st-memory", "title", this.#memoryTitle(v));
    // A cancelled run stays "cancelled" until the next move, not the engine's "unknown".
    put(".st-result", "textContent", this.vis.cancelled && v.status !== "solved" ? "cancelled" : resultText(v.status, v.result, limitText(v.stats, c)));
    const question = questionText(v);
    put(".st-question", "textContent", question);
    put(".st-question", "title", question);
    put(
      ".st-result",
      "title",
      (v.answers ?? []).map((a) => `${QUESTION_WORDS[a.question]} ${a.answer} (${count(a.iterations)} iterations)`).join("\n"),
    );
    // Any run with the naive table: whether its answer happens to be right, only the exact
    // table's run can tell, so every one is labelled.
    put(".untrusted", "hidden", ctrl.options?.repetition !== "naive");
    put(".jump input", "value", String(v.iteration));
    put("[data-act=step]", "disabled", ctrl.solved && ctrl.phase === "done");
    put("[data-act=back]", "disabled", v.iteration === 0 && (ctrl.phase === "done" || ctrl.phase === "select"));
    put("[data-act=run]", "disabled", ctrl.solved);
    put("[data-act=stepover]", "disabled", ctrl.solved);
    put("[data-act=stepout]", "disabled", ctrl.solved);
    put("[data-act=proof]", "disabled", v.status !== "solved");
  }

  /** The worker has answered a run or a move: Cancel goes off at once, and a cancelled one
   *  says so on the status line (with the iteration its last progress showed) at once. The
   *  view where it stopped follows: on a large DAG its snapshot takes seconds to build, cross
   *  and draw (`docs/performance-browser.md`), and the page must not look busy meanwhile. */
  #stopped({ cancelled }) {
    const $ = this.vis.$;
    $("[data-act=cancel]").disabled = true;
    if (!cancelled) return;
    $(".progress").hidden = true;
    $(".st-result").textContent = "cancelled";
  }

  #running(on) {
    const { $, el } = this.vis;
    const bar = $(".progress");
    bar.hidden = !on;
    bar.removeAttribute("value");
    $("[data-act=cancel]").disabled = !on;
    for (const act of ["step", "back", "reset", "run", "play", "stepover", "stepout"]) $(`[data-act=${act}]`).disabled = on;
    el.classList.toggle("running", on);
    if (on) {
      $(".phase-title").textContent = "Running";
      $(".phase-text").textContent = "The search runs in the background. Cancel stops it where it is.";
    }
    if (!on) this.update();
  }
}
