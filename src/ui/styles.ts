// Class names shared by the workbench's forms: fields, small buttons, panel headings.
export const FIELD =
  'rounded-md border border-slate-500 bg-slate-800 px-2 py-1 text-sm text-slate-100 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-300';

export const SMALL =
  'rounded-md bg-slate-600 px-2 py-1 text-sm font-semibold text-slate-50 hover:bg-slate-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:opacity-40';

export const PRIMARY =
  'rounded-md bg-sky-400 px-2 py-1 text-sm font-semibold text-sky-950 hover:bg-sky-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:cursor-not-allowed disabled:opacity-40';

/** A − or + beside a number. */
export const STEPPER = `${SMALL} w-7 px-0 text-center`;

export const HEADING = 'mb-1 text-xs font-semibold uppercase tracking-wide text-slate-300';

export const PANEL = 'rounded-xl border border-slate-700 bg-slate-900/70 p-3';
