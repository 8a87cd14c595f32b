// Runs every end-to-end test file, one after the other (one driver, one port 4444), each
// with `node --test`, its output passed through as it comes.
//
// A file fails as any test does. The one exception: when the app's window stopped answering
// WebDriver (`reported` in harness.mjs says so, `FROZE`, and adds the app's
// backtrace), the file is run once more in a new app, and both runs are in the output. A
// wrong answer, a missing text or a refusal is never run again.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { FROZE } from './harness.mjs';

const here = dirname(new URL(import.meta.url).pathname);
// `node run.mjs [FILE…]`: the files named, or every `*.test.mjs`.
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(here)
        .filter((name) => name.endsWith('.test.mjs'))
        .sort();

function run(file) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--test', '--test-timeout=600000', file], {
      cwd: here,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('close', (code) => done({ passed: code === 0, froze: output.includes(FROZE) }));
  });
}

const failed = [];
const retried = [];
for (const file of files) {
  console.log(`# e2e: ${file}`);
  let result = await run(file);
  if (!result.passed && result.froze) {
    console.log(`# e2e: ${file}: the window stopped answering (backtrace above); running it once more`);
    retried.push(file);
    result = await run(file);
  }
  if (!result.passed) failed.push(file);
}
console.log(`# e2e: ${files.length - failed.length} of ${files.length} files passed`);
if (retried.length > 0) console.log(`# e2e: run again after a frozen window: ${retried.join(', ')}`);
if (failed.length > 0) {
  console.log(`# e2e: failed: ${failed.join(', ')}`);
  process.exit(1);
}
