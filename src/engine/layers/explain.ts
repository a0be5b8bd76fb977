// A derivation (613) read characteristic by characteristic, as a judge asks it ("why is this a 5/5?"):
// for each characteristic, its printed value, the effects that applied to it in layer order, and the
// result; each layer named in the Comprehensive Rules' words. Shared by the page's explain view and
// the scenario CLI, so both say the same thing.
import type { AppliedStep, CharacteristicName, Derivation, Layer } from '../state/layers';
import type { GameState } from '../state/state';
import { shown } from './trace';

/** 613.1a-f, 613.4a-d: what each layer applies, as the rules say it. */
export const LAYER_NAME: Record<Layer, string> = {
  '1': 'rules and effects that modify copiable values',
  '2': 'control-changing effects',
  '3': 'text-changing effects',
  '4': 'type-changing effects',
  '5': 'color-changing effects',
  '6': 'ability-adding effects, keyword counters, ability-removing effects, and effects that say an object can’t have an ability',
  '7a': 'effects from characteristic-defining abilities that define power and/or toughness',
  '7b': 'effects that set power and/or toughness to a specific number or value',
  '7c': 'effects and counters that modify power and/or toughness',
  '7d': 'effects that switch a creature’s power and toughness',
};

/** "Layer 7c — effects and counters that modify power and/or toughness". */
export function layerLabel(layer: Layer): string {
  return `Layer ${layer} — ${LAYER_NAME[layer]}`;
}

/** The characteristics in the order a judge reads a card (and 109.3 lists them), controller last. */
export const CHARACTERISTICS: readonly CharacteristicName[] = ['name', 'types', 'colors', 'abilities', 'power', 'toughness', 'controller'];

/** Which characteristics an effect of each layer is about, for an effect that turned out to change nothing. */
const LAYER_CHARACTERISTICS: Record<Layer, readonly CharacteristicName[]> = {
  '1': CHARACTERISTICS,
  '2': ['controller'],
  '3': ['abilities'],
  '4': ['types'],
  '5': ['colors'],
  '6': ['abilities'],
  '7a': ['power', 'toughness'],
  '7b': ['power', 'toughness'],
  '7c': ['power', 'toughness'],
  '7d': ['power', 'toughness'],
};

export type CharacteristicStep = { step: AppliedStep; before: string; after: string };
export type CharacteristicDerivation = { characteristic: CharacteristicName; printed: string; steps: CharacteristicStep[]; result: string };

/**
 * Each characteristic's own derivation: the steps that changed it (or, changing nothing at all,
 * belong to its layer: a "becomes a 2/2" on a 2/2 still applied), in the order applied.
 */
export function byCharacteristic(s: GameState, d: Derivation): CharacteristicDerivation[] {
  const printed = shown(s, d.printed);
  const result = shown(s, d.result);
  return CHARACTERISTICS.map((k) => {
    const steps: CharacteristicStep[] = [];
    let value = printed[k];
    for (const step of d.steps) {
      const change = step.changed.find((c) => c.characteristic === k);
      if (change) {
        steps.push({ step, before: change.before, after: change.after });
        value = change.after;
      } else if (step.changed.length === 0 && LAYER_CHARACTERISTICS[step.layer].includes(k)) {
        steps.push({ step, before: value, after: value });
      }
    }
    return { characteristic: k, printed: printed[k], steps, result: result[k] };
  });
}

/** Why an effect came where it did, beyond layer and timestamp: a dependency (613.8a) or a loop (613.8b). */
export function orderNote(step: AppliedStep): { text: string; rule: string } | undefined {
  if (step.loop) return { text: 'in a dependency loop: applied in timestamp order', rule: '613.8b' };
  if (!step.dependsOn?.length) return undefined;
  const others = step.dependsOn.map((d) => `${d.name} (timestamp ${d.timestamp})`).join(' and ');
  return { text: `applied after ${others} because it depends on ${step.dependsOn.length === 1 ? 'it' : 'them'}`, rule: '613.8' };
}

/** Where an effect came from, in the rules' words, and the rule that says so. */
export const ORIGIN: Record<AppliedStep['origin'], { text: string; rule: string }> = {
  resolved: { text: 'a resolved spell or ability', rule: '611.2' },
  static: { text: 'a static ability', rule: '611.3' },
  cda: { text: 'a characteristic-defining ability', rule: '604.3' },
  counters: { text: 'counters on it', rule: '122.1a' },
};
