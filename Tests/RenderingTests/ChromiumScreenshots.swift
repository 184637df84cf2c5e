import Foundation
import TestSupport
import XCTest
@testable import Rendering

/// Headless Chromium as a renderer for the tests: a page or an SVG document opened from a file
/// and screenshotted at exactly its pixel size (device scale 1, sRGB, no scroll bars), then
/// decoded by the independent PNG reader. Tests that need it skip with a message when no
/// Chromium (or python3, which decodes the screenshot) is installed; `.ci/install-test-tools`
/// installs both.
enum ChromiumScreenshots {
    /// The first Chromium-like browser on `PATH`, or nil.
    static func browser() -> String? {
        ["chromium", "chromium-browser", "chromium-headless-shell", "chrome-headless-shell", "google-chrome", "google-chrome-stable"]
            .lazy.compactMap(NativeTools.find).first
    }

    /// The browser, or a skip naming what is missing.
    static func require() throws -> String {
        guard let browser = browser() else { throw XCTSkip("no chromium binary found (run .ci/install-test-tools)") }
        try XCTSkipUnless(PNGDecoding.hasPython, "python3 is needed to decode the screenshot")
        return browser
    }

    /// A `width × height` screenshot of `url` (a file URL, optionally with a `#fragment`),
    /// taken with a fresh profile in `folder` under the name `name`.
    static func shoot(_ browser: String, url: String, width: Int, height: Int, folder: URL, name: String) throws -> Canvas {
        let shot = folder.appendingPathComponent("\(name).png").path
        _ = try NativeTools.output(browser, ["--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--disable-dev-shm-usage",
                                             "--force-device-scale-factor=1", "--force-color-profile=srgb", "--no-first-run",
                                             "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
                                             "--screenshot=\(shot)", "--window-size=\(width),\(height)", url])
        return try PNGDecoding.decode(path: shot).canvas
    }

    /// The DOM of `url` after its scripts ran (`--dump-dom`), read with a fresh profile in
    /// `folder` under the name `name`.
    static func dom(_ browser: String, url: String, folder: URL, name: String) throws -> String {
        try NativeTools.output(browser, ["--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage", "--no-first-run",
                                         "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
                                         "--dump-dom", url])
    }
}
