// Trigger conditions on what players do (603.2): "Whenever you sacrifice a Clue", "a player
// sacrifices another permanent" (701.21a), "Whenever you scry" (701.22d), "Whenever you surveil"
// (701.25), "Whenever you cycle another card" (702.29c), "Whenever a permanent is turned face up" (708.8).
import type { TriggerNode } from '../tree';
import { SELF } from '../normalize';
import { alt, lit, map, re, template, type Parser } from './primitives';
import { noun, WHICH } from './triggerNoun';

const WHEN = alt(lit('Whenever '), lit('When '));

const sacrificed: Parser<TriggerNode> = map(
  template`${WHEN}${alt(lit('you sacrifice '), lit('a player sacrifices '))}${WHICH}${noun}`,
  ([, who, which, subject], span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'sacrificed',
    permanents: subject.types,
    ...(subject.quality ? { quality: subject.quality } : {}),
    other: which === 'another ',
    who: who === 'you sacrifice ' ? 'you' : 'any',
  }),
);

const acts: Parser<TriggerNode> = alt<TriggerNode>(
  map(lit('Whenever you scry'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'playerActs', action: 'scry' })),
  map(lit('Whenever you surveil'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'playerActs', action: 'surveil' })),
  map(lit('Whenever an opponent gains life'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'playerLife', change: 'gain', who: 'opponent' })),
  map(lit('Whenever an opponent loses life'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'playerLife', change: 'lose', who: 'opponent' })),
  map(lit('Whenever you lose life'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'playerLife', change: 'lose', who: 'you' })),
  // 115.1: "of a spell": not of an ability; "a spell you control", "... an opponent controls".
  map(re(new RegExp(`When(?:ever)? ${SELF} becomes the target of a spell( an opponent controls| you control)?$`)), (m, span): TriggerNode => ({
    kind: 'trigger',
    span,
    event: 'becomesTarget',
    byOpponent: m[1] === ' an opponent controls',
    bySpell: true,
    ...(m[1] === ' you control' ? { byYou: true } : {}),
  })),
  // The watcher is on the battlefield, so any card cycled (from a hand) is another card.
  map(lit('Whenever you cycle another card'), (_, span): TriggerNode => ({ kind: 'trigger', span, event: 'cycled', who: 'you' })),
);

const faceUp: Parser<TriggerNode> = map(template`Whenever ${WHICH}${noun} is turned face up`, ([which, subject], span): TriggerNode => ({
  kind: 'trigger',
  span,
  event: 'permanentTurnedFaceUp',
  permanents: subject.types,
  ...(subject.quality ? { quality: subject.quality } : {}),
  other: which === 'another ',
}));

export const actionTrigger: Parser<TriggerNode> = alt(sacrificed, acts, faceUp);
