// The steps the Underworlds journeys share (underworlds-box, underworlds-first-match and
// underworlds-match): finding and clicking by test id, a list built and saved, a new match
// opened, and the tracker's set-up and quick turns, each waiting on what the window shows.
import assert from 'node:assert/strict';
import { click as clickTop, waitText } from './harness.mjs';

/** The words the shared steps click or wait for, in each language. */
const WORDS = {
  en: {
    newList: 'New list',
    listName: 'List name',
    save: 'Save',
    saved: 'Saved as version 1.',
    newMatch: 'New match',
  },
  es: {
    newList: 'Nueva lista',
    listName: 'Nombre de la lista',
    save: 'Guardar',
    saved: 'Guardada como versión 1.',
    newMatch: 'Nueva partida',
  },
};

/** The element with `data-testid` `id`. */
export const testid = (id) => `[data-testid="${id}"]`;

/**
 * Clicks `selector` once it can be clicked, scrolled to the middle of the window first: the
 * tracker's header stays at the top and would take a click meant for what lies under it.
 */
export async function click(browser, selector) {
  const element = await browser.$(selector);
  await element.waitForExist({ timeout: 10_000 });
  await element.scrollIntoView({ block: 'center' });
  await clickTop(browser, selector);
}

/** Types `value` into the field with test id `id` (its old value replaced). */
export async function fill(browser, id, value) {
  const field = await browser.$(testid(id));
  await field.waitForDisplayed({ timeout: 10_000 });
  await field.scrollIntoView({ block: 'center' });
  await field.setValue(String(value));
}

/** Chooses the option of value `value` in the select with test id `id`. */
export async function choose(browser, id, value) {
  const select = await browser.$(testid(id));
  await select.waitForDisplayed({ timeout: 10_000 });
  await select.scrollIntoView({ block: 'center' });
  await select.selectByAttribute('value', value);
}

/** Waits until the element with test id `id` shows `text`. */
export async function waitIn(browser, id, text, timeout = 15_000) {
  await browser.waitUntil(
    async () => {
      const element = await browser.$(testid(id));
      return (await element.isExisting()) && (await element.getText()).includes(text);
    },
    { timeout, timeoutMsg: `${id} never showed "${text}"` },
  );
}

/** Nothing on the page is wider than the window. */
export async function assertNoOverflow(browser, where) {
  const wide = await browser.execute(() => {
    const main = document.getElementById('main');
    return main ? main.scrollWidth - main.clientWidth : 0;
  });
  assert.ok(wide <= 1, `${where}: the page is ${wide}px wider than the window`);
}

/** A new Underworlds list in the builder. */
export async function newList(browser, lang = 'en') {
  await click(browser, `aria/${WORDS[lang].newList}`);
  await click(browser, testid('new-list-game-underworlds'));
  await browser.$(testid('uw-warband-search')).waitForDisplayed({ timeout: 15_000 });
}

/** Chooses warband `id`, found first by typing `query` in the picker's search when given. */
export async function pickWarband(browser, query, id) {
  if (query) await fill(browser, 'uw-warband-search', query);
  await click(browser, testid(`uw-warband-choose-${id}`));
  await browser.$(testid('uw-warband-chosen')).waitForDisplayed({ timeout: 10_000 });
}

/** Chooses the Rivals deck `deck` and waits until its objectives are in. */
export async function pickDeck(browser, deck) {
  await click(browser, testid(`uw-deck-choose-${deck}`));
  await waitIn(browser, 'uw-count-objectives', '12 / 12');
}

/** Names the list `name` and saves it as a new list. */
export async function saveAs(browser, name, lang = 'en') {
  const words = WORDS[lang];
  await (await browser.$(`aria/${words.listName}`)).setValue(name);
  await click(browser, `button=${words.save}`);
  await waitText(browser, words.saved);
}

/** A new Rivals list of warband `warband` (found by `query`) and deck `deck`, saved as `name`. */
export async function saveList(browser, { warband, query, deck, name }, lang = 'en') {
  await newList(browser, lang);
  await pickWarband(browser, query, warband);
  await pickDeck(browser, deck);
  await saveAs(browser, name, lang);
}

/** The new match form with Warhammer Underworlds chosen. */
export async function openNewMatch(browser, lang = 'en') {
  await click(browser, 'a[href="/matches"]');
  await click(browser, `a*=${WORDS[lang].newMatch}`);
  await click(browser, 'label*=Warhammer Underworlds');
}

/**
 * The picks are known to both (underworlds-match.test.mjs picks in secret): the secret box
 * unticked, the lists on screen.
 */
export async function knownPicks(browser) {
  await click(browser, '.secret-bar input[type="checkbox"]');
  await browser.$('.new-match select').waitForDisplayed({ timeout: 10_000 });
}

/** Chooses the list named `name` (its option reads `name — warband`) in `select`. */
export async function chooseList(select, name) {
  for (const option of await select.$$('option')) {
    if ((await option.getText()).startsWith(`${name} —`)) {
      await select.selectByAttribute('value', await option.getAttribute('value'));
      return;
    }
  }
  throw new Error(`no list ${name} to choose`);
}

/** Opens a new Underworlds match of Ana's list `mine` against Ben's list `theirs`, picks known to both. */
export async function newMatch(browser, mine, theirs, lang = 'en') {
  await openNewMatch(browser, lang);
  await knownPicks(browser);
  const names = await browser.$$('.new-match input[type="text"]');
  const lists = await browser.$$('.new-match select');
  for (const [i, [name, list]] of [['Ana', mine], ['Ben', theirs]].entries()) {
    await names[i].setValue(name);
    await chooseList(lists[i], list);
  }
}

/** The number of events that count, as the tracker's event log says. */
export async function head(browser) {
  const text = await browser.$(`${testid('uwm-log')} summary`).getText();
  return Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

/** Runs `action` and waits until Rust has answered with one more event. */
export async function recordWith(browser, action) {
  const before = await head(browser);
  await action();
  await browser.waitUntil(async () => (await head(browser)) === before + 1, {
    timeout: 10_000,
    timeoutMsg: `no event recorded after ${before}`,
  });
}

/** Clicks the element with test id `id` and waits for the event it records. */
export async function tap(browser, id) {
  await recordWith(browser, () => click(browser, testid(id)));
}

/** Places the next feature token in `where` (`0`, `1` or `neutral`) with `number`. */
export async function placeFeature(browser, where, number) {
  await click(browser, testid(`uwm-feature-territory-${where}`));
  await (await browser.$(testid('uwm-feature-number'))).setValue(String(number));
  await tap(browser, 'uwm-feature-place');
}

/** Ana wins the territory roll-off; the five feature tokens go to neutral territory (three), then one to each. */
export async function territoriesAndFeatures(browser) {
  await tap(browser, 'uwm-territory-winner-0');
  await placeFeature(browser, 'neutral', 1);
  await placeFeature(browser, 'neutral', 2);
  await placeFeature(browser, 'neutral', 3);
  await placeFeature(browser, '0', 4);
  await placeFeature(browser, '1', 5);
}

/**
 * Deploys every fighter, each time the first one the player whose turn it is may deploy;
 * returns the deployed fighters' buttons' words, in order.
 */
export async function deployAll(browser) {
  const deployed = [];
  for (;;) {
    const next = await browser.$(testid('uwm-deploy-next'));
    if (!(await next.isExisting())) return deployed;
    const button = await browser.execute(() => {
      const b = [...document.querySelectorAll('button[data-testid^="uwm-deploy-0-"], button[data-testid^="uwm-deploy-1-"]')].find((x) => !x.disabled);
      return b ? { id: b.dataset.testid, text: b.textContent.trim() } : null;
    });
    assert.ok(button, 'a fighter to deploy');
    deployed.push(button.text);
    await tap(browser, button.id);
  }
}

/** The active player's turn: `fighter` uses `ability`, or the player Focuses (no fighter). */
export async function act(browser, ability, fighter) {
  await browser.$(testid('uwm-action-step')).waitForDisplayed({ timeout: 10_000 });
  if (fighter) await click(browser, testid(`uwm-action-fighter-${fighter}`));
  await tap(browser, `uwm-action-${ability}`);
  await browser.$(testid('uwm-power-step')).waitForDisplayed({ timeout: 10_000 });
}

/** Both players pass in the power step (the active player first): the turn ends. */
export async function passBoth(browser) {
  await tap(browser, 'uwm-pass');
  await tap(browser, 'uwm-pass');
}

/** `count` quick turns: the active player Focuses, then both pass. */
export async function quickTurns(browser, count) {
  for (let n = 0; n < count; n += 1) {
    await act(browser, 'focus');
    await passBoth(browser);
  }
}
