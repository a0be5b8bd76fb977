// The workbench around the table: which panels are open, the card selected for editing, the
// scenario being learned, the card being explained, the permanent whose layers are shown, and the notices shown above the table. Page
// state only, apart from the game's timeline (DESIGN.md, "The store").
import { create } from 'zustand';
import type { ObjectId } from '../engine';

/** A message above the table; one of each kind at a time. */
export type Notice = {
  /**
   * scenarioError: a bad link, file or address (role alert); setAside: an unreadable autosave;
   * replaced: a game another took the place of (kept in recent games); storage: recent games
   * dropped for room; unsaved: a save that failed (or works again); saveConflict: the game
   * opened or saved in another tab too; info: anything else.
   */
  kind: 'scenarioError' | 'setAside' | 'replaced' | 'storage' | 'unsaved' | 'saveConflict' | 'info';
  title: string;
  text: string;
  /** For a ScenarioError: the field that is wrong (`players[0].hand[1].card`). */
  field?: string;
  /** For a replaced game: the recent game that "Restore" opens (recent.ts). */
  restore?: string;
};

/** A gallery scenario played step by step beside its ruling text. */
export type Learn = {
  name: string;
  description: string;
  /** The timeline's nodes along the scenario's script, from the start position. */
  path: number[];
  /** The script stopped early: where and why. */
  stopped?: string;
};

/** The object whose details are shown, and where on the screen its card is. */
export type Explained = {
  id: ObjectId;
  rect: { left: number; right: number; top: number; bottom: number };
  /** Opened by a long press (touch): it stays until Escape, its Close button or a tap outside. */
  pinned?: boolean;
};

type PageState = {
  /** The column beside the board: the builder, a scenario being learned, or a permanent's layers (explain/). */
  side: 'build' | 'learn' | 'layers' | null;
  gallery: boolean;
  files: boolean;
  tab: 'log' | 'timeline';
  notices: Notice[];
  learn: Learn | null;
  /** The builder's select mode: a click on a card selects it for editing instead of playing it. */
  selecting: boolean;
  selected: ObjectId | null;
  explained: Explained | null;
  /** The permanent whose characteristics are derived in the layers column (613). */
  layersOf: ObjectId | null;
  setSide: (side: PageState['side']) => void;
  setGallery: (open: boolean) => void;
  setFiles: (open: boolean) => void;
  setTab: (tab: PageState['tab']) => void;
  notify: (n: Notice) => void;
  dismiss: (kind: Notice['kind']) => void;
  setLearn: (l: Learn | null) => void;
  setSelecting: (on: boolean) => void;
  select: (id: ObjectId | null) => void;
  explain: (e: Explained | null) => void;
  /** Open the layers column for a permanent; null closes it, back to the scenario being learned if there is one. */
  showLayers: (id: ObjectId | null) => void;
};

export const usePage = create<PageState>()((set) => ({
  side: null,
  gallery: false,
  files: false,
  tab: 'log',
  notices: [],
  learn: null,
  selecting: false,
  selected: null,
  explained: null,
  layersOf: null,
  setSide: (side) => set(side === 'build' ? { side } : { side, selecting: false, selected: null }),
  setGallery: (gallery) => set({ gallery }),
  setFiles: (files) => set({ files }),
  setTab: (tab) => set({ tab }),
  notify: (n) => set((p) => ({ notices: [...p.notices.filter((o) => o.kind !== n.kind), n] })),
  dismiss: (kind) => set((p) => ({ notices: p.notices.filter((o) => o.kind !== kind) })),
  setLearn: (learn) => set(learn ? { learn, side: 'learn' } : (p) => ({ learn, side: p.side === 'learn' ? null : p.side })),
  setSelecting: (selecting) => set(selecting ? { selecting } : { selecting, selected: null }),
  select: (selected) => set({ selected }),
  explain: (explained) => set({ explained }),
  showLayers: (layersOf) =>
    set(layersOf ? { layersOf, side: 'layers', selecting: false, selected: null } : (p) => ({ layersOf, side: p.side !== 'layers' ? p.side : p.learn ? 'learn' : null })),
}));
