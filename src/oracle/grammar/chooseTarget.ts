// "Choose target creature." (115.1): a target chosen for the sentences after it to name ("that
// creature": Harnessed Lightning's energy, Spiked Pit Trap's results table); it does nothing itself.
import type { EffectNode } from '../tree';
import { map, template, type Parser } from './primitives';
import { target } from './target';

export const chooseTarget: Parser<EffectNode> = map(template`Choose ${target}.`, ([what], span): EffectNode => ({ kind: 'chooseTarget', span, what }));
