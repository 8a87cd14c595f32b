// Warhammer Underworlds, a first match from an empty library, in English and then in
// Spanish (each in a fresh library): two organised-play warbands (The Emberwatch with
// Blazing Assault, Zikkit's Tunnelpack with Pillage and Plunder) are chosen and saved, nothing
// typed; the builder shows their fighters by name with their numbers (the community's fighter
// cards in the shipped pack); the new match asks no question, and the tracker starts with
// every fighter of both warbands on its card.
//
// With MUSTER_E2E_SHOTS=<folder> it saves each screen in that folder.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { reported, setLanguage, shot, startApp, waitText } from './harness.mjs';
import { click, deployAll, newMatch, saveList, territoriesAndFeatures, testid, waitIn } from './underworlds.mjs';

let app;

after(async () => {
  await app?.stop();
});

/** The words of each language the journey reads beyond the shared steps'. */
const WORDS = {
  en: {
    start: 'Start the match',
    territories: 'Territories: who won the roll-off?',
    health: 'Health 5',
    leader: 'Leader',
  },
  es: {
    start: 'Empezar la partida',
    territories: 'Territorios: ¿quién ganó el desempate?',
    health: 'Salud 5',
    leader: 'Líder',
  },
};

async function journey(browser, lang) {
  const words = WORDS[lang];
  await browser.$('aria/New list').waitForClickable({ timeout: 20_000 });
  if (lang === 'es') await setLanguage(browser, 'Español', 'Ajustes');

  // Two lists, nothing typed but their names: the warbands' fighters come with the data.
  await saveList(browser, { warband: 'the-emberwatch', query: 'ember', deck: 'blazing-assault', name: `E2E Embers ${lang}` }, lang);
  // The builder names every fighter with its numbers, the leader marked.
  await waitIn(browser, 'uw-warband', 'Ardorn');
  await waitIn(browser, 'uw-warband', 'Yurik');
  await waitIn(browser, 'uw-roster-stats-ardorn', words.health);
  await waitIn(browser, 'uw-warband', words.leader);
  await shot(browser, `uwf-builder-${lang}`);
  await saveList(browser, { warband: 'zikkits-tunnelpack', query: 'zikkit', deck: 'pillage-and-plunder', name: `E2E Tunnel ${lang}` }, lang);
  await waitIn(browser, 'uw-warband', 'Tik Tik');

  // The first match asks nothing: once both warbands' forms have come, no question shows.
  await newMatch(browser, `E2E Embers ${lang}`, `E2E Tunnel ${lang}`, lang);
  await browser.waitUntil(
    async () => (await browser.$('form.new-match').getAttribute('data-questions-for')) === 'the-emberwatch,zikkits-tunnelpack',
    { timeout: 10_000, timeoutMsg: 'the fighters were not looked up' },
  );
  assert.equal(await browser.$(testid('uw-questions')).isExisting(), false, 'no question asked');
  assert.equal((await browser.$(testid('new-match-start')).getText()).trim(), words.start);
  await shot(browser, `uwf-new-match-${lang}`);
  await click(browser, testid('new-match-start'));
  await browser.$(testid('uwm-setup')).waitForDisplayed({ timeout: 15_000 });
  await waitText(browser, words.territories);
  // Territories and feature tokens, then deployment: every fighter of both warbands is there,
  // by name, with nothing asked on the way.
  await territoriesAndFeatures(browser);
  await browser.$(testid('uwm-deploy-next')).waitForDisplayed({ timeout: 10_000 });
  await shot(browser, `uwf-deploy-${lang}`);
  const deployed = await deployAll(browser);
  for (const name of ['Ardorn', 'Farasa', 'Yurik', 'Zikkit', 'Tik Tik']) {
    assert.ok(deployed.some((text) => text.includes(name)), `${name} deployed: ${deployed.join(' | ')}`);
  }
  assert.equal(deployed.length, 8, 'three Emberwatch and five Tunnelpack fighters');
  await shot(browser, `uwf-tracker-${lang}`);
}

for (const lang of ['en', 'es']) {
  test(`Underworlds: a first match of two organised-play warbands asks nothing (${lang})`, async () => {
    app = await startApp();
    const { browser } = app;
    try {
      await reported(() => app, `uwf-failure-${lang}`, () => journey(browser, lang));
    } finally {
      await app.stop();
      app = undefined;
    }
  });
}
