// Runs every end-to-end test file with `node --test`, in MUSTER_E2E_LANES lanes at once (2 by
// default): each lane has its own X display (Xvfb through `xvfb-run`, so that one file's
// native dialogs and keystrokes never reach another's window) and its own driver ports
// (WebKitWebDriver on MUSTER_E2E_PORT_BASE, 4444 by default, + 10 × lane; another base lets
// two checkouts run their suites at once). A file's output is
// printed whole when it ends, under its name.
//
// A file fails as any test does, and is never run again: a window that stopped answering
// WebDriver (`reported` in harness.mjs says so, `FROZE`, with the app's backtrace) fails
// the suite like a wrong answer, since a retry would hide a freeze a player would meet.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { FROZE } from './harness.mjs';

const here = dirname(new URL(import.meta.url).pathname);
// `node run.mjs [FILE…]`: the files named, or every `*.test.mjs`, the largest first (the
// longest journeys, roughly: the lanes then end close together).
const files =
  process.argv.length > 2
    ? process.argv.slice(2)
    : readdirSync(here)
        .filter((name) => name.endsWith('.test.mjs'))
        .sort((a, b) => statSync(join(here, b)).size - statSync(join(here, a)).size || a.localeCompare(b));
const portBase = Number(process.env.MUSTER_E2E_PORT_BASE ?? 4444);
const lanes = Math.max(1, Math.min(files.length, Number(process.env.MUSTER_E2E_LANES ?? 2)));

/** `count` X display numbers that no server holds now (from :50, or MUSTER_E2E_DISPLAY_BASE, up), one per lane. */
function freeDisplays(count) {
  const free = [];
  for (let n = Number(process.env.MUSTER_E2E_DISPLAY_BASE ?? 50); free.length < count; n += 1) {
    if (!existsSync(`/tmp/.X${n}-lock`) && !existsSync(`/tmp/.X11-unix/X${n}`)) free.push(n);
  }
  return free;
}

/** What each file running now has printed so far, by file. */
const running = new Map();

// Stopped from outside (scripts/test's time limit): what the running files printed is not lost.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    for (const [file, output] of running) {
      // The file's whole process group (xvfb-run, Xvfb, the test; the test ends its driver's).
      try {
        process.kill(-output.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      process.stdout.write(`# e2e: ${file} (stopped, ${signal})\n${output.text}`);
    }
    process.exit(1);
  });
}

/** Runs `file` on `display` with the lane's driver port; its output, whether it passed and whether a window froze. */
function run(file, display, port) {
  return new Promise((done) => {
    const child = spawn(
      'xvfb-run',
      ['-n', String(display), '-s', '-screen 0 1280x800x24 -noreset', process.execPath, '--test', '--test-timeout=600000', file],
      { cwd: here, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MUSTER_WEBDRIVER_PORT: String(port) }, detached: true },
    );
    const output = { text: '', pid: child.pid };
    running.set(file, output);
    child.stdout.on('data', (chunk) => (output.text += chunk));
    child.stderr.on('data', (chunk) => (output.text += chunk));
    child.on('close', (code) => {
      running.delete(file);
      done({ output: output.text, passed: code === 0, froze: output.text.includes(FROZE) });
    });
  });
}

const failed = [];
const froze = [];
const queue = [...files];
const displays = freeDisplays(lanes);

async function lane(index) {
  const port = portBase + 10 * index;
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const started = Date.now();
    const result = await run(file, displays[index], port);
    let output = result.output;
    if (result.froze) {
      output += `# e2e: ${file}: the window stopped answering (its state and backtrace above)\n`;
      froze.push(file);
    }
    if (!result.passed) failed.push(file);
    const seconds = Math.round((Date.now() - started) / 1000);
    process.stdout.write(`# e2e: ${file} (${result.passed ? 'passed' : 'FAILED'} in ${seconds} s)\n${output}`);
  }
}

await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i)));
console.log(`# e2e: ${files.length - failed.length} of ${files.length} files passed (${lanes} at a time)`);
if (froze.length > 0) console.log(`# e2e: a window stopped answering in: ${froze.join(', ')}`);
if (failed.length > 0) {
  console.log(`# e2e: failed: ${failed.join(', ')}`);
  process.exit(1);
}
