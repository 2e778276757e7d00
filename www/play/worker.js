// The solution in a Web Worker, so the page never freezes while a position is solved.
// Protocol: the page posts {id, type, ...}; the worker answers {id, ok, value | error}, and
// posts {id, progress: "thinking"} first so the page can say that work is under way.
import init, { PnPlay } from "../pkg/pnlab.js";

const ready = init();
let play = null;

const handlers = {
  create: ({ config }) => {
    // The old game stays when the new configuration is refused.
    const next = new PnPlay(config);
    play?.free();
    play = next;
    return { name: play.name, board: play.board() };
  },
  report: ({ line }) => need().report(line),
  choose: ({ line, level, seed }) => need().choose(line, level, seed) ?? null,
  levels: ({ line, maxNodes }) => need().levels(line, maxNodes),
};

function need() {
  if (!play) throw new Error('no game yet: send {type: "create", config} first');
  return play;
}

onmessage = async ({ data }) => {
  const { id, type } = data;
  try {
    await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown message type "${type}": allowed are ${Object.keys(handlers).join(", ")}`);
    postMessage({ id, progress: "thinking" });
    postMessage({ id, ok: true, value: handler(data) });
  } catch (e) {
    postMessage({ id, ok: false, error: String(e?.message ?? e) });
  }
};
