import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// Animated GIFs decoded by the test's own decoder (``GIFDecoder``).
final class RenderGIFEncoderTests: XCTestCase {
    typealias S = RenderTestSupport
    let red = Color(red: 1, green: 0, blue: 0)

    /// Frame `i` of a moving red square with a title over a blue background.
    func movingSquare(_ i: Int, count: Int) -> Canvas {
        let x = 10 + Double(i) * 100 / Double(count)
        let f = S.frame(
            Size(width: 160, height: 90),
            [
                S.item(1, Rect(x: 0, y: 0, width: 160, height: 90), color: Color(rgb: 0x2040A0)),
                S.item(2, Rect(x: x, y: 20, width: 40, height: 40), color: red, radius: 6, title: "G"),
                S.item(3, Rect(x: 0, y: 70, width: 160, height: 20), color: .white, alpha: Double(i) / Double(count))
            ])
        return Rasterizer().render(f)
    }

    func testSixtyFramesAtSixtyFpsLastExactlyOneSecondAndLoopForever() throws {
        let frames = (0..<60).map { movingSquare($0, count: 60) }
        let gif = try GIFDecoder(GIFEncoder.encode(frames, fps: 60))
        XCTAssertTrue(gif.sawTrailer)
        XCTAssertEqual(gif.loopCount, 0, "NETSCAPE2.0 loop forever")
        XCTAssertEqual(gif.frames.map(\.delay).reduce(0, +), 100)
        XCTAssertEqual(gif.frames.count, 40, "frames shorter than 2 cs merged: 60 fps shown as 40 frames")
        XCTAssertTrue(gif.frames.allSatisfy { $0.delay >= 2 }, "\(gif.frames.map(\.delay))")
        let kept = try GIFDecoder(GIFEncoder.encode(frames, fps: 60, shortDelays: .keep))
        XCTAssertEqual(kept.frames.count, 60)
        XCTAssertEqual(kept.frames.map(\.delay).reduce(0, +), 100)
        XCTAssertEqual(Array(kept.frames.map(\.delay).prefix(6)), [2, 1, 2, 2, 1, 2])
        // Every shown frame is exactly its source frame (exact palettes).
        for (k, f) in kept.frames.enumerated() { XCTAssertEqual(f.screen.pixels, frames[k].pixels, "frame \(k)") }
        // With merging, each shown frame is the source frame that starts at its start time.
        var t = 0
        for f in gif.frames {
            let i = (0..<60).first { GIFEncoder.frameStart($0, fps: 60) == t }!
            XCTAssertEqual(f.screen.pixels, frames[i].pixels, "frame at \(t) cs")
            t += f.delay
        }
    }

    func testDelaysAccumulateForOtherRates() throws {
        for (fps, count, expected) in [(30.0, 30, 100), (25.0, 50, 200), (24.0, 24, 100), (7.0, 10, 143)] {
            let frames = (0..<count).map { movingSquare($0, count: count) }
            let gif = try GIFDecoder(GIFEncoder.encode(frames, fps: fps))
            XCTAssertEqual(gif.frames.count, count, "fps \(fps)")
            XCTAssertEqual(gif.frames.map(\.delay).reduce(0, +), expected, "fps \(fps)")
            for (i, f) in gif.frames.enumerated() {
                XCTAssertEqual(f.delay, GIFEncoder.frameStart(i + 1, fps: fps) - GIFEncoder.frameStart(i, fps: fps))
            }
        }
    }

    func testPixelColoursAtKnownPointsAcrossFrames() throws {
        let count = 10
        let frames = (0..<count).map { movingSquare($0, count: count) }
        let gif = try GIFDecoder(GIFEncoder.encode(frames, fps: 10))
        XCTAssertEqual(gif.frames.count, count)
        for (i, f) in gif.frames.enumerated() {
            let x = 10 + i * 10
            XCTAssertEqual(f.screen[x + 20, 22], RGBA8(255, 0, 0), "square in frame \(i)")
            XCTAssertEqual(f.screen[x - 3, 40], RGBA8(0x20, 0x40, 0xA0), "background left of it, frame \(i)")
            XCTAssertEqual(f.screen[x + 43, 40], RGBA8(0x20, 0x40, 0xA0), "background right of it, frame \(i)")
            S.assertPixel(f.screen[5, 80], frames[i][5, 80], tolerance: 0, "fading strip, frame \(i)")
        }
        // Later frames only carry the changed rectangle.
        XCTAssertEqual(gif.frames[0].rect.w, 160)
        XCTAssertLessThan(gif.frames[3].rect.w * gif.frames[3].rect.h, 160 * 90)
    }

    func testManyColoursAreQuantisedWithDitheringAndFlatAreasStayExact() throws {
        var c = Canvas(width: 128, height: 96, fill: RGBA8(200, 30, 90))
        for y in 0..<48 { for x in 0..<128 { c[x, y] = RGBA8(UInt8(x * 2), UInt8(y * 5), UInt8((x + y) % 256)) } }
        let gif = try GIFDecoder(GIFEncoder.encode([c], fps: 10))
        let s = gif.frames[0].screen
        XCTAssertLessThanOrEqual(gif.frames[0].paletteSize, 256)
        var total = 0
        for y in 0..<48 {
            for x in 0..<128 {
                let a = s[x, y], b = c[x, y]
                total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
            }
        }
        XCTAssertLessThan(Double(total) / Double(128 * 48 * 3), 6, "mean error of the dithered gradient")
        for y in 48..<96 { for x in 0..<128 { XCTAssertEqual(s[x, y], RGBA8(200, 30, 90)) } }
    }

    func testTransparencyAndTinyPalettes() throws {
        var c = Canvas(width: 20, height: 10)
        c.fill(x: 5, y: 2, width: 5, height: 5, RGBA8(0, 255, 0))
        var moved = Canvas(width: 20, height: 10)
        moved.fill(x: 6, y: 2, width: 5, height: 5, RGBA8(0, 255, 0))
        let one = Canvas(width: 7, height: 3, fill: RGBA8(9, 9, 9))
        let gif = try GIFDecoder(GIFEncoder.encode([c, moved], fps: 10))
        XCTAssertEqual(gif.frames.count, 2)
        XCTAssertEqual(gif.frames[0].disposal, 2)
        XCTAssertEqual(gif.frames[0].screen[0, 0].a, 0)
        XCTAssertEqual(gif.frames[1].screen[10, 3], RGBA8(0, 255, 0))
        XCTAssertEqual(gif.frames[1].screen[5, 3].a, 0, "the first frame was disposed")
        // An identical transparent frame is not written: the first one lasts twice as long.
        let same = try GIFDecoder(GIFEncoder.encode([c, c], fps: 10))
        XCTAssertEqual(same.frames.map(\.delay), [20])
        XCTAssertEqual(same.frames[0].screen[6, 3], RGBA8(0, 255, 0))
        let flat = try GIFDecoder(GIFEncoder.encode([one], fps: 10))
        XCTAssertEqual(flat.frames[0].screen[6, 2], RGBA8(9, 9, 9))
        XCTAssertEqual(flat.frames[0].paletteSize, 2)
    }

    /// A run stuck for 30 s (half a second of movement, then 30 s of the same picture at
    /// 60 fps) writes the moving frames and one frame for the stuck picture, whose delay is the
    /// whole 30 s (before, the encoder wrote 1,220 frames here, 1,200 of them one-pixel
    /// repeats). Real time is kept exactly.
    func testUnchangedFramesExtendTheDelayInsteadOfBeingWritten() throws {
        let moving = (0..<30).map { movingSquare($0, count: 30) }
        let stuck = moving[29]
        var out: [UInt8] = []
        let e = GIFEncoder(width: 160, height: 90, fps: 60) { out += $0 }
        for c in moving { try e.add(c) }
        for _ in 0..<1_800 { try e.add(stuck) }
        try e.finish()
        let gif = try GIFDecoder(out)
        XCTAssertEqual(e.framesAdded, 1_830)
        XCTAssertEqual(e.framesWritten, gif.frames.count)
        print("GIF of a 30 s stuck run at 60 fps: \(e.framesAdded) frames added, \(gif.frames.count) written")
        // The moving half second alone is 20 frames (every third one merged); frame 29, the
        // stuck picture, is merged into frame 28 and shown by frame 30 instead, which then lasts.
        let alone = try GIFDecoder(GIFEncoder.encode(moving, fps: 60))
        XCTAssertEqual(alone.frames.count, 20)
        XCTAssertEqual(gif.frames.count, 21)
        XCTAssertEqual(
            gif.frames.map(\.delay).reduce(0, +), GIFEncoder.frameStart(1_830, fps: 60), "real time: 3,050 cs")
        XCTAssertEqual(
            gif.frames.last?.delay, GIFEncoder.frameStart(1_830, fps: 60) - GIFEncoder.frameStart(30, fps: 60))
        XCTAssertEqual(gif.frames.last?.screen.pixels, stuck.pixels)
        XCTAssertTrue(gif.frames.allSatisfy { $0.delay >= 2 }, "the short-delay rule still holds")
        // The moving part is written exactly as without the stuck tail.
        for k in 0..<19 {
            XCTAssertEqual(gif.frames[k].delay, alone.frames[k].delay, "frame \(k)")
            XCTAssertEqual(gif.frames[k].screen.pixels, alone.frames[k].screen.pixels, "frame \(k)")
        }
        // Unchanged frames in the middle of a run only lengthen the frame before them.
        let paused = moving[0..<10] + Array(repeating: moving[9], count: 50) + moving[10..<30]
        let p = try GIFDecoder(GIFEncoder.encode(Array(paused), fps: 60, shortDelays: .keep))
        XCTAssertEqual(p.frames.count, 30)
        XCTAssertEqual(p.frames[9].delay, GIFEncoder.frameStart(60, fps: 60) - GIFEncoder.frameStart(9, fps: 60))
        XCTAssertEqual(p.frames.map(\.delay).reduce(0, +), GIFEncoder.frameStart(80, fps: 60))
    }

    /// A frame shown longer than the 16-bit delay field allows (655.35 s) is continued by
    /// repeats of its image, so the delays still add up and the picture stays.
    func testADelayLongerThanTheFormatAllowsIsSplitOverRepeats() throws {
        let a = Canvas(width: 4, height: 4, fill: RGBA8(10, 20, 30))
        var b = a
        b[1, 1] = RGBA8(200, 0, 0)
        let frames = [a] + Array(repeating: b, count: 701)
        let gif = try GIFDecoder(GIFEncoder.encode(frames, fps: 1))
        XCTAssertEqual(gif.frames.map(\.delay), [100, 65_535, 70_100 - 65_535])
        XCTAssertEqual(gif.frames[1].screen, gif.frames[2].screen)
        XCTAssertEqual(gif.frames[2].screen[1, 1], RGBA8(200, 0, 0))
        XCTAssertEqual(gif.frames[2].screen[0, 0], RGBA8(10, 20, 30))
    }

    /// When every frame changes, the bytes are the ones the encoder wrote before unchanged
    /// frames were skipped (checksums of that encoder's output).
    func testOutputIsByteIdenticalWhenEveryFrameChanges() {
        let cases: [(fps: Double, count: Int, policy: GIFEncoder.ShortDelayPolicy, crc: UInt32)] = [
            (60, 60, .merge, 2_037_872_836), (60, 60, .keep, 4_254_492_684), (24, 24, .merge, 3_803_013_670),
            (7, 10, .merge, 2_056_879_640)
        ]
        for c in cases {
            let bytes = GIFEncoder.encode(
                (0..<c.count).map { movingSquare($0, count: c.count) }, fps: c.fps, shortDelays: c.policy)
            XCTAssertEqual(CRC32.checksum(bytes), c.crc, "\(c.count) frames at \(c.fps) fps, \(c.policy)")
        }
    }

    func testLZWWithClearCodesRoundTrips() throws {
        var rng = SplitMix64(seed: 5)
        for (n, colours) in [(40_000, 256), (30_000, 3), (5_000, 16), (1, 4), (4_095, 2)] {
            var data = [UInt8](repeating: 0, count: n)
            for i in 0..<n {
                data[i] = rng.next() % 5 == 0 && i > 0 ? data[i - 1] : UInt8(rng.next() % UInt64(colours))
            }
            var bits = 1
            while 1 << bits < colours { bits += 1 }
            var out: [UInt8] = []
            var lzw = LZWEncoder()
            data.withUnsafeBufferPointer { lzw.encode($0, minCodeSize: max(2, bits), into: &out) }
            // Strip the code size byte and sub-block framing.
            var payload: [UInt8] = [], p = 1
            while out[p] != 0 {
                payload += out[(p + 1)...(p + Int(out[p]))]
                p += Int(out[p]) + 1
            }
            XCTAssertEqual(p, out.count - 1, "terminated by a zero block")
            XCTAssertEqual(
                try GIFDecoder.lzwDecode(payload, minCodeSize: max(2, bits), count: n), data,
                "n=\(n) colours=\(colours)")
        }
    }

    func testStreamingToASinkMatchesInMemoryEncoding() throws {
        let frames = (0..<8).map { movingSquare($0, count: 8) }
        var chunks: [[UInt8]] = []
        let e = GIFEncoder(width: 160, height: 90, fps: 60) { chunks.append(Array($0)) }
        for f in frames { try e.add(f) }
        XCTAssertGreaterThan(chunks.count, 1, "frames are handed over as they are encoded, before finish")
        try e.finish()
        let calls = chunks.count
        try e.finish()
        XCTAssertEqual(chunks.count, calls, "a second finish writes nothing")
        let streamed = chunks.flatMap { $0 }
        XCTAssertEqual(streamed, GIFEncoder.encode(frames, fps: 60))
        XCTAssertEqual(e.bytesWritten, streamed.count)
        XCTAssertEqual(e.framesAdded, 8)
        XCTAssertEqual(e.framesWritten, try GIFDecoder(streamed).frames.count)
    }

    /// A sink that fails (a full disk, a closed pipe) stops the encoder: the error comes out
    /// of the call that hit it, and later frames and the trailer are not written.
    func testASinkErrorEndsTheEncoding() throws {
        struct DiskFull: Error {}
        var accepted = 0, calls = 0
        let e = GIFEncoder(width: 160, height: 90, fps: 10) { bytes in
            calls += 1
            if calls > 2 { throw DiskFull() }
            accepted += bytes.count
        }
        var thrown = false
        for i in 0..<6 {
            do { try e.add(movingSquare(i, count: 6)) } catch is DiskFull { thrown = true }
        }
        XCTAssertTrue(thrown, "the sink's error comes out of add")
        let callsAtError = calls
        XCTAssertNoThrow(try e.finish(), "finish after the error does nothing")
        XCTAssertEqual(calls, callsAtError, "nothing more is handed to the sink")
        XCTAssertEqual(e.bytesWritten, accepted, "only the bytes the sink took are counted")
    }

    func testOddSizedFramesAreFittedAndBadParametersThrow() throws {
        var out: [UInt8] = []
        let e = GIFEncoder(width: 10, height: 10, fps: 10) { out += $0 }
        try e.add(Canvas(width: 20, height: 5, fill: .black))
        try e.finish()
        try e.add(Canvas(width: 10, height: 10))  // ignored after finish
        let gif = try GIFDecoder(out)
        XCTAssertEqual(gif.frames.count, 1)
        XCTAssertEqual(gif.frames[0].screen[9, 4], .black, "cropped")
        XCTAssertEqual(gif.frames[0].screen[9, 5].a, 0, "padded with transparency")
        XCTAssertThrowsError(try GIFEncoder.validate(width: 0, height: 10, fps: 10)) {
            XCTAssertEqual($0 as? GIFError, .size(width: 0, height: 10))
        }
        XCTAssertThrowsError(try GIFEncoder.validate(width: 65_536, height: 10, fps: 10)) {
            XCTAssertEqual($0 as? GIFError, .size(width: 65_536, height: 10))
        }
        XCTAssertThrowsError(try GIFEncoder.validate(width: 10, height: 10, fps: .nan)) {
            guard case .frameRate(let fps)? = $0 as? GIFError, fps.isNaN else { return XCTFail("\($0)") }
        }
        XCTAssertThrowsError(try GIFEncoder.validate(width: 10, height: 10, fps: 0)) {
            XCTAssertEqual($0 as? GIFError, .frameRate(0))
        }
        XCTAssertEqual(
            GIFError.size(width: 0, height: 10).description, "GIF size must be 1…65535 pixels a side, got 0×10")
        XCTAssertNoThrow(try GIFEncoder.validate(width: 65_535, height: 1, fps: 60))
    }
}
