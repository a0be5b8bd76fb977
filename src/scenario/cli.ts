// npm run scenario -- FILE_OR_FOLDER... [--log]
// One line per file: PASS name, FAIL name: what differed, INVALID path: the ScenarioError.
// Exit 2 if any file is invalid, else 1 if any failed, else 0 (SCENARIO.md, "The command line").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import '../cards/nodeSetup';
import { ScenarioError } from './errors';
import { parseScenarioText } from './parse';
import { runScenario } from './run';
import { formatLog } from './format';

function files(paths: string[]): string[] {
  const out: string[] = [];
  const walk = (p: string) => {
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(join(p, name));
    } else if (p.endsWith('.json')) {
      out.push(p);
    }
  };
  for (const p of paths) {
    try {
      if (statSync(p).isDirectory()) walk(p);
      else out.push(p);
    } catch {
      out.push(p); // reported as INVALID below
    }
  }
  return out;
}

function main(argv: string[]): number {
  const showLog = argv.includes('--log');
  const paths = argv.filter((a) => a !== '--log');
  if (paths.length === 0) {
    console.error('usage: npm run scenario -- FILE_OR_FOLDER... [--log]');
    return 2;
  }
  let invalid = 0;
  let failed = 0;
  let passed = 0;
  for (const file of files(paths)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      console.log(`INVALID ${file}: can't read it: ${(e as Error).message}`);
      invalid++;
      continue;
    }
    let result;
    try {
      result = runScenario(parseScenarioText(text));
    } catch (e) {
      if (!(e instanceof ScenarioError)) throw e;
      console.log(`INVALID ${file}: ${e.message}`);
      invalid++;
      continue;
    }
    const sc = JSON.parse(text) as { name: string };
    if (result.ok) {
      console.log(`PASS ${sc.name}`);
      passed++;
    } else {
      const f = result.failure!;
      const where = f.index < 0 ? 'final expect' : `action ${f.index}`;
      console.log(`FAIL ${sc.name}: ${f.message} (at ${where})`);
      // A characteristic that differs comes with its derivation (613): why the object has that value.
      for (const d of f.derivations ?? []) console.log(d.replace(/^/gm, '  '));
      failed++;
    }
    if (showLog) console.log(formatLog(result.log));
  }
  console.log(`scenarios: ${passed} passed, ${failed} failed${invalid ? `, ${invalid} invalid` : ''}`);
  return invalid ? 2 : failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
