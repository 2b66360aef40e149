/** Kubernetes quantities the console understands; anything else is refused. */
const SUFFIXES: Record<string, number> = {
  '': 1,
  n: 1e-9,
  m: 1e-3,
  Ki: 2 ** 10,
  Mi: 2 ** 20,
  Gi: 2 ** 30,
  Ti: 2 ** 40,
  Pi: 2 ** 50,
  Ei: 2 ** 60,
};

/** A non-negative quantity: the JSON-schema pattern behind CPU, memory and disk fields. */
export const QUANTITY_PATTERN = '^(\\d+(\\.\\d*)?|\\.\\d+)(n|m|Ki|Mi|Gi|Ti|Pi|Ei)?$';
const QUANTITY = new RegExp(QUANTITY_PATTERN);

/** The quantity in base units (cores or bytes), or undefined when it is not one. */
export function parseQuantity(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const match = QUANTITY.exec(value.trim());
  if (!match) return undefined;
  return Number(match[1]) * SUFFIXES[match[3] ?? ''];
}

/** Rounds away binary noise (0.1 + 0.2) without hiding meaningful digits. */
function tidy(value: number): number {
  return Number(value.toPrecision(12));
}

export function toUnit(value: unknown, unit: 'cores' | 'Mi' | 'Gi'): number | undefined {
  const base = parseQuantity(value);
  if (base === undefined) return undefined;
  return tidy(unit === 'cores' ? base : base / SUFFIXES[unit]);
}

/** What KubeVela expects for each unit: cores as a plain string ("0.5"), memory "1024Mi", disk "10Gi". */
export function fromUnit(amount: number, unit: 'cores' | 'Mi' | 'Gi'): string {
  return unit === 'cores' ? String(tidy(amount)) : `${tidy(amount)}${unit}`;
}
