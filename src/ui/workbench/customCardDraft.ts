// The builder's custom card form as a card (SCENARIO.md, `cards`): its fields checked as a
// document's `cards` are, then built from the Oracle text as any card is. Pure; never throws, so
// no text typed can break the page: what can't be built says why.
import type { CardDef, CustomCard } from '../../engine';
import { customDefinition } from '../../cards/custom';
import { parseCustomCards } from '../../scenario/customCards';
import { ScenarioError } from '../../scenario/errors';

export const FIELDS = ['name', 'manaCost', 'typeLine', 'oracle', 'power', 'toughness', 'loyalty', 'colorIndicator'] as const;
export type Fields = Record<(typeof FIELDS)[number], string>;
export const LABELS: Fields = { name: 'Name', manaCost: 'Mana cost', typeLine: 'Type line', oracle: 'Oracle text', power: 'Power', toughness: 'Toughness', loyalty: 'Loyalty', colorIndicator: 'Color indicator' };
export const EMPTY: Fields = { name: '', manaCost: '', typeLine: '', oracle: '', power: '', toughness: '', loyalty: '', colorIndicator: '' };

/** The fields a custom card with one face fills (a card with several faces is kept whole). */
export function fieldsOf(card: CustomCard): Fields {
  const out = { ...EMPTY };
  for (const k of FIELDS) if (typeof card[k] === 'string') out[k] = card[k];
  return out;
}

/** The card the fields (or a card with several faces) describe, or why it can't be built. */
export function compileCustom(fields: Fields, whole: CustomCard | null = null): { def: CardDef } | { problem: string } {
  const card: Record<string, unknown> = whole ? { ...whole } : {};
  if (!whole) for (const k of FIELDS) if (fields[k].trim() !== '') card[k] = fields[k].trim();
  if (!card.name) return { problem: 'A custom card needs a name.' };
  if (!card.typeLine) return { problem: 'A custom card needs a type line, like “Instant” or “Creature — Goblin”.' };
  try {
    return { def: customDefinition(parseCustomCards([card as Record<string, string>], 'card')[0]) };
  } catch (e) {
    if (!(e instanceof ScenarioError)) return { problem: `This card can't be built: ${e instanceof Error ? e.message : String(e)}` };
    // The field path reads "card[0].manaCost": said in the form's words.
    const field = e.path.replace(/^card\[0\]\.?/, '') as keyof Fields;
    return { problem: LABELS[field] ? `${LABELS[field]}: ${e.reason}` : e.message };
  }
}
