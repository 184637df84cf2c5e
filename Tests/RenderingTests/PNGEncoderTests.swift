import Foundation
import TestSupport
import XCTest
@testable import AnimationCore
@testable import Rendering

/// PNG files checked by an independent decoder: Python's zlib and struct in a child process.
final class RenderPNGEncoderTests: XCTestCase {
    typealias S = RenderTestSupport

    override func setUpWithError() throws {
        try XCTSkipUnless(PNGDecoding.hasPython, "python3 is needed to decode PNG files independently")
    }

    func roundTrip(_ canvas: Canvas, file: StaticString = #filePath, line: UInt = #line) throws -> Canvas {
        let path = try S.temporaryDirectory(for: self).appendingPathComponent("t.png").path
        try Data(PNGEncoder.encode(canvas)).write(to: URL(fileURLWithPath: path))
        let (decoded, chunks) = try PNGDecoding.decode(path: path)
        XCTAssertEqual(chunks, 3, "IHDR, IDAT, IEND", file: file, line: line)
        return decoded
    }

    func testRenderedFrameDecodesToTheSamePixels() throws {
        let f = S.frame(
            Size(width: 160, height: 120),
            [
                S.item(1, Rect(x: 0, y: 0, width: 160, height: 120), color: Color(rgb: 0x3366CC)),
                S.item(
                    2, size: Size(width: 80, height: 50), center: Point(x: 80, y: 60),
                    transform: .rotation(0.4, x: 0, y: 0, z: 1),
                    color: Color(red: 1, green: 0.8, blue: 0.2), alpha: 0.8, radius: 10, title: "PNG")
            ])
        let canvas = Rasterizer(scale: 1.5).render(f)
        let decoded = try roundTrip(canvas)
        XCTAssertEqual(decoded.width, 240)
        XCTAssertEqual(decoded.height, 180)
        XCTAssertEqual(decoded.pixels, canvas.pixels)
        // Spot checks against known colours.
        XCTAssertEqual(decoded[2, 2], RGBA8(0x33, 0x66, 0xCC))
        XCTAssertEqual(decoded[120, 60], canvas[120, 60])
    }

    func testNoiseTransparencyAndTinyImages() throws {
        var rng = SplitMix64(seed: 3)
        var noise = Canvas(width: 97, height: 31)
        for i in 0..<noise.pixels.count { noise.pixels[i] = UInt8(truncatingIfNeeded: rng.next()) }
        XCTAssertEqual(try roundTrip(noise).pixels, noise.pixels, "incompressible data goes through stored blocks")
        let one = Canvas(width: 1, height: 1, fill: RGBA8(1, 2, 3, 4))
        XCTAssertEqual(try roundTrip(one).pixels, [1, 2, 3, 4])
        let empty = try roundTrip(Canvas(width: 0, height: 0))
        XCTAssertEqual(empty.width, 1)
        var gradient = Canvas(width: 300, height: 300)
        for y in 0..<300 {
            for x in 0..<300 {
                gradient[x, y] = RGBA8(UInt8(x % 256), UInt8(y % 256), UInt8((x * y) % 256), UInt8((x + y) % 256))
            }
        }
        XCTAssertEqual(
            try roundTrip(gradient).pixels, gradient.pixels, "all filters exercised over several deflate blocks")
    }

    func testFlatImagesCompressWell() {
        let flat = Canvas(width: 390, height: 844, fill: RGBA8(10, 20, 30))
        let png = PNGEncoder.encode(flat)
        XCTAssertLessThan(png.count, flat.pixels.count / 100, "LZ77 + Huffman on a flat image")
        XCTAssertEqual(Array(png.prefix(8)), PNGEncoder.signature)
    }

    func testChecksumsAgainstKnownValues() {
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)
        XCTAssertEqual(Adler32.checksum(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(
            Adler32.checksum([UInt8](repeating: 255, count: 100_000)),
            adlerReference([UInt8](repeating: 255, count: 100_000)))
    }

    func adlerReference(_ d: [UInt8]) -> UInt32 {
        var a: UInt64 = 1, b: UInt64 = 0
        for x in d {
            a = (a + UInt64(x)) % 65521
            b = (b + a) % 65521
        }
        return UInt32(b << 16 | a)
    }

    func testZlibStreamsInflateWithPythonZlib() throws {
        var rng = SplitMix64(seed: 11)
        var inputs: [[UInt8]] = [[], [7], Array("abcabcabcabcabcabcabcabc".utf8), [UInt8](repeating: 0, count: 200_000)]
        var mixed: [UInt8] = []
        while mixed.count < 150_000 {
            if rng.next() % 3 == 0, mixed.count > 40_000 {
                let start = Int(rng.next() % UInt64(mixed.count - 300)), len = 3 + Int(rng.next() % 300)
                mixed += mixed[start..<start + len]
            } else {
                mixed.append(UInt8(rng.next() % 16))
            }
        }
        inputs.append(mixed)
        let dir = try S.temporaryDirectory(for: self)
        for (k, input) in inputs.enumerated() {
            let z = Deflate.zlib(input)
            let path = dir.appendingPathComponent("z\(k).bin").path
            try Data(z).write(to: URL(fileURLWithPath: path))
            let out = try NativeTools.output(
                "python3",
                [
                    "-c",
                    "import sys,zlib,hashlib; d=zlib.decompress(open(sys.argv[1],'rb').read()); print(len(d), hashlib.sha256(d).hexdigest())",
                    path
                ])
            let expected = "\(input.count) " + (try sha256Hex(input))
            XCTAssertEqual(out.trimmingCharacters(in: .whitespacesAndNewlines), expected, "input \(k)")
        }
    }

    /// SHA-256 via python as well would be circular; this uses sha256sum from coreutils.
    func sha256Hex(_ d: [UInt8]) throws -> String {
        let path = try S.temporaryDirectory(for: self).appendingPathComponent("raw.bin").path
        try Data(d).write(to: URL(fileURLWithPath: path))
        return String(try NativeTools.output("sha256sum", [path]).prefix(64))
    }
}
