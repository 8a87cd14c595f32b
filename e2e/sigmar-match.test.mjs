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
// A second journey plays fourth-edition matched play between the two shipped lists of
// `tests/sigmar/matches/matched-stormcast-sylvaneth-five-rounds-seize-the-embers.json`, with
// the same rolls, objectives and tactics through the tracker's buttons: the app reaches the
// result the file replays to (Ben 80, Ana 70), also at 800 px wide.
//
// With MUSTER_E2E_SHOTS=<folder> it saves each step in English and Spanish.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { click, reported, resizeTo, setLanguage, shot, shotBoth, startApp, waitText } from './harness.mjs';

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

const root = resolve(import.meta.dirname, '..');

/** A command of the app, called as the window calls it; its answer. */
async function invoke(browser, command, args) {
  const answer = await browser.execute(
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
  assert.ok(!answer.error, `${command}: ${answer.error}`);
  return answer.ok;
}

/** Who holds each of the six objectives: `a` Ana, `b` Ben, `-` nobody (their order on the map). */
const OBJECTIVES = ['Sun Seekers 1', 'Sun Seekers 2', 'Golden Lions 1', 'Golden Lions 2', 'Heidenhain', 'Scions of the Comet'];

/** Clicks the button named `name` inside the group named `group`. */
async function inGroup(browser, group, name) {
  const box = await browser.$(`[role="group"][aria-label="${group}"]`);
  await box.waitForDisplayed({ timeout: 10_000 });
  await clickIn(box, `button=${name}`);
}

/**
 * The end of `player`'s turn: on to the end-of-turn phase, who holds what (`map`), Back to
 * Base Camp (`camp`: true, false, or not asked in round 1), scored; `tactics` (their
 * buttons' names) completed; the turn ended. Waits for Rust's points, `points`.
 */
async function endOfTurn(browser, player, map, camp, points, tactics, shotName) {
  await waitText(browser, `${player}’s turn: `);
  for (const phase of ['Movement', 'Shooting', 'Charge', 'Combat', 'End of turn']) {
    const next = await browser.$(`button=Next: ${phase} phase`);
    if (await next.isExisting()) {
      await next.click();
      await waitText(browser, `turn: ${phase} phase`);
    }
  }
  for (const [i, who] of [...map].entries()) {
    await inGroup(browser, OBJECTIVES[i], who === 'a' ? 'Ana' : who === 'b' ? 'Ben' : 'Nobody');
  }
  if (camp !== null) await inGroup(browser, 'Did you use Back to Base Camp this turn?', camp ? 'Yes' : 'No');
  if (shotName) {
    // The language changes reload the page, which forgets the answers: given again (the
    // players' names are the same in both languages, and nobody holds what is not given).
    const again = async () => {
      for (const [i, who] of [...map].entries()) {
        if (who !== '-') await inGroup(browser, OBJECTIVES[i], who === 'a' ? 'Ana' : 'Ben');
      }
    };
    await shotBoth(browser, shotName, { again, show: '.objectives' });
  }
  await click(browser, 'button=Score the turn');
  await waitText(browser, `${player} scored ${points} VP this turn`);
  for (const tactic of tactics) {
    await click(browser, `aria/${tactic}`);
    await browser.waitUntil(async () => !(await (await browser.$(`aria/${tactic}`)).isEnabled()), {
      timeout: 10_000,
      timeoutMsg: `${tactic} never completed`,
    });
  }
}

/** The priority roll of a new round, and who takes the first turn. */
async function priority(browser, round, ana, ben, first) {
  await waitText(browser, `Battle round ${round}`);
  await click(browser, `aria/Ana rolled ${ana}`);
  await click(browser, `aria/Ben rolled ${ben}`);
  await click(browser, 'button=Record the rolls');
  await click(browser, `button=${first} goes first`);
  await waitText(browser, `${first}’s turn: Hero phase`);
}

/**
 * Every button, field and list inside `selector` (matched play's panels) is at least 44 px
 * high, a finger's target.
 */
async function assertTargets(browser, selector, where) {
  const small = await browser.execute((sel) => {
    const found = [];
    for (const box of document.querySelectorAll(sel)) {
      for (const control of box.querySelectorAll('button, input, select')) {
        const rect = control.getBoundingClientRect();
        if (rect.width > 0 && rect.height < 44) found.push(`${control.textContent?.trim() || control.getAttribute('aria-label') || control.tagName}: ${rect.height}px`);
      }
    }
    return found;
  }, selector);
  assert.deepEqual(small, [], `${where}: controls under 44 px`);
}

/** The command points are drawn at least as large as the header's score. */
async function assertLargeCounts(browser) {
  const [cp, score] = await browser.execute(() => [
    parseFloat(getComputedStyle(document.querySelector('.counts .big')).fontSize),
    parseFloat(getComputedStyle(document.querySelector('.score .big')).fontSize),
  ]);
  assert.ok(cp >= score, `command points ${cp}px against the score's ${score}px`);
}

/** Matched play's panels: set-up, counters, commands, the end of turn, the score table. */
const MATCHED_PANELS = '.counts, .commands, .control, .tactics, section.scores, [data-testid="matched-setup"]';

/** The command points `player` has left, as the large counter reads them. */
async function waitPoints(browser, player, n) {
  await browser.$(`aria/${player}: ${n} command points`).waitForExist({ timeout: 10_000 });
}

test('an Age of Sigmar matched-play game between two shipped lists is played to its result', async () => {
  // The open-play game's app goes first: one driver, one window at a time.
  await app?.stop();
  app = await startApp();
  const { browser } = app;
  await reported(() => app, 'sgm-failure', () => playMatched(browser));
});

async function playMatched(browser) {
  await browser.$('main h1').waitForDisplayed({ timeout: 20_000 });
  const ids = [];
  for (const file of ['stormcast-matched-2000.json', 'sylvaneth-matched-2000-legal.json']) {
    const document = JSON.parse(readFileSync(join(root, 'examples/sigmar', file), 'utf8'));
    ids.push((await invoke(browser, 'list_save', { id: null, document })).id);
  }
  const seats = [
    { listId: ids[0], name: 'Ana' },
    { listId: ids[1], name: 'Ben' },
  ];
  const match = (await invoke(browser, 'match_start', { seats, lang: 'en' })).id;
  await click(browser, 'a[href="/matches"]');
  await click(browser, `a[href="/matches/${match}"]`);

  // Set-up: the battleplan rolled (4: table 2; 3), two cards each, the territories roll-off.
  await waitText(browser, 'Matched play (General’s Handbook 2026–27): battleplan and battle tactics');
  // The dice by place, not name, so that they can be given again in Spanish.
  const dice = async () => {
    await click(browser, '[data-testid="matched-setup"] .rolls .roll:nth-of-type(1) .die:nth-child(4)');
    await click(browser, '[data-testid="matched-setup"] .rolls .roll:nth-of-type(2) .die:nth-child(3)');
  };
  await dice();
  await assertTargets(browser, MATCHED_PANELS, 'set-up');
  await shotBoth(browser, 'sgm-setup', { again: dice });
  await dice();
  await click(browser, 'button=Roll');
  await waitText(browser, 'Battleplan: Seize the Embers (table 2, 3)');
  for (const [player, cards] of [
    ['Ana', ['Smokescreen', 'Siege of Ashes']],
    ['Ben', ['Flanking Firestorm', 'Legend of the Parch']],
  ]) {
    const box = await browser.$(`fieldset*=${player}’s battle tactic cards`);
    for (const card of cards) await clickIn(box, `button*=${card}`);
    await clickIn(box, 'button=Confirm cards');
    await waitText(browser, `${player}’s battle tactic cards: ${cards.join(', ')}`);
  }
  await click(browser, 'aria/Ana rolled 5');
  await click(browser, 'aria/Ben rolled 2');
  await click(browser, 'button=Record the rolls');

  // Drops, alternately: Ana's four (three regiments and an auxiliary unit), Ben's three.
  await waitText(browser, 'Ana sets up a drop');
  for (let i = 0; i < 7; i += 1) {
    const next = await browser.$('.drops button.btn-primary:not([disabled])');
    await next.waitForClickable({ timeout: 10_000 });
    await next.click();
    await settleDrop(browser, i);
  }

  // Round 1: Ben finished deploying first and lets Ana go first. No underdog: Ana 4, Ben
  // 4 + 1 for fewer auxiliary units.
  await click(browser, 'button=Ana goes first');
  await waitText(browser, 'Ana’s turn: Hero phase');
  await waitText(browser, 'Round 1: 4 + 1 fewer auxiliary units');
  await waitPoints(browser, 'Ana', 4);
  await waitPoints(browser, 'Ben', 5);
  await click(browser, 'aria/Rally, 1 CP');
  await waitPoints(browser, 'Ana', 3);
  await click(browser, 'button=Ben spends');
  await click(browser, 'aria/Magical Intervention, 1 CP');
  await waitPoints(browser, 'Ben', 4);
  await click(browser, 'button=Ana spends');
  await waitText(browser, 'Rally was already used by this army in this hero phase.');
  assert.equal(await (await browser.$('aria/Rally, 1 CP')).isEnabled(), false, 'Rally is greyed once used');
  await shotBoth(browser, 'sgm-commands');
  await endOfTurn(browser, 'Ana', 'a-a---', null, 10, ['Affray: Keep the Enemy Close'], 'sgm-control');
  await shotBoth(browser, 'sgm-end-of-turn');
  await click(browser, 'button=End Ana’s turn');
  await waitText(browser, 'Ben’s turn: Hero phase');
  await endOfTurn(browser, 'Ben', 'b-a-b-', null, 10, ['Affray: Ambuscade']);
  await click(browser, 'button=End Ben’s turn');

  // Round 2: Ben wins the priority roll and takes a double turn; 15 to 15, no underdog.
  await priority(browser, 2, 1, 5, 'Ben');
  await waitPoints(browser, 'Ben', 5);
  await endOfTurn(browser, 'Ben', 'bba-b-', true, 10, ['Strike: Surround the Enemy']);
  await click(browser, 'button=End Ben’s turn');
  await endOfTurn(browser, 'Ana', 'abaab-', false, 7, ['Strike: Feign Weakness', 'Affray: Form a Wall']);
  await click(browser, 'button=End Ana’s turn');

  // Round 3: a tie; Ben, first in round 2, decides. Ana 32, Ben 30: Ben is the underdog.
  await waitText(browser, 'Battle round 3');
  await click(browser, 'aria/Ana rolled 4');
  await click(browser, 'aria/Ben rolled 4');
  await click(browser, 'button=Record the rolls');
  await click(browser, 'button=Ana goes first');
  await waitText(browser, 'Round 3: 4 + 1 underdog + 1 fewer auxiliary units');
  await waitPoints(browser, 'Ben', 6);
  await shotBoth(browser, 'sgm-underdog');
  await endOfTurn(browser, 'Ana', 'aaaab-', true, 10, ['Domination: Execute the Plan']);
  await click(browser, 'button=End Ana’s turn');
  await endOfTurn(browser, 'Ben', 'bbaabb', true, 10, ['Affray: Daring Rescue']);
  await click(browser, 'button=End Ben’s turn');

  // Round 4: Ben first again.
  await priority(browser, 4, 2, 5, 'Ben');
  await resizeTo(browser, 800);
  await assertNoOverflow(browser, 'round 4 at 800 px');
  await assertTargets(browser, MATCHED_PANELS, 'round 4 at 800 px');
  await assertLargeCounts(browser);
  await endOfTurn(browser, 'Ben', 'bbbabb', true, 10, ["Domination: Claim What's Yours", 'Strike: Command from the Front']);
  await assertNoOverflow(browser, 'the end of a turn at 800 px');
  await assertTargets(browser, MATCHED_PANELS, 'the end of a turn at 800 px');
  await shotBoth(browser, 'sgm-800');
  await click(browser, 'button=End Ben’s turn');
  await endOfTurn(browser, 'Ana', 'abbaab', false, 3, ['Strike: Outpost Territory']);
  await click(browser, 'button=End Ana’s turn');
  await resizeTo(browser, 1280);

  // Round 5: Ana first; Ana 55, Ben 65: Ana is the underdog, 4 + 1; Ben 4 + 1.
  await priority(browser, 5, 6, 1, 'Ana');
  await waitText(browser, 'Round 5: 4 + 1 underdog');
  await waitPoints(browser, 'Ana', 5);
  await waitPoints(browser, 'Ben', 5);
  await endOfTurn(browser, 'Ana', 'aaaaab', true, 10, ['Domination: Repel the Attackers']);
  await click(browser, 'button=End Ana’s turn');
  await endOfTurn(browser, 'Ben', 'bbbaab', true, 10, ['Domination: Hero of Legend']);
  await click(browser, 'button=End Ben’s turn');

  // The battle ends after round 5: Ben 80, Ana 70, as the match file replays.
  await waitText(browser, 'Ben wins');
  await waitText(browser, 'The battle ended after battle round 5 (MP-END-1).');
  await waitText(browser, 'Ben has more victory points and wins.');
  await browser.$('aria/80 VP').waitForExist({ timeout: 10_000 });
  await browser.$('aria/70 VP').waitForExist({ timeout: 10_000 });
  await waitText(browser, 'Each turn’s points');
  await waitText(browser, 'Round 5, turn 2');
  await shotBoth(browser, 'sgm-result');
  await resizeTo(browser, 800);
  await assertNoOverflow(browser, 'the result at 800 px');
  await shot(browser, 'sgm-result-800');
}

/** Waits until drop `i` (0–6, alternating from Ana) is recorded. */
async function settleDrop(browser, i) {
  if (i === 6) return;
  const next = i % 2 === 0 && i < 5 ? 'Ben' : 'Ana';
  await waitText(browser, `${next} sets up a drop`);
}
