// The solution in a Web Worker, so the page never freezes while a position is solved.
// Protocol: the page posts {id, type, ...}; the worker answers {id, ok, value | error}. A
// report is worked out in slices (one move's exact solve, or REPORT_ITERATIONS iterations of
// a fallback PN-search), with {id, progress} posted after each: moves done of the total, the
// PN-search's iterations and nodes, and the report so far. Cancel is the page's: it ends this
// worker and starts another (client.js), so it answers at once even inside a slice.
import init, { PnPlay } from "../pkg-play/pnlab.js";

/** Iterations of a fallback PN-search per slice: some tens of milliseconds. */
const REPORT_ITERATIONS = 20_000;

const ready = init();
let play = null;

/** The game's book (a file beside the page, named by the engine), fetched only for a game that
 *  has one, so the wasm module stays small and other games never load it. */
async function loadBook(next) {
  const file = next.bookFile;
  if (!file) return;
  const url = new URL(`../${file}`, import.meta.url);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the book ${url}: HTTP ${response.status} ${response.statusText}`);
  next.setBook(await response.text());
}

/** The binary tables the game's solution reads (a Nine Men's Morris endgame's sectors), each
 *  fetched only when the position needs it, gzipped. */
async function loadData(next) {
  for (const file of next.dataFiles ?? []) {
    const url = new URL(`../${file}`, import.meta.url);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`the table ${url}: HTTP ${response.status} ${response.statusText}`);
    let bytes = new Uint8Array(await response.arrayBuffer());
    // A server that sends the file with Content-Encoding: gzip has unzipped it already.
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
      const unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      bytes = new Uint8Array(await new Response(unzipped).arrayBuffer());
    }
    next.setData(file, bytes);
  }
}

const handlers = {
  create: async ({ config, budget }) => {
    // The old game stays when the new configuration is refused.
    const next = new PnPlay(config);
    if (budget != null) next.setBudget(budget);
    try {
      await loadBook(next);
      await loadData(next);
    } catch (e) {
      next.free();
      throw e;
    }
    play?.free();
    play = next;
    return { name: play.name, board: play.board() };
  },
  // `decidedFor`: the sides ("first", "second") the perfect engine plays. When one of them is
  // to move, the report may end, marked `decidedEarly` with the move in `decided`, as soon as
  // the values known decide the engine's move while other values are still open (the progress's
  // `decided`: the best move by the book's value of the position, a winning move, or a drawing
  // move when none wins). Asked again, the report goes on where it stopped.
  report: ({ id, line, decidedFor = [] }) => {
    const p = need();
    let progress = p.beginReport(line);
    postMessage({ id, progress });
    for (;;) {
      if (progress.done < progress.total && decidedFor.includes(progress.report.toMove) && progress.decided != null) return { ...progress.report, decidedEarly: true, decided: progress.decided };
      const slice = p.advance(REPORT_ITERATIONS);
      if (slice.report) return slice.report;
      progress = slice.progress;
      postMessage({ id, progress });
    }
  },
  choose: ({ line, level, seed }) => need().choose(line, level, seed) ?? null,
  levels: ({ line, maxNodes }) => need().levels(line, maxNodes),
};

function need() {
  if (!play) throw new Error('no game yet: send {type: "create", config} first');
  return play;
}

// One message at a time, in the order posted: a create that waits for its book must be done
// before the report, choose or levels posted right after it runs.
let queue = Promise.resolve();
onmessage = ({ data }) => {
  queue = queue.then(() => handle(data));
};

async function handle(data) {
  const { id, type } = data;
  try {
    await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown message type "${type}": allowed are ${Object.keys(handlers).join(", ")}`);
    postMessage({ id, progress: null });
    postMessage({ id, ok: true, value: await handler(data) });
  } catch (e) {
    postMessage({ id, ok: false, error: String(e?.message ?? e) });
  }
}
