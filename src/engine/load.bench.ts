// Loading a scenario (issue 7, goal 6): the JSON text of a 4-player board of 400 permanents,
// parsed and checked (src/scenario/parse.ts), then built into a game (build.ts): under 20 ms.
import { goal, median } from '../../scripts/bench-kit';
import { boardDoc } from '../../scripts/bench-boards';
import { buildScenario } from '../scenario/build';
import { parseScenarioText } from '../scenario/parse';

function load(text: string): number {
  const t = performance.now();
  const { state } = buildScenario(parseScenarioText(text));
  const ms = performance.now() - t;
  if (state.battlefield.length !== 400) throw new Error('bench bug: not 400 permanents');
  return ms;
}

export function run(): void {
  const text = JSON.stringify(boardDoc(4, 100, { name: 'load benchmark' }));
  // The first load in a fresh page pays for compiling the code too: report it beside the median.
  const first = load(text);
  for (let i = 0; i < 10; i++) load(text);
  const ms = median(Array.from({ length: 40 }, () => load(text)));
  console.log(`loading a scenario of 400 permanents (${(text.length / 1000).toFixed(0)} kB of JSON): median ${ms.toFixed(2)} ms, first load ${first.toFixed(2)} ms`);
  goal('loading a scenario of 400 permanents (parse + build), median', `${ms.toFixed(2)} ms`, '< 20 ms', ms < 20);
}
