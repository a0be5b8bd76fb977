// The derivation of an object's characteristics (613) as plain text, for the scenario CLI: when an
// expectation on a characteristic fails, the judge sees why the object has the value it has: each
// characteristic's printed value, every effect applied to it in layer order (layer, source, its
// text, timestamp, rules, and a dependency that changed the order), and the result.
import { byCharacteristic, derivationOf, layerLabel, objectAt, orderNote, type CharacteristicName, type GameState, type ObjectId } from '../engine';

/** The characteristic (CharacteristicName) an object expectation's field is about. */
export const EXPECTED_CHARACTERISTIC: Readonly<Record<string, CharacteristicName>> = {
  name: 'name',
  supertypes: 'types',
  types: 'types',
  subtypes: 'types',
  colors: 'colors',
  keywords: 'abilities',
  abilityCount: 'abilities',
  power: 'power',
  toughness: 'toughness',
  controller: 'controller',
};

/** "Derivation of Grizzly Bears (bears):" then one block per characteristic, or null when the object is gone. */
export function derivationText(s: GameState, id: ObjectId): string | null {
  const o = objectAt(s, id);
  if (!o) return null;
  const lines = [`Derivation of ${o.card}${o.label ? ` (${o.label})` : ''}, in layer order (613):`];
  for (const c of byCharacteristic(s, derivationOf(s, o))) {
    // A controller is not printed: it is the one the game gave it (108.4) before layer 2.
    const start = c.characteristic === 'controller' ? 'before any effect' : 'printed';
    if (c.steps.length === 0) {
      lines.push(`  ${c.characteristic}: ${c.printed} (${start}; no effect changed it)`);
      continue;
    }
    lines.push(`  ${c.characteristic}: ${start} ${c.printed}`);
    for (const { step, before, after } of c.steps) {
      lines.push(`    ${layerLabel(step.layer)} [${step.rules.join(', ')}]`);
      const what = step.origin === 'counters' ? `${step.text} on it` : `${step.source.name}, timestamp ${step.timestamp}${step.text ? ` ("${step.text}")` : ''}`;
      lines.push(`      ${what}: ${before} → ${after}`);
      const note = orderNote(step);
      if (note) lines.push(`      ${note.text} (${note.rule})`);
    }
    lines.push(`    = ${c.result}`);
  }
  return lines.join('\n');
}
