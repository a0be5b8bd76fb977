// Shared by the benchmarks: each goal prints one line ending in " ok" or " short".
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

let shortCount = 0;

export function goal(name: string, measured: string, target: string, met: boolean): void {
  if (!met) shortCount++;
  console.log(`${name}: ${measured} (goal ${target})${met ? ' ok' : ' short'}`);
}

export function shortGoals(): number {
  return shortCount;
}
