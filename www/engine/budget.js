// The memory budget when a configuration gives none, from the device. A wasm32 module
// addresses 4 GiB, and the budget bounds the search and the page's view of its DAG together
// (the engine counts the view's bytes with the search's: src/wasm/view.rs); the rest is left
// for what no budget counts (the allocator's slack, the proof check). So at most 3.25 GiB, and
// half the device's memory where the browser tells it (navigator.deviceMemory, in GB:
// Chromium rounds it to a power of two from 0.25 to 8; Firefox and Safari do not tell, and
// then the cap applies). Pure: also used by the Node tests.

export const GIB = 2 ** 30;

/** The largest default budget (the engine's own default): leaves 0.75 GiB of the module's
 *  4 GiB to what no budget counts. */
export const MAX_DEFAULT_BYTES = 3.25 * GIB;

/** The largest default budget in words, for the page's messages: "3.25 GiB". */
export const MAX_DEFAULT_TEXT = `${MAX_DEFAULT_BYTES / GIB} GiB`;

/** The smallest: below it even a lecture's (7,4) solve would not fit. */
export const MIN_DEFAULT_BYTES = 256 * 2 ** 20;

/** The default budget in bytes for a device with `deviceMemory` GB (undefined: unknown). */
export function deviceBudget(deviceMemory) {
  if (!(typeof deviceMemory === "number" && deviceMemory > 0 && Number.isFinite(deviceMemory))) return MAX_DEFAULT_BYTES;
  const half = Math.floor((deviceMemory * GIB) / 2);
  return Math.min(MAX_DEFAULT_BYTES, Math.max(MIN_DEFAULT_BYTES, half));
}

/** `config` with the device's budget filled in when it sets no `limits.maxBytes`. */
export function withBudget(config, deviceMemory) {
  if (config?.limits?.maxBytes !== undefined) return config;
  return { ...config, limits: { ...config?.limits, maxBytes: deviceBudget(deviceMemory) } };
}
