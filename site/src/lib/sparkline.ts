/**
 * The points of a sparkline polyline for `values` in a `width` × `height` box with `pad` px inside: x evenly
 * spread, y scaled between the minimum (bottom) and maximum (top); a flat series sits in the middle.
 * `sparklinePoints([1, 3, 2], 100, 20)` → `'1,19 50,1 99,10'`. Empty for fewer than two values.
 */
export function sparklinePoints(values: readonly number[], width = 100, height = 28, pad = 1): string {
  if (values.length < 2) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min;
  const step = (width - 2 * pad) / (values.length - 1);
  const round = (n: number) => Math.round(n * 10) / 10;
  return values
    .map((value, i) => {
      const y = span === 0 ? height / 2 : pad + (1 - (value - min) / span) * (height - 2 * pad);
      return `${round(pad + i * step)},${round(y)}`;
    })
    .join(' ');
}

/** Up when the last value is above the first, down when below, flat otherwise. */
export const sparklineTrend = (values: readonly number[]): 'up' | 'down' | 'flat' =>
  values.length < 2 || values.at(-1) === values[0] ? 'flat' : values.at(-1)! > values[0]! ? 'up' : 'down';
