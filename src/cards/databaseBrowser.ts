// The card database in the page: fetched once, on first need, from the committed file the build
// copies from public/cards/. It is data, not code: the page's JavaScript doesn't grow with it.
import { decodeCards, indexCards, type CardDatabase } from './database';

export const CARDS_URL = `${import.meta.env.BASE_URL}cards/cards.json`;

let loading: Promise<CardDatabase> | null = null;

export function fetchCardDatabase(): Promise<CardDatabase> {
  loading ??= fetch(CARDS_URL)
    .then((r) => {
      if (!r.ok) throw new Error(`The card database could not be loaded (${CARDS_URL}: HTTP ${r.status}).`);
      return r.text();
    })
    .then((text) => indexCards(decodeCards(text)))
    .catch((e: unknown) => {
      // A failed load is not remembered: the next need tries again (the user may be back online).
      loading = null;
      throw e;
    });
  return loading;
}
