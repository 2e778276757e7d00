// Proof-set search: its records hold nothing of their own; its bounds end a search. Pure.

const tooLarge = (params) => (params.maxSetSize === undefined ? "proof sets too large" : `proof sets too large, maxSetSize ${params.maxSetSize}`);

/** Its own bounds (the engine's `stats.bound`) in words, with the parameter that sets them. */
export const bounds = { "set-size": tooLarge, "sets-held": tooLarge };
