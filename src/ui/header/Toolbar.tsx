// header/: the toolbar, the game's controls and the turn bar.
// The workbench's tools beside the title: the gallery, the builder, share and files, the Rules panel, chance, card images, the theme.
import { usePage } from '../pageStore';
import { useUi } from '../uiStore';
import { RandomSetting } from './RandomSetting';
import { CardImagesSetting } from './CardImagesSetting';
import { ThemeToggle } from './ThemeToggle';

export const TOOL =
  'rounded-md border border-slate-500 bg-slate-800 px-2.5 py-1 text-sm font-semibold text-slate-100 hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300 aria-pressed:border-sky-300 aria-pressed:bg-sky-900 aria-expanded:border-sky-300 aria-expanded:bg-sky-900';

export function Toolbar() {
  const side = usePage((p) => p.side);
  const files = usePage((p) => p.files);
  const page = usePage.getState;
  const rules = useUi((u) => u.shownRule !== null);
  return (
    // On a narrow screen one row that scrolls sideways, so the board keeps the height.
    <nav aria-label="Workbench" className="flex flex-wrap items-center gap-2 max-lg:w-full max-lg:flex-nowrap max-lg:overflow-x-auto max-lg:pb-0.5 max-lg:[&>*]:shrink-0 max-lg:[&>*]:whitespace-nowrap">
      <button type="button" className={TOOL} onClick={() => page().setGallery(true)} aria-haspopup="dialog">
        Gallery
      </button>
      <button type="button" className={TOOL} aria-pressed={side === 'build'} onClick={() => page().setSide(side === 'build' ? null : 'build')}>
        Build
      </button>
      <button type="button" className={TOOL} aria-expanded={files} aria-controls={files ? 'files-panel' : undefined} onClick={() => page().setFiles(!files)}>
        Share &amp; files
      </button>
      <button
        type="button"
        className={TOOL}
        aria-expanded={rules}
        title="Search the complete Comprehensive Rules"
        onClick={() => useUi.getState().showRule(rules ? null : '')}
      >
        Rules
      </button>
      <RandomSetting />
      <CardImagesSetting />
      <ThemeToggle />
    </nav>
  );
}
