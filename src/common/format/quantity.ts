const SUFFIXES = new Map<string, number>([
  ['', 1],
  ['n', 1e-9],
  ['m', 1e-3],
  ['Ki', 2 ** 10],
  ['Mi', 2 ** 20],
  ['Gi', 2 ** 30],
  ['Ti', 2 ** 40],
  ['Pi', 2 ** 50],
  ['Ei', 2 ** 60],
]);

const QUANTITY = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)([a-zA-Z]*)$/;

/**
 * A Kubernetes quantity (`250m`, `1.5Gi`, `2`) as a plain number of base units (cores, bytes).
 * Throws on anything it cannot read, including suffixes it does not know.
 */
export function parseQuantity(quantity: string | number): number {
  if (typeof quantity === 'number') return quantity;
  const match = QUANTITY.exec(quantity.trim());
  if (!match) throw new Error(`Invalid quantity: "${quantity}"`);
  const [, number, suffix] = match;
  const factor = SUFFIXES.get(suffix);
  if (factor === undefined) throw new Error(`Unknown quantity suffix "${suffix}" in "${quantity}"`);
  return Number(number) * factor;
}
