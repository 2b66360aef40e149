/**
 * Version requirements of addons (`system.vela`, `system.kubernetes`), such as `>=v1.6.0` or
 * `>=1.20, <1.30`. Pre-release suffixes are ignored.
 */
function parts(version: string): number[] {
  const core = version.trim().replace(/^v/, '').split(/[-+]/)[0];
  const numbers = core.split('.').map((part) => Number.parseInt(part, 10) || 0);
  while (numbers.length < 3) numbers.push(0);
  return numbers;
}

function compare(a: string, b: string): number {
  const left = parts(a);
  const right = parts(b);
  for (let index = 0; index < left.length; index += 1) {
    if (left[index] !== right[index]) return left[index] - right[index];
  }
  return 0;
}

const checks: Record<string, (order: number) => boolean> = {
  '>=': (order) => order >= 0,
  '>': (order) => order > 0,
  '<=': (order) => order <= 0,
  '<': (order) => order < 0,
  '!=': (order) => order !== 0,
  '=': (order) => order === 0,
};

export function satisfies(version: string, constraint: string): boolean {
  return constraint
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => {
      const [, operator = '=', wanted] = /^(>=|<=|!=|==|=|>|<)?\s*(.+)$/.exec(part) ?? [];
      const check = checks[operator === '==' ? '=' : operator];
      return wanted !== undefined && check !== undefined && check(compare(version, wanted));
    });
}
