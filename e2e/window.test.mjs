// The window shows only the app's own pages (src-tauri/src/navigation.rs): a page that
// tries to go to another site, a file or a data URL stays where it is, and a new window is
// never opened. Each attempt is made by script, as a hostile text reaching the page would;
// the app then still answers, at its own address.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { click, reported, startApp, waitText } from './harness.mjs';

let app;

before(async () => {
  app = await startApp();
});

after(async () => {
  await app?.stop();
});

test('the window refuses every other page and every new window', () =>
  reported(() => app, 'window-failure', async () => {
    const { browser } = app;
    await waitText(browser, 'RuneWars');
    // The app's own address (Linux and macOS, Windows), and nothing after its host but a path.
    const ownPage = /^(tauri:\/\/localhost|https?:\/\/tauri\.localhost)(\/|$)/;
    assert.match(await browser.execute(() => location.href), ownPage);
    const handles = await browser.getWindowHandles();

    for (const target of ['https://example.org/', 'file:///etc/passwd', 'data:text/html,<h1>LEGAL</h1>']) {
      await browser.execute((url) => {
        location.href = url;
      }, target);
      // The page is still the app's and still answers: a screen opens and draws.
      await click(browser, 'aria/New list');
      await waitText(browser, 'Daqan Lords');
      const now = await browser.execute(() => location.href);
      assert.match(now, ownPage, `${target}: the window went to ${now}`);
      await click(browser, 'aria/Collection');
      await waitText(browser, 'Trays of each unit you own');
    }

    const opened = await browser.execute(() => window.open('https://example.org/', '_blank') === null);
    assert.equal(opened, true, 'window.open gave a window');
    const link = await browser.execute(() => {
      const a = document.createElement('a');
      a.href = 'https://example.org/';
      a.target = '_blank';
      document.body.append(a);
      a.click();
      a.remove();
      return true;
    });
    assert.equal(link, true);
    await click(browser, 'aria/New list');
    await waitText(browser, 'Daqan Lords');
    assert.deepEqual(await browser.getWindowHandles(), handles, 'a second window was opened');
  }));
