// What the explain panel says about a permanent, a card or a spell or ability on the stack: its
// Oracle text and its current characteristics and state. Pure: from the game state alone.
import { cardOf, COLORS, colors, derivationOf, isCreature, objectAt, playerName, power, toughness, typeLine, type AppliedStep, type GameState, type ObjectId } from '../../engine';
import { stackView } from '../stack/stackView';
import { SUPPORT_TITLE, supportOf, unmodelledTexts } from './support';

export type Explanation = {
  name: string;
  manaCost?: string;
  typeLine: string;
  /** Rules text: the card's, or the ability's on the stack. */
  text: string;
  /** Current power/toughness, and the printed one when they differ. */
  pt?: string;
  facts: string[];
  /** The stretches of the text that are not modelled. */
  unmodelled: string[];
};

const COLOR_NAMES: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** An effect that applies to it, in the order applied (613.1): "power 2 → 5 (Giant Growth; layer 7c, 613.4c)". */
function stepFact(step: AppliedStep): string {
  const what = step.changed.map((c) => `${c.characteristic} ${c.before} → ${c.after}`).join(', ');
  return `${what} (${step.source.name}; layer ${step.layer}, ${step.rules[0]})`;
}

export function explain(s: GameState, id: ObjectId): Explanation | null {
  const o = objectAt(s, id);
  if (!o) return null;
  const def = cardOf(s, o);
  const facts: string[] = [];
  const owner = playerName(s, o.owner);
  const controller = playerName(s, o.controller);
  const stack = o.zone === 'stack' ? stackView(s, id) : null;
  if (stack) {
    facts.push(`${stack.kind === 'copy' ? 'A copy on the stack' : stack.kind === 'ability' ? 'On the stack' : 'A spell on the stack'}, controlled by ${stack.controller}`);
    if (stack.targets) facts.push(`Targeting ${stack.targets}`);
    facts.push(...stack.details.split('\n').filter(Boolean));
  } else {
    facts.push(o.zone === 'battlefield' ? `Controller: ${controller}${owner !== controller ? `; owner: ${owner}` : ' (and owner)'}` : `Owner: ${owner}; in ${o.zone === 'exile' ? 'exile' : `their ${o.zone}`}`);
  }
  const c = colors(s, o);
  facts.push(c.length ? `Color: ${COLORS.filter((x) => c.includes(x)).map((x) => COLOR_NAMES[x]).join(' and ')}` : 'Colorless');
  if (o.token) facts.push('A token');
  if (o.copy && !stack) facts.push('A copy');
  if (o.zone === 'battlefield') {
    facts.push(o.tapped ? 'Tapped' : 'Untapped');
    if (o.sick && isCreature(s, o)) facts.push('Summoning sick: came under its controller’s control this turn (302.6)');
    if (o.damage) facts.push(`${o.damage} damage marked`);
  }
  for (const [kind, n] of Object.entries(o.counters)) if (n > 0) facts.push(`${n} ${kind} counter${n === 1 ? '' : 's'}`);
  if (o.zone === 'battlefield') for (const step of derivationOf(s, o).steps) if (step.origin !== 'counters' && step.changed.length) facts.push(stepFact(step));
  const level = supportOf(def);
  if (level !== 'full') facts.push(SUPPORT_TITLE[level]);
  const creature = o.zone !== 'stack' && isCreature(s, o);
  const pt = creature ? `${power(s, o)}/${toughness(s, o)}` : def.power !== undefined ? `${def.power}/${def.toughness}` : undefined;
  const printed = `${def.power}/${def.toughness}`;
  return {
    name: o.copy ? `Copy of ${o.card}` : o.card,
    manaCost: stack?.kind === 'ability' ? undefined : def.manaCost,
    typeLine: stack?.kind === 'ability' ? stack.of : typeLine(def),
    text: stack?.text ?? def.oracle,
    pt: pt && creature && pt !== printed ? `${pt} (printed ${printed})` : pt,
    facts,
    unmodelled: unmodelledTexts(def),
  };
}
