// Comparison mode: one game under several configurations, each a <pn-search> with its own
// worker, stepped in lockstep or run to the end one after the other (so each run's time is its
// own), with the thesis's figures (iterations, created nodes, deepest level) side by side.
// The comparison lives in the address: ?game=clique&n=6&k=4&v=K4WEAK&v=DFPN&v=K4WEAK/dfpn/weak
import "../pn-search.js";
import { count, num, resultText, limitText } from "../view/format.js";
import { copyLinkButton } from "../view/share.js";
import { LABELS, opt } from "../view/template.js";
import { loadSchema, gameOf as gameInfo, defaults } from "../view/schema.js";
import { gameFields, readGameFields } from "../view/gamefields.js";
import { readState, writeState } from "../view/urlstate.js";

// Games, presets, algorithms and rules come from the engine's schema.
const SCHEMA = await loadSchema();
const PRESETS = SCHEMA.presets.map((p) => p.name);
const ALGORITHMS = [["", "preset's algorithm"], ...SCHEMA.algorithms.map((a) => [a, LABELS[a] ?? a])];
const RULES = [["", "preset's numbers"], ...SCHEMA.options.find((o) => o.name === "rule").values.map((v) => [v, LABELS.rule[1][v] ?? v])];
const MAX_VARIANTS = 4;
// Without a link: the schema's first game at its defaults, under two presets.
const DEFAULT = { game: { game: SCHEMA.games[0].name, ...defaults(SCHEMA, SCHEMA.games[0].name) }, variants: [{ preset: "K4WEAK" }, { preset: "DFPN" }] };

const $ = (sel) => document.querySelector(sel);
const form = $(".cmp-game");
const columns = $(".cmp-columns");
const tbody = $(".cmp-table tbody");
let variants = [];
let runToken = 0;

/* ---------- the address ---------- */

export function readComparison(params) {
  // The game and its parameters read as the page reads them; the variants are `v` entries.
  const { config } = readState(params, SCHEMA);
  const game = config ? { game: config.game } : { ...DEFAULT.game };
  if (config) for (const p of SCHEMA.games.find((g) => g.name === config.game)?.params ?? []) if (p.name in config) game[p.name] = config[p.name];
  const vs = params.getAll("v").map((text) => {
    const [preset, algorithm = "", rule = ""] = text.split("/");
    return { preset, algorithm, rule };
  });
  return { game, variants: vs.length ? vs.slice(0, MAX_VARIANTS) : DEFAULT.variants };
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
  list.map(([value, text]) => `<option value="${value}"${value === selected ? " selected" : ""}>${text}</option>`).join("");

function gameOf() {
  const game = form.elements.game.value;
  return { game, ...readGameFields(form, gameInfo(SCHEMA, game)) };
}

/** Builds one column per variant; every element starts its own search. */
function build() {
  runToken++;
  columns.replaceChildren();
  const game = gameOf();
  variants.forEach((v, i) => {
    const col = document.createElement("section");
    col.className = "cmp-col";
    col.setAttribute("aria-label", `Variant ${i + 1}`);
    col.innerHTML = `<header><b></b>
      <label>Preset<select name="preset">${options(PRESETS.map((p) => [p, p]), v.preset)}</select></label>
      <label>Algorithm<select name="algorithm">${options(ALGORITHMS, v.algorithm ?? "")}</select></label>
      <label>Numbers<select name="rule">${options(RULES, v.rule ?? "")}</select></label>
      <button type="button" data-remove title="Remove this variant"${variants.length <= 1 ? " disabled" : ""}>✕</button></header>`;
    col.querySelector("b").textContent = label(v);
    const el = document.createElement("pn-search");
    el.setAttribute("panels", "dag");
    el.setAttribute("controls", "none");
    el.setAttribute("speed", "4");
    // The game and its parameters as one JSON attribute: any game the schema lists.
    el.setAttribute("config", JSON.stringify(game));
    for (const [key, value] of Object.entries({ game: game.game, preset: v.preset, algorithm: v.algorithm, rule: v.rule })) {
      if (value !== undefined && value !== "") el.setAttribute(key, String(value));
    }
    el.addEventListener("pn-step", () => table());
    el.addEventListener("pn-error", (e) => error(`${label(v)}: ${e.detail.message}`));
    col.appendChild(el);
    for (const select of col.querySelectorAll("select")) {
      select.addEventListener("change", () => {
        v[select.name] = select.value;
        v.time = undefined;
        col.querySelector("b").textContent = label(v);
        // A live attribute change: the element starts a new search of its own.
        if (select.value) el.setAttribute(select.name, select.value);
        else el.removeAttribute(select.name);
        writeComparison();
      });
    }
    col.querySelector("[data-remove]").addEventListener("click", () => {
      variants.splice(i, 1);
      build();
    });
    v.el = el;
    v.time = undefined;
    columns.appendChild(col);
  });
  $("[data-act=add]").disabled = variants.length >= MAX_VARIANTS;
  writeComparison();
  table();
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
        const cells = s
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

function error(message) {
  const p = $(".cmp-error");
  p.hidden = !message;
  p.textContent = message ?? "";
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
  step: () => all((el) => el.step()),
  back: () => all((el) => el.back()),
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
    variants.push({ preset: "BEST", algorithm: "", rule: "" });
    build();
  },
};

document.addEventListener("click", (e) => {
  const b = e.target.closest("[data-act]");
  if (b && !b.disabled) acts[b.dataset.act]?.();
});
form.addEventListener("submit", (e) => {
  e.preventDefault();
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
build();
window.comparison = { variants: () => variants.map((v) => ({ label: label(v), state: v.el.state, time: v.time })) };
