// The printed comparison: one row per figure, agent-chat and deep-chat side by side with the ratio.

const LABEL_WIDTH = 44;
const CELL_WIDTH = 28;

const number = (value, decimals) =>
  value.toLocaleString('en', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/** "median (min–max)" of a summary, or "—" when the widget has no such figure. */
export function cell(figure, unit, decimals = 0) {
  if (!figure) return '—';
  const { median, min, max } = figure;
  return `${number(median, decimals)} ${unit} (${number(min, decimals)}–${number(max, decimals)})`;
}

export function heading(title) {
  return `\n${title}\n${'figure'.padEnd(LABEL_WIDTH)}${'agent-chat'.padEnd(CELL_WIDTH)}${'deep-chat'.padEnd(CELL_WIDTH)}ours/deep-chat`;
}

/** A row of two summaries ({ median, min, max }) with the ratio of their medians. */
export function row(label, ours, deepChat, unit, decimals = 0) {
  const value = ours && deepChat?.median ? ours.median / deepChat.median : null;
  // Two significant digits: 0.0017× says more than 0.00×.
  const ratio = value === null ? '' : `${value >= 100 ? value.toFixed(0) : value.toPrecision(2)}×`;
  return `${label.padEnd(LABEL_WIDTH)}${cell(ours, unit, decimals).padEnd(CELL_WIDTH)}${cell(deepChat, unit, decimals).padEnd(CELL_WIDTH)}${ratio}`;
}
