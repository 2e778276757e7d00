// The play page: a person against the solution, or the engine against itself. The game, its
// parameters, the moves, who plays each side and whether values show live in the URL, so a
// link replays the game. All solving runs in the worker (client.js).
import { loadSchema, gameOf, defaults } from "../view/schema.js";
import { gameFields, readGameFields } from "../view/gamefields.js";
import { describe, boardOf, loadBoard } from "../view/glyph.js";
import { drawPosition } from "../view/inspector.js";
import { PlayClient, Cancelled } from "./client.js";
import { renderLevels } from "./levels.js";
import { clickMove } from "./cellmoves.js";
import { fallbackGame, readAddress, SIDES, writeAddress } from "./address.js";
import { htmlRules, outcomeOf, verdictMask } from "../view/outcome.js";

// The moves take the visualiser's looks for what they establish about the game (outcome.js):
// a win for the mover is the first or the second player's win, by who moves.
document.head.insertAdjacentHTML("beforeend", `<style>${htmlRules((o) => `.play-moves:not(.hide-values) .o-${o.key}`)}</style>`);

/** Nodes each PN-search of the weak solution may create on the page. */
const LEVELS_MAX_NODES = 2_000_000;

/** How long the engine waits before its move, so a person sees the position it answers. */
const ENGINE_DELAY_MS = 250;

const $ = (id) => document.getElementById(id);
const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;");

const state = {
  schema: null,
  config: null, // {game, ...params}
  info: null, // the drawing info
  line: [], // moves played, labels
  redo: [],
  history: [], // per move played: {label, value, plies, pending, keeps, cell}
  sides: { first: "person", second: "perfect" },
  showValues: true,
  projector: false,
  report: null,
  partial: null, // the report under way, from the worker's progress
  progressLog: [], // the progress of the position's report, as it came (read by the tests)
  cancelled: false, // the position's report was cancelled: moves shown without values
  budget: null, // positions the exact solve may hold (budget= in the URL; the engine's default)
  generation: 0,
  starting: null, // the game's set-up under way (a promise), awaited by a count asked for meanwhile
  from: null, // the cell clicked as the piece to move, waiting for where it goes
  clickable: false, // a person may play a move by clicking the board
};

/** The board's drawing radius, as drawPosition draws it (its click targets must match). */
const BOARD_R = 58;

const client = new PlayClient(showBusy, showProgress);

/** While the worker works: "thinking…", a Cancel that answers at once, and the progress. */
function showBusy(busy) {
  $("status").classList.toggle("busy", busy);
  $("cancel").hidden = !busy;
  if (!busy) $("progress").hidden = true;
}

/** A report's progress: moves done of the total, and the PN-search fallback's iterations and
 *  nodes; the moves solved so far show their values. */
function showProgress(p) {
  const n = (v) => Number(v).toLocaleString("en-US");
  $("progress").hidden = false;
  $("progress-bar").max = Math.max(p.total, 1);
  $("progress-bar").value = p.done;
  state.progressLog.push({ method: p.method, done: p.done, total: p.total, nodes: p.nodes });
  $("progress-text").textContent =
    p.method !== "pn-search"
      ? `Solving: ${p.done} of ${p.total} moves (${n(p.solved)} positions solved)`
      : `Solving by PN-search: ${p.done} of ${p.total} moves, ${n(p.iterations)} iterations, ${n(p.nodes)} nodes`;
  if (p.report.movesPlayed === state.line.length && p.done < p.total) {
    state.partial = p.report;
    render();
  }
}

/** "win in 5", "draw", "loss in 8"; "win in …" while the distance is searched (`pending`);
 *  "?" when a search's limit left it open. */
export function valueText(value, plies, pending = false) {
  if (!value) return "?";
  if (pending) return `${value} in …`;
  return plies == null ? value : `${value} in ${plies}`;
}

const FLIPPED = { win: "loss", draw: "draw", loss: "win" };

const PLAYER_WORDS = { first: "First player", second: "Second player" };
const OUTCOME_WORDS = { "first-wins": "the first player wins", draw: "a draw", "second-wins": "the second player wins" };

function boardHint(text) {
  $("board-hint").textContent = text;
}

/** A click on the board: the move whose label names the cell, or a piece picked up to move. */
function clickCell(cell) {
  const r = state.report;
  if (!state.clickable || !r) return;
  const module = boardOf(state.info);
  const name = module.cellName(state.info.board, cell);
  const out = clickMove(module, state.info.board, r.moves, cell, state.from);
  if (out.move) {
    state.from = null;
    boardHint("");
    play(out.move).catch((err) => showMessage(err.message));
    return;
  }
  state.from = out.select ?? null;
  if (out.select !== undefined) boardHint(`${name}: click where it goes (${out.moves.join(", ")}).`);
  else if (out.choose) boardHint(`Several moves end on ${name} (${out.choose.join(", ")}): click the piece that moves first, or pick one in the list.`);
  else boardHint(`No legal move on ${name}: the legal moves are in the list.`);
  render();
}

function showMessage(text) {
  $("message").hidden = !text;
  $("message").textContent = text ?? "";
}

function fallbackConfig() {
  const name = fallbackGame(state.schema);
  return { game: name, ...defaults(state.schema, name) };
}
function fallbackTitle() {
  return gameOf(state.schema, fallbackGame(state.schema)).title;
}

/** The game, its moves and the page's settings from the address (address.js). */
function readUrl() {
  const a = readAddress(state.schema, location.search);
  Object.assign(state.sides, a.sides);
  state.showValues = a.showValues;
  if (a.budget != null) state.budget = a.budget;
  setProjector(a.projector);
  return { config: a.config, moves: a.moves };
}

/** The position a levels table counts: the game, its parameters and the moves. The moves alone
 *  would not do: every game's start is the empty line. */
const positionKey = () => JSON.stringify([state.config, state.line]);

function writeUrl() {
  history.replaceState(null, "", `?${writeAddress(state)}`);
}

/** Large type, thick lines, strong contrast: the visualiser's projector mode. */
function setProjector(on) {
  state.projector = on;
  $("projector").setAttribute("aria-pressed", String(on));
  document.body.classList.toggle("projector", on);
  $("play").classList.toggle("projector", on);
}

function fillSettings() {
  $("game").innerHTML = state.schema.games
    .map((g) => `<option value="${g.name}"${g.name === state.config.game ? " selected" : ""}>${esc(g.title)}</option>`)
    .join("");
  $("params").innerHTML = gameFields(gameOf(state.schema, state.config.game), state.config);
  for (const side of ["first", "second"]) {
    $(`side-${side}`).innerHTML = SIDES.map(
      ([k, label]) => `<option value="${k}"${k === state.sides[side] ? " selected" : ""}>${label}</option>`,
    ).join("");
  }
  $("show-values").checked = state.showValues;
}

/** Starts the game of `config` and replays `moves`; an illegal move keeps the moves before it.
 *  A count asked for while the page sets the game up waits for it (`state.starting`), and so
 *  counts the game the page then shows. */
async function start(config, moves) {
  const began = performance.now();
  const ready = setUp(config, moves);
  state.starting = ready.catch(() => {});
  await ready;
  await refresh({ began });
}

/** The game of `config` created and `moves` replayed, up to the first report. */
async function setUp(config, moves) {
  const { board } = await client.call("create", { config, budget: state.budget ?? undefined });
  await loadBoard(board.shape);
  state.config = config;
  showLevelsRefusal(config.game);
  // The form shows the game at once, not only when its first position is solved.
  fillSettings();
  state.info = describe(config.game, board, config);
  // Another game (or the same one anew): the levels counted before belong to the old one.
  state.levelsFor = null;
  $("levels").textContent = "";
  state.redo = [];
  state.history = [];
  state.line = [];
  for (const mv of moves) {
    let r, label;
    try {
      r = await client.call("report", { line: state.line });
      label = await spelled(r, mv);
    } catch (err) {
      if (!(err instanceof Cancelled)) throw err;
      showMessage(`Cancelled while replaying the link: the game is shown up to move ${state.line.length}.`);
      break;
    }
    const info = r.moves.find((m) => m.label === label);
    if (!info) {
      const legal = r.over ? "none: the game is over" : r.moves.map((m) => m.label).join(", ");
      showMessage(`The link's move ${state.line.length + 1} "${mv}" is not legal here (allowed: ${legal}): the game is shown up to the move before it.`);
      break;
    }
    state.history.push({ label, value: info.value, plies: info.plies, pending: false, keeps: info.keepsValue, cell: info.cell });
    state.line.push(label);
  }
}

/** A link's move `mv` at the position of report `r` as the game labels it: the engine reads other
 *  spellings too (a clique edge from either end), and its report of the line says which move
 *  it read. `mv` itself when the engine refuses it. */
async function spelled(r, mv) {
  if (r.over || r.moves.some((m) => m.label === mv)) return mv;
  try {
    return (await client.call("report", { line: [...state.line, mv] })).line.at(-1);
  } catch (err) {
    if (err instanceof Cancelled) throw err;
    return mv;
  }
}

/** Plays `label` for the side to move and forgets the redo list unless it is the redo move. */
async function play(label, fromRedo = false) {
  const info = state.report?.moves.find((m) => m.label === label);
  if (!info) return;
  // The engine's move decided before the report ended keeps the value (a win, or a draw where
  // nothing wins).
  const decided = state.report.decided === label;
  // A move played on a cancelled report carries no value (nor a mistake mark).
  // The report is of the position before this move: no second move on it until the next one.
  state.report = null;
  for (const b of document.querySelectorAll("#moves button")) b.disabled = true;
  const known = !state.cancelled;
  state.history.push({ label, value: info.value, plies: info.plies, pending: info.pending, keeps: info.keepsValue || decided || !known || !info.value, cell: info.cell });
  state.line.push(label);
  if (!fromRedo) state.redo = [];
  await refresh();
}

/** Asks the worker for the position's report and draws it; `began` (a new game's start) is
 *  kept to say how long the first move information took (`millis`, read by the tests). */
async function refresh({ began } = {}) {
  const generation = ++state.generation;
  state.from = null;
  boardHint("");
  state.partial = null;
  state.cancelled = false;
  state.progressLog = [];
  writeUrl();
  let report;
  try {
    // The perfect engine's move is known before the other moves' values once the solution
    // recommends it: the report may end there, and the engine plays at once. Not when both
    // sides are the engine: no full report would follow to fill in the distances, and the
    // history would then differ from a fresh load's.
    const perfect = Object.keys(state.sides).filter((side) => state.sides[side] === "perfect");
    const decidedFor = perfect.length < 2 ? perfect : [];
    report = await client.call("report", { line: state.line, decidedFor });
  } catch (err) {
    if (!(err instanceof Cancelled)) throw err;
    if (generation === state.generation) showCancelled();
    return;
  }
  if (generation !== state.generation) return;
  state.partial = report.decidedEarly ? report : null;
  state.report = report;
  // The move before, played on its weak value, takes its distance from this position's value.
  const last = state.history.at(-1);
  if (last?.pending && !report.decidedEarly && report.value) {
    Object.assign(last, { value: FLIPPED[report.value], plies: report.plies == null ? null : report.plies + 1, pending: false });
  }
  // Levels counted for another position go; those of this one (asked for early) stay.
  if (state.levelsFor !== positionKey()) $("levels").textContent = "";
  if (began !== undefined) state.millis = performance.now() - began;
  render();
  const side = state.sides[report.toMove];
  if (!report.over && side !== "person") {
    await new Promise((r) => setTimeout(r, ENGINE_DELAY_MS));
    if (generation !== state.generation) return;
    let mv = report.decidedEarly ? report.decided : null;
    try {
      mv ??= await client.call("choose", { line: state.line, level: side, seed: state.line.length * 7919 + 17 });
    } catch (err) {
      if (!(err instanceof Cancelled)) throw err;
      if (generation === state.generation) showCancelled();
      return;
    }
    if (generation !== state.generation || !mv) return;
    await play(mv);
  }
}

/** After Cancel: the position with the values solved so far; a person may still move (for
 *  either side), undo, or start a new game. */
function showCancelled() {
  state.cancelled = true;
  if (state.partial) {
    state.report = state.partial;
    render();
  } else {
    state.report = null;
    $("moves").innerHTML = "";
  }
  $("status").textContent = "Cancelled: the moves' values are not known (those shown were solved before). Play a move, undo or start a new game.";
  $("method").textContent = "";
  $("undo").disabled = !state.line.length;
}

function render() {
  // The report under way (its moves solved so far) until the whole report arrives.
  const working = !state.report || state.partial;
  const r = state.partial ?? state.report;
  if (!r) return;
  const lastCell = state.history.at(-1)?.cell ?? -1;
  // While the report is under way no move is played; after a cancel anyone may move.
  const person = !r.over && (state.cancelled || (!working && state.sides[r.toMove] === "person"));
  state.clickable = person;
  if (!person) state.from = null;
  let svg = drawPosition(state.info, r.cells, lastCell, { title: `${r.game} after ${r.movesPlayed} moves` });
  const hits = person && boardOf(state.info).hits?.(state.info.board, BOARD_R);
  if (hits) {
    const selected = state.from === null ? hits : hits.replace(`data-cell="${state.from}"`, `data-cell="${state.from}" data-selected`);
    svg = svg.replace(/<\/svg>$/, `<g class="hits">${selected}</g></svg>`);
  }
  $("board").innerHTML = svg;
  $("board").classList.toggle("clickable", Boolean(hits));
  const toMove = PLAYER_WORDS[r.toMove];
  // A start that is over already says why: no move of the history shows it.
  $("status").textContent = r.over
    ? `Game over: ${OUTCOME_WORDS[r.over]}${r.why && !state.line.length ? `: ${r.why}` : ""}.`
    : `${toMove} to move${state.sides[r.toMove] === "person" ? " (you)" : " (engine)"}` +
      (state.showValues ? `: ${valueText(r.value, r.plies)}` : "");
  $("method").textContent = r.over
    ? "None: the game is over. Undo, or start a new game."
    : r.method === "exact"
      ? "Exact: values and distances (plies to the end, this move included) from the solution."
      : r.method === "retrograde"
        ? `Exact, by retrograde analysis of all ${r.solved.toLocaleString("en-US")} positions: values and distances (plies to the end, this move included); a position that repeats is a draw.`
        : `Values by PN-search per move, without distances: ${r.note}`;
  if (working) $("status").textContent = `${toMove} to move`;
  if (working) $("method").textContent = "";
  $("moves").classList.toggle("hide-values", !state.showValues);
  const outcome = (m) => outcomeOf(verdictMask(m.value, r.toMove === "first"));
  $("moves").innerHTML = r.moves
    .map(
      (m) => `<li><button type="button" class="${m.value ?? (working || state.cancelled ? "pending" : "unknown")}${outcome(m) ? ` o-${outcome(m).key}` : ""}${
        m.label === r.recommended && state.showValues ? " recommended" : ""
      }"
        data-move="${esc(m.label)}"${person ? "" : " disabled"} title="${[m.label === r.recommended ? "Recommended" : "", state.showValues ? outcome(m)?.words ?? "" : ""].filter(Boolean).join(": ")}">
        <b>${esc(m.label)}</b><span class="v">${m.value || !(working || state.cancelled) ? valueText(m.value, m.plies, m.pending) : "…"}</span></button></li>`,
    )
    .join("");
  $("history").innerHTML = state.history
    .map(
      (h) => `<li class="${h.keeps ? "" : "mistake"}">${esc(h.label)} <small>${valueText(h.value, h.plies, h.pending)}${h.keeps ? "" : " — a mistake"}</small></li>`,
    )
    .join("");
  $("undo").disabled = !state.line.length;
  $("redo").disabled = !state.redo.length;
}

async function undo() {
  if (!state.line.length) return;
  // Undo back to the last position where a person is to move, so the engine does not replay at once.
  do {
    state.redo.push(state.line.pop());
    state.history.pop();
  } while (state.line.length && state.sides[state.line.length % 2 ? "second" : "first"] !== "person" && state.redo.length < 64 && hasPersonSide());
  await refresh();
}

const hasPersonSide = () => state.sides.first === "person" || state.sides.second === "person";

async function redo() {
  const mv = state.redo.pop();
  if (mv) await play(mv, true);
}

function searchHere() {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(state.config)) q.set(k, typeof v === "object" ? JSON.stringify(v) : v);
  if (state.line.length) q.set("start", state.line.join(" "));
  location.href = `index.html?${q}`;
}

/** Disables the levels' button when the game's positions repeat (the schema's `cyclic`), since
 *  the levels count PN-search's proofs, with the reason in its title and beside it. */
function showLevelsRefusal(game) {
  const why = state.schema.cyclic.includes(game)
    ? `The levels count PN-search's proofs per depth, and the positions of ${game} repeat: the command line counts its positions per depth (pnlab levels ${game} --depth D).`
    : null;
  const button = $("levels-run");
  button.disabled = why != null;
  button.title = why ?? button.dataset.title;
  $("levels-run-why").textContent = why ? `${button.textContent} is off here: ${why}` : "";
  $("levels-run-why").hidden = why == null;
}

function wire() {
  $("levels-run").dataset.title = $("levels-run").title;
  // The page's buttons come disabled in the HTML, so a click before the script has wired them
  // (the schema still loading) is not silently lost: they work from here on.
  for (const id of ["projector", "new-game", "search-here", "levels-run"]) $(id).disabled = false;
  $("settings").addEventListener("submit", async (e) => {
    e.preventDefault();
    showMessage("");
    try {
      const game = gameOf(state.schema, $("game").value);
      // The fields are the chosen game's: they are redrawn when the game changes.
      const params = readGameFields($("settings"), game);
      await start({ game: game.name, ...params }, []);
      fillSettings();
    } catch (err) {
      showMessage(err.message);
    }
  });
  $("game").addEventListener("change", () => {
    $("params").innerHTML = gameFields(gameOf(state.schema, $("game").value), {});
  });
  for (const side of ["first", "second"]) {
    $(`side-${side}`).addEventListener("change", (e) => {
      state.sides[side] = e.target.value;
      refresh().catch((err) => showMessage(err.message));
    });
  }
  $("show-values").addEventListener("change", (e) => {
    state.showValues = e.target.checked;
    writeUrl();
    render();
  });
  $("board").addEventListener("click", (e) => {
    const hit = e.target.closest("[data-cell]");
    if (hit) clickCell(Number(hit.dataset.cell));
  });
  $("moves").addEventListener("click", (e) => {
    const b = e.target.closest("button[data-move]");
    if (b && !b.disabled) play(b.dataset.move).catch((err) => showMessage(err.message));
  });
  $("undo").addEventListener("click", () => undo().catch((err) => showMessage(err.message)));
  $("redo").addEventListener("click", () => redo().catch((err) => showMessage(err.message)));
  $("search-here").addEventListener("click", searchHere);
  $("cancel").addEventListener("click", () => client.cancel());
  $("levels-run").addEventListener("click", async () => {
    $("levels").textContent = "Counting…";
    try {
      await state.starting;
      $("levels").textContent = "Counting…";
      const key = positionKey();
      const r = await client.call("levels", { line: state.line.slice(), maxNodes: LEVELS_MAX_NODES });
      if (key !== positionKey()) return; // a move or a new game meanwhile
      state.levelsFor = key;
      $("levels").innerHTML = renderLevels(r);
    } catch (err) {
      $("levels").textContent = err instanceof Cancelled ? "Cancelled." : err.message;
    }
  });
  $("projector").addEventListener("click", () => {
    setProjector(!state.projector);
    writeUrl();
  });
}

async function main() {
  // The play page's own module, the one its worker loads (scripts/wasm-modules.mjs).
  state.schema = await loadSchema(() => import("../pkg-play/pnlab.js"));
  wire();
  let url;
  try {
    url = readUrl();
  } catch (err) {
    showMessage(`${err.message}: showing ${fallbackTitle()} instead.`);
    url = { config: fallbackConfig(), moves: [] };
  }
  try {
    await start(url.config, url.moves);
  } catch (err) {
    showMessage(`${err.message}: showing ${fallbackTitle()} instead.`);
    await start(fallbackConfig(), []);
  }
  fillSettings();
}

// For tests and the console: the page's state (read-only by convention).
globalThis.pnlabPlay = state;

main().catch((err) => showMessage(err.message));
