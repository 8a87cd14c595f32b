// Warhammer Underworlds from the box, in the real Muster window, from an empty library: the
// shipped pack holds every Rivals deck of the Embergard era with its cards and all the
// warbands, so nothing is typed to build a list.
//
// A Rivals list: a warband found among all of them (search, grand alliance, "legal in
// organised play now"), Blazing Assault chosen: all 32 cards in, LEGAL. A Nemesis list from
// two decks, its counts followed to legal (objectives of 12, at most 6 surge; power cards of
// 20, no more ploys than upgrades). A list from an underworldsdb deck link (a bad code named
// at its place, then the `deck=` part of a good link), and the list's link copied. A match of
// two shipped warbands out of organised play, whose fighter cards no source gives (Garrek's
// Reavers against Magore's Fiends): set-up asks the fighters' Health and Bounty once, the
// leader required (a Health of 0 refused at its row), a battle round is played; a second
// match of the same warbands asks nothing. The Underworlds collection, and the screens in
// Spanish, and at 800 px wide. (A first match of two organised-play warbands, which asks
// nothing: underworlds-first-match.test.mjs.)
//
// The Health and Bounty values typed here are made up for the test (fixture, not real data).
//
// With MUSTER_E2E_SHOTS=<folder> it saves each screen in that folder.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { openSavedList, paste, reported, setLanguage, shot, startApp, waitText } from './harness.mjs';
import {
  assertNoOverflow,
  choose,
  chooseList,
  click,
  deployAll,
  fill,
  knownPicks,
  newList,
  newMatch,
  openNewMatch,
  pickDeck,
  pickWarband,
  quickTurns,
  saveAs,
  saveList,
  tap,
  territoriesAndFeatures,
  testid,
  waitIn,
} from './underworlds.mjs';

let app;

after(async () => {
  await app?.stop();
});

/** Waits until the builder's verdict, checked for the list on screen, reads `wanted`. */
async function verdict(browser, wanted) {
  let seen = '';
  await browser.waitUntil(
    async () => {
      seen = await browser.execute(() => {
        const totals = document.querySelector('section.totals');
        if (!totals || totals.getAttribute('aria-busy') === 'true') return '';
        return totals.querySelector('.verdict .badge')?.textContent?.trim() ?? '';
      });
      return seen === wanted;
    },
    { timeout: 15_000, timeoutMsg: `the verdict never read "${wanted}" (last: "${seen}")` },
  );
}

/** The number of error findings the builder shows. */
async function errorFindings(browser) {
  return (await browser.$$('[data-testid="uw-builder"] li.finding.error')).length;
}

/** The catalogue as the window has it (the shipped pack and the player's records). */
async function catalogue(browser) {
  return browser.execute(async () => window.__TAURI_INTERNALS__.invoke('underworlds_catalog'));
}

/** Waits until the window's page is at most `px` wide (a resize has taken). */
async function widthAtMost(browser, px) {
  await browser.waitUntil(async () => (await browser.execute(() => window.innerWidth)) <= px, {
    timeout: 10_000,
    timeoutMsg: `the window did not narrow to ${px} px`,
  });
}

/** Clicks each card checkbox of `deck` among `ids`. */
async function toggleCards(browser, deck, ids) {
  for (const id of ids) await click(browser, testid(`uw-card-${deck}-${id}`));
}

/** Types one fighter's answers (made up for the test) into row `row` of warband `warband`'s form. */
async function answer(browser, warband, row, values) {
  const base = `uw-ff-${warband}-${row}`;
  await fill(browser, `${base}-health`, values[0]);
  await fill(browser, `${base}-bounty`, values[1]);
  await fill(browser, `${base}-inspired-health`, values[2]);
  await fill(browser, `${base}-inspired-bounty`, values[3]);
}

test('Underworlds from the box: lists from the shipped decks, a deck link, and a match that asks the fighters once', async () => {
  app = await startApp();
  const { browser } = app;
  await reported(() => app, 'uwb-failure', () => play(browser));
});

async function play(browser) {
  await browser.$('aria/New list').waitForClickable({ timeout: 20_000 });
  const pack = await catalogue(browser);
  assert.equal(pack.warbands.length, 68, 'all 68 warbands');
  assert.equal(pack.decks.length, 12, 'the 12 Rivals decks');
  const deck = (id) => pack.decks.find((d) => d.id === id);
  const idsOf = (d, kind) => deck(d).cards.filter((c) => c.kind === kind).map((c) => c.id);

  // ---- A Rivals list, nothing typed: a warband found among the 68, Blazing Assault as printed.
  await newList(browser);
  await waitIn(browser, 'uw-warband-shown', '68 of 68 warbands');
  await choose(browser, 'uw-warband-alliance', 'order');
  const order = pack.warbands.filter((w) => w.alliance === 'order');
  await waitIn(browser, 'uw-warband-shown', `${order.length} of 68 warbands`);
  await click(browser, testid('uw-warband-legal'));
  const legal = new Set(pack.legality.find((l) => l.play_format === 'rivals' && l.season.startsWith('organised-play')).warbands);
  const orderNow = order.filter((w) => legal.has(w.id));
  await waitIn(browser, 'uw-warband-shown', `${orderNow.length} of 68 warbands`);
  assert.ok(orderNow.length < order.length, 'some Order warbands are not legal now');
  await fill(browser, 'uw-warband-search', 'ember');
  await waitIn(browser, 'uw-warband-shown', '1 of 68 warbands');
  const row = await browser.$(testid('uw-warband-choose-the-emberwatch')).getText();
  assert.match(row, /The Emberwatch/);
  assert.match(row, /Order · 3 fighters/);
  assert.match(row, /Legal now/);
  await shot(browser, 'uwb-picker');
  await click(browser, testid('uw-warband-choose-the-emberwatch'));
  await waitIn(browser, 'uw-warband-chosen', 'The Emberwatch');
  // The community's fighter cards name all three, with their numbers.
  await waitIn(browser, 'uw-warband', 'Ardorn');
  await waitIn(browser, 'uw-warband', 'Yurik');
  await waitIn(browser, 'uw-roster-stats-ardorn', 'Health 5');

  await pickDeck(browser, 'blazing-assault');
  await waitIn(browser, 'uw-count-power', '20 / 20');
  await waitIn(browser, 'uw-ploys-upgrades', 'ploys 10 · upgrades 10');
  await verdict(browser, 'Legal');
  assert.equal(await errorFindings(browser), 0, 'no error findings');
  const cards = await browser.execute(() => document.querySelectorAll('input[data-testid^="uw-card-blazing-assault-"]:checked').length);
  assert.equal(cards, 32, 'all 32 cards in');
  await saveAs(browser, 'E2E Emberwatch');
  await verdict(browser, 'Legal');
  await shot(browser, 'uwb-rivals-legal');

  // The same builder at 800 px wide: nothing wider than the window.
  const narrow = await browser.setWindowSize(800, 800).then(
    () => true,
    () => false,
  );
  if (narrow) {
    await widthAtMost(browser, 800);
    await assertNoOverflow(browser, 'the builder at 800 px');
    await shot(browser, 'uwb-rivals-800');
    await click(browser, testid('uw-warband-change'));
    await choose(browser, 'uw-warband-alliance', 'destruction');
    await waitIn(browser, 'uw-warband-shown', `${pack.warbands.filter((w) => w.alliance === 'destruction').length} of 68 warbands`);
    await assertNoOverflow(browser, 'the warband picker at 800 px');
    await shot(browser, 'uwb-picker-800');
    await click(browser, testid('uw-warband-keep'));
    await browser.setWindowSize(1280, 800);
    await browser.waitUntil(async () => (await browser.execute(() => window.innerWidth)) > 1000, {
      timeout: 10_000,
      timeoutMsg: 'the window did not grow back',
    });
  }

  // ---- A Nemesis list from two decks: the counts follow every card, to legal.
  await newList(browser);
  await choose(browser, 'uw-format', 'nemesis');
  // Found by its Spanish name.
  await pickWarband(browser, 'tuneladores', 'zikkits-tunnelpack');
  await click(browser, testid('uw-deck-choose-blazing-assault'));
  await click(browser, testid('uw-deck-choose-emberstone-sentinels'));
  await click(browser, testid('uw-all-objective'));
  await waitIn(browser, 'uw-count-objectives', '24 / 12');
  await waitIn(browser, 'uw-count-surge', 'surge: 12 / 6');
  await verdict(browser, 'Not legal');
  await shot(browser, 'uwb-nemesis-too-many-surge');
  await toggleCards(browser, 'emberstone-sentinels', idsOf('emberstone-sentinels', 'objective'));
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
  await waitIn(browser, 'uw-count-surge', 'surge: 6 / 6');
  // Every ploy: more ploys than upgrades.
  await click(browser, testid('uw-all-ploy'));
  const blPloys = new Set(idsOf('blazing-assault', 'ploy'));
  await waitIn(browser, 'uw-ploys-upgrades', 'upgrades 0');
  await verdict(browser, 'Not legal');
  // Blazing Assault's ploys and Emberstone Sentinels' upgrades: 10 and 10.
  await toggleCards(browser, 'emberstone-sentinels', idsOf('emberstone-sentinels', 'ploy').filter((id) => !blPloys.has(id)));
  await click(browser, testid('uw-all-upgrade'));
  const esUpgrades = new Set(idsOf('emberstone-sentinels', 'upgrade'));
  await toggleCards(browser, 'blazing-assault', idsOf('blazing-assault', 'upgrade').filter((id) => !esUpgrades.has(id)));
  await waitIn(browser, 'uw-count-power', '20 / 20');
  await waitIn(browser, 'uw-ploys-upgrades', 'ploys 10 · upgrades 10');
  await verdict(browser, 'Legal');
  assert.equal(await errorFindings(browser), 0, 'no error findings in the Nemesis list');
  await saveAs(browser, 'E2E Nemesis');
  await verdict(browser, 'Legal');
  await shot(browser, 'uwb-nemesis-legal');

  // ---- A list from an underworldsdb deck link.
  await newList(browser);
  await pickWarband(browser, 'zikkit', 'zikkits-tunnelpack');
  const codes = deck('pillage-and-plunder').cards.map((c) => c.code);
  assert.equal(codes.length, 32);
  await paste(browser, testid('uw-link-text'), `https://www.underworldsdb.com/shared.php?deck=0,${codes[0]},${codes[1]},XX7,${codes[2]}&format=rivals`);
  await click(browser, testid('uw-link-use'));
  await waitIn(browser, 'uw-link-errors', 'card 3: no card of the Rivals decks has the code XX7');
  await waitIn(browser, 'uw-count-objectives', '0 / 12');
  assert.equal(await browser.$(testid('uw-deck-choose-pillage-and-plunder')).isSelected(), false, 'a bad link changes nothing');
  await shot(browser, 'uwb-link-refused');
  await paste(browser, testid('uw-link-text'), `deck=0,${codes.join(',')}`);
  await click(browser, testid('uw-link-use'));
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
  await waitIn(browser, 'uw-count-power', '20 / 20');
  assert.equal(await browser.$(testid('uw-deck-choose-pillage-and-plunder')).isSelected(), true);
  await waitIn(browser, 'uw-warband-chosen', 'Zikkit');
  await verdict(browser, 'Legal');
  await saveAs(browser, 'E2E Tunnelpack');
  // Its link to share: on the clipboard, or shown to copy by hand.
  await click(browser, testid('uw-link-copy'));
  const copied = await browser.waitUntil(
    async () => {
      const dialog = await browser.$('div[role="dialog"] textarea');
      if (await dialog.isExisting()) return dialog.getValue();
      const body = await browser.$('body').getText();
      return body.includes('Deck link copied.') ? 'copied' : false;
    },
    { timeout: 10_000, timeoutMsg: 'the deck link was neither copied nor shown' },
  );
  if (copied !== 'copied') {
    assert.ok(copied.startsWith(`https://www.underworldsdb.com/shared.php?deck=0,${codes.slice(0, 12).join(',')}`), copied);
    await shot(browser, 'uwb-link-copy');
    await click(browser, 'div[role="dialog"] button=Close');
  }
  await shot(browser, 'uwb-link-legal');

  // ---- Two warbands no source gives the fighters of.
  await newList(browser);
  await pickWarband(browser, 'garrek', 'garreks-reavers');
  await waitIn(browser, 'uw-warband', 'Fighter 5');
  await pickDeck(browser, 'blazing-assault');
  await saveAs(browser, 'E2E Reavers');
  await saveList(browser, { warband: 'magores-fiends', query: 'magore', deck: 'pillage-and-plunder', name: 'E2E Fiends' });

  // ---- The fighters' form in Spanish (a look only: nothing saved).
  await setLanguage(browser, 'Español', 'Ajustes');
  await openNewMatch(browser, 'es');
  await knownPicks(browser);
  const selects = await browser.$$('.new-match select');
  for (const [i, list] of ['E2E Reavers', 'E2E Fiends'].entries()) await chooseList(selects[i], list);
  await browser.$(testid('uw-ff-magores-fiends')).waitForDisplayed({ timeout: 10_000 });
  assert.equal(await browser.$(testid('uw-ff-magores-fiends-1-name')).getValue(), 'Guerrero 2');
  await waitIn(browser, 'uw-questions', 'Antes de la partida: salud y recompensa');
  await shot(browser, 'uwb-fighters-es');
  await setLanguage(browser, 'English', 'Settings');

  // ---- A match of two shipped warbands without cards: set-up asks their fighters once.
  await newMatch(browser, 'E2E Reavers', 'E2E Fiends');
  await browser.$(testid('uw-ff-garreks-reavers')).waitForDisplayed({ timeout: 10_000 });
  await browser.$(testid('uw-ff-magores-fiends')).waitForDisplayed({ timeout: 10_000 });
  assert.equal(await browser.$(testid('uw-ff-garreks-reavers-0-name')).getValue(), 'Fighter 1');
  assert.equal(await browser.$(testid('uw-ff-magores-fiends-3-name')).getValue(), 'Fighter 4');
  // No leader is known: none is preselected, and the form requires one.
  assert.equal(await browser.$(testid('uw-ff-garreks-reavers-0-leader')).isSelected(), false);
  await click(browser, testid('uw-ff-garreks-reavers-0-leader'));
  await fill(browser, 'uw-ff-garreks-reavers-1-name', 'E2E Warden');
  for (let row = 0; row < 5; row += 1) await answer(browser, 'garreks-reavers', row, [4, 1, 5, 2]);
  await click(browser, testid('uw-ff-magores-fiends-1-leader'));
  for (let row = 0; row < 4; row += 1) await answer(browser, 'magores-fiends', row, [row === 2 ? 0 : 2, 1, 3, 1]);
  await shot(browser, 'uwb-fighters');
  await click(browser, testid('new-match-start'));
  // The Reavers are kept; the Fiends' third fighter's Health of 0 is refused at its row.
  await waitIn(browser, 'uw-ff-magores-fiends-2-error', 'health must be at least 1');
  assert.equal(await browser.$(testid('uw-ff-garreks-reavers')).isExisting(), false, 'the Reavers are no longer asked');
  assert.equal(new URL(await browser.getUrl()).pathname, '/matches/new', 'no match started');
  await shot(browser, 'uwb-fighters-refused');
  await fill(browser, 'uw-ff-magores-fiends-2-health', 2);
  await click(browser, testid('new-match-start'));

  // Round 1, played as in underworlds-match.test.mjs.
  await browser.$(testid('uwm-setup')).waitForDisplayed({ timeout: 15_000 });
  await waitText(browser, 'Territories: who won the roll-off?');
  await territoriesAndFeatures(browser);
  await waitIn(browser, 'uwm-deploy-next', 'deploys the next fighter');
  await shot(browser, 'uwb-deployment');
  await deployAll(browser);
  // The fighters as the players named them, and as the data counts them.
  await waitText(browser, 'E2E Warden');
  await waitText(browser, 'Fighter 4');
  await browser.$(testid('uwm-roll-off')).waitForDisplayed({ timeout: 10_000 });
  await click(browser, testid('uwm-roll-off-winner-0'));
  await tap(browser, 'uwm-first-0');
  await waitText(browser, 'Ana’s turn 1 of 4: action step');
  await quickTurns(browser, 8);
  await waitText(browser, 'End phase: Ana');
  await tap(browser, 'uwm-end-phase-done');
  await waitText(browser, 'End phase: Ben');
  await tap(browser, 'uwm-end-phase-done');
  await waitText(browser, 'Battle round 2: who takes the first turn?');
  await shot(browser, 'uwb-round-2');

  // A second match of the same warbands asks nothing.
  await newMatch(browser, 'E2E Reavers', 'E2E Fiends');
  // Once both warbands' forms have come, nothing is asked.
  await browser.waitUntil(
    async () => (await browser.$('form.new-match').getAttribute('data-questions-for')) === 'garreks-reavers,magores-fiends',
    { timeout: 10_000, timeoutMsg: 'the fighters were not looked up' },
  );
  assert.equal(await browser.$(testid('uw-questions')).isExisting(), false, 'nothing asked the second time');
  assert.equal((await browser.$(testid('new-match-start')).getText()).trim(), 'Start the match');
  await click(browser, testid('new-match-start'));
  await browser.$(testid('uwm-setup')).waitForDisplayed({ timeout: 15_000 });
  await waitText(browser, 'Territories: who won the roll-off?');

  // The warband screen shows the answers, and offers the same form.
  await openSavedList(browser, 'E2E Reavers', 'Objective deck');
  // Still legal: the answers give Health and Bounty, the rest of the cards stays unknown.
  await verdict(browser, 'Legal');
  assert.equal(await errorFindings(browser), 0, 'no error findings after the fighters were answered');
  await click(browser, testid('uw-warband-show'));
  await browser.$(testid('uw-warband-sheet')).waitForDisplayed({ timeout: 10_000 });
  await waitIn(browser, 'uw-fighter-e2e-warden', 'E2E Warden');
  assert.equal(await browser.$(testid('uw-ff-garreks-reavers-1-name')).getValue(), 'E2E Warden');
  assert.equal(await browser.$(testid('uw-ff-garreks-reavers-0-health')).getValue(), '4');
  await shot(browser, 'uwb-warband-sheet');
  await click(browser, testid('uw-sheet-back'));

  // ---- The Underworlds collection, and "can I field" of the saved lists.
  await click(browser, 'a[href="/collection"]');
  await click(browser, testid('collection-game-underworlds'));
  await waitText(browser, 'Underworlds warbands and Rivals decks are counted whole.');
  await waitText(browser, 'E2E Emberwatch');
  await click(browser, 'aria/One more: Copies of The Emberwatch owned');
  await click(browser, 'aria/One more: Copies of the Blazing Assault deck owned');
  await browser.waitUntil(
    async () => (await browser.$('input[aria-label="Copies of The Emberwatch owned"]').getValue()) === '1',
    { timeout: 10_000, timeoutMsg: 'the Emberwatch was not counted' },
  );
  await shot(browser, 'uwb-collection');

  // ---- In Spanish: the collection, the builder with the picker open, the warband screen.
  await setLanguage(browser, 'Español', 'Ajustes');
  await click(browser, testid('collection-game-underworlds'));
  await waitText(browser, 'En Underworlds las bandas y los mazos Rivales se cuentan enteros.');
  await shot(browser, 'uwb-collection-es');
  await openSavedList(browser, 'E2E Emberwatch', 'Mazo de objetivos');
  await waitIn(browser, 'uw-warband-chosen', 'La Guardiascua');
  await click(browser, testid('uw-warband-change'));
  await choose(browser, 'uw-warband-alliance', 'death');
  await shot(browser, 'uwb-builder-es');
  await click(browser, testid('uw-warband-keep'));
  await click(browser, testid('uw-warband-show'));
  await browser.$(testid('uw-ff-panel')).waitForDisplayed({ timeout: 10_000 });
  await waitIn(browser, 'uw-ff-panel', 'Salud y recompensa de cada guerrero');
  await shot(browser, 'uwb-warband-sheet-es');
}
