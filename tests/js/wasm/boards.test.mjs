// The board modules (www/view/boards/), one per shape of the engine's board descriptions: each
// draws every game's positions from its real board and cells, marks the last move and a
// completed winning set; glyph.js finds the module by the shape's name alone; and outside the board
// modules the page's code names no game and takes no turn from the parity of a level.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, glyphPaths, boardOf, boardClass, loadBoard } from "../../../www/view/glyph.js";
import { analyse, completedSet, winningSets } from "../../../www/view/wins.js";

const require = createRequire(import.meta.url);
const { schema, PnSearch } = require("../../../pkg-node/pnlab.js");
const SCHEMA = schema();

/** A few nodes of each game's search at its defaults: [info, cells, lastCell]. */
async function nodesOf(game, config = {}) {
  const s = new PnSearch({ game, ...config });
  s.run({ maxIterations: 30 });
  const board = s.board();
  await loadBoard(board.shape);
  const info = describe(game, board, { game, ...config });
  const snap = s.snapshot();
  const per = snap.cellsPerNode;
  const out = [];
  for (let id = 0; id < snap.level.length; id += Math.max(1, Math.floor(snap.level.length / 12))) {
    out.push([Array.from(snap.cells.subarray(id * per, (id + 1) * per)), snap.lastCell[id], s.node(id)]);
  }
  s.free();
  return { info, nodes: out };
}

test("every game of the schema is drawn by its shape's module: pieces, the last move, names", async () => {
  for (const g of SCHEMA.games) {
    const { info, nodes } = await nodesOf(g.name);
    const module = boardOf(info);
    assert.ok(module, `${g.name}: a module for ${info.board.shape}`);
    for (const [cells, last, node] of nodes) {
      const p = glyphPaths(info, cells, last, 20);
      assert.ok(p.free.length > 0, `${g.name}: the board itself`);
      if (cells.includes(1)) assert.ok(p.first.length > 0, `${g.name}: the first player's pieces`);
      if (cells.includes(2)) assert.ok(p.second.length > 0, `${g.name}: the second player's pieces`);
      if (node.via) {
        assert.ok(p.last.startsWith("M"), `${g.name} node ${node.id}: the last move is drawn`);
        assert.equal(p.lastPlayer, cells[last], `${g.name}: drawn in the mover's colour`);
      }
      // Cell names and the large drawing's marks exist for every cell.
      for (let c = 0; c < cells.length; c++) assert.ok(module.cellName(info.board, c).length > 0);
      const a = analyse(winningSets(info), cells);
      assert.equal(typeof module.extras(info.board, { threats: { 1: a[1].threats, 2: a[2].threats }, threatSets: { 1: a[1].threatSets, 2: a[2].threatSets } }, 58), "string");
    }
    const names = module.playersOf(info.board);
    assert.equal(names.length, 3, g.name);
    assert.match(boardClass(info), new RegExp(`^b-${info.board.shape}`));
  }
});

/** The shapes of the engine's `Board` type, as the wasm's .d.ts spells them (made from
 *  src/game/board.rs). */
const SHAPES = [...readFileSync(require.resolve("../../../pkg-node/pnlab.d.ts"), "utf8").match(/export type Board =[\s\S]*?\};\n/)[0].matchAll(/shape: "(\w+)"/g)].map((m) => m[1]);

/** What every board module exports (glyph.js's header lists them). */
const DRAWS = ["paths", "extras", "playersOf", "cellName", "rawCell", "relabelText", "hits"];

test("each shape of the engine's Board type has its drawing module, found by its name alone", async () => {
  assert.ok(SHAPES.length >= 4, SHAPES.join());
  for (const shape of SHAPES) {
    const module = await loadBoard(shape);
    for (const name of DRAWS) assert.equal(typeof module[name], "function", `boards/${shape}.js exports ${name}`);
    assert.equal(await loadBoard(shape), module, "loaded once");
  }
  // And no drawing module is left without a shape: every module in boards/ that draws is one.
  const dir = new URL("../../../www/view/boards/", import.meta.url).pathname;
  const drawn = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
    if (typeof (await import(join(dir, file))).paths === "function") drawn.push(file.replace(/\.js$/, ""));
  }
  assert.deepEqual(drawn.sort(), [...SHAPES].sort());
});

test("a shape with no drawing module is refused by name, with the file it needs", async () => {
  await assert.rejects(loadBoard("hexagons"), { message: /^board shape hexagons has no drawing module: www\/view\/boards\/hexagons\.js did not load \(/ });
  await assert.rejects(loadBoard("../glyph"), { message: 'board shape "../glyph" is not a shape\'s name: allowed are lowercase letters and digits, a letter first' });
  await assert.rejects(loadBoard(undefined), { message: /^board shape undefined is not a shape's name/ });
  assert.throws(() => describe("x", { shape: "hexagons" }), { message: 'board shape hexagons has no drawing module loaded: loadBoard("hexagons") first' });
});

test("a completed winning set is drawn, the one the last move completed first", async () => {
  await loadBoard("grid");
  const board = { shape: "grid", cols: 3, rows: 3, pieces: "marks", sets: [[0, 1, 2], [3, 4, 5], [0, 4, 8]] };
  const info = describe("any", board);
  // X on the top row and the diagonal, the diagonal completed last (cell 8).
  const cells = [1, 1, 1, 2, 1, 2, 2, 0, 1];
  assert.deepEqual(completedSet(board.sets, cells, 8), [1, 2]);
  assert.deepEqual(completedSet(board.sets, cells, 7), [1, 0]);
  const p = glyphPaths(info, cells, 8, 30);
  assert.equal(p.wonPlayer, 1);
  assert.equal(p.won.split("M").length - 1, 1, "one line");
  assert.equal(p.won.split("L").length - 1, 2, "through three cells");
  assert.equal(glyphPaths(info, [1, 1, 0, 2, 2, 0, 0, 0, 0], 1, 30).won, "");
  // Threats: the sets a player needs one more cell of.
  const a = analyse(board.sets, [1, 1, 0, 2, 2, 0, 0, 0, 0]);
  assert.deepEqual(a[1].threats, [2]);
  assert.deepEqual(a[1].threatSets, [0]);
  assert.deepEqual(a[2].threats, [5]);
});

test("a row's stones take the colour that moves first from the board or the configuration", async () => {
  const row = await loadBoard("row");
  const black = describe("any", { shape: "row", len: 4 }, {});
  const white = describe("any", { shape: "row", len: 4 }, { first: "white" });
  assert.equal(black.board.first, "black");
  assert.equal(white.board.first, "white");
  assert.equal(describe("any", { shape: "row", len: 4, first: "white" }, {}).board.first, "white");
  assert.match(row.playersOf(black.board)[1], /^black/);
  assert.match(row.playersOf(white.board)[1], /^white/);
  assert.equal(row.classOf(white.board), "first-white");
  assert.match(row.extras(white.board, {}, 58), /white \(W\) moves first/);
});

test("sets without coordinates are placed on a circle", async () => {
  const sets = await loadBoard("sets");
  const board = { shape: "sets", cells: 5, coords: [], sets: [[0, 1, 2], [2, 3, 4]] };
  const p = glyphPaths(describe("any", board), [1, 2, 0, 0, 0], 1, 30);
  assert.ok(p.first && p.second && p.last);
  assert.match(sets.extras(board, { threats: { 1: [], 2: [] }, threatSets: { 1: [], 2: [] } }, 58), /set-lines/);
});

/** Every .js file under `dir`. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (["vendor", "boards"].includes(e.name) ? [] : sources(join(dir, e.name))) : e.name.endsWith(".js") ? [join(dir, e.name)] : [],
  );
}

test("outside the board modules, the page's code names no game and reads no turn from a level's parity", () => {
  const www = new URL("../../../www/", import.meta.url).pathname;
  const files = sources(www).filter((f) => !f.includes("/examples/"));
  assert.ok(files.length > 20);
  for (const f of files) {
    // Comments may mention a game; code may not.
    const code = readFileSync(f, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
    for (const g of SCHEMA.games) assert.ok(!new RegExp(`["'\`]${g.name}["'\`]`).test(code), `${f} names the game ${g.name}`);
    assert.ok(!/level[^;\n]*%\s*2/.test(code), `${f} takes a turn from the parity of a level`);
  }
});

test("a Morris board draws its lines, its points, the stones and the mill the last move closed", async () => {
  const { PnPlay } = require("../../../pkg-node/pnlab.js");
  const play = new PnPlay({ game: "morris", men: 9 });
  const board = play.board();
  const morris = await loadBoard(board.shape);
  const info = describe("morris", board, { game: "morris" });
  play.free();
  const module = boardOf(info);
  assert.equal(module, morris);
  assert.equal(info.board.coords.length, 24);
  // White on a7, d7, g7 (points 0, 1, 2; g7 played last), black on b6 (point 3).
  const cells = Array(24).fill(0);
  cells[0] = cells[1] = cells[2] = 1;
  cells[3] = 2;
  const p = glyphPaths(info, cells, 2, 40);
  assert.equal(p.free.split("M").length - 1, 32 + 20, "32 lines and 20 empty points");
  assert.equal(p.first.split("M").length - 1, 3);
  assert.equal(p.second.split("M").length - 1, 1);
  assert.equal(p.wonPlayer, 1, "the mill a7-d7-g7 is drawn");
  assert.equal(module.cellName(info.board, 2), "g7");
  assert.equal(module.cellName(info.board, 23), "g1");
  assert.match(module.hits(info.board, 58), /data-cell="23"/);
});
