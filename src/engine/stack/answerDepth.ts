// How deeply an answer nests lists and records. No choice takes more than a cast's options holding
// targets grouped per phrase ({ "targets": [["p2"]] }: three levels), and an answer nested ten
// thousand deep breaks any recursive walk (JSON.stringify throws a RangeError), so answers are
// measured without recursion and refused past the deepest any choice takes.
export const ANSWER_DEPTH = 4;

/** Whether v nests lists or records more than `max` levels deep. */
export function deeperThan(v: unknown, max = ANSWER_DEPTH): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v, depth: 0 }];
  while (stack.length) {
    const { v: x, depth } = stack.pop()!;
    if (typeof x !== 'object' || x === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(x)) stack.push({ v: child, depth: depth + 1 });
  }
  return false;
}
