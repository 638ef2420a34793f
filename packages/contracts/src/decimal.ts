/**
 * Exact decimal arithmetic for money, quantities, hours and multipliers (decision 0038).
 *
 * Amounts travel as strings ("12.50", "-3", "0.125") and are computed as a BigInt mantissa with
 * a power-of-ten scale, so 0.1 + 0.2 is 0.3 and a statement's lines add up to its total to the
 * cent. Billing needs only add, multiply, compare and round half away from zero, so a library
 * would bring far more than it is used for.
 */
export interface Decimal {
  /** value = units / 10^scale */
  readonly units: bigint;
  readonly scale: number;
}

/** A plain decimal: optional minus, digits, optional fraction; no exponent, no leading '+'. */
export const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

export function decimal(text: string | number | bigint): Decimal {
  if (typeof text === 'bigint') return { units: text, scale: 0 };
  if (typeof text === 'number') {
    if (!Number.isInteger(text)) throw new Error('decimal(): pass fractional values as text, never as a float');
    return { units: BigInt(text), scale: 0 };
  }
  const t = text.trim();
  if (!DECIMAL_TEXT.test(t)) throw new Error(`Not a decimal: ${JSON.stringify(text)}`);
  const negative = t.startsWith('-');
  const [whole, fraction = ''] = (negative ? t.slice(1) : t).split('.');
  const units = BigInt(whole! + fraction);
  return { units: negative ? -units : units, scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x - y, scale };
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function sum(values: readonly Decimal[]): Decimal {
  return values.reduce(add, decimal(0));
}

/** -1, 0 or 1. */
export function compare(a: Decimal, b: Decimal): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const min = (a: Decimal, b: Decimal) => (compare(a, b) <= 0 ? a : b);
export const max = (a: Decimal, b: Decimal) => (compare(a, b) >= 0 ? a : b);

/** Rounds to `places` decimals, halves away from zero (how invoices round). */
export function round(a: Decimal, places: number): Decimal {
  if (a.scale <= places) return { units: a.units * pow10(places - a.scale), scale: places };
  const divisor = pow10(a.scale - places);
  const negative = a.units < 0n;
  const abs = negative ? -a.units : a.units;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return { units: negative ? -q : q, scale: places };
}

/** Divides, rounding the quotient to `places` decimals (half away from zero). */
export function divide(a: Decimal, b: Decimal, places: number): Decimal {
  if (b.units === 0n) throw new Error('Division by zero');
  // Two extra digits, then one rounding step: exact enough for a half-up at `places`.
  const extra = places + 2;
  const numerator = a.units * pow10(b.scale + extra);
  const denominator = b.units * pow10(a.scale);
  return round({ units: numerator / denominator, scale: extra }, places);
}

/** The text form with exactly `places` decimals (rounded), or as stored when `places` is omitted. */
export function format(a: Decimal, places?: number): string {
  const d = places === undefined ? a : round(a, places);
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = d.scale > 0 ? `.${digits.slice(digits.length - d.scale)}` : '';
  return `${negative && d.units !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** Decimals a text has after its point. */
export function decimalPlaces(text: string): number {
  const at = text.indexOf('.');
  return at < 0 ? 0 : text.length - at - 1;
}
