// An Age of Sigmar open-play game in the real Muster window, from an empty library: two
// armies built and saved in the builder, a match started from them, the set-up (territories
// roll-off, deployment unit by unit, who finished first, the generals, the outnumbered
// player's Blunt objective with the opponent's pick of target), Ben's turn through its six
// phases (a unit runs, wounds go on one model at a time, the battleshock tests worked out by
// the rules, one with the Bravery asked), then the game ended: Ana's lower share of models
// lost is a minor victory, kept in the history.
//
// The Stormcast Eternals pack comes with Muster (checked first).
//
// With MUSTER_E2E_SHOTS=<folder> it saves each step in English and Spanish.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { click, reported, setLanguage, shot, shotBoth, startApp, waitText } from './harness.mjs';

let app;

after(async () => {
  await app?.stop();
});

/** The Stormcast Eternals pack, shipped with the app, is there. */
async function ensureStormcast(browser) {
  const factions = await browser.execute(async () =>
    (await window.__TAURI_INTERNALS__.invoke('sigmar_catalog')).factions.map((f) => f.id),
  );
  assert.ok(factions.includes('stormcast-eternals'), 'the shipped Stormcast Eternals pack');
}

/** The card of `side`'s unit `unit` on the tracker. */
function unitCard(browser, side, unit) {
  return browser.$(`article.unit[data-side="${side}"][data-unit="${unit}"]`);
}

/** Clicks `selector` inside `element` once it can be clicked. */
async function clickIn(element, selector) {
  const target = await element.$(selector);
  await target.waitForClickable({ timeout: 10_000 });
  await target.click();
}

/** Waits until `element`'s text contains `text`. */
async function waitIn(browser, element, text) {
  await browser.waitUntil(async () => (await element.getText()).includes(text), {
    timeout: 15_000,
    timeoutMsg: `never saw "${text}" in ${element.selector}`,
  });
}

/** Saves an open-play Stormcast army of `units` ([name, bravery or null]) as `name`. */
async function saveOpenArmy(browser, name, units) {
  await click(browser, 'aria/New list');
  await click(browser, 'button*=Age of Sigmar');
  await click(browser, 'label*=Open play');
  await click(browser, 'button*=Stormcast Eternals');
  await waitText(browser, 'The general is named after deployment');
  for (const [unit, bravery] of units) {
    const search = await browser.$('input[type="search"]');
    await search.setValue(unit);
    await click(browser, `aria/Add ${unit}`);
    if (bravery !== null) {
      const field = await browser.$(`aria/Your Bravery for ${unit}`);
      await field.waitForExist({ timeout: 10_000 });
      await field.setValue(String(bravery));
    }
  }
  const field = await browser.$('aria/List name');
  await field.setValue(name);
  await click(browser, 'button=Save');
  await waitText(browser, 'Saved as version 1.');
}

/** On the new match page: Age of Sigmar, Ana with list 1 (E2E Ana), Ben with list 2. */
async function fillNewMatch(browser) {
  await click(browser, 'label*=Warhammer Age of Sigmar');
  await browser.$('.new-match select').waitForDisplayed({ timeout: 10_000 });
  const names = await browser.$$('.new-match input[type="text"]');
  const lists = await browser.$$('.new-match select');
  for (const [i, name] of ['Ana', 'Ben'].entries()) {
    await names[i].setValue(name);
    await lists[i].selectByIndex(i + 1);
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

/** Moves the turn on to `phase` (English name). */
async function nextPhase(browser, phase) {
  await click(browser, `button=Next: ${phase} phase`);
  await waitText(browser, `turn: ${phase} phase`);
}

/** Allocates `wounds` to `side`'s unit `unit`, and waits for its models to read `models`. */
async function wound(browser, side, unit, wounds, models) {
  const card = await unitCard(browser, side, unit);
  await clickIn(card, 'button=Wounds');
  const count = await card.$('input[type="number"]');
  await count.setValue(String(wounds));
  await clickIn(card, 'button=Allocate');
  await waitIn(browser, await unitCard(browser, side, unit), models);
}

test('an Age of Sigmar game is set up, played through a turn with battleshock, ended and kept', async () => {
  app = await startApp();
  const { browser } = app;
  await reported(() => app, 'sg-failure', () => play(browser));
});

async function play(browser) {
  await waitText(browser, 'Warhammer Age of Sigmar');
  await ensureStormcast(browser);

  // Two open-play armies: Ana's Lord-Celestant and Liberators (6 models), Ben's Liberators
  // and Vindictors (10 models); Ben leaves the Vindictors' Bravery for the tracker to ask.
  await saveOpenArmy(browser, 'E2E Ana', [
    ['Lord-Celestant', 9],
    ['Liberators', 7],
  ]);
  await saveOpenArmy(browser, 'E2E Ben', [
    ['Liberators', 6],
    ['Vindictors', null],
  ]);

  // A new Age of Sigmar match.
  await click(browser, 'a[href="/matches"]');
  await click(browser, 'a*=New match');
  await fillNewMatch(browser);
  await click(browser, 'button*=Start the match');

  // Territories: Ana wins and sets up first.
  await waitText(browser, 'the winner splits the battlefield');
  await click(browser, 'aria/Ana rolled 5');
  await click(browser, 'aria/Ben rolled 2');
  await shotBoth(browser, 'sg-territories');
  await click(browser, 'aria/Ana rolled 5');
  await click(browser, 'aria/Ben rolled 2');
  await click(browser, 'button=Record the rolls');

  // Deployment, a unit at a time: Ana sets up everything first.
  await waitText(browser, 'Ana sets up a unit');
  await click(browser, 'button*=Set up Lord-Celestant');
  await waitText(browser, 'Ben sets up a unit');
  await click(browser, 'button*=Set up Liberators');
  await waitText(browser, 'Ana sets up a unit');
  await shotBoth(browser, 'sg-deployment');
  await click(browser, 'button*=Set up Liberators');
  await waitText(browser, 'Finished first');
  await click(browser, 'button*=Set up Vindictors');

  // The generals.
  await waitText(browser, 'Ana names a general');
  await clickIn(await browser.$('fieldset*=Ana names a general'), 'button=Lord-Celestant');
  await waitText(browser, 'Ana’s general: a model of Lord-Celestant');
  await clickIn(await browser.$('fieldset*=Ben names a general'), 'button=Liberators');

  // 10 against 6: Ana may choose a sudden-death objective; Ben picks Blunt's target.
  await waitText(browser, 'Ben set up 10 models against Ana’s 6');
  await click(browser, 'label*=Blunt');
  const target = await browser.$('form.objectives select');
  await target.waitForDisplayed({ timeout: 10_000 });
  await target.selectByVisibleText('Vindictors (5 models)');
  await shotBoth(browser, 'sg-sudden-death');
  await click(browser, 'label*=Blunt');
  await (await browser.$('form.objectives select')).selectByVisibleText('Vindictors (5 models)');
  await click(browser, 'button=Record the choice');

  // Round 1: Ana finished deploying first and gives Ben the first turn.
  await waitText(browser, 'Ana finished deploying first and chooses who takes the first turn.');
  await click(browser, 'button=Ben goes first');
  await waitText(browser, 'Ben’s turn: Hero phase');
  await waitText(browser, 'Blunt: Vindictors has 5 models left');
  await shotBoth(browser, 'sg-hero-phase');

  // Movement: the Vindictors run.
  await nextPhase(browser, 'Movement');
  await clickIn(await unitCard(browser, 1, 1), 'button=Ran');
  await waitIn(browser, await unitCard(browser, 1, 1), 'Ran');
  await nextPhase(browser, 'Shooting');
  await nextPhase(browser, 'Charge');
  await nextPhase(browser, 'Combat');

  // Combat: 3 wounds on Ana's Liberators (2 Wounds each): one slain, the next carries 1;
  // 4 on Ben's Vindictors: two slain.
  await wound(browser, 0, 1, 3, '4 of 5 models');
  await waitIn(browser, await unitCard(browser, 0, 1), 'wounded model: 1/2');
  await wound(browser, 1, 1, 4, '3 of 5 models');
  await shotBoth(browser, 'sg-combat');

  // Battleshock: Ben's Vindictors test first; their Bravery is asked. 6 + 0 against 5 + 2
  // slain: 1 flees. Ana's Liberators: 7 against 2 + 1: none.
  await nextPhase(browser, 'Battleshock');
  const endTurn = await browser.$('button=End Ben’s turn');
  assert.equal(await endTurn.isEnabled(), false, 'tests are due');
  await browser.$('article.test[data-side="1"][data-unit="1"]').waitForDisplayed({ timeout: 10_000 });
  await shotBoth(browser, 'sg-battleshock-due');
  const vindictors = await browser.$('article.test[data-side="1"][data-unit="1"]');
  await vindictors.waitForDisplayed({ timeout: 10_000 });
  const bravery = await vindictors.$('input[type="number"]');
  await bravery.setValue('6');
  await click(browser, 'aria/Vindictors rolled 5');
  await click(browser, 'button=Test Vindictors');
  await waitText(browser, 'Bravery 6 + 0 (1 per 10 models) = 6 against D6 5 + 2 slain = 7: 1 flees');
  await click(browser, 'aria/Liberators rolled 2');
  await click(browser, 'button=Test Liberators');
  await waitText(browser, 'Bravery 7 + 0 (1 per 10 models) = 7 against D6 2 + 1 slain = 3: 0 flee');
  await waitIn(browser, await unitCard(browser, 1, 1), '2 of 5 models');
  await shotBoth(browser, 'sg-battleshock-done');
  await assertNoOverflow(browser, 'battleshock');

  // Ana's turn; then the players end the game.
  await click(browser, 'button=End Ben’s turn');
  await waitText(browser, 'Ana’s turn: Hero phase');
  await click(browser, 'button=End the game…');
  await click(browser, 'button=End the game');

  // Ana lost 1 of 6, Ben 3 of 10: Ana's minor victory.
  await waitText(browser, 'Ana wins');
  await waitText(browser, 'Minor victory: the lower share of starting models lost');
  await waitText(browser, 'Ana lost 1 of 6 starting models');
  await waitText(browser, 'Ben lost 3 of 10 starting models');
  await shotBoth(browser, 'sg-result');
  await click(browser, 'button=Keep the result in the history');
  await waitText(browser, 'Result kept in the history on');

  // The history: the match, won, with both lists.
  await click(browser, 'a=See the history');
  await waitText(browser, 'Ana vs Ben');
  const row = await browser.$('tr[data-match="1"]').getText();
  assert.match(row, /Won/);
  assert.match(row, /E2E Ana/);
  assert.match(row, /E2E Ben/);
}
