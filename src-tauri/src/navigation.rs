//! What the window may show: the app's own pages, never anything else. The CSP keeps the
//! page from loading or reaching another origin; this keeps the webview itself from going
//! there (a link, a form, `location = …`, a redirect) or from opening a second window
//! (`window.open`, a link with a target), which the CSP does not govern.

use tauri::Url;

/// The dev server the window shows in a development build (`build.devUrl` in
/// `tauri.conf.json`).
const DEV_SERVER: (&str, u16) = ("localhost", 5173);

/// Whether the webview may navigate to `url`: one of the app's own pages, served by Tauri
/// (`tauri://localhost` on Linux and macOS, `http(s)://tauri.localhost` on Windows), or, in
/// a development build (`dev`), the dev server's. Anything else is refused: another site, a
/// file, `data:`, `blob:`, `javascript:`, `about:`.
pub fn own_page(url: &Url, dev: bool) -> bool {
    if !url.username().is_empty() || url.password().is_some() {
        return false;
    }
    match url.scheme() {
        "tauri" => url.host_str() == Some("localhost") && url.port().is_none(),
        "http" | "https" => {
            let host = url.host_str();
            (host == Some("tauri.localhost") && url.port().is_none())
                || (dev
                    && url.scheme() == "http"
                    && host == Some(DEV_SERVER.0)
                    && url.port() == Some(DEV_SERVER.1))
        }
        _ => false,
    }
}

/// The navigation handler of the window: [`own_page`] in this build.
pub fn allow(url: &Url) -> bool {
    own_page(url, cfg!(dev))
}

#[cfg(test)]
mod tests {
    use super::own_page;
    use tauri::Url;

    fn allowed(url: &str, dev: bool) -> bool {
        own_page(&Url::parse(url).expect(url), dev)
    }

    #[test]
    fn the_apps_own_pages_are_shown() {
        for url in [
            "tauri://localhost",
            "tauri://localhost/",
            "tauri://localhost/lists/new?game=runewars#units",
            "http://tauri.localhost/matches",
            "https://tauri.localhost/settings",
        ] {
            assert!(allowed(url, false), "{url}");
            assert!(allowed(url, true), "{url}");
        }
        assert!(allowed("http://localhost:5173/lists", true));
    }

    #[test]
    fn every_other_page_is_refused() {
        for url in [
            "https://example.org/",
            "http://example.org/",
            "tauri://evil.example/",
            "tauri://localhost.evil.example/",
            "tauri://localhost:8080/",
            "https://tauri.localhost.evil.example/",
            "https://tauri.localhost:4443/",
            "http://user:pass@tauri.localhost/",
            "file:///etc/passwd",
            "data:text/html,<h1>LEGAL</h1>",
            "blob:tauri://localhost/0f4b",
            "javascript:alert(1)",
            "about:blank",
            "ftp://tauri.localhost/",
            "ws://localhost:5173/",
            "http://localhost:5174/",
            "https://localhost:5173/",
        ] {
            assert!(!allowed(url, false), "{url}");
            assert!(!allowed(url, true), "{url}");
        }
        assert!(
            !allowed("http://localhost:5173/lists", false),
            "the dev server is not the app's in a release build"
        );
    }
}
