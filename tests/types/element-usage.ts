// Compiled (not run) by `tsc -p tests/types`: a page script written against the package's
// types. Wrong names or shapes in pn-search.d.ts or pkg/pnlab.d.ts fail the compile.
import type { PnSearchElement, PnSearchState, Config } from "../../dist/pn-search/pn-search.js";
import init, { PnSearch, schema } from "../../dist/pn-search/pkg/pnlab.js";
import type { Board, CheckReport, Result, Schema, Snapshot } from "../../dist/pn-search/pkg/pnlab.js";

export async function script(): Promise<string> {
  const el: PnSearchElement | null = document.querySelector("pn-search");
  if (!el) return "none";
  el.addEventListener("pn-solved", (e) => console.log(e.detail.result, e.detail.iteration));
  el.addEventListener("pn-step", (e) => console.log(e.detail.reason, e.detail.record?.developed));
  el.addEventListener("pn-progress", (e) => console.log(e.detail.createdNodes));
  el.addEventListener("pn-error", (e) => console.log(e.detail.message));
  await el.ready;
  const moved: boolean = await el.step();
  await el.back();
  await el.goto(3);
  const end = await el.run();
  const playing: boolean = el.playing;
  const state: PnSearchState | null = el.state;
  const config: Config = el.config;
  const question: string = state ? `${state.question} (${state.questions} asked)` : "";
  await init();
  const search = new PnSearch({ game: "clique", n: 5, k: 3, preset: "K4WEAK" });
  const record = search.step();
  const fresh: boolean = record?.newSearch ?? false;
  // Any game of the schema, its parameters beside the search's settings.
  const s: Schema = schema();
  const game = s.games[0];
  const defaults = Object.fromEntries(game.params.map((p) => [p.name, p.default]));
  const other = new PnSearch({ game: game.name, ...defaults, question: "auto" });
  const board: Board = other.board();
  const cells = board.shape === "grid" ? board.cols * board.rows : board.shape === "graph" ? board.vertices : board.shape === "row" ? board.len : board.shape === "morris" ? board.coords.length : board.cells;
  const snap: Snapshot = other.snapshot();
  const orRoot: boolean = snap.kind[0] === 0;
  other.run({});
  const result: Result = other.result() as Result;
  const checks: CheckReport[] = other.verifyAll();
  const asked = other.answers().map((a) => `${a.question}: ${a.answer}`);
  return `${moved} ${playing} ${end.cancelled} ${state?.phase} ${config.game} ${question} ${fresh} ${cells} ${orRoot} ${result} ${checks[0]?.claim} ${asked}`;
}
