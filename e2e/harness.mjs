// Starts WebKitWebDriver, waits for its port, and opens a WebDriver session on the built
// Muster app with its own empty data and config folders. The driver is spoken to directly:
// tauri-driver, a proxy in front of it, only renamed one capability, and each request through
// it waited about 40 ms one time in two (measured in BENCHMARKS.md, "The end-to-end suite").
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import net from 'node:net';
import { Key, remote } from 'webdriverio';

const root = resolve(import.meta.dirname, '..');

/**
 * WebKitWebDriver's port: 4444 unless MUSTER_WEBDRIVER_PORT says another (e2e/run.mjs gives
 * each lane its own; a benchmark drives a window beside the tests).
 */
const PORT = Number(process.env.MUSTER_WEBDRIVER_PORT ?? 4444);

/** The app binary: the debug one `npm run app:build` (or `cargo test --workspace`) builds, unless MUSTER_APP names another (scripts/test names the one inside the package). */
export const APP = process.env.MUSTER_APP ?? join(root, 'target/debug/muster-app');

function portOpen(port) {
  return new Promise((done) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.end(); done(true); });
    socket.once('error', () => done(false));
  });
}

async function waitForPorts(ports, ms) {
  const until = Date.now() + ms;
  for (;;) {
    const open = await Promise.all(ports.map(portOpen));
    if (open.every(Boolean)) return;
    if (Date.now() > until) throw new Error(`ports ${ports.join(', ')} not open after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function waitForPortsClosed(ports, ms) {
  const until = Date.now() + ms;
  while ((await Promise.all(ports.map(portOpen))).some(Boolean)) {
    if (Date.now() > until) throw new Error(`ports ${ports.join(', ')} still open after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts the driver and a session; returns { browser, home, stop }. A new empty data and
 * config folder unless `home` names one a session used before (to start the app again on
 * the same library and settings).
 */
export async function startApp({ home = mkdtempSync(join(tmpdir(), 'muster-e2e-')) } = {}) {
  if (!existsSync(APP)) throw new Error(`${APP} is missing: build it with \`npm run app:build\``);
  const env = {
    ...process.env,
    XDG_DATA_HOME: join(home, 'data'),
    XDG_CONFIG_HOME: join(home, 'config'),
    LANG: 'en_US.UTF-8',
    // GTK's settings in memory: no dconf, whose "failed to commit changes" warnings (there is
    // no session bus here) would fill the test output.
    GSETTINGS_BACKEND: 'memory',
    // No accessibility bus either: there is no session bus for GTK to wait on.
    NO_AT_BRIDGE: '1',
  };
  // A driver still on these ports (a session not stopped) would take this one's commands.
  await waitForPortsClosed([PORT], 10_000).catch((error) => {
    throw new Error(`${error.message}: another driver holds them (stop the app a test started before starting another)`);
  });
  // Its own process group: the app and WebKit's processes join it, so that `stop` ends all of
  // them even when the session could not be closed (an app that froze or crashed would
  // otherwise outlive the test and hold its output open). The app reads
  // TAURI_WEBVIEW_AUTOMATION to let the driver automate its webview.
  const driverPath = process.env.MUSTER_WEBKIT_DRIVER ?? 'WebKitWebDriver';
  const driver = spawn(driverPath, [`--port=${PORT}`, '--host=127.0.0.1'], {
    env: { ...env, TAURI_WEBVIEW_AUTOMATION: 'true' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((done) => driver.once('exit', done));
  const killGroup = (signal) => {
    try {
      process.kill(-driver.pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  // This test process stopped from outside (e2e/run.mjs, on the suite's time limit): the
  // driver's group goes with it rather than holding the ports for the next run.
  const stopped = () => {
    killGroup('SIGKILL');
    process.exit(1);
  };
  process.once('SIGTERM', stopped);
  exited.then(() => process.off('SIGTERM', stopped));
  let browser;
  try {
    await waitForPorts([PORT], 30_000);
    browser = await remote({
      hostname: '127.0.0.1',
      port: PORT,
      logLevel: 'error',
      // A request the window never answers fails after a minute rather than WebdriverIO's two,
      // and a request that fails is never sent again: WebdriverIO would otherwise resend any
      // refused or timed-out command up to three times, a retry that hides what went wrong.
      connectionRetryTimeout: 60_000,
      connectionRetryCount: 0,
      capabilities: { 'webkitgtk:browserOptions': { binary: APP, args: [] } },
    });
  } catch (error) {
    killGroup('SIGKILL');
    throw error;
  }
  fastAria(browser);
  // Closes the window, ends the driver's whole process group and waits until its ports are
  // free, so that another session can start at once.
  const stop = async () => {
    try {
      await within(15_000, browser.deleteSession());
    } finally {
      killGroup('SIGTERM');
      await within(5_000, exited).catch(() => {});
      killGroup('SIGKILL');
      await waitForPortsClosed([PORT], 10_000);
    }
  };
  // Where the app's main thread is, from gdb (when the machine has it): what a window that
  // stopped answering was doing.
  const backtrace = () => {
    try {
      const pid = appPid();
      const trace = execFileSync('gdb', ['-p', pid, '-batch', '-ex', 'bt 40'], {
        encoding: 'utf8',
        timeout: 60_000,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return trace
        .split('\n')
        .filter((line) => line.startsWith('#'))
        .map((line) => (line.length > 200 ? `${line.slice(0, 200)}…` : line))
        .join('\n');
    } catch (error) {
      return `no backtrace: ${error.message.split('\n')[0]}`;
    }
  };
  /** The app's process id (in the driver's process group). */
  const appPid = () =>
    Number(execFileSync('pgrep', ['-g', String(driver.pid), '-f', APP], { encoding: 'utf8' }).split('\n')[0]);
  return { browser, home, stop, backtrace, appPid };
}

/**
 * WebdriverIO finds `aria/<name>` with an XPath whose first branches compare every element
 * of the page with a search of the whole page (O(n²): 0.84 s a lookup on a builder of 814
 * elements). The same branches, each first narrowed to the elements that carry the
 * attribute compared, find the same elements in document order at a cost linear in the page.
 */
function ariaXPath(name) {
  const text = !name.includes('"')
    ? `"${name}"`
    : !name.includes("'")
      ? `'${name}'`
      : `concat(${name.split('"').map((part) => `"${part}"`).join(`, '"', `)})`;
  const named = (tag) => `//${tag}[normalize-space(text()) = ${text}]`;
  return [
    `.//*[@aria-labelledby][@aria-labelledby = ${named('*')}/@id]`,
    `.//*[@aria-describedby][@aria-describedby = ${named('*')}/@id]`,
    `.//*[@aria-label = ${text}]`,
    ...['input', 'textarea'].flatMap((field) => [
      `.//${field}[@id][@id = //label[normalize-space() = ${text}]/@for]`,
      `.//${field}[ancestor::label[normalize-space(text()) = ${text}]]`,
    ]),
    ...['input', 'textarea'].flatMap((field) => [`.//${field}[@placeholder = ${text}]`, `.//${field}[@aria-placeholder = ${text}]`]),
    `.//*[not(self::label)][@title = ${text}]`,
    `.//img[@alt = ${text}]`,
    `.//*[not(self::label)][normalize-space(text()) = ${text}]`,
  ].join(' | ');
}

/** `$` and `$$`, on the window and on elements, take `aria/<name>` through `ariaXPath`. */
function fastAria(browser) {
  const translate = (selector) =>
    typeof selector === 'string' && selector.startsWith('aria/') ? ariaXPath(selector.slice(5)) : selector;
  for (const command of ['$', '$$']) {
    for (const onElement of [false, true]) {
      browser.overwriteCommand(command, (original, selector, ...rest) => original(translate(selector), ...rest), onElement);
    }
  }
}

/** `promise`, or a failure once `ms` have passed without an answer. */
function within(ms, promise) {
  let timer;
  const late = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** What `reported` says of a window that no longer answers WebDriver (`run.mjs` looks for it). */
export const FROZE = 'the window did not answer';

/**
 * Runs a test's `steps` on the app `current()` gives (as `startApp` gave it; a test may start
 * the app again); when one fails, saves screenshot `name` (with MUSTER_E2E_SHOTS) and adds to
 * the error where the window was and the start of what it showed or, when it no longer
 * answered, the app's main thread's backtrace, so that a failure on CI can be read without the
 * screenshots.
 */
export async function reported(current, name, steps) {
  try {
    return await steps();
  } catch (error) {
    const app = current();
    if (!app) throw error;
    const { browser } = app;
    const look = async () => {
      await shot(browser, name);
      return browser.execute(() => `${location.pathname}\n${document.body.innerText.slice(0, 1500)}`);
    };
    const seen = await within(10_000, look()).catch(
      (e) => `${FROZE} (${e.message}); the app's main thread:\n${app.backtrace()}`,
    );
    error.message += `\n--- the window when it failed: ${seen}`;
    throw error;
  }
}

/**
 * Waits until the window has drawn what the page now holds: the page's fonts loaded, then two
 * animation frames (the first runs before the next paint, the second once it is done). A
 * screenshot taken after it shows the page as it is, however slow the machine.
 */
export async function settle(browser) {
  await browser.executeAsync((done) => {
    document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done())));
  });
}

/** Resizes the window to `width` (same height) and waits until the page has been laid out at it. */
export async function resizeTo(browser, width) {
  const { height } = await browser.getWindowSize();
  await browser.setWindowSize(width, height);
  await browser.waitUntil(async () => (await browser.execute(() => window.outerWidth)) === width, {
    timeout: 10_000,
    timeoutMsg: `the window never became ${width} pixels wide`,
  });
  await settle(browser);
}

/**
 * Waits until the page's text, as a player reads it, contains `text` (or, with `gone`, until
 * it does not): the rendered text (`innerText`) and the option each shown drop-down has
 * chosen, which `innerText` leaves out. One request a try: WebDriver's own text of `body`
 * walks every element's style in a script (131 ms against 18 on a builder).
 */
export async function waitText(browser, text, { gone = false, timeout = 20_000 } = {}) {
  await browser.waitUntil(
    async () => {
      const found = await browser.execute((wanted) => {
        const chosen = [...document.querySelectorAll('select')]
          .filter((select) => select.checkVisibility())
          .map((select) => select.selectedOptions[0]?.textContent ?? '');
        return [document.body.innerText, ...chosen].some((part) => part.includes(wanted));
      }, text);
      return gone ? !found : found;
    },
    { timeout, timeoutMsg: `${gone ? 'still' : 'never'} saw "${text}"` },
  );
}

/**
 * Waits until a rule id or code (a finding's, a refusal's, a result's) stands behind some
 * "Details" disclosure, which keeps it out of the player's view (`gone`: until none has it).
 */
export async function waitDetail(browser, text, { gone = false, timeout = 20_000 } = {}) {
  await browser.waitUntil(
    async () => {
      const found = await browser.execute(
        (wanted) => [...document.querySelectorAll('details.tech')].some((d) => d.textContent.includes(wanted)),
        text,
      );
      return gone ? !found : found;
    },
    { timeout, timeoutMsg: `${gone ? 'still' : 'never'} found "${text}" behind Details` },
  );
}

/**
 * Types `keys` into the focused element as a person does, each key pressed and let go before
 * the next: characters, or key names ('Tab', 'Enter', 'Backspace'). Not `browser.keys`, which
 * holds every key down before letting any go, so a key typed twice in a row ("33") is a key
 * already down the second time and WebKit types it once.
 */
export async function press(browser, keys) {
  const action = browser.action('key');
  for (const key of keys) {
    const value = Object.hasOwn(Key, key) ? Key[key] : key;
    action.down(value).up(value);
  }
  await action.perform();
}

/**
 * Clicks the element once it can be clicked. The element is looked up again at each try: a
 * page that draws it again (a list's data arriving) leaves an earlier lookup pointing at a
 * node no longer in the page, which would never become clickable.
 */
export async function click(browser, selector) {
  let element;
  await browser.waitUntil(
    async () => {
      element = await browser.$(selector);
      return element.isClickable().catch(() => false);
    },
    { timeout: 10_000, timeoutMsg: `${selector} never became clickable` },
  ).catch(async (error) => {
    // Where it was and what lay over its middle: what a failure on CI is read by.
    const diag = await browser.execute((e) => {
      if (!e) return 'not found';
      const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return `at ${Math.round(r.left)},${Math.round(r.top)}, ${Math.round(r.width)}×${Math.round(r.height)} px in a window of ${innerWidth}×${innerHeight}; over its middle: ${hit ? hit.outerHTML.slice(0, 160) : 'nothing'}`;
    }, element).catch((e) => e.message);
    error.message += ` (${diag})`;
    throw error;
  });
  await element.click();
}

/**
 * With MUSTER_E2E_SHOTS=<folder>, saves a screenshot of the window as <folder>/<name>.png,
 * once the window has drawn what the page holds (`settle`); without it, nothing waits.
 */
export async function shot(browser, name) {
  const shots = process.env.MUSTER_E2E_SHOTS;
  if (!shots) return;
  await settle(browser);
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, `${name}.png`), await browser.takeScreenshot(), 'base64');
}

/**
 * Waits until every row of the Lists page has its verdict. The verdicts arrive after the
 * rows and widen their column: a click while they land can press on one place and let go on
 * another (seen on CI, under load).
 */
export async function listsSettled(browser) {
  await browser.waitUntil(
    async () =>
      browser.execute(() => {
        const rows = [...document.querySelectorAll('table tbody tr')];
        return rows.length > 0 && rows.every((row) => row.querySelector('.badge'));
      }),
    { timeout: 20_000, timeoutMsg: 'the lists never showed their verdicts' },
  );
}

/**
 * Opens saved list `name` from the Lists page, once its rows have their verdicts
 * (`listsSettled`), and waits for `expect` in its builder. A click that still lands on a
 * row being redrawn is tried again (at most three times).
 */
export async function openSavedList(browser, name, expect) {
  await click(browser, 'a[href="/lists"]');
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/lists', {
    timeout: 10_000,
    timeoutMsg: 'the Lists page did not open',
  });
  await waitText(browser, name);
  await listsSettled(browser);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const link = await browser.$(`a=${name}`);
    if (await link.isExisting()) {
      await link.click().catch(() => {});
    }
    const opened = await waitText(browser, expect, { timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (opened) return;
  }
  await waitText(browser, expect);
}

/** Runs xdotool: the native dialogs (GTK) are out of WebDriver's reach. */
export function xdotool(...args) {
  return execFileSync('xdotool', args, { encoding: 'utf8', timeout: 20_000, stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The id of the visible X window titled `title`, waiting for it; null if none comes. */
export async function findWindow(title, ms = 20_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const ids = xdotool('search', '--onlyvisible', '--name', `^${title}$`);
      if (ids) return ids.split('\n').at(-1);
    } catch {
      // xdotool exits 1 while there is no such window.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return null;
}

/** Whether no visible X window is titled `title` within `ms` (polled). */
async function windowGone(title, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      xdotool('search', '--onlyvisible', '--name', `^${title}$`);
    } catch {
      return true; // xdotool exits 1 when there is no such window.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * Answers the native (GTK) file dialog titled `title` with `path`: the dialog focused, its
 * location field opened (`location`, an open dialog) or its name field selected (a save
 * dialog), the path typed, then Return. GTK takes keys in the order X delivers them, but a
 * dialog just mapped may not have its field yet: while the dialog stays open the answer is
 * typed again (at most three times), so the test waits on the dialog closing, never on a
 * delay.
 */
export async function answerDialog(title, path, { location = false } = {}) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const dialog = await findWindow(title, attempt === 0 ? 20_000 : 1_000);
    if (!dialog) {
      if (attempt === 0) throw new Error(`the native dialog "${title}" did not open`);
      return;
    }
    xdotool('windowfocus', '--sync', dialog);
    if (location) xdotool('key', '--clearmodifiers', 'ctrl+l');
    xdotool('key', '--clearmodifiers', 'ctrl+a');
    xdotool('type', '--delay', '15', path);
    xdotool('key', 'Return');
    if (await windowGone(title, 10_000)) return;
  }
  throw new Error(`the native dialog "${title}" did not take ${path}`);
}

/**
 * Answers the native save dialog titled `title` with the path `target` and waits until the
 * file is there.
 */
export async function saveInDialog(browser, title, target) {
  await answerDialog(title, target);
  await browser.waitUntil(async () => existsSync(target), { timeout: 15_000, timeoutMsg: `${target} was not written` });
}

/**
 * From the open print view: "Save PDF…", the native dialog answered with `<home>/printed/<file>`,
 * the file checked to be a PDF and the app's word of where it went (the file and its folder,
 * in either language) seen. With MUSTER_E2E_SHOTS, its
 * pages are also saved as `<name>-N.png` (pdftoppm, when the machine has it). Returns the path.
 */
export async function savePdf(browser, home, file, name = 'pdf') {
  const folder = join(home, 'printed');
  mkdirSync(folder, { recursive: true });
  const target = join(folder, file);
  await click(browser, 'button=Save PDF…');
  await saveInDialog(browser, 'Save the printed list', target);
  assert.equal(readFileSync(target).subarray(0, 4).toString('latin1'), '%PDF');
  await browser.waitUntil(
    async () => {
      const body = await browser.$('body').getText();
      return body.includes(`Saved ${file} in the folder printed.`) || body.includes(`Guardado ${file} en la carpeta printed.`);
    },
    { timeout: 20_000, timeoutMsg: `never saw where ${file} was saved` },
  );
  // The notice offers to show the file in the file manager (not taken here: no desktop).
  assert.ok(
    (await browser.$('aria/Open folder').isExisting()) || (await browser.$('aria/Abrir carpeta').isExisting()),
    'no "Open folder" on the saved notice',
  );
  const shots = process.env.MUSTER_E2E_SHOTS;
  if (shots) {
    try {
      execFileSync('pdftoppm', ['-png', '-r', '60', target, join(shots, name)], { timeout: 60_000 });
    } catch {
      // No pdftoppm here: the PDF is still checked above.
    }
  }
  return target;
}

/** Every text drawn on the print preview's pages, one per line. */
export async function previewText(browser) {
  return browser.execute(() =>
    [...document.querySelectorAll('svg.print-page text')].map((t) => t.textContent).join('\n'),
  );
}

/** Waits until the print preview shows `wanted`. */
export async function waitPreview(browser, wanted, timeout = 15_000) {
  await browser.waitUntil(async () => (await previewText(browser)).includes(wanted), {
    timeout,
    timeoutMsg: `the preview never showed "${wanted}"`,
  });
}

/**
 * Switches the app's language in Settings (`language` as the Settings page names it, e.g.
 * "Español") and comes back to the page it was on; `settingsTitle` is the Settings page's
 * heading in the new language.
 */
export async function setLanguage(browser, language, settingsTitle) {
  const back = await browser.execute(() => location.pathname);
  await click(browser, 'a[href="/settings"]');
  await click(browser, `aria/${language}`);
  await browser.$(`h1=${settingsTitle}`).waitForDisplayed({ timeout: 10_000 });
  await browser.execute(() => history.back());
  await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === back, {
    timeout: 10_000,
    timeoutMsg: `never came back to ${back}`,
  });
  await browser.$('main h1').waitForDisplayed({ timeout: 10_000 });
  await settle(browser);
}

/**
 * With MUSTER_E2E_SHOTS, the window as it is (`<name>-en`) and in Spanish (`<name>-es`), then
 * back in English. The trip to Settings reloads the page, so `again` redoes what the page
 * held that is not saved (a fighter or card chosen), and `show` is scrolled into the middle of
 * the window before each shot.
 */
export async function shotBoth(browser, name, { again, show } = {}) {
  if (!process.env.MUSTER_E2E_SHOTS) return;
  const ready = async () => {
    if (again) await again();
    if (show) await (await browser.$(show)).scrollIntoView({ block: 'center' });
    await settle(browser);
  };
  if (show) await (await browser.$(show)).scrollIntoView({ block: 'center' });
  await shot(browser, `${name}-en`);
  await setLanguage(browser, 'Español', 'Ajustes');
  await ready();
  await shot(browser, `${name}-es`);
  await setLanguage(browser, 'English', 'Settings');
  await ready();
}

/** Puts `text` into the text field `selector` at once, as a paste does (one input event). */
export async function paste(browser, selector, text) {
  const field = await browser.$(selector);
  await field.waitForDisplayed({ timeout: 10_000 });
  await browser.execute(
    (element, value) => {
      element.focus();
      element.value = value;
      element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
    },
    field,
    text,
  );
}

/** Scrolls the element `selector` to the top of the window. */
async function scrollTo(browser, selector) {
  await browser.execute((s) => document.querySelector(s)?.scrollIntoView({ block: 'start' }), selector);
  await settle(browser);
}

/**
 * With MUSTER_E2E_SHOTS, the window as it is and at 800 pixels wide (`selector`, when given,
 * scrolled to the top first), then back.
 */
export async function shotNarrow(browser, name, selector) {
  if (!process.env.MUSTER_E2E_SHOTS) return;
  if (selector) await scrollTo(browser, selector);
  await shot(browser, name);
  const { width } = await browser.getWindowSize();
  await resizeTo(browser, 800);
  if (selector) await scrollTo(browser, selector);
  await shot(browser, `${name}-800`);
  await resizeTo(browser, width);
}
