// A whole Diskwars game in the real Muster window, from an empty library: the two
// introductory armies saved from the list builder, a match started from them, the set-up
// (initiative rolls, deployment that waits for the right number of discs), a full round (command cards
// chosen and revealed in an order the players give, discs activated card by card, a card that
// may not be done yet, damage refused then taken to the casualty pile, a wound, a removal
// taken back with Undo, the End phase), then the Orc army taken off the table in round 2:
// Ana wins by elimination, the result is kept and found in the history as won. Then four
// players on one screen (1280×800): nothing runs off the side.
//
// With MUSTER_E2E_SHOTS=<folder> it saves each step in English and Spanish.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { click, reported, setLanguage, shot, shotBoth, startApp, waitDetail, waitText } from './harness.mjs';

let app;

after(async () => {
  await app?.stop();
});

/** The Orc army, disc by disc (its list's order: Grom, then his units). */
const ORCS = {
  grom: 0,
  arrerBoyz: 1,
  boarBoyz: 3,
  orcBoyz: 4,
  wolfRiders: 8,
};

/** The row of `side`'s disc `disc`. */
function disc(browser, side, index) {
  return browser.$(`article[data-side="${side}"][data-disc="${index}"]`);
}

/** Clicks `selector` inside `element` once it can be clicked. */
async function clickIn(element, selector) {
  const target = await element.$(selector);
  await target.waitForClickable({ timeout: 10_000 });
  await target.click();
}

/** The number of events that count, as the event log's summary says. */
async function head(browser) {
  const text = await browser.$('details.log summary').getText();
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

/** Clicks `selector` and waits until Rust has answered with one more event. */
async function recordWith(browser, action) {
  const before = await head(browser);
  await action();
  await browser.waitUntil(async () => (await head(browser)) === before + 1, {
    timeout: 10_000,
    timeoutMsg: `no event recorded after ${before}`,
  });
}

/** Activates `side`'s disc `index` with `action` (its row's Activate, then the action). */
async function activate(browser, side, index, action = 'Move') {
  const row = await disc(browser, side, index);
  await recordWith(browser, async () => {
    await clickIn(row, 'button*=Activate');
    await clickIn(row, `button=${action}`);
  });
}

/** Picks `card` in `side`'s hand. */
async function pick(browser, side, card) {
  const column = await browser.$(`section.player[data-side="${side}"]`);
  await clickIn(column, `button*=${card}`);
}

/**
 * Each player in turn takes the device and picks a card in secret (`picks`: `[side, player,
 * card]`); while one picks, no other column offers or shows a pick. Then the cards are
 * revealed to the table (not recorded yet).
 */
async function secretCards(browser, picks) {
  for (const [side, player, card] of picks) {
    await click(browser, `button=${player} picks in secret`);
    const others = await browser.execute(
      (me) => [...document.querySelectorAll('section.player')].filter((s) => s.dataset.side !== String(me)).map((s) => s.querySelectorAll('[role="radio"]').length),
      side,
    );
    assert.ok(others.every((n) => n === 0), `another column offers a pick while ${player} picks`);
    await pick(browser, side, card);
    await click(browser, `button=Done: hide ${player}’s card`);
  }
  await click(browser, 'button=Reveal the cards');
}

/** The card resolving now is done. */
async function done(browser) {
  await recordWith(browser, () => click(browser, 'button*=card is done'));
}

/** Saves the introductory army `army` (whose hero is `hero`) from the builder as `name`. */
async function saveIntroArmy(browser, army, hero, name) {
  await click(browser, 'aria/New list');
  await click(browser, 'button*=Diskwars');
  await waitText(browser, 'Regiments agreed');
  const mode = await browser.$('label[data-pointers="/mode"] select');
  await mode.selectByAttribute('value', 'introductory');
  await click(browser, `button=Use ${army}`);
  await waitText(browser, hero);
  const field = await browser.$('aria/List name');
  await field.setValue(name);
  await click(browser, 'button=Save');
  await waitText(browser, 'Saved as version 1.');
}

/**
 * On the new match page: Diskwars, and each player's name and list (by its place in the
 * list of lists: 1 is E2E Empire, 2 E2E Orcs), adding players beyond two.
 */
async function fillNewMatch(browser, players) {
  await click(browser, 'label*=Warhammer: Diskwars');
  await browser.$('.new-match select').waitForDisplayed({ timeout: 10_000 });
  for (let i = 2; i < players.length; i += 1) await click(browser, 'button*=Add a player');
  const names = await browser.$$('.new-match input[type="text"]');
  const lists = await browser.$$('.new-match select');
  for (const [i, [name, list]] of players.entries()) {
    await names[i].setValue(name);
    await lists[i].selectByIndex(list);
  }
}

/** Nothing on the page is wider than the window. */
async function assertNoOverflow(browser, where) {
  const wide = await browser.execute(() => {
    const main = document.getElementById('main');
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  assert.ok(wide <= 1, `${where}: the page is ${wide}px wider than the window`);
}

test('a Diskwars game is set up, played, won by elimination and kept in the history', async () => {
  app = await startApp();
  const { browser } = app;
  await reported(() => app, 'dw-failure', () => play(browser));
});

async function play(browser) {
  await waitText(browser, 'Diskwars');

  // The rulebook's two introductory armies, from the builder.
  await saveIntroArmy(browser, 'Basic Empire army', 'Karl Franz', 'E2E Empire');
  await saveIntroArmy(browser, 'Basic Orc army', 'Grom the Paunch', 'E2E Orcs');

  // A new Diskwars match: Ana's Empire against Ben's Orcs.
  await click(browser, 'a[href="/matches"]');
  await click(browser, 'a*=New match');
  await fillNewMatch(browser, [['Ana', 1], ['Ben', 2]]);
  await shotBoth(browser, 'dw-match-new');
  // The page starts afresh after the trip to Settings.
  await fillNewMatch(browser, [['Ana', 1], ['Ben', 2]]);
  await click(browser, 'button*=Start the match');

  // Initiative: Ben rolls higher and, with two players, takes the large token at once.
  await waitText(browser, 'Each player rolls a d6');
  await click(browser, 'aria/Ana rolled 3');
  await click(browser, 'aria/Ben rolled 5');
  await shotBoth(browser, 'dw-initiative');
  await click(browser, 'aria/Ana rolled 3');
  await click(browser, 'aria/Ben rolled 5');
  await click(browser, 'button=Record the rolls');

  // Deployment, Ben first (the first player in the introductory scenario). Eight discs where
  // nine are due: the button waits and says why; nothing is recorded.
  await waitText(browser, 'Ben deploys 9 discs');
  let boxes = await browser.$$('fieldset.deploy input[type="checkbox"]');
  assert.equal(boxes.length, 9);
  for (const box of boxes.slice(0, 8)) await box.click();
  await waitText(browser, '8 of 9 ticked');
  assert.equal(await browser.$('button=Deploy 8 discs').isEnabled(), false, 'eight of nine cannot be deployed');
  assert.equal(await head(browser), 1, 'nothing was recorded');
  await shotBoth(browser, 'dw-deploy-waits');
  boxes = await browser.$$('fieldset.deploy input[type="checkbox"]');
  for (const box of boxes) if (!(await box.isSelected())) await box.click();
  await click(browser, 'button=Deploy 9 discs');
  await waitText(browser, 'Ana deploys 9 discs');
  boxes = await browser.$$('fieldset.deploy input[type="checkbox"]');
  for (const box of boxes) await box.click();
  await click(browser, 'button=Deploy 9 discs');

  // Round 1, Activation phase: each player picks a command card; Waaagh!'s strategy is not
  // in Muster's data, so the players give the order (initiative order: Ben, then Ana).
  await waitText(browser, 'Round 1 of 5');
  await secretCards(browser, [[0, 'Ana', 'Corner'], [1, 'Ben', 'Waaagh!']]);
  await waitText(browser, 'Resolution order');
  await shotBoth(browser, 'dw-choose');
  await recordWith(browser, () => click(browser, 'button=Play the revealed cards'));

  // Ben's card resolves first: Grom moves.
  await waitText(browser, 'Ben’s card resolves');
  await activate(browser, 1, ORCS.grom);
  await done(browser);
  // Ana's Corner activates four discs (rulebook p.7): it is not done before then, and Rust
  // says why; an activated disc may not activate again.
  await waitText(browser, 'Ana’s card resolves');
  assert.equal(await browser.$('button*=card is done').isEnabled(), false);
  await activate(browser, 0, 0);
  const karl = await disc(browser, 0, 0);
  assert.equal(await (await karl.$('button*=Activate')).isEnabled(), false);
  assert.match(await karl.getText(), /already/);
  await activate(browser, 0, 1, 'Focus');
  await activate(browser, 0, 2, 'Ranged attack');
  await shotBoth(browser, 'dw-resolve');
  await activate(browser, 0, 3);
  await done(browser);

  // Second cards: Élan and Bait; every other disc activates, then Melee begins.
  await secretCards(browser, [[0, 'Ana', 'Élan'], [1, 'Ben', 'Bait']]);
  await recordWith(browser, () => click(browser, 'button=Play the revealed cards'));
  for (let d = 1; d < 9; d += 1) await activate(browser, 1, d, d % 2 ? 'Move' : 'Pass');
  await done(browser);
  for (let d = 4; d < 9; d += 1) await activate(browser, 0, d);
  await done(browser);
  await waitText(browser, 'Fight each engagement');

  // Melee: Karl Franz pins the Orc Boyz. Two damage cannot take Orc Boyz (Toughness 4) to
  // the casualty pile (Rust works out: no wound): refused; five can.
  await recordWith(browser, async () => {
    await clickIn(karl, 'button*=Pin');
    const select = await karl.$('select');
    await select.selectByVisibleText('Ben · Orc Boyz 1');
    await clickIn(karl, 'form button[type="submit"]');
  });
  const boyz = await disc(browser, 1, ORCS.orcBoyz);
  await clickIn(boyz, 'button*=Damage');
  await clickIn(boyz, 'aria/One more: damage to Orc Boyz 1');
  await clickIn(boyz, 'label*=To the casualty pile');
  await clickIn(boyz, 'button=Deal');
  await waitDetail(browser, 'diskwars.damage.result_differs');
  for (let i = 0; i < 3; i += 1) await clickIn(boyz, 'aria/One more: damage to Orc Boyz 1');
  await recordWith(browser, () => clickIn(boyz, 'button=Deal'));
  await browser.waitUntil(async () => (await boyz.getText()).includes('Casualty'), {
    timeout: 10_000,
    timeoutMsg: 'the Orc Boyz never reached the casualty pile',
  });
  // Six damage to Karl Franz (Toughness 5, Vigor 1, both in the data): Rust gives him a wound.
  await recordWith(browser, async () => {
    await clickIn(karl, 'button*=Damage');
    for (let i = 0; i < 5; i += 1) await clickIn(karl, 'aria/One more: damage to Karl Franz');
    await clickIn(karl, 'button=Deal');
  });
  await browser.waitUntil(async () => (await karl.getText()).includes('Wounds 1'), {
    timeout: 10_000,
    timeoutMsg: 'Karl Franz never showed his wound',
  });
  // The Wolf Riders removed by mistake: Undo brings them back.
  const wolves = await disc(browser, 1, ORCS.wolfRiders);
  await recordWith(browser, () => clickIn(wolves, 'button=Remove'));
  await browser.waitUntil(async () => (await wolves.getText()).includes('Casualty'), { timeout: 10_000 });
  await shotBoth(browser, 'dw-melee');
  const beforeUndo = await head(browser);
  await click(browser, 'button=Undo');
  await browser.waitUntil(async () => (await head(browser)) === beforeUndo - 1, { timeout: 10_000 });
  await browser.waitUntil(async () => (await wolves.getText()).includes('Battlefield'), {
    timeout: 10_000,
    timeoutMsg: 'Undo did not bring the Wolf Riders back',
  });
  await recordWith(browser, () => click(browser, 'button=End phase: end round 1'));
  await waitText(browser, 'Round 2 of 5');

  // Round 2: the Orcs' discs on the battlefield go to the casualty pile one by one; when the
  // last goes, Ben is out and Ana wins at once, although the game had three rounds to go.
  for (const d of [0, 1, 2, 3, 5, 6, 7, 8]) {
    const row = await disc(browser, 1, d);
    await clickIn(row, 'button=Remove');
    await browser.waitUntil(async () => (await row.getText()).includes('Casualty'), { timeout: 10_000 });
  }
  await waitText(browser, 'Ana wins');
  await waitText(browser, 'By elimination');
  await waitText(browser, 'no disc left on the battlefield');
  await shotBoth(browser, 'dw-summary');
  await click(browser, 'button=Keep the result in the history');
  await waitText(browser, 'Result kept in the history on');

  // The history: the match, won.
  await click(browser, 'a=See the history');
  await waitText(browser, 'Ana vs Ben');
  const row = await browser.$('tr[data-match="1"]').getText();
  assert.match(row, /Won/);
  assert.match(row, /E2E Empire/);
  assert.match(row, /E2E Orcs/);
  await shotBoth(browser, 'dw-history');

  // Four players on one screen: two of each army, everyone deploys, round 1 begins.
  await click(browser, 'a*=New match');
  const players = [
    ['Ana', 1],
    ['Ben', 2],
    ['Cleo', 1],
    ['Dan', 2],
  ];
  await fillNewMatch(browser, players);
  await assertNoOverflow(browser, 'a new match of four');
  await shot(browser, 'dw-four-new-en');
  await click(browser, 'button*=Start the match');
  await browser.$('h1=Ana, Ben, Cleo and Dan').waitForExist({ timeout: 20_000 });
  for (const [i, [name]] of players.entries()) await click(browser, `aria/${name} rolled ${6 - i}`);
  await click(browser, 'button=Record the rolls');
  await waitText(browser, 'Ana has the highest total');
  await click(browser, 'button=Record the initiative order');
  for (const [name] of players) {
    await waitText(browser, `${name} deploys 9 discs`);
    const all = await browser.$$('fieldset.deploy input[type="checkbox"]');
    for (const box of all) await box.click();
    await click(browser, 'button=Deploy 9 discs');
  }
  await waitText(browser, 'Round 1 of 5');
  await secretCards(
    browser,
    [[0, 'Corner'], [1, 'Waaagh!'], [2, 'Élan'], [3, 'Bait']].map(([side, card]) => [side, players[side][0], card]),
  );
  await recordWith(browser, () => click(browser, 'button=Play the revealed cards'));
  await activate(browser, 0, 0);
  await assertNoOverflow(browser, 'a round of four');
  await shotBoth(browser, 'dw-four-round');
}
