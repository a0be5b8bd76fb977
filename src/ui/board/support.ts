// How much of a card the engine carries out, as the page shows it (SCENARIO.md, "Abilities the
// engine does not model"): its support level, each ability's status, and which stretches of its
// Oracle text are not modelled. Pure: from the card's definition alone.
import type { AbilityDef, CardDef } from '../../engine';

export type Support = 'full' | 'partial' | 'none';

/** The built-in pool has no level: all of it is modelled. */
export const supportOf = (def: CardDef): Support => def.support ?? 'full';

export const SUPPORT_LABEL: Record<Support, string> = { full: 'fully modelled', partial: 'partly modelled', none: 'not modelled' };

export const SUPPORT_TITLE: Record<Support, string> = {
  full: 'Modelled: the sandbox carries out all of this card’s text.',
  partial: 'Partly modelled: the sandbox doesn’t carry out the text underlined with dashes; carry it out by hand, with the builder’s edits.',
  none: 'Not modelled: the sandbox carries out none of this card’s text; carry it out by hand, with the builder’s edits.',
};

export const NOT_MODELLED_TITLE = 'Not modelled: the sandbox does not carry out this text; carry it out by hand with the builder’s edits.';

export type AbilityStatus = {
  /** The ability's index in the card's abilities, as the `trigger` edit and `REF#N` count them. */
  index: number;
  text: string;
  status: 'modelled' | 'partly' | 'not';
  /** The sentences of it that are carried out by hand. */
  manual: string[];
  /** A triggered ability, modelled or not: the `trigger` edit can put it on the stack. */
  triggered: boolean;
};

function manualSentences(a: AbilityDef): string[] {
  if (a.kind === 'unmodelled') return a.sentences;
  if (a.kind === 'spell' || a.kind === 'activated' || a.kind === 'triggered') return a.effects.flatMap((e) => (e.kind === 'manual' ? [e.text] : []));
  return [];
}

/** Each ability with its status, in Oracle order. */
export function abilityStatuses(def: CardDef): AbilityStatus[] {
  return def.abilities.map((a, index) => {
    const manual = manualSentences(a);
    const status = a.kind === 'unmodelled' ? 'not' : manual.length ? 'partly' : 'modelled';
    return { index, text: a.text, status, manual, triggered: a.kind === 'triggered' || (a.kind === 'unmodelled' && a.of === 'triggered') };
  });
}

/** The stretches of text not modelled: unmodelled abilities whole, and the sentences of others carried out by hand. */
export function unmodelledTexts(def: CardDef): string[] {
  return def.abilities.flatMap((a) => (a.kind === 'unmodelled' ? [a.text] : manualSentences(a)));
}

export type Segment = { text: string; unmodelled: boolean };

/**
 * The Oracle text cut where it is not modelled. A sentence carried out by hand is written as a
 * sentence of its own ("Reveal the top card…") where the Oracle text continues one ("…, reveal the
 * top card…"), so it is found regardless of case; text not found is not marked (the ability list says it).
 */
export function oracleSegments(oracle: string, texts: readonly string[]): Segment[] {
  const lower = oracle.toLowerCase();
  const ranges: [number, number][] = [];
  for (const t of texts) {
    const needle = t.trim().toLowerCase();
    if (!needle) continue;
    let at = lower.indexOf(needle);
    let len = needle.length;
    if (at < 0 && needle.endsWith('.')) {
      at = lower.indexOf(needle.slice(0, -1));
      len = needle.length - 1;
    }
    if (at >= 0) ranges.push([at, at + len]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const out: Segment[] = [];
  let pos = 0;
  for (const [from, to] of ranges) {
    if (to <= pos) continue;
    let start = Math.max(from, pos);
    const last = out.at(-1);
    // Marked stretches with only spaces between them join into one.
    if (last?.unmodelled && /^\s*$/.test(oracle.slice(pos, start))) start = pos;
    if (start > pos) out.push({ text: oracle.slice(pos, start), unmodelled: false });
    if (last?.unmodelled && start === pos) last.text += oracle.slice(start, to);
    else out.push({ text: oracle.slice(start, to), unmodelled: true });
    pos = to;
  }
  if (pos < oracle.length || out.length === 0) out.push({ text: oracle.slice(pos), unmodelled: false });
  return out;
}
