import Foundation
import XCTest
@testable import HostContainer

/// Shared helpers for the rendering tests: hand-built frames and an independent PNG decoder
/// (Python's zlib and struct only) run in a child process.
enum RenderTestSupport {
    /// An axis-aligned item covering `rect` (points).
    static func item(_ id: Int, _ rect: Rect, color: Color, alpha: Double = 1, radius: Double = 0,
                     title: String? = nil, clips: [[Point]] = []) -> RenderItem {
        let c = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                 Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)]
        return RenderItem(id: id, title: title, corners: c, size: rect.size, alpha: alpha, color: color,
                          cornerRadius: radius, clips: clips, depth: 1, zPosition: 0)
    }

    /// An item of bounds `size` whose corners are the bounds mapped by `transform` about the
    /// bounds' centre, then moved so that centre lands on `center`.
    static func item(_ id: Int, size: Size, center: Point, transform: Transform3D, color: Color,
                     alpha: Double = 1, radius: Double = 0, title: String? = nil) -> RenderItem {
        let local = [Point(x: 0, y: 0), Point(x: size.width, y: 0), Point(x: size.width, y: size.height), Point(x: 0, y: size.height)]
        let m = Transform3D.translation(-size.width / 2, -size.height / 2).concatenating(transform)
            .concatenating(.translation(center.x, center.y))
        return RenderItem(id: id, title: title, corners: local.map { m.apply($0) }, size: size, alpha: alpha, color: color,
                          cornerRadius: radius, clips: [], depth: 1, zPosition: 0)
    }

    /// A frame of `size` points holding `items`.
    static func frame(_ size: Size, _ items: [RenderItem], time: Double = 0) -> RenderFrame {
        RenderFrame(time: time, size: size, items: items)
    }

    /// Corners of an axis-aligned rectangle, for clips.
    static func quad(_ r: Rect) -> [Point] {
        [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
    }

    /// A new scratch directory, removed when `test` ends.
    static func temporaryDirectory(for test: XCTestCase) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-tests-\(getpid())-\(UUID().uuidString.prefix(8))")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// Runs `executable` with `arguments`, returning stdout; fails the test on a non-zero exit.
    static func run(_ executable: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> Data {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [executable] + arguments
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errBox.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        p.waitUntilExit()
        if p.terminationStatus != 0 {
            XCTFail("\(executable) failed (\(p.terminationStatus)): \(String(decoding: errData, as: UTF8.self))", file: file, line: line)
            throw NSError(domain: "RenderTestSupport", code: Int(p.terminationStatus))
        }
        return data
    }

    /// True when `python3` can be run.
    static var hasPython: Bool { (try? run("python3", ["-c", "print(1)"])) != nil }

    /// An independent PNG reader: checks the signature and every chunk's CRC, inflates the IDAT
    /// data with zlib, undoes the five filters, and prints `width height` then the RGBA bytes in
    /// hex (RGB images get alpha 255). Only 8-bit RGB/RGBA, non-interlaced (what we need).
    static let pythonPNGDecoder = #"""
import sys, struct, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'bad signature'
pos = 8; idat = b''; width = height = None; ctype = None; seen_end = False; chunks = 0
while pos < len(data):
    length, = struct.unpack('>I', data[pos:pos+4]); ctyp = data[pos+4:pos+8]; body = data[pos+8:pos+8+length]
    crc, = struct.unpack('>I', data[pos+8+length:pos+12+length])
    assert zlib.crc32(ctyp + body) & 0xffffffff == crc, 'bad CRC in ' + ctyp.decode()
    chunks += 1
    if ctyp == b'IHDR':
        width, height, depth, ctype, comp, filt, inter = struct.unpack('>IIBBBBB', body)
        assert depth == 8 and ctype in (2, 6) and inter == 0, 'unsupported format %r' % ((depth, ctype, inter),)
    elif ctyp == b'IDAT':
        idat += body
    elif ctyp == b'IEND':
        seen_end = True; break
    pos += 12 + length
assert seen_end, 'no IEND'
raw = zlib.decompress(idat)
bpp = 4 if ctype == 6 else 3
stride = width * bpp
assert len(raw) == height * (stride + 1), 'bad data length'
out = bytearray(); prev = bytearray(stride)
for y in range(height):
    f = raw[y*(stride+1)]; line = bytearray(raw[y*(stride+1)+1:(y+1)*(stride+1)])
    for i in range(stride):
        a = line[i-bpp] if i >= bpp else 0; b = prev[i]; c = prev[i-bpp] if i >= bpp else 0
        if f == 0: p = 0
        elif f == 1: p = a
        elif f == 2: p = b
        elif f == 3: p = (a + b) // 2
        elif f == 4:
            pp = a + b - c; pa = abs(pp - a); pb = abs(pp - b); pc = abs(pp - c)
            p = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        else: raise Exception('bad filter %d' % f)
        line[i] = (line[i] + p) & 255
    prev = line
    if bpp == 4: out += line
    else:
        for i in range(width): out += line[i*3:i*3+3] + b'\xff'
sys.stdout.write('%d %d %d\n' % (width, height, chunks))
sys.stdout.write(out.hex())
"""#

    /// Decodes the PNG file at `path` with ``pythonPNGDecoder`` (the script is written next to it).
    static func decodePNG(path: String) throws -> (canvas: Canvas, chunks: Int) {
        let script = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("decode-png.py")
        try pythonPNGDecoder.write(to: script, atomically: true, encoding: .utf8)
        let out = try run("python3", [script.path, path])
        let text = String(decoding: out, as: UTF8.self)
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let head = lines[0].split(separator: " ").compactMap { Int($0) }
        let hex = lines.count > 1 ? Array(lines[1].utf8) : []
        var bytes = [UInt8](repeating: 0, count: hex.count / 2)
        func nibble(_ c: UInt8) -> UInt8 { c <= 57 ? c - 48 : c - 87 }
        for i in 0..<bytes.count { bytes[i] = nibble(hex[2 * i]) << 4 | nibble(hex[2 * i + 1]) }
        return (Canvas(width: head[0], height: head[1], pixels: bytes), head[2])
    }

    /// Asserts `p` is within `tolerance` of `expected` on every channel.
    static func assertPixel(_ p: RGBA8, _ expected: RGBA8, tolerance: Int = 0, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        let d = [abs(Int(p.r) - Int(expected.r)), abs(Int(p.g) - Int(expected.g)), abs(Int(p.b) - Int(expected.b)), abs(Int(p.a) - Int(expected.a))]
        XCTAssert(d.max()! <= tolerance, "\(message): got \(p), expected \(expected) ±\(tolerance)", file: file, line: line)
    }
}

/// The rendering tests' deterministic generator: the host's SplitMix64.
typealias RenderRandom = SeededRandom
