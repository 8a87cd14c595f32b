// Printing and copying a list in the real Muster window: the print view previews the pages
// Rust lays out (in English, then in Spanish), "Save PDF…" writes the PDF where the native
// save dialog says (driven with xdotool: WebDriver cannot reach a GTK dialog), and "Copy as
// text" puts the list on the clipboard (read back with xclip), or shows it to copy by hand.
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

test('a player previews a list in two languages, saves its PDF and copies it as text', () =>
  reported(() => app, 'print-failure', async () => {
    const { browser, home } = app;
    await waitText(browser, 'RuneWars');

    // A small Daqan Lords army, not saved: printing works on the list on screen.
    await click(browser, 'aria/New list');
    await click(browser, 'button*=Daqan Lords');
    await click(browser, 'aria/Add Spearmen');
    await click(browser, 'aria/Add Kari Wraithstalker');
    await waitText(browser, 'Kari Wraithstalker');
    const name = await browser.$('aria/List name');
    await name.setValue('E2E print list');
    await waitText(browser, 'Legal');

    // The print view: every page drawn from Rust's layout, the list's name on the first.
    await click(browser, 'button=Print…');
    const title = await browser.$('#print-title');
    await title.waitForDisplayed({ timeout: 10_000 });
    assert.equal(await title.getProperty('textContent'), 'Print “E2E print list”');
    await waitPreview(browser, 'E2E print list');
    await waitPreview(browser, 'Legal list');
    const pages = await browser.$$('svg.print-page');
    assert.ok(pages.length >= 2, `${pages.length} pages: the list and the table page`);
    assert.match(await pages[0].getAttribute('viewBox'), /^0 0 595\.2\d* 841\.8\d*$/, 'A4 by default');
    await waitText(browser, `${pages.length} pages`);
    await shot(browser, 'print-en');
    await pages[1].scrollIntoView();
    await shot(browser, 'print-en-table');

    // In Spanish: the printer's words and the game's names change, the app's labels do not.
    const language = await browser.$('div[role="dialog"] select');
    await language.selectByAttribute('value', 'es');
    await waitPreview(browser, 'Lista legal');
    const spanish = await previewText(browser);
    assert.ok(spanish.includes('UNIDAD'), spanish);
    assert.ok(spanish.includes('Lanceros'), spanish);
    assert.ok(spanish.includes('E2E print list'), spanish);
    await waitText(browser, 'Exactly what the PDF will print.');
    await shot(browser, 'print-es');

    // Save PDF…: the native save dialog, driven from outside the page.
    await savePdf(browser, home, 'lista impresa.pdf', 'print-pdf');
    // The view closes once the PDF is written.
    await browser.waitUntil(async () => (await browser.$$('svg.print-page')).length === 0, {
      timeout: 5_000,
      timeoutMsg: 'the print view stayed open',
    });

    // Copy as text: on the clipboard, or shown selected to copy by hand.
    await click(browser, 'button=Copy as text');
    await browser.waitUntil(
      async () => {
        const body = await browser.$('body').getText();
        return body.includes('List copied as text.') || body.includes('The list as text');
      },
      { timeout: 10_000, timeoutMsg: 'neither the copied notice nor the text to copy by hand' },
    );
    const body = await browser.$('body').getText();
    if (body.includes('The list as text')) {
      const text = await browser.$('textarea').getValue();
      assert.ok(text.startsWith('E2E print list'), text);
      await shot(browser, 'copy-fallback');
      await click(browser, 'button=Close');
    } else {
      // The X clipboard holds Rust's text of the list.
      const copied = execFileSync('xclip', ['-o', '-selection', 'clipboard'], { encoding: 'utf8', timeout: 10_000 });
      assert.ok(copied.startsWith('E2E print list\n'), copied);
      assert.ok(copied.includes('Kari Wraithstalker (32)'), copied);
      await shot(browser, 'copied');
    }
  }));
