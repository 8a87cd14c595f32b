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

// Only the page's `main` scrolls, and it outlives the pages: a page opened from the
// navigation starts at its top (the layout's afterNavigate), not as far down as the last page
// was scrolled.
test('a page opened from a link starts at its top', () =>
  reported(() => app, 'window-scroll-failure', async () => {
    const { browser } = app;
    await click(browser, 'aria/Collection');
    await waitText(browser, 'Trays of each unit you own');
    const scrolled = await browser.execute(() => {
      const main = document.getElementById('main');
      main.scrollTop = main.scrollHeight;
      return main.scrollTop;
    });
    assert.ok(scrolled > 1000, `the collection page scrolls (${scrolled} px)`);
    await click(browser, 'a[href="/settings"]');
    await browser.$('output.path').waitForExist({ timeout: 10_000 });
    const settings = await browser.execute(() => {
      const main = document.getElementById('main');
      return { top: main.scrollTop, room: main.scrollHeight - main.clientHeight };
    });
    assert.ok(settings.room > 0, 'the settings page scrolls too');
    assert.equal(settings.top, 0, 'the settings page opened scrolled down');
  }));
