// <pn-search>: the visualiser as one tag for course pages and slide decks. The same Visualiser
// as the page, mounted in a shadow root with its own styles and its own engine worker, so
// several demos on one page never share state, styles or keys. Every file it loads is named
// relative to this module, so the folder works from any path of any static server.
// Its events are prefixed "pn-": "error" and "progress" already name DOM events of other types.
import { Visualiser, ALL_PANELS } from "./view/widget.js";
/** The options an attribute may set (kebab-case); tests/browser/element.spec.js checks that they
 *  are the engine's, as `schema().options` lists them. */
export const OPTION_KEYS = [
  "transpositions", "rule", "deleteSolvedSons", "parallelEdges", "selection", "freeWinningSet", "forcedReplies", "orderSons",
  "leafInit", "lazySons",
];

const CSS_URL = new URL("./view/widget.css", import.meta.url);
const WORKER_URL = new URL("./engine/worker.js", import.meta.url);

const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const OPTION_ATTRS = new Map(OPTION_KEYS.map((key) => [kebab(key), key]));
const BOOLEAN_OPTIONS = new Set(["transpositions", "deleteSolvedSons", "forcedReplies", "orderSons"]);
const CONFIG_ATTRS = ["game", "n", "k", "preset", "normaliser", "algorithm", "config", ...OPTION_ATTRS.keys()];
const VIEW_ATTRS = ["panels", "controls", "speed", "by", "height", "projector", "autoplay", "start", "node"];
const DEFAULT_PANELS = ["dag"];

/** One copy of the styles for every element on the page, fetched once. */
let sheetPromise = null;
function widgetSheet() {
  sheetPromise ??= fetch(CSS_URL)
    .then((r) => {
      if (!r.ok) throw new Error(`<pn-search> could not load its styles from ${CSS_URL}: HTTP ${r.status}`);
      return r.text();
    })
    .then((css) => new CSSStyleSheet().replace(css));
  return sheetPromise;
}

const HOST_CSS = `
:host { display: block; height: 30rem; contain: content; }
:host([hidden]) { display: none; }
.pnl { padding: .5rem; border-radius: .6rem; }`;

function wholeNumber(name, text, { min = 0, max = Infinity, what = "" } = {}) {
  const n = Number(text);
  if (text.trim() === "" || !Number.isInteger(n) || n < min || n > max) {
    const range = max === Infinity ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
    throw new Error(`<pn-search ${name}="${text}">: ${name} must be ${range}${what}`);
  }
  return n;
}

export class PnSearchElement extends HTMLElement {
  static observedAttributes = [...CONFIG_ATTRS, ...VIEW_ATTRS];

  #vis = null;
  #mounting = null;
  #reload = null;
  #reloadQueued = false;
  #visible = true;
  #observer = null;
  #lastError = null;

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }

  /** Resolves once the element shows its first search (rejects with the reason it cannot). */
  get ready() {
    return this.#mount().then(() => this.#reload);
  }

  /** The Visualiser inside, for scripts that want more than the element's API. */
  get visualiser() {
    return this.#vis;
  }

  /** The configuration the attributes describe (what the engine is given). Throws on a bad
   *  attribute, naming it and what it allows. */
  get config() {
    const a = (name) => this.getAttribute(name);
    let config = {};
    if (a("config")) {
      try {
        config = JSON.parse(a("config"));
      } catch (err) {
        throw new Error(`<pn-search config>: not JSON (${err.message})`);
      }
      if (typeof config !== "object" || config === null || Array.isArray(config)) {
        throw new Error(`<pn-search config>: must be a JSON object such as {"game":"clique","n":5,"k":3}`);
      }
    }
    config.game = a("game") ?? config.game ?? "clique";
    if (config.game === "clique") {
      config.n = a("n") !== null ? wholeNumber("n", a("n"), { what: " (the clique game has 2 ≤ N ≤ 8)" }) : config.n ?? 5;
      config.k = a("k") !== null ? wholeNumber("k", a("k"), { what: " (the clique game has 2 ≤ K ≤ N)" }) : config.k ?? 3;
    }
    for (const key of ["preset", "normaliser", "algorithm"]) if (a(key) !== null) config[key] = a(key);
    config.preset ??= "K4WEAK";
    for (const [attr, key] of OPTION_ATTRS) {
      const v = a(attr);
      if (v === null) continue;
      config.options = { ...config.options };
      if (BOOLEAN_OPTIONS.has(key)) {
        if (v !== "true" && v !== "false") throw new Error(`<pn-search ${attr}="${v}">: ${attr} must be "true" or "false"`);
        config.options[key] = v === "true";
      } else {
        config.options[key] = v;
      }
    }
    return config;
  }

  /** Where the search is: iteration, phase, status, result, and the sizes the thesis's tables
   *  report (created nodes without the root, deepest level). */
  get state() {
    const v = this.#vis?.ctrl.view;
    if (!v) return null;
    return {
      iteration: v.iteration,
      phase: this.#vis.ctrl.phase,
      status: v.status,
      result: v.result,
      nodes: v.snapshot.level.length,
      created: v.stats.created,
      maxLevel: v.stats.maxLevel,
      rootPn: v.snapshot.pn[0],
      rootDn: v.snapshot.dn[0],
    };
  }

  step() {
    return this.#act((vis) => vis.step());
  }
  back() {
    return this.#act((vis) => vis.back());
  }
  reset() {
    return this.#act((vis) => vis.reset());
  }
  goto(iteration) {
    return this.#act((vis) => {
      if (!Number.isInteger(iteration) || iteration < 0) throw new Error(`goto(${iteration}): the iteration must be a whole number ≥ 0`);
      return vis.goto(iteration);
    });
  }
  run() {
    return this.#act((vis) => vis.run());
  }
  cancel() {
    this.#vis?.cancel();
  }
  play() {
    return this.#act((vis) => {
      vis.play();
    });
  }
  pause() {
    this.#vis?.pause();
  }

  connectedCallback() {
    this.#mount().catch(() => {});
    this.#observer ??= new IntersectionObserver(([entry]) => {
      // An autoplaying demo out of sight (scrolled away, on another slide) pauses.
      this.#visible = entry.isIntersecting;
      this.#autoplay();
    });
    this.#observer.observe(this);
  }

  disconnectedCallback() {
    this.#observer?.disconnect();
    this.#observer = null;
    // Moving an element in the page disconnects and reconnects it at once: keep it then.
    queueMicrotask(() => {
      if (this.isConnected || !this.#vis) return;
      this.#vis.dispose();
      this.#vis = null;
      this.#mounting = null;
    });
  }

  attributeChangedCallback(name, old, value) {
    if (!this.#vis || old === value) return;
    if (CONFIG_ATTRS.includes(name)) return this.#scheduleReload();
    this.#guard(() => this.#applyView(name));
  }

  /* ---------- inside ---------- */

  #mount() {
    this.#mounting ??= (async () => {
      const sheet = await widgetSheet();
      const host = new CSSStyleSheet();
      host.replaceSync(HOST_CSS);
      this.shadowRoot.adoptedStyleSheets = [sheet, host];
      const vis = new Visualiser(this.shadowRoot, { panels: DEFAULT_PANELS, workerUrl: WORKER_URL });
      vis.el.classList.add("embedded");
      for (const type of ["step", "solved", "progress"]) {
        vis.addEventListener(type, (e) => this.dispatchEvent(new CustomEvent(`pn-${type}`, { detail: e.detail, bubbles: true })));
      }
      this.#vis = vis;
      for (const name of VIEW_ATTRS) if (name !== "start" && name !== "node") this.#guard(() => this.#applyView(name));
      this.#reload = this.#load();
      this.#reload.catch(() => {});
    })();
    return this.#mounting;
  }

  /** Several attributes set in one script turn become one new search. */
  #scheduleReload() {
    if (this.#reloadQueued) return;
    this.#reloadQueued = true;
    this.#reload = Promise.resolve().then(() => {
      this.#reloadQueued = false;
      return this.#load();
    });
    this.#reload.catch(() => {});
  }

  async #load() {
    const vis = this.#vis;
    let config;
    let start = 0;
    let node = null;
    try {
      config = this.config;
      if (this.hasAttribute("start")) start = wholeNumber("start", this.getAttribute("start"));
      if (this.hasAttribute("node")) node = wholeNumber("node", this.getAttribute("node"));
    } catch (err) {
      this.#fail(err);
      throw err;
    }
    try {
      await vis.load(config, { iteration: start, node });
    } catch (err) {
      this.#fail(err, false);
      throw err;
    }
    this.#lastError = null;
    this.dispatchEvent(new CustomEvent("pn-ready", { detail: { config, options: vis.ctrl.options } }));
    this.#autoplay();
  }

  #applyView(name) {
    const vis = this.#vis;
    const a = this.getAttribute(name);
    switch (name) {
      case "panels": {
        const list = a === null ? DEFAULT_PANELS : a.split(/[\s,]+/).filter(Boolean);
        const bad = list.find((p) => !ALL_PANELS.includes(p));
        if (bad) throw new Error(`<pn-search panels="${a}">: unknown panel "${bad}"; the panels are ${ALL_PANELS.join(", ")}`);
        vis.panels = list;
        break;
      }
      case "controls":
        if (a !== null && !["auto", "full", "compact", "none"].includes(a)) {
          throw new Error(`<pn-search controls="${a}">: controls must be "auto", "full", "compact" or "none"`);
        }
        vis.controls = a ?? "auto";
        break;
      case "speed":
        vis.speed = a === null ? 3 : wholeNumber("speed", a, { min: 1, max: 5, what: " (5: no animation)" });
        break;
      case "by":
        if (a !== null && a !== "iteration" && a !== "phase") throw new Error(`<pn-search by="${a}">: by must be "iteration" or "phase"`);
        vis.by = a ?? "iteration";
        break;
      case "height":
        if (a !== null && !CSS.supports("height", a)) throw new Error(`<pn-search height="${a}">: not a CSS length such as "30rem" or "480px"`);
        this.style.height = a ?? "";
        break;
      case "projector":
        vis.projector = a !== null;
        break;
      case "autoplay":
        this.#autoplay();
        break;
      case "start":
        if (a !== null) vis.goto(wholeNumber("start", a)).catch(() => {});
        break;
      case "node":
        if (a !== null) vis.select(wholeNumber("node", a));
        break;
    }
  }

  #autoplay() {
    const vis = this.#vis;
    if (!vis?.ctrl.view) return;
    if (this.hasAttribute("autoplay") && this.#visible) vis.play();
    else if (vis.playing) vis.pause();
  }

  async #act(op) {
    await this.#mount();
    // A refused configuration leaves the previous search (if any) in place, as on the page.
    await this.#reload.catch(() => {});
    if (!this.#vis?.ctrl.view) throw this.#lastError ?? new Error("<pn-search> has no search");
    return op(this.#vis);
  }

  #guard(fn) {
    try {
      fn();
    } catch (err) {
      this.#fail(err);
    }
  }

  /** Shows the message in the element and tells the page (a "pn-error" event). */
  #fail(err, show = true) {
    this.#lastError = err;
    if (show) this.#vis?.showError(err);
    this.dispatchEvent(new CustomEvent("pn-error", { detail: err }));
  }
}

if (!customElements.get("pn-search")) customElements.define("pn-search", PnSearchElement);
