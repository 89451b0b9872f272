// Small statistics for `npm run bench`: a figure is a median over repeated runs, shown with its
// min and max.

export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** `412 (380–455)`, or `—` when nothing was measured. */
export function formatSpread(value: Spread | undefined, digits = 0): string {
  if (!value || value.runs === 0) return '—';
  return `${value.median.toFixed(digits)} (${value.min.toFixed(digits)}–${value.max.toFixed(digits)})`;
}

/** after ÷ before, two decimals; below 1 means the figure went down. */
export function formatRatio(before: Spread | undefined, after: Spread | undefined): string {
  if (!before || !after || before.runs === 0 || after.runs === 0) return '—';
  if (before.median === 0) return after.median === 0 ? '1.00' : '∞';
  return (after.median / before.median).toFixed(2);
}

/** Columns padded to their widest cell; the first column left-aligned, the rest right-aligned. */
export function printTable(rows: readonly (readonly string[])[]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => [...(row[column] ?? '')].length)));
  for (const row of rows) {
    const cells = row.map((cell, column) => {
      const pad = ' '.repeat(widths[column]! - [...cell].length);
      return column === 0 ? cell + pad : pad + cell;
    });
    console.log(`  ${cells.join('  ')}`);
  }
}
