// The root's chart's size, shared by the chart (chart.js) and the worker, which asks the engine
// for the history reduced to the chart's pixel columns (PnSearch.rootChart) rather than sending
// the page every iteration (4.7M of them at the end of (8,4)).
export const CHART_SIZE = { width: 340, height: 170, m: { l: 36, r: 10, t: 10, b: 24 } };
export const CHART_COLUMNS = CHART_SIZE.width - CHART_SIZE.m.l - CHART_SIZE.m.r;
