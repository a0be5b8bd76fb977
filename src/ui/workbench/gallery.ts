// The gallery's list of scenarios (public/scenario-index.json, written by
// scripts/scenario-index.mjs) and its groups, in the order a newcomer meets them.
import { pathTo } from '../../store/timeline';
import type { GameStoreApi } from '../../store/game';
import { openScenario, scenarioErrorNotice } from '../session/openGame';
import { usePage } from '../pageStore';
import { fetchScenario } from '../session/scenarioUrl';

export type GalleryEntry = { path: string; group: string; name: string; description: string };

const GROUPS: Record<string, string> = {
  '': 'Demo',
  basics: 'Basics',
  mana: 'Mana',
  casting: 'Casting',
  lands: 'Lands',
  combat: 'Combat',
  'combat-rulings': 'Combat rulings',
  keywords: 'Keywords',
  planeswalkers: 'Planeswalkers',
  x: 'X',
  triggers: 'Triggers',
  copies: 'Copies',
  'effects-until-end-of-turn': 'Until end of turn',
  regeneration: 'Regeneration',
  layers: 'Layers: the examples of 613',
  'layers-static': 'Layers: static abilities',
  'layers-resolved': 'Layers: effects of spells and abilities',
  'copies-layer1': 'Copies of permanents (layer 1)',
  'auras-equipment': 'Auras and Equipment',
  effects: 'Effects read from Oracle text',
  'small-families': 'More effects read from Oracle text',
  costs: 'Costs',
  cards: 'Cards of the database',
  seeds: 'Seed rulings',
  'seeds/multiplayer': 'Seed rulings: multiplayer',
  random: 'Chance, asked or re-seeded',
  ui: 'Positions of the browser tests',
};
const ORDER = Object.keys(GROUPS);

export function groupName(group: string): string {
  return GROUPS[group] ?? group.replace(/^./, (c) => c.toUpperCase());
}

/** The entries by group, known groups first in their order, the others after by name. */
export function grouped(entries: readonly GalleryEntry[]): [string, GalleryEntry[]][] {
  const by = new Map<string, GalleryEntry[]>();
  for (const e of entries) by.set(e.group, [...(by.get(e.group) ?? []), e]);
  const rank = (g: string) => (ORDER.includes(g) ? ORDER.indexOf(g) : ORDER.length);
  return [...by].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

let index: Promise<GalleryEntry[]> | null = null;

export function galleryIndex(): Promise<GalleryEntry[]> {
  index ??= fetch(`${import.meta.env.BASE_URL}scenario-index.json`).then((r) => {
    if (!r.ok) throw new Error(`the gallery's index could not be loaded (${r.status} ${r.statusText})`);
    return r.json() as Promise<GalleryEntry[]>;
  });
  index.catch(() => (index = null));
  return index;
}

/** Open a gallery scenario: its position only, or (`learn`) its script to step through. */
export async function openEntry(api: GameStoreApi, e: GalleryEntry, learn: boolean): Promise<boolean> {
  const page = usePage.getState();
  try {
    const sc = await fetchScenario(e.path);
    const imported = openScenario(api, sc, learn ? 'learn' : 'position');
    page.dismiss('scenarioError');
    if (learn) {
      const stopped = imported.stoppedAt && `The script stops at its action ${imported.stoppedAt.index + 1}: ${imported.stoppedAt.reason}`;
      page.setLearn({ name: sc.name, description: sc.description ?? '', path: pathTo(imported.timeline, imported.cursor).map((n) => n.id), stopped });
    }
    return true;
  } catch (err) {
    page.notify(scenarioErrorNotice(`The scenario ${e.path}`, err));
    return false;
  }
}
