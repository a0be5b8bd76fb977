// The gallery: every scenario of public/scenarios by group, with its name and description. "Open"
// sets up its position; "Learn" shows its ruling beside the board and steps through its script.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGameApi } from '../context';
import { galleryIndex, grouped, groupName, openEntry, type GalleryEntry } from './gallery';
import { emptyScenario, openScenario } from '../session/openGame';
import { usePage } from '../pageStore';
import { FIELD, PRIMARY, SMALL } from '../styles';

function Entry({ e, close }: { e: GalleryEntry; close: () => void }) {
  const api = useGameApi();
  const open = async (learn: boolean) => {
    if (await openEntry(api, e, learn)) close();
  };
  return (
    <li className="flex items-start gap-3 border-b border-slate-800 py-2 last:border-0">
      <div className="min-w-0 flex-1">
        <h4 className="font-semibold text-slate-50">{e.name}</h4>
        {e.description && <p className="line-clamp-2 text-sm text-slate-300">{e.description}</p>}
      </div>
      <button type="button" aria-label={`Open ${e.name}`} onClick={() => open(false)} className={PRIMARY}>
        Open
      </button>
      <button type="button" aria-label={`Learn ${e.name}`} onClick={() => open(true)} className={SMALL}>
        Learn
      </button>
    </li>
  );
}

export function Gallery() {
  const api = useGameApi();
  const open = usePage((p) => p.gallery);
  const dialog = useRef<HTMLDialogElement>(null);
  const [entries, setEntries] = useState<GalleryEntry[] | null>(null);
  const [failed, setFailed] = useState('');
  const [filter, setFilter] = useState('');
  const close = () => usePage.getState().setGallery(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
    if (open && !entries) galleryIndex().then(setEntries, (e: Error) => setFailed(e.message));
  }, [open, entries]);
  const groups = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return grouped((entries ?? []).filter((e) => !f || `${e.name} ${e.description} ${e.path}`.toLowerCase().includes(f)));
  }, [entries, filter]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="gallery-title"
      onClose={close}
      className="m-auto h-[90vh] w-[min(60rem,95vw)] rounded-xl border border-slate-500 bg-slate-900 p-0 text-slate-100 shadow-2xl backdrop:bg-black/60"
    >
      {open && (
        <div className="flex h-full flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="gallery-title" className="text-lg font-bold text-slate-50">
              Gallery
            </h2>
            <input type="search" aria-label="Filter scenarios" placeholder="Filter by name or ruling" value={filter} onChange={(e) => setFilter(e.target.value)} className={`${FIELD} min-w-0 flex-1`} />
            <button
              type="button"
              onClick={() => {
                openScenario(api, emptyScenario(), 'position');
                usePage.getState().setSide('build');
                close();
              }}
              className={SMALL}
            >
              New empty game
            </button>
            <button type="button" onClick={close} className={SMALL}>
              Close
            </button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto pr-1">
            {!entries && <p className="italic text-slate-400">{failed || 'Loading the gallery…'}</p>}
            {groups.map(([group, list]) => (
              <section key={group} aria-label={groupName(group)} className="mb-3">
                <h3 className="sticky top-0 bg-slate-900 py-1 text-sm font-semibold uppercase tracking-wide text-sky-200">
                  {groupName(group)} <span className="font-normal normal-case text-slate-400">({list.length})</span>
                </h3>
                <ul>
                  {list.map((e) => (
                    <Entry key={e.path} e={e} close={close} />
                  ))}
                </ul>
              </section>
            ))}
            {entries && groups.length === 0 && <p className="italic text-slate-400">No scenario matches.</p>}
          </div>
        </div>
      )}
    </dialog>
  );
}
