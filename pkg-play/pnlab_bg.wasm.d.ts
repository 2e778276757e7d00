/* tslint:disable */
/* eslint-disable */
export const memory: WebAssembly.Memory;
export const INFINITY: () => number;
export const __wbg_pnplay_free: (a: number, b: number) => void;
export const pnplay_advance: (a: number, b: any) => [number, number, number];
export const pnplay_beginReport: (a: number, b: any) => [number, number, number];
export const pnplay_board: (a: number) => [number, number, number];
export const pnplay_bookFile: (a: number) => [number, number];
export const pnplay_choose: (a: number, b: any, c: number, d: number, e: any) => [number, number, number, number];
export const pnplay_dataFiles: (a: number) => [number, number];
export const pnplay_levels: (a: number, b: any, c: any) => [number, number, number];
export const pnplay_name: (a: number) => [number, number];
export const pnplay_new: (a: any) => [number, number, number];
export const pnplay_report: (a: number, b: any) => [number, number, number];
export const pnplay_setBook: (a: number, b: number, c: number) => [number, number];
export const pnplay_setBudget: (a: number, b: any) => [number, number];
export const pnplay_setData: (a: number, b: number, c: number, d: number, e: number) => [number, number];
export const schema: () => [number, number, number];
export const start: () => void;
export const __wbindgen_malloc: (a: number, b: number) => number;
export const __wbindgen_realloc: (a: number, b: number, c: number, d: number) => number;
export const __wbindgen_free: (a: number, b: number, c: number) => void;
export const __wbindgen_exn_store: (a: number) => void;
export const __externref_table_alloc: () => number;
export const __wbindgen_externrefs: WebAssembly.Table;
export const __externref_table_dealloc: (a: number) => void;
export const __externref_drop_slice: (a: number, b: number) => void;
export const __wbindgen_start: () => void;
