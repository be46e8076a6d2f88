export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function summary(values) {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}

export function runsFromArguments(defaultRuns) {
  const index = process.argv.indexOf('--runs');
  const runs = index === -1 ? defaultRuns : Number(process.argv[index + 1]);
  return Number.isFinite(runs) && runs > 0 ? runs : defaultRuns;
}

export function formatRow(label, { median: middle, min, max }, unit) {
  const number = (value) => value.toFixed(unit === 'MB' ? 2 : 0);
  return `${label.padEnd(34)} ${number(middle).padStart(8)} ${unit}   (${number(min)}–${number(max)})`;
}

/** { key: summary } over a list of runs that share keys. */
export function summarise(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, summary(runs.map((run) => run[key]))]));
}
