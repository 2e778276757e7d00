// The viewer's wish for less motion (prefers-reduced-motion): read at each move, so a change of
// the system setting takes effect without a reload.

/** True when the viewer asked for reduced motion: the DAG then jumps to each drawing. */
export const reducedMotion = () => Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
