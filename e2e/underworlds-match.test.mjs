// A whole Warhammer Underworlds game in the real Muster window, from an empty library, with
// the players' own records: two made-up warbands with every fighter card (the shipped ones
// have none; underworlds-box.test.mjs plays those) and two made-up Rivals decks (the synthetic pack of
// tests/underworlds/fixture-data, fixture, not real data) stored through the app's own
// `underworlds_save_record`, as the warband and deck editors store them (underworlds.test.mjs
// drives those editors); the two lists are then built and saved in the builder.
//
// The match: the territory roll-off, a redraw told, the five feature tokens in order (the
// placements that would leave a territory without a token are off, with the rules' reason),
// the deployment alternating; round 1: the roll-off (a tie refused in round 1), turns with
// core abilities (a Charge after a Move refused with its reason), power steps with passes, an
// upgrade refused over the glory cap, a fighter slain whose Bounty becomes glory, the upgrade
// then equipped, the end phase with objectives scored, one Undo; rounds 2 (a tied roll-off
// the underdog wins) and 3 played quickly; the result with its reasoning, kept in the
// history.
//
// With MUSTER_E2E_SHOTS=<folder> it saves the main steps in English and Spanish.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { reported, shot, shotBoth, startApp, waitDetail, waitText } from './harness.mjs';
import {
  act,
  assertNoOverflow,
  choose,
  chooseList,
  click,
  head,
  newList,
  openNewMatch,
  passBoth,
  pickDeck,
  pickWarband,
  placeFeature,
  quickTurns,
  recordWith,
  saveAs,
  tap,
  testid,
  waitIn,
} from './underworlds.mjs';

let app;

after(async () => {
  await app?.stop();
});

/** The synthetic pack the players' records are taken from (fixture, not real data). */
const FIXTURE = resolve(import.meta.dirname, '../tests/underworlds/fixture-data/underworlds/fixture.json');
/** What the stored records say they are: the player's own, made up for this test. */
const SOURCE = 'user: fixture, synthetic values for the end-to-end test, not real data';

/** Stores the fixture pack's warbands and decks as the player's own records. */
async function storeRecords(browser) {
  const pack = JSON.parse(readFileSync(FIXTURE, 'utf8'));
  const records = [
    ...pack.warbands.map((record) => ['warband', { ...record, source: SOURCE }]),
    ...pack.decks.map((record) => ['deck', { ...record, source: SOURCE }]),
  ];
  for (const [kind, record] of records) {
    const stored = await browser.execute(
      async (k, r) => {
        try {
          const answer = await window.__TAURI_INTERNALS__.invoke('underworlds_save_record', { kind: k, record: r });
          return { ok: [...answer.warbands, ...answer.decks].filter((x) => x.user).map((x) => x.id) };
        } catch (error) {
          return { error: JSON.stringify(error) };
        }
      },
      kind,
      record,
    );
    assert.ok(stored.ok?.includes(record.id), `${kind} ${record.id} not stored: ${stored.error ?? stored.ok}`);
  }
}

/** Saves a Rivals list of warband `warband` and deck `deck` as `name` from the builder, once it is legal. */
async function saveList(browser, name, warband, deck) {
  await newList(browser);
  await pickWarband(browser, null, warband);
  await pickDeck(browser, deck);
  await waitText(browser, 'Legal');
  await saveAs(browser, name);
}

/** The glory shown for `side`. */
async function glory(browser, side) {
  return (await browser.$(testid(`uwm-glory-${side}`)).getText()).trim();
}

/** The round's roll-off: `winner` (`0`, `1` or `tie`), then who goes first. */
async function rollOff(browser, winner, first) {
  await browser.$(testid('uwm-roll-off')).waitForDisplayed({ timeout: 10_000 });
  await click(browser, testid(`uwm-roll-off-winner-${winner}`));
  await tap(browser, `uwm-first-${first}`);
}

test('an Underworlds game is set up, played over three rounds, won on glory and kept in the history', async () => {
  app = await startApp();
  const { browser } = app;
  await reported(() => app, 'uwm-failure', () => play(browser));
});

async function play(browser) {
  await browser.$('aria/New list').waitForClickable({ timeout: 20_000 });

  // The players' own records, then a list each: Ana's Wardens with the Alpha deck, Ben's
  // Raiders with the Beta deck.
  await storeRecords(browser);
  await saveList(browser, 'E2E Ana', 'fixture-wardens', 'fixture-alpha-deck');
  await saveList(browser, 'E2E Ben', 'fixture-raiders', 'fixture-beta-deck');

  // A new Underworlds match: two players, their names, and their lists picked in secret on
  // the one device, then revealed together.
  await openNewMatch(browser);
  await browser.$('button=Player 1 picks in secret').waitForDisplayed({ timeout: 10_000 });
  const names = await browser.$$('.new-match input[type="text"]');
  assert.equal(names.length, 2, 'two players');
  assert.equal((await browser.$$('.new-match select')).length, 0, 'a list is on screen before anyone picks');
  await names[0].setValue('Ana');
  await names[1].setValue('Ben');
  for (const [name, list, other] of [['Ana', 'E2E Ana', 'E2E Ben'], ['Ben', 'E2E Ben', 'E2E Ana']]) {
    await click(browser, `button=${name} picks in secret`);
    const selects = await browser.$$('.new-match select');
    assert.equal(selects.length, 1, `only ${name}'s choice is on screen`);
    await chooseList(selects[0], list);
    await shot(browser, `uwm-secret-${name.toLowerCase()}`);
    await click(browser, `button=Done: hide ${name}’s pick`);
    await browser.$(`button=${name} changes their pick`).waitForDisplayed({ timeout: 5_000 });
    const shown = await browser.$('.new-match').getText();
    assert.ok(!shown.includes(list) && !shown.includes(other), `a pick shows before the reveal: ${shown}`);
  }
  assert.equal(await browser.$(testid('new-match-start')).isEnabled(), false, 'the match starts before the reveal');
  await shot(browser, 'uwm-secret-hidden');
  await click(browser, 'button=Reveal both');
  await browser.waitUntil(async () => (await browser.$$('.new-match select')).length === 2, {
    timeout: 5_000,
    timeoutMsg: 'the picks were not revealed',
  });
  const revealed = await browser.$('.new-match').getText();
  assert.ok(revealed.includes('Your list') && revealed.includes('Opponent’s list'), revealed);
  await click(browser, 'button*=Start the match');

  // Territories: Ana wins the roll-off. Ben tells his redraw of power cards first.
  await browser.$(testid('uwm-setup')).waitForDisplayed({ timeout: 15_000 });
  await waitText(browser, 'Territories: who won the roll-off?');
  await click(browser, testid('uwm-redraw-power-1'));
  await tap(browser, 'uwm-redraw-go-1');
  await waitIn(browser, 'uwm-redraw-1', 'redrew the power cards');
  await shotBoth(browser, 'uwm-territories');
  await tap(browser, 'uwm-territory-winner-0');

  // Feature tokens: the loser (Ben) places the 1st, 3rd and 5th. Three in neutral territory.
  await waitIn(browser, 'uwm-feature-next', 'Ben places the next feature token');
  await placeFeature(browser, 'neutral', 1);
  await waitIn(browser, 'uwm-feature-next', 'Ana places the next feature token');
  await placeFeature(browser, 'neutral', 2);
  await waitIn(browser, 'uwm-feature-next', 'Ben places the next feature token');
  await placeFeature(browser, 'neutral', 3);
  // The 4th in neutral territory would leave a territory empty with one token left: off,
  // with the rules' reason; Ana places it in her territory.
  await waitIn(browser, 'uwm-feature-next', 'Ana places the next feature token');
  const neutral = await browser.$(testid('uwm-feature-territory-neutral'));
  assert.equal(await neutral.isEnabled(), false, 'the 4th token may not go to neutral territory');
  const neutralWhy = await browser.$('label.option.off .why').getText();
  assert.ok(neutralWhy.length > 0, 'the refusal says why');
  await shotBoth(browser, 'uwm-features-refused');
  await placeFeature(browser, '0', 4);
  // The 5th: only Ben's own territory, still without a token, is open.
  await waitIn(browser, 'uwm-feature-next', 'Ben places the next feature token');
  assert.equal(await browser.$(testid('uwm-feature-territory-neutral')).isEnabled(), false);
  assert.equal(await browser.$(testid('uwm-feature-territory-0')).isEnabled(), false);
  await placeFeature(browser, '1', 5);

  // Deployment: the last placer (Ben) starts; one fighter at a time, alternating, and Ben,
  // with four fighters to Ana's three, deploys the last.
  const order = [
    [1, 'fixture-raider-boss'],
    [0, 'fixture-warden-captain'],
    [1, 'fixture-raider-bomber'],
    [0, 'fixture-warden-archer'],
    [1, 'fixture-raider-flyer'],
    [0, 'fixture-warden-guard'],
    [1, 'fixture-raider-runt'],
  ];
  for (const [k, [side, fighter]] of order.entries()) {
    await waitIn(browser, 'uwm-deploy-next', side === 0 ? 'Ana deploys the next fighter' : 'Ben deploys the next fighter');
    if (k === 2) await shotBoth(browser, 'uwm-deployment');
    await tap(browser, `uwm-deploy-${side}-${fighter}`);
  }

  // Round 1: no underdog yet, so a tie is rolled again (off); Ana wins and goes first.
  await browser.$(testid('uwm-roll-off')).waitForDisplayed({ timeout: 10_000 });
  assert.equal(await browser.$(testid('uwm-roll-off-winner-tie')).isEnabled(), false, 'a tie in round 1 is rolled again');
  await shotBoth(browser, 'uwm-roll-off');
  await rollOff(browser, '0', 0);
  await waitText(browser, 'Ana’s turn 1 of 4: action step');

  // Ana's turn 1: her captain Moves. Power step: with no glory, any upgrade is over the cap.
  await act(browser, 'move', 'fixture-warden-captain');
  await waitIn(browser, 'uwm-fighter-0-fixture-warden-captain', 'Move token');
  await choose(browser, 'uwm-equip-card-0', 'fixture-alpha-upgrade-1');
  await waitIn(browser, 'uwm-equip-why-0', "more than the warband's 0 glory");
  assert.equal(await browser.$(testid('uwm-equip-go-0')).isEnabled(), false, 'equipping over the glory cap is off');
  await waitIn(browser, 'uwm-equip-capacity-0', 'Upgrade capacity: 0 of 0 glory used');
  await shotBoth(browser, 'uwm-equip-refused', {
    again: () => choose(browser, 'uwm-equip-card-0', 'fixture-alpha-upgrade-1'),
    show: testid('uwm-equip-0'),
  });
  await passBoth(browser);

  // Ben's turn 1: his runt Moves.
  await waitText(browser, 'Ben’s turn 1 of 4: action step');
  await act(browser, 'move', 'fixture-raider-runt');
  await passBoth(browser);

  // Ana's turn 2: the captain has a Move token, so it may not Charge (the reason is shown);
  // it Attacks the runt instead: 2 damage, the runt's Health, slays it; Ana gains its Bounty.
  await waitText(browser, 'Ana’s turn 2 of 4: action step');
  await click(browser, testid('uwm-action-fighter-fixture-warden-captain'));
  assert.equal(await browser.$(testid('uwm-action-charge')).isEnabled(), false, 'no Charge after a Move');
  const chargeWhy = await browser.$(testid('uwm-action-charge-why')).getText();
  assert.match(chargeWhy, /Charge/);
  assert.match(chargeWhy, /Move token/i);
  await shotBoth(browser, 'uwm-charge-refused', {
    again: () => click(browser, testid('uwm-action-fighter-fixture-warden-captain')),
  });
  await act(browser, 'attack', 'fixture-warden-captain');
  const runt = await browser.$(testid('uwm-fighter-1-fixture-raider-runt'));
  const inRunt = (id) => `${testid('uwm-fighter-1-fixture-raider-runt')} ${testid(id)}`;
  await click(browser, inRunt('uwm-damage-open'));
  const amount = await runt.$(testid('uwm-damage-amount'));
  await amount.setValue('2');
  await recordWith(browser, () => click(browser, inRunt('uwm-damage-go')));
  await waitIn(browser, 'uwm-fighter-1-fixture-raider-runt', 'Out of action');
  await waitIn(browser, 'uwm-fighter-1-fixture-raider-runt', 'Slain: Ana gained 1 glory (Bounty)');
  await waitIn(browser, 'uwm-glory-bounty-0', '1');
  assert.equal(await glory(browser, 0), '1 glory');

  // Now the upgrade fits the cap: equipped on the captain, the opportunity passes to Ben.
  await choose(browser, 'uwm-equip-card-0', 'fixture-alpha-upgrade-1');
  assert.ok(!(await browser.$(testid('uwm-equip-why-0')).isExisting()), 'no reason: the upgrade fits');
  await tap(browser, 'uwm-equip-go-0');
  await waitIn(browser, 'uwm-fighter-0-fixture-warden-captain', 'Fixture Alpha Upgrade 1 (1)');
  await waitIn(browser, 'uwm-capacity-0', '1 / 1');
  await shotBoth(browser, 'uwm-slain-equipped', { show: testid('uwm-fighter-1-fixture-raider-bomber') });
  await assertNoOverflow(browser, 'power step');
  await passBoth(browser);

  // The rest of round 1: Ben 2, Ana 3, Ben 3, Ana 4, Ben 4.
  await quickTurns(browser, 5);

  // The end phase, Ana (the first player) first: she scores an objective worth 2.
  await browser.$(testid('uwm-end-phase')).waitForDisplayed({ timeout: 10_000 });
  await waitText(browser, 'End phase: Ana');
  await choose(browser, 'uwm-score-0', 'fixture-alpha-objective-3');
  await tap(browser, 'uwm-score-0-go');
  await waitIn(browser, 'uwm-glory-objectives-0', '2');
  assert.equal(await glory(browser, 0), '3 glory');
  await shotBoth(browser, 'uwm-end-phase');
  await tap(browser, 'uwm-end-phase-done');

  // Ben scores one worth 3 by mistake; Undo takes it back, and he scores the one worth 1.
  await waitText(browser, 'End phase: Ben');
  await choose(browser, 'uwm-score-1', 'fixture-beta-objective-12');
  await tap(browser, 'uwm-score-1-go');
  assert.equal(await glory(browser, 1), '3 glory');
  const before = await head(browser);
  await click(browser, 'button=Undo');
  await browser.waitUntil(async () => (await head(browser)) === before - 1, { timeout: 10_000, timeoutMsg: 'Undo did not take the event back' });
  assert.equal(await glory(browser, 1), '0 glory');
  await click(browser, `${testid('uwm-log')} summary`);
  await waitIn(browser, 'uwm-log-events', 'undone');
  await shotBoth(browser, 'uwm-undone');
  await choose(browser, 'uwm-score-1', 'fixture-beta-objective-4');
  await tap(browser, 'uwm-score-1-go');
  assert.equal(await glory(browser, 1), '1 glory');
  await tap(browser, 'uwm-end-phase-done');

  // Round 2: Ben, behind on glory, is the underdog and wins a tied roll-off; he goes first.
  await browser.$(testid('uwm-roll-off')).waitForDisplayed({ timeout: 10_000 });
  await waitText(browser, 'Battle round 2: who takes the first turn?');
  await waitIn(browser, 'uwm-roll-off', 'A tie: the underdog, Ben, wins it');
  await rollOff(browser, 'tie', 1);
  await waitText(browser, 'Ben’s turn 1 of 4: action step');
  await quickTurns(browser, 8);
  await waitText(browser, 'End phase: Ben');
  await tap(browser, 'uwm-end-phase-done');
  await waitText(browser, 'End phase: Ana');
  await tap(browser, 'uwm-end-phase-done');

  // Round 3: Ana wins the roll-off and goes first; the final end phase ends the game.
  await waitText(browser, 'Battle round 3: who takes the first turn?');
  await rollOff(browser, '0', 0);
  await quickTurns(browser, 8);
  await waitText(browser, 'Final end phase: Ana');
  await tap(browser, 'uwm-end-phase-done');
  await waitText(browser, 'Final end phase: Ben');
  await tap(browser, 'uwm-end-phase-done');

  // The result: Ana 3 glory, Ben 1: Ana's major victory, with the reasoning.
  await waitText(browser, 'Ana wins');
  await waitText(browser, 'Ana has 3 glory and Ben has 1: Ana wins a major victory.');
  await waitDetail(browser, 'underworlds:§3.9');
  await shotBoth(browser, 'uwm-result');
  await assertNoOverflow(browser, 'result');
  await click(browser, 'button=Keep the result in the history');
  await waitText(browser, 'Result kept in the history on');

  // The history: the match, won, with both lists.
  await click(browser, 'a=See the history');
  await waitText(browser, 'Ana vs Ben');
  const row = await browser.$('tr[data-match="1"]').getText();
  assert.match(row, /Won/);
  assert.match(row, /E2E Ana/);
  assert.match(row, /E2E Ben/);
  await shotBoth(browser, 'uwm-history');
}
