// Types for <pn-search> (pn-search.js). The engine's own types (Config, StepRecord, Progress…)
// are generated from the Rust source into pkg/pnlab.d.ts.
import type { Config, Options, Progress, Question, Result, StepRecord } from "./pkg/pnlab.js";

export type { Config, Options, Progress, Question, Result, StepRecord };

/** The view's attributes that are on by being there, whatever their text. */
export declare const FLAG_ATTRS: readonly string[];

export type Panel = "settings" | "dag" | "inspector" | "pseudocode" | "chart" | "levels";
export type Phase = "select" | "develop" | "update" | "done";

/** Where the search is. */
export interface PnSearchState {
  iteration: number;
  phase: Phase;
  status: "running" | "solved" | "limit-reached";
  /** Three-valued once solved: "first-wins", "draw", "second-wins" ("unknown" before). */
  result: Result;
  /** Nodes in the DAG, the root included. */
  nodes: number;
  /** Nodes created by developments (the thesis's "created nodes": the root not counted). */
  created: number;
  /** The deepest level reached. */
  maxLevel: number;
  /** The root's proof and disproof numbers (Infinity for ∞). */
  rootPn: number;
  rootDn: number;
  /** The question the DAG shown answers (proved / disproved are for it). */
  question: Question;
  /** How many questions the solve has asked so far (2 once a second search started). */
  questions: number;
  /** The limit that ended the search, if one did. */
  stoppedBy?: "nodes" | "iterations" | "memory" | "algorithm";
  /** With stoppedBy "algorithm": which of the algorithm's own bounds. */
  bound?: "table-too-small" | "guard" | "set-size" | "sets-held";
}

/** The element's own events, prefixed: "error" and "progress" are DOM events of other types. */
export interface PnSearchEventMap extends HTMLElementEventMap {
  /** After every move through the search: a step, a phase, back, a jump, a new search. */
  "pn-step": CustomEvent<{ reason: "load" | "step" | "phase" | "back" | "jump"; iteration: number; record: StepRecord | null }>;
  /** The root has just been solved. */
  "pn-solved": CustomEvent<{ result: PnSearchState["result"]; iteration: number }>;
  /** Every 30 ms while a run, a jump or a replay back goes on: `wasmBytes` is the wasm module's
   *  whole memory, `target` the iteration a jump or replay goes to (absent in a run). */
  "pn-progress": CustomEvent<Progress & { wasmBytes: number; target?: number }>;
  /** A search of the attributes' configuration is shown. */
  "pn-ready": CustomEvent<{ config: Config; options: Options }>;
  /** An attribute or a configuration was refused; the message is also shown in the element. */
  "pn-error": CustomEvent<Error>;
  /** A `from` / `to` replay starts a pass. */
  "pn-loop": CustomEvent<{ cycle: number; from: number; to: number }>;
  /** Predict mode: a prediction was judged (a most-proving node, or a parent's new numbers). */
  "pn-predict": CustomEvent<{ right: boolean; score: { points: number; tries: number }; guess?: number; truth: number | [number, number]; node?: number; pn?: number; dn?: number }>;
  /** The proof view opened (`trees`: how many proofs) or closed. */
  "pn-proof": CustomEvent<{ open: boolean; trees?: number }>;
}

/**
 * <pn-search game="clique" n="5" k="3" preset="K4WEAK" panels="dag inspector"></pn-search>
 * <pn-search game="hexapawn" cols="3" rows="3"></pn-search>
 *
 * Attributes (all live), read by the engine's schema: game, preset, algorithm, question; each
 * parameter of the chosen game by its name (n, k, cols, rows, row, first, normaliser,
 * definition as JSON…); each option, algorithm parameter and limit in kebab-case
 * (transpositions, rule, delete-solved-sons, parallel-edges, selection, free-winning-set,
 * forced-replies, order-sons, leaf-init, lazy-sons, epsilon, tt-size…, max-nodes…); config
 * (JSON) for anything else; and the view's: start, node, panels, controls, by, speed,
 * autoplay, projector, height, predict, and from / to / loop (replay a range of iterations).
 */
export declare class PnSearchElement extends HTMLElement {
  /** Resolves when the first search is shown; rejects with the reason when it cannot be. */
  readonly ready: Promise<void>;
  /** The configuration the attributes describe; throws on a bad attribute. */
  readonly config: Config;
  /** null until the first search is shown. */
  readonly state: PnSearchState | null;
  /** One iteration (or one phase with by="phase"). Resolves false when the root was solved. */
  step(): Promise<boolean>;
  back(): Promise<boolean>;
  reset(): Promise<void>;
  goto(iteration: number): Promise<void>;
  /** Runs to the end in the element's worker (progress events); cancel() stops it, as it
   *  stops a goto() or back() that replays. */
  run(): Promise<Progress & { cancelled: boolean }>;
  cancel(): void;
  play(): Promise<void>;
  pause(): void;
  /** Whether it is stepping on its own (play(), or autoplay). */
  readonly playing: boolean;
  addEventListener<K extends keyof PnSearchEventMap>(type: K, listener: (this: PnSearchElement, ev: PnSearchEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "pn-search": PnSearchElement;
  }
}
