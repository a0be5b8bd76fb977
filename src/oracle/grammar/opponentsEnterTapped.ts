// "Creatures your opponents control enter tapped." (Authority of the Consuls), "Artifacts,
// creatures, and lands your opponents control enter tapped." (Kismet): a replacement effect of this
// permanent on others entering the battlefield (614.1c), checked against each permanent as it would
// exist on the battlefield (614.12).
import type { CardType } from '../../engine/state/card';
import type { StaticNode } from '../tree';
import { map, re, type Parser } from './primitives';

const PLURAL: Record<string, CardType> = { artifacts: 'Artifact', creatures: 'Creature', lands: 'Land', enchantments: 'Enchantment', planeswalkers: 'Planeswalker' };
const TYPE = '(?:artifacts|creatures|lands|enchantments|planeswalkers)';

export const opponentsEnterTapped: Parser<StaticNode> = map(
  re(new RegExp(`(${TYPE}(?:(?:, ${TYPE})*,? and ${TYPE})?) your opponents control enter tapped\\.`, 'i')),
  (m, span) => ({ kind: 'opponentsEnterTapped', span, types: [...m[1].toLowerCase().matchAll(new RegExp(TYPE, 'g'))].map((t) => PLURAL[t[0]]) }),
);
