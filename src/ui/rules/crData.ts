// The complete Comprehensive Rules for the page: public/rules/cr.json (written by `npm run rules`),
// fetched on the first opening of the Rules panel so the page itself starts small, indexed once
// for the search. Until it arrives (or if it can't), the cited rules' texts (texts.json) stand in.
import { useEffect, useState } from 'react';
import textsUrl from '../../rules/texts.json?url';
import type { RuleTexts } from '../../rules/cite';
import type { Cr } from '../../rules/crParse';
import { indexCr, type CrIndex } from '../../rules/crSearch';

export const CR_URL = `${import.meta.env.BASE_URL}rules/cr.json`;

let index: CrIndex | null = null;
let texts: RuleTexts | null = null;
let failed = false;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  const json = <T,>(url: string) => fetch(url).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(r.statusText))));
  const tell = () => listeners.forEach((l) => l());
  const excerpts = json<RuleTexts>(textsUrl).then((t) => {
    texts = t;
    tell();
  });
  const full = json<Cr>(CR_URL).then((cr) => {
    index = indexCr(cr);
    tell();
  });
  return Promise.allSettled([excerpts, full]).then(() => {
    failed = index === null && texts === null;
    tell();
  });
}

/** The CR's index once fetched, the excerpts meanwhile; starts the fetch when `wanted`. */
export function useCr(wanted: boolean): { index: CrIndex | null; texts: RuleTexts | null; failed: boolean } {
  const [, render] = useState(0);
  useEffect(() => {
    const l = () => render((n) => n + 1);
    listeners.add(l);
    if (wanted && !loading) loading = load();
    return () => void listeners.delete(l);
  }, [wanted]);
  return { index, texts, failed };
}
