/* tslint:disable */
/* eslint-disable */

/** Proved / disproved for the search's question ("does the first player win?" or "does the
 *  first player avoid losing?"), or unknown. */
export type Value = "proved" | "disproved" | "unknown";
export type Question = "first-wins" | "first-avoids-loss";
export type Result = "first-wins" | "draw" | "second-wins" | "unknown" | "first-wins-or-draw" | "draw-or-second-wins";
export type Kind = "or" | "and";
export interface EngineError extends Error { kind: ErrorKind }
/** Options, ConfigParams, ConfigLimits, PresetName, AlgorithmName and Ask are appended from the
 *  schema by scripts/settings-types.mjs. */
/** A game and its parameters (`schema().games` lists each game's), plus the search's settings. */
export interface Config {
    game: string;
    preset?: PresetName;
    algorithm?: AlgorithmName;
    question?: Ask;
    params?: ConfigParams;
    options?: Partial<Options>;
    /** maxBytes: the memory budget of the search, the page's view of its DAG and the root's history (3.25 GiB when absent, at most 3.5 GiB in the browser). */
    limits?: ConfigLimits;
    /** The game's own parameters, e.g. n and k, cols and rows, row and first, definition. */
    [param: string]: unknown;
}
export interface GameParam {
    name: string; label: string; type: "int" | "choice" | "text" | "document";
    min?: number; max?: number; values?: string[]; alphabet?: string; maxLen?: number;
    default: unknown; note?: string;
}
export interface GameInfo { name: string; title: string; params: GameParam[]; winningSets: boolean }
export interface Setting {
    name: string; type: "bool" | "choice" | "int" | "number"; values?: unknown[];
    min?: number; max?: number; algorithms?: string[];
    /** Only means something for games with winning sets (GameInfo.winningSets). */
    winningSets?: boolean;
    /** One line of help. */
    help: string;
}
/** An algorithm's row of the engine's table: its page module is `www/view/algorithms/<name>.js`. */
export interface AlgorithmInfo {
    name: string;
    /** It searches games whose positions repeat. */
    cyclic: boolean;
    /** The settings it takes that some other algorithm does not. */
    takes: string[];
}
export interface Schema {
    games: GameInfo[];
    /** The games whose positions repeat (at their defaults): the search algorithms refuse them. */
    cyclic: string[];
    /** What those games run when the configuration names no algorithm. */
    cyclicAlgorithm: string | null;
    /** The games that cannot end in a draw (at their defaults): a "no" is the second player's win. */
    noDraws: string[];
    presets: { name: string; algorithm: string; options: Options }[];
    algorithms: string[];
    /** The algorithms' rows, in the order of `algorithms`: what tells them apart. */
    algorithmRows: AlgorithmInfo[];
    questions: string[]; options: Setting[]; params: Setting[]; limits: Setting[];
}
export interface Ended { outcome: "first-wins" | "draw" | "second-wins"; why: string }
export interface Answer { question: Question; answer: "proved" | "disproved" | "unknown"; iterations: number; createdNodes: number }
export interface PathStep {
    node: number; kind: Kind; pn: number; dn: number;
    index: number; son: number; reason: "min-pn" | "min-dn"; tied: number;
}
export interface SonRecord { node: number; mv: string; created: boolean; value: Value; pn: number; dn: number }
export interface UpdateRecord {
    node: number; level: number; oldPn: number; oldDn: number; newPn: number; newDn: number;
    changed: boolean; deletedSons: number;
}
export interface Threshold { node: number; thpn: number; thdn: number; pn: number; dn: number; second?: number }
export interface LeftNode { node: number; pn: number; dn: number; thpn: number; thdn: number; because: "pn" | "dn" | "proved" | "disproved" }
export interface InnerRecord {
    node: number; limit: number; nodes: number; iterations: number;
    result: "proved" | "disproved" | "unknown"; pn: number; dn: number;
}
export interface StepRecord {
    iteration: number; startedAt: number; path: PathStep[]; developed: number; sons: SonRecord[];
    noFreeWinningSet: boolean; updates: UpdateRecord[]; question: Question; newSearch: boolean;
    rootValue: Value; solved: boolean;
    /** What the algorithm records of its own, tagged with its name. */
    extras?: Extras;
}
export type Extras =
| { algorithm: "dfpn"; thresholds: Threshold[]; left: LeftNode[] }
| { algorithm: "pn2"; inner: InnerRecord[] };
export interface RunBounds { maxIterations?: number; maxMillis?: number }
export interface Progress {
    iteration: number; createdNodes: number; status: "running" | "solved" | "limit-reached";
    result: Result; question: Question; rootPn: number; rootDn: number; millis: number;
    /** The bytes the search holds. */
    bytes: number;
    /** What limits.maxBytes counts: `bytes`, the page's view of the DAG and the root's history. */
    budgetBytes: number;
    stoppedBy?: "nodes" | "iterations" | "memory" | "algorithm";
}
export interface Via { parent: number; mv: string; rawCells: number[]; relabelling: number[] }
export interface NodeInfo {
    id: number; level: number; kind: Kind; pn: number; dn: number; value: Value; expanded: boolean;
    decided: boolean; parents: number[]; sons: number[]; deletedSons: number[]; cells: number[];
    via: Via | null;
    /** Its value came from a repetition, not from its sons (dcg's closed set or naive table). */
    repetition: boolean;
}
export interface Numbers { pn: number; dn: number }
/** One node's sub-DAG under every rule, and its smallest proof / disproof sets (null: too large
 *  to compute; INFINITY: none exists). */
export interface RuleComparison {
    node: number; stored: Numbers; standard: Numbers; weak: Numbers; snda: Numbers;
    minProof: number | null; minDisproof: number | null; subDagNodes: number; leaves: number;
}
export interface LevelRow {
    level: number; created: number; createdWon: number; createdLost: number; threats: number;
    solved: number; developed: number;
}
export interface Stats {
    iterations: number; created: number; maxLevel: number; levels: LevelRow[];
    /** The limit that ended the search, if one did. */
    stoppedBy?: "nodes" | "iterations" | "memory" | "algorithm";
    /** With stoppedBy "algorithm": which of its own bounds. */
    bound?: "table-too-small" | "guard" | "set-size" | "sets-held";
}
export interface CheckReport {
    claim: "first-wins" | "second-avoids-loss" | "first-avoids-loss" | "second-wins";
    positions: number; strategyMoves: number; levels: number[];
    /** Lines that ended first-wins, draw, second-wins; lines ended early; lines that met a position
     * again (a draw); what the check showed. */
    ends: [number, number, number]; safeStops: number; repetitions: number;
    establishes: "first-wins" | "second-avoids-loss" | "first-avoids-loss" | "second-wins";
}
export interface Snapshot {
    level: Uint8Array; kind: Uint8Array; pn: Uint32Array; dn: Uint32Array; value: Uint8Array; expanded: Uint8Array;
    creator: Uint32Array; edgeParent: Uint32Array; edgeSon: Uint32Array; edgeListed: Uint8Array;
    cells: Uint8Array; cellsPerNode: number; lastCell: Uint8Array; path: Uint32Array;
}



/** What changed since a version of the snapshot (PnSearch.delta): `full` the whole snapshot,
 *  or: nodes from `firstNew` to `nodeCount` are new (their level, kind, creator, cells,
 *  lastCell); `changed` nodes take the given pn, dn, value, expanded; `parents`' son lists are
 *  replaced by `edgeSon[edgeStart[i]..edgeStart[i + 1]]`; `path` is the current path. */
export interface Delta {
    version: number; path: Uint32Array; full: Snapshot | null;
    nodeCount?: number; firstNew?: number;
    level?: Uint8Array; kind?: Uint8Array; creator?: Uint32Array; cells?: Uint8Array; lastCell?: Uint8Array;
    changed?: Uint32Array; pn?: Uint32Array; dn?: Uint32Array; value?: Uint8Array; expanded?: Uint8Array;
    parents?: Uint32Array; edgeStart?: Uint32Array; edgeSon?: Uint32Array; edgeListed?: Uint8Array;
}



export interface ProofNode {
    level: number; cells: number[]; lastCell: number; chooser: boolean; safe: boolean;
    sons: [number, string[]][]; ends: [string, "first-wins" | "draw" | "second-wins"][];
}
export interface ProofTree {
    claim: CheckReport["claim"]; positions: number; levels: number[]; strategyMoves: number;
    nodes: ProofNode[];
}
export interface ProofView {
    file: string; result: Result | CheckReport["claim"]; start: string[]; node: number | null;
    trees: ProofTree[];
}


/** What every thrown Error of the engine carries as `kind`. */
export type ErrorKind =
/** A value given is not allowed: the message names the value and what is allowed. */
| "input"
/** A file cannot be read or written, or is over its size limit: the message names it. */
| "file"
/** A proof the independent checker does not accept, or a search's result whose proof cannot be written down: the message names the first line or field that fails. */
| "refused"
/** There is no proof yet: the search, or the node asked for, is not solved. Asking again after more search may succeed. */
| "unsolved"
/** A resource limit ended the work before its answer: the message starts "unknown" and names the limit. */
| "limit";


export type Board =
| { shape: "graph"; vertices: number; sets: number[][] }
| { shape: "grid"; cols: number; rows: number; pieces: "pawns" | "discs" | "marks" | "stones"; sets: number[][] }
| { shape: "row"; len: number }
| { shape: "morris"; size: number; coords: [number, number][]; edges: number[][]; sets: number[][] }
| { shape: "sets"; cells: number; coords: [number, number][]; sets: number[][] };



/**
 * The value that stands for ∞ in proof and disproof numbers.
 */
export function INFINITY(): number;

/**
 * A PN-search you can step, run, rewind and inspect.
 */
export class PnSearch {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * Each question asked so far, with its answer.
     */
    answers(): Answer[];
    /**
     * Goes back `k` iterations by deterministic replay.
     */
    back(k: number): void;
    /**
     * The game's board, for drawing its positions.
     */
    board(): Board;
    /**
     * What changed since the snapshot of version `since` (the `version` of the last delta the
     * caller applied; `undefined`: it holds none): new nodes, changed numbers, replaced son
     * lists and the path, or `full`, the whole snapshot, when the caller's version is not the
     * last one sent or the difference would not be smaller. `docs/visualiser.md` tells how
     * to apply it; `www/view/delta.js` does.
     */
    delta(since?: number): Delta;
    /**
     * When the game is over at the start position: the outcome and why. The search is then
     * solved, with no iteration, its root decided by the rules; `null` otherwise.
     */
    ended(): Ended | null;
    /**
     * The game's name with its parameters, e.g. `clique(6,4)` or `hexapawn(3x3)`.
     */
    gameName(): string;
    /**
     * Goes to iteration `n` (forwards or backwards).
     */
    goto(n: number): void;
    /**
     * Up to `maxIterations` iterations of a leap through node `target` (step over, step out):
     * `"solved"`, `"left"` (the next path leaves the target; that iteration is not taken) or
     * `"stopped"` when the leap is over, `null` while it goes on.
     */
    leap(target: number, max_iterations: number): "solved" | "left" | "stopped" | null;
    /**
     * Creates a search from a plain config object, e.g.
     * `{game: "clique", n: 6, k: 4, preset: "K4WEAK", options: {...}, limits: {maxNodes: 1e6}}`.
     */
    constructor(config: Config);
    /**
     * The checked proof of solved node `node` of the search shown: the same `{file, result,
     * trees}` as `proofView`, the file starting from the line of moves to the node's position
     * (its `start`), with that line as `start` and the node as `node`. Throws for an unknown
     * or unsolved node.
     */
    nodeProofView(node: number): ProofView;
    /**
     * Everything the inspector shows about node `id`.
     */
    node(id: number): NodeInfo;
    /**
     * The configuration in force, with the preset's options filled in.
     */
    options(): Options;
    /**
     * The checked proofs of a solved search: `{file, result, trees}` — `file` is the proof
     * file's JSON text exactly as `pnlab solve … --proof FILE` writes it (`docs/proofs.md`),
     * `trees` each proof's positions for drawing. Throws while the search is unsolved.
     */
    proofView(): ProofView;
    /**
     * The question the current search proves.
     */
    question(): Question;
    /**
     * Back to iteration 0.
     */
    reset(): void;
    /**
     * "first-wins", "draw", "second-wins" or "unknown" (a solve asked one question only, or
     * one whose second question a limit stopped, may also say "first-wins-or-draw" or
     * "draw-or-second-wins").
     */
    result(): Result;
    /**
     * Moves to an iteration at or before `n` from which `run({maxIterations})` reaches `n`,
     * and returns it: `n` itself when the undo journal reaches back that far (undoing takes
     * microseconds per iteration), 0 when it does not (going back then replays from the
     * start), the current iteration when `n` is ahead. Runs no iterations forwards.
     */
    rewindTo(n: number): number;
    /**
     * The root's history as a chart of `columns` pixel columns draws it (1 to 100,000), flat:
     * `[n, top, i, pn, dn, i, pn, dn, …]`: the history's length `n` (iterations done + 1),
     * one more than its largest finite number (at least 2), then points in order: every
     * iteration up to 1,200, past that each column's first and last iteration and those with
     * its lowest and highest pn and dn. A view needs this, not the whole `rootHistory()`.
     */
    rootChart(columns: number): Uint32Array;
    /**
     * The root's proof and disproof numbers after each iteration so far, flat:
     * `[pn0, dn0, pn1, dn1, …]`, entry 0 before the first iteration.
     */
    rootHistory(): Uint32Array;
    /**
     * Node `id`'s sub-DAG recomputed under the standard, weak and SNDA rules, beside the exact
     * sizes of its smallest proof and disproof sets.
     */
    rules(id: number): RuleComparison;
    /**
     * Many iterations on the fast path, within `{maxIterations, maxMillis}`; a progress summary.
     */
    run(bounds: RunBounds | undefined): Progress;
    /**
     * The whole DAG as typed arrays: `level, pn, dn, value, expanded, creator, edgeParent,
     * edgeSon, edgeListed, cells, lastCell` and `cellsPerNode` (see the Rust `Snapshot` docs).
     */
    snapshot(): Snapshot;
    /**
     * The per-level table and the totals.
     */
    stats(): Stats;
    /**
     * "running", "solved" or "limit-reached".
     */
    status(): Progress["status"];
    /**
     * Starts a step over: takes one iteration and returns the target of the leap (the parent
     * of the node it developed), or `null` when the search cannot step.
     */
    stepOverTarget(): number | undefined;
    /**
     * One iteration: the step record, or `null` when the root is solved or a limit was reached.
     */
    step(): StepRecord | null;
    /**
     * Checks every proof the result rests on (one per question asked).
     */
    verifyAll(): CheckReport[];
    /**
     * Extracts the proof or disproof and checks it; returns the check report.
     */
    verify(): CheckReport;
    /**
     * What `limits.maxBytes` counts now: `bytes`, the view's share and the root's history.
     */
    readonly budgetBytes: number;
    /**
     * The bytes the search holds now (`limits.maxBytes` bounds them with the view's share,
     * `src/wasm/view.rs`).
     */
    readonly bytes: number;
    /**
     * Iterations done.
     */
    readonly iteration: number;
    /**
     * Number of nodes, the root included.
     */
    readonly nodeCount: number;
}

/**
 * Every game, preset, algorithm, option, parameter and limit the engine accepts: what a
 * settings form and a URL need (`config::schema()`, made from the registry).
 */
export function schema(): Schema;

export function start(): void;

export type InitInput = RequestInfo | URL | Response | BufferSource | WebAssembly.Module;

export interface InitOutput {
    readonly memory: WebAssembly.Memory;
    readonly INFINITY: () => number;
    readonly __wbg_pnsearch_free: (a: number, b: number) => void;
    readonly pnsearch_answers: (a: number) => [number, number, number];
    readonly pnsearch_back: (a: number, b: any) => [number, number];
    readonly pnsearch_board: (a: number) => [number, number, number];
    readonly pnsearch_budgetBytes: (a: number) => number;
    readonly pnsearch_bytes: (a: number) => number;
    readonly pnsearch_delta: (a: number, b: any) => [number, number, number];
    readonly pnsearch_ended: (a: number) => [number, number, number];
    readonly pnsearch_gameName: (a: number) => [number, number];
    readonly pnsearch_goto: (a: number, b: any) => [number, number];
    readonly pnsearch_iteration: (a: number) => number;
    readonly pnsearch_leap: (a: number, b: any, c: any) => [number, number, number];
    readonly pnsearch_new: (a: any) => [number, number, number];
    readonly pnsearch_node: (a: number, b: any) => [number, number, number];
    readonly pnsearch_nodeCount: (a: number) => number;
    readonly pnsearch_nodeProofView: (a: number, b: any) => [number, number, number];
    readonly pnsearch_options: (a: number) => [number, number, number];
    readonly pnsearch_proofView: (a: number) => [number, number, number];
    readonly pnsearch_question: (a: number) => [number, number];
    readonly pnsearch_reset: (a: number) => void;
    readonly pnsearch_result: (a: number) => [number, number];
    readonly pnsearch_rewindTo: (a: number, b: any) => [number, number, number];
    readonly pnsearch_rootChart: (a: number, b: any) => [number, number, number];
    readonly pnsearch_rootHistory: (a: number) => any;
    readonly pnsearch_rules: (a: number, b: any) => [number, number, number];
    readonly pnsearch_run: (a: number, b: any) => [number, number, number];
    readonly pnsearch_snapshot: (a: number) => [number, number, number];
    readonly pnsearch_stats: (a: number) => [number, number, number];
    readonly pnsearch_status: (a: number) => [number, number];
    readonly pnsearch_step: (a: number) => [number, number, number];
    readonly pnsearch_stepOverTarget: (a: number) => number;
    readonly pnsearch_verify: (a: number) => [number, number, number];
    readonly pnsearch_verifyAll: (a: number) => [number, number, number];
    readonly schema: () => [number, number, number];
    readonly start: () => void;
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __wbindgen_start: () => void;
}

export type SyncInitInput = BufferSource | WebAssembly.Module;

/**
 * Instantiates the given `module`, which can either be bytes or
 * a precompiled `WebAssembly.Module`.
 *
 * @param {{ module: SyncInitInput }} module - Passing `SyncInitInput` directly is deprecated.
 *
 * @returns {InitOutput}
 */
export function initSync(module: { module: SyncInitInput } | SyncInitInput): InitOutput;

/**
 * If `module_or_path` is {RequestInfo} or {URL}, makes a request and
 * for everything else, calls `WebAssembly.instantiate` directly.
 *
 * @param {{ module_or_path: InitInput | Promise<InitInput> }} module_or_path - Passing `InitInput` directly is deprecated.
 *
 * @returns {Promise<InitOutput>}
 */
export default function __wbg_init (module_or_path?: { module_or_path: InitInput | Promise<InitInput> } | InitInput | Promise<InitInput>): Promise<InitOutput>;
// settings (scripts/settings-types.mjs)
/** PN-search's options in force (every preset gives each). */
export interface Options {
  /** Join transpositions into a DAG (true) or build a tree (false) */
  transpositions: boolean;
  /** The proof-number rule */
  rule: "standard" | "weak" | "snda";
  /** Delete solved sons from son lists */
  deleteSolvedSons: boolean;
  /** Parallel edges: kept, merged at the root, or merged everywhere */
  parallelEdges: "keep" | "merge-at-root" | "merge";
  /** Where selection starts: the root, or the last node whose numbers changed */
  selection: "from-root" | "last-changed";
  /** The "no free winning set" rule */
  freeWinningSet: "off" | "at-development" | "at-creation";
  /** Develop only forced replies to immediate wins and threats */
  forcedReplies: boolean;
  /** Order sons by the game's heuristic */
  orderSons: boolean;
  /** Numbers of a new leaf: unit (1/1) or heuristic (from the winning sets) */
  leafInit: "unit" | "heuristic";
  /** Thesis 3.1.4: keep no son at a node's first development */
  lazySons: boolean;
  /** How dcg counts a position met again on the path: exact (the positions' own values), or naive (a draw on the spot, stored: wrong, for teaching) */
  repetition: "exact" | "naive";
  question: Question;
}
/** The algorithms' parameters of a configuration (each applies to the algorithms the schema names). */
export interface ConfigParams {
  /** The 1+ε threshold rule; 0 is Nagai's +1 */
  epsilon?: number;
  /** Most entries of the transposition table (unbounded when absent) */
  ttSize?: number;
  /** Replacement evicts unsolved entries first (thesis 3.1.6) */
  keepSolved?: boolean;
  /** Replacement evicts undeveloped entries first (thesis 3.1.6) */
  leavesFirst?: boolean;
  /** Replacement evicts entries with few parents first (thesis 3.1.6) */
  keepShared?: boolean;
  /** Nagai's threshold rule, or the thesis program's (Table 4.5) */
  thresholdRule?: "nagai" | "thesis";
  /** The largest proof or disproof set before the search ends with "unknown" (20000 when absent) */
  maxSetSize?: number;
  /** Nodes each second-level search may create */
  pn2Limit?: number;
  /** The second level's budget as a fraction of the first level's nodes (Allis: 1, the default) */
  pn2Fraction?: number;
}
/** The resource limits of a configuration. */
export interface ConfigLimits {
  /** Stop with "unknown" before creating more nodes than this */
  maxNodes?: number;
  /** Stop with "unknown" after this many iterations */
  maxIterations?: number;
  /** Stop with "unknown (memory)" before the search's memory passes this: bytes, or with a K, M, G or T suffix (powers of 1024), e.g. 2G or 1.5G */
  maxBytes?: number;
}
export type PresetName = "BASIC" | "WEAK" | "K4" | "K4WEAK" | "BEST" | "DFPN";
export type AlgorithmName = "pns" | "dfpn" | "pss" | "pn2" | "dcg";
export type Ask = "auto" | "first-wins" | "first-avoids-loss";
