// A leveler card's striations (711): the level symbol, "LEVEL 1-3" or "LEVEL 4+" (711.2a, 711.2b),
// and the power/toughness box printed in its striation, "2/3". Each is read alone here; which
// abilities belong to which symbol is the layout's, read in oracle/levelStriations.ts.
import type { StaticNode } from '../tree';
import { alt, map, re, type Parser } from './primitives';

export const levelSymbol: Parser<StaticNode> = alt<StaticNode>(
  // 711.2a: "{LEVEL N1-N2}"
  map(re(/LEVEL (\d+)-(\d+)/), (m, span) => ({ kind: 'levelSymbol', span, min: Number(m[1]), max: Number(m[2]) })),
  // 711.2b: "{LEVEL N3+}"
  map(re(/LEVEL (\d+)\+/), (m, span) => ({ kind: 'levelSymbol', span, min: Number(m[1]) })),
  // 711.2: "[P/T]", the power/toughness box of the striation.
  map(re(/(\d+)\/(\d+)/), (m, span) => ({ kind: 'levelPt', span, power: Number(m[1]), toughness: Number(m[2]) })),
);
