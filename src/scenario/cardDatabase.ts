// Reading a document or a save in the page, where the card database is fetched only when first
// needed: a name the built-in pool doesn't have is looked for in the database, fetched then, and the
// reading is done again. Node has the database on disk and never needs this (cards/nodeSetup.ts).
import { fetchMissingCardDatabase } from '../cards/lookup';
import { CompilerNotLoaded, loadDefinitions } from '../cards/compiler';
import { ScenarioError, UnknownCardError } from './errors';


export async function withCardDatabase<T>(read: () => T): Promise<T> {
  try {
    return read();
  } catch (e) {
    // A custom card, compiled from its text: the compiler is loaded (cards/compiler.ts), the reading done again.
    if (e instanceof CompilerNotLoaded && (await loadDefinitions())) return withCardDatabase(read);
    if (!(e instanceof UnknownCardError)) throw e;
    let fetched: boolean;
    try {
      fetched = await fetchMissingCardDatabase();
    } catch (failed) {
      // Offline, say: the document may be fine, the names can't be checked. Both are said.
      throw new ScenarioError((e as ScenarioError).path, `${(e as ScenarioError).reason} (the card database, which may have it, could not be loaded: ${(failed as Error).message})`);
    }
    if (!fetched) throw e;
    return read();
  }
}
