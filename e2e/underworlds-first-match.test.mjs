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
import { click as clickTop, reported, setLanguage, settle, shot, startApp, waitText } from './harness.mjs';

let app;

after(async () => {
  await app?.stop();
});

/** The element with `data-testid` `id`. */
const testid = (id) => `[data-testid="${id}"]`;

/** Clicks `selector` once it can be clicked, scrolled to the middle of the window first. */
async function click(browser, selector) {
  const element = await browser.$(selector);
  await element.waitForExist({ timeout: 10_000 });
  await element.scrollIntoView({ block: 'center' });
  await clickTop(browser, selector);
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

/** The number of events that count, as the tracker's event log says. */
async function head(browser) {
  const text = await browser.$(`${testid('uwm-log')} summary`).getText();
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

/** Clicks the element with test id `id` and waits for the event it records. */
async function tap(browser, id) {
  const before = await head(browser);
  await click(browser, testid(id));
  await browser.waitUntil(async () => (await head(browser)) === before + 1, {
    timeout: 10_000,
    timeoutMsg: `no event recorded after ${id}`,
  });
}

/** Places the next feature token in `where` (`0`, `1` or `neutral`) with `number`. */
async function placeFeature(browser, where, number) {
  await click(browser, testid(`uwm-feature-territory-${where}`));
  await (await browser.$(testid('uwm-feature-number'))).setValue(String(number));
  await tap(browser, 'uwm-feature-place');
}

/** The words of each language the journey reads or clicks. */
const WORDS = {
  en: {
    newList: 'New list',
    listName: 'List name',
    save: 'Save',
    saved: 'Saved as version 1.',
    newMatch: 'New match',
    start: 'Start the match',
    territories: 'Territories: who won the roll-off?',
    health: 'Health 5',
    leader: 'Leader',
  },
  es: {
    newList: 'Nueva lista',
    listName: 'Nombre de la lista',
    save: 'Guardar',
    saved: 'Guardada como versión 1.',
    newMatch: 'Nueva partida',
    start: 'Empezar la partida',
    territories: 'Territorios: ¿quién ganó el desempate?',
    health: 'Salud 5',
    leader: 'Líder',
  },
};

/** A new list of `warband` with the Rivals deck `deck`, saved as `name`. */
async function saveList(browser, words, warband, query, deck, name) {
  await click(browser, `aria/${words.newList}`);
  await click(browser, testid('new-list-game-underworlds'));
  const search = await browser.$(testid('uw-warband-search'));
  await search.waitForDisplayed({ timeout: 15_000 });
  await search.setValue(query);
  await click(browser, testid(`uw-warband-choose-${warband}`));
  await browser.$(testid('uw-warband-chosen')).waitForDisplayed({ timeout: 10_000 });
  await click(browser, testid(`uw-deck-choose-${deck}`));
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
  await (await browser.$(`aria/${words.listName}`)).setValue(name);
  await click(browser, `button=${words.save}`);
  await waitText(browser, words.saved);
}

/** Opens a new Underworlds match of Ana's list `mine` against Ben's list `theirs`, picks known to both. */
async function newMatch(browser, words, mine, theirs) {
  await click(browser, 'a[href="/matches"]');
  await click(browser, `a*=${words.newMatch}`);
  await click(browser, 'label*=Warhammer Underworlds');
  await click(browser, '.secret-bar input[type="checkbox"]');
  await browser.$('.new-match select').waitForDisplayed({ timeout: 10_000 });
  const names = await browser.$$('.new-match input[type="text"]');
  const lists = await browser.$$('.new-match select');
  for (const [i, [name, list]] of [['Ana', mine], ['Ben', theirs]].entries()) {
    await names[i].setValue(name);
    let chosen = false;
    for (const option of await lists[i].$$('option')) {
      if ((await option.getText()).startsWith(`${list} —`)) {
        await lists[i].selectByAttribute('value', await option.getAttribute('value'));
        chosen = true;
        break;
      }
    }
    assert.ok(chosen, `no list ${list} to choose`);
  }
}

async function journey(browser, lang) {
  const words = WORDS[lang];
  await browser.$(`aria/${WORDS.en.newList}`).waitForClickable({ timeout: 20_000 });
  if (lang === 'es') await setLanguage(browser, 'Español', 'Ajustes');

  // Two lists, nothing typed but their names: the warbands' fighters come with the data.
  await saveList(browser, words, 'the-emberwatch', 'ember', 'blazing-assault', `E2E Embers ${lang}`);
  // The builder names every fighter with its numbers, the leader marked.
  await waitIn(browser, 'uw-warband', 'Ardorn');
  await waitIn(browser, 'uw-warband', 'Yurik');
  await waitIn(browser, 'uw-roster-stats-ardorn', words.health);
  await waitIn(browser, 'uw-warband', words.leader);
  await settle(browser);
  await shot(browser, `uwf-builder-${lang}`);
  await saveList(browser, words, 'zikkits-tunnelpack', 'zikkit', 'pillage-and-plunder', `E2E Tunnel ${lang}`);
  await waitIn(browser, 'uw-warband', 'Tik Tik');

  // The first match asks nothing: once both warbands' forms have come, no question shows.
  await newMatch(browser, words, `E2E Embers ${lang}`, `E2E Tunnel ${lang}`);
  await browser.waitUntil(
    async () => (await browser.$('form.new-match').getAttribute('data-questions-for')) === 'the-emberwatch,zikkits-tunnelpack',
    { timeout: 10_000, timeoutMsg: 'the fighters were not looked up' },
  );
  assert.equal(await browser.$(testid('uw-questions')).isExisting(), false, 'no question asked');
  assert.equal((await browser.$(testid('new-match-start')).getText()).trim(), words.start);
  await settle(browser);
  await shot(browser, `uwf-new-match-${lang}`);
  await click(browser, testid('new-match-start'));
  await browser.$(testid('uwm-setup')).waitForDisplayed({ timeout: 15_000 });
  await waitText(browser, words.territories);
  // Territories and feature tokens, then deployment: every fighter of both warbands is there,
  // by name, with nothing asked on the way.
  await tap(browser, 'uwm-territory-winner-0');
  await placeFeature(browser, 'neutral', 1);
  await placeFeature(browser, 'neutral', 2);
  await placeFeature(browser, 'neutral', 3);
  await placeFeature(browser, '0', 4);
  await placeFeature(browser, '1', 5);
  await browser.$(testid('uwm-deploy-next')).waitForDisplayed({ timeout: 10_000 });
  await settle(browser);
  await shot(browser, `uwf-deploy-${lang}`);
  const deployed = [];
  for (;;) {
    const next = await browser.$(testid('uwm-deploy-next'));
    if (!(await next.isExisting())) break;
    const button = await browser.execute(() => {
      const b = [...document.querySelectorAll('button[data-testid^="uwm-deploy-0-"], button[data-testid^="uwm-deploy-1-"]')].find((x) => !x.disabled);
      return b ? { id: b.dataset.testid, text: b.textContent.trim() } : null;
    });
    assert.ok(button, 'a fighter to deploy');
    deployed.push(button.text);
    await tap(browser, button.id);
  }
  for (const name of ['Ardorn', 'Farasa', 'Yurik', 'Zikkit', 'Tik Tik']) {
    assert.ok(deployed.some((text) => text.includes(name)), `${name} deployed: ${deployed.join(' | ')}`);
  }
  assert.equal(deployed.length, 8, 'three Emberwatch and five Tunnelpack fighters');
  await settle(browser);
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
