import Foundation
import Rendering

/// A small, independent GIF decoder for the tests: parses the blocks, decodes LZW with its own
/// table, and composites each image onto a screen the way viewers do (disposal 1 and 2,
/// transparency). Throws on anything malformed instead of guessing.
public struct GIFDecoder {
    /// Why the data is not a GIF the decoder accepts.
    public struct DecodeError: Error, CustomStringConvertible { public var description: String }

    /// One displayed frame.
    public struct Frame {
        /// Delay, centiseconds.
        public var delay: Int
        /// Disposal method.
        public var disposal: Int
        /// The image's rectangle on the screen.
        public var rect: (x: Int, y: Int, w: Int, h: Int)
        /// Colours in the palette it used.
        public var paletteSize: Int
        /// The full screen after this frame is drawn.
        public var screen: Canvas
    }

    /// Screen size, pixels.
    public var width = 0, height = 0
    /// The NETSCAPE2.0 loop count (0: forever), if present.
    public var loopCount: Int?
    /// The frames, in order.
    public var frames: [Frame] = []
    /// True when the trailer byte ended the data.
    public var sawTrailer = false

    /// Decodes `data`; throws on anything malformed.
    public init(_ data: [UInt8]) throws {
        var p = 0
        func byte() throws -> Int {
            guard p < data.count else { throw DecodeError(description: "truncated at \(p)") }
            p += 1
            return Int(data[p - 1])
        }
        func u16() throws -> Int {
            let lo = try byte()
            return lo | (try byte()) << 8
        }
        func subBlocks() throws -> [UInt8] {
            var out: [UInt8] = []
            while true {
                let n = try byte()
                if n == 0 { return out }
                guard p + n <= data.count else { throw DecodeError(description: "sub-block overruns") }
                out += data[p..<p + n]
                p += n
            }
        }
        guard data.count >= 13, String(decoding: data[0..<6], as: UTF8.self) == "GIF89a" else {
            throw DecodeError(description: "not GIF89a")
        }
        p = 6
        width = try u16()
        height = try u16()
        let flags = try byte()
        _ = try byte()
        _ = try byte()
        var global: [RGBA8] = []
        if flags & 0x80 != 0 {
            for _ in 0..<(1 << ((flags & 7) + 1)) {
                global.append(RGBA8(UInt8(try byte()), UInt8(try byte()), UInt8(try byte())))
            }
        }
        var screen = Canvas(width: width, height: height)
        var delay = 0, disposal = 0, transparent: Int? = nil
        loop: while true {
            let b = try byte()
            switch b {
            case 0x21:
                let label = try byte()
                if label == 0xF9 {
                    guard try byte() == 4 else { throw DecodeError(description: "bad GCE size") }
                    let f = try byte()
                    delay = try u16()
                    let t = try byte()
                    guard try byte() == 0 else { throw DecodeError(description: "GCE not terminated") }
                    disposal = f >> 2 & 7
                    transparent = f & 1 != 0 ? t : nil
                } else if label == 0xFF {
                    let blocks = try subBlocks()
                    if blocks.count == 14, String(decoding: blocks[0..<11], as: UTF8.self) == "NETSCAPE2.0",
                        blocks[11] == 1
                    {
                        loopCount = Int(blocks[12]) | Int(blocks[13]) << 8
                    }
                } else {
                    _ = try subBlocks()
                }
            case 0x2C:
                let x = try u16(), y = try u16(), w = try u16(), h = try u16()
                let f = try byte()
                guard f & 0x40 == 0 else { throw DecodeError(description: "interlace not expected") }
                var palette = global
                if f & 0x80 != 0 {
                    palette = []
                    for _ in 0..<(1 << ((f & 7) + 1)) {
                        palette.append(RGBA8(UInt8(try byte()), UInt8(try byte()), UInt8(try byte())))
                    }
                }
                guard x + w <= width, y + h <= height else {
                    throw DecodeError(description: "image outside the screen")
                }
                let minCode = try byte()
                let indices = try GIFDecoder.lzwDecode(try subBlocks(), minCodeSize: minCode, count: w * h)
                let before = screen
                for j in 0..<h {
                    for i in 0..<w {
                        let idx = Int(indices[j * w + i])
                        guard idx < palette.count else {
                            throw DecodeError(description: "index \(idx) beyond palette \(palette.count)")
                        }
                        if idx == transparent { continue }
                        screen[x + i, y + j] = palette[idx]
                    }
                }
                frames.append(
                    Frame(
                        delay: delay, disposal: disposal, rect: (x, y, w, h), paletteSize: palette.count, screen: screen
                    ))
                if disposal == 2 { screen.fill(x: x, y: y, width: w, height: h, .clear) }
                if disposal == 3 { screen = before }
                delay = 0
                disposal = 0
                transparent = nil
            case 0x3B:
                sawTrailer = true
                break loop
            default:
                throw DecodeError(description: "unexpected block 0x\(String(b, radix: 16)) at \(p - 1)")
            }
        }
    }

    /// Variable-width LZW decoding with clear and end codes; exactly `count` indices expected.
    public static func lzwDecode(_ data: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        guard (2...8).contains(minCodeSize) else { throw DecodeError(description: "min code size \(minCodeSize)") }
        let clear = 1 << minCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096), suffix = [UInt8](repeating: 0, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(i) }
        var width = minCodeSize + 1, next = end + 1
        var bitPos = 0
        var out: [UInt8] = []
        var previous = -1
        var sawEnd = false
        func read() -> Int? {
            guard bitPos + width <= data.count * 8 else { return nil }
            var v = 0
            for k in 0..<width {
                let bit = Int(data[(bitPos + k) >> 3] >> UInt8((bitPos + k) & 7)) & 1
                v |= bit << k
            }
            bitPos += width
            return v
        }
        func string(_ code: Int) -> [UInt8] {
            var s: [UInt8] = [], c = code
            while c >= 0 {
                s.append(suffix[c])
                c = prefix[c]
            }
            return s.reversed()
        }
        var awaitingClear = true
        while let code = read() {
            if code == clear {
                width = minCodeSize + 1
                next = end + 1
                previous = -1
                awaitingClear = false
                continue
            }
            if code == end {
                sawEnd = true
                break
            }
            guard !awaitingClear else { throw DecodeError(description: "stream does not start with a clear code") }
            if previous < 0 {
                guard code < clear else {
                    throw DecodeError(description: "first code \(code) after clear is not a root")
                }
                out += string(code)
                previous = code
                continue
            }
            var s: [UInt8]
            if code < next {
                s = string(code)
            } else if code == next {
                s = string(previous)
                s.append(s[0])
            } else {
                throw DecodeError(description: "code \(code) beyond next \(next)")
            }
            if next < 4096 {
                prefix[next] = previous
                suffix[next] = s[0]
                next += 1
                if next == 1 << width && width < 12 { width += 1 }
            }
            out += s
            previous = code
        }
        guard sawEnd else { throw DecodeError(description: "no end code") }
        guard out.count == count else {
            throw DecodeError(description: "decoded \(out.count) indices, expected \(count)")
        }
        return out
    }
}
