// The view in the URL: configuration, iteration, phase and selected node, so a shared link opens
// the same view. Plain query parameters, readable by a person, driven by the engine's schema:
// ?game=clique&n=5&k=3&preset=K4WEAK&rule=weak&p.epsilon=0.5&l.maxNodes=1000&it=12&node=7
// The game's parameters and the options go by their own names, algorithm parameters with `p.`,
// limits with `l.`; a document parameter (a positional game's definition) as JSON. Pure.

import { PHASES } from "./phases.js";

const TOP = ["preset", "algorithm", "question", "start"];
/** Parameters of the page itself, not of the view. */
const PAGE = ["projector"];

const range = (s) =>
  s.min !== undefined && s.max !== undefined ? ` (allowed: ${s.min} to ${s.max})` : s.min !== undefined ? ` (allowed: ${s.min} or more)` : "";

/** A setting's value from its text, by its type in the schema: {value} or {problem}, the
 *  problem naming the text as given and what is allowed. A document that is not JSON is kept
 *  as text, so the engine says what is wrong with it. */
function parse(s, key, text) {
  const bad = (what) => ({ problem: `${key} = "${text}" ${what}` });
  if (s.type === "bool") {
    if (text === "1" || text === "true") return { value: true };
    if (text === "0" || text === "false") return { value: false };
    return bad("is not on or off (allowed: 1, true, 0, false)");
  }
  if (s.type === "int" || s.type === "number") {
    const value = Number(text);
    if (s.type === "int" ? !/^[+-]?\d+$/.test(text.trim()) : text.trim() === "" || !Number.isFinite(value)) {
      return bad(`is not ${s.type === "int" ? "a whole number" : "a number"}${range(s)}`);
    }
    if ((s.min !== undefined && value < s.min) || (s.max !== undefined && value > s.max)) return bad(`is out of range${range(s)}`);
    return { value };
  }
  if (s.type === "choice" && !s.values.includes(text)) return bad(`is not one of ${s.values.join(", ")}`);
  if (s.type === "document") {
    try {
      return { value: JSON.parse(text) };
    } catch {
      return { value: text };
    }
  }
  return { value: text };
}

function format(value) {
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value !== null && typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Reads {config, iteration, phase, node, problems} from query parameters; absent parts are
 *  undefined. A value that is not of its setting's type or range is left out and named in
 *  `problems` (with what is allowed), so the rest of the link still opens; without a game every
 *  parameter is left out, and named. An unknown game is kept as given, so the engine names it
 *  in its error. */
export function readState(params, schema) {
  const problems = [];
  const game = params.get("game");
  if (!game) {
    const ignored = [...new Set(params.keys())].filter((k) => k !== "game" && !PAGE.includes(k));
    if (ignored.length) problems.push(`the link names no game (game=${schema.games.map((g) => g.name).join(", ")}), so ${ignored.join(", ")} ${ignored.length > 1 ? "were" : "was"} ignored`);
    return problems.length ? { problems } : {};
  }
  const config = { game };
  const read = (s, key) => {
    const r = parse(s, key, params.get(key));
    if (r.problem) problems.push(`${r.problem}: ignored`);
    return r;
  };
  const info = schema.games.find((g) => g.name === game);
  for (const p of info?.params ?? []) {
    if (!params.has(p.name)) continue;
    const r = read(p, p.name);
    if (!r.problem) config[p.name] = r.value;
  }
  for (const key of TOP) if (params.has(key)) config[key] = params.get(key);
  const section = (list, prefix) => {
    const out = {};
    for (const s of list) {
      if (!params.has(prefix + s.name)) continue;
      const r = read(s, prefix + s.name);
      if (!r.problem) out[s.name] = r.value;
    }
    return out;
  };
  for (const [name, list, prefix] of [["options", schema.options, ""], ["params", schema.params, "p."], ["limits", schema.limits, "l."]]) {
    const values = section(list, prefix);
    if (Object.keys(values).length) config[name] = values;
  }
  const whole = (key) => (params.has(key) ? read({ type: "int", min: 0 }, key).value : undefined);
  const iteration = whole("it");
  const node = whole("node");
  let phase = params.get("phase") ?? undefined;
  if (phase !== undefined && !PHASES.includes(phase)) {
    problems.push(`phase = "${phase}" is not one of ${PHASES.join(", ")}: ignored`);
    phase = undefined;
  }
  return { config, iteration, phase, node, problems };
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
