// The search's memory budget when a configuration gives none, from the device. A wasm32
// module addresses 4 GiB at most, and beside the search it holds the snapshot the page draws
// (about 50 bytes a node) and the proof check: so at most 2.5 GiB, and half the device's memory
// where the browser tells it (navigator.deviceMemory, in GB: Chromium rounds it to a power of
// two from 0.25 to 8; Firefox and Safari do not tell, and then the cap applies). Pure: also
// used by the Node tests.

const GIB = 2 ** 30;

/** The largest default budget: leaves 1.5 GiB of the module's 4 GiB for the snapshot. */
export const MAX_DEFAULT_BYTES = 2.5 * GIB;

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
