import Foundation
import TestSupport
import XCTest
import AnimationCore
@testable import Rendering

/// Headless Chromium as a renderer for the tests: a page or an SVG document opened from a file
/// and screenshotted at exactly its pixel size (device scale 1, sRGB, no scroll bars), then
/// decoded by the independent PNG reader. Tests that need it skip with a message when no
/// Chromium (or python3, which decodes the screenshot) is installed; `.ci/install-test-tools`
/// installs both.
enum ChromiumScreenshots {
    /// The first Chromium-like browser on `PATH`, or nil.
    static func browser() -> String? {
        [
            "chromium", "chromium-browser", "chromium-headless-shell", "chrome-headless-shell", "google-chrome",
            "google-chrome-stable"
        ]
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
    static func shoot(_ browser: String, url: String, width: Int, height: Int, folder: URL, name: String) throws
        -> Canvas
    {
        let shot = folder.appendingPathComponent("\(name).png").path
        _ = try NativeTools.output(
            browser,
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--hide-scrollbars", "--disable-dev-shm-usage",
                "--force-device-scale-factor=1", "--force-color-profile=srgb", "--no-first-run",
                "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
                "--screenshot=\(shot)", "--window-size=\(width),\(height)", url
            ])
        return try PNGDecoding.decode(path: shot).canvas
    }

    /// `frame`'s SVG document at `scale` drawn by Chromium at the rasterizer's pixel size, in a
    /// scratch folder of `test`'s; a skip when there is no Chromium.
    static func svg(_ frame: RenderFrame, scale: Double, for test: XCTestCase) throws -> Canvas {
        try shoot(
            frame, scale: scale, for: test, file: "scene.svg", fragment: "",
            text: SVGRenderer(scale: scale).document(for: frame))
    }

    /// `frame` in the HTML player at `scale` drawn by Chromium at the rasterizer's pixel size,
    /// in a scratch folder of `test`'s; a skip when there is no Chromium.
    static func player(_ frame: RenderFrame, scale: Double, for test: XCTestCase) throws -> Canvas {
        try shoot(
            frame, scale: scale, for: test, file: "scene.html", fragment: "#frame=0",
            text: HTMLRenderer(scale: scale).document(for: [frame]))
    }

    /// `text` written to `file` in a scratch folder of `test`'s and shot at `frame`'s pixel size.
    private static func shoot(
        _ frame: RenderFrame, scale: Double, for test: XCTestCase, file: String, fragment: String, text: String
    ) throws -> Canvas {
        let browser = try require()
        let folder = try RenderTestSupport.temporaryDirectory(for: test)
        let url = folder.appendingPathComponent(file)
        try Data(text.utf8).write(to: url)
        let (w, h) = Rasterizer(scale: scale).pixelSize(of: frame)
        return try shoot(browser, url: url.absoluteString + fragment, width: w, height: h, folder: folder, name: file)
    }

    /// The DOM of `url` after its scripts ran (`--dump-dom`), read with a fresh profile in
    /// `folder` under the name `name`.
    static func dom(_ browser: String, url: String, folder: URL, name: String) throws -> String {
        try NativeTools.output(
            browser,
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--disable-dev-shm-usage", "--no-first-run",
                "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
                "--dump-dom", url
            ])
    }
}
