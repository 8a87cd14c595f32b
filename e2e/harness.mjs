// Starts tauri-driver (which starts WebKitWebDriver), waits for both ports, and opens a
// WebDriver session on the built Muster app with its own empty data and config folders.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir, homedir } from 'node:os';
import { join, resolve } from 'node:path';
import net from 'node:net';
import { remote } from 'webdriverio';

const root = resolve(import.meta.dirname, '..');

/** The app binary built by `tauri build --debug --no-bundle`. */
export const APP = process.env.MUSTER_APP ?? join(root, 'src-tauri/target/debug/muster-app');

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
  };
  const driverPath = process.env.TAURI_DRIVER ?? join(homedir(), '.cargo/bin/tauri-driver');
  const driver = spawn(driverPath, [], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForPorts([4444, 4445], 30_000);
  const browser = await remote({
    hostname: '127.0.0.1',
    port: 4444,
    logLevel: 'error',
    capabilities: { 'tauri:options': { application: APP } },
  });
  const exited = new Promise((done) => driver.once('exit', done));
  // Closes the window and waits until the driver is gone and its ports are free, so that
  // another session can start at once.
  const stop = async () => {
    try {
      await browser.deleteSession();
    } finally {
      driver.kill();
      await exited;
      await waitForPortsClosed([4444, 4445], 10_000);
    }
  };
  return { browser, home, stop };
}

/** Waits until some element's text contains `text` (or, with `gone`, until none does). */
export async function waitText(browser, text, { gone = false, timeout = 20_000 } = {}) {
  await browser.waitUntil(
    async () => {
      const body = await browser.$('body').getText();
      return gone ? !body.includes(text) : body.includes(text);
    },
    { timeout, timeoutMsg: `${gone ? 'still' : 'never'} saw "${text}"` },
  );
}

/** Clicks the element once it can be clicked. */
export async function click(browser, selector) {
  const element = await browser.$(selector);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}

/** With MUSTER_E2E_SHOTS=<folder>, saves a screenshot of the window as <folder>/<name>.png. */
export async function shot(browser, name) {
  const shots = process.env.MUSTER_E2E_SHOTS;
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  writeFileSync(join(shots, `${name}.png`), await browser.takeScreenshot(), 'base64');
}

/**
 * Opens saved list `name` from the Lists page and waits for `expect` in its builder. The
 * Lists page redraws its rows when the "can I field it?" status arrives, so a click that
 * lands on a row being replaced is tried again (at most three times).
 */
export async function openSavedList(browser, name, expect) {
  await click(browser, 'aria/Lists');
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/lists', {
    timeout: 10_000,
    timeoutMsg: 'the Lists page did not open',
  });
  await waitText(browser, name);
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

/**
 * Answers the native save dialog titled `title` with the path `target` (typed into its name
 * field, then Return), and waits until the file is there.
 */
export async function saveInDialog(browser, title, target) {
  const dialog = await findWindow(title);
  if (!dialog) throw new Error(`the native dialog "${title}" did not open`);
  xdotool('windowfocus', '--sync', dialog);
  await new Promise((r) => setTimeout(r, 500));
  xdotool('key', '--clearmodifiers', 'ctrl+a');
  xdotool('type', '--delay', '15', target);
  await new Promise((r) => setTimeout(r, 300));
  xdotool('key', 'Return');
  await browser.waitUntil(async () => existsSync(target), { timeout: 15_000, timeoutMsg: `${target} was not written` });
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
