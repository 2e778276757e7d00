// One iteration shown in three phases — select, develop, update — and "done". Turns the view
// the worker sent (the DAG after the step plus the step's record) into what to draw at each
// phase: before "develop" the new sons are hidden and the updated nodes show their old numbers;
// "update" reveals new numbers level by level, deepest first. Pure.
import { focus } from "./graph.js";
import { num, count, RESULT_WORDS, QUESTION_WORDS } from "./format.js";
import { MAX_DEFAULT_TEXT } from "../engine/budget.js";
import { developNote, selectText } from "./algorithms.js";

export const PHASES = ["select", "develop", "update", "done"];

/** The record's updates grouped by level, in update order (the wave going up). */
export function updateGroups(record) {
  const groups = [];
  for (const u of record?.updates ?? []) {
    const last = groups[groups.length - 1];
    if (last && last[0].level === u.level) last.push(u);
    else groups.push([u]);
  }
  return groups;
}

const change = (u) =>
  u.oldPn === u.newPn && u.oldDn === u.newDn
    ? `${num(u.newPn)}/${num(u.newDn)} unchanged`
    : `${num(u.oldPn)}/${num(u.oldDn)} → ${num(u.newPn)}/${num(u.newDn)}`;

/**
 * The frame for DagView.render. `groupsShown` (update phase) is how many update groups have
 * arrived; `adj` the snapshot's adjacency; `selected` the inspected node.
 */
export function frameFor(view, phase, { groupsShown = Infinity, adj, selected = null, limit } = {}) {
  const snap = view.snapshot;
  const record = view.record;
  const old = new Map();
  const hidden = new Set();
  let hideSonsOf = null;
  let born = null;
  let flash = null;
  let stops = [];
  const groups = updateGroups(record);
  if (record && phase !== "done") {
    const stale = phase === "update" ? groups.slice(groupsShown).flat() : groups.flat();
    for (const u of stale) old.set(u.node, [u.oldPn, u.oldDn]);
    if (phase === "select") {
      for (const s of record.sons) if (s.created) hidden.add(s.node);
      hideSonsOf = record.developed;
    } else if (phase === "develop") {
      born = new Set(record.sons.filter((s) => s.created).map((s) => s.node));
    } else {
      const g = Math.min(groupsShown, groups.length);
      if (g >= groups.length) {
        // The wave has arrived: every change stays labelled, and where it stopped is marked.
        flash = new Map(record.updates.filter((u) => u.changed).map((u) => [u.node, change(u)]));
        stops = stopsOf(record);
      } else if (g > 0) flash = new Map(groups[g - 1].map((u) => [u.node, change(u)]));
    }
  }
  if (record && phase === "done") stops = stopsOf(record);
  const shown = (id) => old.get(id) ?? [snap.pn[id], snap.dn[id]];
  const pathNodes = record ? [...record.path.map((p) => p.node), record.developed] : Array.from(snap.path ?? [0]);
  const stepSons = record ? record.sons.map((s) => s.node) : [];
  let { visible, summary, ids } = focus(snap, adj, { path: pathNodes, stepSons, selected, limit });
  if (hidden.size) {
    visible = visible ? visible.slice() : new Uint8Array(snap.level.length).fill(1);
    for (const id of hidden) visible[id] = 0;
    ids = ids?.filter((id) => !hidden.has(id)) ?? null;
  }
  return {
    snap,
    /** The view (its question, result and answers): what a solved node establishes. */
    view,
    visible,
    /** The visible nodes as an ascending list when few of many are (else null), and the
     *  adjacency: the drawing then reads those nodes only. */
    ids,
    adj,
    summary,
    shown,
    hideSonsOf,
    path: record ? record.path : [],
    oldPath: !record || phase !== "select",
    developed: record ? record.developed : null,
    born,
    flash,
    stops,
    selected,
  };
}

/** Where the update stopped: nodes whose numbers did not change (their parents were left alone). */
function stopsOf(record) {
  const stops = record.updates.filter((u) => !u.changed).map((u) => ({ node: u.node, text: "stop" }));
  const root = record.updates.find((u) => u.node === 0);
  if (!stops.length && root) stops.push({ node: 0, text: "root reached" });
  return stops;
}

/** The limit that stopped a search (the engine's `stoppedBy`), in words. */
const LIMIT_WORDS = {
  nodes: "its limit on nodes (max-nodes)",
  iterations: "its limit on iterations (max-iterations)",
  algorithm: "its algorithm's own limit",
};

/** A sentence for the phase banner. `cancelled`: the view is where a cancelled run or move
 *  stopped (the engine's view does not know it was cancelled; the page does). `ended`: the
 *  engine's {outcome, why} when the game is over at the start position. */
export function describePhase(view, phase, groupsShown = Infinity, { cancelled = false, ended = null } = {}) {
  const r = view.record;
  if (ended && !r) {
    return {
      title: "Over at the start",
      text: `The game is over at the start position: ${ended.why}. Result: ${RESULT_WORDS[ended.outcome] ?? ended.outcome}, with no search needed: the rules decide the root, the only node.`,
    };
  }
  if (cancelled && view.status !== "solved") {
    return { title: "Cancelled", text: `The run was cancelled at iteration ${count(view.iteration)}, the root still open. Step or run to go on from here.` };
  }
  if (!r) {
    if (view.iteration === 0) return { title: "Ready", text: "The root is the only node: pn = 1, dn = 1. Step to select the most-proving node." };
    const its = `${count(view.iteration)} iteration${view.iteration === 1 ? "" : "s"}`;
    if (view.status === "limit-reached") {
      if (view.stats?.stoppedBy === "memory") {
        // What the budget counts, which the status line's memory shows against it.
        return {
          title: "Stopped",
          text: `The search stopped after ${its}, unsolved: unknown. It filled its memory budget, which counts the search, the page's copy of its DAG and the root's history: half the device's memory, at most ${MAX_DEFAULT_TEXT}, unless l.maxBytes in the address sets another.`,
        };
      }
      return { title: "Stopped", text: `The search reached ${LIMIT_WORDS[view.stats?.stoppedBy] ?? "a limit"} after ${its}, unsolved: unknown.` };
    }
    return { title: "Finished", text: `The search stopped after ${its}: ${RESULT_WORDS[view.result] ?? view.result}.` };
  }
  const fresh = r.newSearch ? `A new search, with a new DAG from the root, for the next question: ${QUESTION_WORDS[r.question] ?? r.question} ` : "";
  const described = describeStep(view, r, phase, groupsShown);
  return { ...described, text: fresh + described.text };
}

/**
 * A development's sons counted as the DAG draws them: `moves` (the sons the record lists, one
 * per move), `positions` (distinct son nodes: one edge each), `created` (new nodes),
 * `transpositions` (positions already in the DAG, reached from another parent before),
 * `symmetric` (moves to a position another of this node's moves reaches: parallel edges, drawn
 * as that one edge's count), and `counts` (node → its moves, in the record's order).
 */
export function sonCounts(record) {
  const counts = new Map();
  for (const s of record?.sons ?? []) counts.set(s.node, (counts.get(s.node) ?? 0) + 1);
  const moves = record?.sons.length ?? 0;
  const created = record?.sons.filter((s) => s.created).length ?? 0;
  return { moves, positions: counts.size, created, transpositions: counts.size - created, symmetric: moves - counts.size, counts };
}

const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

/** The develop phase's sentence about the sons, in the counts the picture shows: one edge per
 *  position, marked with its count when several moves lead there. */
function sonsText(r) {
  const c = sonCounts(r);
  const where = c.symmetric ? ` in ${plural(c.positions, "position")}` : "";
  const old = c.transpositions ? `, ${c.transpositions} already in the DAG (${c.transpositions === 1 ? "a transposition" : "transpositions"})` : "";
  const multi = [...c.counts.values()].filter((k) => k > 1).map((k) => `×${k}`);
  const symmetric = c.symmetric
    ? `; ${c.symmetric} ${c.symmetric === 1 ? "is a symmetric move" : "are symmetric moves"} to a position another move reaches (one edge each: ${multi.join(", ")})`
    : "";
  return `Node ${r.developed} gets ${plural(c.moves, "son")}${where}: ${c.created} new (initial numbers)${old}${symmetric}.`;
}

function describeStep(view, r, phase, groupsShown) {
  const depth = r.path.length;
  switch (phase) {
    case "select":
      return {
        title: `Iteration ${r.iteration} · select`,
        text:
          selectText(r) ??
          `From the ${r.startedAt === 0 ? "root" : `last changed node ${r.startedAt}`}, take at each OR node (square) the son with the smallest pn and at each AND node (circle) the son with the smallest dn${
          depth ? `: ${depth} choice${depth > 1 ? "s" : ""}` : ""
        }. The most-proving node is ${r.developed}.`,
      };
    case "develop":
      return {
        title: `Iteration ${r.iteration} · develop`,
        text: r.noFreeWinningSet
          ? `${noFreeSetText(r)} — its ${r.sons.length} sons are still listed.`
          : `${sonsText(r)}${developNote(r)}`,
      };
    case "update": {
      const u = updateWords(view, r);
      return {
        title: `Iteration ${r.iteration} · update`,
        text: `Numbers go back up level by level, deepest first: ${u.changed}.${groupsShown >= updateGroups(r).length ? ` ${u.where}` : ""}${u.solved ? ` ${u.solved}` : ""}`,
      };
    }
    default:
      return {
        title: `Iteration ${r.iteration} · done`,
        text: r.solved ? solvedWords(view) : `Root pn ${num(view.snapshot.pn[0])}, dn ${num(view.snapshot.dn[0])}. Step for the next iteration.`,
      };
  }
}

/** The root solved, in words: "The root is solved: first player wins." */
export const solvedWords = (view) => `The root is solved: ${RESULT_WORDS[view.result] ?? view.result}.`;

/** What the update of record `r` did, in the words the banner and the narration (narration.js)
 *  both say: `changed` ("3 nodes changed"), `where` it stopped, or that it reached the root, and
 *  `solved` (the root's result, "" while open). */
export function updateWords(view, r) {
  const changed = r.updates.filter((u) => u.changed).length;
  const stopped = r.updates.filter((u) => !u.changed).map((u) => u.node);
  return {
    changed: `${changed} node${changed === 1 ? "" : "s"} changed`,
    where: stopped.length
      ? `The update stopped at node${stopped.length > 1 ? "s" : ""} ${stopped.join(", ")}: unchanged, so ${stopped.length > 1 ? "their" : "its"} parents are not visited.`
      : "It reached the root.",
    solved: r.solved ? solvedWords(view) : "",
  };
}

/** The "no free winning set" rule, for the search's question: a first player with no free
 *  set cannot win (disproved); a second player with none cannot win, so the first avoids
 *  losing (proved). */
export function noFreeSetText(r) {
  return r.question === "first-avoids-loss"
    ? `Node ${r.developed} has no free winning set left for the second player: the first player cannot lose from here (proved)`
    : `Node ${r.developed} has no free winning set left for the first player: the first player cannot win from here (disproved)`;
}
