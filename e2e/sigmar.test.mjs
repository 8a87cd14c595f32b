// A new player builds Age of Sigmar armies in the real Muster window, from an empty library
// and the packs Muster ships: a matched-play Stormcast Eternals army regiment by regiment (a
// Lord-Celestant leading Liberators, Reinforced: 100 + 180 points, digest §4.2–4.3), an
// auxiliary unit, points and drops in the header; saved, printed (preview and PDF) and copied
// as text; then an open-play army from the warscrolls with the player's own Bravery; and the
// builder in Spanish.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  click,
  previewText,
  reported,
  savePdf,
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

/** The element `selector` inside regiment card `index` (0-based). */
async function inRegiment(browser, index, selector) {
  const card = await browser.$(`article[data-pointers="/regiments/${index}"]`);
  await card.waitForExist({ timeout: 10_000 });
  return card.$(selector);
}

async function clickInRegiment(browser, index, selector) {
  const element = await inRegiment(browser, index, selector);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}

async function waitRegiment(browser, index, wanted) {
  await browser.waitUntil(
    async () => {
      const card = await browser.$(`article[data-pointers="/regiments/${index}"]`);
      return (await card.isExisting()) && (await card.getText()).includes(wanted);
    },
    { timeout: 15_000, timeoutMsg: `regiment ${index + 1} never showed "${wanted}"` },
  );
}

test('a player builds, saves, prints and copies a matched-play army, then an open-play one', () =>
  reported(() => app, 'sgb-failure', async () => {
    const { browser, home } = app;
    await waitText(browser, 'Warhammer Age of Sigmar');

    // New list → Age of Sigmar: the mode (matched by default) and the faction.
    await click(browser, 'aria/New list');
    await click(browser, 'button*=Age of Sigmar');
    await waitText(browser, 'Choose the army’s faction');
    await shot(browser, 'sigmar-new');
    await click(browser, 'button*=Stormcast Eternals');
    await waitText(browser, 'Add regiment');

    // Regiment 1: a Lord-Celestant, from the heroes the rules let lead one.
    await click(browser, 'button*=Add regiment');
    await click(browser, 'aria/Add Lord-Celestant');
    await waitRegiment(browser, 0, 'Lord-Celestant');
    await waitRegiment(browser, 0, '0 of 4 slots');
    await waitText(browser, '100 / 2000');

    // The units the Lord-Celestant allows; Liberators join, Reinforced.
    await clickInRegiment(browser, 0, 'button*=Add unit');
    await clickInRegiment(browser, 0, 'aria/Add Liberators');
    await waitRegiment(browser, 0, '1 of 4 slots');
    await waitText(browser, '190 / 2000');
    await clickInRegiment(browser, 0, '[data-pointers="/regiments/0/units/0/reinforced"] input');
    await waitRegiment(browser, 0, '180 pts');
    await waitRegiment(browser, 0, '10 models');
    await waitText(browser, '280 / 2000');
    await waitText(browser, '1 drop (regiments plus auxiliary units)');
    await clickInRegiment(browser, 0, 'button*=Close');
    await shot(browser, 'sigmar-regiment');

    // An auxiliary unit: one more drop.
    await click(browser, 'button*=Add auxiliary unit');
    const auxiliaries = await browser.$('section[data-pointers="/auxiliaries"]');
    const vindictors = await auxiliaries.$('aria/Add Vindictors');
    await vindictors.waitForClickable({ timeout: 10_000 });
    await vindictors.click();
    await waitText(browser, '2 drops (regiments plus auxiliary units)');
    await waitText(browser, '370 / 2000');
    await shot(browser, 'sigmar-matched');

    // Save it.
    const name = await browser.$('aria/List name');
    await name.setValue('E2E Stormhost');
    await click(browser, 'button=Save');
    await waitText(browser, 'Saved as version 1.');

    // Print: the regiment, the auxiliary and the points; then the PDF where the dialog says.
    await click(browser, 'button=Print…');
    const title = await browser.$('#print-title');
    await title.waitForDisplayed({ timeout: 10_000 });
    await waitPreview(browser, 'E2E Stormhost');
    await waitPreview(browser, 'Lord-Celestant');
    const printed = await previewText(browser);
    assert.ok(printed.includes('Liberators'), printed);
    assert.ok(printed.includes('Vindictors'), printed);
    assert.ok(printed.includes('370'), printed);
    await shot(browser, 'sigmar-print');
    const language = await browser.$('div[role="dialog"] select');
    await language.selectByAttribute('value', 'es');
    await waitPreview(browser, 'Regimiento');
    await shot(browser, 'sigmar-print-es');
    await savePdf(browser, home, 'stormhost.pdf', 'sigmar-pdf');

    // Copy as text: on the clipboard, or shown to copy by hand.
    await click(browser, 'button=Copy as text');
    await browser.waitUntil(
      async () => {
        const body = await browser.$('body').getText();
        return body.includes('List copied as text.') || body.includes('The list as text');
      },
      { timeout: 10_000, timeoutMsg: 'neither the copied notice nor the text to copy by hand' },
    );
    const body = await browser.$('body').getText();
    const copied = body.includes('The list as text')
      ? await browser.$('textarea').getValue()
      : execFileSync('xclip', ['-o', '-selection', 'clipboard'], { encoding: 'utf8', timeout: 10_000 });
    assert.ok(copied.startsWith('E2E Stormhost'), copied);
    assert.ok(copied.includes('Liberators'), copied);
    if (body.includes('The list as text')) await click(browser, 'button=Close');

    // Open play: any warscroll, the player's own Bravery, the general left for the match.
    await click(browser, 'aria/New list');
    await click(browser, 'button*=Age of Sigmar');
    await click(browser, 'label*=Open play');
    await click(browser, 'button*=Stormcast Eternals');
    await waitText(browser, 'The general is named after deployment');
    const search = await browser.$('input[type="search"]');
    await search.setValue('Liberators');
    await click(browser, 'aria/Add Liberators');
    const bravery = await browser.$('aria/Your Bravery for Liberators');
    await bravery.waitForExist({ timeout: 10_000 });
    await bravery.setValue('6');
    await waitText(browser, 'Wounds: Health 2 from the data until you write yours');
    await browser.waitUntil(
      async () => (await browser.$('section[aria-label="Totals"]').getText()).includes('5'),
      { timeout: 10_000, timeoutMsg: 'the totals never counted the models' },
    );
    const openName = await browser.$('aria/List name');
    await openName.setValue('E2E open army');
    await click(browser, 'button=Save');
    await waitText(browser, 'Saved as version 1.');
    await shot(browser, 'sigmar-open');

    // The builder in Spanish.
    await click(browser, 'aria/Settings');
    await click(browser, 'span=Español');
    await waitText(browser, 'Ajustes');
    await click(browser, 'aria/Listas');
    await waitText(browser, 'E2E Stormhost');
    await click(browser, 'a=E2E Stormhost');
    await waitRegiment(browser, 0, 'Regimiento 1');
    await waitRegiment(browser, 0, '1 de 4 huecos');
    await waitText(browser, 'Unidades auxiliares');
    await shot(browser, 'sigmar-es');
  }));
