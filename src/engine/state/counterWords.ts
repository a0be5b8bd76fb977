// How the log says a number of counters of a kind (122.1): "1 time counter", "3 +1/+1 counters".
export function countersOf(n: number, kind: string): string {
  return `${n} ${kind} counter${n === 1 ? '' : 's'}`;
}
