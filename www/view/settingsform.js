// The settings form: built once from the engine's schema (games, presets, algorithms,
// questions, options, algorithm parameters, limits), read into a configuration, and filled
// from the configuration of each search the Controller loads.
import { LABELS, opt } from "./template.js";
import { algorithmLabel, loadAlgorithms } from "./algorithms.js";
import { loadSchema, gameOf } from "./schema.js";
import { gameFields, readGameFields } from "./gamefields.js";
import { fillStart, readStart, dropStart } from "./startfield.js";

export class SettingsForm {
  /** `vis`: the Visualiser; "New search" loads the form's configuration through it. */
  constructor(vis) {
    this.vis = vis;
    this.form = vis.$(".settings");
    this.schema = null;
    this.toggle = vis.$(".settings-toggle");
    this.toggle.addEventListener("click", () => (this.open = !this.open));
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      try {
        vis.guard(vis.load(this.read()).then(() => (this.open = false)));
      } catch (err) {
        vis.showError(err);
      }
    });
    this.form.elements.game.addEventListener("change", (e) => {
      dropStart(this.form, gameOf(this.schema, vis.el.dataset.game).title);
      this.#gameFields(e.target.value);
    });
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (["run-start", "run-end", "stopped"].includes(detail.reason)) return;
      if (detail.reason === "load") this.#fill(vis.ctrl.config);
      // Once the search has started the DAG needs the room: the form folds into its summary on
      // the status line, unless it is being edited. A first view at iteration 0 keeps it open.
      const first = detail.reason === "load" && !this.loadedOnce && vis.ctrl.iteration === 0;
      this.loadedOnce = true;
      if (!first && !this.form.contains(vis.root.activeElement ?? document.activeElement)) this.open = false;
    });
  }

  /** Whether the form is shown (else folded into the status line's summary). */
  get open() {
    return !this.vis.el.classList.contains("settings-folded");
  }
  set open(on) {
    this.vis.el.classList.toggle("settings-folded", !on);
    this.toggle.setAttribute("aria-expanded", String(Boolean(on)));
  }

  /** Fills the form from the engine's schema, once. */
  async build() {
    if (this.schema) return;
    const schema = await loadSchema().then(loadAlgorithms);
    this.schema = schema;
    const f = this.form;
    const label = (v) => LABELS[v] ?? v;
    f.elements.game.innerHTML = opt(schema.games.map((g) => [g.name, g.title]), schema.games[0].name);
    // A preset is labelled with its algorithm when it runs another than the default preset's.
    const plain = schema.presets.find((p) => p.name === "K4WEAK")?.algorithm;
    f.elements.preset.innerHTML = opt(schema.presets.map((p) => [p.name, p.algorithm === plain ? p.name : `${p.name} (${algorithmLabel(p.algorithm)})`]), "K4WEAK");
    f.elements.algorithm.innerHTML = `<option value="">preset's choice</option>${opt(schema.algorithms.map((a) => [a, algorithmLabel(a)]), null)}`;
    f.elements.question.innerHTML = opt(schema.questions.map((q) => [q, label(q)]), "auto");
    const choice = (s) => (s.type === "bool" ? [["true", "on"], ["false", "off"]] : s.values.map((v) => [String(v), LABELS[s.name]?.[1]?.[v] ?? String(v)]));
    this.vis.$(".enh .options").innerHTML = schema.options
      .map((s) => {
        const values = choice(s).map(([v, t]) => [v, LABELS[s.name]?.[1]?.[v] ?? t]);
        return `<label>${LABELS[s.name]?.[0] ?? s.name}<select name="${s.name}"><option value="">preset's choice</option>${opt(values, null)}</select></label>`;
      })
      .join("");
    this.vis.$(".algo-params").innerHTML = schema.params
      .map((s) => {
        const field = s.type === "bool" || s.type === "choice"
          ? `<select name="p.${s.name}"><option value="">default</option>${opt(choice(s), null)}</select>`
          : `<input name="p.${s.name}" type="number" min="${s.min}" max="${s.max}" step="${s.type === "int" ? 1 : "any"}" placeholder="default">`;
        return `<label data-algorithms="${s.algorithms.join(" ")}">${s.name} <small>(${s.algorithms.join(", ")})</small>${field}</label>`;
      })
      .join("");
    this.vis.$(".limits").innerHTML = schema.limits
      .map((s) => `<label>${LABELS[s.name] ?? s.name}<input name="l.${s.name}" type="number" min="${s.min}" max="${s.max}" step="1" placeholder="none"></label>`)
      .join("");
    this.#gameFields(schema.games[0].name);
  }

  /** The fields of the chosen game's own parameters, from the schema. */
  #gameFields(name, values = {}) {
    const game = gameOf(this.schema, name);
    this.vis.$(".game-params").innerHTML = gameFields(game, values);
    this.vis.el.dataset.game = name;
    // Options built on winning sets mean nothing for a game without them (the engine refuses them).
    const f = this.form;
    for (const s of this.schema.options.filter((o) => o.winningSets)) {
      const field = f.elements[s.name];
      field.disabled = !game.winningSets;
      if (!game.winningSets) field.value = "";
      field.closest("label").title = game.winningSets ? "" : `${game.title} has no winning sets: this option does not apply`;
    }
  }

  /** The configuration the form describes. */
  read() {
    const f = this.form;
    const v = (name) => f.elements[name].value;
    const config = { game: v("game"), ...readGameFields(f, gameOf(this.schema, v("game"))) };
    config.preset = v("preset");
    if (v("algorithm")) config.algorithm = v("algorithm");
    if (v("question") !== "auto") config.question = v("question");
    const options = {};
    for (const s of this.schema.options) {
      const x = v(s.name);
      if (x) options[s.name] = x === "true" ? true : x === "false" ? false : x;
    }
    if (Object.keys(options).length) config.options = options;
    const params = {};
    for (const s of this.schema.params) {
      const x = v(`p.${s.name}`);
      if (x !== "" && (!config.algorithm || s.algorithms.includes(config.algorithm))) {
        params[s.name] = s.type === "bool" ? x === "true" : s.type === "choice" ? x : Number(x);
      }
    }
    if (Object.keys(params).length) config.params = params;
    const limits = {};
    for (const s of this.schema.limits) if (v(`l.${s.name}`) !== "") limits[s.name] = Number(v(`l.${s.name}`));
    if (Object.keys(limits).length) config.limits = limits;
    const start = readStart(f);
    if (start) config.start = start;
    return config;
  }

  #fill(config) {
    const f = this.form;
    // The folded summary names the game and preset (the status line's search); this says how
    // many settings beyond them the search was given.
    const changed = ["options", "params", "limits"].reduce((n, key) => n + Object.keys(config[key] ?? {}).length, 0) + (config.start ? 1 : 0);
    this.vis.$(".st-changes").textContent = changed ? ` +${changed} setting${changed === 1 ? "" : "s"}` : "";
    f.elements.game.value = config.game;
    this.#gameFields(config.game, config);
    fillStart(f, config);
    f.elements.preset.value = (config.preset ?? "K4WEAK").toUpperCase();
    f.elements.algorithm.value = config.algorithm ?? "";
    f.elements.question.value = config.question ?? "auto";
    for (const s of this.schema.options) {
      const x = config.options?.[s.name];
      f.elements[s.name].value = x === undefined ? "" : String(x);
    }
    for (const [list, prefix, key] of [[this.schema.params, "p.", "params"], [this.schema.limits, "l.", "limits"]]) {
      for (const s of list) {
        const x = config[key]?.[s.name];
        f.elements[`${prefix}${s.name}`].value = x === undefined ? "" : String(x);
      }
    }
  }
}
