import '../src/cards/nodeSetup';
import { CARDS } from '../src/cards';
import { combatCards } from '../src/cards/combatPool';
import { layersCards } from '../src/cards/layersPool';
import { describeFailure, randomPlay } from '../src/engine/randomPlay';
const pool = [...Object.values(CARDS), ...combatCards(), ...layersCards()];
for (const seed of process.argv.slice(2).map(Number)) { const r = randomPlay(seed, pool, 100); console.log(seed, r.failure ? describeFailure(r.failure).slice(0, 600) : 'ok'); }
