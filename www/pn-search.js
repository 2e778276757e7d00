// <pn-search>: the visualiser as one tag for course pages and slide decks. The same Visualiser
// as the page, mounted in a shadow root with its own styles and its own engine worker, so
// several demos on one page never share state, styles or keys. Every file it loads is named
// relative to this module, so the folder works from any path of any static server.
// Its events are prefixed "pn-": "error" and "progress" already name DOM events of other types.
import { Visualiser, ALL_PANELS } from "./view/widget.js";
import { loadSchema } from "./view/schema.js";
import { checkRange } from "./view/recorder.js";
import { INF } from "./view/format.js";

const CSS_URL = new URL("./view/widget.css", import.meta.url);
const WORKER_URL = new URL("./engine/worker.js", import.meta.url);

/** A proof or disproof number for a page script: the engine's 2³⁰ is ∞, so it is Infinity. */
const pnValue = (v) => (v >= INF ? Infinity : v);

const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The engine's schema (games, options, algorithm parameters, limits): which attributes
 *  configure the search, and how their text is read. Loaded once, when this module is. */
let SCHEMA = null;
const schemaReady = loadSchema().then((s) => (SCHEMA = s));
schemaReady.catch(() => {});

/** Attributes of the search itself, whatever the game: the rest come from the schema. */
const TOP_ATTRS = ["game", "preset", "algorithm", "question", "start-moves", "config"];
const VIEW_ATTRS = ["panels", "controls", "speed", "by", "height", "projector", "autoplay", "start", "node", "predict", "from", "to", "loop"];
const DEFAULT_PANELS = ["dag"];
/** The Visualiser's events the element passes on, each as "pn-" and its name. */
const FORWARDED_EVENTS = ["step", "solved", "progress", "predict", "proof"];
/** The view's attributes that are on by being there, whatever their text. */
export const FLAG_ATTRS = ["projector", "autoplay", "predict", "loop"];

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

/** A game parameter's attribute text, by its type in the schema. */
function readParam(attr, p, text) {
  if (p.type === "int") return wholeNumber(attr, text, { min: p.min, max: p.max, what: ` (${p.label})` });
  if (p.type === "document") {
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new Error(`<pn-search ${attr}>: not JSON (${err.message})`);
    }
  }
  if (p.type === "choice" && !p.values.includes(text)) {
    throw new Error(`<pn-search ${attr}="${text}">: ${attr} must be one of ${p.values.join(", ")}`);
  }
  return text;
}

/** An option's, algorithm parameter's or limit's attribute text, by its type in the schema. */
function readSetting(attr, s, text) {
  if (s.type === "bool") {
    if (text !== "true" && text !== "false") throw new Error(`<pn-search ${attr}="${text}">: ${attr} must be "true" or "false"`);
    return text === "true";
  }
  if (s.type === "int") return wholeNumber(attr, text, { min: s.min ?? 0, max: s.max ?? Infinity });
  if (s.type === "number") {
    const n = Number(text);
    if (text.trim() === "" || !Number.isFinite(n)) throw new Error(`<pn-search ${attr}="${text}">: ${attr} must be a number`);
    return n;
  }
  return text;
}

/** Whether an attribute configures the search (a change starts a new one). */
function isConfigAttr(name) {
  if (!SCHEMA || VIEW_ATTRS.includes(name)) return false;
  if (TOP_ATTRS.includes(name)) return true;
  const named = (list) => list.some((s) => kebab(s.name) === name);
  return named(SCHEMA.options) || named(SCHEMA.params) || named(SCHEMA.limits) || SCHEMA.games.some((g) => named(g.params));
}

export class PnSearchElement extends HTMLElement {
  static observedAttributes = VIEW_ATTRS;

  #vis = null;
  #mounting = null;
  #reload = null;
  #reloadQueued = false;
  #visible = true;
  #observer = null;
  #lastError = null;
  /** Display attributes refused (name → error): shown until corrected, a new search's load
   *  (which clears the message line) included. */
  #viewErrors = new Map();
  #viewErrorText = "";

  constructor() {
    super();
    this.attachShadow({ mode: "open" });
    // The attributes that configure the search depend on the game (any parameter the schema
    // lists), so they are watched all together rather than named in observedAttributes.
    new MutationObserver((records) => {
      if (this.#vis && records.some((r) => isConfigAttr(r.attributeName) && r.oldValue !== this.getAttribute(r.attributeName))) {
        this.#scheduleReload();
      }
    }).observe(this, { attributes: true, attributeOldValue: true });
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
   *  attribute, naming it and what it allows. Attributes, by the engine's schema: `game`,
   *  `preset`, `algorithm`, `question`; each parameter of the chosen game by its name (`n`,
   *  `k`, `cols`, `rows`, `row`, `first`, `normaliser`, `definition` as JSON…); each option
   *  (`rule`, `lazy-sons`…), algorithm parameter (`epsilon`, `tt-size`…) and limit
   *  (`max-nodes`…) in kebab-case; `config` (JSON) for the rest, which the attributes win over. */
  get config() {
    if (!SCHEMA) throw new Error("<pn-search>: the engine is still loading; await the element's `ready` first");
    const a = (name) => this.getAttribute(name);
    let config = {};
    if (a("config")) {
      try {
        config = JSON.parse(a("config"));
      } catch (err) {
        throw new Error(`<pn-search config>: not JSON (${err.message})`);
      }
      if (typeof config !== "object" || config === null || Array.isArray(config)) {
        throw new Error(`<pn-search config>: must be a JSON object such as {"game":"${SCHEMA.games[0].name}"}`);
      }
    }
    config.game = a("game") ?? config.game ?? SCHEMA.games[0].name;
    // The chosen game's own parameters; an unknown game is left to the engine, which lists the games.
    for (const p of SCHEMA.games.find((g) => g.name === config.game)?.params ?? []) {
      const v = a(kebab(p.name));
      if (v !== null) config[p.name] = readParam(kebab(p.name), p, v);
    }
    for (const key of ["preset", "algorithm", "question"]) if (a(key) !== null) config[key] = a(key);
    // The start position (moves from the initial one); `start` is the iteration to open at.
    if (a("start-moves") !== null) config.start = a("start-moves");
    config.preset ??= "K4WEAK";
    for (const [section, list] of [["options", SCHEMA.options], ["params", SCHEMA.params], ["limits", SCHEMA.limits]]) {
      for (const s of list) {
        const v = a(kebab(s.name));
        if (v === null) continue;
        config[section] = { ...config[section], [s.name]: readSetting(kebab(s.name), s, v) };
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
      rootPn: pnValue(v.snapshot.pn[0]),
      rootDn: pnValue(v.snapshot.dn[0]),
      question: v.question,
      questions: v.answers?.length ?? 1,
      stoppedBy: v.stats.stoppedBy,
      bound: v.stats.bound,
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
  /** Whether it is stepping on its own (play(), or autoplay). */
  get playing() {
    return this.#vis?.playing ?? false;
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
    this.#view(name);
  }

  /** Applies a display attribute; a refused one is kept in #viewErrors and shown, a corrected
   *  one is dropped from it. */
  #view(name) {
    try {
      this.#applyView(name);
      if (this.#viewErrors.delete(name)) this.#showViewErrors();
    } catch (err) {
      this.#viewErrors.set(name, err);
      this.#fail(err);
      this.#showViewErrors();
    }
  }

  #showViewErrors() {
    const vis = this.#vis;
    if (!vis) return;
    const text = [...this.#viewErrors.values()].map((e) => e.message).join("\n");
    if (text) vis.showError(new Error(text));
    // The last one corrected: its message goes (another message shown since stays).
    else if (this.#viewErrorText && vis.$(".error").textContent === this.#viewErrorText) vis.showError(null);
    this.#viewErrorText = text;
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
      for (const type of FORWARDED_EVENTS) {
        vis.addEventListener(type, (e) => this.dispatchEvent(new CustomEvent(`pn-${type}`, { detail: e.detail, bubbles: true })));
      }
      this.#vis = vis;
      for (const name of VIEW_ATTRS) if (name !== "start" && name !== "node") this.#view(name);
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
      await schemaReady;
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
    this.#showViewErrors();
    this.dispatchEvent(new CustomEvent("pn-ready", { detail: { config, options: vis.ctrl.options } }));
    this.#autoplay();
    this.#replay();
  }

  /** `from`, `to`, `loop`: replays iterations from..to on its own (looping with `loop`), for a
   *  slide or a course page. A bad range is shown as a message naming what is wrong. */
  async #replay() {
    const token = (this.replayToken = (this.replayToken ?? 0) + 1);
    const vis = this.#vis;
    const f = this.getAttribute("from");
    const t = this.getAttribute("to");
    if (!vis?.ctrl.view || (f === null && t === null)) return;
    try {
      if (f === null || t === null) throw new Error(`<pn-search ${f === null ? "to" : "from"}>: a replay needs both from and to`);
      const from = wholeNumber("from", f, { min: 1 });
      const to = wholeNumber("to", t, { min: 1 });
      try {
        checkRange(from, to);
        await vis.goto(to);
        checkRange(from, to, vis.ctrl.iteration);
      } catch (err) {
        throw new Error(`<pn-search from="${f}" to="${t}">: ${err.message}`);
      }
      for (let cycle = 1; token === this.replayToken; cycle++) {
        await vis.goto(from - 1);
        this.dispatchEvent(new CustomEvent("pn-loop", { detail: { cycle, from, to } }));
        while (token === this.replayToken && vis.ctrl.iteration < to) {
          await vis.step();
          await vis.animation;
          await new Promise((r) => setTimeout(r, vis.speed === 5 ? 120 : 500));
        }
        if (!this.hasAttribute("loop")) break;
        await new Promise((r) => setTimeout(r, 1200));
      }
    } catch (err) {
      if (token === this.replayToken) this.#fail(err);
    }
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
      case "predict":
        vis.predict = a !== null;
        break;
      case "from":
      case "to":
      case "loop":
        if (vis.ctrl.view) this.#replay();
        break;
      case "autoplay":
        if (a === null) vis.pause();
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

  /** `autoplay` plays while the element is in sight. Any play pauses when it goes out of sight
   *  (scrolled away, a slide left); only autoplay resumes on its own (pn-search-reveal.js resumes
   *  a play its slide's leaving paused). */
  #autoplay() {
    const vis = this.#vis;
    if (!vis?.ctrl.view) return;
    if (this.hasAttribute("autoplay") && this.#visible) vis.play();
    else if (vis.playing && !this.#visible) vis.pause();
  }

  async #act(op) {
    await this.#mount();
    // A refused configuration leaves the previous search (if any) in place, as on the page.
    await this.#reload.catch(() => {});
    if (!this.#vis?.ctrl.view) throw this.#lastError ?? new Error("<pn-search> has no search");
    return op(this.#vis);
  }

  /** Shows the message in the element and tells the page (a "pn-error" event). */
  #fail(err, show = true) {
    this.#lastError = err;
    if (show) this.#vis?.showError(err);
    this.dispatchEvent(new CustomEvent("pn-error", { detail: err }));
  }
}

if (!customElements.get("pn-search")) customElements.define("pn-search", PnSearchElement);
