// Home (empty, with lists and a match, with the collection checks on) and every game's
// screens a player meets — the builder, the print preview, the tracker and its
// collection tab, and a unit's card opened from the builder and from the tracker — and the
// Settings page, at 1280 px and at 800 px wide, in English and in Spanish: nothing is wider
// than the window (a table, a bar or a card that does not fit would scroll the page
// sideways), no rule code, JSON pointer or id is in the player's view (they are behind
// "Details", closed; on the paper of the preview only a finding's rule, in small type), no
// notice lies over a dialog's button, and, with MUSTER_E2E_SHOTS, a screenshot of each to
// look at. The lists are the repository's examples, saved through the app's own commands;
// the matches are started the same way.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { click, listsSettled, reported, setLanguage, shot, startApp } from './harness.mjs';
import { territoriesAndFeatures } from './underworlds.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let app;

before(async () => {
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

/** Each game's two example lists: the first is built and printed, both play the match. */
const GAMES = [
  ['runewars', 'runewars-daqan-shield-wall.json', 'runewars-waiqar-host-of-crows.json'],
  ['diskwars', 'diskwars/order-karl-franz-and-teclis.json', 'diskwars/destruction-kairos-and-archaon.json'],
  ['sigmar', 'sigmar/sylvaneth-matched-2000-legal.json', 'sigmar/stormcast-matched-2000.json'],
  ['underworlds', 'underworlds/emberwatch-blazing-assault.json', 'underworlds/emberwatch-blazing-assault.json'],
];

/** A command of the app, called as the window calls it. */
async function invoke(browser, command, args) {
  return browser.execute(
    async (name, payload) => {
      try {
        return { ok: await window.__TAURI_INTERNALS__.invoke(name, payload) };
      } catch (error) {
        return { error: JSON.stringify(error) };
      }
    },
    command,
    args,
  );
}

async function ok(browser, command, args) {
  const answer = await invoke(browser, command, args);
  assert.ok(!answer.error, `${command}: ${answer.error}`);
  return answer.ok;
}

/** Waits until the window's page is `wanted` px wide (a resize has taken). */
async function width(browser, wanted) {
  await browser.setWindowSize(wanted, 800);
  await browser.waitUntil(async () => (await browser.execute(() => window.innerWidth)) === wanted, {
    timeout: 10_000,
    timeoutMsg: `the window did not become ${wanted} px wide`,
  });
}

/** What the player sees on the page is no wider than the window, and speaks no code. */
async function looksRight(browser, where) {
  const { wide, codes } = await browser.execute(() => {
    const main = document.getElementById('main');
    const wide = Math.max(
      main ? main.scrollWidth - main.clientWidth : 0,
      document.documentElement.scrollWidth - window.innerWidth,
    );
    // The page's visible words, without what is behind a closed "Details" and the paper of
    // the print preview (which prints a finding's rule in small type for the organiser).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let visible = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('svg.print-page, script, style')) continue;
      if (element.closest('details:not([open])') && !element.closest('summary')) continue;
      if (element.checkVisibility && !element.checkVisibility()) continue;
      visible += `${node.textContent}\n`;
    }
    // Rule codes, JSON pointers, season ids, commit hashes and digest sections (issue 36 item 8).
    const codes = visible.match(/\b(runewars|diskwars|sigmar|underworlds)[.:][A-Za-z§0-9._-]+|\/(units|regiments|fighters|discs|objectives|power)\/\d+|\bghb-\d{4}-\d{2}\b|\bcommit [0-9a-f]{7,40}\b|digest §/g) ?? [];
    return { wide, codes };
  });
  assert.ok(wide <= 1, `${where}: the page is ${wide} px wider than the window`);
  assert.deepEqual(codes, [], `${where}: internal codes in the player's view`);
}

/** No notice lies over a button of the open dialog (the notices move aside while one is open). */
async function noticesClear(browser, where) {
  const covered = await browser.execute(() => {
    const buttons = [...document.querySelectorAll('[aria-modal="true"] button')]
      .map((b) => ({ name: b.textContent.trim() || b.getAttribute('aria-label'), r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0);
    const notices = [...document.querySelectorAll('.notices .notice')].map((n) => n.getBoundingClientRect());
    const over = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return buttons.filter(({ r }) => notices.some((n) => over(n, r))).map(({ name }) => name);
  });
  assert.deepEqual(covered, [], `${where}: a notice lies over the dialog's buttons`);
}

/**
 * Opens the card of the first unit in `scope` that has one and checks it as a player reads
 * it: nothing wider than its dialog or the window, no code, and neither the unit's id nor
 * its faction's (`the-emberwatch`) in its words; then `shot`s it, its top and its end.
 */
async function unitCard(browser, scope, where) {
  const button = await browser.$(`${scope} [data-testid="unit-card-open"]`);
  await button.waitForExist({ timeout: 20_000 });
  await button.scrollIntoView({ block: 'center' });
  const ids = [await button.getAttribute('data-unit'), await button.getAttribute('data-faction')].filter(Boolean);
  await button.waitForClickable({ timeout: 10_000 });
  await button.click();
  await browser.$('[role="dialog"] [data-testid="unit-card-sources"]').waitForDisplayed({ timeout: 20_000 });
  await looksRight(browser, where);
  await noticesClear(browser, where);
  const { wide, slugs } = await browser.execute((ids) => {
    const dialog = document.querySelector('[role="dialog"]');
    const boxes = [dialog, ...dialog.querySelectorAll('.scroll, .unit-card, .table-wrap')];
    const wide = Math.max(
      ...boxes.map((box) => box.scrollWidth - box.clientWidth),
      dialog.getBoundingClientRect().right - window.innerWidth,
    );
    let visible = '';
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element.closest('details:not([open])') && !element.closest('summary')) continue;
      visible += `${node.textContent}\n`;
    }
    const slugs = ids.flatMap((id) => {
      const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return visible.match(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g')) ?? [];
    });
    return { wide, slugs };
  }, ids);
  assert.ok(wide <= 1, `${where}: the card is ${wide} px wider than its dialog or the window`);
  assert.deepEqual(slugs, [], `${where}: an id or slug in the card`);
  await shot(browser, where);
  await browser.execute(() => {
    const body = document.querySelector('[role="dialog"] .scroll');
    if (body) body.scrollTop = body.scrollHeight;
  });
  await shot(browser, `${where}-end`);
  await browser.keys('Escape');
  await browser.waitUntil(async () => (await browser.$$('[role="dialog"]')).length === 0, {
    timeout: 10_000,
    timeoutMsg: `${where}: the card stayed open`,
  });
}

/**
 * Opens the page `href` from the navigation and waits until it is the page shown: a link
 * clicked before that could be the previous page's (the Collection page links saved lists too).
 */
async function go(browser, href) {
  await click(browser, `nav a[href="${href}"]`);
  await browser.waitUntil(async () => (await browser.execute(() => location.pathname)) === href, {
    timeout: 20_000,
    timeoutMsg: `${href} did not open`,
  });
}

/** Opens saved list `id` from the Lists page. */
async function openList(browser, id) {
  await go(browser, '/lists');
  await listsSettled(browser);
  await click(browser, `table a[href="/lists/${id}"]`);
  await browser.$('section.totals').waitForDisplayed({ timeout: 20_000 });
  await browser.waitUntil(async () => (await browser.$('section.totals').getAttribute('aria-busy')) !== 'true', {
    timeout: 20_000,
    timeoutMsg: 'the list was never checked',
  });
}

/** Opens match `id` from the Matches page. */
async function openMatch(browser, id) {
  await go(browser, '/matches');
  await click(browser, `a[href="/matches/${id}"]`);
  await browser.$('.tracker').waitForDisplayed({ timeout: 20_000 });
}

/** Each game's first example saved and its match started, once for the file's tests. */
let prepared;
function prepare(browser) {
  prepared ??= (async () => {
    await browser.$('main h1').waitForDisplayed({ timeout: 20_000 });
    // The Emberwatch's fighters come with the data: no form to answer before its match.
    const saved = {};
    const matches = {};
    for (const [game, first, second] of GAMES) {
      const ids = [];
      for (const file of [first, second]) {
        const document = JSON.parse(readFileSync(join(root, 'examples', file), 'utf8'));
        ids.push((await ok(browser, 'list_save', { id: null, document })).id);
      }
      saved[game] = ids[0];
      const seats = [
        { listId: ids[0], name: 'Ana' },
        { listId: ids[1], name: 'Ben' },
      ];
      matches[game] = (await ok(browser, 'match_start', { seats, lang: 'en' })).id;
    }
    return { saved, matches };
  })();
  return prepared;
}

/** The languages the screens are looked at in, with the words that choose each. */
const LANGUAGES = [
  ['en', 'English', 'Settings'],
  ['es', 'Español', 'Ajustes'],
];

/**
 * Opens Home and waits for everything it reads (the recent lists, each game's glance row),
 * checks it as `looksRight` does, `shot`s it, and tells what it shows.
 */
async function home(browser, where) {
  await go(browser, '/');
  await browser.waitUntil(
    async () =>
      browser.execute(() => {
        const recent = document.querySelector('[aria-labelledby="recent-heading"]');
        const glance = [...document.querySelectorAll('ul.glance > li > span.small')];
        const read = recent && (recent.querySelector('.empty') || recent.querySelector('ul.rows > li'));
        return Boolean(read) && glance.length === 4 && glance.every((row) => row.textContent.trim() !== '…');
      }),
    { timeout: 20_000, timeoutMsg: `${where}: Home never showed what it reads` },
  );
  await looksRight(browser, where);
  // Each game's buttons stay inside its card (a card too narrow spills them over its edge).
  const spilled = await browser.execute(() =>
    [...document.querySelectorAll('ul.games > li')].flatMap((card) => {
      const box = card.getBoundingClientRect();
      return [...card.querySelectorAll('.game-actions > *')]
        .filter((b) => b.getBoundingClientRect().right > box.right + 1)
        .map((b) => b.textContent.trim());
    }),
  );
  assert.deepEqual(spilled, [], `${where}: buttons spill out of their game's card`);
  await shot(browser, where);
  return browser.execute(() => ({
    resume: Boolean(document.querySelector('section.resume a[href^="/matches/"]')),
    empty: Boolean(document.querySelector('[aria-labelledby="recent-heading"] .empty')),
    recent: document.querySelectorAll('[aria-labelledby="recent-heading"] ul.rows > li').length,
    shortfalls: document.querySelectorAll('#main .badge-warning').length,
    glance: [...document.querySelectorAll('ul.glance > li > span.small')].map((row) => row.textContent.trim()),
  }));
}

/** Each language's words for a glance row (i18n `home.noListsOfGame`, `lists.notChecked`). */
const GLANCE = { en: ['No saved lists', 'Not checked'], es: ['Sin listas guardadas', 'Sin comprobar'] };

// Issue 36 item 5: Home follows the app. From an empty library it offers nothing to resume
// and no shortfall; with lists saved and matches begun but nothing owned, it offers the match
// and no "you own 0" (the collection checks wait for a first item, as on the Lists page);
// with the checks turned on, each list's shortfalls. First, while the library is empty.
test('Home, empty, with lists and a match, and with the collection checks on, fits both widths in both languages', () =>
  reported(() => app, 'screens-home-failure', async () => {
    const { browser } = app;
    await browser.$('main h1').waitForDisplayed({ timeout: 20_000 });
    const each = async (state, expect) => {
      for (const [lang, language, settings] of LANGUAGES) {
        // From Home: the trip to Settings that chooses the language comes back where it began.
        await go(browser, '/');
        await setLanguage(browser, language, settings);
        for (const px of [1280, 800]) {
          await width(browser, px);
          const where = `screens-home-${state}-${lang}-${px}`;
          expect(await home(browser, where), where, lang);
        }
      }
    };
    await each('empty', (seen, where, lang) => {
      assert.equal(seen.resume, false, `${where}: a match to resume in an empty library`);
      assert.equal(seen.empty, true, `${where}: no word that there are no lists`);
      assert.equal(seen.shortfalls, 0, `${where}: shortfalls with no list`);
      assert.deepEqual(seen.glance, Array(4).fill(GLANCE[lang][0]), `${where}: the glance`);
    });

    await prepare(browser);
    await each('lists', (seen, where, lang) => {
      assert.equal(seen.resume, true, `${where}: no match to resume`);
      assert.equal(seen.recent, 6, `${where}: the six newest lists`);
      assert.equal(seen.shortfalls, 0, `${where}: "you own 0" while nothing is owned`);
      assert.deepEqual(seen.glance, Array(4).fill(GLANCE[lang][1]), `${where}: the glance`);
    });

    // As a player turns them on: in Settings, where the window keeps its settings too.
    const checks = async (value) => {
      await go(browser, '/settings');
      // The option's words, as a player clicks them (the radio itself is small).
      // The options in the page's order (auto, on, off); Svelte sets a radio's value as a property.
      const radio = await browser.$(`fieldset input[name="collection-checks"]:nth-of-type(1)`);
      await radio.waitForExist({ timeout: 20_000 });
      const radios = await browser.$$('input[name="collection-checks"]');
      const option = await radios[['auto', 'on', 'off'].indexOf(value)].parentElement();
      await option.scrollIntoView({ block: 'center' });
      await option.waitForClickable({ timeout: 10_000 });
      await option.click();
      await browser.waitUntil(async () => (await ok(browser, 'settings_get', {})).collectionChecks === value, {
        timeout: 10_000,
        timeoutMsg: `the collection checks never became ${value}`,
      });
    };
    await checks('on');
    await each('checked', (seen, where) => {
      assert.ok(seen.shortfalls > 0, `${where}: no shortfall with nothing owned and the checks on`);
      assert.ok(seen.glance.every((row) => /\d/.test(row)), `${where}: the glance counts no list: ${seen.glance}`);
    });
    // Back as it was, for the screens below, which start from Home.
    await checks('auto');
    await go(browser, '/');
  }));

test('every builder, print preview, tracker and collection fits 1280 and 800 px, in English and Spanish, and speaks no code', () =>
  reported(() => app, 'screens-failure', async () => {
    const { browser } = app;
    const { saved, matches } = await prepare(browser);

    // The test above leaves the window in Spanish: each language is chosen here.
    for (const [lang, language, settings] of LANGUAGES) {
      await setLanguage(browser, language, settings);
      for (const px of [1280, 800]) {
        await width(browser, px);
        // Settings: the data folder shown, changed only through the folder dialog.
        await go(browser, '/settings');
        await browser.$('output.path').waitForDisplayed({ timeout: 20_000 });
        await looksRight(browser, `screens-settings-${lang}-${px}`);
        await shot(browser, `screens-settings-${lang}-${px}`);
        for (const [game] of GAMES) {
          const name = (what) => `screens-${game}-${what}-${lang}-${px}`;
          await openList(browser, saved[game]);
          await looksRight(browser, name('builder'));
          await shot(browser, name('builder'));

          await click(browser, 'header.toolbar button[aria-haspopup="dialog"]');
          await browser.$('svg.print-page').waitForDisplayed({ timeout: 20_000 });
          await looksRight(browser, name('print'));
          await noticesClear(browser, name('print'));
          await shot(browser, name('print'));
          await browser.keys('Escape');
          await browser.waitUntil(async () => (await browser.$$('svg.print-page')).length === 0, {
            timeout: 10_000,
            timeoutMsg: 'the print view stayed open',
          });

          await openMatch(browser, matches[game]);
          await looksRight(browser, name('tracker'));
          await shot(browser, name('tracker'));

          // The game's collection tab (Age of Sigmar's opens the newest list's faction).
          await go(browser, '/collection');
          await click(browser, `[data-testid="collection-game-${game}"]`);
          await browser.$('.layout .main section.group').waitForDisplayed({ timeout: 20_000 });
          await looksRight(browser, name('collection'));
          await shot(browser, name('collection'));
        }
      }
    }
  }));

// Issue 36 item 4: a unit's card opened without leaving the list, from every game's builder
// (an Age of Sigmar warscroll, a RuneWars unit, a Diskwars disc, an Underworlds fighter) and
// from the Underworlds tracker once its fighters are at the table, held to the same checks;
// a test of its own, so the screens above keep their time.
test("every game's unit card, from the builder and the tracker, fits 1280 and 800 px in both languages and speaks no id", () =>
  reported(() => app, 'screens-card-failure', async () => {
    const { browser } = app;
    const { saved, matches } = await prepare(browser);
    // The other trackers list their units once the set-up is over; the Underworlds one, its
    // fighters once the territories and feature tokens are placed.
    await openMatch(browser, matches.underworlds);
    await territoriesAndFeatures(browser);
    await browser.$('.tracker [data-testid="unit-card-open"]').waitForExist({ timeout: 20_000 });
    // The test above leaves the window in Spanish: each language is chosen here.
    for (const [lang, language, settings] of LANGUAGES) {
      await setLanguage(browser, language, settings);
      for (const px of [1280, 800]) {
        await width(browser, px);
        for (const [game] of GAMES) {
          const name = (what) => `screens-${game}-${what}-${lang}-${px}`;
          await openList(browser, saved[game]);
          await unitCard(browser, '#main', name('card'));
        }
        await openMatch(browser, matches.underworlds);
        await unitCard(browser, '.tracker', `screens-underworlds-tracker-card-${lang}-${px}`);
      }
    }
  }));
