// The play page's address: the game, its parameters, the moves, who plays each side and the
// page's settings, so a link replays the game (docs/play.md).
import { gameOf, defaults } from "../view/schema.js";

/** Who may play a side: a person, or the engine at a level (docs/play.md). */
export const SIDES = [
  ["person", "Person"],
  ["perfect", "Engine: perfect"],
  ["just-win", "Engine: just win"],
  ["semi-strong", "Engine: semi-strong"],
];

/** The game a page without one (or with a bad link) opens on: the smallest board among the
 *  schema's games, so the first analysis is instant. Chosen from the schema, as every page
 *  does, so no game is named here. */
export function fallbackGame(schema) {
  const cells = (g) => g.params.reduce((n, p) => (p.type === "int" ? n * Number(p.default) : n), 1);
  const plain = schema.games.filter((g) => g.params.every((p) => p.type === "int" || p.type === "choice"));
  return [...plain].sort((a, b) => cells(a) - cells(b))[0]?.name ?? schema.games[0].name;
}

/** What address `search` (a query string) asks for: {config, moves, sides (those named),
 *  showValues, budget (null: the engine's), projector}. Throws an Error naming a bad value. */
export function readAddress(schema, search) {
  const q = new URLSearchParams(search);
  const out = { sides: {}, showValues: true, budget: null, projector: false };
  const name = q.get("game") ?? fallbackGame(schema);
  gameOf(schema, name); // throws, naming the games, for an unknown one
  const config = { game: name, ...defaults(schema, name) };
  for (const p of gameOf(schema, name).params) {
    if (!q.has(p.name)) continue;
    config[p.name] = p.type === "int" ? Number(q.get(p.name)) : q.get(p.name);
  }
  const moves = (q.get("moves") ?? "").split(/[\s,]+/).filter(Boolean);
  // Who plays each side: `side1` and `side2`. Older links said `first` and `second`, which
  // 1D Clobber also names its colour to move; they still count where the game has no such
  // parameter.
  const params = new Set(gameOf(schema, name).params.map((p) => p.name));
  for (const [key, side, old] of [["side1", "first", "first"], ["side2", "second", "second"]]) {
    const at = q.has(key) ? key : !params.has(old) && q.has(old) ? old : null;
    const v = at && q.get(at);
    if (v && !SIDES.some(([k]) => k === v)) throw new Error(`${at}=${v}: allowed are ${SIDES.map(([k]) => k).join(", ")}`);
    if (v) out.sides[side] = v;
  }
  out.showValues = q.get("values") !== "0";
  if (q.has("budget")) {
    const b = Number(q.get("budget"));
    if (!(Number.isInteger(b) && b >= 1)) throw new Error(`budget=${q.get("budget")}: a whole number >= 1 (positions the exact solve may hold)`);
    out.budget = b;
  }
  out.projector = q.get("projector") === "1";
  return { ...out, config, moves };
}

/** The query string of the page's `state` (its config, line, sides and settings). */
export function writeAddress(state) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(state.config)) q.set(k, typeof v === "object" ? JSON.stringify(v) : v);
  if (state.line.length) q.set("moves", state.line.join(","));
  q.set("side1", state.sides.first);
  q.set("side2", state.sides.second);
  if (!state.showValues) q.set("values", "0");
  if (state.projector) q.set("projector", "1");
  if (state.budget != null) q.set("budget", state.budget);
  return q;
}
