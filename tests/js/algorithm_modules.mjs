// Loads every algorithm's page module (www/view/algorithms/), for the tests that read step
// records without the engine and so without its schema: the files there are the modules. Not a
// test file itself (node --test runs *.test.mjs).
import { readdirSync } from "node:fs";
import { loadAlgorithm } from "../../www/view/algorithms.js";

const DIR = new URL("../../www/view/algorithms/", import.meta.url);

/** The names of the algorithms that have a page module. */
export const MODULE_NAMES = readdirSync(DIR)
  .filter((f) => f.endsWith(".js"))
  .map((f) => f.slice(0, -".js".length));

/** Loads them all; resolves when every one is loaded. */
export const loadAlgorithmModules = () => Promise.all(MODULE_NAMES.map(loadAlgorithm));
