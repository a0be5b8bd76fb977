import { describe, expect, it } from 'vitest';
import { split } from './split';

const texts = (text: string) =>
  split(text).map((p) => (p.kind === 'keyword' ? `kw:${text.slice(p.read.start, p.read.end)}` : [text.slice(p.span.start, p.span.end), ...p.bullets.map((b) => `• ${text.slice(b.start, b.end)}`)].join(' | ')));

describe('split: abilities as the rules count them (113, REF#N)', () => {
  it('makes each keyword of a keyword line one ability', () => {
    expect(texts('Flying, vigilance')).toEqual(['kw:Flying', 'kw:vigilance']);
    expect(texts('Flying\nFirst strike, protection from red')).toEqual(['kw:Flying', 'kw:First strike', 'kw:protection from red']);
    expect(texts('Equip {2}\nCycling {1}{U}')).toEqual(['kw:Equip {2}', 'kw:Cycling {1}{U}']);
    expect(texts('Ward—Pay 3 life.')).toEqual(['kw:Ward—Pay 3 life.']);
  });

  it('keeps every other paragraph one ability, a sentence starting with a keyword\'s word included', () => {
    expect(texts('{T}: Add {G}.\nWhen ~ enters, draw a card.\nFlying creatures you control get +1/+1.')).toEqual([
      '{T}: Add {G}.',
      'When ~ enters, draw a card.',
      'Flying creatures you control get +1/+1.',
    ]);
  });

  it('gives the bullets of a modal paragraph to it (700.2)', () => {
    expect(texts('Choose one —\n• Draw a card.\n• Scry 2.\nFlash')).toEqual(['Choose one — | • Draw a card. | • Scry 2.', 'kw:Flash']);
  });

  it('leaves out lines that held only reminder text, and spaces around a paragraph', () => {
    expect(texts('\nDraw a card. \n')).toEqual(['Draw a card.']);
  });
});
