// The view in the URL: configuration, iteration, phase and selected node, so a shared link opens
// the same view. Plain query parameters, readable by a person, driven by the engine's schema:
// ?game=clique&n=5&k=3&preset=K4WEAK&rule=weak&p.epsilon=0.5&l.maxNodes=1000&it=12&node=7
// The game's parameters and the options go by their own names, algorithm parameters with `p.`,
// limits with `l.`; a document parameter (a positional game's definition) as JSON. Pure.

const TOP = ["preset", "algorithm", "question", "start"];

/** A setting's value from its text, by its type in the schema. */
function parse(type, text) {
  if (type === "bool") return text === "1" || text === "true";
  if (type === "int" || type === "number") return Number(text);
  if (type === "document") return JSON.parse(text);
  return text;
}

function format(value) {
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Reads {config, iteration, phase, node} from query parameters; absent parts are undefined.
 *  An unknown game is kept as given, so the engine names it in its error. */
export function readState(params, schema) {
  const game = params.get("game");
  if (!game) return {};
  const config = { game };
  const info = schema.games.find((g) => g.name === game);
  for (const p of info?.params ?? []) {
    if (params.has(p.name)) {
      try {
        config[p.name] = parse(p.type, params.get(p.name));
      } catch {
        config[p.name] = params.get(p.name); // not JSON: the engine says what is wrong
      }
    }
  }
  for (const key of TOP) if (params.has(key)) config[key] = params.get(key);
  const section = (list, prefix) => {
    const out = {};
    for (const s of list) if (params.has(prefix + s.name)) out[s.name] = parse(s.type, params.get(prefix + s.name));
    return out;
  };
  for (const [name, list, prefix] of [["options", schema.options, ""], ["params", schema.params, "p."], ["limits", schema.limits, "l."]]) {
    const values = section(list, prefix);
    if (Object.keys(values).length) config[name] = values;
  }
  const int = (k) => (params.has(k) ? Number(params.get(k)) : undefined);
  return { config, iteration: int("it"), phase: params.get("phase") ?? undefined, node: int("node") };
}

/** Writes a view into query parameters (the inverse of readState). */
export function writeState({ config, iteration = 0, phase = "done", node = null }) {
  const p = new URLSearchParams();
  p.set("game", config.game);
  for (const [key, value] of Object.entries(config)) {
    if (key === "game" || value === undefined || value === null) continue;
    if (key === "options" || key === "params" || key === "limits") {
      const prefix = { options: "", params: "p.", limits: "l." }[key];
      for (const [k, v] of Object.entries(value)) if (v !== undefined) p.set(prefix + k, format(v));
    } else {
      p.set(key, format(value));
    }
  }
  if (iteration) p.set("it", String(iteration));
  if (phase !== "done") p.set("phase", phase);
  if (node !== null && node !== undefined) p.set("node", String(node));
  return p;
}
