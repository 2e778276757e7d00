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



export type Verdict = "win" | "draw" | "loss";
export interface MoveInfo { label: string; cell: number; value: Verdict | null; plies: number | null; keepsValue: boolean; pending: boolean }
export interface PositionReport {
    game: string; line: string[]; movesPlayed: number; toMove: "first" | "second"; cells: number[];
    over: "first-wins" | "draw" | "second-wins" | null; why: string | null; value: Verdict | null; plies: number | null;
    method: "exact" | "pn-search"; note: string | null; moves: MoveInfo[]; recommended: string | null; solved: number;
}
export interface ReportProgress {
    method: "exact" | "pn-search"; done: number; total: number; iterations: number; nodes: number; solved: number;
    report: PositionReport; decided: string | null;
}
export type ReportSlice = { progress: ReportProgress; report?: undefined } | { report: PositionReport; progress?: undefined };
export interface LevelsRow { depth: number; weak: number | null; semiStrong: number; strong: number }
export interface LevelsReport {
    game: string; result: "first-wins" | "draw" | "second-wins"; plies: number | null; rows: LevelsRow[];
    weak: number | null; semiStrong: number; strong: number; pnCreated: number | null; claims: string[];
    why: string | null;
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
 * One game's solution for play.
 */
export class PnPlay {
    free(): void;
    [Symbol.dispose](): void;
    /**
     * One slice of the report begun last: one move's exact solve, or up to `iterations`
     * iterations of a fallback PN-search. `{progress}` while work is left, then `{report}`.
     */
    advance(iterations: number): ReportSlice;
    /**
     * Starts the report of the position after `line`; `advance` works it out. Returns how
     * far it is before any work: the position and its legal moves, without values.
     */
    beginReport(line: string[]): ReportProgress;
    /**
     * How to draw the game's board (as `PnSearch.board()`).
     */
    board(): Board;
    /**
     * The engine's move after `line` at `level` (`perfect`, `just-win`, `semi-strong`);
     * `null` when the game is over. `seed` picks among equal moves for `just-win`.
     */
    choose(line: string[], level: string, seed: number): string | undefined;
    /**
     * The levels of solving from the position after `line`; each PN-search of the weak
     * solution may create at most `maxNodes` nodes.
     */
    levels(line: string[], max_nodes: number): LevelsReport;
    /**
     * The solution of a configuration's game, e.g. `{game: "connect4", cols: 5, rows: 4}`
     * (only the game and its parameters matter).
     */
    constructor(config: Config);
    /**
     * The position after `line`: every legal move with its value and distance.
     */
    report(line: string[]): PositionReport;
    /**
     * Reads the book `bookFile` names; a book that does not read, or is of another board, is
     * refused by value (an error of kind "file").
     */
    setBook(text: string): void;
    /**
     * How many positions the exact solve may hold before values come from PN-search per move.
     */
    setBudget(budget: number): void;
    /**
     * Reads a table `dataFiles` named; one of another game, rule or length is refused by value
     * (an error of kind "file").
     */
    setData(file: string, bytes: Uint8Array | number[]): void;
    /**
     * The file (relative to the page's root) of the book the game's solution reads, or
     * `undefined`: the page fetches it and hands its text to `setBook`.
     */
    readonly bookFile: string | undefined;
    /**
     * The binary tables (relative to the page's root, gzipped when they end in `.gz`) the
     * game's solution reads and does not hold yet: the page fetches each and hands its bytes,
     * unzipped, to `setData`. Empty for most games.
     */
    readonly dataFiles: string[];
    /**
     * The game's name with its parameters.
     */
    readonly name: string;
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
    readonly __wbg_pnplay_free: (a: number, b: number) => void;
    readonly pnplay_advance: (a: number, b: any) => [number, number, number];
    readonly pnplay_beginReport: (a: number, b: any) => [number, number, number];
    readonly pnplay_board: (a: number) => [number, number, number];
    readonly pnplay_bookFile: (a: number) => [number, number];
    readonly pnplay_choose: (a: number, b: any, c: number, d: number, e: any) => [number, number, number, number];
    readonly pnplay_dataFiles: (a: number) => [number, number];
    readonly pnplay_levels: (a: number, b: any, c: any) => [number, number, number];
    readonly pnplay_name: (a: number) => [number, number];
    readonly pnplay_new: (a: any) => [number, number, number];
    readonly pnplay_report: (a: number, b: any) => [number, number, number];
    readonly pnplay_setBook: (a: number, b: number, c: number) => [number, number];
    readonly pnplay_setBudget: (a: number, b: any) => [number, number];
    readonly pnplay_setData: (a: number, b: number, c: number, d: number, e: number) => [number, number];
    readonly schema: () => [number, number, number];
    readonly start: () => void;
    readonly __wbindgen_malloc: (a: number, b: number) => number;
    readonly __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
    readonly __wbindgen_free: (a: number, b: number, c: number) => void;
    readonly __wbindgen_exn_store: (a: number) => void;
    readonly __externref_table_alloc: () => number;
    readonly __wbindgen_externrefs: WebAssembly.Table;
    readonly __externref_table_dealloc: (a: number) => void;
    readonly __externref_drop_slice: (a: number, b: number) => void;
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
