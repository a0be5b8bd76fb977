// "That spell" in a triggered ability's words is the spell whose casting triggered it (603.2,
// 603.4): prompts and the stack name it, so a judge sees which spell "copy that spell" copies.
import type { EffectDef } from '../state/card';
import type { TriggerEvent } from '../state/state';

/** The words with "that spell" replaced by the spell's name, when the event knows it. */
export function nameThatSpell(text: string, event: TriggerEvent | undefined): string {
  const name = event?.spell?.card;
  return name ? text.replace(/\bthat spell\b/g, name) : text;
}

/** What the ability does to the spell of its event, in two words: "copy Shock", "counter Shock". */
export function thatSpellPhrase(effects: EffectDef[], event: TriggerEvent | undefined): string | undefined {
  const name = event?.spell?.card;
  if (!name) return undefined;
  for (const e of effects) {
    if (e.kind === 'may') {
      const inner = thatSpellPhrase(e.effects, event);
      if (inner) return inner;
    }
    const what = 'what' in e ? e.what : undefined;
    if (!what || !('who' in what) || what.who !== 'eventSpell') continue;
    if (e.kind === 'copySpell') return `copy ${name}`;
    if (e.kind === 'counter') return `counter ${name}`;
    return `that spell: ${name}`;
  }
  return undefined;
}
