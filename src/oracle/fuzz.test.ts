// Bad input (issue 13): mutated Oracle texts (random cuts, swaps and insertions of pieces of real
// texts, seeded) compile without throwing, and every word stays covered by a node.
import { describe, expect, it } from 'vitest';
import type { OracleCard } from './oracleCard';
import { compileUncached } from './compile';
import { readCardDatabase } from '../cards/databaseNode';
import { swallowed } from './swallow';

/** mulberry32: a small seeded generator, so a failure names the text that broke and repeats. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Texts with the hard pieces (reminder text, loyalty, bullets, quotes) mixed into the real ones.
const HARD = [
  'Flying, vigilance',
  '{T}: Add one mana of any color.',
  'Lightning Bolt deals 3 damage to any target.',
  'Choose one —\n• Counter target spell.\n• Draw a card.',
  '[+1]: Draw a card. (Reminder (nested) text.)\n[−2]: Scry 2.',
  'When this creature enters the battlefield, target player gains 3 life.',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)',
  '"Quoted: text." {T}, Sacrifice Kozilek: • — //',
];

function mutate(texts: string[], next: () => number): string {
  const pick = () => texts[Math.floor(next() * texts.length)];
  let t = pick();
  const steps = 1 + Math.floor(next() * 4);
  for (let s = 0; s < steps; s++) {
    const at = Math.floor(next() * (t.length + 1));
    const other = pick();
    const from = Math.floor(next() * (other.length + 1));
    const piece = other.slice(from, from + Math.floor(next() * 40));
    const kind = Math.floor(next() * 3);
    if (kind === 0) t = t.slice(0, at) + t.slice(at + Math.floor(next() * 30)); // cut
    else if (kind === 1) t = t.slice(0, at) + piece + t.slice(at); // insertion
    else t = t.slice(at) + '\n' + t.slice(0, at); // swap
  }
  return t;
}

describe('mutated Oracle texts', () => {
  it('10,000 compile without throwing, every word covered by a node', () => {
    const texts = [...HARD, ...readCardDatabase().cards.flatMap((c) => (c.oracleText ? [c.oracleText] : []))];
    const next = rng(13);
    const failures: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const oracleText = mutate(texts, next);
      const typeLine = next() < 0.3 ? 'Instant' : next() < 0.5 ? 'Legendary Creature — Eldrazi' : 'Land — Forest';
      const card: OracleCard = { name: next() < 0.5 ? 'Kozilek, Butcher of Truth' : `Fuzz ${i}`, typeLine, oracleText, layout: 'normal' };
      try {
        const missed = swallowed(card, compileUncached(card));
        if (missed.length > 0) failures.push(`${JSON.stringify(oracleText)}: ${missed.map((m) => m.word).join(' ')}`);
      } catch (e) {
        failures.push(`${JSON.stringify(oracleText)} threw ${String(e)}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    // 10,000 texts compiled and checked word by word: seconds on a shared machine.
  }, 60_000);
});
