// The compiler's door (DESIGN.md, "The Oracle compiler"): a card as the database gives it in, its
// syntax tree, the engine's definition and its support level out (SCENARIO.md, "Abilities the
// engine does not model"). Pure, and cached by name: a name has one Oracle text.
import { withOverload } from './overload';
import { withAwaken } from './awaken';
import { linkExiles } from './linkedExile';
import { SELF } from './normalize';
import type { AbilityDef, EffectDef } from '../engine/state/card';
import type { OracleCard, OracleFace } from './oracleCard';
import { readAbility } from './grammar/ability';
import { intrinsicAbilities, lowerAbility, lowerActivation, lowerTrigger, loyaltyCost } from './lower';
import { normalize, originalSpan, selfNames, type Normalized, type Span } from './normalize';
import { split } from './split';
import { striationAbility, striationMembers, striations } from './levelStriations';
import type { AbilityNode, CardTree, FaceTree } from './tree';

export type Support = 'full' | 'partial' | 'none';

export type Compiled = {
  tree: CardTree;
  /** The definition's abilities, of the card's first face (the face up by default), in Oracle
   * order: those the engine can't carry out are `unmodelled` entries in their place. */
  abilities: AbilityDef[];
  /** Each face's abilities, for cards with several faces (709, 712). */
  faces: AbilityDef[][];
  /** full: every ability lowered (a card with no text too); none: no ability; partial: some. */
  support: Support;
  /** The words of every ability the engine doesn't carry out, normalized. */
  unmodelled: string[];
};

/** The card's words for `span`, reminder text left out (207.2). */
function wordsOf(n: Normalized, span: Span): string {
  const s = originalSpan(n, span);
  let out = '';
  let at = s.start;
  for (const r of n.reminders) {
    if (r.end <= at || r.start >= s.end) continue;
    out += n.original.slice(at, r.start);
    at = r.end;
  }
  out += n.original.slice(at, s.end);
  return out.replace(/ {2,}/g, ' ').trim();
}

/** The unmodelled words of an ability the engine can't carry out: its unmodelled nodes, or all of it. */
function unmodelledWords(a: AbilityNode, text: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (o.kind === 'unmodelled') found.push(o.text as string);
      else Object.values(o).forEach(walk);
    }
  };
  walk(a);
  return found.length > 0 ? found : [a.kind === 'keyword' ? a.keyword : text.slice(a.span.start, a.span.end)];
}

/** An ability the engine can't carry out, kept in its place (`REF#N` counts it) with the sentences
 * a resolution shows one by one as `manual` steps (SCENARIO.md). */
function unmodelledAbility(node: AbilityNode, textOf: (x: { span: Span }) => string, isSpell: boolean, gated: boolean, normalized: string): AbilityDef {
  const text = textOf(node);
  const sentences = ('sentences' in node && node.sentences.length > 0 ? node.sentences.map(textOf) : [text]).map((t) => t[0].toUpperCase() + t.slice(1));
  const of = node.kind === 'modal' ? (isSpell ? 'spell' : 'static') : node.kind;
  // An ability gained at a level works only at that level, which the engine doesn't track (711.2b, 716.2b).
  if (gated) return { kind: 'unmodelled', text, of, sentences };
  // A trigger the grammar reads still triggers by itself; what it does is then carried out by hand.
  // 113.6m: an ability that moves its object out of the graveyard functions only there, where the
  // engine doesn't look for triggers: it must not trigger from the battlefield.
  const fromGraveyard = normalized.includes(`${SELF} from your graveyard`);
  const trigger = node.kind === 'triggered' && !fromGraveyard ? lowerTrigger(node.trigger) : null;
  const manual = sentences.map((t): EffectDef => ({ kind: 'manual', text: t, ability: text }));
  if (trigger) return { kind: 'triggered', text, trigger, effects: manual };
  // An activated ability whose cost is read can be activated, its cost paid, and its effect carried
  // out by hand; unless it might add mana: a mana ability doesn't use the stack (605.3b), and
  // resolving it as if it did would be wrong.
  const activation = node.kind === 'activated' && !/\b(add|mana)\b/i.test(text) ? lowerActivation(node) : null;
  if (activation) return { kind: 'activated', text, ...activation, effects: manual };
  // A loyalty ability whose effect isn't read is activated likewise (its cost is always read); a
  // loyalty ability is never a mana ability (605.1a).
  const loyalty = node.kind === 'loyalty' ? loyaltyCost(node.loyalty) : null;
  if (loyalty) return { kind: 'activated', text, cost: loyalty, effects: manual };
  return { kind: 'unmodelled', text, of, sentences };
}

/** A Class's "{1}{G}: Level 2" (716.2a). */
const CLASS_LEVEL = /^Level \d+$/;

/**
 * Which abilities a permanent has only at some class level: those after a Class's first level
 * ability (716.2b). The engine keeps no class levels, so none of them is lowered: a "Flying" after
 * "Level 2" lowered alone would fly at every level. A leveler's striations are read instead
 * (levelStriations.ts, 711.2).
 */
function gainedAtLevel(nodes: AbilityNode[], text: string): boolean[] {
  const words = (a: { span: Span }) => text.slice(a.span.start, a.span.end);
  const first = nodes.findIndex((a) => a.kind === 'activated' && a.sentences.length === 1 && CLASS_LEVEL.test(words(a.sentences[0])));
  return nodes.map((a, i) => first >= 0 && i > first);
}

type FaceResult = { tree: FaceTree; abilities: AbilityDef[]; lowered: number; total: number; unmodelled: string[] };

/** The face's text as the grammar reads it, its own names made the self-reference (201.5). */
export function normalizeFace(face: OracleFace, cardName: string): Normalized {
  const legendary = /\bLegendary\b/.test(face.typeLine);
  const names = [...selfNames(face.name, legendary), ...(cardName === face.name ? [] : [cardName])];
  return normalize(face.oracleText ?? '', names);
}

function compileFace(face: OracleFace, cardName: string): FaceResult {
  const n = normalizeFace(face, cardName);
  const isSpell = /\b(?:Instant|Sorcery)\b/.test(face.typeLine);
  const nodes = split(n.text).map((piece) => readAbility(n.text, piece, isSpell));
  const subtypes = face.typeLine.split(' — ')[1]?.split(' ') ?? [];
  const abilities = /\bLand\b/.test(face.typeLine) ? intrinsicAbilities(subtypes) : [];
  const unmodelled: string[] = [];
  let lowered = 0;
  const textOf = (x: { span: Span }) => wordsOf(n, x.span);
  const levels = striations(nodes);
  const members = striationMembers(levels);
  const gated = gainedAtLevel(nodes, n.text).map((g, i) => g || members.has(i));
  const read = nodes.map((node, i) => (gated[i] && !members.has(i) ? null : lowerAbility(node, textOf, /X/.test(face.manaCost ?? ''))));
  // 702.96b: an overload cost carries its spell's text with "each" for "target" (overload.ts).
  const lowerText = (node: AbilityNode, t: string) => lowerAbility(node, (x) => t.slice(x.span.start, x.span.end));
  // 702.113a: an awaken cost carries its spell's text followed by the awaken ability's (awaken.ts).
  // 607.2a: "the exiled card" of one ability is what another of the face exiled (linkedExile.ts).
  const defs = linkExiles(withAwaken(nodes, withOverload(nodes, read, n.text, lowerText), n.text, lowerText));
  const unread = (i: number) => {
    abilities.push(unmodelledAbility(nodes[i], textOf, isSpell, gated[i], n.text.slice(nodes[i].span.start, nodes[i].span.end)));
    unmodelled.push(...unmodelledWords(nodes[i], n.text));
  };
  nodes.forEach((node, i) => {
    if (members.has(i)) return; // 711.2: part of its level symbol's ability, below
    const st = levels.find((l) => l.symbol === i);
    const held = st ? [...(st.pt === null ? [] : [st.pt]), ...st.abilities] : [];
    const def = st ? striationAbility(st, nodes, defs, [i, ...held].map((j) => textOf(nodes[j])).join('\n')) : defs[i];
    if (def) {
      abilities.push(def);
      lowered += 1 + held.length;
    } else {
      unread(i);
      held.forEach(unread);
    }
  });
  return { tree: { name: face.name, text: n.text, abilities: nodes, reminders: n.reminders }, abilities, lowered, total: nodes.length, unmodelled };
}

/** The faces a card has: its own, or those the source lists (709, 712, 715). */
export function facesOf(card: OracleCard): OracleFace[] {
  return card.faces && card.faces.length > 0 ? card.faces : [card];
}

export function compileUncached(card: OracleCard): Compiled {
  const faces = facesOf(card).map((f) => compileFace(f, card.name));
  const lowered = faces.reduce((s, f) => s + f.lowered, 0);
  const total = faces.reduce((s, f) => s + f.total, 0);
  return {
    tree: { name: card.name, faces: faces.map((f) => f.tree) },
    abilities: faces[0].abilities,
    faces: faces.map((f) => f.abilities),
    support: lowered === total ? 'full' : lowered === 0 ? 'none' : 'partial',
    unmodelled: faces.flatMap((f) => f.unmodelled),
  };
}

const cache = new Map<string, Compiled>();

export function compileCard(card: OracleCard): Compiled {
  const hit = cache.get(card.name);
  if (hit) return hit;
  const compiled = compileUncached(card);
  cache.set(card.name, compiled);
  return compiled;
}
