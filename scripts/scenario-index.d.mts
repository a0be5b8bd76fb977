export type IndexEntry = { path: string; group: string; name: string; description: string };
export const SCENARIOS: string;
export const INDEX: string;
export function buildIndex(dir?: string): IndexEntry[];
export function renderIndex(entries: IndexEntry[]): string;
