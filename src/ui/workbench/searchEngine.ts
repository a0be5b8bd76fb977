// The card search's code, a chunk of its own that the builder loads when it opens: the page's
// first load doesn't carry it. Re-exports only.
export { parseQuery, QueryError } from '../../cards/search/query';
export { searchCards } from '../../cards/search/search';
export { buildIndex } from '../../cards/search/searchIndex';
