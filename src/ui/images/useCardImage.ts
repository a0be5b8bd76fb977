// A card's image while "Show card images" is on and the browser is online: its address on
// cards.scryfall.io, looked up once per name (cards/scryfallImage.ts); null means the text frame
// (the setting off, offline, a custom card or a token, a name Scryfall doesn't know, or an image
// that failed to load).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { imageLookup } from '../../cards/scryfallImage';
import { useImageSetting } from './imageSetting';

const images = imageLookup();
/** Addresses that failed to load this visit: not tried again by other cards of the same name. */
const broken = new Set<string>();

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** `name`: the card to show, or null for one that has no image (a token, a custom card). */
export function useCardImage(name: string | null): { url: string | null; failed: () => void } {
  const on = useImageSetting((s) => s.on);
  const online = useOnline();
  const wanted = on && online && name ? name : null;
  const [found, setFound] = useState<{ name: string; url: string | null } | null>(null);
  const [, setBroken] = useState(0);
  useEffect(() => {
    if (!wanted || images.known(wanted) !== undefined) return;
    let live = true;
    void images.lookup(wanted).then((url) => live && setFound({ name: wanted, url }));
    return () => {
      live = false;
    };
  }, [wanted]);
  const url = wanted ? (images.known(wanted) ?? (found?.name === wanted ? found.url : null)) : null;
  return {
    url: url && !broken.has(url) ? url : null,
    failed: () => {
      if (url) broken.add(url);
      setBroken((n) => n + 1);
    },
  };
}
