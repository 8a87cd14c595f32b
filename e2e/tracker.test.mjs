// A whole RuneWars match in the real Muster window: two saved lists, the set-up wizard, a
// full round with tokens, wounds, a lost tray taken back with Undo and a refusal shown, the
// app closed and started again on the same library (the match resumes exactly where it was),
// then the opponent's army destroyed, the result kept and found in the history as won.
//
// With MUSTER_E2E_SHOTS=<folder> it also saves the set-up, a round in progress and the end
// summary in English and Spanish (the language switched in Settings and back).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { click, reported, setLanguage, shot, shotBoth, shotNarrow, startApp, waitDetail, waitText } from './harness.mjs';

let app;
/** Whether the dial pick's screenshot is taken. */
let dialShown = false;

after(async () => {
  await app?.stop();
});

/** The unit card of `side`'s unit `unit`. */
function card(browser, side, unit) {
  return browser.$(`article[data-side="${side}"][data-unit="${unit}"]`);
}

async function clickIn(element, selector) {
  const target = await element.$(selector);
  await target.waitForClickable({ timeout: 10_000 });
  await target.click();
}

/**
 * Sets a unit's dial in the Command phase: the face of its known dial that shows `action`
 * and `initiative` (the community's dials: nothing typed), or, for a unit with no known
 * dial, the action and its initiative.
 */
async function dial(browser, side, unit, action, initiative) {
  const unitCard = await card(browser, side, unit);
  const face = await unitCard.$(`button[aria-label="${action}, Initiative ${initiative}"]`);
  if (await face.isExisting()) {
    // A known dial offers no number to type.
    assert.equal(await unitCard.$('button[aria-label="Initiative 1"]').isExisting(), false, 'a known dial asks for no initiative');
    await clickIn(unitCard, `button[aria-label="${action}, Initiative ${initiative}"]`);
    // The first known dial's faces, one chosen, as the player sees them (with MUSTER_E2E_SHOTS).
    if (!dialShown) {
      dialShown = true;
      await unitCard.scrollIntoView({ block: 'center' });
      await shotNarrow(browser, 'tracker-dial-pick-en');
    }
  } else {
    await clickIn(unitCard, `button=${action}`);
    await clickIn(unitCard, `button[aria-label="Initiative ${initiative}"]`);
  }
  await clickIn(unitCard, 'button=Set dial');
  await (await unitCard.$('button=Change')).waitForDisplayed({ timeout: 10_000 });
}

/**
 * The Command phase on one screen: each player in turn takes the device, sets their dials
 * (`picks[side]`: `[unit, action, initiative]`) and hides them; then all are revealed. While
 * a player sets theirs, the other's are nowhere on screen.
 */
async function secretDials(browser, players, picks) {
  for (const [side, player] of players.entries()) {
    await click(browser, `button=Set ${player}’s dials`);
    for (const [unit, action, initiative] of picks[side]) await dial(browser, side, unit, action, initiative);
    // The other player's units show no dial, set or not.
    const other = await (await browser.$(`section.side[data-side="${1 - side}"]`)).getText();
    for (const [, action] of picks[1 - side] ?? []) {
      assert.ok(!other.includes(`${action} ·`), `${player} can see the other player's ${action} dial`);
    }
    await click(browser, `button=Done: hide ${player}’s dials`);
  }
  // Nothing recorded yet: no unit shows a dial before the reveal.
  assert.ok(!(await trackerText(browser)).includes(' · Initiative '), 'a dial shows before the reveal');
  await click(browser, 'button=Reveal the dials');
  // Revealed: each dial is on its unit for everyone to read.
  for (const [side, picked] of picks.entries()) {
    for (const [unit, action, initiative] of picked) {
      const unitCard = await card(browser, side, unit);
      await browser.waitUntil(async () => (await unitCard.getText()).includes(`${action} · Initiative ${initiative}`), {
        timeout: 10_000,
        timeoutMsg: `the ${action} dial was not revealed`,
      });
    }
  }
}

/** Builds and saves a list of `faction` with `units`, named `name`. */
async function saveList(browser, faction, units, name) {
  await click(browser, 'aria/New list');
  await click(browser, `button*=${faction}`);
  for (const unit of units) await click(browser, `aria/Add ${unit}`);
  await waitText(browser, units.at(-1));
  const field = await browser.$('aria/List name');
  await field.setValue(name);
  await click(browser, 'button=Save');
  await waitText(browser, 'Saved as version 1.');
}

/** What the tracker shows: its header and both sides, as text. */
async function trackerText(browser) {
  const bar = await browser.$('header.bar').getText();
  const sides = await browser.$('.sides').getText();
  return `${bar}\n${sides}`;
}

test('a match is set up, played, resumed after a restart, won and kept in the history', () =>
  reported(() => app, 'tracker-failure', async () => {
    app = await startApp();
    let { browser } = app;
    const { home } = app;
    await waitText(browser, 'RuneWars');

    // Two saved lists: Ana's Daqan Lords (50 points) and Ben's Waiqar (31 points).
    await saveList(browser, 'Daqan Lords', ['Spearmen', 'Kari Wraithstalker'], 'E2E Daqan');
    await saveList(browser, 'Waiqar the Undying', ['Reanimates', 'Carrion Lancers'], 'E2E Waiqar');

    // A new match from the Matches page.
    await click(browser, 'a[href="/matches"]');
    await click(browser, 'a*=New match');
    await browser.$('.new-match select').waitForDisplayed({ timeout: 10_000 });
    const [yourName, theirName] = await browser.$$('.new-match input');
    await yourName.setValue('Ana');
    await theirName.setValue('Ben');
    const [yourList, theirList] = await browser.$$('.new-match select');
    await yourList.selectByVisibleText('E2E Daqan — Daqan Lords');
    await theirList.selectByVisibleText('E2E Waiqar — Waiqar the Undying');
    await shot(browser, 'match-new-en');
    await click(browser, 'button*=Start the match');

    // Set-up: Ben has the lower total and makes Ana the first player.
    await waitText(browser, 'Ben has the lower total and chooses the first player.');
    await waitText(browser, 'Ana: 50 points spent');
    await waitText(browser, 'Ben: 31 points spent');
    await shotBoth(browser, 'tracker-setup-first-player');
    await click(browser, 'button=Ana goes first');

    // The card draft: Ana takes the deployment card; the objective is worth 2 per token.
    await waitText(browser, 'What did Ana (first player) take?');
    await shotBoth(browser, 'tracker-setup-cards');
    await browser.$('form.cards input[type="text"]').waitForDisplayed({ timeout: 10_000 });
    const [deployment, objective] = await browser.$$('form.cards input[type="text"]');
    await deployment.setValue('E2E deployment');
    await objective.setValue('E2E objective');
    const value = await browser.$('form.cards input[type="number"]');
    await value.setValue('2');
    await click(browser, 'button=Record the cards');

    // Ana has the deployment card and picks red; then deployment alternates from Ana.
    await click(browser, 'button=Red zone for Ana');
    await waitText(browser, 'Ana places a unit.');
    await click(browser, 'aria/Deploy Spearmen');
    await waitText(browser, 'Ben places a unit.');
    await shotBoth(browser, 'tracker-setup-deploy');
    await click(browser, 'aria/Deploy Reanimates');
    await click(browser, 'aria/Deploy Kari Wraithstalker');
    await click(browser, 'aria/Deploy Carrion Lancers');

    // Round 1, Command phase: every dial, each a face of the unit's dial as the community's
    // data gives it (Spearmen Rally 3, Kari Shift 5, Reanimates Rally 4, Carrion Lancers
    // Reform 3): no initiative typed.
    await waitText(browser, 'Round 1 of 8');
    await waitText(browser, 'Command phase');
    await secretDials(browser, ['Ana', 'Ben'], [
      [[0, 'Rally', 3], [1, 'Shift', 5]],
      [[0, 'Rally', 4], [1, 'Reform', 3]],
    ]);
    await click(browser, 'button=Start the Activation phase');

    // Activation in dial order, the first player first at equal initiative (§53.4).
    await waitText(browser, 'Initiative 3: Ana activates');
    const kariActivate = await browser.$('aria/Activate Kari Wraithstalker');
    assert.equal(await kariActivate.isEnabled(), false, 'Kari waits for initiative 5');
    await click(browser, 'aria/Activate Spearmen');
    await click(browser, 'aria/One more: Wound tokens on Spearmen');
    await waitText(browser, 'Initiative 3: Ben activates');
    assert.equal(await browser.$('aria/Activate Reanimates').isEnabled(), false, 'Reanimates wait for initiative 4');
    await click(browser, 'aria/Activate Carrion Lancers');
    await waitText(browser, 'Initiative 4: Ben activates');
    await click(browser, 'aria/Activate Reanimates');
    // A token the unit does not hold: from its "Add a token" menu.
    await clickIn(await card(browser, 1, 0), 'summary[aria-label="Add a token to Reanimates"]');
    await clickIn(await card(browser, 1, 0), 'button=Panic');
    await browser.waitUntil(async () => (await card(browser, 1, 0).$('output[aria-label="Panic on Reanimates"]').getText()) === '1', {
      timeout: 10_000,
      timeoutMsg: 'the panic token was not shown',
    });

    // A tray lost by mistake, taken back with one tap on Undo (and Redo is offered).
    await click(browser, 'aria/One tray of Reanimates lost');
    await browser.waitUntil(async () => (await card(browser, 1, 0).getText()).includes('1 / 2'), {
      timeout: 10_000,
      timeoutMsg: 'the lost tray was not shown',
    });
    await click(browser, 'button*=Undo');
    await browser.waitUntil(async () => (await card(browser, 1, 0).getText()).includes('2 / 2'), {
      timeout: 10_000,
      timeoutMsg: 'Undo did not bring the tray back',
    });
    assert.equal(await browser.$('button*=Redo').isEnabled(), true, 'Redo is offered after Undo');

    // A morale test without severity: the rules refuse it and nothing changes.
    const kari = await card(browser, 0, 1);
    await clickIn(kari, 'details.more > summary');
    await clickIn(kari, 'button[aria-label="One fewer: Morale icons on Kari Wraithstalker"]');
    const before = await trackerText(browser);
    await clickIn(kari, 'button=Test morale');
    await waitText(browser, 'Not recorded:');
    assert.equal(await trackerText(browser), before, 'a refused event changes nothing');
    await shot(browser, 'tracker-round-refused-en');
    await click(browser, 'button[aria-label="Dismiss"]');
    await waitText(browser, 'Not recorded:', { gone: true });
    // The form keeps what was typed; put it back so the snapshot below holds match state only.
    await clickIn(kari, 'button[aria-label="One more: Morale icons on Kari Wraithstalker"]');
    await clickIn(kari, 'details.more > summary');

    await click(browser, 'aria/Activate Kari Wraithstalker');
    await click(browser, 'button=Start the End phase');
    await click(browser, 'button=End round 1');

    // Round 2: Ben is the first player now; an objective token for Ana and one dial.
    await waitText(browser, 'Round 2 of 8');
    await waitText(browser, 'First player: Ben');
    await click(browser, 'aria/One more: Objective tokens of Ana');
    await secretDials(browser, ['Ana', 'Ben'], [[[0, 'Reform', 4]], []]);
    await shotBoth(browser, 'tracker-round');
    await shotNarrow(browser, 'tracker-round-tablet-en');
    const where = await trackerText(browser);
    assert.equal(await browser.$('output[aria-label="Wound tokens on Spearmen"]').getText(), '1');
    assert.equal(await browser.$('output[aria-label="Objective tokens of Ana"]').getText(), '1');

    // Closed and started again on the same library: Home offers the match, exactly as it was.
    await app.stop();
    app = await startApp({ home });
    browser = app.browser;
    await waitText(browser, 'Match in progress');
    await shot(browser, 'home-resume-en');
    await click(browser, 'a*=Resume match');
    await waitText(browser, 'Round 2 of 8');
    await browser.$('.sides').waitForDisplayed({ timeout: 10_000 });
    assert.equal(await trackerText(browser), where, 'the match resumes exactly where it was');

    // Ben's army is destroyed: Ana wins by elimination.
    for (const [unit, name] of [[0, 'Reanimates'], [1, 'Carrion Lancers']]) {
      const unitCard = await card(browser, 1, unit);
      await clickIn(unitCard, 'details.more > summary');
      await clickIn(unitCard, `button[aria-label="Mark ${name} destroyed"]`);
    }
    await waitText(browser, 'Ana wins');
    await waitText(browser, 'By elimination');
    await waitDetail(browser, 'runewars:§44.1');
    await shotBoth(browser, 'tracker-summary');
    await click(browser, 'button=Keep the result in the history');
    await waitText(browser, 'Result kept in the history on');
    assert.equal(await browser.$('button*=Undo').isEnabled(), false, 'a kept match takes nothing more');

    // The history: won, with both lists; the statistics count it.
    await click(browser, 'a*=See the history');
    await waitText(browser, 'Ana vs Ben');
    const row = await browser.$('tr[data-match]').getText();
    assert.match(row, /E2E Daqan/);
    assert.match(row, /E2E Waiqar/);
    assert.match(row, /Won/);
    const byList = await browser.execute(() =>
      [...document.querySelectorAll('.stats table:first-of-type tbody td')].map((td) => td.textContent.trim()),
    );
    assert.deepEqual(byList, ['E2E Daqan', '1', '1', '0', '0'], 'played, won, lost, drawn');
    await shotBoth(browser, 'matches-history');
  }));
