/** Formatting and verdicts shared by the parts of `npm run bench`. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const pad = (s: string, n: number) => s.padEnd(n);
export const padL = (s: string, n: number) => s.padStart(n);

export function median(samples: readonly number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

export interface Stats {
  median: number;
  p95: number;
  min: number;
  max: number;
}

export function stats(samples: readonly number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: median(s), p95: at(0.95), min: s[0], max: s[s.length - 1] };
}

/** One target of the issue, measured: printed as PASS/FAIL at the end of the run. */
export interface Verdict {
  target: string;
  pass: boolean;
  detail: string;
}

export function printVerdicts(verdicts: readonly Verdict[]): void {
  if (!verdicts.length) return;
  console.log('\nTargets\n');
  const width = Math.max(...verdicts.map((v) => v.target.length)) + 2;
  for (const v of verdicts) console.log(`  ${v.pass ? 'PASS' : 'FAIL'}  ${pad(v.target, width)}${v.detail}`);
}
