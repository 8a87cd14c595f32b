// A new player builds a Warhammer Underworlds list in the real Muster window, from an empty
// library, with a warband and a deck of their own: a shipped warband is looked at first (The
// Emberwatch, its fighters from the community's cards, on the warband screen), then the
// player enters a warband of their own (two fighters, both faces, one
// weapon each, exactly one leader; a second fighter of the same name refused by Rust with its
// place, then renamed), sees both faces on the warband screen, types a Rivals deck as plain
// text (a bad line shown with its number, then fixed), and builds a Rivals list with it: all
// 32 cards in, 12 objectives and 20 power cards, legal. The list is saved, reopened, printed
// (preview in English and Spanish, the PDF written where the save dialog says), and shown in
// Spanish.
//
// Every fighter, weapon and card here is made up for the test (fixture, not real data).
//
// With MUSTER_E2E_SHOTS=<folder> it saves each screen (and the PDF's pages, if pdftoppm is
// there) in that folder.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import {
  click,
  openSavedList,
  paste,
  previewText,
  reported,
  savePdf,
  setLanguage,
  shot,
  startApp,
  waitPreview,
  waitText,
} from './harness.mjs';

let app;

before(async () => {
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

/** The element with `data-testid` `id`. */
const testid = (id) => `[data-testid="${id}"]`;

/** Types `value` into the field with test id `id` (its old value replaced). */
async function fill(browser, id, value) {
  const field = await browser.$(testid(id));
  await field.waitForDisplayed({ timeout: 10_000 });
  await field.setValue(String(value));
}

/** Chooses the option of value `value` in the select with test id `id`. */
async function choose(browser, id, value) {
  const select = await browser.$(testid(id));
  await select.waitForDisplayed({ timeout: 10_000 });
  await select.selectByAttribute('value', value);
}

/** Waits until the element with test id `id` shows `text`. */
async function waitIn(browser, id, text, timeout = 15_000) {
  await browser.waitUntil(
    async () => {
      const element = await browser.$(testid(id));
      return (await element.isExisting()) && (await element.getText()).includes(text);
    },
    { timeout, timeoutMsg: `${id} never showed "${text}"` },
  );
}

/**
 * Fills face `face` ("uninspired" or "inspired") of fighter `index` in the warband editor:
 * Move, Save (dice and symbol), Health, Bounty and one weapon, all synthetic.
 */
async function fillFace(browser, index, face, stats) {
  const base = `uw-fighter-${index}-${face}`;
  await fill(browser, `${base}-move`, stats.move);
  await fill(browser, `${base}-save-dice`, stats.save);
  await choose(browser, `${base}-save-symbol`, stats.symbol);
  await fill(browser, `${base}-health`, stats.health);
  await fill(browser, `${base}-bounty`, stats.bounty);
  const weapon = `${base}-weapon-0`;
  if (!(await browser.$(testid(weapon)).isExisting())) await click(browser, testid(`${base}-add-weapon`));
  await fill(browser, `${weapon}-name`, stats.weapon.name);
  await choose(browser, `${weapon}-kind`, stats.weapon.kind);
  await fill(browser, `${weapon}-range`, stats.weapon.range);
  await fill(browser, `${weapon}-dice`, stats.weapon.dice);
  await choose(browser, `${weapon}-symbol`, stats.weapon.symbol);
  await fill(browser, `${weapon}-damage`, stats.weapon.damage);
}

/** A made-up captain's uninspired face (fixture, not real data). */
const CAPTAIN = {
  move: 3,
  save: 1,
  symbol: 'shield',
  health: 4,
  bounty: 2,
  weapon: { name: 'Fixture Blade', kind: 'melee', range: 1, dice: 2, symbol: 'hammer', damage: 2 },
};

/** A made-up archer's uninspired face (fixture, not real data). */
const ARCHER = {
  move: 3,
  save: 1,
  symbol: 'dodge',
  health: 3,
  bounty: 1,
  weapon: { name: 'Fixture Bow', kind: 'ranged', range: 3, dice: 2, symbol: 'swords', damage: 1 },
};

/**
 * A made-up Rivals deck typed one card per line (fixture, not real data): line 1 a comment,
 * lines 2–13 the 12 objectives (3 surge), 14–23 the 10 ploys (2 surge), 24–33 the 10
 * upgrades. `glory5` is what line 5 says the fourth objective's glory is.
 */
function deckText(glory5) {
  const lines = ['# E2E Fixture Deck: made-up cards for the end-to-end test (fixture, not real data)'];
  for (let n = 1; n <= 12; n += 1) {
    const glory = n === 4 ? glory5 : String(1 + (n % 2));
    lines.push(`${n <= 3 ? 'objective surge' : 'objective'} · E2E Objective ${n} · ${glory}`);
  }
  for (let n = 1; n <= 10; n += 1) lines.push(`${n <= 2 ? 'ploy surge' : 'ploy'} · E2E Ploy ${n} · -`);
  for (let n = 1; n <= 10; n += 1) lines.push(`upgrade · E2E Upgrade ${n} · ${n <= 6 ? 1 : 2}`);
  return lines.join('\n');
}

/** The number of error findings the builder shows. */
async function errorFindings(browser) {
  return (await browser.$$('[data-testid="uw-builder"] li.finding.error')).length;
}

test('a new player enters a warband and a deck, builds a legal Rivals list, saves, prints and reads it in Spanish', async () => {
  const { browser, home } = app;
  await reported(() => app, 'uw-failure', () => build(browser, home));
});

async function build(browser, home) {
  await browser.$('aria/New list').waitForClickable({ timeout: 20_000 });

  // New list → Warhammer Underworlds: Rivals by default, no warband yet.
  await click(browser, 'aria/New list');
  await click(browser, testid('new-list-game-underworlds'));
  await browser.$(testid('uw-builder')).waitForDisplayed({ timeout: 15_000 });
  await waitText(browser, 'Choose a warband: search it by name, or narrow the list by grand alliance or to those legal in organised play now.');
  assert.equal(await browser.$(testid('uw-format')).getValue(), 'rivals');
  await shot(browser, 'uw-new-list');

  // A shipped warband: its fighters from the community's cards, with their numbers.
  await fill(browser, 'uw-warband-search', 'Emberwatch');
  await click(browser, testid('uw-warband-choose-the-emberwatch'));
  await waitIn(browser, 'uw-warband-chosen', 'The Emberwatch');
  await waitIn(browser, 'uw-warband', 'Ardorn');
  await waitIn(browser, 'uw-roster-stats-farasa', 'Move 3 · Save 1 shield · Health 5 · Bounty 2');
  await shot(browser, 'uw-builder-emberwatch');
  // Its editor starts from the data's record; nothing typed, so Cancel leaves at once and
  // shows the warband screen with both faces of every fighter and where they come from.
  await click(browser, testid('uw-warband-edit'));
  await browser.$(testid('uw-warband-editor')).waitForDisplayed({ timeout: 10_000 });
  assert.equal(await browser.$(testid('uw-wb-name')).getValue(), 'The Emberwatch');
  assert.equal(await browser.$(testid('uw-fighter-0-name')).getValue(), 'Ardorn');
  await shot(browser, 'uw-editor-emberwatch');
  await click(browser, testid('uw-wb-cancel'));
  await browser.$(testid('uw-warband-sheet')).waitForDisplayed({ timeout: 10_000 });
  await waitIn(browser, 'uw-face-yurik-inspired', 'Health');
  await click(browser, `${testid('uw-sheet-source')} summary`);
  await waitIn(browser, 'uw-sheet-source', 'community card list');
  await shot(browser, 'uw-sheet-emberwatch');
  await click(browser, testid('uw-sheet-back'));

  // A new warband of the player's own: two made-up fighters, the captain its one leader.
  await click(browser, testid('uw-warband-new'));
  await browser.$(testid('uw-warband-editor')).waitForDisplayed({ timeout: 10_000 });
  await fill(browser, 'uw-wb-name', 'E2E Fixture Wardens');
  await waitIn(browser, 'uw-wb-id', 'Id: e2e-fixture-wardens');
  await click(browser, testid('uw-wb-add-fighter'));
  await fill(browser, 'uw-fighter-0-name', 'E2E Fixture Captain');
  await click(browser, testid('uw-fighter-0-leader'));
  await fillFace(browser, 0, 'uninspired', CAPTAIN);
  // The inspired face starts as a copy of the uninspired one, then hits harder.
  await click(browser, testid('uw-fighter-0-inspired-copy'));
  assert.equal(await browser.$(testid('uw-fighter-0-inspired-weapon-0-name')).getValue(), 'Fixture Blade');
  await fill(browser, 'uw-fighter-0-inspired-weapon-0-damage', 3);
  // The second fighter by mistake gets the captain's name.
  await click(browser, testid('uw-wb-add-fighter'));
  await fill(browser, 'uw-fighter-1-name', 'E2E Fixture Captain');
  await fillFace(browser, 1, 'uninspired', ARCHER);
  await click(browser, testid('uw-fighter-1-inspired-copy'));
  await fill(browser, 'uw-fighter-1-inspired-health', 4);
  await shot(browser, 'uw-warband-editor');

  // Rust refuses the record (two fighters with one id) and names the place; nothing stored.
  await click(browser, testid('uw-wb-save'));
  const refusal = await browser.$(testid('uw-wb-error'));
  await refusal.waitForDisplayed({ timeout: 10_000 });
  const refused = await refusal.getText();
  assert.match(refused, /Not saved:/);
  assert.match(refused, /\/fighters\/1/, refused);
  await shot(browser, 'uw-warband-refused');
  const stored = await browser.execute(async () =>
    (await window.__TAURI_INTERNALS__.invoke('underworlds_catalog')).warbands.map((w) => w.id),
  );
  assert.ok(!stored.includes('e2e-fixture-wardens'), `a refused warband was stored: ${stored}`);

  // Renamed, it is saved, and the warband screen shows both faces of each fighter. The
  // editor first puts the focus on the place it names and then gives Save back: typing
  // before that would lose keys to the field it focuses.
  await browser.$(testid('uw-wb-save')).waitForEnabled({ timeout: 10_000 });
  await fill(browser, 'uw-fighter-1-name', 'E2E Fixture Archer');
  await click(browser, testid('uw-wb-save'));
  await browser.$(testid('uw-warband-sheet')).waitForDisplayed({ timeout: 10_000 });
  await waitText(browser, 'Warband E2E Fixture Wardens saved.');
  const captain = await browser.$(testid('uw-fighter-e2e-fixture-captain'));
  await captain.waitForDisplayed({ timeout: 10_000 });
  assert.ok(await browser.$(testid('uw-leader-e2e-fixture-captain')).isExisting(), 'the captain is the leader');
  assert.ok(!(await browser.$(testid('uw-leader-e2e-fixture-archer')).isExisting()), 'one leader only');
  const uninspired = await browser.$(testid('uw-face-e2e-fixture-captain-uninspired')).getText();
  const inspired = await browser.$(testid('uw-face-e2e-fixture-captain-inspired')).getText();
  assert.match(uninspired, /^uninspired/i);
  assert.match(uninspired, /1 shield/);
  assert.match(uninspired, /Fixture Blade/);
  assert.match(uninspired, /2 hammer/);
  assert.match(inspired, /^inspired/i);
  assert.match(inspired, /Fixture Blade/);
  const archer = await browser.$(testid('uw-face-e2e-fixture-archer-inspired')).getText();
  assert.match(archer, /1 dodge/);
  assert.match(archer, /Fixture Bow/);
  assert.match(archer, /2 swords/);
  await shot(browser, 'uw-warband-sheet');

  // Back at the list, the new warband is the list's, marked as the player's.
  await click(browser, testid('uw-sheet-back'));
  await waitIn(browser, 'uw-warband-chosen', 'E2E Fixture Wardens');
  await waitIn(browser, 'uw-warband', 'Leader');
  await waitIn(browser, 'uw-warband', 'Yours');

  // A new deck typed as text; line 5 has a glory value that is not a number.
  await click(browser, testid('uw-deck-new'));
  await browser.$(testid('uw-deck-editor')).waitForDisplayed({ timeout: 10_000 });
  await fill(browser, 'uw-deck-name', 'E2E Fixture Deck');
  await paste(browser, testid('uw-deck-import-text'), deckText('lots'));
  await click(browser, testid('uw-deck-import-read'));
  await waitIn(browser, 'uw-deck-import-errors', 'line 5:');
  await waitText(browser, '1 line could not be read:');
  const bad = await browser.$(testid('uw-deck-import-errors')).getText();
  assert.equal(bad.split('\n').length, 1, bad);
  assert.match(bad, /lots/);
  assert.ok(!(await browser.$(testid('uw-deck-import-preview')).isExisting()), 'no cards from a text with a bad line');
  await shot(browser, 'uw-deck-bad-line');

  // Fixed: 32 cards read, used, and the deck saved.
  await paste(browser, testid('uw-deck-import-text'), deckText('1'));
  await click(browser, testid('uw-deck-import-read'));
  await waitIn(browser, 'uw-deck-import-preview', '32 cards read.');
  await waitIn(browser, 'uw-deck-import-preview', '12 objectives · 10 ploys · 10 upgrades');
  await shot(browser, 'uw-deck-read');
  await click(browser, testid('uw-deck-import-use'));
  await waitIn(browser, 'uw-deck-counts', '12 objectives · 10 ploys · 10 upgrades');
  assert.equal(await browser.$(testid('uw-card-0-name')).getValue(), 'E2E Objective 1');
  assert.equal(await browser.$(testid('uw-card-0-surge')).isSelected(), true);
  assert.equal(await browser.$(testid('uw-card-3-glory')).getValue(), '1');
  await shot(browser, 'uw-deck-editor');
  await click(browser, testid('uw-deck-save'));
  await waitText(browser, 'Deck E2E Fixture Deck saved.');

  // Rivals: the new deck is the list's, every card of it in: 12 objectives, 20 power cards.
  await browser.$(testid('uw-deck-builder')).waitForDisplayed({ timeout: 10_000 });
  assert.equal(await browser.$(testid('uw-deck-choose-e2e-fixture-deck')).isSelected(), true);
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
  await waitIn(browser, 'uw-count-power', '20 / 20');
  await waitIn(browser, 'uw-count-surge', '3');
  await waitIn(browser, 'uw-ploys-upgrades', 'ploys 10 · upgrades 10');
  // Legal: the verdict, and no error finding anywhere.
  await waitText(browser, 'Legal');
  assert.equal(await errorFindings(browser), 0, 'no error findings');
  const ids = await browser.execute(() => document.querySelectorAll('[data-testid^="uw-card-e2e-fixture-deck-"]').length);
  assert.equal(ids, 32, 'all 32 cards listed');

  // Saved.
  const name = await browser.$('aria/List name');
  await name.setValue('E2E Rivals');
  await click(browser, 'button=Save');
  await waitText(browser, 'Saved as version 1.');
  await shot(browser, 'uw-builder-legal');

  // Reopened from the Lists page: the same list, still legal.
  await openSavedList(browser, 'E2E Rivals', 'Objective deck');
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
  await waitIn(browser, 'uw-count-power', '20 / 20');
  await waitIn(browser, 'uw-warband-chosen', 'E2E Fixture Wardens');
  await waitText(browser, 'Legal');
  assert.equal(await errorFindings(browser), 0, 'no error findings after reopening');

  // Print: the preview draws Rust's pages, in English then in Spanish; then the PDF.
  await click(browser, 'button=Print…');
  await browser.$('#print-title').waitForDisplayed({ timeout: 10_000 });
  await waitPreview(browser, 'E2E Rivals');
  await waitPreview(browser, 'E2E Fixture Captain');
  const printed = await previewText(browser);
  for (const wanted of ['E2E Fixture Wardens', 'E2E Fixture Archer', 'Fixture Blade', 'E2E Fixture Deck', 'E2E Objective 12', 'E2E Ploy 10', 'E2E Upgrade 10', 'Inspired', 'Uninspired']) {
    assert.ok(printed.includes(wanted), `the preview lacks "${wanted}":\n${printed}`);
  }
  await shot(browser, 'uw-print-en');
  await browser.$('div[role="dialog"] select').selectByAttribute('value', 'es');
  await waitPreview(browser, 'Guerreros');
  const spanish = await previewText(browser);
  for (const wanted of ['Mazo Rivales', 'Inspirado', 'No inspirado', 'E2E Fixture Captain']) {
    assert.ok(spanish.includes(wanted), `the Spanish preview lacks "${wanted}":\n${spanish}`);
  }
  await shot(browser, 'uw-print-es');
  await savePdf(browser, home, 'underworlds rivals.pdf', 'uw-pdf');

  // The app in Spanish: the builder, the warband screen and the editors.
  await setLanguage(browser, 'Español', 'Ajustes');
  await openSavedList(browser, 'E2E Rivals', 'Mazo de objetivos');
  await waitText(browser, 'Mazo de poderes');
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
  await shot(browser, 'uw-builder-es');
  await click(browser, testid('uw-warband-show'));
  await browser.$(testid('uw-warband-sheet')).waitForDisplayed({ timeout: 10_000 });
  await waitIn(browser, 'uw-face-e2e-fixture-captain-inspired', 'INSPIRADO');
  await waitIn(browser, 'uw-face-e2e-fixture-captain-uninspired', 'NO INSPIRADO');
  await shot(browser, 'uw-warband-sheet-es');
  await click(browser, testid('uw-sheet-edit'));
  await browser.$(testid('uw-warband-editor')).waitForDisplayed({ timeout: 10_000 });
  await shot(browser, 'uw-warband-editor-es');
  await click(browser, testid('uw-wb-cancel'));
  await click(browser, testid('uw-sheet-back'));
  await click(browser, testid('uw-deck-edit-e2e-fixture-deck'));
  await browser.$(testid('uw-deck-editor')).waitForDisplayed({ timeout: 10_000 });
  await shot(browser, 'uw-deck-editor-es');
  // A bad line in Spanish: the line's number and the words in the app's language.
  await paste(browser, testid('uw-deck-import-text'), 'objetivo · E2E Objetivo · mucho');
  await click(browser, testid('uw-deck-import-read'));
  await waitIn(browser, 'uw-deck-import-errors', 'línea 1:');
  await shot(browser, 'uw-deck-bad-line-es');
  // The table is unchanged (the text is not used), so Cancel leaves at once.
  await click(browser, testid('uw-deck-cancel'));
  await browser.$(testid('uw-deck-builder')).waitForDisplayed({ timeout: 10_000 });
  await click(browser, 'button=Imprimir…');
  await waitPreview(browser, 'Guerreros');
  await shot(browser, 'uw-print-app-es');
}
