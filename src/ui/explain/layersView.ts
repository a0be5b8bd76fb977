// explain/: why a permanent has the characteristics it has, layer by layer (613).
// The explain view's content for one permanent, from the game state alone: each characteristic's
// printed value, every effect applied to it in layer order (its layer and sublayer in the rules'
// words, source, text, timestamp, rules, and why it came out of timestamp order), and the result.
import { byCharacteristic, derivationOf, layerLabel, objectAt, orderNote, ORIGIN, type CharacteristicName, type GameState, type Layer, type ObjectId } from '../../engine';

export type StepView = {
  layer: Layer;
  /** "Layer 7c — effects and counters that modify power and/or toughness" */
  layerLabel: string;
  source: string;
  /** The ability's or spell's text ("Target creature gets +3/+3 until end of turn."), or the counters ("1 +1/+1 counter"). */
  text: string;
  /** Absent for counters, which are not an effect with a timestamp of its own. */
  timestamp?: number;
  /** "a resolved spell or ability", and its rule (611.2). */
  origin: { text: string; rule: string };
  /** The rules that put it where it is: its layer's, 613.3 for a CDA, 613.7 timestamps, 613.8 a dependency. */
  rules: string[];
  before: string;
  after: string;
  /** A dependency (613.8a) or a loop (613.8b) that set its place. */
  order?: { text: string; rule: string };
};

export type CharacteristicView = { characteristic: CharacteristicName; label: string; printed: string; steps: StepView[]; result: string };

export type LayersView = { id: ObjectId; name: string; characteristics: CharacteristicView[] };

const LABEL: Record<CharacteristicName, string> = {
  name: 'Name',
  types: 'Types',
  colors: 'Colors',
  abilities: 'Abilities',
  power: 'Power',
  toughness: 'Toughness',
  controller: 'Controller',
};

/** The derivation of a permanent's characteristics, or null when it is not on the battlefield (any more: 400.7). */
export function layersView(s: GameState, id: ObjectId): LayersView | null {
  const o = objectAt(s, id);
  if (!o || o.zone !== 'battlefield') return null;
  const d = derivationOf(s, o);
  return {
    id,
    name: d.result.name,
    characteristics: byCharacteristic(s, d).map((c) => ({
      characteristic: c.characteristic,
      label: LABEL[c.characteristic],
      printed: c.printed,
      result: c.result,
      steps: c.steps.map(({ step, before, after }) => ({
        layer: step.layer,
        layerLabel: layerLabel(step.layer),
        source: step.origin === 'counters' ? 'Counters' : step.source.name,
        text: step.text,
        ...(step.origin === 'counters' ? {} : { timestamp: step.timestamp }),
        origin: ORIGIN[step.origin],
        rules: step.rules,
        before,
        after,
        ...(orderNote(step) ? { order: orderNote(step)! } : {}),
      })),
    })),
  };
}
