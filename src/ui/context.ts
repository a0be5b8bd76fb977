// The game store reaches components through context; selectors read the current state.
import { createContext, useContext, useRef } from 'react';
import { useStore } from 'zustand';
import type { GameState } from '../engine';
import { currentState, type GameStore, type GameStoreApi } from '../store/game';
import { shallowEqual } from './shallowEqual';

export const GameContext = createContext<GameStoreApi | null>(null);

export function useGameApi(): GameStoreApi {
  const api = useContext(GameContext);
  if (!api) throw new Error('useGameApi outside <GameContext>');
  return api;
}

/** Select from the store itself (timeline, refusal). The result must be stable or primitive. */
export function useGameStore<T>(selector: (s: GameStore) => T): T {
  return useStore(useGameApi(), selector);
}

/** Select from the current game state. The result must be stable or primitive. */
export function useGame<T>(selector: (s: GameState) => T): T {
  return useStore(useGameApi(), (s) => selector(currentState(s)));
}

/** Select a fresh object or array whose members are stable: compared member by member. */
export function useGameShallow<T>(selector: (s: GameState) => T): T {
  // As zustand's useShallow: the last selection is kept while the new one is equal, so the
  // snapshot is stable; compared with our allocation-free shallowEqual.
  const last = useRef<T | undefined>(undefined);
  return useStore(useGameApi(), (s: GameStore) => {
    const next = selector(currentState(s));
    return shallowEqual(last.current, next) ? (last.current as T) : (last.current = next);
  });
}
