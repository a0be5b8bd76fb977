// Trigger conditions read as a whole when trigger.ts's own events don't read them (603.2): a
// permanent named by a type, a subtype or both, with its qualities ("another Zombie", "a nontoken
// Elf", "a Cartouche", "an artifact you control"), entering under your or an opponent's control
// (603.6a), dying (700.4) or put into a graveyard (yours, an opponent's) from the battlefield
// (603.6c, 603.10a); "When" for "Whenever" (the same event, 603.2); a spell cast during your or
// an opponent's turn, or your first during each opponent's turn (601.2i); either of two events
// ("When you cycle ~ or it dies", "Whenever you cast a black spell or a Swamp enters under your
// control", 603.2); and state triggers ("When you control no Islands", 603.8).
import { SELF } from '../normalize';
import type { CardType, Color } from '../../engine/state/card';
import type { TriggerNode } from '../tree';
import { singularSubtype } from './keyword';
import { noun, WHICH, PERMANENT_TYPES } from './triggerNoun';
import { actionTrigger } from './triggerActions';
import { attachedEvents, attackDeclared, blockedByKind, creatureAttacks, permanentActs } from './triggerCombat';
import { alt, lit, map, re, template, whole, type Parser } from './primitives';

const WHEN = alt(lit('Whenever '), lit('When '));

type PermanentEvent = { what: 'enters'; whose: 'you' | 'opponent' | 'any' } | { what: 'dies' } | { what: 'toGraveyard'; graveyard?: 'yours' | 'opponents' };

const permanentEvent: Parser<PermanentEvent> = alt<PermanentEvent>(
  map(lit(' enters under your control'), () => ({ what: 'enters', whose: 'you' })),
  map(lit(" enters under an opponent's control"), () => ({ what: 'enters', whose: 'opponent' })),
  map(lit(' enters'), () => ({ what: 'enters', whose: 'any' })),
  map(lit(' dies'), () => ({ what: 'dies' })),
  map(re(/ is put into (a|your|an opponent's) graveyard from the battlefield/), (m) => ({
    what: 'toGraveyard',
    ...(m[1] === 'your' ? { graveyard: 'yours' as const } : m[1] === 'a' ? {} : { graveyard: 'opponents' as const }),
  })),
);

/** The subject and its event, with or without "Whenever" (the second of two events has none). */
const subjectEvent = (lead: Parser<unknown>): Parser<TriggerNode> =>
  map(template`${lead}${WHICH}${noun}${permanentEvent}`, ([, which, subject, e], span): TriggerNode => {
    const other = which === 'another ';
    // 700.4: "dies" is a creature's: a subtype alone then names a creature.
    const types = e.what === 'dies' && subject.subtypeOnly ? ['Creature' as const] : subject.types;
    const quality = subject.quality ? { quality: subject.quality } : {};
    if (e.what === 'enters') {
      return { kind: 'trigger', span, event: 'permanentEnters', permanents: types, ...quality, other, yours: e.whose === 'you', ...(e.whose === 'opponent' ? { opponents: true } : {}) };
    }
    return { kind: 'trigger', span, event: 'permanentDies', permanents: types, ...quality, other, ...(e.what === 'toGraveyard' && e.graveyard ? { graveyard: e.graveyard } : {}) };
  });

/** "When you cycle ~ or it dies" (702.29c, 700.4), "When ~ enters or is turned face up" (603.6a, 708.8). */
const ownEither: Parser<TriggerNode> = alt<TriggerNode>(
  map(lit(`When you cycle ${SELF} or it dies`), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [{ kind: 'trigger', span, event: 'cycled', who: 'self' }, { kind: 'trigger', span, event: 'dies' }],
  })),
  // 508.3a, 115.1: "becomes the target of a spell", not of an ability.
  map(lit(`Whenever ${SELF} attacks or becomes the target of a spell`), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [{ kind: 'trigger', span, event: 'attacks' }, { kind: 'trigger', span, event: 'becomesTarget', byOpponent: false, bySpell: true }],
  })),
  map(lit(`When ${SELF} enters or is turned face up`), (_, span): TriggerNode => ({
    kind: 'triggers',
    span,
    events: [{ kind: 'trigger', span, event: 'enters' }, { kind: 'trigger', span, event: 'turnedFaceUp' }],
  })),
);

const COLORS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const SPELL_TYPES: Record<string, CardType> = { creature: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', planeswalker: 'Planeswalker', instant: 'Instant', sorcery: 'Sorcery' };
const ALL_SPELL_TYPES: CardType[] = [...Object.values(SPELL_TYPES), 'Battle', 'Kindred'];
const COLOR = `(?:${Object.keys(COLORS).join('|')})`;
const TYPE = `(?:${Object.keys(SPELL_TYPES).join('|')})`;

/**
 * "a blue or black spell", "a multicolored instant or sorcery spell", "a nonartifact spell", "a
 * Goblin spell", "an artifact or enchantment spell" by you, a player or an opponent (601.2i; 105.2,
 * 105.4, 205.2a, 205.3, 205.4b): the words the other cast conditions don't read.
 */
const castSpell: Parser<TriggerNode> = map(
  re(new RegExp(`When(?:ever)? (you cast|a player casts|an opponent casts) an? (?:(${COLOR}(?: or ${COLOR})?|multicolored|non${TYPE}) )?(?:(${TYPE}(?: or ${TYPE})?|[A-Z][a-z]+(?: or [A-Z][a-z]+)?) )?spell(?![\\w-])`)),
  (m, span): TriggerNode => {
    const who = m[1] === 'you cast' ? {} : m[1] === 'a player casts' ? { anyPlayer: true } : { opponent: true };
    const adj = m[2];
    const quality = !adj
      ? {}
      : adj === 'multicolored'
        ? { multicolored: true }
        : adj.startsWith('non')
          ? { notTypes: [SPELL_TYPES[adj.slice(3)]] }
          : { colors: adj.split(' or ').map((c) => COLORS[c]) };
    const kind = m[3];
    const typed = kind && /^[a-z]/.test(kind) ? { spellTypes: kind.split(' or ').map((t) => SPELL_TYPES[t]) } : { spellTypes: ALL_SPELL_TYPES };
    const subtyped = kind && /^[A-Z]/.test(kind) ? { subtypes: kind.split(' or ') } : {};
    return { kind: 'trigger', span, event: 'cast', ...typed, ...quality, ...subtyped, ...who };
  },
);

/** Any cast condition read by trigger.ts, with "When" for "Whenever" (603.2). */
function castCondition(event: Parser<TriggerNode>, text: string, start: number, end: number): TriggerNode | null {
  const own = whole(castSpell, text, start, end);
  if (own) return own;
  const when = text.startsWith('When ', start) ? 'When ' : text.startsWith('Whenever ', start) ? 'Whenever ' : null;
  if (!when) return null;
  const shadow = `${text.slice(0, start)}Whenever ${text.slice(start + when.length, end)}`;
  const r = whole(event, shadow, start, end + 9 - when.length);
  return r && r.kind === 'trigger' && r.event === 'cast' ? { ...r, span: { start, end } } : null;
}

type CastNode = Extract<TriggerNode, { event: 'cast' }>;
/** Words after a cast condition: whose turn (102.1), the zone it is cast from (601.2a). */
const CAST_SUFFIXES: [string, Partial<CastNode>][] = [
  [' during your turn', { turn: 'yours' }],
  [" during an opponent's turn", { turn: 'opponents' }],
  [' from your graveyard', { from: 'graveyard' }],
  [' from a graveyard', { from: 'graveyard' }],
  [' from anywhere other than your hand', { from: 'notHand' }],
  [' from anywhere other than their hand', { from: 'notHand' }],
];

/**
 * "Whenever you cast a spell during an opponent's turn", "an opponent casts a blue spell during your
 * turn" (601.2i, 102.1), "a spell from your graveyard" (601.2a), "a kicked spell" (702.33d).
 */
function castWith(event: Parser<TriggerNode>, text: string, start: number, end: number): TriggerNode | null {
  const cond = text.slice(start, end);
  // The first spell its caster casts during that turn (nthThisTurn counts the caster's spells this turn).
  if (/^When(?:ever)? you cast your first spell during each opponent's turn$/.test(cond)) {
    return { kind: 'trigger', span: { start, end }, event: 'cast', spellTypes: ALL_SPELL_TYPES, nthThisTurn: 1, turn: 'opponents' };
  }
  if (/^Whenever you cast a kicked spell$/.test(cond)) return { kind: 'trigger', span: { start, end }, event: 'cast', spellTypes: ALL_SPELL_TYPES, kicked: true };
  for (const [words, extra] of CAST_SUFFIXES) {
    if (!cond.endsWith(words)) continue;
    const r = castCondition(event, text, start, end - words.length);
    // "from a graveyard" is any player's (a player casting it from their own).
    if (words === ' from a graveyard' && !(r && r.kind === 'trigger' && r.event === 'cast' && r.anyPlayer)) return null;
    if (words === ' from your graveyard' && r && r.kind === 'trigger' && r.event === 'cast' && (r.anyPlayer || r.opponent)) return null;
    return r && r.kind === 'trigger' && r.event === 'cast' && !r.turn && !r.from ? { ...r, span: { start, end }, ...extra } : null;
  }
  return null;
}

const PLURAL_TYPES: Record<string, CardType> = { artifacts: 'Artifact', creatures: 'Creature', enchantments: 'Enchantment', lands: 'Land', planeswalkers: 'Planeswalker' };
const LAND_TYPES: Record<string, string> = { Plains: 'Plains', Islands: 'Island', Swamps: 'Swamp', Mountains: 'Mountain', Forests: 'Forest' };

/** "When you control no Islands", "no other creatures", "no artifacts" (603.8): none of them. */
const stateTrigger: Parser<TriggerNode> = map(re(/When you control no (other )?([A-Za-z]+)$/), (m, span): TriggerNode | null => {
  const word = m[2];
  const other = m[1] !== undefined;
  if (word === 'permanents') return { kind: 'trigger', span, event: 'controlsNone', permanents: [...PERMANENT_TYPES], other };
  if (PLURAL_TYPES[word]) return { kind: 'trigger', span, event: 'controlsNone', permanents: [PLURAL_TYPES[word]], other };
  const subtype = LAND_TYPES[word] ?? singularSubtype(word);
  return subtype ? { kind: 'trigger', span, event: 'controlsNone', permanents: [...PERMANENT_TYPES], quality: { subtypes: [subtype] }, other } : null;
}) as Parser<TriggerNode>;

/** One whole condition of this file's, or of trigger.ts's `event` when it reads it whole. */
function one(event: Parser<TriggerNode>, text: string, start: number, end: number): TriggerNode | null {
  return (
    whole(event, text, start, end) ??
    whole(alt(subjectEvent(WHEN), ownEither, stateTriggerChecked, actionTrigger, creatureAttacks, attachedEvents, permanentActs, attackDeclaredChecked, blockedByKind), text, start, end) ??
    castWith(event, text, start, end) ??
    castCondition(event, text, start, end)
  );
}

/** A parser whose map may answer null (an unread subtype): no node then. */
const attackDeclaredChecked: Parser<TriggerNode> = (text, at) => {
  const r = attackDeclared(text, at);
  return r && r.value ? r : null;
};

const stateTriggerChecked: Parser<TriggerNode> = (text, at) => {
  const r = stateTrigger(text, at);
  return r && r.value ? r : null;
};

/**
 * A condition trigger.ts's own events don't read whole: one of this file's, or two events joined
 * by "or" ("Whenever you cast a white spell or a Plains enters under your control", 603.2).
 */
export function readSubjectTrigger(event: Parser<TriggerNode>, text: string, start: number, end: number): TriggerNode | null {
  const single = one(event, text, start, end);
  if (single) return single;
  for (let or = text.indexOf(' or ', start); or >= 0 && or < end; or = text.indexOf(' or ', or + 1)) {
    const first = one(event, text, start, or);
    const second = first && whole(subjectEvent(lit('')), text, or + 4, end);
    if (first && second) return { kind: 'triggers', span: { start, end }, events: [first, second] };
  }
  return null;
}
