// Comparison mode: one game under several configurations, each a <pn-search> with its own
// worker, stepped in lockstep or run to the end one after the other (so each run's time is its
// own), with the thesis's figures (iterations, created nodes, deepest level) side by side.
// The comparison lives in the address: ?game=clique&n=6&k=4&v=K4WEAK&v=DFPN&v=K4WEAK/dfpn/weak
import "../pn-search.js";
import { count, num, resultText } from "../view/format.js";
import { algorithmLabel, limitText, loadAlgorithms } from "../view/algorithms.js";
import { copyLinkButton } from "../view/share.js";
import { LABELS, opt } from "../view/template.js";
import { loadSchema, gameOf as gameInfo, defaults } from "../view/schema.js";
import { gameFields, readGameFields } from "../view/gamefields.js";
import { readState, writeState } from "../view/urlstate.js";

// Games, presets, algorithms and rules come from the engine's schema.
const SCHEMA = await loadSchema().then(loadAlgorithms);
const PRESETS = SCHEMA.presets.map((p) => p.name);
// Short texts, so three selects fit side by side in a column of four; each select's title
// carries its whole text. "as the preset": the select's own label says what.
const short = (text) => text.replace(/ \(.*\)$/, "");
const ALGORITHMS = [["", "as the preset", "the preset's algorithm"], ...SCHEMA.algorithms.map((a) => [a, short(algorithmLabel(a)), algorithmLabel(a)])];
const RULES = [["", "as the preset", "the preset's numbers"], ...SCHEMA.options.find((o) => o.name === "rule").values.map((v) => [v, short(LABELS.rule[1][v] ?? v), LABELS.rule[1][v] ?? v])];
const MAX_VARIANTS = 4;
// Without a link: the schema's first game at its defaults, under two presets.
const DEFAULT = { game: { game: SCHEMA.games[0].name, ...defaults(SCHEMA, SCHEMA.games[0].name) }, variants: [{ preset: "K4WEAK" }, { preset: "DFPN" }] };

const $ = (sel) => document.querySelector(sel);
const form = $(".cmp-game");
const columns = $(".cmp-columns");
const tbody = $(".cmp-table tbody");
let variants = [];
let runToken = 0;
/** What the link asked for and the page did not take: shown until the user compares anew. */
let linkProblems = [];
/** The last lockstep action's failure, if any. */
let actionError = null;
/** True while the columns built from the link have not all answered: if the engine refuses the
 *  link's game in every one of them, the page falls back to the default game, once. */
let fromLink = false;

/* ---------- the address ---------- */

/** The comparison a link asks for: {game, variants, problems}. A game the schema does not list
 *  and variants naming unknown presets, algorithms or numbers are left out, each named in
 *  `problems`, so the page opens on what it can and says what it did not take. */
export function readComparison(params) {
  const problems = [];
  const asked = params.get("game");
  let game;
  if (asked !== null && !SCHEMA.games.some((g) => g.name === asked)) {
    problems.push(`game "${asked}" is not one of ${SCHEMA.games.map((g) => g.name).join(", ")}: showing ${SCHEMA.games[0].title} instead`);
    game = { ...DEFAULT.game };
  } else {
    // The game and its parameters read as the page reads them; the variants are `v` entries.
    const { config, problems: ignored = [] } = readState(params, SCHEMA);
    // Without a game the comparison's own `v` entries would be named as ignored: not so here.
    if (asked !== null) problems.push(...ignored);
    game = config ? { game: config.game } : { ...DEFAULT.game };
    if (config) for (const p of gameInfo(SCHEMA, config.game).params) if (p.name in config) game[p.name] = config[p.name];
  }
  const known = (list, value) => value === "" || list.some(([v]) => v === value);
  const vs = [];
  for (const text of params.getAll("v")) {
    const [preset, algorithm = "", rule = ""] = text.split("/");
    const bad = [
      !PRESETS.includes(preset) && `preset "${preset}" (allowed: ${PRESETS.join(", ")})`,
      !known(ALGORITHMS, algorithm) && `algorithm "${algorithm}" (allowed: ${SCHEMA.algorithms.join(", ")})`,
      !known(RULES, rule) && `numbers "${rule}" (allowed: ${RULES.slice(1).map(([r]) => r).join(", ")})`,
    ].filter(Boolean);
    if (bad.length) problems.push(`variant v=${text} left out: unknown ${bad.join(", ")}`);
    else vs.push({ preset, algorithm, rule });
  }
  if (vs.length > MAX_VARIANTS) problems.push(`${vs.length} variants asked for: the page compares at most ${MAX_VARIANTS}, the first ${MAX_VARIANTS} are shown`);
  return { game, variants: vs.length ? vs.slice(0, MAX_VARIANTS) : DEFAULT.variants.map((v) => ({ ...v })), problems };
}

function writeComparison() {
  const p = writeState({ config: gameOf() });
  for (const v of variants) p.append("v", [v.preset, v.algorithm ?? "", v.rule ?? ""].join("/").replace(/\/+$/, ""));
  history.replaceState(null, "", `?${p}`);
}

/* ---------- the variants ---------- */

const label = (v) =>
  [v.preset, v.algorithm && ALGORITHMS.find(([a]) => a === v.algorithm)?.[1], v.rule && `${v.rule === "snda" ? "SNDA" : v.rule} numbers`].filter(Boolean).join(" · ");

const options = (list, selected) =>
  list.map(([value, text, full = text]) => `<option value="${value}" title="${full}"${value === selected ? " selected" : ""}>${text}</option>`).join("");

function gameOf() {
  const game = form.elements.game.value;
  return { game, ...readGameFields(form, gameInfo(SCHEMA, game)) };
}

/** One column for variant `v`: its selects and a <pn-search> that starts its own search, at
 *  iteration `start` (a variant added next to others joins them where they stand). */
function column(v, game, start = 0) {
  const col = document.createElement("section");
  col.className = "cmp-col";
  // The select's own text may be cut in a narrow column: its title keeps the whole of it.
  col.innerHTML = `<header><div class="cmp-title"><b></b>
      <button type="button" data-remove title="Remove this variant">✕</button></div>
      <div class="cmp-selects">
      <label>Preset<select name="preset">${options(PRESETS.map((p) => [p, p]), v.preset)}</select></label>
      <label>Algorithm<select name="algorithm">${options(ALGORITHMS, v.algorithm ?? "")}</select></label>
      <label>Numbers<select name="rule">${options(RULES, v.rule ?? "")}</select></label></div></header>`;
  const titles = () => {
    col.querySelector("b").textContent = label(v);
    for (const select of col.querySelectorAll("select")) select.title = select.selectedOptions[0]?.title ?? "";
  };
  titles();
  const el = document.createElement("pn-search");
  el.setAttribute("panels", "dag");
  el.setAttribute("controls", "none");
  el.setAttribute("speed", "4");
  if (start > 0) el.setAttribute("start", String(start));
  // The game and its parameters as one JSON attribute: any game the schema lists.
  el.setAttribute("config", JSON.stringify(game));
  for (const [key, value] of Object.entries({ game: game.game, preset: v.preset, algorithm: v.algorithm, rule: v.rule })) {
    if (value !== undefined && value !== "") el.setAttribute(key, String(value));
  }
  el.addEventListener("pn-step", () => table());
  // A column replaced by a rebuild may still answer: only the live element speaks for v.
  el.addEventListener("pn-ready", () => {
    if (v.el !== el) return;
    fromLink = false;
    v.error = null;
    v.ready = true;
    showErrors();
    table();
    // The element mounts its shadow root's styles itself: the per-column key hint goes once
    // it has, since the page's keys drive every column together (keys below).
    hideKeyHint(el);
  });
  el.addEventListener("pn-error", (e) => {
    if (v.el !== el) return;
    v.error = e.detail;
    showErrors();
    table();
    if (fromLink && variants.every((x) => x.error && !x.ready)) fallBack(e.detail);
  });
  col.appendChild(el);
  for (const select of col.querySelectorAll("select")) {
    select.addEventListener("change", () => {
      v[select.name] = select.value;
      v.time = undefined;
      titles();
      // A live attribute change: the element starts a new search of its own.
      if (select.value) el.setAttribute(select.name, select.value);
      else el.removeAttribute(select.name);
      writeComparison();
    });
  }
  col.querySelector("[data-remove]").addEventListener("click", () => {
    // Only this column goes: the others keep their searches where they stand.
    variants.splice(variants.indexOf(v), 1);
    col.remove();
    numberColumns();
    writeComparison();
    showErrors();
    table();
  });
  v.el = el;
  v.time = undefined;
  v.error = null;
  v.ready = false;
  return col;
}

/** Column labels and the remove buttons (the last variant stays), after a column came or went. */
function numberColumns() {
  [...columns.children].forEach((col, i) => col.setAttribute("aria-label", `Variant ${i + 1}`));
  for (const b of columns.querySelectorAll("[data-remove]")) b.disabled = variants.length <= 1;
  $("[data-act=add]").disabled = variants.length >= MAX_VARIANTS;
}

const HIDE_KEY_HINT = new CSSStyleSheet();
HIDE_KEY_HINT.replaceSync(".keys-hint { display: none; }");
function hideKeyHint(el) {
  const root = el.shadowRoot;
  if (root && !root.adoptedStyleSheets.includes(HIDE_KEY_HINT)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, HIDE_KEY_HINT];
}

/** Builds one column per variant; every element starts its own search. */
function build() {
  runToken++;
  columns.replaceChildren();
  const game = gameOf();
  for (const v of variants) columns.appendChild(column(v, game));
  numberColumns();
  writeComparison();
  showErrors();
  table();
}

/** The link's game was refused by the engine in every column: the default game instead, with
 *  the engine's message kept above the table. */
function fallBack(err) {
  fromLink = false;
  linkProblems.push(`the link's game was not loaded: ${err.message}: showing ${SCHEMA.games[0].title} instead`);
  form.elements.game.value = DEFAULT.game.game;
  showGameFields(DEFAULT.game);
  build();
}

/* ---------- the figures ---------- */

let tableQueued = 0;
function table() {
  if (tableQueued) return;
  tableQueued = requestAnimationFrame(() => {
    tableQueued = 0;
    const states = variants.map((v) => v.el.state);
    const solved = states.filter((s) => s?.status === "solved");
    const fewest = (key) => Math.min(...solved.map((s) => s[key]));
    tbody.replaceChildren(
      ...variants.map((v, i) => {
        const s = states[i];
        const tr = document.createElement("tr");
        const cells = v.error
          ? [label(v), `not loaded: ${v.error.message}`, "", "", "", "", ""]
          : s
          ? [
              label(v),
              resultText(s.status, s.result, limitText(s, v)),
              [count(s.iteration), "iteration"],
              [count(s.created), "created"],
              String(s.maxLevel),
              `${num(s.rootPn)} / ${num(s.rootDn)}`,
              v.time === undefined ? "—" : `${v.time.toFixed(0)} ms`,
            ]
          : [label(v), "starting…", "", "", "", "", ""];
        for (const c of cells) {
          const td = document.createElement("td");
          const [text, key] = Array.isArray(c) ? c : [c];
          td.textContent = text;
          if (key) td.dataset.key = key;
          // The fewest iterations / created nodes among solved variants (only when there is a choice).
          if (key && solved.length > 1 && s.status === "solved" && s[key] === fewest(key)) td.className = "best";
          tr.appendChild(td);
        }
        return tr;
      }),
    );
  });
}

/* ---------- lockstep ---------- */

/** The messages above the table, one per line: the link's problems, each column's own error
 *  (named by its variant) and the last lockstep action's failure. */
function showErrors() {
  const lines = [...linkProblems, ...variants.filter((v) => v.error).map((v) => `${label(v)}: ${v.error.message}`)];
  if (actionError) lines.push(actionError);
  const p = $(".cmp-error");
  p.hidden = !lines.length;
  p.textContent = lines.join("\n");
}

function error(message) {
  actionError = message;
  showErrors();
}

async function all(op) {
  error(null);
  try {
    await Promise.all(variants.map((v) => op(v.el)));
  } catch (err) {
    error(err.message);
  }
  table();
}

/** One variant after the other, so each time is measured with the machine to itself. */
async function runAll() {
  const token = ++runToken;
  error(null);
  running(true);
  try {
    for (const v of variants) {
      if (token !== runToken) break;
      $(".cmp-note").textContent = `running ${label(v)}…`;
      const t0 = performance.now();
      const end = await v.el.run();
      if (!end.cancelled) v.time = performance.now() - t0;
      table();
    }
  } catch (err) {
    error(err.message);
  } finally {
    running(false);
    $(".cmp-note").textContent = "";
    table();
  }
}

function running(on) {
  for (const act of ["reset", "back", "step", "run"]) $(`[data-act=${act}]`).disabled = on;
  $("[data-act=cancel]").disabled = !on;
  document.body.classList.toggle("running", on);
}

const acts = {
  // A run's time is the time to its end: a move away from there drops it.
  step: () => {
    for (const v of variants) if (v.el.state?.status !== "solved") v.time = undefined;
    return all((el) => el.step());
  },
  back: () => {
    for (const v of variants) v.time = undefined;
    return all((el) => el.back());
  },
  reset: () => {
    for (const v of variants) v.time = undefined;
    return all((el) => el.reset());
  },
  run: runAll,
  cancel: () => {
    runToken++;
    for (const v of variants) v.el.cancel();
  },
  add: () => {
    if (variants.length >= MAX_VARIANTS) return;
    const v = { preset: "BEST", algorithm: "", rule: "" };
    // The others stay where they are; the new one joins them when they stand together.
    const at = new Set(variants.map((x) => x.el.state?.iteration ?? 0));
    const start = at.size === 1 ? [...at][0] : 0;
    variants.push(v);
    columns.appendChild(column(v, gameOf(), start));
    numberColumns();
    writeComparison();
    table();
  },
};

// ← and → anywhere outside a field (in a column, or on a toolbar button just clicked) move every
// variant together, as the toolbar does. Space, which in a column would play that variant alone,
// is kept from the columns so the lockstep holds; on a button it presses the button.
document.addEventListener(
  "keydown",
  (e) => {
    if (!["ArrowRight", "ArrowLeft", " "].includes(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    const t = e.composedPath()[0];
    if (t.closest?.("input, select, textarea, summary") || (e.key === " " && t.closest?.("button"))) return;
    e.preventDefault();
    e.stopPropagation();
    if (document.body.classList.contains("running") || e.key === " ") return;
    acts[e.key === "ArrowRight" ? "step" : "back"]();
  },
  true,
);

document.addEventListener("click", (e) => {
  const b = e.target.closest("[data-act]");
  if (b && !b.disabled) acts[b.dataset.act]?.();
});
form.addEventListener("submit", (e) => {
  e.preventDefault();
  fromLink = false;
  linkProblems = [];
  try {
    build();
  } catch (err) {
    error(err.message);
  }
});
const showGameFields = (values = {}) => {
  form.querySelector(".game-params").innerHTML = gameFields(gameInfo(SCHEMA, form.elements.game.value), values);
};
form.elements.game.innerHTML = opt(SCHEMA.games.map((g) => [g.name, g.title]), DEFAULT.game.game);
form.elements.game.addEventListener("change", () => showGameFields());
copyLinkButton($("#share"));

const start = readComparison(new URLSearchParams(location.search));
form.elements.game.value = start.game.game;
showGameFields(start.game);
variants = start.variants;
linkProblems = start.problems;
fromLink = true;
build();
window.comparison = { variants: () => variants.map((v) => ({ label: label(v), state: v.el.state, time: v.time })) };
