// "Show card images": the cards' images from Scryfall instead of their text frames, while online
// (images/). Off by default: the page reaches no other site unless the user asks.
import { useImageSetting } from '../images/imageSetting';

export function CardImagesSetting() {
  const on = useImageSetting((s) => s.on);
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-100" title="Each card's image from Scryfall (scryfall.com) while online; the text frame offline and for cards Scryfall doesn't have">
      <input type="checkbox" checked={on} onChange={(e) => useImageSetting.getState().set(e.currentTarget.checked)} className="h-4 w-4 accent-sky-300" />
      Show card images
    </label>
  );
}
