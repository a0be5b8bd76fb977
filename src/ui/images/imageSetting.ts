// images/: "Show card images", the setting, and a card's image from Scryfall while it is on.
// The setting "Show card images": off until the user turns it on, then remembered in this
// browser like the theme (header/theme.ts). Page state only: it changes no game.
import { create } from 'zustand';

export const IMAGES_KEY = 'mtg-rules-sandbox:card-images';

function stored(): boolean {
  try {
    return window.localStorage.getItem(IMAGES_KEY) === 'on';
  } catch {
    return false;
  }
}

type ImageSetting = { on: boolean; set: (on: boolean) => void };

export const useImageSetting = create<ImageSetting>()((set) => ({
  on: typeof window === 'undefined' ? false : stored(),
  set: (on) => {
    try {
      window.localStorage.setItem(IMAGES_KEY, on ? 'on' : 'off');
    } catch {
      // Not remembered: the setting still holds for this visit.
    }
    set({ on });
  },
}));
