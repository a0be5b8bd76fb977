// Stage 4 for "until end of turn" effects (611.2a): a sentence's parts into the engine's effects,
// in the text's order, each on the same objects: "gets +3/+3" in layer 7c (613.4c), "gains flying"
// in layer 6 (613.1f). A keyword the engine doesn't carry out leaves the sentence unmodelled.
import type { AbilityDef, Affected, Amount, EffectDef } from '../engine/state/card';
import { ENGINE_KEYWORDS } from './engineKeywords';
import { landwalkOf } from './landwalk';
import { perEach } from './lowerStatic';
import type { GrantedKeywordNode, PtChangeNode, UntilEndOfTurnNode } from './tree';

/** A change of power or toughness; X is the spell's or ability's, read as it resolves (611.2d). */
function change(v: PtChangeNode['power'], x: boolean): Amount | null {
  if (typeof v === 'number') return v;
  if (!x) return null;
  return v === 'X' ? { of: 'x' } : { of: 'negated', amount: { of: 'x' } };
}

/**
 * A keyword the engine carries out, as a granted ability. Not ward: the engine finds a triggered
 * ability by its index on the card, which a granted ward has not.
 */
export function granted(k: GrantedKeywordNode): AbilityDef | null {
  const text = `${k.keyword[0].toUpperCase()}${k.keyword.slice(1)}${k.parameter ? ` ${k.parameter}` : ''}`;
  // 702.14a: "islandwalk", "nonbasic landwalk": the lands it names.
  const walk = k.parameter === undefined && ENGINE_KEYWORDS.includes('landwalk') ? landwalkOf(k.keyword) : null;
  if (walk) return { kind: 'keyword', keyword: 'landwalk', text, landwalk: walk };
  const keyword = ENGINE_KEYWORDS.find((known) => known === k.keyword);
  if (!keyword || keyword === 'ward') return null;
  if (keyword === 'protection') return k.protection ? { kind: 'keyword', keyword, text, protection: structuredClone(k.protection) } : null;
  return k.parameter === undefined ? { kind: 'keyword', keyword, text } : null;
}

/** `what`: the objects the sentence names, lowered; `hasX`: whether the cost announces the X it reads (107.3a). */
export function untilEndOfTurnEffects(e: UntilEndOfTurnNode, what: Affected | null, hasX: boolean, per?: Amount): EffectDef[] | null {
  if (!what) return null;
  const out: EffectDef[] = [];
  for (const part of e.parts) {
    if (Array.isArray(part)) {
      // "gains protection from the color of your choice" (608.2d): alone, chosen as it resolves.
      const ofChoice = part.length === 1 ? part[0].colorOfChoice : undefined;
      if (ofChoice) {
        out.push({ kind: 'protectionOfChoice', what: structuredClone(what), chooser: ofChoice === 'you' ? 'controller' : 'itsController', duration: 'endOfTurn' });
        continue;
      }
      const abilities = part.map(granted);
      if (abilities.some((a) => a === null)) return null;
      out.push({ kind: 'grant', what: structuredClone(what), abilities: abilities as AbilityDef[], duration: 'endOfTurn' });
      continue;
    }
    // "+1/+1 until end of turn for each ...": each fixed change times the number (608.2h).
    const power = per === undefined ? change(part.power, hasX) : typeof part.power === 'number' ? perEach(part.power, per) : null;
    const toughness = per === undefined ? change(part.toughness, hasX) : typeof part.toughness === 'number' ? perEach(part.toughness, per) : null;
    if (power === null || toughness === null) return null;
    out.push({ kind: 'pump', what: structuredClone(what), power, toughness, duration: 'endOfTurn' });
  }
  return out;
}
