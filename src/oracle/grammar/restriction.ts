// Restrictions on activating an ability (602.5), written as the last sentence of its effect text:
// "Activate only as a sorcery.", "Activate only once each turn.", "Activate only during your
// upkeep.", or several joined by " and only ".
import type { RestrictionNode } from '../tree';
import { alt, lit, map, sepBy1, template, type Parser } from './primitives';

type Part = Omit<RestrictionNode, 'kind' | 'span'>;

const condition: Parser<Part> = alt<Part>(
  map(lit('as a sorcery'), () => ({ timing: 'sorcery' })), // 602.5d
  map(lit('as an instant'), () => ({ timing: 'instant' })), // 602.5e
  map(lit('once each turn'), () => ({ oncePerTurn: true })), // 602.5b
  map(lit('during your upkeep'), () => ({ during: 'yourUpkeep' })),
  map(lit('during your turn, before attackers are declared'), () => ({ during: 'yourTurnBeforeAttackers' })),
  map(lit('during your turn'), () => ({ during: 'yourTurn' })),
);

/** The sentence, read whole: "Activate only " and its conditions. */
export const restriction: Parser<RestrictionNode> = map(template`Activate only ${sepBy1(condition, lit(' and only '))}.`, ([parts], span) => {
  const node: RestrictionNode = { kind: 'restriction', span };
  for (const p of parts) Object.assign(node, p);
  return node;
});

/** Whether the sentence starting at `at` is a restriction on activation, read or not. */
export const RESTRICTION_START = 'Activate ';
