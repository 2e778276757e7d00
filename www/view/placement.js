// One placement rule for every label drawn over the DAG (the "×N" of symmetric moves, a step's
// badges, a collapsed node's "+N"): each label has its spots, best first, and takes the first one
// where its box overlaps nothing drawn before it (nodes, their numbers and ids, the path's tags,
// the labels placed earlier), else the one that hides least: a node's number before another
// label (the number is then left out, as at a zoom too far out for numbers). Greedy, as map labelling is done at scale, with a grid of cells so
// that a step with hundreds of labels among thousands of nodes stays cheap.

/** Boxes are {x, y, w, h}, centred on (x, y). */
export const overlaps = (a, b) => Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;

const CELL = 48;
/** A cell's key: small integers hash fast; two cells far apart may share one, which costs only a
 *  few more boxes compared. */
const keyOf = (cx, cy) => ((cx & 0x7fff) << 15) | (cy & 0x7fff);

/** The boxes drawn so far, by grid cell. */
class Occupied {
  constructor() {
    this.cells = new Map();
    this.stamp = 0;
  }
  #each(b, f) {
    const x0 = Math.floor((b.x - b.w / 2) / CELL), x1 = Math.floor((b.x + b.w / 2) / CELL);
    const y0 = Math.floor((b.y - b.h / 2) / CELL), y1 = Math.floor((b.y + b.h / 2) / CELL);
    for (let cx = x0; cx <= x1; cx++) for (let cy = y0; cy <= y1; cy++) f(keyOf(cx, cy));
  }
  add(box, weight) {
    const entry = { box, weight, seen: 0 };
    this.#each(box, (key) => {
      const list = this.cells.get(key);
      if (list) list.push(entry);
      else this.cells.set(key, [entry]);
    });
  }
  /** The boxes added of weight `weight` that `box` overlaps. */
  under(box, weight) {
    const out = new Set();
    this.#each(box, (key) => {
      for (const e of this.cells.get(key) ?? []) if (e.weight === weight && overlaps(e.box, box)) out.add(e.box);
    });
    return out;
  }

  /** How much `box` overlaps the boxes added, in area times each one's weight. */
  cover(box) {
    // Each box counted once, however many of the cells it lies in `box` spans.
    const stamp = ++this.stamp;
    let cost = 0;
    this.#each(box, (key) => {
      const list = this.cells.get(key);
      if (!list) return;
      for (const e of list) {
        if (e.seen === stamp || !overlaps(e.box, box)) continue;
        e.seen = stamp;
        const w = Math.min(e.box.x + e.box.w / 2, box.x + box.w / 2) - Math.max(e.box.x - e.box.w / 2, box.x - box.w / 2);
        const h = Math.min(e.box.y + e.box.h / 2, box.y + box.h / 2) - Math.max(e.box.y - e.box.h / 2, box.y - box.h / 2);
        cost += w * h * e.weight;
      }
    });
    return cost;
  }
}

/** How much covering a box costs, by its kind: another label (never, if any spot avoids it), a
 *  node's id (which is then left out: the tooltip and the inspector name the node), anything else
 *  (a node, its numbers). */
const WEIGHT = { label: 1e6, id: 1e3, fixed: 1 };

/**
 * Places `labels` ({w, h, spots: [[x, y], …]}, in order of precedence) among the `fixed` boxes
 * ({x, y, w, h, kind}: "label", "id" or none): each at its first spot that overlaps nothing fixed
 * or placed; where every spot overlaps something, at the one whose cover costs least (WEIGHT); an
 * `optional` label that would cover an id or a label is left out (-1), and one `optional: "label"`
 * only where it would cover another label (it may cover an id). Returns each label's spot
 * index (`chosen`) and the fixed boxes of kind "id" a label covers (`covered`).
 */
export function place(fixed, labels) {
  const occupied = new Occupied();
  for (const b of fixed) occupied.add(b, WEIGHT[b.kind] ?? WEIGHT.fixed);
  const covered = new Set();
  const chosen = labels.map(({ w: width, h: height, spots, optional = false }) => {
    // A pixel's margin round each label: boxes that touch read as one.
    const w = width + 2;
    const h = height + 2;
    let best = 0;
    let bestCost = Infinity;
    for (let i = 0; i < spots.length; i++) {
      const cost = occupied.cover({ x: spots[i][0], y: spots[i][1], w, h });
      if (cost < bestCost) [best, bestCost] = [i, cost];
      if (cost === 0) break;
    }
    if (optional && bestCost >= (optional === "label" ? WEIGHT.label : WEIGHT.id)) return -1;
    const box = { x: spots[best][0], y: spots[best][1], w, h };
    if (bestCost >= WEIGHT.id) for (const id of occupied.under(box, WEIGHT.id)) covered.add(id);
    occupied.add(box, WEIGHT.label);
    return best;
  });
  return { chosen, covered };
}
