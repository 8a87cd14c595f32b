// Measures Muster's release app against an empty Tauri 2 app (run by scripts/bench-app,
// under Xvfb): sizes, launch to the first usable screen, memory, and the time from choosing
// the largest Age of Sigmar faction to its catalogue on screen. Prints a Markdown report.
// `--cli` is the command line that saves the 2,000-point list beforehand: Muster's one
// binary given arguments (the package's /usr/bin/muster is a link to it).
// With `--only window` it measures only what happens in the window (memory and the page's
// document at each step, under WebDriver) against the one app `--muster` names, so a debug
// build can be measured in a minute: `npm run app:build && xvfb-run -a node
// e2e/bench-app.mjs --only window --muster target/debug/muster-app --cli target/debug/muster-app`.
//
// Launches are direct (no WebDriver), with MUSTER_TRACE_STARTUP=1: both apps print
// `muster-app: page loaded at <unix ms>` when the webview has loaded the page; Muster also
// prints each command the window asks and answers. The empty app is usable at its page
// load (its first paint: one static page). Muster is usable when the commands its first
// screen asked at start-up have all answered (the home screen then draws their answers in
// the next frame): the last answer before the window has been quiet for QUIET ms.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    muster: { type: 'string' },
    empty: { type: 'string' },
    'muster-deb': { type: 'string' },
    'empty-deb': { type: 'string' },
    cli: { type: 'string' },
    runs: { type: 'string', default: '10' },
    sessions: { type: 'string', default: '5' },
    only: { type: 'string' },
    out: { type: 'string' },
  },
});
if (args.only !== undefined && args.only !== 'window') throw new Error(`--only takes "window", not "${args.only}"`);
const RUNS = Number(args.runs);
const QUIET = 500;

// --- processes and memory -------------------------------------------------------------

/** The process `pid` and every process below it. */
function tree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...(children.get(all[i]) ?? []));
  return all;
}

/** The kind of process `p` is: the app itself, WebKit's web or network process, or another. */
function kind(p, root) {
  if (p === root) return 'app';
  const comm = readFileSync(`/proc/${p}/comm`, 'utf8').trim();
  if (comm.startsWith('WebKitWebProces')) return 'web';
  if (comm.startsWith('WebKitNetworkPr')) return 'network';
  return 'other';
}

/**
 * Proportional set size of `pid` and everything below it (the app and WebKit's processes),
 * MiB: `total`, and by kind of process (`app`, `web`, `network`, `other`).
 */
function treePss(pid) {
  const parts = { total: 0, app: 0, web: 0, network: 0, other: 0 };
  for (const p of tree(pid)) {
    try {
      const line = readFileSync(`/proc/${p}/smaps_rollup`, 'utf8').split('\n').find((l) => l.startsWith('Pss:'));
      const mib = Number(line.split(/\s+/)[1]) / 1024;
      parts[kind(p, pid)] += mib;
      parts.total += mib;
    } catch {
      // Gone meanwhile.
    }
  }
  return parts;
}

/** What a mapping of WebKit's web process holds, from its name in /proc/<pid>/smaps. */
function mappingKind(name) {
  if (name === '') return 'anonymous';
  if (name === '[heap]') return 'heap';
  if (name.startsWith('[stack')) return 'stack';
  if (name.startsWith('/memfd:') || name.startsWith('/dev/shm') || name.startsWith('/SYSV') || name.startsWith('/dev/dri')) return 'shared';
  if (name.startsWith('[')) return 'other';
  return 'files';
}

/**
 * PSS of WebKit's web processes under `pid`, MiB, by what the memory is: `anonymous` (the
 * JavaScript heap, WebKit's allocators, the document, styles, and the compositor's textures
 * when GL is software, as under Xvfb), `heap` (malloc's), `shared` (buffers shared with the
 * app: painted pixels), `files` (libraries, fonts, caches).
 */
function webMappings(pid) {
  const parts = { anonymous: 0, heap: 0, shared: 0, files: 0, stack: 0, other: 0 };
  for (const p of tree(pid)) {
    let text;
    try {
      if (kind(p, pid) !== 'web') continue;
      text = readFileSync(`/proc/${p}/smaps`, 'utf8');
    } catch {
      continue; // Gone meanwhile.
    }
    let current = 'other';
    for (const line of text.split('\n')) {
      const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (head) current = mappingKind(head[1].trim());
      else if (line.startsWith('Pss:')) parts[current] += Number(line.split(/\s+/)[1]) / 1024;
    }
  }
  return parts;
}

/** Drops the kernel's file cache when allowed (root): a cold launch reads from disk. */
function dropCaches() {
  try {
    execFileSync('sync');
    writeFileSync('/proc/sys/vm/drop_caches', '3');
    return true;
  } catch {
    return false;
  }
}

const waitFor = (ms) => new Promise((done) => setTimeout(done, ms));

// --- one launch -----------------------------------------------------------------------

/**
 * Starts `bin` with data, config and cache folders under `home`, waits until it is usable,
 * notes its memory a second later, and ends it. Returns times from the launch in ms.
 */
async function launch(bin, home, { muster }) {
  const env = {
    ...process.env,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    XDG_CACHE_HOME: join(home, 'cache'),
    MUSTER_TRACE_STARTUP: '1',
    LANG: 'en_US.UTF-8',
    GSETTINGS_BACKEND: 'memory',
    NO_AT_BRIDGE: '1',
  };
  const started = Date.now();
  const child = spawn(bin, [], { env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise((done) => child.once('exit', done));
  const events = [];
  let changed = Date.now();
  let rest = '';
  child.stderr.on('data', (chunk) => {
    rest += chunk;
    const lines = rest.split('\n');
    rest = lines.pop();
    for (const line of lines) {
      const m = /^muster-app: (.*) at (\d+)$/.exec(line);
      if (m) {
        events.push({ what: m[1], at: Number(m[2]) });
        changed = Date.now();
      }
    }
  });
  const until = Date.now() + 60_000;
  const page = () => events.find((e) => e.what === 'page loaded');
  const open = () => {
    const asked = events.filter((e) => e.what.startsWith('asked ')).length;
    const answered = events.filter((e) => e.what.startsWith('answered ')).length;
    return answered === 0 || asked > answered;
  };
  for (;;) {
    if (Date.now() > until) throw new Error(`${bin} was not usable within a minute: ${JSON.stringify(events)}`);
    if (page() && (!muster || (!open() && Date.now() - changed >= QUIET))) break;
    await waitFor(10);
  }
  const ready = muster ? Math.max(...events.filter((e) => e.what.startsWith('answered ')).map((e) => e.at)) : page().at;
  const settleUntil = ready + 1000;
  while (Date.now() < settleUntil) await waitFor(20);
  const memory = treePss(child.pid);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  const killer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 5000);
  await exited;
  clearTimeout(killer);
  return { page: page().at - started, ready: ready - started, memory };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const range = (xs) => `${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))}`;

/** `RUNS` cold launches (new folders, file cache dropped) and `RUNS` warm ones (the same folders). */
async function launches(bin, muster) {
  const cold = [];
  let dropped = true;
  for (let i = 0; i < RUNS; i += 1) {
    const home = mkdtempSync(join(tmpdir(), 'muster-bench-'));
    dropped = dropCaches() && dropped;
    cold.push(await launch(bin, home, { muster }));
    rmSync(home, { recursive: true, force: true });
  }
  const home = mkdtempSync(join(tmpdir(), 'muster-bench-'));
  await launch(bin, home, { muster }); // makes the folders; not counted
  const warm = [];
  for (let i = 0; i < RUNS; i += 1) warm.push(await launch(bin, home, { muster }));
  rmSync(home, { recursive: true, force: true });
  return { cold, warm, dropped };
}

// --- sizes ----------------------------------------------------------------------------

const mb = (bytes) => (bytes / 1e6).toFixed(1);
function stripped(bin) {
  const out = join(tmpdir(), `stripped-${basename(bin)}`);
  execFileSync('strip', ['-o', out, bin]);
  const size = statSync(out).size;
  rmSync(out);
  return size;
}

/** What a package installs in /usr/bin, a link with its target (`muster → muster-app`). */
function programs(deb) {
  return execFileSync('dpkg-deb', ['--contents', deb], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /\.\/usr\/bin\/([^/ ]+)( -> (\S+))?$/.exec(line))
    .filter(Boolean)
    .map((m) => (m[3] ? `\`${m[1]}\` → \`${m[3]}\`` : `\`${m[1]}\``))
    .join(', ');
}

// --- in the window: a 2,000-point list and the largest faction -------------------------

/** The shipped Age of Sigmar pack with the most units (ties: the larger file). */
function largestFaction() {
  let best;
  for (const file of readdirSync(join(root, 'data/sigmar')).filter((f) => f.endsWith('.json'))) {
    const path = join(root, 'data/sigmar', file);
    let pack;
    try {
      pack = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      continue;
    }
    if (!Array.isArray(pack?.units)) continue;
    const key = [pack.units.length, statSync(path).size];
    if (!best || key[0] > best.key[0] || (key[0] === best.key[0] && key[1] > best.key[1])) {
      best = { key, id: file.replace(/\.json$/, ''), units: pack.units.length, legends: file.endsWith('-legends.json') };
    }
  }
  return best;
}

/**
 * The lists opened in the window: the 2,000-point Stormcast example (the figure the
 * benchmark has always given) and a 2,000-point list of the largest faction, each with the
 * name of its first leader (its builder has drawn the list when that is on screen).
 */
const LISTS = ['examples/sigmar/stormcast-matched-2000.json', 'examples/sigmar/legions-of-nagash-matched-2000.json'].map((file) => {
  const path = join(root, file);
  const list = JSON.parse(readFileSync(path, 'utf8'));
  const pack = JSON.parse(readFileSync(join(root, 'data/sigmar', `${list.faction}.json`), 'utf8'));
  const leader = pack.units.find((u) => u.id === list.regiments[0].leader.unit).name;
  const units = list.regiments.reduce((n, r) => n + 1 + r.units.length, 0) + list.auxiliaries.length;
  return { path, name: list.name, faction: pack.faction.name, leader, units };
});

/** What the page holds now: its elements, its drop-downs and their options, its markup's length. */
function pageCounts(browser) {
  return browser.execute(() => ({
    nodes: document.getElementsByTagName('*').length,
    selects: document.getElementsByTagName('select').length,
    options: document.getElementsByTagName('option').length,
    markup: document.documentElement.outerHTML.length,
  }));
}

/** The memory of the app and WebKit (by process, and the web process's by kind) and the page's counts. */
async function snapshot(app) {
  await settle(app.browser);
  return { memory: treePss(app.appPid()), web: webMappings(app.appPid()), page: await pageCounts(app.browser) };
}

let settle;

/**
 * `sessions` sessions for each list in LISTS, each on a new library holding that list: the
 * home screen, then a new Age of Sigmar list with the largest shipped faction chosen (timed
 * in the page, from the click to its pack's heading and regiments drawn, two frames; the
 * faction's pack has not been opened in the session), then the list opened and checked. A
 * snapshot after each step.
 */
async function inTheWindow(sessions) {
  process.env.MUSTER_APP = resolve(args.muster);
  const harness = await import('./harness.mjs');
  const { startApp, openSavedList, click, waitText } = harness;
  settle = harness.settle;
  const faction = largestFaction();
  const factionMs = [];
  const steps = LISTS.map(() => ({ home: [], faction: [], list: [] }));
  for (let i = 0; i < sessions; i += 1) {
    for (const [l, list] of LISTS.entries()) {
      const home = mkdtempSync(join(tmpdir(), 'muster-bench-'));
      execFileSync(resolve(args.cli), ['lists', 'save', list.path], {
        env: { ...process.env, XDG_DATA_HOME: join(home, 'data') },
        stdio: 'ignore',
      });
      const app = await startApp({ home });
      const { browser } = app;
      try {
        await browser.$('main h1').waitForDisplayed({ timeout: 30_000 });
        steps[l].home.push(await snapshot(app));
        await click(browser, 'a[href="/lists/new"]');
        await click(browser, '[data-testid="new-list-game-sigmar"]');
        await waitText(browser, 'Choose the army’s faction');
        if (faction.legends) await click(browser, 'label*=Show Legends');
        await (await browser.$(`button[data-faction="${faction.id}"]`)).waitForClickable({ timeout: 10_000 });
        const ms = await browser.executeAsync((id, done) => {
          const button = document.querySelector(`button[data-faction="${id}"]`);
          const start = performance.now();
          const shown = () => document.querySelector('.pack-title') && document.getElementById('sg-regiments-heading');
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
          });
          observer.observe(document.body, { subtree: true, childList: true });
          button.click();
        }, faction.id);
        if (l === 0) factionMs.push(ms);
        await waitText(browser, 'Updating…', { gone: true });
        await waitFor(1000);
        steps[l].faction.push(await snapshot(app));
        await openSavedList(browser, list.name, list.leader);
        await waitText(browser, 'Updating…', { gone: true });
        await waitFor(1000);
        steps[l].list.push(await snapshot(app));
      } finally {
        await app.stop();
        rmSync(home, { recursive: true, force: true });
      }
    }
  }
  return { faction, factionMs, steps };
}

/** The Markdown rows of the window's snapshots: memory by process and kind, and the page's counts. */
function windowRows({ faction, steps }) {
  const med = (xs) => Math.round(median(xs));
  const rows = [
    '| under WebDriver, medians | total PSS | app | web | network | web: anonymous | web: malloc | web: shared | web: files | elements | selects | options | markup |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const row = (label, snaps) => {
    const m = (part) => `${med(snaps.map((s) => s.memory[part]))}`;
    const w = (part) => `${med(snaps.map((s) => s.web[part]))}`;
    const p = (part) => `${med(snaps.map((s) => s.page[part]))}`;
    rows.push(
      `| ${label} | ${m('total')} MiB | ${m('app')} | ${m('web')} | ${m('network')} | ${w('anonymous')} | ${w('heap')} | ${w('shared')} | ${w('files')} | ${p('nodes')} | ${p('selects')} | ${p('options')} | ${Math.round(median(snaps.map((s) => s.page.markup)) / 1024)} KiB |`,
    );
  };
  // The sessions differ by tens of MiB (when the collector ran, what other processes share), so a difference gives its range.
  const added = (label, after, before) => {
    const diffs = (pick) => after.map((s, i) => pick(s) - pick(before[i]));
    const d = (pick) => `${med(diffs(pick))} (${range(diffs(pick))})`;
    rows.push(
      `| ${label} | ${d((s) => s.memory.total)} MiB | ${d((s) => s.memory.app)} | ${d((s) => s.memory.web)} | | ${d((s) => s.web.anonymous)} | ${d((s) => s.web.heap)} | | ${d((s) => s.web.files)} | | | | |`,
    );
  };
  for (const [l, list] of LISTS.entries()) {
    const s = steps[l];
    rows.push(`| **${list.name}** (${list.faction}, ${list.units} units) | | | | | | | | | | | | |`);
    row('home screen', s.home);
    row(`a new list, ${faction.id} chosen`, s.faction);
    row('the list open and checked', s.list);
    added('added by opening the list (list − home)', s.list, s.home);
    added('… of which the list itself (list − new list)', s.list, s.faction);
  }
  return rows;
}

// --- the report -----------------------------------------------------------------------

const SESSIONS = Number(args.sessions);
const factionRow = (w) =>
  `| choosing the largest Age of Sigmar faction (${w.faction.id}, ${w.faction.units} units) to its catalogue on screen | ${Math.round(median(w.factionMs))} ms (${range(w.factionMs)}) | | |`;
if (args.only === 'window') {
  const window = await inTheWindow(SESSIONS);
  const report = [
    `Measured ${new Date().toISOString().slice(0, 10)} by \`e2e/bench-app.mjs --only window\` on \`${args.muster}\` (${SESSIONS} sessions for each list; medians; MiB of PSS; the markup is the document's outerHTML).`,
    '',
    ...windowRows(window),
    '',
    '| | Muster | | |',
    '|---|---:|---:|---:|',
    factionRow(window),
    '',
  ].join('\n');
  console.log(report);
  if (args.out) writeFileSync(args.out, report);
  process.exit(0);
}

const muster = await launches(resolve(args.muster), true);
const empty = await launches(resolve(args.empty), false);
const window = await inTheWindow(SESSIONS);

const sizes = {
  muster: { bin: statSync(args.muster).size, stripped: stripped(args.muster), deb: statSync(args['muster-deb']).size },
  empty: { bin: statSync(args.empty).size, stripped: stripped(args.empty), deb: statSync(args['empty-deb']).size },
};
const ratio = (a, b) => (a / b).toFixed(2);
const ms = (runs, key) => `${Math.round(median(runs.map((r) => r[key])))} ms (${range(runs.map((r) => r[key]))})`;
const medianOf = (runs, key) => median(runs.map((r) => r[key]));
const mib = (xs) => `${Math.round(median(xs))} MiB`;
const PARTS = { app: "the app's own process", web: "WebKit's web process (the page)", network: "WebKit's network process", other: 'other processes' };
/** A memory row (the medians of the totals) and one row for each kind of process under it. */
function memoryRows(label, runs, against) {
  const cell = (xs, part) => (xs ? mib(xs.map((m) => m[part])) : '');
  const times = (part) => {
    const floor = against ? median(against.map((m) => m[part])) : 0;
    return floor > 0 ? ratio(median(runs.map((m) => m[part])), floor) : '';
  };
  return [
    `| ${label} | ${cell(runs, 'total')} | ${cell(against, 'total')} | ${times('total')} |`,
    ...Object.entries(PARTS).map(([part, name]) => `| … of which ${name} | ${cell(runs, part)} | ${cell(against, part)} | ${times(part)} |`),
  ];
}

const report = [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`scripts/bench-app\` (${RUNS} launches each; medians, range in brackets).`,
  `File cache dropped before each cold launch: ${muster.dropped && empty.dropped ? 'yes' : 'no (not root)'}.`,
  '',
  '| | Muster | empty Tauri 2 app | Muster ÷ empty |',
  '|---|---:|---:|---:|',
  `| release binary | ${mb(sizes.muster.bin)} MB | ${mb(sizes.empty.bin)} MB | ${ratio(sizes.muster.bin, sizes.empty.bin)} |`,
  `| release binary, stripped | ${mb(sizes.muster.stripped)} MB | ${mb(sizes.empty.stripped)} MB | ${ratio(sizes.muster.stripped, sizes.empty.stripped)} |`,
  `| Debian package | ${mb(sizes.muster.deb)} MB | ${mb(sizes.empty.deb)} MB | ${ratio(sizes.muster.deb, sizes.empty.deb)} |`,
  `| the package's /usr/bin | ${programs(args['muster-deb'])} | ${programs(args['empty-deb'])} | |`,
  `| launch to page loaded, cold | ${ms(muster.cold, 'page')} | ${ms(empty.cold, 'page')} | ${ratio(medianOf(muster.cold, 'page'), medianOf(empty.cold, 'page'))} |`,
  `| launch to first usable screen, cold | ${ms(muster.cold, 'ready')} | ${ms(empty.cold, 'ready')} | ${ratio(medianOf(muster.cold, 'ready'), medianOf(empty.cold, 'ready'))} |`,
  `| launch to page loaded, warm | ${ms(muster.warm, 'page')} | ${ms(empty.warm, 'page')} | ${ratio(medianOf(muster.warm, 'page'), medianOf(empty.warm, 'page'))} |`,
  `| launch to first usable screen, warm | ${ms(muster.warm, 'ready')} | ${ms(empty.warm, 'ready')} | ${ratio(medianOf(muster.warm, 'ready'), medianOf(empty.warm, 'ready'))} |`,
  ...memoryRows('memory 1 s after usable (PSS, app + WebKit), warm', muster.warm.map((r) => r.memory), empty.warm.map((r) => r.memory)),
  ...memoryRows('memory with the home screen, under WebDriver', window.steps[0].home.map((s) => s.memory)),
  ...memoryRows('memory with a 2,000-point Age of Sigmar list open and checked, under WebDriver', window.steps[0].list.map((s) => s.memory)),
  ...memoryRows(
    `memory with the largest faction's 2,000-point list (${LISTS[1].faction}, ${LISTS[1].units} units) open and checked, under WebDriver`,
    window.steps[1].list.map((s) => s.memory),
  ),
  factionRow(window),
  '',
  ...windowRows(window),
  '',
].join('\n');
console.log(report);
if (args.out) writeFileSync(args.out, report);
