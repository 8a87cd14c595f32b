// A new player's four steps in the real Muster window: build a legal RuneWars list from
// empty, see a rule finding appear and go away, save it, reopen it (no "you own 0" while they
// own nothing), and mark its units as owned: the first one turns the collection checks on,
// and the shortfalls vanish once all are owned.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { click, openSavedList, reported, shot, startApp, waitDetail, waitText } from './harness.mjs';

let app;

before(async () => {
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

test('a player builds, checks, saves, reopens and collects a RuneWars list', () =>
  reported(() => app, 'rw-failure', async () => {
    const { browser } = app;
    await waitText(browser, 'RuneWars');
    await shot(browser, 'home');

    // Build from empty: a Daqan Lords army.
    await click(browser, 'aria/New list');
    await click(browser, 'button*=Daqan Lords');
    await click(browser, 'aria/Add Spearmen');
    await click(browser, 'aria/Add Kari Wraithstalker');
    await click(browser, 'aria/Add Lord Hawthorne');
    await waitText(browser, 'Lord Hawthorne');

    // A third hero breaks R-UNQ-2; the finding appears next to it…
    await click(browser, 'aria/Add Baron Zachareth');
    await waitDetail(browser, 'runewars.unique.too_many_units');
    await shot(browser, 'finding');
    // …and goes away when the hero leaves.
    await click(browser, 'aria/Remove Baron Zachareth');
    await waitDetail(browser, 'runewars.unique.too_many_units', { gone: true });
    await waitText(browser, 'Legal');

    // Save it (Ctrl+S works too; the button is what a new player sees).
    const name = await browser.$('aria/List name');
    await name.setValue('E2E shield wall');
    await click(browser, 'button=Save');
    await waitText(browser, 'Saved as version 1.');
    // The notice sits in its corner: not over the list's bar, its points or any of their buttons.
    const covered = await browser.execute(() => {
      const notice = document.querySelector('.notices .notice')?.getBoundingClientRect();
      if (!notice) return 'no notice shown';
      const meets = (r) => r.left < notice.right && notice.left < r.right && r.top < notice.bottom && notice.top < r.bottom;
      const hidden = [...document.querySelectorAll('header.toolbar, header.toolbar button, section.totals, section.totals *')]
        .filter((el) => el.getClientRects().length > 0 && meets(el.getBoundingClientRect()));
      return hidden.map((el) => el.textContent.trim() || el.className).join(', ');
    });
    assert.equal(covered, '', `the notice covers: ${covered}`);

    // Reopen it from the list of saved lists: nothing owned yet, so no collection warnings.
    await openSavedList(browser, 'E2E shield wall', 'Kari Wraithstalker');
    await waitText(browser, 'Legal');
    await waitDetail(browser, 'collection.short', { gone: true });
    await shot(browser, 'reopened');

    // One Spearmen tray owned: the collection checks start, and the list lacks the rest.
    await click(browser, 'aria/Collection');
    await waitText(browser, 'Trays of each unit you own');
    await click(browser, 'aria/One more: Trays of Spearmen owned');
    await browser.waitUntil(
      async () => (await browser.$('input[aria-label="Trays of Spearmen owned"]').getValue()) === '1',
      { timeout: 10_000, timeoutMsg: 'the Spearmen count did not reach 1' },
    );
    await openSavedList(browser, 'E2E shield wall', 'Kari Wraithstalker');
    await waitDetail(browser, 'collection.short');
    await waitText(browser, 'Kari Wraithstalker: you own 0 trays, the list needs 1.');

    // Mark the rest as owned: Spearmen 2x1 is two trays, the heroes one each.
    await click(browser, 'aria/Collection');
    await waitText(browser, 'Trays of each unit you own');
    for (const [unit, trays] of [['Spearmen', 1], ['Kari Wraithstalker', 1], ['Lord Hawthorne', 1]]) {
      for (let i = 0; i < trays; i += 1) {
        await click(browser, `aria/One more: Trays of ${unit} owned`);
      }
    }
    await shot(browser, 'collection');
    await browser.waitUntil(
      async () => (await browser.$('input[aria-label="Trays of Spearmen owned"]').getValue()) === '2',
      { timeout: 10_000, timeoutMsg: 'the Spearmen count did not reach 2' },
    );

    // Back to the list: the shortfalls are gone.
    await openSavedList(browser, 'E2E shield wall', 'Kari Wraithstalker');
    await waitDetail(browser, 'collection.short', { gone: true });
    await shot(browser, 'owned');
    const body = await browser.$('body').getText();
    assert.ok(body.includes('Legal'), 'the saved list is still legal');
  }));
