/* eslint-disable no-console -- a command-line report */
// Prints the clauses the analyser reads from one labelled quote (a fixture name, or a folder and a name), with
// their annotations: a tool for seeing why a check did or did not count something as covered.
// Run from the repository root: npx tsx services/analysis/scripts/clauses-debug.ts <name> [folder]
import path from 'node:path';
import { analyzeQuoteDetailed, shutdownAnalyzer } from '../src/domain/analyzer';
import { clausesOf } from '../src/domain/clauses/clauses';
import { loadExpectations, loadFiles } from '../test/fixture-expectations';

const [name, folderArg] = process.argv.slice(2);
const folder = folderArg ? path.resolve(folderArg) : undefined;
const exp = loadExpectations(folder).find((e) => e.name === name);
if (!exp) throw new Error(`no label file for ${name}`);
const { text, price } = await analyzeQuoteDetailed({
  files: loadFiles(exp, folder),
  projectType: exp.projectType,
  contractorName: exp.contractorName,
});
for (const c of clausesOf(text))
  console.log(
    `${c.page}:${c.line} ${c.kind.padEnd(9)} ${c.polarity.padEnd(11)} ${c.party.padEnd(10)} ${c.role}${c.tier ? '/tier' : ''}${c.openEnded ? ' OPEN' : ''} [${c.section}] ${c.text}`,
  );
console.log(JSON.stringify({ ...price, lines: price.lines.length }, null, 1));
await shutdownAnalyzer();
