// The view in the URL: configuration, iteration, phase and selected node, so a shared link opens
// the same view. Plain query parameters, readable by a person: ?game=clique&n=5&k=3&preset=K4WEAK&it=12&node=7
// Pure: works on URLSearchParams.

export const OPTION_KEYS = [
  "transpositions", "rule", "deleteSolvedSons", "parallelEdges", "selection", "freeWinningSet", "forcedReplies", "orderSons",
];
const BOOLEAN = new Set(["transpositions", "deleteSolvedSons", "forcedReplies", "orderSons"]);

/** Reads {config, iteration, phase, node} from query parameters; absent parts are undefined. */
export function readState(params) {
  const game = params.get("game");
  if (!game) return {};
  const config = { game };
  if (params.has("n")) config.n = Number(params.get("n"));
  if (params.has("k")) config.k = Number(params.get("k"));
  for (const key of ["preset", "normaliser", "algorithm"]) if (params.has(key)) config[key] = params.get(key);
  const options = {};
  for (const key of OPTION_KEYS) {
    if (!params.has(key)) continue;
    const v = params.get(key);
    options[key] = BOOLEAN.has(key) ? v === "1" || v === "true" : v;
  }
  if (Object.keys(options).length) config.options = options;
  const int = (k) => (params.has(k) ? Number(params.get(k)) : undefined);
  return { config, iteration: int("it"), phase: params.get("phase") ?? undefined, node: int("node") };
}

/** Writes a view into query parameters (the inverse of readState). */
export function writeState({ config, iteration = 0, phase = "done", node = null }) {
  const p = new URLSearchParams();
  p.set("game", config.game);
  if (config.n !== undefined) p.set("n", String(config.n));
  if (config.k !== undefined) p.set("k", String(config.k));
  if (config.preset) p.set("preset", config.preset);
  if (config.normaliser) p.set("normaliser", config.normaliser);
  if (config.algorithm) p.set("algorithm", config.algorithm);
  for (const [k, v] of Object.entries(config.options ?? {})) {
    if (v !== undefined) p.set(k, typeof v === "boolean" ? (v ? "1" : "0") : String(v));
  }
  if (iteration) p.set("it", String(iteration));
  if (phase !== "done") p.set("phase", phase);
  if (node !== null && node !== undefined) p.set("node", String(node));
  return p;
}
