// For snapshot tests: real cards of the database by family, each compiled, its syntax tree and its
// definition kept as snapshots (issue 13). A card's name missing from the database fails its test.
import { describe, expect, it } from 'vitest';
import { readCardDatabase } from '../../cards/databaseNode';
import { compileUncached } from '../compile';
import { showTree } from '../show';

export function snapshotFamilies(title: string, families: Record<string, string[]>): void {
  const byName = readCardDatabase().byName;
  describe(title, () => {
    for (const [family, names] of Object.entries(families)) {
      describe(family, () => {
        for (const name of names) {
          it(name, () => {
            const card = byName.get(name);
            expect(card, `${name} is in the database source`).toBeDefined();
            const compiled = compileUncached(card!);
            expect(`support: ${compiled.support}\n${showTree(compiled.tree)}`).toMatchSnapshot('tree');
            expect({ faces: compiled.faces, unmodelled: compiled.unmodelled }).toMatchSnapshot('definition');
          });
        }
      });
    }
  });
}
