// A new player builds a Diskwars army in the real Muster window, from an empty library: two
// regiments agreed; Kairos Fateweaver's regiment of the rulebook's worked example (a
// Bloodthirster, Plaguebearers and two Kurgan Barbarians: 33 of 33 recruitment points) and a
// second Chaos regiment from a pre-built one; a third Kurgan disc goes over the points, the
// finding appears, shows its place when clicked, and goes away when the disc is taken off;
// then save, reopen from Lists, and print: the preview shows the regiments and their points.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { click, reported, shot, startApp, waitDetail, waitText } from './harness.mjs';

let app;

before(async () => {
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

/** Clicks `selector` inside regiment card `index`, once it can be clicked. */
async function clickInRegiment(browser, index, selector) {
  const card = await browser.$(`article[data-pointers="/regiments/${index}"]`);
  const element = await card.$(selector);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}

/** The text of regiment card `index` (0-based). */
async function regimentText(browser, index) {
  const card = await browser.$(`article[data-pointers="/regiments/${index}"]`);
  await card.waitForExist({ timeout: 10_000 });
  return card.getText();
}

async function waitRegiment(browser, index, wanted, { gone = false } = {}) {
  await browser.waitUntil(
    async () => (await regimentText(browser, index)).includes(wanted) !== gone,
    { timeout: 10_000, timeoutMsg: `regiment ${index + 1} ${gone ? 'still shows' : 'never showed'} "${wanted}"` },
  );
}

/** Every text drawn on the print preview's pages, one per line. */
async function previewText(browser) {
  return browser.execute(() =>
    [...document.querySelectorAll('svg.print-page text')].map((t) => t.textContent).join('\n'),
  );
}

async function waitPreview(browser, wanted, timeout = 10_000) {
  await browser.waitUntil(async () => (await previewText(browser)).includes(wanted), {
    timeout,
    timeoutMsg: `the preview never showed "${wanted}"`,
  });
}

test('a player builds, checks, saves, reopens and prints a Diskwars army', () =>
  reported(() => app, 'dwb-failure', async () => {
    const { browser } = app;
    await waitText(browser, 'Warhammer: Diskwars');
    await shot(browser, 'diskwars-home');

    // New list → Diskwars; the players agree on two regiments (a short game).
    await click(browser, 'aria/New list');
    await click(browser, 'button*=Diskwars');
    await waitText(browser, 'Regiments agreed');
    await click(browser, 'label*=short game');
    await waitText(browser, 'Choose its hero, or start from one');
    await shot(browser, 'diskwars-new');

    // Regiment 1: Kairos Fateweaver and the worked example's units.
    const firstHero = await browser.$('#regiment-0-new-hero');
    await firstHero.selectByVisibleText('Kairos Fateweaver');
    await waitRegiment(browser, 0, 'Kairos Fateweaver');
    await clickInRegiment(browser, 0, 'button=Add unit');
    for (const unit of ['Bloodthirster', 'Plaguebearers', 'Kurgan Barbarians', 'Kurgan Barbarians']) {
      await click(browser, `aria/One more ${unit}`);
    }
    await waitRegiment(browser, 0, '33 / 33');
    await waitRegiment(browser, 0, '0 left');
    await clickInRegiment(browser, 0, 'button=Close');

    // Regiment 2: a second Chaos regiment, from the rulebook's pre-built regiments.
    const preBuilt = await browser.$('#regiment-1-new-prebuilt');
    await preBuilt.selectByVisibleText('Valkia the Bloody');
    await waitRegiment(browser, 1, 'Valkia the Bloody');
    await waitRegiment(browser, 1, 'Flamers');
    // Only Destruction heroes are offered once the army is Chaos.
    const offered = await browser.execute(() =>
      [...document.querySelectorAll('#regiment-1-hero option')].map((o) => o.textContent.trim()),
    );
    assert.ok(offered.includes('Archaon the Everchosen'), offered.join(', '));
    assert.ok(!offered.includes('Karl Franz'), offered.join(', '));
    // Values the rulebook does not give show as "?", with a way to enter them.
    assert.ok((await regimentText(browser, 1)).includes('?'));
    await browser.$('aria/Enter the recruitment points of Valkia the Bloody').waitForExist({ timeout: 5_000 });
    await shot(browser, 'diskwars-two-regiments');

    // A third Kurgan Barbarians disc: 38 of 33 points, and the finding says so…
    await click(browser, 'aria/One more Kurgan Barbarians');
    await waitDetail(browser, 'diskwars.points.over');
    await waitRegiment(browser, 0, '38 / 33');
    await waitRegiment(browser, 0, '5 over');
    // …and clicking it shows the place it is about.
    const finding = await browser.$('li.finding[data-path^="/regiments/0"] button.go');
    await finding.click();
    await browser.waitUntil(
      async () =>
        browser.execute(() => {
          const place = document.activeElement?.closest('[data-pointers]');
          return place?.getAttribute('data-pointers')?.includes('/regiments/0') ?? false;
        }),
      { timeout: 5_000, timeoutMsg: 'the finding did not focus its place in regiment 1' },
    );
    await shot(browser, 'diskwars-finding');
    // Taking the disc off again clears it.
    await click(browser, 'aria/One Kurgan Barbarians fewer');
    await waitDetail(browser, 'diskwars.points.over', { gone: true });
    await waitRegiment(browser, 0, '33 / 33');

    // Save it.
    const name = await browser.$('aria/List name');
    await name.setValue('E2E Kairos host');
    await click(browser, 'button=Save');
    await waitText(browser, 'Saved as version 1.');

    // Reopen it from the list of saved lists.
    await click(browser, 'aria/Lists');
    await waitText(browser, 'E2E Kairos host');
    await waitText(browser, 'Destruction');
    await shot(browser, 'diskwars-lists');
    await click(browser, 'a=E2E Kairos host');
    await waitRegiment(browser, 0, 'Kairos Fateweaver');
    await waitRegiment(browser, 0, '33 / 33');
    await waitRegiment(browser, 1, 'Valkia the Bloody');
    await shot(browser, 'diskwars-reopened');

    // The player reads Valkia's recruitment points off their own disc and enters them: the
    // value is kept as theirs and the regiment is checked against it.
    await click(browser, 'aria/Enter the recruitment points of Valkia the Bloody');
    const form = await browser.$('#value-title');
    await form.waitForDisplayed({ timeout: 5_000 });
    assert.equal(await form.getText(), 'Recruitment points of Valkia the Bloody');
    await browser.$('div[role="dialog"] input[type="number"]').setValue('30');
    await shot(browser, 'diskwars-enter-value');
    await click(browser, 'button=Save value');
    await waitText(browser, 'Saved: recruitment points of Valkia the Bloody.');
    await waitRegiment(browser, 1, '/ 30');
    await waitDetail(browser, 'diskwars.points.unknown_hero_points', { gone: true });

    // Print: the regiments, each with its points used and left.
    await click(browser, 'button=Print…');
    const title = await browser.$('#print-title');
    await title.waitForDisplayed({ timeout: 10_000 });
    await waitPreview(browser, 'E2E Kairos host');
    await waitPreview(browser, 'Kairos Fateweaver');
    const printed = await previewText(browser);
    assert.ok(printed.includes('Valkia the Bloody'), printed);
    assert.ok(printed.includes('Kurgan Barbarians'), printed);
    assert.ok(/33\s*\/\s*33/.test(printed) || printed.includes('33 of 33'), printed);
    await shot(browser, 'diskwars-print');

    // In Spanish, the printer's words and the rulebook's names.
    const language = await browser.$('div[role="dialog"] select');
    await language.selectByAttribute('value', 'es');
    await waitPreview(browser, 'Kairos Tejedestinos');
    await shot(browser, 'diskwars-print-es');
    await click(browser, 'div[role="dialog"] button[aria-label="Close"]');

    // The builder in Spanish: the rulebook's words.
    await click(browser, 'aria/Settings');
    await click(browser, 'span=Español');
    await waitText(browser, 'Ajustes');
    await click(browser, 'aria/Listas');
    await click(browser, 'a=E2E Kairos host');
    await waitRegiment(browser, 0, 'Kairos Tejedestinos');
    await waitText(browser, 'Regimientos acordados');
    await waitText(browser, 'Puntos de reclutamiento');
    await shot(browser, 'diskwars-es');
    await click(browser, 'aria/Añadir carta de Mando');
    await waitText(browser, 'Sólo Destrucción');
    await shot(browser, 'diskwars-es-cards');
  }));
